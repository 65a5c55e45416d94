//! Every corpus program is a valid benchmark: listed in the index, compiles with
//! `-Wall -Werror`, passes its own tests (at least three), and its function(s) under
//! test give the injector something to work with.

use repaird_bench::corpus::{default_corpus_dir, load_corpus, Program, SizeClass};
use repaird_bench::csyntax;
use repaird_bench::exec::{self, CompileOutcome};
use std::time::Duration;

fn corpus() -> Vec<Program> {
    load_corpus(&default_corpus_dir()).expect("the corpus loads")
}

#[test]
fn index_and_directories_agree() {
    let programs = corpus();
    let mut listed: Vec<String> = programs.iter().map(|p| p.name().to_string()).collect();
    let mut on_disk: Vec<String> = std::fs::read_dir(default_corpus_dir())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    listed.sort();
    on_disk.sort();
    assert_eq!(
        listed, on_disk,
        "every program directory is in corpus.toml and vice versa"
    );
    assert!(
        programs.len() >= 40,
        "corpus has {} programs",
        programs.len()
    );
    let small = programs
        .iter()
        .filter(|p| p.meta.size == SizeClass::Small)
        .count();
    let large = programs.len() - small;
    assert!(small >= 20 && large >= 20, "{small} small, {large} large");
}

#[test]
fn every_program_compiles_strictly_and_passes_its_tests() {
    let scratch = tempfile::tempdir().unwrap();
    let mut failures = Vec::new();
    for program in corpus() {
        let exe = scratch.path().join(program.name());
        let outcome = exec::compile(
            &program.source_path,
            &exe,
            exec::STRICT_FLAGS,
            program.suite.build_flags(),
        )
        .unwrap();
        if let CompileOutcome::Failed { stderr } = outcome {
            failures.push(format!("{}: does not compile: {stderr}", program.name()));
            continue;
        }
        if program.suite.tests.len() < 3 {
            failures.push(format!(
                "{}: only {} tests",
                program.name(),
                program.suite.tests.len()
            ));
        }
        for test in &program.suite.tests {
            let run = exec::run_test(&exe, test, Duration::from_secs(5)).unwrap();
            if !run.passes(test) {
                failures.push(format!(
                    "{}/{}: got {:?} {:?}, want {:?}",
                    program.name(),
                    test.name,
                    run.exit,
                    run.stdout,
                    test.stdout
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn functions_under_test_offer_mutation_and_deletion_sites() {
    let mut failures = Vec::new();
    for program in corpus() {
        match csyntax::analyse(&program.source, &program.meta.functions) {
            Ok(a) => {
                if a.replace_sites.len() < 2 || a.delete_sites.is_empty() {
                    failures.push(format!(
                        "{}: {} replace sites, {} delete sites",
                        program.name(),
                        a.replace_sites.len(),
                        a.delete_sites.len()
                    ));
                }
                let in_range = match program.meta.size {
                    SizeClass::Small => (5..=25).contains(&a.statements),
                    SizeClass::Large => a.statements >= 16,
                };
                if !in_range {
                    failures.push(format!(
                        "{}: {} statements for a {:?} program",
                        program.name(),
                        a.statements,
                        program.meta.size
                    ));
                }
            }
            Err(e) => failures.push(format!("{}: {e}", program.name())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
