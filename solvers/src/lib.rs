//! repaird-solvers: the only place that talks to SMT solver processes. Engines
//! speak SMT-LIB2 text to a [`Session`] and never learn which solver answers.
//!
//! # Layout
//! - `profile`: backends as data (`configs/solvers/*.toml`, embedded built-ins).
//! - `process`: one child process, one command one answer, deadline, kill.
//! - `sexp`, `value`: reading answers; normalizing values across solvers.
//! - `session`: warm incremental session with a replayable assertion stack.
//! - `transcript`, `replay`: recording sessions and replaying them on any backend.
//! - `maxsat`: MaxSMT and minimal correction sets on every backend.
//! - `pool`, `portfolio`: concurrent requests; racing backends.
//! - `probe`: the `repaird doctor` health check.
//!
//! Invariant: every child process has a deadline on every call and dies with its
//! owner (`kill_on_drop`, own process group).

mod error;
mod maxsat;
mod pool;
mod portfolio;
mod probe;
mod process;
mod profile;
mod replay;
mod session;
pub mod sexp;
mod transcript;
mod value;

pub use error::SolverError;
pub use maxsat::{enumerate_mcs, max_sat, max_sat_core_guided, MaxSatAnswer, Soft};
pub use pool::{Pool, PooledSession};
pub use portfolio::{Outcome, Portfolio, PortfolioAnswer};
pub use probe::{probe, ProbeReport};
pub use profile::{Capabilities, Profile};
pub use replay::{replay, Difference, ReplayReport, Timing};
pub use session::{SatResult, Session, BATCH};
pub use sexp::Sexp;
pub use value::Value;
