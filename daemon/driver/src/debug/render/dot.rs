//! The memory graph as graphviz DOT: record-like HTML tables with one port per field.

use std::fmt::Write;

use repaird_gdb::graph::{MemoryGraph, Value};

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

pub fn to_dot(graph: &MemoryGraph) -> String {
    let mut out = String::from(
        "digraph heap {\n  rankdir=LR;\n  node [shape=plaintext, fontname=\"monospace\"];\n",
    );
    let mut nulls = 0;
    let mut edge = |out: &mut String, from: String, value: &Value| match value {
        Value::Node { name, .. } | Value::Interior { name, .. } => {
            let _ = writeln!(out, "  {from} -> \"{name}\":h;");
        }
        Value::Null => {
            nulls += 1;
            let _ = writeln!(
                out,
                "  null{nulls} [shape=none, label=\"\u{23DA}\"];\n  {from} -> null{nulls};"
            );
        }
        _ => {}
    };
    for (i, v) in graph.variables.iter().enumerate() {
        let label = match &v.value {
            Value::Node { .. } | Value::Null => v.name.clone(),
            other => format!("{} = {}", v.name, other),
        };
        let _ = writeln!(
            out,
            "  var{i} [shape=box, style=filled, fillcolor=\"#eef3fb\", label=\"{}\"];",
            esc(&label).replace('"', "\\\"")
        );
        edge(&mut out, format!("var{i}"), &v.value);
    }
    for n in &graph.nodes {
        let mut rows = format!(
            "<tr><td port=\"h\" bgcolor=\"#ddddee\"><b>{}</b></td></tr>",
            esc(&n.name)
        );
        for f in &n.fields {
            let text = match &f.value {
                Value::Node { .. } | Value::Null => f.name.clone(),
                other => format!("{}: {}", f.name, other),
            };
            let _ = write!(
                rows,
                "<tr><td port=\"{}\">{}</td></tr>",
                esc(&f.name),
                esc(&text)
            );
        }
        let _ = writeln!(
            out,
            "  \"{}\" [label=<<table border=\"0\" cellborder=\"1\" cellspacing=\"0\">{rows}</table>>];",
            n.name
        );
        for f in &n.fields {
            edge(&mut out, format!("\"{}\":\"{}\"", n.name, f.name), &f.value);
        }
    }
    out.push_str("}\n");
    out
}
