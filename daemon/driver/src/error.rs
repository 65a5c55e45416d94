//! The driver's errors: what stops a pipeline before it can report anything useful.
//! A program that merely cannot be repaired is not an error (see `RepairOutcome`).

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum DriverError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error(transparent)]
    Spec(#[from] repaird_runner::SpecError),
    #[error("the program does not build: {0}")]
    Build(#[from] repaird_runner::BuildFailure),
    #[error("the C front end cannot model {path}: {message}")]
    Parse { path: PathBuf, message: String },
    #[error(transparent)]
    Coverage(#[from] repaird_runner::CoverageError),
    #[error("the program has no tests")]
    NoTests,
    #[error("scratch space: {0}")]
    Io(#[from] std::io::Error),
}
