//! Debug replies from the driver's plain data to the protocol's JSON shapes.

use std::time::Duration;

use repaird_driver::debug::graph::{MemoryGraph, Value, VariableScope};
use repaird_driver::debug::{render, Reply};
use repaird_protocol::debug::{
    DebugEdit, DebugField, DebugGraph, DebugNode, DebugPatch, DebugRepairStats, DebugReply,
    DebugStop, DebugSuspicious, DebugValue, DebugVariable,
};
use repaird_protocol::target::SourceSpan;

/// How long graphviz may take for a picture before the built-in SVG is used.
const GRAPHVIZ_DEADLINE: Duration = Duration::from_secs(5);

pub async fn reply(session: String, reply: Reply, svg: bool) -> DebugReply {
    let picture_svg = match (&reply.graph, svg) {
        (Some(graph), true) => Some(render::to_svg_with_graphviz(graph, GRAPHVIZ_DEADLINE).await),
        _ => None,
    };
    DebugReply {
        session,
        stop: DebugStop {
            file: reply.stop.file,
            line: reply.stop.line,
            function: reply.stop.function,
            reason: reply.stop.reason,
            source_line: reply.stop.source_line,
            exit_code: reply.stop.exit_code,
        },
        graph: reply.graph.as_ref().map(graph),
        picture: reply.picture,
        svg: picture_svg,
        output: reply.output,
        messages: reply.messages,
        patch: reply.patch.map(|p| DebugPatch {
            diff: p.diff,
            edits: p
                .edits
                .into_iter()
                .map(|e| DebugEdit {
                    span: SourceSpan {
                        start_line: e.start_line,
                        start_column: e.start_column,
                        end_line: e.end_line,
                        end_column: e.end_column,
                        start_offset: e.start_offset,
                        end_offset: e.end_offset,
                    },
                    new_text: e.new_text,
                })
                .collect(),
            patched_text: p.patched_text,
            changes: p.changes,
        }),
        suspicious: reply
            .suspicious
            .into_iter()
            .map(|s| DebugSuspicious {
                line: s.line,
                text: s.text,
            })
            .collect(),
        repair: reply.repair.map(|r| DebugRepairStats {
            widenings: r.widenings,
            solver_calls: r.solver_calls,
            millis: r.millis,
            localize_millis: r.localize_millis,
            encode_millis: r.encode_millis,
            solve_millis: r.solve_millis,
            solver: r.solver,
        }),
        checkpoint: reply.checkpoint,
        earlier_runs: reply.earlier_runs,
    }
}

fn graph(g: &MemoryGraph) -> DebugGraph {
    DebugGraph {
        variables: g
            .variables
            .iter()
            .map(|v| DebugVariable {
                name: v.name.clone(),
                type_name: v.type_name.clone(),
                scope: match v.scope {
                    VariableScope::Argument => "argument",
                    VariableScope::Local => "local",
                    VariableScope::Static => "static",
                    VariableScope::Global => "global",
                    VariableScope::Return => "return",
                }
                .into(),
                value: value(&v.value),
            })
            .collect(),
        nodes: g
            .nodes
            .iter()
            .map(|n| DebugNode {
                name: n.name.clone(),
                type_name: n.type_name.clone(),
                address: n.address,
                fields: n
                    .fields
                    .iter()
                    .map(|f| DebugField {
                        name: f.name.clone(),
                        type_name: f.type_name.clone(),
                        value: value(&f.value),
                    })
                    .collect(),
            })
            .collect(),
        truncated: g.truncated,
    }
}

fn value(v: &Value) -> DebugValue {
    let kind = match v {
        Value::Int { .. } | Value::Uint { .. } => "int",
        Value::Float { .. } => "float",
        Value::Null => "null",
        Value::Node { .. } => "node",
        Value::Interior { .. } => "interior",
        Value::Dangling { .. } => "dangling",
        Value::Unknown { .. } => "unknown",
        Value::Struct { .. } => "struct",
        Value::Array { .. } => "array",
        Value::Text { .. } => "text",
        Value::Unreadable => "unreadable",
    };
    DebugValue {
        kind: kind.into(),
        text: v.to_string(),
        node: match v {
            Value::Node { name, .. } | Value::Interior { name, .. } => Some(name.clone()),
            _ => None,
        },
    }
}
