//! Judging a patch: compile the patched text and run every test of the reference.

use std::path::Path;
use std::time::Duration;

use crate::exec::{compile, run_test, CompileOutcome, MUTANT_FLAGS};
use crate::suite::TestSuite;

/// How long one test of a patched program may run.
pub const TEST_DEADLINE: Duration = Duration::from_secs(2);

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    PassesAll,
    /// Names of the tests it fails.
    Fails(Vec<String>),
    DoesNotCompile,
}

/// Writes `text` as `file_name` in a scratch directory, compiles it and runs `suite`.
pub fn judge(text: &str, file_name: &str, suite: &TestSuite) -> std::io::Result<Verdict> {
    let dir = tempfile::tempdir()?;
    let source = dir.path().join(file_name);
    std::fs::write(&source, text)?;
    let exe = dir.path().join("patched");
    match compile(&source, &exe, MUTANT_FLAGS, suite.build_flags())
        .map_err(std::io::Error::other)?
    {
        CompileOutcome::Ok => {}
        CompileOutcome::Failed { .. } => return Ok(Verdict::DoesNotCompile),
    }
    // All at once, as a test runner would: a wrong patch that loops in several tests costs
    // one deadline, not one per test (three looping tests of a sll_insertion_sort patch took
    // 6 of the 30 s a case may take).
    let passed: Vec<bool> = std::thread::scope(|scope| {
        let runs: Vec<_> = suite
            .tests
            .iter()
            .map(|test| {
                let exe = &exe;
                scope.spawn(move || {
                    run_test(exe, test, TEST_DEADLINE)
                        .map(|run| run.passes(test))
                        .unwrap_or(false)
                })
            })
            .collect();
        runs.into_iter()
            .map(|run| run.join().unwrap_or(false))
            .collect()
    });
    let failed: Vec<String> = suite
        .tests
        .iter()
        .zip(passed)
        .filter(|(_, passed)| !passed)
        .map(|(test, _)| test.name.clone())
        .collect();
    Ok(if failed.is_empty() {
        Verdict::PassesAll
    } else {
        Verdict::Fails(failed)
    })
}

/// `judge` on the file at `path` as it is.
pub fn judge_file(path: &Path, suite: &TestSuite) -> std::io::Result<Verdict> {
    let text = std::fs::read_to_string(path)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "program.c".into());
    judge(&text, &name, suite)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::{default_corpus_dir, load_corpus};

    /// With the tests run side by side, the verdict still names the failed ones in the
    /// suite's order, each once; the reference itself passes. (How long judging takes is the
    /// benchmark's to show, not this test's.)
    #[test]
    fn a_patch_that_loops_fails_every_test_in_the_suites_order() {
        let program = load_corpus(&default_corpus_dir())
            .unwrap()
            .into_iter()
            .find(|p| p.name() == "sll_insertion_sort")
            .unwrap();
        let name = program.source_file_name();
        assert_eq!(
            judge(&program.source, &name, &program.suite).unwrap(),
            Verdict::PassesAll
        );
        let looping = program.source.replacen(
            "int main(int argc, char **argv)\n{",
            "int main(int argc, char **argv)\n{\n    for (volatile int spin = 1; spin;) {}",
            1,
        );
        assert_ne!(looping, program.source);
        let all: Vec<String> = program.suite.tests.iter().map(|t| t.name.clone()).collect();
        assert!(all.len() > 2);
        assert_eq!(
            judge(&looping, &name, &program.suite).unwrap(),
            Verdict::Fails(all)
        );
    }
}
