//! repaird-runner: build a C program, run its tests safely, and compute
//! per-line coverage spectra for fault localization.
//!
//! It knows nothing of LSP, JSON-RPC or gdb; engines and the server call it.
//!
//! # Layout
//! - [`spec`]: a program's test description (`repair.toml`, `tests/*.in`,
//!   IntroClass) and [`TestSuite::discover`].
//! - [`build`]: compiling a source file or a candidate's text ([`Build`]).
//! - `sandbox`: one child process under a deadline, output cap, rlimits, its
//!   own process group and (as root) its own uid; scratch directories.
//! - [`suite_run`]: [`run_suite`] runs tests in parallel; `judge` turns a run
//!   into an [`Outcome`].
//! - [`validate`]: [`Validator`], the cheap path for checking many patches.
//! - [`coverage`]: per-test executed lines via gcov ([`coverage::collect`]).
//! - [`spectrum`]: Ochiai / Tarantula / DStar scores and worst-case ranks.
//!
//! Invariants: every child process has a deadline and its process group is
//! killed when its run ends (also on unwinding), and the process itself when
//! the runner dies outright (parent-death signal); scratch directories are
//! `TempDir`s removed on drop; a test's misbehaviour is an [`Outcome`] value,
//! never an `Err` or a panic.

pub mod build;
pub mod coverage;
mod judge;
pub mod outcome;
mod sandbox;
pub mod spec;
pub mod spectrum;
pub mod suite_run;
pub mod validate;

pub use build::{Build, BuildFailure, BuildOptions, Executable};
pub use coverage::{collect as collect_coverage, CoverageError, Spectra, TestSpectrum};
pub use outcome::{Check, Outcome, Stream};
pub use sandbox::{
    group_has_live_members, Identity, RunLimits, UidLease, SANDBOX_UID_BASE, SANDBOX_UID_COUNT,
};
pub use spec::{BuildSpec, Compare, Expectations, SpecError, SuiteOrigin, TestCase, TestSuite};
pub use spectrum::{rank, Formula, LineScore};
pub use suite_run::{run_suite, SuiteReport, TestResult};
pub use validate::Validator;
