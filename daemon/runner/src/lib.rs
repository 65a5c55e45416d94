//! repaird-runner
