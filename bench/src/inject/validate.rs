//! Compiling a mutant and running the reference's tests against it.

use crate::corpus::Program;
use crate::exec::{self, CompileOutcome, ExecError, Exit};
use std::time::Duration;

/// Which tests told a mutant apart from the reference.
#[derive(Debug, Clone, Default)]
pub struct Distinguished {
    pub failing: Vec<String>,
    pub timed_out: Vec<String>,
    pub crashed: Vec<String>,
}

#[derive(Debug, Clone)]
pub enum MutantVerdict {
    DoesNotCompile,
    Undistinguished,
    /// Two runs of the same test disagreed.
    Unstable,
    Distinguished(Distinguished),
}

#[derive(Debug, thiserror::Error)]
pub enum ValidateError {
    #[error("cannot create a scratch directory: {0}")]
    Scratch(std::io::Error),
    #[error(transparent)]
    Exec(#[from] ExecError),
}

/// Compiles `source` as the program's file and runs every test against it.
pub fn test_mutant(
    program: &Program,
    source: &str,
    deadline: Duration,
) -> Result<MutantVerdict, ValidateError> {
    let scratch = tempfile::tempdir().map_err(ValidateError::Scratch)?;
    let file = scratch.path().join(program.source_file_name());
    std::fs::write(&file, source).map_err(ValidateError::Scratch)?;
    let exe = scratch.path().join("mutant");
    let outcome = exec::compile(&file, &exe, exec::MUTANT_FLAGS, program.suite.build_flags())?;
    if outcome != CompileOutcome::Ok {
        return Ok(MutantVerdict::DoesNotCompile);
    }
    let mut verdict = Distinguished::default();
    for test in &program.suite.tests {
        let run = exec::run_test(&exe, test, deadline)?;
        if run.exit != Exit::TimedOut {
            // A mutant that reads garbage (e.g. an uninitialised variable) may not
            // behave the same twice: such a mutant is no fixed target for a repair.
            let again = exec::run_test(&exe, test, deadline)?;
            if again.exit != run.exit || again.stdout != run.stdout {
                return Ok(MutantVerdict::Unstable);
            }
        }
        if run.passes(test) {
            continue;
        }
        verdict.failing.push(test.name.clone());
        match run.exit {
            Exit::TimedOut => verdict.timed_out.push(test.name.clone()),
            Exit::Signal(_) => verdict.crashed.push(test.name.clone()),
            Exit::Code(_) => {}
        }
    }
    Ok(if verdict.failing.is_empty() {
        MutantVerdict::Undistinguished
    } else {
        MutantVerdict::Distinguished(verdict)
    })
}

pub(super) enum ReferenceError {
    Fails(String),
    Other(String),
}

/// The reference must pass its own tests, or no mutant verdict means anything.
pub(super) fn check_reference(program: &Program, deadline: Duration) -> Result<(), ReferenceError> {
    match test_mutant(program, &program.source, deadline) {
        Ok(MutantVerdict::Undistinguished) => Ok(()),
        Ok(MutantVerdict::Distinguished(d)) => Err(ReferenceError::Fails(d.failing.join(", "))),
        Ok(MutantVerdict::Unstable) => Err(ReferenceError::Other(
            "the reference is not deterministic".into(),
        )),
        Ok(MutantVerdict::DoesNotCompile) => Err(ReferenceError::Other(
            "the reference does not compile".into(),
        )),
        Err(e) => Err(ReferenceError::Other(e.to_string())),
    }
}
