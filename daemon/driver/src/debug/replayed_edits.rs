//! `repair` for faults the trace cannot describe: edits drawn from the program itself, each
//! taken once the patched program, replayed run by run on the interpreter, meets every
//! asserted state.
//!
//! - A run faulted inside a call the function made (a helper handed the wrong pointer:
//!   `rotate_right(fresh)` for `rotate_right(node)`): the trace holds nothing of what the
//!   call would have done with another argument. Each other variable of an argument's type
//!   in scope there is tried in its place, alone before any search along the trace.
//! - A run went through an empty branch (`else if (key > node->key) ;`): a deleted statement
//!   that called a function (`node->right = avl_insert(node->right, key);`) made nodes and
//!   wrote fields the trace never saw, so neither a statement shape nor an angelic value
//!   stands for it. Its twin is often still in the program, walking the other way: each of
//!   the function's statements with one field renamed to another of its type
//!   (`wolverine::angelic::mirrored_code`) is put into the branch.
//!
//! Once the searches along the trace are refused, single edits are tried, then one of each
//! kind together (a mutant may have both).

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use repaird_cfront::ir::{CodePoint, Expr, StmtId, StmtKind};
use repaird_cfront::rewrite::Change;
use repaird_engine::interp::{Event, Gap};
use repaird_engine::wolverine::angelic::mirrored_code;
use repaird_engine::wolverine::{Repair, RepairSession};

use super::record::{Record, Replay};
use super::session::{DebugSession, Extras};

impl DebugSession {
    /// The edits tried for `function`'s runs: other arguments for the calls runs faulted
    /// inside, and mirrored twins for the empty branches they went through.
    pub(super) fn replayed_edits(&self, function: &str, replays: &[Replay]) -> ReplayedEdits {
        let calls: BTreeSet<StmtId> = replays.iter().filter_map(|r| r.faulting_call).collect();
        ReplayedEdits {
            arguments: calls
                .into_iter()
                .flat_map(|id| self.other_arguments(id))
                .collect(),
            fillings: self.mirrored_fillings(function, replays),
        }
    }

    /// A repair made of `edits` (one, or one of each kind), or `None`. `budget` bounds the
    /// whole search (each candidate is one replay and one solver check).
    pub(super) async fn replayed_edit_repair(
        &self,
        repairer: &mut RepairSession,
        records: &[(u32, Record)],
        edits: &ReplayedEdits,
        budget: Duration,
        x: &mut Extras,
    ) -> Option<Repair> {
        let started = Instant::now();
        let calls_before = repairer.solver_calls;
        // Collected: an iterator borrowing `edits` held across the awaits below is not `Send`.
        let mut candidates: Vec<Vec<Change>> = edits
            .arguments
            .iter()
            .chain(&edits.fillings)
            .map(|e| vec![e.clone()])
            .collect();
        for a in &edits.arguments {
            for f in &edits.fillings {
                candidates.push(vec![a.clone(), f.clone()]);
            }
        }
        let mut tried = 0;
        for changes in candidates {
            let Some(left) = budget.checked_sub(started.elapsed()) else {
                x.say(format!(
                    "no edit drawn from the program within {} s ({tried} tried)",
                    budget.as_secs_f32()
                ));
                return None;
            };
            tried += 1;
            if self
                .meets_every_run(repairer, records, &changes, left)
                .await
            {
                let filled = changes
                    .iter()
                    .filter(|c| !matches!(c, Change::ReplaceStmt { .. }))
                    .count() as u32;
                return Some(Repair {
                    bounds: (0, changes.len() as u32 - filled, filled),
                    changes,
                    insertions: Vec::new(),
                    widenings: 0,
                    solver_calls: (repairer.solver_calls - calls_before) as u32,
                });
            }
        }
        x.say(format!(
            "no edit drawn from the program meets the asserted states ({tried} tried, {} ms)",
            started.elapsed().as_millis()
        ));
        None
    }

    /// The call statement `id` with one argument (a variable of the function) replaced by
    /// another variable of its type visible there, each way.
    fn other_arguments(&self, id: StmtId) -> Vec<Change> {
        let program = &self.patch.program;
        let Some(stmt) = program.stmt(id) else {
            return Vec::new();
        };
        let StmtKind::Call { lhs, func, args } = &stmt.kind else {
            return Vec::new();
        };
        let Some(function) = program.function(&stmt.function) else {
            return Vec::new();
        };
        let at = CodePoint {
            line: stmt.origin.range.start.line,
            before: true,
        };
        let mut out = Vec::new();
        for (i, arg) in args.iter().enumerate() {
            // A temporary stands for an expression the C text spells out (`node->left`).
            let Expr::Var(name) = arg else { continue };
            if function.is_temp(name) {
                continue;
            }
            let Some(ty) = function.var_type(name) else {
                continue;
            };
            for other in function.visible_of_type(ty, at) {
                if other.name == *name {
                    continue;
                }
                let mut args = args.clone();
                args[i] = Expr::Var(other.name.clone());
                out.push(Change::ReplaceStmt {
                    id,
                    kind: StmtKind::Call {
                        lhs: lhs.clone(),
                        func: func.clone(),
                        args,
                    },
                });
            }
        }
        out
    }

    /// Each empty branch of `function` the runs went through, filled with each mirrored twin
    /// whose variables are in scope there.
    fn mirrored_fillings(&self, function: &str, replays: &[Replay]) -> Vec<Change> {
        let program = &self.patch.program;
        let Some(home) = program.function(function) else {
            return Vec::new();
        };
        let gaps = empty_branches_taken(replays);
        if gaps.is_empty() {
            return Vec::new();
        }
        let code = mirrored_code(program, function);
        let mut out = Vec::new();
        for gap in gaps {
            let at = gap.point(program);
            for candidate in &code {
                if candidate.names.iter().all(|n| home.visible(n, at)) {
                    out.push(gap.insertion(candidate.stmts.clone()));
                }
            }
        }
        out
    }
}

/// Edits drawn from the program for a refused repair.
#[derive(Default)]
pub(super) struct ReplayedEdits {
    pub arguments: Vec<Change>,
    pub fillings: Vec<Change>,
}

impl ReplayedEdits {
    pub fn is_empty(&self) -> bool {
        self.arguments.is_empty() && self.fillings.is_empty()
    }

    /// What is tried, and why, for the session's messages.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if !self.arguments.is_empty() {
            parts.push(format!(
                "a run faulted inside a call the function made: trying {} other argument(s)",
                self.arguments.len()
            ));
        }
        if !self.fillings.is_empty() {
            parts.push(format!(
                "a run went through an empty branch: trying {} statement(s) of the function mirrored into it",
                self.fillings.len()
            ));
        }
        parts.join("; ")
    }
}

/// The empty branches of the function (depth 0) the runs went through, in the order first
/// seen.
fn empty_branches_taken(replays: &[Replay]) -> Vec<Gap> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for replay in replays {
        for step in &replay.trace {
            if let Event::Gap {
                gap: gap @ (Gap::Into(_) | Gap::IntoElse(_)),
                depth: 0,
            } = step.event
            {
                if seen.insert(gap) {
                    out.push(gap);
                }
            }
        }
    }
    out
}
