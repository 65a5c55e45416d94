//! Errors of a debug session. Every one is a value the client sees; after `GdbDied` or a
//! timeout the session can be started again.

use repaird_engine::wolverine::RepairError;
use repaird_gdb::GdbError;

#[derive(Debug, thiserror::Error)]
pub enum DebugError {
    /// The command line is not a command (unknown name, missing or bad argument).
    #[error("{0}")]
    BadCommand(String),
    /// The command is valid but not here (no loop condition at this line, no checkpoint 7, ..).
    #[error("{0}")]
    NotApplicable(String),
    /// The program is not running: `start` it first (or again, after it exited).
    #[error("the program is not running; use `start`")]
    NotRunning,
    #[error("cannot read {path}: {message}")]
    Source { path: String, message: String },
    /// The C front end cannot model the program (or a patched version of it).
    #[error("the C front end cannot model {path}: {message}")]
    Model { path: String, message: String },
    #[error(transparent)]
    Gdb(#[from] GdbError),
    #[error("repair failed: {0}")]
    Repair(#[from] RepairError),
    /// The recorded session cannot be replayed on the IR (interpreter stopped early, ..).
    #[error("the specification cannot be used: {0}")]
    Spec(String),
    #[error("the patch cannot be written as C: {0}")]
    Rewrite(String),
}

/// Whose problem an error is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The command line itself is wrong.
    Usage,
    /// The command does not apply here, or the program cannot be used as given.
    Input,
    /// gdb, the solver or the engine failed.
    Failure,
}

impl DebugError {
    pub fn kind(&self) -> ErrorKind {
        match self {
            DebugError::BadCommand(_) => ErrorKind::Usage,
            DebugError::NotApplicable(_)
            | DebugError::NotRunning
            | DebugError::Source { .. }
            | DebugError::Model { .. }
            | DebugError::Spec(_)
            | DebugError::Rewrite(_)
            | DebugError::Gdb(GdbError::Compile(_) | GdbError::InvalidRequest(_)) => {
                ErrorKind::Input
            }
            DebugError::Gdb(_) | DebugError::Repair(_) => ErrorKind::Failure,
        }
    }

    /// True when gdb or the program is gone (gdb died, or a run timed out and the program
    /// would not stop on an interrupt, so it was killed): only `start` helps now.
    pub fn needs_restart(&self) -> bool {
        matches!(
            self,
            DebugError::Gdb(GdbError::GdbDied { .. } | GdbError::Timeout { .. })
                | DebugError::NotRunning
        )
    }
}

/// A command that failed, with what it said before it did: the stages a refused repair went
/// through (localization's suspects, the wider searches) explain its error.
#[derive(Debug, thiserror::Error)]
#[error("{error}")]
pub struct Failed {
    #[source]
    pub error: DebugError,
    pub messages: Vec<String>,
}

impl From<DebugError> for Failed {
    fn from(error: DebugError) -> Self {
        Failed {
            error,
            messages: Vec::new(),
        }
    }
}
