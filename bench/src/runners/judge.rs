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
    let mut failed = Vec::new();
    for test in &suite.tests {
        let passed = run_test(&exe, test, TEST_DEADLINE)
            .map(|run| run.passes(test))
            .unwrap_or(false);
        if !passed {
            failed.push(test.name.clone());
        }
    }
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
