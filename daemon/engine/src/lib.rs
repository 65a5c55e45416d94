//! repaird-engine: localization and repair algorithms over plain data. No IO of its own; solvers
//! are reached only through `repaird-solvers` sessions.

pub mod delta;
pub mod heap;
pub mod interp;
pub mod localize;
pub mod synth;
pub mod wolverine;
