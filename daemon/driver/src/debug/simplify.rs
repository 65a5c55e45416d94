//! A found repair made simpler where the program then still meets every run: a statement
//! whose write an inserted statement right after it overwrites is deleted. A statement
//! hole cannot take `p->next = d->next` for `p->next = d` (a field copied between two
//! nodes is a shape of insertion slots only), so the search inserts it after the old
//! write, which the patch would otherwise keep as a dead store. An insertion right after
//! an `if` whose branch ends in such a write is moved into that branch in its place: in a
//! run the gap after the branch's last statement and the gap after the `if` are one point,
//! and the solver's pick between them should not decide whether the old write stays.

use std::time::Duration;

use repaird_cfront::ir::{Block, Expr, Function, Node, Program, StmtId, StmtKind};
use repaird_cfront::rewrite::{Change, NewStmt};

/// The budget of checking a simpler repair on the runs by replay.
pub(super) const CHECK: Duration = Duration::from_secs(5);

/// Simpler versions of `changes`, to be checked on the runs in turn (an inserted statement
/// reading the old write through an alias would compute something else; a write moved into
/// a branch no longer runs after the other one): for the first insertion right after a
/// statement it overwrites (the same variable, or the same field of the same variable),
/// that statement deleted; for one right after an `if`, each branch ending in a statement
/// it overwrites with that statement replaced by the insertion.
pub(super) fn dead_store_dropped(program: &Program, changes: &[Change]) -> Vec<Vec<Change>> {
    let touched = |id: StmtId| {
        changes.iter().any(|c| {
            matches!(c, Change::ReplaceStmt { id: i, .. } | Change::Delete { id: i } if *i == id)
        })
    };
    // A statement of the program's own text that the insertion's last statement overwrites.
    let overwritten = |id: StmtId, stmts: &[NewStmt]| {
        let stmt = program.stmt(id)?;
        let function = program.function(&stmt.function)?;
        (!touched(id)
            && stmt.origin.form == repaird_cfront::ir::EditForm::Statement
            && overwrites(function, &stmt.kind, stmts))
        .then_some(id)
    };
    for (index, change) in changes.iter().enumerate() {
        let (before, stmts) = match change {
            Change::InsertAfter { anchor, stmts } => (Before::Stmt(*anchor), stmts),
            Change::InsertBefore { anchor, stmts } => {
                let Some(function) = program
                    .stmt(*anchor)
                    .and_then(|s| program.function(&s.function))
                else {
                    continue;
                };
                (node_before(&function.body, *anchor), stmts)
            }
            _ => continue,
        };
        match before {
            Before::Stmt(id) => {
                if let Some(id) = overwritten(id, stmts) {
                    let mut simpler = changes.to_vec();
                    simpler.push(Change::Delete { id });
                    return vec![simpler];
                }
            }
            Before::BranchEnds(ends) => {
                let moved: Vec<Vec<Change>> = ends
                    .into_iter()
                    .filter_map(|end| overwritten(end, stmts))
                    .map(|id| {
                        let mut simpler = changes.to_vec();
                        simpler[index] = Change::InsertAfter {
                            anchor: id,
                            stmts: stmts.clone(),
                        };
                        simpler.push(Change::Delete { id });
                        simpler
                    })
                    .collect();
                if !moved.is_empty() {
                    return moved;
                }
            }
            Before::Nothing => {}
        }
    }
    Vec::new()
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

/// What comes right before a statement in the block that holds it.
enum Before {
    Stmt(StmtId),
    /// An `if`: the last statement of each of its branches that ends in one.
    BranchEnds(Vec<StmtId>),
    Nothing,
}

/// What is right before `id` in the block that holds it.
fn node_before(block: &Block, id: StmtId) -> Before {
    let last_stmt = |b: &Block| match b.0.last() {
        Some(Node::Stmt(s)) => Some(*s),
        _ => None,
    };
    for (i, node) in block.0.iter().enumerate() {
        match node {
            Node::Stmt(s) if *s == id => {
                return match i.checked_sub(1).map(|j| &block.0[j]) {
                    Some(Node::Stmt(prev)) => Before::Stmt(*prev),
                    Some(Node::If(n)) => Before::BranchEnds(
                        [&n.then_branch, &n.else_branch]
                            .into_iter()
                            .filter_map(last_stmt)
                            .collect(),
                    ),
                    _ => Before::Nothing,
                };
            }
            Node::Stmt(_) => {}
            Node::If(n) => {
                for b in [&n.cond, &n.then_branch, &n.else_branch] {
                    if let found @ (Before::Stmt(_) | Before::BranchEnds(_)) = node_before(b, id) {
                        return found;
                    }
                }
            }
            Node::Loop(n) => {
                for b in [&n.init, &n.cond, &n.body] {
                    if let found @ (Before::Stmt(_) | Before::BranchEnds(_)) = node_before(b, id) {
                        return found;
                    }
                }
            }
        }
    }
    Before::Nothing
}

#[cfg(test)]
mod tests {
    use super::*;
    use repaird_cfront::{LineMap, ParseOptions};

    const REMOVE: &str = "struct node { int value; struct node *next; };\n\
                          struct node *remove_first(struct node *head) {\n\
                          \x20   struct node *prev = head;\n\
                          \x20   struct node *cur = head->next;\n\
                          \x20   if (prev == NULL)\n\
                          \x20       head = cur->next;\n\
                          \x20   else\n\
                          \x20       prev->next = cur;\n\
                          \x20   cur->value = 0;\n\
                          \x20   return head;\n\
                          }\n";

    /// `prev->next = cur->next;` as a slot spells it: the field read into a temporary, then
    /// the write.
    fn relink() -> Vec<NewStmt> {
        let var = |v: &str| Expr::Var(v.into());
        vec![
            NewStmt {
                guard: None,
                kind: StmtKind::GetField {
                    lhs: "tmp".into(),
                    base: "cur".into(),
                    field: "next".into(),
                },
            },
            NewStmt {
                guard: None,
                kind: StmtKind::PutField {
                    base: "prev".into(),
                    field: "next".into(),
                    rhs: var("tmp"),
                },
            },
        ]
    }

    #[test]
    fn an_insertion_after_an_if_takes_the_place_of_the_write_it_overwrites_in_a_branch() {
        let path = std::path::Path::new("remove.c");
        let program = repaird_cfront::parse_source(path, REMOVE, &ParseOptions::default())
            .program
            .expect("parses");
        let lines = LineMap::new(&program);
        let at = |line: u32| *lines.stmts_at(line).last().expect("a statement");
        let (write, after_if) = (at(8), at(9));
        let inserted = vec![Change::InsertBefore {
            anchor: after_if,
            stmts: relink(),
        }];
        let simpler = dead_store_dropped(&program, &inserted);
        // The `then` branch writes `head`, which the insertion does not overwrite.
        assert_eq!(
            simpler,
            vec![vec![
                Change::InsertAfter {
                    anchor: write,
                    stmts: relink(),
                },
                Change::Delete { id: write },
            ]]
        );
        // Right after the write itself, the write is deleted and the insertion stays.
        let beside = vec![Change::InsertAfter {
            anchor: write,
            stmts: relink(),
        }];
        let mut expected = beside.clone();
        expected.push(Change::Delete { id: write });
        assert_eq!(dead_store_dropped(&program, &beside), vec![expected]);
        // A guarded insertion overwrites nothing for sure.
        let mut guarded = relink();
        guarded[1].guard = Some(Expr::Var("prev".into()));
        let guarded = vec![Change::InsertBefore {
            anchor: after_if,
            stmts: guarded,
        }];
        assert!(dead_store_dropped(&program, &guarded).is_empty());
    }
}
