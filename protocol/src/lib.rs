//! repaird-protocol
