//! repaird-config
