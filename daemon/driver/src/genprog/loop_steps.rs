//! Lost loop steps: a loop none of whose condition's variables is written inside it never
//! ends once entered, the classic trace of a deleted `i++` or `p = p->next`. No one-token
//! change brings the step back (the program may have no such statement to copy), so for each
//! of those variables the sweep also tries the step inserted at the end of the body:
//! `v = v + 1` and `v = v - 1` for an integer, `v = v->f` for each field of a pointer's
//! struct that points to the same struct. Loops that step a variable of their condition get
//! nothing: a wrong step there is an edit's to fix.

use std::collections::BTreeSet;

use repaird_cfront::ir::{BinOp, Block, Expr, LoopNode, Node, Program, StmtKind, Type};
use repaird_cfront::rewrite::{Change, NewStmt};
use repaird_cfront::StmtId;

/// One insertion per stepped variable and way of stepping it, with the statements of its
/// loop (the caller ranks it by the most suspicious of them).
pub(super) struct LoopStep {
    pub change: Change,
    /// The statement the insertion is placed by.
    pub anchor: StmtId,
    pub loop_stmts: Vec<StmtId>,
}

pub(super) fn loop_steps(program: &Program) -> Vec<LoopStep> {
    let mut out = Vec::new();
    for function in &program.functions {
        for node in function.body.loops() {
            let Node::Loop(node) = node else {
                continue;
            };
            let Some(anchor) = end_of_body(program, node) else {
                continue;
            };
            let mut loop_stmts = Vec::new();
            for block in [&node.cond, &node.body, &node.step] {
                block.stmt_ids(&mut loop_stmts);
            }
            let Some(written) = written_in(program, &loop_stmts) else {
                continue;
            };
            let vars: Vec<String> = condition_vars(program, node)
                .into_iter()
                .filter(|v| !function.is_temp(v))
                .collect();
            // A loop that steps one of them has its step (a wrong one is an edit's to fix).
            if vars.iter().any(|v| written.contains(v)) {
                continue;
            }
            for var in vars {
                for kind in steps_of(program, &var, program.var_type_in(function, &var)) {
                    out.push(LoopStep {
                        change: anchor.insert(NewStmt { guard: None, kind }),
                        anchor: anchor.stmt(),
                        loop_stmts: loop_stmts.clone(),
                    });
                }
            }
        }
    }
    out
}

/// Where a statement goes at the end of a loop's body.
enum Anchor {
    After(StmtId),
    Into(StmtId),
}

impl Anchor {
    fn stmt(&self) -> StmtId {
        match *self {
            Anchor::After(id) | Anchor::Into(id) => id,
        }
    }

    fn insert(&self, stmt: NewStmt) -> Change {
        match *self {
            Anchor::After(anchor) => Change::InsertAfter {
                anchor,
                stmts: vec![stmt],
            },
            Anchor::Into(anchor) => Change::InsertInto {
                anchor,
                stmts: vec![stmt],
            },
        }
    }
}

/// After the body's last statement (or the `if`/loop it ends with, through one of that
/// node's condition statements), or into an empty body through the loop's own condition.
/// None where the body ends in a jump (a step after it would never run) or there is no
/// statement to anchor on.
fn end_of_body(program: &Program, node: &LoopNode) -> Option<Anchor> {
    match node.body.0.last() {
        None => first_stmt(&node.cond).map(Anchor::Into),
        Some(Node::Stmt(id)) => {
            let kind = &program.stmt(*id)?.kind;
            let jumps = matches!(
                kind,
                StmtKind::Break | StmtKind::Continue | StmtKind::Return { .. }
            );
            (!jumps).then_some(Anchor::After(*id))
        }
        Some(Node::If(n)) => first_stmt(&n.cond).map(Anchor::After),
        Some(Node::Loop(n)) => first_stmt(&n.cond).map(Anchor::After),
    }
}

fn first_stmt(block: &Block) -> Option<StmtId> {
    block.0.iter().find_map(|n| match n {
        Node::Stmt(id) => Some(*id),
        _ => None,
    })
}

/// The variables the statements write; None where one of them may write anything (a
/// statement the front end keeps as C text).
fn written_in(program: &Program, stmts: &[StmtId]) -> Option<BTreeSet<String>> {
    let mut written = BTreeSet::new();
    for id in stmts {
        let kind = &program.stmt(*id)?.kind;
        match kind {
            StmtKind::Concrete { .. } => return None,
            StmtKind::Input { targets, count, .. } => {
                written.extend(targets.iter().chain(count).cloned())
            }
            _ => written.extend(kind.defined_var().map(str::to_string)),
        }
    }
    Some(written)
}

/// The program variables the loop's test reads, through the temporaries its condition
/// statements compute.
fn condition_vars(program: &Program, node: &LoopNode) -> Vec<String> {
    let mut read = Vec::new();
    if let Some(test) = &node.test {
        test.vars(&mut read);
    }
    let mut ids = Vec::new();
    node.cond.stmt_ids(&mut ids);
    for id in ids {
        if let Some(stmt) = program.stmt(id) {
            stmt.kind.read_vars(&mut read);
        }
    }
    let mut seen = BTreeSet::new();
    read.retain(|v| seen.insert(v.clone()));
    read
}

/// The statements that step `var` one way or another.
fn steps_of(program: &Program, var: &str, ty: Option<&Type>) -> Vec<StmtKind> {
    let by = |op| StmtKind::Assign {
        lhs: var.to_string(),
        rhs: Expr::binary(op, Expr::var(var), Expr::Int(1)),
    };
    match ty {
        Some(Type::Int) => vec![by(BinOp::Add), by(BinOp::Sub)],
        Some(ptr @ Type::Ptr(name)) => program
            .struct_named(name)
            .map(|s| {
                s.fields
                    .iter()
                    .filter(|f| &f.ty == ptr)
                    .map(|f| StmtKind::GetField {
                        lhs: var.to_string(),
                        base: var.to_string(),
                        field: f.name.clone(),
                    })
                    .collect()
            })
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}
