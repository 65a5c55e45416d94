//! The engine's plain symbolic state: what a debug session shows of the heap.
//!
//! Heap nodes carry symbolic names (`n1`, `n2`, ...) instead of addresses; pointers are
//! names or `Null`; scalars are concrete. The gdb layer has its own memory graph; the
//! session glue converts between the two, so this type stays minimal.

use std::collections::BTreeMap;
use std::fmt;

/// A value of a variable or a field.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Val {
    Int(i64),
    Bool(bool),
    Null,
    /// A heap node by its symbolic name (`"n3"`).
    Node(String),
    /// Not known (uninitialized, or not shown by the debugger).
    Unknown,
}

impl Val {
    pub fn node(name: &str) -> Val {
        Val::Node(name.to_string())
    }
    /// Whether the value is a pointer (a node or null).
    pub fn is_pointer(&self) -> bool {
        matches!(self, Val::Null | Val::Node(_))
    }
}

impl fmt::Display for Val {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Val::Int(i) => write!(f, "{i}"),
            Val::Bool(b) => write!(f, "{b}"),
            Val::Null => f.write_str("null"),
            Val::Node(n) => f.write_str(n),
            Val::Unknown => f.write_str("?"),
        }
    }
}

/// One heap node: its struct type and field values.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeapNode {
    pub struct_name: String,
    pub fields: BTreeMap<String, Val>,
}

/// A program state: variables (globals and the current frame's locals) and heap nodes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SymState {
    pub vars: BTreeMap<String, Val>,
    pub nodes: BTreeMap<String, HeapNode>,
}

/// A program entity: a variable or a field of a named node.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Entity {
    Var(String),
    Field { node: String, field: String },
}

impl fmt::Display for Entity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entity::Var(v) => f.write_str(v),
            Entity::Field { node, field } => write!(f, "{node}->{field}"),
        }
    }
}

impl SymState {
    pub fn new() -> SymState {
        SymState::default()
    }

    /// Builder: sets a variable.
    pub fn with_var(mut self, name: &str, v: Val) -> SymState {
        self.vars.insert(name.to_string(), v);
        self
    }

    /// Builder: adds a node with the given fields.
    pub fn with_node(mut self, name: &str, struct_name: &str, fields: &[(&str, Val)]) -> SymState {
        self.nodes.insert(
            name.to_string(),
            HeapNode {
                struct_name: struct_name.to_string(),
                fields: fields
                    .iter()
                    .map(|(f, v)| (f.to_string(), v.clone()))
                    .collect(),
            },
        );
        self
    }

    pub fn var(&self, name: &str) -> &Val {
        self.vars.get(name).unwrap_or(&Val::Unknown)
    }

    pub fn field(&self, node: &str, field: &str) -> &Val {
        self.nodes
            .get(node)
            .and_then(|n| n.fields.get(field))
            .unwrap_or(&Val::Unknown)
    }

    pub fn get(&self, e: &Entity) -> &Val {
        match e {
            Entity::Var(v) => self.var(v),
            Entity::Field { node, field } => self.field(node, field),
        }
    }

    /// Sets an entity; setting a field of an unknown node creates the node (untyped).
    pub fn set(&mut self, e: &Entity, v: Val) {
        match e {
            Entity::Var(name) => {
                self.vars.insert(name.clone(), v);
            }
            Entity::Field { node, field } => {
                self.nodes
                    .entry(node.clone())
                    .or_default()
                    .fields
                    .insert(field.clone(), v);
            }
        }
    }

    /// Every entity with its value, variables first.
    pub fn entities(&self) -> Vec<(Entity, &Val)> {
        let vars = self.vars.iter().map(|(k, v)| (Entity::Var(k.clone()), v));
        let fields = self.nodes.iter().flat_map(|(n, node)| {
            node.fields.iter().map(move |(f, v)| {
                (
                    Entity::Field {
                        node: n.clone(),
                        field: f.clone(),
                    },
                    v,
                )
            })
        });
        vars.chain(fields).collect()
    }

    /// The part of this state over the given entities (a `spec` keeps only asserted ones).
    pub fn restrict(&self, keep: &[Entity]) -> SymState {
        let mut out = SymState::new();
        for e in keep {
            let v = self.get(e).clone();
            if let Entity::Field { node, .. } = e {
                if let Some(n) = self.nodes.get(node) {
                    out.nodes.entry(node.clone()).or_insert_with(|| HeapNode {
                        struct_name: n.struct_name.clone(),
                        fields: BTreeMap::new(),
                    });
                }
            }
            out.set(e, v);
        }
        out
    }

    /// Entities known in both states whose values differ (Unknown on either side is skipped).
    pub fn differences(&self, other: &SymState) -> Vec<Entity> {
        self.entities()
            .into_iter()
            .filter(|(e, v)| {
                let w = other.get(e);
                **v != Val::Unknown && *w != Val::Unknown && *v != w
            })
            .map(|(e, _)| e)
            .collect()
    }

    /// Node names in allocation order when named `n<k>` (others after, by name).
    pub fn node_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.nodes.keys().cloned().collect();
        names.sort_by_key(|n| (node_index(n).unwrap_or(u64::MAX), n.clone()));
        names
    }
}

/// `k` for a node named `n<k>`.
/// The variable of a state that holds what the function returns, once its `return` ran (a C
/// keyword, so no program variable has the name).
pub const RETURN_VALUE: &str = "return";

pub fn node_index(name: &str) -> Option<u64> {
    name.strip_prefix('n')?.parse().ok()
}

impl fmt::Display for SymState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .entities()
            .into_iter()
            .map(|(e, v)| format!("{e}={v}"))
            .collect();
        write!(f, "[{}]", parts.join(", "))
    }
}
