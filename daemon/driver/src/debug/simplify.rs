//! A found repair made simpler where the program then still meets every run: a statement
//! whose write an inserted statement right after it overwrites is deleted. A statement
//! hole cannot take `p->next = d->next` for `p->next = d` (a field copied between two
//! nodes is a shape of insertion slots only), so the search inserts it after the old
//! write, which the patch would otherwise keep as a dead store.

use std::time::Duration;

use repaird_cfront::ir::{Block, Expr, Function, Node, Program, StmtId, StmtKind};
use repaird_cfront::rewrite::{Change, NewStmt};

/// The budget of checking a simpler repair on the runs by replay.
pub(super) const CHECK: Duration = Duration::from_secs(5);

/// `changes` with the first statement deleted that an insertion right after it overwrites
/// (the same variable, or the same field of the same variable), if any: a candidate, to be
/// checked on the runs (an inserted statement reading the old write through an alias would
/// compute something else).
pub(super) fn dead_store_dropped(program: &Program, changes: &[Change]) -> Option<Vec<Change>> {
    let touched = |id: StmtId| {
        changes.iter().any(|c| {
            matches!(c, Change::ReplaceStmt { id: i, .. } | Change::Delete { id: i } if *i == id)
        })
    };
    for change in changes {
        let (written, stmts) = match change {
            Change::InsertAfter { anchor, stmts } => (Some(*anchor), stmts),
            Change::InsertBefore { anchor, stmts } => {
                let function = program.function(&program.stmt(*anchor)?.function)?;
                (stmt_before(&function.body, *anchor), stmts)
            }
            _ => continue,
        };
        let Some(id) = written.filter(|id| !touched(*id)) else {
            continue;
        };
        let Some(stmt) = program.stmt(id) else {
            continue;
        };
        let Some(function) = program.function(&stmt.function) else {
            continue;
        };
        if stmt.origin.form == repaird_cfront::ir::EditForm::Statement
            && overwrites(function, &stmt.kind, stmts)
        {
            let mut simpler = changes.to_vec();
            simpler.push(Change::Delete { id });
            return Some(simpler);
        }
    }
    None
}

/// Whether the last of `stmts` writes what `old` (a plain copy of a variable or constant,
/// nothing computed that a temporary holds) writes.
fn overwrites(function: &Function, old: &StmtKind, stmts: &[NewStmt]) -> bool {
    let plain = |e: &Expr| match e {
        Expr::Var(v) => !function.is_temp(v),
        Expr::Int(_) | Expr::Null => true,
        _ => false,
    };
    let Some(last) = stmts.last().filter(|s| s.guard.is_none()) else {
        return false;
    };
    match (old, &last.kind) {
        (
            StmtKind::PutField { base, field, rhs },
            StmtKind::PutField {
                base: new_base,
                field: new_field,
                ..
            },
        ) => base == new_base && field == new_field && plain(rhs) && !function.is_temp(base),
        (StmtKind::Assign { lhs, rhs }, StmtKind::Assign { lhs: new_lhs, .. }) => {
            lhs == new_lhs && plain(rhs) && !function.is_temp(lhs)
        }
        _ => false,
    }
}

/// The statement right before `id` in the block that holds it, if a statement is there.
fn stmt_before(block: &Block, id: StmtId) -> Option<StmtId> {
    for (i, node) in block.0.iter().enumerate() {
        match node {
            Node::Stmt(s) if *s == id => {
                return match i.checked_sub(1).map(|j| &block.0[j]) {
                    Some(Node::Stmt(prev)) => Some(*prev),
                    _ => None,
                };
            }
            Node::Stmt(_) => {}
            Node::If(n) => {
                for b in [&n.cond, &n.then_branch, &n.else_branch] {
                    if let Some(found) = stmt_before(b, id) {
                        return Some(found);
                    }
                }
            }
            Node::Loop(n) => {
                for b in [&n.init, &n.cond, &n.body] {
                    if let Some(found) = stmt_before(b, id) {
                        return Some(found);
                    }
                }
            }
        }
    }
    None
}
