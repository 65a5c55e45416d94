//! repaird-driver: the pipelines that run the engines against real executions.
//!
//! It joins the IO crates (runner: builds and tests; gdb: steered executions; solvers: SMT
//! sessions; cfront: IR and rewrites) with the pure algorithms of `repaird-engine`, and returns
//! plain results (ranked suspicious statements, validated patches, debug-session states) that the
//! server converts to LSP. Invariant: no LSP or JSON-RPC types here.
//!
//! # Layout
//! - [`localize`](mod@localize): tests → coverage spectra → Ochiai/Tarantula [`Suspect`]s mapped to IR statements.
//! - [`repair`](mod@repair): the test-driven repair pipeline ([`repair::repair`]): Nopol first, GenProg as
//!   the fallback, every patch validated against all tests, ranked and deduplicated.
//! - [`nopol`]: angelic fix localization under gdb + condition synthesis.
//! - [`trace_repair`]: WOLVERINE's proof-guided repair over the tests' traces, their expected
//!   outputs as specification.
//! - [`genprog`]: seeded genetic search over statement edits, ddmin-minimized.
//! - [`probe`] / [`probe_run`]: the instrumented build gdb steers and observes, and its runs.
//! - [`subject`]: the parsed program and its repair sites; [`patch`]: patches as plain data;
//!   [`validation`]: a pool of validators with a memo; [`judge`]: judging gdb runs;
//!   [`assigned`]: definite assignment, so synthesis never reads an uninitialized local.

pub mod assigned;
pub mod debug;
pub mod error;
pub mod formula;
pub mod genprog;
pub mod judge;
pub mod localize;
pub mod nopol;
pub mod patch;
pub mod probe;
pub mod probe_run;
pub mod repair;
pub mod subject;
pub mod trace_repair;
pub mod validation;

pub use error::DriverError;
pub use localize::{localize, Localization, Suspect, Technique};
pub use patch::{Engine, Patch};
pub use repair::{repair, Progress, ProgressFn, RepairOptions, RepairOutcome, Stage, Tried};
