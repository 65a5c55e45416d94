//! GDB/MI output: record types and a pure, order-preserving line parser.
//!
//! Nothing here does IO; the driver feeds it one line of gdb's stdout at a time.

mod parser;
mod record;

pub use parser::{parse_line, MiParseError};
pub use record::{AsyncKind, MiTuple, MiValue, Record, ResultClass, StreamKind};
