//! The Python helper gdb loads: allocation-order naming and one-round-trip graph walks.
//!
//! Why Python inside gdb: naming heap blocks in allocation order needs the return value of
//! every `malloc`, and a Python breakpoint that records it and returns "don't stop" costs no
//! MI round trip and never interrupts a `next` in progress. The graph walk likewise reads
//! typed values (`gdb.Value`) instead of re-parsing printed C values.

use std::path::{Path, PathBuf};

use crate::GdbError;

const SCRIPT: &str = include_str!("repaird_gdb.py");

/// Writes the helper into `dir` and returns its path, for gdb's `source`.
pub(crate) fn write_helper(dir: &Path) -> Result<PathBuf, GdbError> {
    let path = dir.join("repaird_gdb.py");
    std::fs::write(&path, SCRIPT)
        .map_err(|e| GdbError::io(format!("writing {}", path.display()), e))?;
    Ok(path)
}
