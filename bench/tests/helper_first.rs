//! The debug-repair runner debugs a broken helper before the function that calls it: a
//! mutant of sll_delete_middle whose `count_nodes` never returns (its `head = head->next;`
//! deleted) and whose `delete_middle` keeps the wrong node (`before = slow` → `fast = slow`).
//! Stepping over the call hangs, so no session of `delete_middle` can assert anything past
//! it; the helper's own session repairs it first. Real gdb, z3 and gcc.

use std::time::Duration;

use repaird_bench::corpus::{default_corpus_dir, load_corpus};
use repaird_bench::csyntax::SiteKind;
use repaird_bench::inject::{
    test_mutant, BugClass, DeletionRecord, MutantRecord, MutantVerdict, MutationRecord,
};
use repaird_bench::runners::case::MutantCase;
use repaird_bench::runners::record::Outcome;
use repaird_bench::runners::wolverine::{run_variant, Variant};

/// 1-based line of the first occurrence of `needle` in `text` at or after line `from`.
fn line_of(text: &str, needle: &str, from: usize) -> usize {
    text.lines()
        .enumerate()
        .skip(from - 1)
        .find(|(_, l)| l.contains(needle))
        .map(|(i, _)| i + 1)
        .unwrap_or_else(|| panic!("`{needle}` is in the program"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_helper_that_never_returns_is_repaired_before_its_caller() {
    let corpus = load_corpus(&default_corpus_dir()).expect("the corpus loads");
    let program = corpus
        .iter()
        .find(|p| p.name() == "sll_delete_middle")
        .expect("sll_delete_middle is in the corpus");
    let reference = &program.source;
    let helper_start = line_of(reference, "static int count_nodes", 1);
    let advance = line_of(reference, "head = head->next;", helper_start);
    let kept = line_of(reference, "before = slow;", 1);
    let removed = format!("{}\n", reference.lines().nth(advance - 1).unwrap());
    let mutant: String = reference
        .lines()
        .enumerate()
        .filter(|(i, _)| i + 1 != advance)
        .map(|(i, l)| {
            let l = if i + 1 == kept {
                l.replace("before = slow;", "fast = slow;")
            } else {
                l.to_string()
            };
            l + "\n"
        })
        .collect();

    let MutantVerdict::Distinguished(verdict) =
        // The reference finishes in milliseconds: half a second tells a hang.
        test_mutant(program, &mutant, Duration::from_millis(500)).expect("the mutant is tested")
    else {
        panic!("the mutant fails some test");
    };
    assert!(
        !verdict.timed_out.is_empty(),
        "count_nodes loops for ever on a non-empty list"
    );

    let dir = tempfile::tempdir().unwrap();
    let id = "sll_delete_middle/c1_1/00";
    let file = format!("{id}/{}", program.source_file_name());
    std::fs::create_dir_all(dir.path().join(id)).unwrap();
    std::fs::write(dir.path().join(&file), &mutant).unwrap();
    let column = |line: usize, needle: &str| {
        reference
            .lines()
            .nth(line - 1)
            .unwrap()
            .find(needle)
            .unwrap()
            + 1
    };
    let record = MutantRecord {
        id: id.into(),
        dir: id.into(),
        program: program.name().into(),
        class: BugClass::new(1, 1),
        seed: 0,
        source_file: file,
        mutations: vec![MutationRecord {
            kind: SiteKind::Variable,
            line: kept,
            column: column(kept, "before"),
            original: "before".into(),
            replacement: "fast".into(),
            mutant_line: kept - 1,
            mutant_column: column(kept, "before"),
        }],
        deletions: vec![DeletionRecord {
            line: advance,
            column: column(advance, "head"),
            statement: "head = head->next;".into(),
            removed_line: advance,
            removed_column: 1,
            removed,
            replacement: String::new(),
            mutant_line: advance,
        }],
        failing_tests: verdict.failing,
        timed_out_tests: verdict.timed_out,
        crashed_tests: verdict.crashed,
    };
    let case = MutantCase::load(program, record, dir.path()).expect("the case loads");
    assert_eq!(case.function, "delete_middle", "the session's function");
    assert_eq!(case.helpers(), vec!["count_nodes"]);

    let run_dir = tempfile::tempdir().unwrap();
    let outcome = run_variant(
        &case,
        "z3",
        Duration::from_secs(120),
        run_dir.path(),
        Variant::Default,
        None,
    )
    .await;
    assert_eq!(outcome.outcome, Outcome::Repaired, "{}", outcome.detail);
    assert!(
        outcome
            .detail
            .starts_with("helper first: inserted before line 16: head = head->next;"),
        "{}",
        outcome.detail
    );
    assert!(
        outcome.detail.contains("then delete_middle:"),
        "{}",
        outcome.detail
    );
    let script = std::fs::read_to_string(run_dir.path().join(outcome.script.unwrap())).unwrap();
    let sessions: Vec<&str> = script
        .lines()
        .filter(|l| l.contains("one repair over"))
        .collect();
    assert!(
        sessions[0].ends_with("run(s) of count_nodes, states of the reference:")
            && sessions.last().unwrap().contains("of delete_middle"),
        "the helper's session comes first, then the function's: {sessions:#?}"
    );
}
