//! The memory graph: a concrete state with heap addresses replaced by symbolic node names
//! (n1, n2, .. in allocation order), as WOLVERINE shows it. Plain data, serde.

use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GraphOptions {
    /// Heap nodes expanded at most; more set `truncated`.
    pub max_nodes: usize,
    pub include_globals: bool,
}

impl Default for GraphOptions {
    fn default() -> Self {
        GraphOptions {
            max_nodes: 256,
            include_globals: true,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MemoryGraph {
    pub function: Option<String>,
    pub file: Option<String>,
    pub line: Option<u32>,
    /// Arguments and locals of the selected frame (innermost scope first), then globals.
    pub variables: Vec<Variable>,
    /// Heap nodes reachable from the variables, in allocation order.
    pub nodes: Vec<HeapNode>,
    /// True when more than `max_nodes` nodes were reachable; the rest are named but not expanded.
    pub truncated: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Variable {
    pub name: String,
    #[serde(rename = "type")]
    pub type_name: String,
    pub scope: VariableScope,
    pub value: Value,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VariableScope {
    Argument,
    Local,
    Static,
    Global,
    /// The value a function returns, named `return`, shown at its closing brace (its
    /// `return` statement has run); `change return VALUE` writes it.
    Return,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HeapNode {
    pub name: String,
    pub address: u64,
    #[serde(rename = "type")]
    pub type_name: String,
    /// Bytes requested at allocation.
    pub size: u64,
    pub fields: Vec<Field>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Field {
    pub name: String,
    #[serde(rename = "type")]
    pub type_name: String,
    pub value: Value,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Value {
    Int {
        value: i64,
    },
    /// An unsigned integer too large for `Int`.
    Uint {
        value: u64,
    },
    Float {
        value: f64,
    },
    Null,
    /// Points at the start of a live heap block.
    Node {
        name: String,
        address: u64,
    },
    /// Points inside a live heap block.
    Interior {
        name: String,
        address: u64,
        offset: u64,
    },
    /// Points at a block the program freed.
    Dangling {
        address: u64,
    },
    /// Not null, not into any block the program allocated (uninitialized, stack, static).
    Unknown {
        address: u64,
    },
    Struct {
        fields: Vec<Field>,
    },
    Array {
        elements: Vec<Value>,
        /// The array's length; more than `elements.len()` when cut short.
        length: u64,
    },
    /// Anything else, as gdb prints it.
    Text {
        text: String,
    },
    Unreadable,
}

impl Value {
    /// The node this value points to, if any.
    pub fn node_name(&self) -> Option<&str> {
        match self {
            Value::Node { name, .. } => Some(name),
            _ => None,
        }
    }

    pub fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int { value } => Some(*value),
            _ => None,
        }
    }
}

impl MemoryGraph {
    pub fn variable(&self, name: &str) -> Option<&Variable> {
        self.variables.iter().find(|v| v.name == name)
    }

    pub fn node(&self, name: &str) -> Option<&HeapNode> {
        self.nodes.iter().find(|n| n.name == name)
    }

    /// `var` or `nK->field` (one level), the way WOLVERINE names entities.
    pub fn entity(&self, entity: &str) -> Option<&Value> {
        match entity.split_once("->") {
            None => self.variable(entity.trim()).map(|v| &v.value),
            Some((node, field)) => self.node(node.trim())?.field(field.trim()),
        }
    }
}

impl HeapNode {
    pub fn field(&self, name: &str) -> Option<&Value> {
        self.fields
            .iter()
            .find(|f| f.name == name)
            .map(|f| &f.value)
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int { value } => write!(f, "{value}"),
            Value::Uint { value } => write!(f, "{value}"),
            Value::Float { value } => write!(f, "{value}"),
            Value::Null => f.write_str("NULL"),
            Value::Node { name, .. } => f.write_str(name),
            Value::Interior { name, offset, .. } => write!(f, "{name}+{offset}"),
            Value::Dangling { address } => write!(f, "dangling({address:#x})"),
            Value::Unknown { address } => write!(f, "?({address:#x})"),
            Value::Struct { fields } => write_fields(f, fields),
            Value::Array { elements, length } => {
                f.write_str("[")?;
                for (i, e) in elements.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{e}")?;
                }
                if (elements.len() as u64) < *length {
                    f.write_str(", ..")?;
                }
                f.write_str("]")
            }
            Value::Text { text } => f.write_str(text),
            Value::Unreadable => f.write_str("<unreadable>"),
        }
    }
}

fn write_fields(f: &mut fmt::Formatter<'_>, fields: &[Field]) -> fmt::Result {
    f.write_str("{")?;
    for (i, field) in fields.iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{}: {}", field.name, field.value)?;
    }
    f.write_str("}")
}

/// One line per variable and per node: `head = n1`, `n1 {data: 3, next: n2}`.
impl fmt::Display for MemoryGraph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for v in &self.variables {
            writeln!(f, "{} = {}", v.name, v.value)?;
        }
        for n in &self.nodes {
            write!(f, "{} ", n.name)?;
            write_fields(f, &n.fields)?;
            writeln!(f)?;
        }
        if self.truncated {
            writeln!(f, "(truncated)")?;
        }
        Ok(())
    }
}
