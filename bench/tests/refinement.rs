//! A patch that fails a test in a call the mutant never reaches (an earlier call of the test
//! crashes) is refined on the patched program: avl_insert with `height(fresh->left)` (a NULL
//! read once the tree has a node) and a rebalancing condition testing `key` for `balance`.
//! Real gdb, z3 and gcc.

mod common;

use std::time::Duration;

use repaird_bench::inject::{test_mutant, BugClass, MutantRecord, MutantVerdict, MutationRecord};
use repaird_bench::runners::case::MutantCase;
use repaird_bench::runners::record::Outcome;

/// `from` becomes `to` on the line holding `needle` (1-based), with the record of it.
fn mutate(text: &mut String, needle: &str, from: &str, to: &str) -> MutationRecord {
    let line = common::line_of(text, needle, 1);
    let record = common::mutation_record(text, line, 0, from, to);
    let original = text.lines().nth(line - 1).unwrap().to_string();
    *text = text.replacen(&original, &original.replacen(from, to, 1), 1);
    record
}

#[test]
fn a_call_the_mutant_never_reaches_is_debugged_on_the_patch() {
    common::on_big_stack(check());
}

async fn check() {
    let program = &common::corpus_program("avl_insert");
    let mut text = program.source.clone();
    let mutations = vec![
        mutate(
            &mut text,
            "node->height = 1 + max2(",
            "node->left",
            "fresh->left",
        ),
        mutate(
            &mut text,
            "if (balance < -1 && key > node->right",
            "balance",
            "key",
        ),
    ];
    let MutantVerdict::Distinguished(verdict) =
        test_mutant(program, &text, Duration::from_millis(500)).expect("the mutant is tested")
    else {
        panic!("the mutant fails some test");
    };
    let dir = tempfile::tempdir().unwrap();
    let id = "avl_insert/c2_0/00".to_string();
    let file = format!("{id}/{}", program.source_file_name());
    std::fs::create_dir_all(dir.path().join(&id)).unwrap();
    std::fs::write(dir.path().join(&file), &text).unwrap();
    let record = MutantRecord {
        id: id.clone(),
        dir: id,
        program: program.name().into(),
        class: BugClass::new(2, 0),
        seed: 0,
        source_file: file,
        mutations,
        deletions: Vec::new(),
        failing_tests: verdict.failing,
        timed_out_tests: verdict.timed_out,
        crashed_tests: verdict.crashed,
    };
    let case = MutantCase::load(program, record, dir.path()).expect("the case loads");
    let (outcome, _scripts) = common::repair_case(&case).await;
    assert_eq!(outcome.outcome, Outcome::Repaired, "{}", outcome.detail);
    assert!(
        outcome.detail.starts_with("on the patch line 60: ")
            && outcome.detail.contains("line 64: "),
        "the height line first, then on its patch the condition: {}",
        outcome.detail
    );
}
