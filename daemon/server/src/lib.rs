//! repaird: the daemon. The only crate that knows LSP and JSON-RPC.
//!
//! Layout:
//! - [`cli`]: command line (`--stdio`, `--listen`, `doctor`), logging setup, runtime.
//! - `daemon`: state shared by every connection (config, start time, connection counts).
//! - `session`: per-connection state (documents, negotiated position encoding).
//! - `dispatch`: the one place that routes a method name to its handler; unknown requests
//!   answer MethodNotFound.
//! - `analysis/`: background localization and repair jobs per document, their findings,
//!   and the conversions of driver results to diagnostics, code actions and `repair/*` results.
//! - `handlers/`: one file per LSP method or `repair/*` method. Adding a `repair/*` method is
//!   one new file there plus one line in `dispatch` (and its types/doc in repaird-protocol).
//! - `documents/`: the open-document store; incremental edits applied in order, UTF-16/UTF-8.
//! - `transport/`: framing with size limits, the TCP auth gate, stdio and TCP servers.
//! - `confinement`: which paths a client may make the daemon work on (roots, folders,
//!   proven open documents); `..` and symlinks resolved before the check.
//! - `from_proto` / `to_proto`: conversions at the LSP edge.
//! - `test_hooks` (debug builds, `REPAIRD_TEST_HOOKS=1` only): a deliberate panic for the
//!   reliability tests.
//! - `doctor/`: `repaird doctor`, one check per external tool.
//!
//! Architecture invariant: stdout carries only protocol frames in `--stdio` mode; every log
//! line goes to stderr or `--log-file`.

mod analysis;
pub mod cli;
mod confinement;
mod daemon;
mod dispatch;
mod doctor;
mod documents;
mod from_proto;
mod handlers;
mod logging;
mod session;
mod solver_profiles;
mod solvers_cli;
#[cfg(debug_assertions)]
mod test_hooks;
mod to_proto;
mod transport;

pub use daemon::DaemonState;
#[doc(hidden)]
pub use transport::fuzzing;
