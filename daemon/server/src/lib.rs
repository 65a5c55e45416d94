//! repaird
