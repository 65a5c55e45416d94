//! The shapes of GDB/MI output records (gdb manual, "GDB/MI Output Syntax").

/// A value in a result: a c-string constant, a tuple `{a=..}`, or a list `[..]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MiValue {
    Const(String),
    Tuple(MiTuple),
    /// `[v, v, ..]`
    List(Vec<MiValue>),
    /// `[name=v, name=v, ..]` (e.g. `stack=[frame={..},frame={..}]`)
    ResultList(MiTuple),
}

impl MiValue {
    pub fn as_str(&self) -> Option<&str> {
        match self {
            MiValue::Const(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_tuple(&self) -> Option<&MiTuple> {
        match self {
            MiValue::Tuple(t) => Some(t),
            _ => None,
        }
    }

    /// The items of a list of either kind (a result list yields its values).
    pub fn items(&self) -> Vec<&MiValue> {
        match self {
            MiValue::List(items) => items.iter().collect(),
            MiValue::ResultList(t) => t.0.iter().map(|(_, v)| v).collect(),
            _ => Vec::new(),
        }
    }
}

/// Ordered `name=value` pairs; names may repeat, so this is not a map.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MiTuple(pub Vec<(String, MiValue)>);

impl MiTuple {
    pub fn get(&self, name: &str) -> Option<&MiValue> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    pub fn get_str(&self, name: &str) -> Option<&str> {
        self.get(name).and_then(MiValue::as_str)
    }

    pub fn get_tuple(&self, name: &str) -> Option<&MiTuple> {
        self.get(name).and_then(MiValue::as_tuple)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultClass {
    Done,
    Running,
    Connected,
    Error,
    Exit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AsyncKind {
    /// `*`: the target's execution state changed (`*stopped`, `*running`).
    Exec,
    /// `+`: progress of a slow operation.
    Status,
    /// `=`: supplementary information (`=thread-created`, `=breakpoint-modified`, ..).
    Notify,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StreamKind {
    /// `~`: console output (what the CLI would print).
    Console,
    /// `@`: target output (only when the inferior shares gdb's terminal).
    Target,
    /// `&`: gdb's own log and error messages.
    Log,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Record {
    Result {
        token: Option<u64>,
        class: ResultClass,
        results: MiTuple,
    },
    Async {
        token: Option<u64>,
        kind: AsyncKind,
        class: String,
        results: MiTuple,
    },
    Stream {
        kind: StreamKind,
        text: String,
    },
    /// `(gdb)`: gdb is ready for the next command.
    Prompt,
}
