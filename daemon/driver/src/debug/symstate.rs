//! The gdb memory graph as the engine's symbolic state: node names stay, pointers become
//! names or null, scalars stay concrete, anything the IR cannot hold becomes `Unknown`.

use repaird_cfront::ir::{Function, Program, Type};
use repaird_engine::heap::{HeapNode, SymState, Val, RETURN_VALUE};
use repaird_gdb::graph::{MemoryGraph, Value, VariableScope};

/// Which variables of the graph a state keeps.
pub enum Scope<'a> {
    /// Globals and the parameters of `function` (the state a call starts from); its integer
    /// locals hold [`UNINITIALIZED`].
    Entry(&'a Function),
    /// Globals, parameters and locals of `function` (what a `spec` asserts).
    Frame(&'a Function),
}

/// What an integer local holds when a call begins: garbage a repair may not choose. Left
/// unknown, the encoding would let the solver pick it, so a patch that reads a local before
/// writing it (`y = y`) could meet any asserted value, a different one in every run.
pub const UNINITIALIZED: i64 = -1_717_986_919;

pub fn sym_state(graph: &MemoryGraph, program: &Program, scope: Scope<'_>) -> SymState {
    let mut state = SymState::new();
    let function = match scope {
        Scope::Entry(f) | Scope::Frame(f) => f,
    };
    if let Scope::Entry(f) = scope {
        for local in f
            .locals
            .iter()
            .filter(|l| matches!(l.ty, Type::Int | Type::Char))
        {
            state
                .vars
                .insert(local.name.clone(), Val::Int(UNINITIALIZED));
        }
    }
    for var in &graph.variables {
        if var.scope == VariableScope::Return {
            // What the call returns, once its `return` ran (the call's end state).
            if let Scope::Frame(f) = scope {
                let v = val(&var.value, Some(&f.ret));
                if v != Val::Unknown {
                    state.vars.insert(RETURN_VALUE.to_string(), v);
                }
            }
            continue;
        }
        let global = program.globals.iter().find(|g| g.var.name == var.name);
        let param = function.params.iter().find(|p| p.name == var.name);
        let local = function.locals.iter().find(|l| l.name == var.name);
        let ty = match (&scope, global, param, local) {
            (_, _, Some(p), _) => &p.ty,
            (Scope::Frame(_), _, _, Some(l)) => &l.ty,
            (_, Some(g), _, _) => &g.var.ty,
            _ => continue,
        };
        let v = val(&var.value, Some(ty));
        if v != Val::Unknown {
            state.vars.insert(var.name.clone(), v);
        }
    }
    for node in &graph.nodes {
        let struct_name = node
            .type_name
            .trim()
            .trim_start_matches("struct ")
            .trim()
            .to_string();
        let def = program.struct_named(&struct_name);
        let fields = node
            .fields
            .iter()
            .map(|f| {
                let ty = def
                    .and_then(|d| d.fields.iter().find(|x| x.name == f.name))
                    .map(|x| &x.ty);
                (f.name.clone(), val(&f.value, ty))
            })
            .collect();
        state.nodes.insert(
            node.name.clone(),
            HeapNode {
                struct_name,
                fields,
            },
        );
    }
    state
}

pub fn val(value: &Value, ty: Option<&Type>) -> Val {
    match value {
        Value::Int { value } if ty == Some(&Type::Bool) => Val::Bool(*value != 0),
        Value::Int { value } => Val::Int(*value),
        Value::Uint { value } => i64::try_from(*value).map(Val::Int).unwrap_or(Val::Unknown),
        Value::Null => Val::Null,
        Value::Node { name, .. } => Val::Node(name.clone()),
        _ => Val::Unknown,
    }
}
