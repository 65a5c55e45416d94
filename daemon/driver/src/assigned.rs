//! Definite assignment over the structured IR: which variables surely hold a value written by
//! the program when a statement runs. Synthesis reads only those, so no patch leans on the
//! garbage of an uninitialized local (which tests at `-O0` would not expose).

use std::collections::{BTreeMap, BTreeSet};

use repaird_cfront::ir::{Block, Function, Node, StmtKind};
use repaird_cfront::{Program, StmtId};

type Vars = BTreeSet<String>;

/// For every statement of `function`: the variables definitely assigned before it runs
/// (parameters count as assigned).
pub fn definitely_assigned(
    program: &Program,
    text: &str,
    function: &Function,
) -> BTreeMap<StmtId, Vars> {
    let mut before = BTreeMap::new();
    let start: Vars = function.params.iter().map(|p| p.name.clone()).collect();
    walk(&function.body, start, program, text, &mut before);
    before
}

fn walk(
    block: &Block,
    mut assigned: Vars,
    program: &Program,
    text: &str,
    before: &mut BTreeMap<StmtId, Vars>,
) -> Vars {
    for node in &block.0 {
        match node {
            Node::Stmt(id) => assigned = step(*id, assigned, program, text, before),
            Node::If(n) => {
                assigned = walk(&n.cond, assigned, program, text, before);
                let then = walk(&n.then_branch, assigned.clone(), program, text, before);
                let otherwise = walk(&n.else_branch, assigned, program, text, before);
                assigned = then.intersection(&otherwise).cloned().collect();
            }
            Node::Loop(n) => {
                assigned = walk(&n.init, assigned, program, text, before);
                assigned = walk(&n.cond, assigned, program, text, before);
                // The body and step may not run: what they assign is not definite after.
                let body = walk(&n.body, assigned.clone(), program, text, before);
                walk(&n.step, body, program, text, before);
            }
        }
    }
    assigned
}

fn step(
    id: StmtId,
    mut assigned: Vars,
    program: &Program,
    text: &str,
    before: &mut BTreeMap<StmtId, Vars>,
) -> Vars {
    before.insert(id, assigned.clone());
    let Some(stmt) = program.stmt(id) else {
        return assigned;
    };
    match &stmt.kind {
        StmtKind::Input { targets, count, .. } => {
            assigned.extend(targets.iter().chain(count).cloned())
        }
        // What an unmodeled statement writes is unknown: every identifier it names counts
        // (optimistic, so a `scanf` the IR does not model still initializes its targets).
        StmtKind::Concrete { result, .. } => {
            let range = &stmt.origin.range;
            let source = text.get(range.start.offset..range.end.offset).unwrap_or("");
            assigned.extend(
                source
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .filter(|w| !w.is_empty())
                    .map(str::to_string),
            );
            assigned.extend(result.iter().cloned());
        }
        kind => assigned.extend(kind.defined_var().map(str::to_string)),
    }
    assigned
}
