//! `repair` and `rewrite`: the recorded session becomes a repair problem on the patched
//! program; the engine's proof-guided repair answers with IR changes, which become text
//! (against the original file) and the new hot-patching plan.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

use repaird_cfront::ir::{Expr, Program, StmtId, StmtKind};
use repaird_cfront::rewrite;
use repaird_engine::interp::Event;
use repaird_engine::wolverine::pure_calls::pure_functions;
use repaird_engine::wolverine::{
    Decisions, Repair, RepairError, RepairProblem, RepairSession, TraceRun,
};
use repaird_solvers::SolverError;

use super::angelic::Verdict;
use super::error::DebugError;
use super::localize::{condition_suspects, localize, restrict, Localization};
use super::moves::Moved;
use super::patch::{HotPlan, PatchState};
use super::record::{Record, Replay};
use super::replayed_edits::ReplayedEdits;
use super::reply::{PatchReport, RepairStats, Suspicious, TextEdit};
use super::session::{DebugSession, Extras};
use super::simplify;

impl DebugSession {
    pub(super) async fn repair(&mut self, x: &mut Extras) -> Result<(), DebugError> {
        // A run the IR model cannot replay up to its asserted states (it loops where gdb saw
        // a fault, say) is left out with a message; the repair meets the other runs.
        let mut records = Vec::new();
        let mut replays = Vec::new();
        let mut skipped = Vec::new();
        for (run, record) in self.records_to_meet()? {
            match record.replay(&self.patch) {
                Ok(replay) => {
                    records.push((run, record));
                    replays.push(replay);
                }
                Err(DebugError::Spec(detail)) => skipped.push(format!("run {run}: {detail}")),
                Err(other) => return Err(other),
            }
        }
        if records.is_empty() {
            return Err(DebugError::Spec(skipped.join("; ")));
        }
        for why in &skipped {
            x.say(format!("left out of the repair: {why}"));
        }
        let profile = self.options.solver_profile().ok_or_else(|| {
            DebugError::NotApplicable("no SMT solver (z3, cvc5, yices) is installed".into())
        })?;
        let mut repairer = match self.repairer.take() {
            Some(r) => r,
            None => self.spawn_repairer(&profile).await?,
        };
        let program = &self.patch.program;
        if records.len() > 1 {
            x.say(format!(
                "one repair for the asserted states of {} runs",
                records.len()
            ));
        }
        let started = Instant::now();
        let (encoding_before, solving_before) = (repairer.encoding_time, repairer.solving_time);
        let calls_before = repairer.solver_calls;
        repairer.clear_search();
        let located = if self.options.localize {
            // Where the function calls itself, replayed again keeping what each call left,
            // which the gradient's forward execution cannot compute (the encoding's replay
            // keeps no states).
            let recursive = program.stmts.iter().any(|s| s.calls_own_function());
            let with_calls: Option<Vec<Replay>> = recursive
                .then(|| {
                    records
                        .iter()
                        .map(|(_, record)| record.replay_with(&self.patch, true))
                        .collect::<Result<_, _>>()
                })
                .transpose()?;
            let traced = with_calls.as_ref().unwrap_or(&replays);
            let runs: Vec<_> = records
                .iter()
                .zip(traced)
                .map(|((_, record), r)| {
                    (r.trace.as_slice(), &record.entry, r.whole_specs.as_slice())
                })
                .collect();
            let printing: Vec<_> = replays.iter().flat_map(|r| r.output_statements()).collect();
            let faulting: Vec<_> = replays.iter().filter_map(|r| r.faulted).collect();
            localize(program, &runs, &printing, &faulting)
        } else {
            Default::default()
        };
        let localize_time = started.elapsed();
        // Suspects' lines in the original file, for the reply and the narration.
        let back = inverse(&self.patch.plan().line_map);
        x.suspicious = suspicious_lines(&self.patch, &back, &located.ids());
        let command = RepairCommand {
            located: &located,
            back: &back,
            started,
        };
        let mut result = self
            .search_over_runs(&mut repairer, &records, &replays, &command, x)
            .await;
        if let Ok(repair) = &mut result {
            for simpler in simplify::dead_store_dropped(program, &repair.changes) {
                let verdict = self
                    .check_every_run(&mut repairer, &records, &simpler, simplify::CHECK)
                    .await;
                if matches!(verdict, Verdict::Meets) {
                    x.say("the statement an insertion overwrites right after it is deleted: every run is met without it");
                    repair.changes = simpler;
                    break;
                }
            }
        }
        let elapsed = started.elapsed();
        let encode_time = repairer.encoding_time - encoding_before;
        let solve_time = repairer.solving_time - solving_before;
        // Every call of the command: a refused narrowed search's too (`Repair::solver_calls`
        // counts the one `repair` it comes from).
        let solver_calls = (repairer.solver_calls - calls_before) as u32;
        let search: Vec<String> = repairer.search.iter().map(|c| c.to_string()).collect();
        self.repairer = Some(repairer);
        self.repair_times.push(elapsed);
        let repair = result?;
        let stats = RepairStats {
            widenings: repair.widenings,
            solver_calls,
            millis: elapsed.as_millis() as u64,
            localize_millis: localize_time.as_millis() as u64,
            encode_millis: encode_time.as_millis() as u64,
            solve_millis: solve_time.as_millis() as u64,
            solver: profile.name.clone(),
            search,
        };
        if repair.changes.is_empty() {
            x.say("the program already meets every asserted state: nothing to change");
            x.repair = Some(stats);
            return Ok(());
        }
        let edits = rewrite::edits(&self.patch.patched, program, &repair.changes)
            .map_err(|e| DebugError::Rewrite(e.to_string()))?;
        let patched = rewrite::apply(&self.patch.patched, &edits);
        let next = self.patch.with_patched(patched, &self.options.parse)?;
        let changes = describe_changes(&self.patch, &next);
        x.say(format!(
            "Repair synthesized in {} ms ({} solver calls, {} widenings, {}; localization {} ms, encoding {} ms, solving {} ms)",
            stats.millis,
            stats.solver_calls,
            stats.widenings,
            stats.solver,
            stats.localize_millis,
            stats.encode_millis,
            stats.solve_millis
        ));
        for c in &changes {
            x.say(format!("  {c}"));
        }
        x.say("hot patching: the session goes on as if the repaired program had run all along");
        self.patch = next;
        x.patch = Some(report(&self.patch, changes));
        x.repair = Some(stats);
        Ok(())
    }

    /// The whole search of one repair over `records` (their replays `replays`): the
    /// searches of [`Self::narrowed_then_whole`], then insertions whose value the program
    /// computes, more slots, other arguments of pure calls, replayed edits and the helpers.
    pub(super) async fn search(
        &self,
        repairer: &mut RepairSession,
        records: &[(u32, Record)],
        replays: &[Replay],
        command: &RepairCommand<'_>,
        x: &mut Extras,
    ) -> Result<Repair, RepairError> {
        let RepairCommand {
            located,
            back,
            started,
        } = *command;
        let program = &self.patch.program;
        let mut problem = problem_of(program, records, replays);
        problem.insertion_slots = self.options.insertion_slots;
        problem.max_insertions = self.options.max_insertions;
        problem.max_guard_changes = self.options.max_guard_changes;
        problem.max_statement_changes = self.options.max_statement_changes;
        problem.max_tries = self.options.max_tries;
        // One insertion whose value the program's own code computes (the angelic search
        // below) is fewer than two: the searches with two slots or more wait for it
        // (avl_rotate_right_left <1,1> refused them for 0.9 s before it, bench amx-s51).
        let (one_slot, more_slots) = split_at_one_insertion(&problem);
        // Dropped mid-way (cancelled), the solver session is lost with this future and the
        // next repair spawns a fresh one.
        let mut angelic_calls_tried = false;
        // A run that faulted inside a call the function made recorded the callee's path up
        // to the fault, which the searches along the trace must keep: where the call was
        // handed the wrong variable, each of them is refused at every bound (3.3 s of
        // avl_insert <2,1>'s second repair on z3, then `rotate_right(node)` for
        // `rotate_right(fresh)` in 0.1 s). The call's other arguments go first, each one
        // replay and one check.
        // Drawn once: the fillings wait for the searches' refusal below.
        let mut replayed = self.replayed_edits(&problem.function, replays);
        let early = if replayed.arguments.is_empty() {
            None
        } else {
            x.say(format!(
                "a run faulted inside a call the function made: first {} other argument(s) of the call",
                replayed.arguments.len()
            ));
            let edits = ReplayedEdits {
                arguments: replayed.arguments.clone(),
                fillings: Vec::new(),
            };
            self.replayed_edit_repair(repairer, records, &edits, EARLY_ARGUMENTS, x)
                .await
        };
        let result = if let Some(found) = early {
            Ok(found)
        } else if !self.options.localize {
            x.say("localization off: every statement is a repair candidate");
            repairer.repair(&one_slot).await
        } else if located.suspicious.is_empty() {
            x.say("localization flagged nothing; every statement is a repair candidate");
            repairer.repair(&one_slot).await
        } else {
            let lines: Vec<String> = x.suspicious.iter().map(|s| s.line.to_string()).collect();
            x.say(format!(
                "localization: {} suspicious statement(s), line(s) {}",
                located.suspicious.len(),
                lines.join(", ")
            ));
            for (id, entity) in &located.meant_for {
                if let Some(line) = original_line(&self.patch, back, *id) {
                    x.say(format!(
                        "line {line} writes elsewhere the value `{entity}` was asserted to have, which nothing wrote"
                    ));
                }
            }
            let mut suspects = located.ids();
            let overridden = overridden_conditions(&problem);
            let first_line = overridden
                .first()
                .and_then(|key| program.stmt(*key))
                .map(|s| s.origin.range.start.line);
            let pure_call_first = match first_line {
                Some(line) => {
                    // The gradient compares states and cannot blame a condition: one the
                    // programmer overrode is a suspect too.
                    let shown = overridden
                        .first()
                        .and_then(|key| original_line(&self.patch, back, *key))
                        .unwrap_or(line);
                    x.say(format!(
                        "the condition on line {shown} was overridden and asserted: it is a suspect too"
                    ));
                    // What the call is given is the likeliest fault, and a search along its
                    // recorded path may take long to refuse (17 s on an
                    // sll_remove_duplicates repair that this answers in 1 s).
                    calls_pure_function(program, &problem.function, Some(line))
                        .then_some("a function that writes nothing computes it")
                }
                // A run that faulted inside such a call recorded a path no repair of the
                // caller can keep; along it, the search ends in insertions that give the
                // call's argument variable another value just for the call (4 s on
                // sll_remove_duplicates <2,0> against 0.3 s for the argument).
                None => faulted_in_pure_call(program, &problem.function, replays).map(|line| {
                    x.say(format!("a run faulted inside the call on line {line}"));
                    "it calls a function that writes nothing"
                }),
            };
            angelic_calls_tried = pure_call_first.is_some();
            let early = match pure_call_first {
                Some(why) => {
                    x.say(format!(
                        "{why}: first a repair that may give its call other arguments (at most {} s)",
                        self.options.call_argument_budget.as_secs()
                    ));
                    self.angelic_call_repair(
                        repairer,
                        &problem,
                        records,
                        self.options.call_argument_budget,
                        x,
                    )
                    .await
                }
                None => None,
            };
            let conditions = condition_suspects(program, &problem.function, &overridden);
            suspects.extend(&conditions.computing);
            let narrowing = Narrowing {
                suspects,
                slot_sites_too: conditions.inside,
                near_sites_only: !overridden.is_empty(),
                pure_calls_tried: angelic_calls_tried,
            };
            match early {
                Some(found) => Ok(found),
                None => {
                    self.narrowed_then_whole(repairer, &one_slot, records, &narrowing, started, x)
                        .await
                }
            }
        };
        let result = match result {
            Err(e @ (RepairError::InconsistentSpec { .. } | RepairError::NeedMoreSlots { .. }))
                if problem.max_insertions > 0 =>
            {
                // Before the helpers: it takes a second where a refused helper search takes its
                // whole budget, and its code is checked on every run as the helpers' would be.
                x.say(format!(
                    "no repair in `{}` from the statement shapes ({e}, {} ms); looking for an insertion whose value the program's own code computes",
                    problem.function,
                    started.elapsed().as_millis()
                ));
                match self.angelic_repair(repairer, &problem, records, x).await {
                    Some(found) => Ok(found),
                    None => match more_slots {
                        Some(mut more) => {
                            if let RepairError::InconsistentSpec { detail } = &e {
                                more.refused_with_fewer = Some(detail.clone());
                            }
                            x.say(format!(
                                "the whole function with {} insertion slots",
                                more.needs_insertions
                            ));
                            Box::pin(repairer.repair(&more)).await
                        }
                        None => Err(e),
                    },
                }
            }
            other => other,
        };
        let result = match result {
            Err(e @ (RepairError::InconsistentSpec { .. } | RepairError::NeedMoreSlots { .. }))
                if !angelic_calls_tried
                    && calls_pure_function(program, &problem.function, None) =>
            {
                // Before the helpers as well: a changed argument changes the path the
                // trace recorded in the callee, which no statement shape can follow.
                x.say(format!(
                    "no repair in `{}` along the calls' recorded paths ({e}, {} ms); looking for one that gives a call of a function that writes nothing other arguments",
                    problem.function,
                    started.elapsed().as_millis()
                ));
                // Half the helpers' budget: the whole search ahead of them was refused, and a
                // refusal must not keep the programmer waiting twice as long.
                let budget = self.options.callee_search_budget / 2;
                match self
                    .angelic_call_repair(repairer, &problem, records, budget, x)
                    .await
                {
                    Some(found) => Ok(found),
                    None => Err(e),
                }
            }
            other => other,
        };
        let result = match result {
            Err(e @ (RepairError::InconsistentSpec { .. } | RepairError::NeedMoreSlots { .. })) => {
                let mut edits = std::mem::take(&mut replayed);
                if edits.fillings.is_empty() {
                    // Each alone was tried first; with no filling to pair them with, nothing
                    // is new.
                    edits.arguments.clear();
                }
                if edits.is_empty() {
                    Err(e)
                } else {
                    // Before the helpers: a few replays, where the helper search takes its
                    // whole budget to refuse (and cannot change what the caller hands them).
                    x.say(format!(
                        "no repair in `{}` ({e}, {} ms); {}",
                        problem.function,
                        started.elapsed().as_millis(),
                        edits.describe()
                    ));
                    let budget = self.options.callee_search_budget / 2;
                    match self
                        .replayed_edit_repair(repairer, records, &edits, budget, x)
                        .await
                    {
                        Some(found) => Ok(found),
                        None => Err(e),
                    }
                }
            }
            other => other,
        };
        let result = match result {
            Err(e @ (RepairError::InconsistentSpec { .. } | RepairError::NeedMoreSlots { .. })) => {
                let mut wider = problem.clone();
                wider.callees = true;
                wider.time_budget = Some(self.options.callee_search_budget);
                let helpers: Vec<&str> = wider
                    .repairable_functions()
                    .into_iter()
                    .filter(|f| *f != problem.function)
                    .collect();
                if helpers.is_empty() {
                    Err(e)
                } else {
                    // Part of the fault may sit in a helper the recorded call ran.
                    x.say(format!(
                        "no repair in `{}` ({e}, {} ms); searching the functions it calls as well: {}",
                        problem.function,
                        started.elapsed().as_millis(),
                        helpers.join(", ")
                    ));
                    match repairer.repair(&wider).await {
                        Err(RepairError::Solver(SolverError::Timeout { .. })) => {
                            x.say(format!(
                                "no repair through the helpers within {} s",
                                self.options.callee_search_budget.as_secs_f32()
                            ));
                            Err(e)
                        }
                        other => other,
                    }
                }
            }
            other => other,
        };
        result
    }

    /// The searches in order of how far their repairs stray from the program: among the
    /// suspects without insertions, the whole function without insertions, then the same two
    /// with insertion slots (the engine then starts with a slot, having been told none is
    /// known to do). A change of any statement is closer to what the programmer wrote than an
    /// inserted statement next to a suspect: slots near the sites searched before the whole
    /// function without them ended bst_insert <2,0> in a wrong patch (bench amx-s25). Where a
    /// suspect uses what a call of a function that writes nothing computed (and such calls
    /// were not tried yet), a repair that gives that call other arguments inserts nothing
    /// either: it comes before slots anywhere (sll_quicksort <2,1> spent 4.8 s refusing the
    /// suspects' slots before a changed argument answered in 0.2 s, bench amx-s51), after
    /// the one-slot attempts next to the suspects or writing what was corrected, which are
    /// as small (before them, it cost sll_quicksort <1,1> 0.4 s of a 0.9 s command).
    /// Without slots, it comes after the suspects and before the whole function.
    async fn narrowed_then_whole(
        &self,
        repairer: &mut RepairSession,
        problem: &RepairProblem<'_>,
        records: &[(u32, Record)],
        narrowing: &Narrowing,
        started: Instant,
        x: &mut Extras,
    ) -> Result<Repair, RepairError> {
        let program = problem.program;
        let function = &problem.function;
        let suspects = &narrowing.suspects;
        let mut narrowed = narrowed_to(problem, function, suspects);
        if let Some(sites) = narrowed.slot_sites.as_mut() {
            sites.extend(&narrowing.slot_sites_too);
        }
        narrowed.slots_near_sites_only = narrowing.near_sites_only;
        let slots = problem.max_insertions.max(problem.insertion_slots) > 0;
        let mut whole = problem.clone();
        whole.needs_insertions = usize::from(slots);
        let feeding = if narrowing.pure_calls_tried {
            Vec::new()
        } else {
            pure_calls_feeding(program, function, suspects)
        };
        let since_start = |at: Instant| at.duration_since(started).as_millis();
        let refused = |e: &RepairError, at: Instant| {
            format!(
                "no repair among the suspicious statements ({e}, {} ms)",
                since_start(at)
            )
        };
        // A repair that gives a call feeding the suspects other arguments, among the
        // suspects and those calls; `None` where it was refused (and said so).
        let changed_arguments =
            async |repairer: &mut RepairSession, with_slots: bool, x: &mut Extras| {
                let mut sites = suspects.clone();
                sites.extend(&feeding);
                let with_calls = narrowed_to(problem, function, &sites);
                let with_calls = if with_slots {
                    with_calls
                } else {
                    without_slots(&with_calls)
                };
                x.say(format!(
                    "{CHANGED_ARGUMENTS} (at most {} s)",
                    self.options.call_argument_budget.as_secs()
                ));
                Box::pin(self.angelic_call_repair(
                    repairer,
                    &with_calls,
                    records,
                    self.options.call_argument_budget,
                    x,
                ))
                .await
            };
        if slots {
            // One sequence of attempts, so that the next search's first attempt may run
            // beside the last one of the search before it.
            let mut searches = vec![without_slots(&narrowed), without_slots(problem)];
            for search in &mut searches {
                search.max_changes = Some(SLOTLESS_CHANGES);
            }
            narrowed.needs_insertions = 1;
            if feeding.is_empty() {
                searches.push(narrowed);
                searches.push(whole);
                let first = Box::pin(repairer.repair_first(&searches)).await;
                say_refusals(&first.refused, &since_start, x);
                self.say_outcomes_kept(problem, &first.refused, x);
                return first.answer;
            }
            // The one-slot attempts next to the suspects (or writing what was corrected) are
            // as small as the changed argument's: they come first, slots anywhere after it.
            let mut near = narrowed.clone();
            near.slots_near_sites_only = true;
            searches.push(near);
            let first = Box::pin(repairer.repair_first(&searches)).await;
            say_refusals(&first.refused, &since_start, x);
            self.say_outcomes_kept(problem, &first.refused, x);
            match first.answer {
                Err(e) if !matches!(e, RepairError::Solver(_)) => x.say(format!(
                    "no repair among the suspicious statements with one slot next to them or writing what was corrected ({e}, {} ms)",
                    since_start(Instant::now())
                )),
                answer => return answer,
            }
            if let Some(found) = changed_arguments(repairer, false, x).await {
                return Ok(found);
            }
            let mut rest = Vec::new();
            if !narrowing.near_sites_only {
                narrowed.slots_anywhere_only = true;
                rest.push(narrowed);
                x.say("among the suspicious statements with slots anywhere");
            }
            rest.push(whole);
            let first = Box::pin(repairer.repair_first(&rest)).await;
            // Only a search before the whole function's can be among the refused.
            if let Some((e, at)) = first.refused.first() {
                x.say(format!("{}; searching the whole function", refused(e, *at)));
            }
            return first.answer;
        }
        let mut searches = vec![narrowed];
        if feeding.is_empty() {
            searches.push(whole.clone());
        }
        let first = Box::pin(repairer.repair_first(&searches)).await;
        if let Some((e, at)) = first.refused.first() {
            // Localization reasons about states, not control flow: when the narrowed
            // search is refuted, search the whole function.
            x.say(format!("{}; searching the whole function", refused(e, *at)));
        }
        // With calls feeding the suspects, the narrowed search is the last one here.
        let e = match first.answer {
            Err(e) if !feeding.is_empty() && !matches!(e, RepairError::Solver(_)) => e,
            answer => return answer,
        };
        x.say(refused(&e, Instant::now()));
        match changed_arguments(repairer, true, x).await {
            Some(found) => Ok(found),
            None => {
                x.say("searching the whole function");
                Box::pin(repairer.repair(&whole)).await
            }
        }
    }

    /// After a refusal that no change without insertions meets the states: the conditions the
    /// run passed keep the outcomes it saw, which a programmer who only stepped past a wrong
    /// one may not expect (a repair then inserts code and bends that condition to keep its
    /// outcome).
    fn say_outcomes_kept(
        &self,
        problem: &RepairProblem<'_>,
        refused: &[(RepairError, Instant)],
        x: &mut Extras,
    ) {
        if !refused
            .iter()
            .any(|(e, _)| matches!(e, RepairError::InconsistentSpec { .. }))
        {
            return;
        }
        // In the original file, as the programmer sees it.
        let back = inverse(&self.patch.plan().line_map);
        let mut lines: Vec<u32> = asserted_conditions(problem, false)
            .into_iter()
            .filter_map(|key| original_line(&self.patch, &back, key))
            .collect();
        lines.sort_unstable();
        lines.dedup();
        if lines.is_empty() {
            return;
        }
        let lines: Vec<String> = lines.iter().map(u32::to_string).collect();
        x.say(format!(
            "the conditions the run passed keep the outcomes it saw (line{} {}: the states asserted after them confirm them); if one went the wrong way, `enter` or `leave` it there",
            if lines.len() == 1 { "" } else { "s" },
            lines.join(", ")
        ));
    }

    /// A warm solver session for repairs, recording to `transcript_dir` when one is set.
    pub(super) async fn spawn_repairer(
        &self,
        profile: &repaird_solvers::Profile,
    ) -> Result<RepairSession, RepairError> {
        let mut r = RepairSession::spawn(profile).await?;
        if !self.options.speculative_attempts {
            r.set_speculation(false);
        }
        r.set_arithmetic(self.options.bitvectors).await?;
        if let Some(dir) = &self.options.transcript_dir {
            r.record_to(&transcript_path(dir))?;
        }
        match &self.options.refusals {
            Some(refusals) => r.keep_refusals_in(refusals.clone()),
            // Runs added on demand repeat a search with more runs: the attempts refused over
            // fewer are answered from a store of the session's own.
            None if profile.adds_runs_on_demand => r.keep_refusals_in(Default::default()),
            None => {}
        }
        Ok(r)
    }

    pub(super) fn rewrite(&mut self, x: &mut Extras) -> Result<(), DebugError> {
        if !self.patch.is_patched() {
            x.say("no repair yet: the program is unchanged");
            return Ok(());
        }
        let changes = describe_changes(&self.patch.unpatched(), &self.patch);
        x.patch = Some(report(&self.patch, changes));
        x.say("the repaired program as C (diff against the original file)");
        Ok(())
    }
}

/// What every search of one `repair` command shares.
#[derive(Clone, Copy)]
pub(super) struct RepairCommand<'c> {
    /// Localization over every run of the command.
    pub located: &'c Localization,
    /// The patched program's lines back to the original file's ([`inverse`] of the line map).
    pub back: &'c BTreeMap<u32, u32>,
    pub started: Instant,
}

/// The repair problem of the replayed runs on `program`: the first run's trace and
/// asserted states, the others as further runs, what any run holds concrete locked. The
/// search's bounds and slots are the caller's to set.
pub(super) fn problem_of<'a>(
    program: &'a repaird_cfront::Program,
    records: &'a [(u32, Record)],
    replays: &'a [Replay],
) -> RepairProblem<'a> {
    let (_, record) = &records[0];
    let replay = &replays[0];
    let mut problem = RepairProblem::new(
        program,
        &record.function,
        record.entry.clone(),
        &replay.trace,
    );
    problem.specs = replay.specs.clone();
    problem.decisions = replay.decisions.clone();
    problem.outputs = replay.outputs.clone();
    for ((_, other), other_replay) in records.iter().zip(replays).skip(1) {
        let mut run = TraceRun::new(other.entry.clone(), &other_replay.trace);
        run.specs = other_replay.specs.clone();
        run.decisions = other_replay.decisions.clone();
        run.outputs = other_replay.outputs.clone();
        problem.other_runs.push(run);
    }
    problem.locked = replays
        .iter()
        .flat_map(|r| r.locked.iter().copied())
        .collect();
    for (_, record) in records {
        for state in record.changes.values() {
            problem.corrected.vars.extend(state.vars.keys().cloned());
            let fields = state.nodes.values().flat_map(|n| n.fields.keys());
            problem.corrected.fields.extend(fields.cloned());
        }
    }
    problem
}

/// The most changed guards and statements a search without insertions widens to where
/// searches with slots follow it: of the 146 slot-less repairs z3 found over the benchmark's
/// 180 cases (bench amx-j1-s57) none changed five or more, and the checks at five and six
/// cost cvc5 2.6 s over the 32 sampled cases (sll_split_alternate <1,1>: 2.5 s of 9.4 s).
const SLOTLESS_CHANGES: u32 = 4;

/// The budget of the other arguments of calls a run faulted inside, tried before any search.
const EARLY_ARGUMENTS: std::time::Duration = std::time::Duration::from_secs(2);

/// What the search that may give a pure call feeding the suspects other arguments is said to be.
const CHANGED_ARGUMENTS: &str = "a suspicious statement uses what a call of a function that writes nothing computed: a repair among them and the call that may give it other arguments";

/// Whether `function` calls a function of the program that writes nothing (in the C
/// statement on `line`, if given).
fn calls_pure_function(program: &Program, function: &str, line: Option<u32>) -> bool {
    let pure = pure_functions(program);
    program.stmts.iter().any(|s| {
        s.function == function
            && line.is_none_or(|l| s.origin.range.start.line == l)
            && matches!(&s.kind, StmtKind::Call { func, .. } if pure.contains(func))
    })
}

/// The line of a call of a function that writes nothing, made by `function` itself, that a
/// run's model faulted inside.
fn faulted_in_pure_call(program: &Program, function: &str, replays: &[Replay]) -> Option<u32> {
    let pure = pure_functions(program);
    replays
        .iter()
        .filter_map(|r| r.faulting_call)
        .filter_map(|id| program.stmt(id))
        .find(|s| {
            s.function == function
                && matches!(&s.kind, StmtKind::Call { func, .. } if pure.contains(func))
        })
        .map(|s| s.origin.range.start.line)
}

/// The search among localization's suspects that comes before the whole function's.
struct Narrowing {
    suspects: BTreeSet<StmtId>,
    /// Statements next to which a slot may go too, though they stay as they are.
    slot_sites_too: BTreeSet<StmtId>,
    /// Whether the search stops, refused, once a slot next to the sites is: with an
    /// overridden condition among the suspects, going on with slots anywhere among them
    /// was refused in 20 of z3's 47 such commands in bench amx-s18, each paying up to 3.3 s
    /// more encoding (4.3 s more in all) before the whole function's search.
    near_sites_only: bool,
    /// Whether a repair giving a pure call other arguments was tried already (the
    /// overridden condition is such a call's value): not again among the suspects.
    pure_calls_tried: bool,
}

/// Says why the searches without insertions were refused, in order: among the suspicious
/// statements, then in the whole function, then among the suspicious statements with slots.
fn say_refusals(
    refused: &[(RepairError, Instant)],
    since_start: &impl Fn(Instant) -> u128,
    x: &mut Extras,
) {
    let next = [
        "the whole function without insertions",
        "among the suspicious statements with insertion slots",
        "searching the whole function",
    ];
    let what = [
        "among the suspicious statements without insertions",
        "in the whole function without insertions",
        "among the suspicious statements",
    ];
    for (((e, at), what), next) in refused.iter().zip(what).zip(next) {
        x.say(format!(
            "no repair {what} ({e}, {} ms); {next}",
            since_start(*at)
        ));
    }
}

/// `problem` searched up to one insertion, and where it allows more, the search with two
/// or more that comes after the angelic one (see `repair`).
fn split_at_one_insertion<'a>(
    problem: &RepairProblem<'a>,
) -> (RepairProblem<'a>, Option<RepairProblem<'a>>) {
    if problem.insertion_slots > 1 || problem.max_insertions <= 1 {
        return (problem.clone(), None);
    }
    let mut one = problem.clone();
    one.max_insertions = 1;
    // Its refusal leads to the wider search: no phantom slot to tell why.
    one.classify_refusal = false;
    let mut more = problem.clone();
    more.needs_insertions = 2;
    (one, Some(more))
}

/// `problem` with no insertion slots: changes of its statements and guards only.
fn without_slots<'a>(problem: &RepairProblem<'a>) -> RepairProblem<'a> {
    let mut p = problem.clone();
    p.insertion_slots = 0;
    p.max_insertions = 0;
    p.classify_refusal = false;
    p
}

/// `problem` with only the statements `sites` (and the gaps next to them) open to change, and
/// no more slots than it starts with.
fn narrowed_to<'a>(
    problem: &RepairProblem<'a>,
    function: &str,
    sites: &BTreeSet<StmtId>,
) -> RepairProblem<'a> {
    let mut narrowed = problem.clone();
    narrowed.max_insertions = narrowed.insertion_slots;
    narrowed.classify_refusal = false;
    restrict(&mut narrowed, function, sites);
    narrowed
}

/// The calls of functions that write nothing that a suspicious statement is, or reads what
/// their C statement wrote (the value, through a temporary too), where the call is given a
/// variable as it is: no statement computes that argument, so no statement shape can change
/// it (an argument such as `n->left` is a temporary that one can).
fn pure_calls_feeding(
    program: &Program,
    function: &str,
    suspicious: &BTreeSet<StmtId>,
) -> Vec<StmtId> {
    let pure = pure_functions(program);
    let ours = || program.stmts.iter().filter(|s| s.function == function);
    let written_on = |line: u32| -> Vec<&str> {
        ours()
            .filter(|s| s.origin.range.start.line == line)
            .filter_map(|s| s.kind.defined_var())
            .collect()
    };
    // What each suspicious statement reads, once (not again for every call).
    let suspects_read: Vec<(StmtId, Vec<String>)> = suspicious
        .iter()
        .filter_map(|id| program.stmt(*id))
        .map(|s| {
            let mut read = Vec::new();
            s.kind.read_vars(&mut read);
            (s.id, read)
        })
        .collect();
    ours()
        .filter(|call| {
            let StmtKind::Call { func, args, .. } = &call.kind else {
                return false;
            };
            if !pure.contains(func) {
                return false;
            }
            let written = written_on(call.origin.range.start.line);
            let given_a_variable = args
                .iter()
                .any(|a| matches!(a, Expr::Var(v) if !written.contains(&v.as_str())));
            given_a_variable
                && suspects_read.iter().any(|(id, read)| {
                    *id == call.id || read.iter().any(|v| written.contains(&v.as_str()))
                })
        })
        .map(|call| call.id)
        .collect()
}

/// A transcript file name no other session of this process or another one takes.
fn transcript_path(dir: &std::path::Path) -> std::path::PathBuf {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(1);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    dir.join(format!("repair-{}-{n}.smt2", std::process::id()))
}

/// The asserted loop and `if` outcomes forced against the program's own (`enter`/`leave`)
/// in any run: each condition's branch key, in the order first met.
fn overridden_conditions(problem: &RepairProblem<'_>) -> Vec<StmtId> {
    asserted_conditions(problem, true)
}

/// The conditions whose asserted outcomes were forced (`overridden`) or the program's own,
/// in any run: each condition's branch key, in the order first met.
fn asserted_conditions(problem: &RepairProblem<'_>, overridden: bool) -> Vec<StmtId> {
    let mut found: Vec<StmtId> = Vec::new();
    for run in problem.runs() {
        for step in run.trace {
            let Event::Branch {
                key,
                occurrence,
                natural: Some(natural),
                taken,
                depth: 0,
            } = step.event
            else {
                continue;
            };
            let asserted = match &run.decisions {
                Decisions::All => true,
                Decisions::None => false,
                Decisions::Only(set) => set.contains(&(key, occurrence)),
            };
            if (natural != taken) == overridden && asserted && !found.contains(&key) {
                found.push(key);
            }
        }
    }
    found
}

/// Suspicious statements as original lines with their text; `back` is [`inverse`] of the
/// patch's line map.
fn suspicious_lines(
    patch: &PatchState,
    back: &BTreeMap<u32, u32>,
    ids: &std::collections::BTreeSet<repaird_cfront::ir::StmtId>,
) -> Vec<Suspicious> {
    let mut lines: Vec<u32> = ids
        .iter()
        .filter_map(|id| original_line(patch, back, *id))
        .collect();
    lines.sort_unstable();
    lines.dedup();
    lines
        .into_iter()
        .map(|line| Suspicious {
            line,
            text: patch
                .original_line_text(line)
                .unwrap_or("")
                .trim()
                .to_string(),
        })
        .collect()
}

/// The original line of a statement of the patched program; `back` is [`inverse`] of the
/// patch's line map.
fn original_line(
    patch: &PatchState,
    back: &BTreeMap<u32, u32>,
    id: repaird_cfront::ir::StmtId,
) -> Option<u32> {
    let stmt = patch.program.stmt(id)?;
    back.get(&stmt.origin.range.start.line).copied()
}

fn inverse(map: &BTreeMap<u32, u32>) -> BTreeMap<u32, u32> {
    let mut out = BTreeMap::new();
    for (orig, patched) in map {
        out.entry(*patched).or_insert(*orig);
    }
    out
}

/// What changed from `before` to `after`, by original line.
fn describe_changes(before: &PatchState, after: &PatchState) -> Vec<String> {
    let step = HotPlan::with_moves(
        (&before.program, &before.patched),
        (&after.program, &after.patched),
    );
    let back = inverse(&before.plan().line_map);
    let original = |l: &u32| back.get(l).copied().unwrap_or(*l);
    let mut out = Vec::new();
    for (line, moved) in &step.moved {
        let moved = Moved {
            if_line: original(&moved.if_line),
            ..*moved
        };
        out.push(format!("line {}: {}", original(line), moved.describe()));
    }
    for (line, text) in &step.changed {
        if text.is_empty() {
            out.push(format!("line {}: deleted", original(line)));
        } else {
            out.push(format!(
                "line {}: {}",
                original(line),
                text.replace('\n', " ")
            ));
        }
    }
    for (line, texts) in &step.inserted_before {
        for text in texts {
            out.push(format!(
                "inserted before line {}: {}",
                original(line),
                text.replace('\n', " ")
            ));
        }
    }
    out
}

fn report(patch: &PatchState, changes: Vec<String>) -> PatchReport {
    PatchReport {
        diff: patch.diff(),
        edits: text_edits(&patch.original, &patch.patched),
        patched_text: patch.patched.clone(),
        changes,
    }
}

/// Whole-line edits of `original` that give `patched`.
pub fn text_edits(original: &str, patched: &str) -> Vec<TextEdit> {
    fn starts(text: &str) -> Vec<usize> {
        let mut v = vec![0];
        v.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        if *v.last().unwrap_or(&0) != text.len() {
            v.push(text.len());
        }
        v
    }
    let (old, new) = (starts(original), starts(patched));
    let at = |v: &[usize], i: usize| v.get(i).copied().unwrap_or(*v.last().unwrap_or(&0));
    let mut out = Vec::new();
    for op in similar::TextDiff::from_lines(original, patched).ops() {
        let (o, ol, n, nl) = match *op {
            similar::DiffOp::Equal { .. } => continue,
            similar::DiffOp::Delete {
                old_index,
                old_len,
                new_index,
            } => (old_index, old_len, new_index, 0),
            similar::DiffOp::Insert {
                old_index,
                new_index,
                new_len,
            } => (old_index, 0, new_index, new_len),
            similar::DiffOp::Replace {
                old_index,
                old_len,
                new_index,
                new_len,
            } => (old_index, old_len, new_index, new_len),
        };
        out.push(TextEdit {
            start_line: o as u32 + 1,
            start_column: 1,
            end_line: (o + ol) as u32 + 1,
            end_column: 1,
            start_offset: at(&old, o),
            end_offset: at(&old, o + ol),
            new_text: patched[at(&new, n)..at(&new, n + nl)].to_string(),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::text_edits;

    #[test]
    fn whole_line_edits_reproduce_the_patch() {
        let original = "a\nb\nc\nd\n";
        let patched = "a\nB\nc\nx\nd\n";
        let edits = text_edits(original, patched);
        let mut text = original.to_string();
        for e in edits.iter().rev() {
            text.replace_range(e.start_offset..e.end_offset, &e.new_text);
        }
        assert_eq!(text, patched);
        assert_eq!(edits[0].start_line, 2);
    }
}
