//! WOLVERINE (Verma & Roy): proof-guided repair over a debug trace, gradient localization
//! and the checkpoint DAG of a debug-localize-repair session.
//!
//! # Layout
//! - [`problem`]: repair inputs (trace, specs, locks, slots, candidate space) and outputs.
//! - `smt`, `holes`, `cmp_hole`, `operand_hole`, `encode`: the repair constraint of Algorithm 3 as SMT-LIB text;
//!   `bounds`: its closeness bounds as assumption literals.
//! - [`angelic`]: code from the program for an angelic insertion's values.
//! - [`pure_calls`]: calls of functions that write nothing, whose result is free once the
//!   repair changes their path.
//! - `recursion`: recursive calls whose following state is asserted, left free for it.
//! - `bitvec`: the encoding's integers lowered to 32-bit bit-vectors before they are sent.
//! - [`repair`]: one attempt's unsat-core-guided widening loop on a warm
//!   [`repaird_solvers::Session`]; `session`: a request's attempts in order, the next one
//!   beside the running one on a second process ([`RepairSession`]).
//! - [`refusals`]: attempts refused over some runs, answered again without a solver over more.
//! - [`checkpoint`]: the checkpoint tree of `spec`/`resume` and the solver scopes to pop/push.
//! - [`gradient`]: forward/backward gradient localization (Algorithm 4) and the lock/nondet
//!   restriction it hands to the repair.
//!
//! # Use (the debug-session glue)
//! ```ignore
//! // Trace of the session from the function's entry, recorded with gaps (interp::Options::record_gaps),
//! // specs from `spec` commands (trace position + asserted state), e.g. Checkpoints::specs_at(cp).
//! let mut p = RepairProblem::new(&program, "reverse", entry_state, &trace);
//! p.specs = specs; p.insertion_slots = 1; p.decisions = Decisions::All;
//! let l = gradient::localize_trace(&program, &trace, &p.specs, &Default::default()); // diagnostics
//! (p.locked, p.nondet) = gradient::restrict(&function_stmts, &l.ids(), p.insertion_slots);
//! let repair = repair_session.repair(&p).await?;            // warm session, own push/pop scope
//! let edits = repaird_cfront::rewrite::edits(&text, &program, &repair.changes)?;
//! ```
//! Which branch decisions count as specification is the glue's call ([`Decisions`]): the
//! paper's session treats `enter` during exploration as an intervention, and asserts the
//! control flow once the programmer has walked the loop and forced its exit.
//!
//! Invariant: no IO here; the solver is reached only through the session it is given.

pub mod angelic;
mod bitvec;
mod bounds;
pub mod checkpoint;
mod cmp_hole;
mod encode;
mod familiar;
pub mod gradient;
mod holes;
mod operand_hole;
pub mod placement;
pub mod problem;
pub mod pure_calls;
mod recursion;
pub mod refusals;
pub mod repair;
mod session;
mod smt;
mod value_sets;

pub use problem::{
    CandidateSpace, Decisions, ExpectedOutput, Insertion, OutputSpec, Repair, RepairError,
    RepairProblem, SpecPoint, TraceRun,
};
pub use refusals::Refusals;
pub use repair::{AttemptShape, SearchCheck, SearchStep};
pub use session::{FirstRepair, RepairSession, BESIDE_AFTER};
