//! repaird-cfront
