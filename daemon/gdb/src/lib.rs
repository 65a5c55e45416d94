//! repaird-gdb
