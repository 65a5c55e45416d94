//! The one error type of the crate: every failure names the command it happened in.

use std::path::PathBuf;
use std::time::Duration;

/// What went wrong while talking to a solver.
///
/// After `Timeout`, `Crashed` and `Protocol` the session has already been given a
/// fresh process with its assertion stack replayed, so the caller may keep using it.
#[derive(Debug, thiserror::Error)]
pub enum SolverError {
    /// The per-call deadline expired; the process was killed.
    #[error(
        "solver `{solver}` did not answer `{command}` within {after:?} (killed and restarted)"
    )]
    Timeout {
        solver: String,
        command: String,
        after: Duration,
    },
    /// The process died (or closed its output) while a command was pending.
    #[error("solver `{solver}` crashed during `{command}`: {detail}")]
    Crashed {
        solver: String,
        command: String,
        detail: String,
    },
    /// The solver answered `(error ...)`, or answered something unreadable or unexpected.
    #[error("solver answered `{command}` with an error: {message}")]
    Protocol { command: String, message: String },
    /// The profile does not declare the capability the call needs.
    #[error("solver `{solver}` does not support {feature}")]
    Unsupported { solver: String, feature: String },
    /// The solver could not decide a query whose answer the caller needs.
    #[error("solver `{solver}` answered unknown to `{command}`: {reason}")]
    Unknown {
        solver: String,
        command: String,
        reason: String,
    },
    /// The solver program could not be started.
    #[error("cannot start solver `{solver}` (`{program}`): {source}")]
    Spawn {
        solver: String,
        program: String,
        #[source]
        source: std::io::Error,
    },
    /// A profile file is missing, unreadable or malformed.
    #[error("solver profile {path}: {message}")]
    Profile { path: PathBuf, message: String },
    /// The caller asked for something the session state forbids (e.g. popping below the base).
    #[error("invalid request `{command}`: {message}")]
    Invalid { command: String, message: String },
    /// No pooled session became free in time.
    #[error("all {size} `{solver}` sessions stayed busy for {waited:?}")]
    PoolExhausted {
        solver: String,
        size: usize,
        waited: Duration,
    },
    /// A transcript file could not be written or read.
    #[error("transcript {path}: {source}")]
    Transcript {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}
