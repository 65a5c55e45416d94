//! The interactive debug-localize-repair session (WOLVERINE, Verma & Roy).
//!
//! A [`DebugSession`] runs one C program under gdb and keeps, next to the real execution, what
//! the programmer has said about it: forced loop outcomes (`enter`/`leave`), corrected states
//! (`change`) and asserted states (`spec`, each one a checkpoint). `repair` replays that record
//! on the IR interpreter over the (patched) program, asks the engine's proof-guided repair for
//! a patch, and from then on steps the original binary as if the patched program had run all
//! along (hot patching). `resume N` hops between checkpoints.
//!
//! # Layout
//! - [`command`]: the command language (a closed enum, typed parse errors).
//! - `session`: `DebugSession` and the commands (Algorithm 1); `breakpoints`: breakpoints
//!   and `continue`; `hotpatch`: Algorithm 2;
//!   `repair`: repair and rewrite (`angelic`, `replayed_edits`: the searches after the
//!   statement shapes; `simplify`: a dead store the found repair leaves, dropped); `record`:
//!   the record and its replay on the interpreter;
//!   `frames`: which call a stop is in; `checkpoints`: the checkpoint DAG.
//! - `patch`: original vs patched text, the line correspondence and the hot-patching plan.
//! - `structure`: loop/if heads and successor lines from the IR; `symstate`: graph -> state.
//! - [`render`]: text, DOT and SVG pictures of a memory graph.
//! - [`reply`]: what each command answers (plain serde data).

mod angelic;
mod breakpoints;
mod checkpoints;
pub mod command;
mod error;
mod frames;
mod hotpatch;
mod localize;
mod moves;
mod options;
mod patch;
mod record;
pub mod render;
mod repair;
mod replayed_edits;
pub mod reply;
mod runs;
mod runs_on_demand;
mod session;
mod simplify;
mod structure;
mod symstate;

pub use checkpoints::{CheckpointDag, Hop};
pub use command::{Command, RunStdin, COMMAND_NAMES};
pub use error::{DebugError, ErrorKind, Failed};
pub use options::{DebugOptions, StartRequest};
pub use patch::PatchState;
/// Where repairs keep the attempts a solver refused ([`DebugOptions::refusals`]).
pub use repaird_engine::wolverine::Refusals;
/// The memory graph types replies carry.
pub use repaird_gdb::graph;
pub use reply::{PatchReport, RepairStats, Reply, Stop, Suspicious, TextEdit};
pub use session::DebugSession;
