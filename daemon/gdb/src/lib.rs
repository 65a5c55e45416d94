//! repaird-gdb
pub mod mi;
