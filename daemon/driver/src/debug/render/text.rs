//! The compact text picture: each pointer variable followed along its list field, each node
//! spelled out (scalar fields) the first time it appears; other pointer fields listed after.

use std::collections::HashSet;
use std::fmt::Write;

use repaird_gdb::graph::{MemoryGraph, Value};

use super::{chain_field, is_pointer};

pub fn to_text(graph: &MemoryGraph) -> String {
    let mut out = String::new();
    let mut shown: HashSet<&str> = HashSet::new();
    let mut chained: HashSet<(&str, &str)> = HashSet::new();
    for var in &graph.variables {
        match &var.value {
            Value::Node { name, .. } => {
                let mut line = format!("{} -> ", var.name);
                let mut at = Some(name.as_str());
                let mut visited = HashSet::new();
                while let Some(node_name) = at {
                    let Some(node) = graph.node(node_name) else {
                        line.push_str(node_name);
                        break;
                    };
                    // Already drawn (or a cycle): name it rather than repeat the list.
                    if !visited.insert(node_name) || !shown.insert(node_name) {
                        line.push_str(node_name);
                        break;
                    }
                    let scalars: Vec<String> = node
                        .fields
                        .iter()
                        .filter(|f| !is_pointer(&f.value))
                        .map(|f| format!("{}={}", f.name, f.value))
                        .collect();
                    let _ = write!(line, "{}[{}]", node.name, scalars.join(", "));
                    let Some(field) = chain_field(node) else {
                        break;
                    };
                    chained.insert((node.name.as_str(), field));
                    match node.field(field) {
                        Some(Value::Node { name, .. }) => {
                            line.push_str(" -> ");
                            at = Some(name.as_str());
                        }
                        Some(other) => {
                            let _ = write!(line, " -> {other}");
                            at = None;
                        }
                        None => at = None,
                    }
                }
                out.push_str(&line);
                out.push('\n');
            }
            other => {
                let _ = writeln!(out, "{} = {}", var.name, other);
            }
        }
    }
    // Nodes no variable reaches along list fields.
    for node in &graph.nodes {
        if shown.insert(node.name.as_str()) {
            let fields: Vec<String> = node
                .fields
                .iter()
                .map(|f| format!("{}={}", f.name, f.value))
                .collect();
            let _ = writeln!(out, "{}[{}]", node.name, fields.join(", "));
            if let Some(field) = chain_field(node) {
                chained.insert((node.name.as_str(), field));
            }
        }
    }
    // Pointer fields the chains did not draw (prev, parent, ..), grouped by field name.
    let mut others: Vec<(String, Vec<String>)> = Vec::new();
    for node in &graph.nodes {
        for f in &node.fields {
            if !is_pointer(&f.value) || chained.contains(&(node.name.as_str(), f.name.as_str())) {
                continue;
            }
            let entry = format!("{}->{} = {}", node.name, f.name, f.value);
            match others.iter_mut().find(|(name, _)| *name == f.name) {
                Some((_, list)) => list.push(entry),
                None => others.push((f.name.clone(), vec![entry])),
            }
        }
    }
    for (name, list) in others {
        let _ = writeln!(out, "{name}: {}", list.join(", "));
    }
    if graph.truncated {
        out.push_str("(more nodes not shown)\n");
    }
    out
}
