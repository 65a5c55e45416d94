//! Pictures of a memory graph: a compact text line per variable for terminals
//! (`head -> n1[val=2] -> n2[val=4] -> NULL`), DOT for graphviz, and an SVG drawn here
//! (graphviz is used when `dot` is installed, never required).

mod dot;
mod layout;
mod svg;
mod text;

pub use dot::to_dot;
pub use svg::{to_svg, to_svg_with_graphviz};
pub use text::to_text;

use repaird_gdb::graph::{HeapNode, Value};

/// The pointer field a list is drawn along: `next` if there is one, else the first pointer.
fn chain_field(node: &HeapNode) -> Option<&str> {
    let pointer = |v: &Value| {
        matches!(
            v,
            Value::Null | Value::Node { .. } | Value::Dangling { .. } | Value::Interior { .. }
        )
    };
    node.fields
        .iter()
        .find(|f| f.name == "next" && pointer(&f.value))
        .or_else(|| node.fields.iter().find(|f| pointer(&f.value)))
        .map(|f| f.name.as_str())
}

fn is_pointer(v: &Value) -> bool {
    matches!(
        v,
        Value::Null | Value::Node { .. } | Value::Dangling { .. } | Value::Interior { .. }
    ) || matches!(v, Value::Unknown { .. })
}
