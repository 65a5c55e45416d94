//! The concrete interpreter against gcc: every fixture program (buggy and fixed) prints
//! under the interpreter exactly what the compiled program prints.

#[path = "wolverine_fixtures/support.rs"]
mod support;

use repaird_engine::heap::Val;
use repaird_engine::interp::{self, Event, Options, Outcome, Point};
use std::collections::HashMap;

#[test]
fn interpreter_prints_what_gcc_prints() {
    let dirs = support::fixture_dirs();
    assert!(dirs.len() >= 2, "fixtures missing");
    for dir in dirs {
        for version in ["buggy.c", "fixed.c"] {
            let path = dir.join(version);
            let program = support::parse(&path);
            let run = interp::run_main(&program, &Options::default());
            assert_eq!(
                run.outcome,
                Outcome::Returned(Some(Val::Int(0))),
                "{}",
                path.display()
            );
            let text = std::fs::read_to_string(&path).unwrap();
            assert_eq!(
                run.stdout,
                support::compile_and_run(&text),
                "{}",
                path.display()
            );
        }
    }
}

#[test]
fn forced_loop_is_cut_by_the_step_budget() {
    let program = support::parse(&support::fixtures_dir().join("reverse_dll/buggy.c"));
    let key = program
        .stmts
        .iter()
        .find(|s| s.function == "reverse" && s.cond_range.is_some())
        .unwrap()
        .id;
    // Force the loop to be entered on every one of its first 50 tests: the buggy body runs
    // into a null dereference once `current` becomes null.
    let force: HashMap<_, _> = (0..50).map(|k| ((Point::Branch(key), k), true)).collect();
    let run = interp::run_main(
        &program,
        &Options {
            force,
            ..Options::default()
        },
    );
    assert!(
        matches!(run.outcome, Outcome::Fault { .. }),
        "{:?}",
        run.outcome
    );
    let options = Options {
        step_budget: 30,
        ..Options::default()
    };
    let run = interp::run_main(&program, &options);
    assert_eq!(run.outcome, Outcome::BudgetExhausted { steps: 30 });
}

#[test]
fn trace_records_states_decisions_and_gaps() {
    let program = support::parse(&support::fixtures_dir().join("reverse_dll/fixed.c"));
    let options = Options {
        record_states: true,
        record_gaps: true,
        ..Options::default()
    };
    let run = interp::run_main(&program, &options);
    let decisions: Vec<bool> = run
        .trace
        .iter()
        .filter_map(|s| match &s.event {
            Event::Branch { key, taken, .. }
                if program.stmt(*key).unwrap().function == "reverse" =>
            {
                Some(*taken)
            }
            _ => None,
        })
        .collect();
    assert_eq!(decisions, vec![true, true, true, true, false]);
    assert!(run
        .trace
        .iter()
        .any(|s| matches!(s.event, Event::Gap { .. })));
    let step = run
        .trace
        .iter()
        .find(|s| matches!(s.event, Event::Stmt { executed: true, .. }))
        .unwrap();
    assert!(step.before.is_some() && step.after.is_some());
    // Four nodes, allocated in order n1..n4; after reversal head is n1 (data 2).
    assert_eq!(run.state.var("head"), &Val::node("n1"));
    assert_eq!(run.state.field("n1", "data"), &Val::Int(2));
}

#[test]
fn unmodeled_statement_stops_with_unsupported() {
    let path = support::fixtures_dir().join("unsupported.c");
    let program = support::parse_text(&path, "#include <string.h>\nint main(void) { char b[4]; int n = 1; strcpy(b, \"x\"); return n; }\n");
    let run = interp::run_main(&program, &Options::default());
    assert!(
        matches!(run.outcome, Outcome::Unsupported { .. }),
        "{:?}",
        run.outcome
    );
}
