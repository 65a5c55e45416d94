//! `repair` once the statement shapes are refused (before the helper search): an insertion
//! whose values no statement shape computes (a deleted
//! `y->height = max(height(y->left), height(y->right)) + 1;` calls functions). The
//! engine is asked for a repair whose insertion writes values of its own (angelic values);
//! the code for them comes from the program's own statements
//! (`wolverine::angelic::value_code`), and a candidate is taken only once the patched
//! program, replayed run by run, meets every asserted state with nothing left to change.
//!
//! The same check takes a repair that gives a pure function's call other arguments
//! (`angelic_call_repair`): the encoding knows what the callee returns only where its path
//! or the heap it reads is the recorded one.

use std::collections::{BTreeMap, BTreeSet};

use repaird_cfront::ir::{EditForm, Program, StmtId, StmtKind};
use repaird_cfront::rewrite::{self, Change, NewStmt};
use repaird_engine::interp::Gap;
use repaird_engine::wolverine::angelic::{is_angelic, value_code};
use repaird_engine::wolverine::{Insertion, Repair, RepairError, RepairProblem, RepairSession};

use super::record::Record;
use super::repair::problem_of;
use super::session::{DebugSession, Extras};

/// Angelic repairs asked for before giving up: each refused one (no code of the program
/// computes its values) is ruled out for the next.
const MAX_ANGELIC_TARGETS: usize = 4;

impl DebugSession {
    /// A repair whose insertion's code is taken from the program, or `None` (the search's
    /// own refusal stands). The whole search has the helper search's time budget.
    pub(super) async fn angelic_repair(
        &self,
        repairer: &mut RepairSession,
        problem: &RepairProblem<'_>,
        records: &[(u32, Record)],
        x: &mut Extras,
    ) -> Option<Repair> {
        let started = std::time::Instant::now();
        let budget = self.options.callee_search_budget;
        let mut refused: Vec<Insertion> = Vec::new();
        for _ in 0..MAX_ANGELIC_TARGETS {
            let Some(left) = budget.checked_sub(started.elapsed()) else {
                x.say(format!(
                    "no insertion of a value of its own within {} s",
                    budget.as_secs_f32()
                ));
                return None;
            };
            let mut angelic = problem.clone();
            angelic.angelic_values = true;
            // One insertion, angelic or not: the code found is for one value.
            angelic.insertion_slots = 1;
            angelic.max_insertions = 1;
            angelic.classify_refusal = false;
            angelic.refused_angelic = refused.clone();
            angelic.time_budget = Some(left);
            let repair = match repairer.repair(&angelic).await {
                Ok(repair) => repair,
                Err(e) => {
                    x.say(format!(
                        "no insertion of a value of its own meets the asserted states ({e}, {} ms)",
                        started.elapsed().as_millis()
                    ));
                    return None;
                }
            };
            let Some(target) = repair
                .insertions
                .iter()
                .find(|i| is_angelic(&i.kind))
                .cloned()
            else {
                return Some(repair);
            };
            let function = self
                .patch
                .program
                .stmt(target.gap.anchor())
                .map(|s| s.function.clone())?;
            let candidates = value_code(&self.patch.program, &function, &target.kind);
            let gaps = gaps_from(&self.patch.program, &function, target.gap);
            x.say(format!(
                "an insertion writing {} would meet them ({} ms); {} statement(s) of the program could compute it, tried at {} place(s)",
                target_text(&target),
                started.elapsed().as_millis(),
                candidates.len(),
                gaps.len()
            ));
            // The values say what to write, not where: before the first statement that
            // reads them or after the last that writes them may both meet the asserted
            // states, and only one holds for the code that computes them.
            for gap in &gaps {
                for code in &candidates {
                    if !visible_at(&self.patch.program, &function, *gap, &code.names) {
                        continue;
                    }
                    let changes = with_code(&repair.changes, *gap, &code.stmts);
                    let left = budget.saturating_sub(started.elapsed());
                    if self
                        .meets_every_run(repairer, records, &changes, left)
                        .await
                    {
                        return Some(Repair { changes, ..repair });
                    }
                }
                refused.push(Insertion {
                    gap: *gap,
                    kind: target.kind.clone(),
                });
            }
        }
        None
    }

    /// A repair that may change what a pure function's call is given
    /// ([`RepairProblem::angelic_calls`]), or `None`: taken only if the patched program,
    /// replayed run by run, meets every asserted state (the calls return what it needed).
    pub(super) async fn angelic_call_repair(
        &self,
        repairer: &mut RepairSession,
        problem: &RepairProblem<'_>,
        records: &[(u32, Record)],
        budget: std::time::Duration,
        x: &mut Extras,
    ) -> Option<Repair> {
        let started = std::time::Instant::now();
        let no_repair = "no repair that gives a pure call other arguments";
        // With the state at each call, a changed call's result is computed on it.
        let replays = match records
            .iter()
            .map(|(_, record)| record.replay_with(&self.patch, true))
            .collect::<Result<Vec<_>, _>>()
        {
            Ok(replays) => replays,
            Err(e) => {
                x.say(format!("{no_repair}: {e}"));
                return None;
            }
        };
        let mut angelic = problem.clone();
        angelic.trace = &replays[0].trace;
        for (run, replay) in angelic.other_runs.iter_mut().zip(&replays[1..]) {
            run.trace = &replay.trace;
        }
        angelic.angelic_calls = true;
        angelic.classify_refusal = false;
        angelic.time_budget = Some(budget);
        let repair = match repairer.repair(&angelic).await {
            Ok(repair) if !repair.changes.is_empty() => repair,
            Ok(_) => return None,
            Err(e) => {
                x.say(format!(
                    "{no_repair} ({e}, {} ms)",
                    started.elapsed().as_millis()
                ));
                return None;
            }
        };
        // A candidate found is checked within a budget of its own: dropped for time, the
        // search that found it is wasted and the wider one after it is slower (sll_remove_duplicates
        // <2,0> on cvc5 beside two busy loops: 62 s when the check ran out of what was left,
        // 4.0 s with the check's own budget).
        match self
            .check_every_run(repairer, records, &repair.changes, budget)
            .await
        {
            Verdict::Meets => Some(repair),
            Verdict::Misses => {
                x.say(format!(
                    "a repair that gives a pure call other arguments was found, but the patched program replayed misses an asserted state ({} ms)",
                    started.elapsed().as_millis()
                ));
                None
            }
            Verdict::Undecided(why) => {
                x.say(format!(
                    "a repair that gives a pure call other arguments was found, but replaying the patched program was not decided ({why}, {} ms)",
                    started.elapsed().as_millis()
                ));
                None
            }
        }
    }

    /// Whether the program with `changes` applied, replayed run by run, meets every
    /// asserted state as it is (a repair with no change allowed finds nothing to change).
    pub(super) async fn check_every_run(
        &self,
        repairer: &mut RepairSession,
        records: &[(u32, Record)],
        changes: &[Change],
        budget: std::time::Duration,
    ) -> Verdict {
        let Ok(edits) = rewrite::edits(&self.patch.patched, &self.patch.program, changes) else {
            return Verdict::Misses;
        };
        let text = rewrite::apply(&self.patch.patched, &edits);
        let Ok(next) = self.patch.with_patched(text, &self.options.parse) else {
            return Verdict::Misses;
        };
        let Ok(replays) = records
            .iter()
            .map(|(_, record)| record.replay(&next))
            .collect::<Result<Vec<_>, _>>()
        else {
            return Verdict::Misses;
        };
        let mut check = problem_of(&next.program, records, &replays);
        check.classify_refusal = false;
        check.max_guard_changes = 0;
        check.max_statement_changes = 0;
        check.time_budget = Some(budget);
        // Boxed, as the driver's other solver calls are: each nested future adds to the depth
        // rustc walks to lay out its callers' futures (the bench's overflowed at 128).
        match Box::pin(repairer.check(&check)).await {
            Ok(r) if r.changes.is_empty() => Verdict::Meets,
            Ok(_)
            | Err(RepairError::InconsistentSpec { .. } | RepairError::NeedMoreSlots { .. }) => {
                Verdict::Misses
            }
            Err(e) => Verdict::Undecided(e.to_string()),
        }
    }

    /// [`Self::check_every_run`] where only a met one counts.
    pub(super) async fn meets_every_run(
        &self,
        repairer: &mut RepairSession,
        records: &[(u32, Record)],
        changes: &[Change],
        budget: std::time::Duration,
    ) -> bool {
        matches!(
            self.check_every_run(repairer, records, changes, budget)
                .await,
            Verdict::Meets
        )
    }
}

/// What replaying a patched program says of the asserted states.
pub(super) enum Verdict {
    Meets,
    /// A run misses one, or the patch cannot be written, parsed or replayed.
    Misses,
    /// The check ran out of time or the solver failed.
    Undecided(String),
}

/// `changes` without the angelic insertion's statement, and `code` inserted at `gap`.
fn with_code(changes: &[Change], gap: Gap, code: &[NewStmt]) -> Vec<Change> {
    let mut out = Vec::new();
    for change in changes {
        let mut change = change.clone();
        if let Some(stmts) = change.inserted_mut() {
            stmts.retain(|s| !is_angelic(&s.kind));
            if stmts.is_empty() {
                continue;
            }
        }
        out.push(change);
    }
    out.push(gap.insertion(code.to_vec()));
    out
}

/// The places code may go in `function`: `chosen` (the repair's), then before each of its
/// C statements after it, then before those ahead of it.
fn gaps_from(program: &Program, function: &str, chosen: Gap) -> Vec<Gap> {
    let mut firsts: BTreeMap<usize, StmtId> = BTreeMap::new();
    for s in program.stmts.iter().filter(|s| s.function == function) {
        if s.origin.form == EditForm::Clause {
            continue;
        }
        firsts.entry(s.origin.range.start.offset).or_insert(s.id);
    }
    let at = program
        .stmt(chosen.anchor())
        .map_or(0, |s| s.origin.range.start.offset);
    let (ahead, after): (Vec<_>, Vec<_>) = firsts.into_iter().partition(|(o, _)| *o <= at);
    let mut gaps = vec![chosen];
    for (_, id) in after.into_iter().chain(ahead) {
        if !gaps.contains(&Gap::Before(id)) {
            gaps.push(Gap::Before(id));
        }
    }
    gaps
}

/// Whether every variable in `names` is in scope at `gap`.
fn visible_at(program: &Program, function: &str, gap: Gap, names: &BTreeSet<String>) -> bool {
    let Some(func) = program.function(function) else {
        return false;
    };
    let at = gap.point(program);
    names.iter().all(|n| func.visible(n, at))
}

/// `y->height` or `count`: where the angelic insertion writes.
fn target_text(target: &Insertion) -> String {
    match &target.kind {
        StmtKind::PutField { base, field, .. } => format!("{base}->{field}"),
        StmtKind::Assign { lhs, .. } => lhs.clone(),
        other => format!("{other:?}"),
    }
}
