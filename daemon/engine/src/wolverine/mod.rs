//! WOLVERINE (Verma & Roy): proof-guided repair over a debug trace, gradient localization
//! and the checkpoint DAG of a debug-localize-repair session.
//!
//! # Layout
//! - [`problem`]: repair inputs (trace, specs, locks, slots, candidate space) and outputs.
//! - `smt`, `holes`, `encode`: the repair constraint of Algorithm 3 as SMT-LIB text.
//! - [`repair`]: the unsat-core-guided widening loop on a warm [`repaird_solvers::Session`].
//! - [`checkpoint`]: the checkpoint tree of `spec`/`resume` and the solver scopes to pop/push.
//! - [`gradient`]: forward/backward gradient localization (Algorithm 4) and the lock/nondet
//!   restriction it hands to the repair.
//!
//! Invariant: no IO here; the solver is reached only through the session it is given.

pub mod checkpoint;
mod encode;
pub mod gradient;
mod holes;
pub mod problem;
pub mod repair;
mod smt;

pub use problem::{
    CandidateSpace, Decisions, Insertion, Repair, RepairError, RepairProblem, SpecPoint,
};
pub use repair::RepairSession;
