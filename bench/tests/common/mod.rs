//! What the runner tests share.
// Each test binary uses its own part of it.
#![allow(dead_code)]

use std::future::Future;
use std::time::Duration;

use repaird_bench::corpus::{default_corpus_dir, load_corpus, Program};
use repaird_bench::csyntax::SiteKind;
use repaird_bench::inject::{
    test_mutant, BugClass, DeletionRecord, MutantRecord, MutantVerdict, MutationRecord,
};

use repaird_bench::runners::case::MutantCase;
use repaird_bench::runners::record::CaseRecord;
use repaird_bench::runners::wolverine::{run_variant, Variant};

/// The corpus program `name`.
pub fn corpus_program(name: &str) -> Program {
    load_corpus(&default_corpus_dir())
        .expect("the corpus loads")
        .into_iter()
        .find(|p| p.name() == name)
        .unwrap_or_else(|| panic!("{name} is in the corpus"))
}

/// Runs the debug-repair case on z3 (two minutes at most); its record and the directory its
/// scripts were written to.
pub async fn repair_case(case: &MutantCase<'_>) -> (CaseRecord, tempfile::TempDir) {
    let run_dir = tempfile::tempdir().unwrap();
    let outcome = run_variant(
        case,
        "z3",
        Duration::from_secs(120),
        run_dir.path(),
        Variant::Default,
        None,
    )
    .await;
    (outcome, run_dir)
}

/// Writes the ⟨1,1⟩ mutant and runs its debug-repair case on z3 ([`repair_case`]): its
/// record.
pub async fn repair_one_one(mutant: &OneOne) -> CaseRecord {
    let program = &corpus_program(mutant.program);
    repair_written(program, |dir| one_one_mutant(program, mutant, dir)).await
}

/// Writes the ⟨1,0⟩ mutant ([`one_zero_mutant`]) and runs its debug-repair case on z3
/// ([`repair_case`]): its record.
pub async fn repair_one_zero(program: &str, line: &str, from: &str, to: &str) -> CaseRecord {
    let program = &corpus_program(program);
    repair_written(program, |dir| one_zero_mutant(program, line, from, to, dir)).await
}

/// Runs the debug-repair case of the mutant `write` puts in a fresh directory.
async fn repair_written(
    program: &Program,
    write: impl FnOnce(&std::path::Path) -> MutantRecord,
) -> CaseRecord {
    let dir = tempfile::tempdir().unwrap();
    let record = write(dir.path());
    let case = MutantCase::load(program, record, dir.path()).expect("the case loads");
    repair_case(&case).await.0
}

/// Runs `check` on a worker with room for the debug build's deep futures (a session inside a
/// case inside a runner overflowed the default 2 MiB stack).
pub fn on_big_stack<F>(check: F)
where
    F: Future<Output = ()> + Send + 'static,
{
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_stack_size(16 << 20)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime
        .block_on(async move { tokio::spawn(check).await })
        .expect("the check completes");
}

/// A ⟨1,1⟩ mutant of a corpus program: one statement deleted, one variable replaced.
pub struct OneOne {
    pub program: &'static str,
    /// The function the statement is deleted from (the first line naming it starts the
    /// search), the statement, and what is left in its place.
    pub deleted_in: &'static str,
    pub deleted: &'static str,
    pub left: &'static str,
    /// The line holding `line`, where the variable `from` becomes `to`.
    pub line: &'static str,
    pub from: &'static str,
    pub to: &'static str,
    /// Whether some test times out.
    pub hangs: bool,
}

/// 1-based line of the first occurrence of `needle` in `text` at or after line `from`.
pub fn line_of(text: &str, needle: &str, from: usize) -> usize {
    text.lines()
        .enumerate()
        .skip(from - 1)
        .find(|(_, l)| l.contains(needle))
        .map(|(i, _)| i + 1)
        .unwrap_or_else(|| panic!("`{needle}` is in the program"))
}

/// The ⟨1,1⟩ mutant `f` of `program`, written under `dir` as `inject` would, with its record.
pub fn one_one_mutant(program: &Program, f: &OneOne, dir: &std::path::Path) -> MutantRecord {
    let reference = &program.source;
    let function_start = line_of(reference, &format!("{}(", f.deleted_in), 1);
    let deleted = line_of(reference, f.deleted, function_start);
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
    let column = |line: usize, needle: &str| original(line).find(needle).unwrap() + 1;
    // A deleted line shifts the lines after it.
    let shift = usize::from(f.left.is_empty() && deleted < mutated);
    let deletion = DeletionRecord {
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
    };
    let mutation = mutation_record(reference, mutated, shift, f.from, f.to);
    let class = BugClass::new(1, 1);
    write_mutant(
        program,
        &text,
        class,
        vec![mutation],
        vec![deletion],
        f.hangs,
        dir,
    )
}

/// The ⟨1,0⟩ mutant of `program` where the first line holding `line` has its first `from`
/// replaced by `to`, written under `dir` as `inject` would, with its record.
pub fn one_zero_mutant(
    program: &Program,
    line: &str,
    from: &str,
    to: &str,
    dir: &std::path::Path,
) -> MutantRecord {
    let reference = &program.source;
    let mutated = line_of(reference, line, 1);
    let text: String = reference
        .lines()
        .enumerate()
        .map(|(i, l)| match i + 1 {
            n if n == mutated => l.replacen(from, to, 1) + "\n",
            _ => format!("{l}\n"),
        })
        .collect();
    let mutation = mutation_record(reference, mutated, 0, from, to);
    let class = BugClass::new(1, 0);
    write_mutant(program, &text, class, vec![mutation], vec![], false, dir)
}

/// `from` replaced by `to` at its first place on `line` of `reference`; the mutant's line is
/// `shift` lines earlier.
pub fn mutation_record(
    reference: &str,
    line: usize,
    shift: usize,
    from: &str,
    to: &str,
) -> MutationRecord {
    let column = reference.lines().nth(line - 1).unwrap().find(from).unwrap() + 1;
    MutationRecord {
        kind: SiteKind::Variable,
        line,
        column,
        original: from.into(),
        replacement: to.into(),
        mutant_line: line - shift,
        mutant_column: column,
    }
}

/// Tests the mutant `text` (it must fail some test, and time out in one exactly when `hangs`)
/// and writes it under `dir` with its record.
fn write_mutant(
    program: &Program,
    text: &str,
    class: BugClass,
    mutations: Vec<MutationRecord>,
    deletions: Vec<DeletionRecord>,
    hangs: bool,
    dir: &std::path::Path,
) -> MutantRecord {
    // The reference finishes in milliseconds: half a second tells a hang.
    let MutantVerdict::Distinguished(verdict) =
        test_mutant(program, text, Duration::from_millis(500)).expect("the mutant is tested")
    else {
        panic!("the mutant fails some test");
    };
    assert_eq!(
        !verdict.timed_out.is_empty(),
        hangs,
        "{:?}",
        verdict.timed_out
    );
    let id = format!(
        "{}/c{}_{}/00",
        program.name(),
        mutations.len(),
        deletions.len()
    );
    let file = format!("{id}/{}", program.source_file_name());
    std::fs::create_dir_all(dir.join(&id)).unwrap();
    std::fs::write(dir.join(&file), text).unwrap();
    MutantRecord {
        id: id.clone(),
        dir: id,
        program: program.name().into(),
        class,
        seed: 0,
        source_file: file,
        mutations,
        deletions,
        failing_tests: verdict.failing,
        timed_out_tests: verdict.timed_out,
        crashed_tests: verdict.crashed,
    }
}
