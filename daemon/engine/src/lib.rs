//! repaird-engine
