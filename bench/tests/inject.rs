//! The injector's contract: reproducible from its seed, and every mutant is the
//! reference plus exactly the edits its manifest claims, inside the function(s) under
//! test, and fails at least one test (checked here independently of the injector).

use repaird_bench::corpus::{default_corpus_dir, load_corpus, Program};
use repaird_bench::csyntax;
use repaird_bench::edits::{self, Edit};
use repaird_bench::exec::{self, CompileOutcome, Exit};
use repaird_bench::inject::{
    inject_corpus, BugClass, InjectConfig, Manifest, MutantRecord, CLASSES,
};
use repaird_bench::suite::TestSuite;
use std::path::Path;
use std::time::Duration;

fn config(seed: u64) -> InjectConfig {
    InjectConfig {
        seed,
        per_class: 1,
        test_deadline: Duration::from_millis(300),
        ..InjectConfig::default()
    }
}

fn programs(names: &[&str]) -> Vec<Program> {
    let all = load_corpus(&default_corpus_dir()).unwrap();
    if names.is_empty() {
        return all;
    }
    all.into_iter()
        .filter(|p| names.contains(&p.name()))
        .collect()
}

fn read_tree(root: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path.strip_prefix(root).unwrap().display().to_string();
                files.push((rel, std::fs::read(&path).unwrap()));
            }
        }
    }
    files.sort();
    files
}

#[test]
fn same_seed_same_mutants_other_seed_other_mutants() {
    let subset = programs(&[
        "sll_reverse",
        "dll_delete_node",
        "rb_rotate_left",
        "sll_quicksort",
    ]);
    let (a, b, c) = (
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
    );
    let first = inject_corpus(&subset, &config(7), a.path()).unwrap();
    let second = inject_corpus(&subset, &config(7), b.path()).unwrap();
    assert_eq!(first, second);
    assert_eq!(read_tree(a.path()), read_tree(b.path()));
    assert_eq!(first.mutants.len(), subset.len() * CLASSES.len());
    let other = inject_corpus(&subset, &config(8), c.path()).unwrap();
    assert_ne!(
        first.mutants.iter().map(|m| m.seed).collect::<Vec<_>>(),
        other.mutants.iter().map(|m| m.seed).collect::<Vec<_>>()
    );
}

/// Rebuilds the mutant from the reference and the manifest alone.
fn claimed_edits(reference: &str, record: &MutantRecord) -> Vec<Edit> {
    let mut edits = Vec::new();
    for m in &record.mutations {
        let at = edits::offset_of(reference, m.line, m.column).expect("mutation position");
        edits.push(Edit {
            range: at..at + m.original.len(),
            original: m.original.clone(),
            replacement: m.replacement.clone(),
        });
    }
    for d in &record.deletions {
        let at = edits::offset_of(reference, d.removed_line, d.removed_column).unwrap();
        let stmt = edits::offset_of(reference, d.line, d.column).unwrap();
        assert_eq!(&reference[stmt..stmt + d.statement.len()], d.statement);
        assert!(stmt >= at && stmt + d.statement.len() <= at + d.removed.len());
        edits.push(Edit {
            range: at..at + d.removed.len(),
            original: d.removed.clone(),
            replacement: d.replacement.clone(),
        });
    }
    edits
}

fn check_mutant(program: &Program, out: &Path, record: &MutantRecord) -> Result<(), String> {
    let class = record.class;
    if record.mutations.len() != class.mutations || record.deletions.len() != class.deletions {
        return Err(format!("{}: edits do not match class {class}", record.id));
    }
    let mutant = std::fs::read_to_string(out.join(&record.source_file)).unwrap();
    let rebuilt = edits::apply(&program.source, &claimed_edits(&program.source, record))
        .map_err(|e| format!("{}: manifest does not apply: {e}", record.id))?;
    if rebuilt != mutant {
        return Err(format!(
            "{}: mutant differs from reference + claimed edits",
            record.id
        ));
    }
    for m in &record.mutations {
        let at = edits::offset_of(&mutant, m.mutant_line, m.mutant_column).unwrap();
        if !mutant[at..].starts_with(&m.replacement) {
            return Err(format!("{}: mutant position of {m:?} is wrong", record.id));
        }
    }
    let spans: Vec<_> = program
        .meta
        .functions
        .iter()
        .map(|f| csyntax::function_span(&program.source, f).unwrap().unwrap())
        .collect();
    let inside = |line, column| {
        let at = edits::offset_of(&program.source, line, column).unwrap();
        spans.iter().any(|s| s.contains(&at))
    };
    if !record.mutations.iter().all(|m| inside(m.line, m.column))
        || !record.deletions.iter().all(|d| inside(d.line, d.column))
    {
        return Err(format!(
            "{}: an edit lies outside the function under test",
            record.id
        ));
    }
    // Independently: the mutant compiles and fails exactly the recorded tests.
    let dir = out.join(&record.dir);
    let suite = TestSuite::load(&dir.join("repair.toml")).unwrap();
    let exe = dir.join("mutant.bin");
    let compiled = exec::compile(
        &out.join(&record.source_file),
        &exe,
        exec::MUTANT_FLAGS,
        &[],
    );
    if compiled.unwrap() != CompileOutcome::Ok {
        return Err(format!("{}: does not compile", record.id));
    }
    let mut failing = Vec::new();
    for test in &suite.tests {
        let run = exec::run_test(&exe, test, Duration::from_millis(300)).unwrap();
        if !run.passes(test) {
            failing.push(test.name.clone());
            if run.exit == Exit::TimedOut && !record.timed_out_tests.contains(&test.name) {
                return Err(format!(
                    "{}: unrecorded time-out in {}",
                    record.id, test.name
                ));
            }
        }
    }
    if failing.is_empty() || failing != record.failing_tests {
        return Err(format!(
            "{}: fails {failing:?}, manifest says {:?}",
            record.id, record.failing_tests
        ));
    }
    Ok(())
}

/// The whole corpus, for the two extreme classes (all four are covered above); the
/// test stays short because looping mutants each cost a deadline.
#[test]
fn every_mutant_is_the_claimed_edits_and_fails_a_test() {
    let corpus = programs(&[]);
    let out = tempfile::tempdir().unwrap();
    let classes = vec![BugClass::new(1, 0), BugClass::new(2, 1)];
    let config = InjectConfig {
        classes: classes.clone(),
        ..config(1)
    };
    let manifest = inject_corpus(&corpus, &config, out.path()).unwrap();
    let written: Manifest =
        serde_json::from_str(&std::fs::read_to_string(out.path().join("manifest.json")).unwrap())
            .unwrap();
    assert_eq!(written, manifest);
    let mut failures = Vec::new();
    for record in &manifest.mutants {
        let program = corpus.iter().find(|p| p.name() == record.program).unwrap();
        if let Err(e) = check_mutant(program, out.path(), record) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every program yields a mutant of every class.
    assert_eq!(manifest.mutants.len(), corpus.len() * classes.len());
}
