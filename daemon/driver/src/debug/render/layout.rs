//! A layered layout shared by the SVG picture: variables in the left column, heap nodes in
//! columns by their pointer distance from a variable, one row per field.

use std::collections::{HashMap, VecDeque};

use repaird_gdb::graph::{MemoryGraph, Value};

pub const VAR_W: f64 = 120.0;
pub const ROW_H: f64 = 20.0;
pub const NODE_W: f64 = 150.0;
pub const GAP: f64 = 18.0;
pub const COLUMN: f64 = 210.0;
pub const MARGIN: f64 = 16.0;

#[derive(Debug, Clone)]
pub struct Boxed {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

pub struct Layout {
    /// One box per variable, in graph order.
    pub vars: Vec<Boxed>,
    /// Node name -> its box (a header row and one row per field).
    pub nodes: HashMap<String, Boxed>,
    pub width: f64,
    pub height: f64,
}

fn targets(v: &Value) -> Option<&str> {
    match v {
        Value::Node { name, .. } | Value::Interior { name, .. } => Some(name),
        _ => None,
    }
}

pub fn layout(graph: &MemoryGraph) -> Layout {
    // Breadth-first from the variables: a node's column is its distance.
    let mut column: HashMap<&str, usize> = HashMap::new();
    let mut order: Vec<&str> = Vec::new();
    let mut queue = VecDeque::new();
    for var in &graph.variables {
        if let Some(t) = targets(&var.value) {
            if !column.contains_key(t) && graph.node(t).is_some() {
                column.insert(t, 1);
                order.push(t);
                queue.push_back(t);
            }
        }
    }
    while let Some(at) = queue.pop_front() {
        let depth = column[at];
        if let Some(node) = graph.node(at) {
            for f in &node.fields {
                if let Some(t) = targets(&f.value) {
                    if !column.contains_key(t) && graph.node(t).is_some() {
                        column.insert(t, depth + 1);
                        order.push(t);
                        queue.push_back(t);
                    }
                }
            }
        }
    }
    let last = column.values().copied().max().unwrap_or(0) + 1;
    for node in &graph.nodes {
        if !column.contains_key(node.name.as_str()) {
            column.insert(node.name.as_str(), last);
            order.push(node.name.as_str());
        }
    }
    let mut vars = Vec::new();
    let mut y = MARGIN;
    for _ in &graph.variables {
        vars.push(Boxed {
            x: MARGIN,
            y,
            w: VAR_W,
            h: ROW_H + 6.0,
        });
        y += ROW_H + 6.0 + GAP;
    }
    let mut height = y;
    let mut next_y: HashMap<usize, f64> = HashMap::new();
    let mut nodes = HashMap::new();
    let mut width = MARGIN * 2.0 + VAR_W;
    for name in order {
        let col = column[name];
        let node = graph.node(name).expect("laid out nodes exist");
        let h = ROW_H * (node.fields.len() as f64 + 1.0);
        let y = *next_y.get(&col).unwrap_or(&MARGIN);
        let x = MARGIN + VAR_W + 60.0 + (col as f64 - 1.0) * COLUMN;
        next_y.insert(col, y + h + GAP);
        height = height.max(y + h + GAP);
        width = width.max(x + NODE_W + 60.0);
        nodes.insert(name.to_string(), Boxed { x, y, w: NODE_W, h });
    }
    Layout {
        vars,
        nodes,
        width,
        height: height + MARGIN,
    }
}
