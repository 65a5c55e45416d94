//! The one error type of this crate: every failure is a value, never a panic.

use std::time::Duration;

use crate::compile::CompileError;
use crate::stop::StopLocation;

#[derive(Debug, thiserror::Error)]
pub enum GdbError {
    /// A command or an execution did not finish within its budget. For executions, the
    /// inferior was interrupted (or killed, if it would not stop) before this was returned;
    /// `interrupted_at` is where it stopped when the interrupt took.
    #[error("{what} did not finish within {after:?}")]
    Timeout {
        what: String,
        after: Duration,
        interrupted_at: Option<Box<StopLocation>>,
    },
    /// gdb exited or was killed; this session is unusable, start a new one.
    #[error("gdb died: {detail}")]
    GdbDied { detail: String },
    /// gdb answered `^error`.
    #[error("gdb refused `{command}`: {message}")]
    Mi { command: String, message: String },
    #[error(transparent)]
    Compile(#[from] CompileError),
    #[error("{context}: {source}")]
    Io {
        context: String,
        #[source]
        source: std::io::Error,
    },
    /// The request needs a live, stopped inferior and there is none.
    #[error("the program is not running")]
    NotRunning,
    /// The request itself is malformed (unknown node name, bad statement, ..).
    #[error("{0}")]
    InvalidRequest(String),
    /// gdb answered something this crate does not understand.
    #[error("unexpected answer from gdb to `{command}`: {detail}")]
    Protocol { command: String, detail: String },
}

impl GdbError {
    pub(crate) fn io(context: impl Into<String>, source: std::io::Error) -> Self {
        GdbError::Io {
            context: context.into(),
            source,
        }
    }

    pub(crate) fn protocol(command: &str, detail: impl Into<String>) -> Self {
        GdbError::Protocol {
            command: command.to_string(),
            detail: detail.into(),
        }
    }
}
