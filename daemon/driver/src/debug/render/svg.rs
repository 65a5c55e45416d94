//! The box-and-arrow picture as SVG: variables on the left, nodes as boxes with one row per
//! field, arrows for pointers, a ground symbol for NULL.

use std::fmt::Write;
use std::process::Stdio;
use std::time::Duration;

use repaird_gdb::graph::{MemoryGraph, Value};

use super::layout::{layout, Boxed, Layout, ROW_H};

/// Escapes text for SVG/XML.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

pub fn to_svg(graph: &MemoryGraph) -> String {
    let l = layout(graph);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}" height="{h:.0}" viewBox="0 0 {w:.0} {h:.0}" font-family="monospace" font-size="12">"#,
        w = l.width,
        h = l.height
    );
    out.push_str(
        r##"<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#333"/></marker></defs>"##,
    );
    out.push('\n');
    for (var, b) in graph.variables.iter().zip(&l.vars) {
        let _ = writeln!(
            out,
            r##"<rect x="{:.0}" y="{:.0}" width="{:.0}" height="{:.0}" fill="#eef3fb" stroke="#335"/>"##,
            b.x, b.y, b.w, b.h
        );
        let label = match &var.value {
            Value::Node { .. } | Value::Null => var.name.clone(),
            other => format!("{} = {}", var.name, other),
        };
        let _ = writeln!(
            out,
            r#"<text x="{:.0}" y="{:.0}">{}</text>"#,
            b.x + 6.0,
            b.y + b.h / 2.0 + 4.0,
            esc(&label)
        );
        pointer(&mut out, &l, &var.value, b.x + b.w, b.y + b.h / 2.0);
    }
    for node in &graph.nodes {
        let Some(b) = l.nodes.get(&node.name) else {
            continue;
        };
        let _ = writeln!(
            out,
            r##"<rect x="{:.0}" y="{:.0}" width="{:.0}" height="{:.0}" fill="#fff" stroke="#333"/>"##,
            b.x, b.y, b.w, b.h
        );
        let _ = writeln!(
            out,
            r##"<rect x="{:.0}" y="{:.0}" width="{:.0}" height="{ROW_H:.0}" fill="#dde"/><text x="{:.0}" y="{:.0}" font-weight="bold">{}</text>"##,
            b.x,
            b.y,
            b.w,
            b.x + 6.0,
            b.y + 14.0,
            esc(&node.name)
        );
        for (i, f) in node.fields.iter().enumerate() {
            let row_y = b.y + ROW_H * (i as f64 + 1.0);
            let _ = writeln!(
                out,
                r##"<line x1="{:.0}" y1="{:.0}" x2="{:.0}" y2="{:.0}" stroke="#999"/>"##,
                b.x,
                row_y,
                b.x + b.w,
                row_y
            );
            let shown = match &f.value {
                Value::Node { .. } | Value::Null => f.name.clone(),
                other => format!("{}: {}", f.name, other),
            };
            let _ = writeln!(
                out,
                r#"<text x="{:.0}" y="{:.0}">{}</text>"#,
                b.x + 6.0,
                row_y + 14.0,
                esc(&shown)
            );
            pointer(&mut out, &l, &f.value, b.x + b.w, row_y + ROW_H / 2.0);
        }
    }
    out.push_str("</svg>\n");
    out
}

/// An arrow from (x, y) to the pointee's header, or a ground symbol for NULL.
fn pointer(out: &mut String, l: &Layout, value: &Value, x: f64, y: f64) {
    match value {
        Value::Null => ground(out, x, y),
        Value::Node { name, .. } | Value::Interior { name, .. } => {
            if let Some(Boxed { x: tx, y: ty, .. }) = l.nodes.get(name) {
                let (tx, ty) = (*tx, *ty + ROW_H / 2.0);
                let bend = ((tx - x).abs() / 2.0).max(40.0);
                let _ = writeln!(
                    out,
                    r##"<path d="M {x:.0} {y:.0} C {:.0} {y:.0}, {:.0} {ty:.0}, {tx:.0} {ty:.0}" fill="none" stroke="#333" marker-end="url(#arrow)"/>"##,
                    x + bend,
                    tx - bend,
                );
            }
        }
        _ => {}
    }
}

fn ground(out: &mut String, x: f64, y: f64) {
    let _ = writeln!(
        out,
        r##"<g stroke="#333"><line x1="{x:.0}" y1="{y:.0}" x2="{:.0}" y2="{y:.0}"/><line x1="{:.0}" y1="{:.0}" x2="{:.0}" y2="{:.0}"/><line x1="{:.0}" y1="{:.0}" x2="{:.0}" y2="{:.0}"/><line x1="{:.0}" y1="{:.0}" x2="{:.0}" y2="{:.0}"/></g>"##,
        x + 14.0,
        x + 14.0,
        y - 7.0,
        x + 14.0,
        y + 7.0,
        x + 18.0,
        y - 5.0,
        x + 18.0,
        y + 5.0,
        x + 22.0,
        y - 2.0,
        x + 22.0,
        y + 2.0,
    );
}

/// SVG from graphviz when `dot` is installed (within `deadline`), else the built-in picture.
pub async fn to_svg_with_graphviz(graph: &MemoryGraph, deadline: Duration) -> String {
    match graphviz(&super::to_dot(graph), deadline).await {
        Some(svg) => svg,
        None => to_svg(graph),
    }
}

async fn graphviz(dot: &str, deadline: Duration) -> Option<String> {
    use tokio::io::AsyncWriteExt;
    let mut child = tokio::process::Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let text = dot.to_string();
    let run = async move {
        stdin.write_all(text.as_bytes()).await.ok()?;
        drop(stdin);
        let out = child.wait_with_output().await.ok()?;
        out.status
            .success()
            .then(|| String::from_utf8(out.stdout).ok())
            .flatten()
    };
    tokio::time::timeout(deadline, run).await.ok().flatten()
}
