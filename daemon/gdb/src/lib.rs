//! repaird-gdb: real executions of C programs under gdb, observed as memory graphs and
//! steered. Knows nothing of LSP or the C front end: locations are file/line, expressions
//! and statements are C strings.
//!
//! Layout:
//! - `mi`: GDB/MI records and a pure line parser (no IO).
//! - `driver`: the gdb process; token -> reply matching, ordered async records, death as errors.
//! - `pty`: the program's own terminal, captured with a bound.
//! - `compile`: `gcc -g -O0` into a scratch directory; `build_cache`: a binary built before
//!   from the same text, command and headers is handed out again.
//! - `session` (+ `execution`, `observe`, `change`, `steer`, `checkpoint`): `GdbSession`.
//! - `graph`: `MemoryGraph`, heap nodes named n1.. in allocation order.
//! - `python`: the helper gdb loads for allocation tracking and graph walks.
//! - `native`: C helpers compiled once per process: `confine` (the program's limits) and
//!   `xstate` (a preload that lets gdb write registers on machines with a large XSAVE area).

mod build_cache;
mod change;
mod checkpoint;
pub mod compile;
mod confine;
mod driver;
mod error;
mod execution;
pub mod graph;
pub mod mi;
mod native;
mod observe;
mod pty;
mod python;
mod session;
mod steer;
mod stop;
mod xstate;

pub use change::{ChangeOutcome, ChangeValue};
pub use checkpoint::CheckpointInfo;
pub use compile::{compile, Binary, CompileError, CompileOptions};
pub use error::GdbError;
pub use execution::{BreakpointId, Location, RunOptions};
pub use graph::{GraphOptions, MemoryGraph};
pub use pty::InferiorOutput;
pub use session::{CheckpointId, GdbSession, LaunchOptions};
pub use steer::{Branch, BranchOutcome};
pub use stop::{StopLocation, StopReason};
