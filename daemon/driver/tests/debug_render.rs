//! Pictures of memory graphs: each `debug_fixtures/render/NAME.json` (a memory graph as the
//! gdb layer answers it) is drawn as text and compared with `NAME.txt` (`UPDATE_EXPECT=1`
//! rewrites it); the DOT and SVG drawings are checked for one box per node, one arrow per
//! pointer and one ground symbol per NULL.

use std::path::Path;

use repaird_driver::debug::graph::{MemoryGraph, Value};
use repaird_driver::debug::render::{to_dot, to_svg, to_text};

fn graphs() -> Vec<(std::path::PathBuf, MemoryGraph)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debug_fixtures/render");
    let mut out: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| {
            let graph = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
            (p, graph)
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    assert!(!out.is_empty(), "no render fixtures");
    out
}

/// Pointers (to nodes) and NULLs among all variables and fields.
fn counts(graph: &MemoryGraph) -> (usize, usize) {
    let values = graph.variables.iter().map(|v| &v.value).chain(
        graph
            .nodes
            .iter()
            .flat_map(|n| n.fields.iter().map(|f| &f.value)),
    );
    values.fold((0, 0), |(p, n), v| match v {
        Value::Node { .. } => (p + 1, n),
        Value::Null => (p, n + 1),
        _ => (p, n),
    })
}

#[test]
fn text_pictures_match_their_expectations() {
    for (path, graph) in graphs() {
        let text = to_text(&graph);
        let expected_path = path.with_extension("txt");
        if std::env::var_os("UPDATE_EXPECT").is_some() {
            std::fs::write(&expected_path, &text).unwrap();
        }
        let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
        assert_eq!(text, expected, "{}", path.display());
    }
}

#[test]
fn dot_and_svg_draw_every_node_pointer_and_null() {
    for (path, graph) in graphs() {
        let (pointers, nulls) = counts(&graph);
        let dot = to_dot(&graph);
        assert_eq!(
            dot.matches(" -> ").count(),
            pointers + nulls,
            "{}: {dot}",
            path.display()
        );
        assert_eq!(
            dot.matches("shape=none, label=\"\u{23DA}\"").count(),
            nulls,
            "{}",
            path.display()
        );
        for node in &graph.nodes {
            assert!(
                dot.contains(&format!("\"{}\" [label=<", node.name)),
                "{}",
                node.name
            );
        }
        let svg = to_svg(&graph);
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert_eq!(
            svg.matches("marker-end=\"url(#arrow)\"").count(),
            pointers,
            "{}",
            path.display()
        );
        assert_eq!(
            svg.matches("<g stroke=\"#333\">").count(),
            nulls,
            "{}",
            path.display()
        );
        // A box per variable, a box and a header per node.
        let rects = svg.matches("<rect").count();
        assert_eq!(
            rects,
            graph.variables.len() + 2 * graph.nodes.len(),
            "{}",
            path.display()
        );
    }
}
