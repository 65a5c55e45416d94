//! `bench case --diagnostics DIR` writes where the case's time went outside the engine
//! (`DIR/timeline.txt`): the runner's steps in order, each with its start and length. Real
//! gdb, z3 and gcc.

mod common;

use std::time::Duration;

use repaird_bench::runners::case::MutantCase;
use repaird_bench::runners::record::Outcome;
use repaird_bench::runners::wolverine::{run_variant, Variant};

/// sll_remove_duplicates calling `seenBefore(victim, ...)` for `seenBefore(head, ...)`
/// (the case of `faulted_call.rs`): its rounds, each session's repair, the patch that passes
/// every test.
#[test]
fn a_case_with_diagnostics_writes_its_steps_in_order() {
    common::on_big_stack(async {
        let program = &common::corpus_program("sll_remove_duplicates");
        let mutants = tempfile::tempdir().unwrap();
        let record = common::one_zero_mutant(
            program,
            "if (seenBefore(head, outer",
            "head",
            "victim",
            mutants.path(),
        );
        let case = MutantCase::load(program, record, mutants.path()).expect("the case loads");
        let run_dir = tempfile::tempdir().unwrap();
        let diagnostics = tempfile::tempdir().unwrap();
        let outcome = run_variant(
            &case,
            "z3",
            Duration::from_secs(120),
            run_dir.path(),
            Variant::Default,
            Some(diagnostics.path()),
        )
        .await;
        assert_eq!(outcome.outcome, Outcome::Repaired, "{}", outcome.detail);
        let text = std::fs::read_to_string(diagnostics.path().join("timeline.txt"))
            .expect("the timeline is written");
        let steps: Vec<(u64, u64, &str)> = text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| {
                let mut fields = l.splitn(3, ' ');
                let mut number = || fields.next().unwrap().parse::<u64>().unwrap();
                let (start, took) = (number(), number());
                (start, took, fields.next().unwrap())
            })
            .collect();
        let names: Vec<&str> = steps.iter().map(|s| s.2).collect();
        // A round: its reference traces, its session, the patch judged; a patch that fails a
        // test leads to the choice of the next round's run.
        assert!(names[0].starts_with("helper checks: "), "{text}");
        let rounds: Vec<&[&str]> = names[1..]
            .split_inclusive(|n| n.starts_with("the next round's run: "))
            .collect();
        for (i, round) in rounds.iter().enumerate() {
            let last = i + 1 == rounds.len();
            assert!(
                round.len() == if last { 3 } else { 4 }
                    && round[0].starts_with("reference traces of ")
                    && round[1].starts_with("session (its repair ")
                    && round[2].starts_with("judging the patch: "),
                "round {i}: {text}"
            );
        }
        assert_eq!(
            names.last(),
            Some(&"judging the patch: Ok(PassesAll)"),
            "{text}"
        );
        assert_eq!(
            rounds.len(),
            outcome.repair_command_millis.len(),
            "a session per round: {text}"
        );
        // One after the other, within the case's time.
        for pair in steps.windows(2) {
            assert!(pair[1].0 >= pair[0].0 + pair[0].1, "{text}");
        }
        let last = steps.last().unwrap();
        assert!(
            last.0 + last.1 <= outcome.millis,
            "{text} within {} ms",
            outcome.millis
        );
    });
}
