//! A repair over several runs searched over one run first, the others joining only as its
//! patch misses them (counterexample-guided), for a backend whose profile asks for it
//! (`adds_runs_on_demand`): where a solver's time goes into taking in encodings, a run the
//! patch meets anyway is never encoded with the search's holes, only checked by replay.
//!
//! The answer is the one the search over every run gives: a refusal over some runs is a
//! refusal over all of them (more runs only add constraints), so every search refused before
//! the one that answers is refused over all runs too; and a patch found over some runs that
//! meets the others is as close to the program as any over all of them, since the search
//! minimised over a larger space. Refusals are kept, so a search repeated with more runs
//! answers those attempts without a solver.

use std::cmp::Reverse;
use std::collections::BTreeSet;
use std::time::Duration;

use repaird_cfront::rewrite::Change;
use repaird_engine::interp::Event;
use repaird_engine::wolverine::{Repair, RepairError, RepairSession};

use super::angelic::Verdict;
use super::record::{Record, Replay};
use super::repair::RepairCommand;
use super::session::{DebugSession, Extras};

/// The budget of checking a patch on runs by replay.
const RUN_CHECK: Duration = Duration::from_secs(5);

/// What the narration says when a patch missed runs that then join the search.
const SEARCHED_AGAIN: &str = "searching again with them";

impl DebugSession {
    /// [`Self::search`] over `records`, over the fewest of them the patch needs where the
    /// backend adds runs on demand (see the module doc).
    pub(super) async fn search_over_runs(
        &self,
        repairer: &mut RepairSession,
        records: &[(u32, Record)],
        replays: &[Replay],
        command: &RepairCommand<'_>,
        x: &mut Extras,
    ) -> Result<Repair, RepairError> {
        if !repairer.profile().adds_runs_on_demand || records.len() < 2 {
            return self.search(repairer, records, replays, command, x).await;
        }
        let names = |runs: &[usize]| {
            let names: Vec<String> = runs.iter().map(|&i| records[i].0.to_string()).collect();
            names.join(", ")
        };
        let mut active = vec![widest(replays)];
        x.say(format!(
            "searching over run {} first (it reaches the most statements); its patch is checked on the others by replay",
            names(&active)
        ));
        loop {
            let (some_records, some_replays): (Vec<_>, Vec<_>) = active
                .iter()
                .map(|&i| (records[i].clone(), replays[i].clone()))
                .unzip();
            let found = self
                .search(repairer, &some_records, &some_replays, command, x)
                .await;
            let Ok(repair) = &found else {
                // A refusal over some runs is a refusal over all of them.
                return found;
            };
            let inactive: Vec<usize> = (0..records.len()).filter(|i| !active.contains(i)).collect();
            if inactive.is_empty() {
                return found;
            }
            let missed = self
                .runs_missed(repairer, records, &inactive, &repair.changes)
                .await;
            if missed.is_empty() {
                x.say(format!(
                    "the repair found over run(s) {} meets run(s) {} replayed",
                    names(&active),
                    names(&inactive)
                ));
                return found;
            }
            x.say(format!(
                "the repair found over run(s) {} misses run(s) {} replayed: {SEARCHED_AGAIN} ({} ms)",
                names(&active),
                names(&missed),
                command.started.elapsed().as_millis()
            ));
            // In the order they joined: the encoding kept for the search over the runs
            // before is the start of the next one's (the widest run first throughout).
            active.extend(missed);
        }
    }

    /// Which of `runs` (indices into `records`) the program with `changes` misses, replayed:
    /// all of them at once first (a patch that meets them costs one check), then one by one.
    /// A check that is not decided counts as a miss: the run then joins the search.
    async fn runs_missed(
        &self,
        repairer: &mut RepairSession,
        records: &[(u32, Record)],
        runs: &[usize],
        changes: &[Change],
    ) -> Vec<usize> {
        let together: Vec<(u32, Record)> = runs.iter().map(|&i| records[i].clone()).collect();
        let verdict = self
            .check_every_run(repairer, &together, changes, RUN_CHECK)
            .await;
        if matches!(verdict, Verdict::Meets) {
            return Vec::new();
        }
        if let [only] = runs {
            return vec![*only];
        }
        let mut missed = Vec::new();
        for &i in runs {
            let verdict = self
                .check_every_run(repairer, &records[i..=i], changes, RUN_CHECK)
                .await;
            if !matches!(verdict, Verdict::Meets) {
                missed.push(i);
            }
        }
        missed
    }
}

/// The run whose trace reaches the most statements and insertion gaps (the first of
/// those): its asserted states constrain the most holes, so its patch is the likeliest to
/// meet the others (on the 32 sampled cases, 0.71x the time of every run at once, where the
/// run the programmer is in first took 1.06x and the longest trace first 0.81x).
fn widest(replays: &[Replay]) -> usize {
    let reach = |r: &Replay| {
        let mut stmts = BTreeSet::new();
        let mut gaps = BTreeSet::new();
        for step in &r.trace {
            match &step.event {
                Event::Stmt { id, .. } => {
                    stmts.insert(*id);
                }
                Event::Gap { gap, .. } => {
                    gaps.insert(*gap);
                }
                _ => {}
            }
        }
        stmts.len() + gaps.len()
    };
    (0..replays.len())
        .max_by_key(|&i| (reach(&replays[i]), Reverse(i)))
        .unwrap_or(0)
}
