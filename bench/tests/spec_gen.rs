//! Specification generation on one corpus program (`sll_reverse`), with real gdb and a real
//! solver: the reference's states at the loop head and the exit become `spec`s for a mutant
//! that lost `prev = curr;`, and the generated script repairs it.

// Every test drives debug sessions, whose futures need more than a debug build's 2 MiB
// test thread (`common::on_big_stack`).
mod common;

use repaird_bench::corpus::{default_corpus_dir, load_corpus};
use repaird_bench::spec_gen::{
    drive_mutant, drive_mutant_runs, ends_alike, trace_reference, PointKind, SpecOptions, TestRun,
};

/// `program`'s source with `from` replaced by `to`, written to `dir` under the program's file
/// name: a mutant to drive.
fn write_mutant(
    dir: &std::path::Path,
    program: &repaird_bench::corpus::Program,
    from: &str,
    to: &str,
) -> std::path::PathBuf {
    let text = program.source.replace(from, to);
    assert_ne!(text, program.source, "`{from}` is in {}", program.name());
    let path = dir.join(program.source_file_name());
    std::fs::write(&path, &text).unwrap();
    path
}

/// A run of `args` (the call of `function` it makes first) and the reference's trace of it.
async fn reference_run(
    program: &repaird_bench::corpus::Program,
    function: &str,
    args: &[&str],
) -> (TestRun, repaird_bench::spec_gen::ReferenceTrace) {
    let run = TestRun {
        args: args.iter().map(|a| a.to_string()).collect(),
        stdin: None,
        call: 1,
    };
    let trace = trace_reference(
        &program.source_path,
        function,
        &run,
        &SpecOptions::default(),
    )
    .await
    .unwrap();
    (run, trace)
}

#[test]
fn reference_states_become_a_replayable_repair_script() {
    common::on_big_stack(async {
        let program = &common::corpus_program("sll_reverse");
        let (run, trace) = reference_run(program, "reverse", &["1", "2", "3"]).await;
        let options = SpecOptions::default();
        // The call's first stop, three iterations and the final test of the loop head, the exit.
        let kinds: Vec<&PointKind> = trace.points.iter().map(|p| &p.kind).collect();
        assert_eq!(
            kinds,
            vec![
                &PointKind::Entry,
                &PointKind::LoopHead { enter: true },
                &PointKind::LoopHead { enter: true },
                &PointKind::LoopHead { enter: true },
                &PointKind::LoopHead { enter: false },
                &PointKind::Exit,
            ]
        );
        let exit = &trace.points[5].graph;
        assert_eq!(
            exit.variable("head").and_then(|v| v.value.node_name()),
            Some("n1"),
            "main pushes 3 first (n1), so the reversed list starts there: {exit:?}"
        );

        let dir = tempfile::tempdir().unwrap();
        let mutant = write_mutant(dir.path(), program, "        prev = curr;\n", "");
        let spec = drive_mutant(&mutant, &program.source, &trace, &run, &options)
            .await
            .unwrap();
        assert_eq!(spec.note, None, "{:?}", spec.commands);
        assert_eq!(spec.commands.first().map(String::as_str), Some("start"));
        assert_eq!(spec.commands.iter().filter(|c| *c == "spec").count(), 5);
        assert!(
            spec.commands.iter().any(|c| c.starts_with("change prev ")),
            "prev must be corrected: {:?}",
            spec.commands
        );
        let reply = spec.repair.as_ref().expect("repair answers");
        let patch = reply.patch.as_ref().expect("a patch");
        assert!(
            patch.patched_text.contains("prev = curr;"),
            "{}",
            patch.diff
        );
    });
}

/// The reference driven through its own states needs no repair: a specification that the
/// correct program misses would make every repair of a mutant chase it. Each program's tests
/// run in one session (`rerun` between them), as the debug-repair runner drives them.
#[test]
fn the_reference_meets_its_own_specification() {
    common::on_big_stack(async {
        let programs = load_corpus(&default_corpus_dir()).unwrap();
        for (name, function, tests) in [
            (
                "sll_insert_at",
                "insert_at",
                &["front", "second", "past_end"][..],
            ),
            (
                "sll_length",
                "list_length",
                &["three", "sentinel_middle"][..],
            ),
        ] {
            let program = programs.iter().find(|p| p.name() == name).unwrap();
            let options = SpecOptions::default();
            let mut runs = Vec::new();
            for test in tests {
                let case = program
                    .suite
                    .tests
                    .iter()
                    .find(|t| t.name == *test)
                    .unwrap_or_else(|| panic!("{name} has no test {test}"));
                let run = TestRun {
                    args: case.args.clone(),
                    stdin: case.stdin.clone(),
                    call: 1,
                };
                let trace = trace_reference(&program.source_path, function, &run, &options)
                    .await
                    .unwrap();
                runs.push((trace, run));
            }
            let given: Vec<_> = runs.iter().map(|(t, r)| (t, r)).collect();
            let spec = drive_mutant_runs(&program.source_path, &program.source, &given, &options)
                .await
                .unwrap();
            assert_eq!(spec.note, None, "{name}: {:?}", spec.commands);
            let reruns = spec
                .commands
                .iter()
                .filter(|c| c.starts_with("rerun "))
                .count();
            assert_eq!(reruns, tests.len() - 1, "{name}: {:?}", spec.commands);
            let reply = spec
                .repair
                .as_ref()
                .unwrap_or_else(|e| panic!("{name}: {e}; script {:?}", spec.commands));
            assert!(
                reply.patch.is_none(),
                "{name} was patched: {:?}; script {:?}",
                reply.patch.as_ref().map(|p| &p.changes),
                spec.commands
            );
            assert!(
                reply
                    .messages
                    .iter()
                    .any(|m| m.contains(&format!("asserted states of {} runs", tests.len()))),
                "{name}: {:?}",
                reply.messages
            );
        }
    });
}

/// An `if` the reference passes becomes a point with its decision: `list_length`'s
/// `if (weight > 100)` prints only, so no asserted state would catch a mutated condition.
#[test]
fn the_reference_records_its_if_decisions() {
    common::on_big_stack(async {
        let program = &common::corpus_program("sll_length");
        let mut decisions = Vec::new();
        for test in ["heavy", "three"] {
            let case = program.suite.test(test).unwrap();
            let run = TestRun {
                args: case.args.clone(),
                stdin: case.stdin.clone(),
                call: 1,
            };
            let trace = trace_reference(
                &program.source_path,
                "list_length",
                &run,
                &SpecOptions::default(),
            )
            .await
            .unwrap();
            let branches: Vec<bool> = trace
                .points
                .iter()
                .filter_map(|p| match p.kind {
                    PointKind::Branch { taken } => Some(taken),
                    _ => None,
                })
                .collect();
            decisions.push((test, branches));
        }
        assert_eq!(
            decisions,
            vec![("heavy", vec![true]), ("three", vec![false])],
            "the heavy test prints its line, three does not"
        );
    });
}

/// A patch that only handles the empty queue meets the reference's first `enqueue` and goes
/// wrong in the second: tracing the patched program like the reference finds the call a
/// refinement round asserts.
#[test]
fn a_patched_program_is_traced_and_its_first_wrong_call_found() {
    common::on_big_stack(async {
        let program = &common::corpus_program("queue_enqueue");
        let dir = tempfile::tempdir().unwrap();
        let patched = dir.path().join("queue_enqueue.c");
        let wrong = program
            .source
            .replacen("        q->rear->next = node;\n", "", 1);
        assert_ne!(
            wrong, program.source,
            "the statement the patch lacks is in the reference"
        );
        std::fs::write(&patched, wrong).unwrap();
        let options = SpecOptions::default();
        let mut alike = Vec::new();
        for call in 1..=2 {
            let run = TestRun {
                args: vec!["1".into(), "2".into(), "3".into()],
                stdin: None,
                call,
            };
            let wanted = trace_reference(&program.source_path, "enqueue", &run, &options)
                .await
                .unwrap();
            let got = trace_reference(&patched, "enqueue", &run, &options)
                .await
                .unwrap();
            alike.push(ends_alike(&wanted, &got));
        }
        assert_eq!(alike, [true, false], "call 1 ends alike, call 2 does not");
    });
}

/// A patch that loops in the call a refinement round compares (sll_remove_duplicates with a
/// kept copy's `outer = outer->next;` gone astray: the sweep never leaves it) is given up on
/// after twice the reference's stops and 20, not the generator's 2,000 steps; entering a call
/// takes no step at all.
#[test]
fn a_looping_patch_is_compared_within_the_references_bound() {
    common::on_big_stack(async {
        use repaird_bench::runners::wolverine::compared_with;
        use repaird_bench::spec_gen::SpecError;
        let program = &common::corpus_program("sll_remove_duplicates");
        let dir = tempfile::tempdir().unwrap();
        let patched = dir.path().join("sll_remove_duplicates.c");
        let looping = program.source.replacen(
            "            outer = outer->next;\n            continue;",
            "            victim = outer->next;\n            continue;",
            1,
        );
        assert_ne!(
            looping, program.source,
            "the kept copy's step is in the reference"
        );
        std::fs::write(&patched, looping).unwrap();
        let run = TestRun {
            args: ["2", "1", "2", "1", "3", "1", "2", "1", "2"]
                .map(String::from)
                .to_vec(),
            stdin: None,
            call: 1,
        };
        let options = SpecOptions::default();
        let wanted = trace_reference(&program.source_path, "removeDuplicates", &run, &options)
            .await
            .unwrap();
        let bound = 2 * wanted.stops.len() + 20;
        assert!(bound < options.max_steps, "{bound} steps");
        let bounded = compared_with(&wanted, &options);
        match trace_reference(&patched, "removeDuplicates", &run, &bounded).await {
            Err(SpecError::TooLong { steps, .. }) => assert_eq!(steps, bound),
            other => panic!(
                "the looping patch ended: {:?}",
                other.map(|t| t.points.len())
            ),
        }
        let entered = SpecOptions {
            max_steps: 0,
            ..options
        };
        match trace_reference(&patched, "removeDuplicates", &run, &entered).await {
            Err(SpecError::TooLong { steps, .. }) => assert_eq!(steps, 0),
            other => panic!("entering the call: {:?}", other.map(|t| t.points.len())),
        }
    });
}

/// A helper whose loop lost its body (`while (list->next) ;`, sll_quicksort's `last_of`)
/// never ends a `next`: the compared trace gives up at the first step that runs past the
/// deadline, on the loop's line, instead of waiting out the deadline at every one of its
/// steps (30 of them, 15 s of a case's helper checks).
#[test]
fn a_step_that_never_ends_gives_up_the_trace() {
    common::on_big_stack(async {
        use repaird_bench::runners::wolverine::compared_with;
        use repaird_bench::spec_gen::SpecError;
        let program = &common::corpus_program("sll_quicksort");
        let dir = tempfile::tempdir().unwrap();
        let mutant = write_mutant(
            dir.path(),
            program,
            "        list = list->next;\n",
            "        ;\n",
        );
        // The first call of `last_of` walks [1, 2]: two nodes, so the mutant's loop spins.
        let (run, wanted) = reference_run(program, "last_of", &["0", "3", "2", "1"]).await;
        let loop_line = 1 + program
            .source
            .lines()
            .position(|l| l.contains("while (list != NULL && list->next != NULL)"))
            .unwrap() as u32;
        let bounded = compared_with(&wanted, &SpecOptions::default());
        match trace_reference(&mutant, "last_of", &run, &bounded).await {
            Err(SpecError::Stuck { function, line }) => {
                assert_eq!((function.as_str(), line), ("last_of", loop_line))
            }
            other => panic!(
                "the spinning loop was not given up on: {:?}",
                other.map(|t| t.points.len())
            ),
        }
    });
}

/// A run whose mutant faults in the caller before it calls the helper (`before->next =
/// after;` with `before` null, sll_quicksort's `0 2 3 1`) does not reach the helper: the
/// session notes so and asks its repair over the runs that did. It used to step past the
/// caller's fault into the helper and fail on states recorded in the caller.
#[test]
fn a_run_that_faults_before_the_call_is_skipped() {
    common::on_big_stack(async {
        let program = &common::corpus_program("sll_quicksort");
        let dir = tempfile::tempdir().unwrap();
        let mutant = write_mutant(
            dir.path(),
            program,
            "            cur->next = after;\n",
            "            before->next = after;\n",
        );
        let reaching = reference_run(program, "last_of", &["0", "2", "1"]).await;
        let faulting = reference_run(program, "last_of", &["0", "2", "3", "1"]).await;
        let given = [(&reaching.1, &reaching.0), (&faulting.1, &faulting.0)];
        let spec = drive_mutant_runs(&mutant, &program.source, &given, &SpecOptions::default())
            .await
            .unwrap();
        let note = spec.note.clone().unwrap_or_default();
        assert!(note.contains("run 2: "), "{note}");
        assert!(note.contains("`last_of`"), "{note}");
        let rerun = spec
            .commands
            .iter()
            .position(|c| c.starts_with("rerun"))
            .unwrap();
        assert_eq!(
            spec.commands[rerun + 1..],
            ["repair".to_string()],
            "nothing is stepped in the faulting run"
        );
        spec.repair.as_ref().expect("the repair answers");
    });
}

/// A quicksort that never partitions (`cur = pivot->next;` became `rest = pivot->next;`)
/// repeats the fault in every recursive call, and the recorded calls ran it. The reference's
/// state right after each recursive call is asserted there, which is what the call does in
/// the repair's model: the one-variable fix is found, and the patched program passes the
/// reference's tests.
#[test]
fn a_recursive_call_is_what_the_state_after_it_says() {
    common::on_big_stack(async {
        use repaird_bench::runners::judge::{judge, Verdict};
        let program = &common::corpus_program("sll_quicksort");
        let options = SpecOptions::default();
        let runs: Vec<TestRun> = [&["0", "1", "2", "3", "4"][..], &["0", "4", "3", "2", "1"]]
            .iter()
            .map(|args| TestRun {
                args: args.iter().map(|a| a.to_string()).collect(),
                stdin: None,
                call: 1,
            })
            .collect();
        let mut traces = Vec::new();
        for run in &runs {
            let trace = trace_reference(&program.source_path, "quick_sort", run, &options)
                .await
                .unwrap();
            let after_calls = trace
                .points
                .iter()
                .filter(|p| p.kind == PointKind::AfterCall)
                .count();
            assert_eq!(after_calls, 2, "both recursive calls: {:?}", trace.points);
            traces.push(trace);
        }
        let dir = tempfile::tempdir().unwrap();
        let mutant = write_mutant(
            dir.path(),
            program,
            "    cur = pivot->next;\n",
            "    rest = pivot->next;\n",
        );
        let given: Vec<_> = traces.iter().zip(&runs).collect();
        let spec = drive_mutant_runs(&mutant, &program.source, &given, &options)
            .await
            .unwrap();
        let reply = spec.repair.as_ref().expect("repair answers");
        let patch = reply.patch.as_ref().expect("a patch");
        assert_eq!(patch.changes.len(), 1, "{}", patch.diff);
        assert!(patch.changes[0].contains("cur = "), "{}", patch.diff);
        let verdict = judge(
            &patch.patched_text,
            &program.source_file_name(),
            &program.suite,
        )
        .unwrap();
        assert_eq!(verdict, Verdict::PassesAll, "{}", patch.diff);
    });
}

/// A deleted then-branch leaves `if (first_at == 0) ;`, which gcc compiles to nothing: the
/// mutant passes it on its way back to the loop's head without a stop on its line. The script
/// drops that decision (neither side runs anything) and goes on asserting the reference's
/// states at every later loop head; it used to wait for the line, run to the exit and assert
/// only the exit state.
#[test]
fn an_if_compiled_to_nothing_does_not_lose_the_reference() {
    common::on_big_stack(async {
        let program = load_corpus(&default_corpus_dir())
            .unwrap()
            .into_iter()
            .find(|p| p.name() == "sll_delete_value")
            .unwrap();
        let (run, trace) =
            reference_run(&program, "delete_value", &["2", "1", "0", "2", "2", "2"]).await;
        let options = SpecOptions::default();
        let loop_heads = trace
            .points
            .iter()
            .filter(|p| matches!(p.kind, PointKind::LoopHead { .. }))
            .count();
        assert!(
            loop_heads >= 4,
            "three deletions at the head: {:?}",
            trace.points
        );
        let dir = tempfile::tempdir().unwrap();
        let mutant = write_mutant(
            dir.path(),
            &program,
            "        if (first_at == 0)\n            first_at = position;\n",
            "        if (first_at == 0)\n            ;\n",
        );
        let spec = drive_mutant(&mutant, &program.source, &trace, &run, &options)
            .await
            .unwrap();
        assert_eq!(spec.note, None, "{:?}", spec.commands);
        let specs = spec.commands.iter().filter(|c| *c == "spec").count();
        assert_eq!(
            specs,
            loop_heads + 1,
            "every loop head and the exit: {:?}",
            spec.commands
        );
        let reply = spec.repair.as_ref().expect("repair answers");
        let patch = reply.patch.as_ref().expect("a patch");
        // `first_at` is set again; where and to what, one run of deletions at the head does not
        // tell (`first_at = 1;` at the loop's start meets it as well as the branch).
        assert!(
            patch.changes.iter().any(|c| c.contains("first_at = ")),
            "{:?}",
            patch.changes
        );
    });
}
