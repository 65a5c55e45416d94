//! One patch for several runs, and tests' outputs as the specification: the same selector
//! variables over every run's trace, so a repair that fits one run but not the next is
//! refuted. Each repair is applied to the C text, parsed again and run by the interpreter on
//! every run's entry, which must then show what was asserted.

#[path = "wolverine_fixtures/support.rs"]
mod support;

use repaird_cfront::ir::Program;
use repaird_cfront::rewrite;
use repaird_engine::heap::{SymState, Val};
use repaird_engine::interp::{self, Event, Run};
use repaird_engine::wolverine::{
    Decisions, ExpectedOutput, OutputSpec, Refusals, Repair, RepairError, RepairProblem,
    RepairSession, SearchStep, SpecPoint, TraceRun,
};
use repaird_solvers::Profile;
use std::sync::{Arc, Mutex};

fn options() -> interp::Options {
    interp::Options {
        record_gaps: true,
        ..Default::default()
    }
}

fn run(program: &Program, function: &str, entry: &SymState) -> Run {
    interp::run_function(program, function, entry, &[], &options())
}

/// The repaired text, parsed again.
fn patched(name: &str, text: &str, program: &Program, changes: &[rewrite::Change]) -> Program {
    let edits = rewrite::edits(text, program, changes).expect("the repair rewrites as text");
    let fixed = rewrite::apply(text, &edits);
    support::parse_text(&support::fixtures_dir().join(name), &fixed)
}

fn entry(vars: &[(&str, i64)]) -> SymState {
    vars.iter().fold(SymState::new(), |s, (name, v)| {
        s.with_var(name, Val::Int(*v))
    })
}

/// The state asserted where `run` ends: `result` holds `want`.
fn result_at_end(run: &Run, want: i64) -> SpecPoint {
    SpecPoint {
        at: run.trace.len(),
        state: SymState::new().with_var("result", Val::Int(want)),
    }
}

/// The problem over `runs[k]` for each of `ks` in order, each asserting `wanted[k]` where
/// it ends; the first leads.
fn over_runs<'p>(
    program: &'p Program,
    entries: &[SymState],
    runs: &'p [Run],
    wanted: &[i64],
    ks: &[usize],
) -> RepairProblem<'p> {
    let as_run = |k: usize| {
        let mut r = TraceRun::new(entries[k].clone(), &runs[k].trace);
        r.specs = vec![result_at_end(&runs[k], wanted[k])];
        r
    };
    let first = as_run(ks[0]);
    let mut p = RepairProblem::new(program, "add", first.entry, first.trace);
    p.specs = first.specs;
    p.other_runs = ks[1..].iter().map(|k| as_run(*k)).collect();
    p
}

/// Two runs of `add(a, b, c)` where `result = b + 1` is meant: `0, 4, 4 -> 5` admits `b + 1`
/// and `c + 1`, `0, 2, 7 -> 3` only `b + 1`.
fn b_plus_one_runs() -> ([SymState; 2], [i64; 2]) {
    let entries = [
        entry(&[("a", 0), ("b", 4), ("c", 4), ("result", 0)]),
        entry(&[("a", 0), ("b", 2), ("c", 7), ("result", 0)]),
    ];
    (entries, [5, 3])
}

/// `add` of the patched program, run from each of `entries`, leaves each `wanted` result
/// (`what`: the solver and the changes, for the message).
fn assert_results(fixed: &Program, entries: &[SymState], wanted: &[i64], what: &str) {
    for (e, want) in entries.iter().zip(wanted) {
        let after = run(fixed, "add", e);
        assert_eq!(
            after.state.var("result"),
            &Val::Int(*want),
            "{what} on {e:?}"
        );
    }
}

/// `result = a + 1` where `b + 1` is meant: the run `a = 0, b = 4, c = 4 -> 5` admits
/// `b + 1` and `c + 1`; with `a = 0, b = 2, c = 7 -> 3` beside it only `b + 1` is left.
#[tokio::test]
async fn a_second_run_pins_the_patch_the_first_leaves_open() {
    let text = "int result;\n\
        void add(int a, int b, int c) {\n\
            result = a + 1;\n\
        }\n\
        int main(void) { add(0, 4, 4); return result; }\n";
    let program = support::parse_text(&support::fixtures_dir().join("add.c"), text);
    let (entries, wanted) = b_plus_one_runs();
    let runs: Vec<Run> = entries.iter().map(|e| run(&program, "add", e)).collect();
    for profile in support::installed_solvers() {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        let p = over_runs(&program, &entries, &runs, &wanted, &[0, 1]);
        let repair = session.repair(&p).await.expect("a joint repair");
        let fixed = patched("add.c", text, &program, &repair.changes);
        let what = format!("{}: {:?}", profile.name, repair.changes);
        assert_results(&fixed, &entries, &wanted, &what);
    }
}

/// A test's printed values as the specification: `show` prints `a - 1` where the tests
/// expect `b - 1`. The first test alone admits `a + 0`; the second test's output rules
/// it out.
#[tokio::test]
async fn expected_outputs_drive_the_repair() {
    let text = "#include <stdio.h>\n\
        void show(int a, int b) {\n\
            int d;\n\
            d = a - 1;\n\
            printf(\"%d\\n\", d);\n\
        }\n\
        int main(void) { show(3, 4); return 0; }\n";
    let program = support::parse_text(&support::fixtures_dir().join("show.c"), text);
    // `d` holds what gdb would read before it is written: garbage, not a free choice.
    let entries = [
        entry(&[("a", 3), ("b", 4), ("d", 0)]),
        entry(&[("a", 5), ("b", 0), ("d", 0)]),
    ];
    let expected = ["3\n", "-1\n"];
    let runs: Vec<Run> = entries.iter().map(|e| run(&program, "show", e)).collect();
    let printed = |run: &Run, value: i64| OutputSpec {
        at: output_position(&program, run),
        expect: ExpectedOutput::Values(vec![Some(value)]),
    };
    for profile in support::installed_solvers() {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        let mut p = RepairProblem::new(&program, "show", entries[0].clone(), &runs[0].trace);
        p.outputs = vec![printed(&runs[0], 3)];
        let mut second = TraceRun::new(entries[1].clone(), &runs[1].trace);
        second.outputs = vec![printed(&runs[1], -1)];
        p.other_runs = vec![second];
        let repair = session.repair(&p).await.expect("a repair from outputs");
        let fixed = patched("show.c", text, &program, &repair.changes);
        for (e, want) in entries.iter().zip(expected) {
            assert_eq!(
                run(&fixed, "show", e).stdout,
                want,
                "{}: {:?}",
                profile.name,
                repair.changes
            );
        }
    }
}

/// `tally` prints `equal` where `kept` is meant.
const TALLY: &str = "#include <stdio.h>\n\
    void tally(int swaps, int kept, int equal) {\n\
        swaps = swaps + 1;\n\
        printf(\"%d swaps, %d kept\\n\", swaps, equal);\n\
    }\n\
    int main(void) { tally(1, 3, 5); return 0; }\n";

/// The report `tally` prints once repaired.
const TALLY_FIXED: &str = "printf(\"%d swaps, %d kept\\n\", swaps, kept);";

/// `tally`'s report, asserted to print `values` in `run`.
fn printed(program: &Program, run: &Run, values: [i64; 2]) -> OutputSpec {
    OutputSpec {
        at: output_position(program, run),
        expect: ExpectedOutput::Values(values.iter().map(|v| Some(*v)).collect()),
    }
}

/// `p`, a problem of [`TALLY`], repaired on `profile`: the repair must print `kept`.
async fn tally_repaired(profile: &Profile, p: &RepairProblem<'_>) -> Repair {
    let mut session = RepairSession::spawn(profile).await.unwrap();
    let repair = session.repair(p).await.expect("a repair of the argument");
    let edits = rewrite::edits(TALLY, p.program, &repair.changes).unwrap();
    let fixed_text = rewrite::apply(TALLY, &edits);
    assert!(
        fixed_text.contains(TALLY_FIXED),
        "{}: {fixed_text}",
        profile.name
    );
    repair
}

/// A mutated `printf` argument in [`TALLY`]. The output statement writes nothing, so only its
/// expected output can tell the argument, and the repair changes the argument itself (the
/// other statements cannot reach it).
#[tokio::test]
async fn a_printed_argument_is_replaced() {
    let program = support::parse_text(&support::fixtures_dir().join("tally.c"), TALLY);
    let entries = [
        entry(&[("swaps", 1), ("kept", 3), ("equal", 5)]),
        entry(&[("swaps", 4), ("kept", 0), ("equal", 2)]),
    ];
    let expected = ["2 swaps, 3 kept\n", "5 swaps, 0 kept\n"];
    let runs: Vec<Run> = entries.iter().map(|e| run(&program, "tally", e)).collect();
    for profile in support::installed_solvers() {
        let mut p = RepairProblem::new(&program, "tally", entries[0].clone(), &runs[0].trace);
        p.outputs = vec![printed(&program, &runs[0], [2, 3])];
        let mut second = TraceRun::new(entries[1].clone(), &runs[1].trace);
        second.outputs = vec![printed(&program, &runs[1], [5, 0])];
        p.other_runs = vec![second];
        let repair = tally_repaired(&profile, &p).await;
        let fixed = patched("tally.c", TALLY, &program, &repair.changes);
        for (e, want) in entries.iter().zip(expected) {
            assert_eq!(run(&fixed, "tally", e).stdout, want, "{}", profile.name);
        }
    }
}

/// [`TALLY`] repaired from one run that cannot tell a variable from the constant it holds
/// (`kept` is 1): the repair prints the variable, as the argument it replaces was one, on
/// every backend (a constant fits that run only).
#[tokio::test]
async fn a_printed_variable_is_replaced_by_a_variable_not_the_constant_it_holds() {
    let program = support::parse_text(&support::fixtures_dir().join("tally.c"), TALLY);
    let entry = entry(&[("swaps", 1), ("kept", 1), ("equal", 5)]);
    let buggy = run(&program, "tally", &entry);
    for profile in support::installed_solvers() {
        let mut p = RepairProblem::new(&program, "tally", entry.clone(), &buggy.trace);
        p.outputs = vec![printed(&program, &buggy, [2, 1])];
        tally_repaired(&profile, &p).await;
    }
}

/// A line the test does not expect: the statement printing it must not run, while a run
/// that should print it still does.
#[tokio::test]
async fn an_unexpected_line_is_suppressed_and_a_wanted_one_kept() {
    let text = "#include <stdio.h>\n\
        void warn(int w, int limit) {\n\
            if (w > 100)\n\
                printf(\"heavy\\n\");\n\
        }\n\
        int main(void) { warn(150, 200); return 0; }\n";
    let program = support::parse_text(&support::fixtures_dir().join("warn.c"), text);
    let entries = [
        entry(&[("w", 150), ("limit", 200)]),
        entry(&[("w", 300), ("limit", 200)]),
    ];
    let expected = ["", "heavy\n"];
    let runs: Vec<Run> = entries.iter().map(|e| run(&program, "warn", e)).collect();
    for profile in support::installed_solvers() {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        let mut p = RepairProblem::new(&program, "warn", entries[0].clone(), &runs[0].trace);
        // What the tests print decides the branches, not the buggy run's decisions.
        p.decisions = Decisions::None;
        p.outputs = vec![OutputSpec {
            at: output_position(&program, &runs[0]),
            expect: ExpectedOutput::Absent,
        }];
        let mut wanted = TraceRun::new(entries[1].clone(), &runs[1].trace);
        wanted.outputs = vec![OutputSpec {
            at: output_position(&program, &runs[1]),
            expect: ExpectedOutput::Values(Vec::new()),
        }];
        wanted.decisions = Decisions::None;
        p.other_runs = vec![wanted];
        let repair = session.repair(&p).await.expect("a repair of the guard");
        let fixed = patched("warn.c", text, &program, &repair.changes);
        for (e, want) in entries.iter().zip(expected) {
            assert_eq!(
                run(&fixed, "warn", e).stdout,
                want,
                "{}: {:?}",
                profile.name,
                repair.changes
            );
        }
    }
}

/// Where in the trace the function's (only) output statement ran.
fn output_position(program: &Program, run: &Run) -> usize {
    run.trace
        .iter()
        .position(|step| match step.event {
            Event::Stmt { id, .. } => program
                .stmt(id)
                .is_some_and(|s| matches!(s.kind, repaird_cfront::ir::StmtKind::Output { .. })),
            _ => false,
        })
        .expect("the run reaches the output statement")
}

/// A refusal is a proof over its runs: the same attempt over those runs and one more is
/// refused again from the kept refusals, in this session or another given the same store,
/// without a solver call, even where the new run reaches a statement the proof never saw.
/// An attempt over other runs goes to the solver.
#[tokio::test]
async fn a_refusal_over_some_runs_answers_the_same_attempt_over_more() {
    let text = "int result;\n\
        void add(int a, int b, int c) {\n\
            if (a > 0) {\n\
                result = a + 1;\n\
            } else {\n\
                result = c;\n\
            }\n\
        }\n\
        int main(void) { add(1, 4, 4); return result; }\n";
    let program = support::parse_text(&support::fixtures_dir().join("add_branch.c"), text);
    // `b + 1` is meant in the `then` branch; the `else` branch is right.
    let entries = [
        entry(&[("a", 1), ("b", 4), ("c", 4), ("result", 0)]),
        entry(&[("a", 2), ("b", 5), ("c", 7), ("result", 0)]),
        entry(&[("a", 0), ("b", 5), ("c", 9), ("result", 0)]),
    ];
    let wanted = [5, 6, 9];
    let runs: Vec<Run> = entries.iter().map(|e| run(&program, "add", e)).collect();
    // Every statement locked: no repair meets the first run.
    let over = |ks: &[usize], locked: bool| {
        let mut p = over_runs(&program, &entries, &runs, &wanted, ks);
        p.classify_refusal = false;
        if locked {
            p.locked = program.stmts.iter().map(|s| s.id).collect();
        }
        p
    };
    let refusals = Arc::new(Mutex::new(Refusals::default()));
    for profile in support::installed_solvers() {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        session.keep_refusals_in(refusals.clone());
        let refused =
            |r: Result<_, RepairError>| matches!(r, Err(RepairError::InconsistentSpec { .. }));
        assert!(
            refused(session.repair(&over(&[0], true)).await),
            "{}",
            profile.name
        );
        let calls = session.solver_calls;
        assert!(calls > 0);
        // The same attempt over one more run through the same statements.
        session.clear_search();
        assert!(refused(session.repair(&over(&[0, 1], true)).await));
        assert_eq!(session.solver_calls, calls, "{}", profile.name);
        assert_eq!(session.attempts_refused_before, 1);
        let log: Vec<String> = session.search.iter().map(|s| s.to_string()).collect();
        assert_eq!(log, ["0 refused as before"], "{}", profile.name);
        // Another session given the same store.
        let mut other = RepairSession::spawn(&profile).await.unwrap();
        other.keep_refusals_in(refusals.clone());
        assert!(refused(other.repair(&over(&[1, 0], true)).await));
        assert_eq!(other.solver_calls, 0, "{}", profile.name);
        // Not the runs of the proof: the solver decides.
        assert!(refused(session.repair(&over(&[1], true)).await));
        assert!(session.solver_calls > calls, "{}", profile.name);
        let calls = session.solver_calls;
        // A run through the `else` branch brings a statement the proof never saw: its holes
        // cannot change what the first run computes, so the proof still holds.
        session.clear_search();
        assert!(refused(session.repair(&over(&[0, 2], true)).await));
        assert_eq!(session.solver_calls, calls, "{}", profile.name);
        let log: Vec<String> = session.search.iter().map(|s| s.to_string()).collect();
        assert_eq!(log, ["0 refused as before"], "{}", profile.name);
        // Other locks, another attempt: the repair the runs ask for.
        let repair = session
            .repair(&over(&[0, 1, 2], false))
            .await
            .expect("a repair with the statements open");
        assert!(session.solver_calls > calls);
        let fixed = patched("add_branch.c", text, &program, &repair.changes);
        for (e, want) in entries.iter().zip(wanted) {
            assert_eq!(
                run(&fixed, "add", e).state.var("result"),
                &Val::Int(want),
                "{}: {:?}",
                profile.name,
                repair.changes
            );
        }
    }
    // Each backend proved its own (over the first run, and over the second alone): the store
    // is keyed by the profile too.
    assert_eq!(
        refusals.lock().unwrap().len(),
        2 * support::installed_solvers().len()
    );
}

/// An attempt answered from kept refusals at the head of a request takes no place: the
/// attempt after it runs on the main process, as the request's first, whether attempts run
/// beside each other or one at a time (before, it started beside the answered one, on the
/// second process).
#[tokio::test]
async fn an_attempt_refused_before_takes_no_place() {
    let text = "int result;\n\
        void add(int a, int b) {\n\
            result = a + 1;\n\
        }\n\
        int main(void) { add(1, 4); return result; }\n";
    let program = support::parse_text(&support::fixtures_dir().join("add_two.c"), text);
    let entry = entry(&[("a", 1), ("b", 4), ("result", 0)]);
    let run = run(&program, "add", &entry);
    let problem = |locked: bool| {
        let mut p = RepairProblem::new(&program, "add", entry.clone(), &run.trace);
        p.specs = vec![result_at_end(&run, 5)];
        p.classify_refusal = false;
        if locked {
            p.locked = program.stmts.iter().map(|s| s.id).collect();
        }
        p
    };
    let profile = support::installed_solvers().remove(0);
    let refusals = Arc::new(Mutex::new(Refusals::default()));
    let mut first = RepairSession::spawn(&profile).await.unwrap();
    first.keep_refusals_in(refusals.clone());
    assert!(first.repair(&problem(true)).await.is_err());
    for speculate in [true, false] {
        let dir = tempfile::tempdir().unwrap();
        let main = dir.path().join("repair.smt2");
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        session.set_speculation(speculate);
        session.keep_refusals_in(refusals.clone());
        session.record_to(&main).unwrap();
        let answer = session.repair_first(&[problem(true), problem(false)]).await;
        assert_eq!(answer.refused.len(), 1);
        assert!(answer.answer.is_ok(), "{speculate}");
        assert_eq!(session.attempts_refused_before, 1);
        let sent = std::fs::read_to_string(&main).unwrap();
        assert!(sent.contains("check-sat"), "{speculate}: {sent}");
        assert!(
            !dir.path().join("repair.spare.smt2").exists(),
            "{speculate}: the second process ran an attempt"
        );
    }
}

/// Where runs join a search on demand (the profile's `adds_runs_on_demand`), a search over
/// more runs extends the encoding the process kept from the search over fewer, a check
/// between them notwithstanding: only the run that joined is sent, the statement only it
/// reaches (`c = c + 0`) included, and the repair meets both runs. `b + 1` is meant; the
/// first run alone admits `c + 1` too.
#[tokio::test]
async fn a_search_over_more_runs_takes_in_only_the_run_that_joined() {
    let text = "int result;\n\
        void add(int a, int b, int c) {\n\
            if (c > 5)\n\
                c = c + 0;\n\
            result = a + 1;\n\
        }\n\
        int main(void) { add(0, 4, 4); return result; }\n";
    let program = support::parse_text(&support::fixtures_dir().join("add_joined.c"), text);
    let (entries, wanted) = b_plus_one_runs();
    let runs: Vec<Run> = entries.iter().map(|e| run(&program, "add", e)).collect();
    let first = over_runs(&program, &entries, &runs, &wanted, &[0]);
    let both = over_runs(&program, &entries, &runs, &wanted, &[0, 1]);
    let sent = |session: &RepairSession| -> usize {
        let encodings = session.search.iter().filter_map(|step| match step {
            SearchStep::Encoding { bytes, .. } => Some(*bytes),
            _ => None,
        });
        encodings.sum()
    };
    for mut profile in support::installed_solvers() {
        profile.adds_runs_on_demand = true;
        let mut fresh = RepairSession::spawn(&profile).await.unwrap();
        fresh.repair(&both).await.expect("a repair over both runs");
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        session
            .repair(&first)
            .await
            .expect("a repair over the first run");
        // A check of the program on the second run between the two, as of a patch on the
        // runs that did not join: on a process of its own, it leaves the kept encoding be.
        let mut check = both.clone();
        (check.max_guard_changes, check.max_statement_changes) = (0, 0);
        let checked = session.check(&check).await;
        assert!(
            matches!(
                checked,
                Err(RepairError::InconsistentSpec { .. } | RepairError::NeedMoreSlots { .. })
            ),
            "{}: the program as it is misses the second run, not {checked:?}",
            profile.name
        );
        session.clear_search();
        let reused = session.reused_commands;
        let repair = session
            .repair(&both)
            .await
            .expect("a repair over both runs");
        assert!(
            session.reused_commands > reused,
            "{}: nothing of the first search's encoding reused",
            profile.name
        );
        assert!(
            sent(&session) < sent(&fresh),
            "{}: {} bytes sent where a fresh process took {}",
            profile.name,
            sent(&session),
            sent(&fresh)
        );
        let fixed = patched("add_joined.c", text, &program, &repair.changes);
        let what = format!("{}: {:?}", profile.name, repair.changes);
        assert_results(&fixed, &entries, &wanted, &what);
    }
}
