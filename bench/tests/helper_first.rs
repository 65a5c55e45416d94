//! The debug-repair runner debugs a broken helper before the function that calls it, on
//! mutants with a fault in each (one deleted statement in the helper, one replaced variable
//! in the function). Real gdb, z3 and gcc.

mod common;

use std::time::Duration;

use repaird_bench::corpus::{default_corpus_dir, load_corpus, Program};
use repaird_bench::csyntax::SiteKind;
use repaird_bench::inject::{
    test_mutant, BugClass, DeletionRecord, MutantRecord, MutantVerdict, MutationRecord,
};
use repaird_bench::runners::case::MutantCase;
use repaird_bench::runners::record::Outcome;

struct Fixture {
    program: &'static str,
    helper: &'static str,
    function: &'static str,
    /// The helper's statement deleted (the first line holding it after the helper starts),
    /// and what is left in its place.
    deleted: &'static str,
    left: &'static str,
    /// In the function: the line holding `line`, where the variable `from` becomes `to`.
    line: &'static str,
    from: &'static str,
    to: &'static str,
    /// Whether some test times out (the helper never returns).
    hangs: bool,
    /// How the case's detail starts: the helper's patch.
    helper_patch: &'static str,
}

/// 1-based line of the first occurrence of `needle` in `text` at or after line `from`.
fn line_of(text: &str, needle: &str, from: usize) -> usize {
    text.lines()
        .enumerate()
        .skip(from - 1)
        .find(|(_, l)| l.contains(needle))
        .map(|(i, _)| i + 1)
        .unwrap_or_else(|| panic!("`{needle}` is in the program"))
}

/// The fixture's mutant, written under `dir` as `inject` would, with its record.
fn mutant(program: &Program, f: &Fixture, dir: &std::path::Path) -> MutantRecord {
    let reference = &program.source;
    let helper_start = line_of(reference, &format!("{}(", f.helper), 1);
    let deleted = line_of(reference, f.deleted, helper_start);
    let mutated = line_of(reference, f.line, 1);
    let original = |line: usize| reference.lines().nth(line - 1).unwrap();
    let text: String = reference
        .lines()
        .enumerate()
        .filter_map(|(i, l)| match i + 1 {
            // A statement alone on its line goes with the line.
            n if n == deleted && f.left.is_empty() => None,
            n if n == deleted => Some(l.replace(f.deleted, f.left)),
            n if n == mutated => Some(l.replacen(f.from, f.to, 1)),
            _ => Some(l.to_string()),
        })
        .map(|l| l + "\n")
        .collect();
    // The reference finishes in milliseconds: half a second tells a hang.
    let MutantVerdict::Distinguished(verdict) =
        test_mutant(program, &text, Duration::from_millis(500)).expect("the mutant is tested")
    else {
        panic!("the mutant fails some test");
    };
    assert_eq!(
        !verdict.timed_out.is_empty(),
        f.hangs,
        "{:?}",
        verdict.timed_out
    );
    let id = format!("{}/c1_1/00", program.name());
    let file = format!("{id}/{}", program.source_file_name());
    std::fs::create_dir_all(dir.join(&id)).unwrap();
    std::fs::write(dir.join(&file), &text).unwrap();
    let column = |line: usize, needle: &str| original(line).find(needle).unwrap() + 1;
    // A deleted line shifts the lines after it.
    let shift = usize::from(f.left.is_empty() && deleted < mutated);
    MutantRecord {
        id: id.clone(),
        dir: id,
        program: program.name().into(),
        class: BugClass::new(1, 1),
        seed: 0,
        source_file: file,
        mutations: vec![MutationRecord {
            kind: SiteKind::Variable,
            line: mutated,
            column: column(mutated, f.from),
            original: f.from.into(),
            replacement: f.to.into(),
            mutant_line: mutated - shift,
            mutant_column: column(mutated, f.from),
        }],
        deletions: vec![DeletionRecord {
            line: deleted,
            column: column(deleted, f.deleted),
            statement: f.deleted.into(),
            removed_line: deleted,
            removed_column: if f.left.is_empty() {
                1
            } else {
                column(deleted, f.deleted)
            },
            removed: if f.left.is_empty() {
                format!("{}\n", original(deleted))
            } else {
                f.deleted.into()
            },
            replacement: f.left.into(),
            mutant_line: deleted,
        }],
        failing_tests: verdict.failing,
        timed_out_tests: verdict.timed_out,
        crashed_tests: verdict.crashed,
    }
}

fn replay(f: Fixture) {
    common::on_big_stack(check(f));
}

async fn check(f: Fixture) {
    let corpus = load_corpus(&default_corpus_dir()).expect("the corpus loads");
    let program = corpus
        .iter()
        .find(|p| p.name() == f.program)
        .expect("the program is in the corpus");
    let dir = tempfile::tempdir().unwrap();
    let record = mutant(program, &f, dir.path());
    let case = MutantCase::load(program, record, dir.path()).expect("the case loads");
    assert_eq!(case.function, f.function, "the session's function");
    assert_eq!(case.helpers(), vec![f.helper]);

    let (outcome, run_dir) = common::repair_case(&case).await;
    assert_eq!(outcome.outcome, Outcome::Repaired, "{}", outcome.detail);
    assert!(
        outcome
            .detail
            .starts_with(&format!("helper first: {}", f.helper_patch)),
        "{}",
        outcome.detail
    );
    assert!(
        outcome.detail.contains(&format!("then {}:", f.function)),
        "{}",
        outcome.detail
    );
    let script = std::fs::read_to_string(run_dir.path().join(outcome.script.unwrap())).unwrap();
    let sessions: Vec<&str> = script
        .lines()
        .filter(|l| l.contains("one repair over"))
        .collect();
    assert!(
        sessions[0].ends_with(&format!("run(s) of {}, states of the reference:", f.helper))
            && sessions
                .last()
                .unwrap()
                .contains(&format!("of {},", f.function)),
        "the helper's session comes first, then the function's: {sessions:#?}"
    );
}

/// `count_nodes` never returns (its `head = head->next;` deleted), and `delete_middle`
/// keeps the wrong node (`before = slow` → `fast = slow`). Stepping over the call hangs, so
/// no session of `delete_middle` can assert anything past it.
#[test]
fn a_helper_that_never_returns_is_repaired_before_its_caller() {
    replay(Fixture {
        program: "sll_delete_middle",
        helper: "count_nodes",
        function: "delete_middle",
        deleted: "head = head->next;",
        left: "",
        line: "before = slow;",
        from: "before",
        to: "fast",
        hangs: true,
        helper_patch: "inserted before line 16: head = head->next;",
    });
}

/// `linkAfter` no longer links (`if (tail != NULL) ;`): its first call, on an empty tail,
/// is right; the second is the first that goes wrong. `partition` tests the wrong list.
#[test]
fn a_helper_is_repaired_from_its_first_wrong_call() {
    replay(Fixture {
        program: "sll_partition",
        helper: "linkAfter",
        function: "partition",
        deleted: "tail->next = node;",
        left: ";",
        line: "if (lessTail != NULL) {",
        from: "lessTail",
        to: "equalHead",
        hangs: false,
        helper_patch: "line 15: { tail->next = node; }",
    });
}
