//! repaird-solvers
