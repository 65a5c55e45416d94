//! Which call of which function each stop is in, and how often the execution stopped on each
//! line of that call: the occurrence counts that tie a gdb stop to an interpreter point.

use std::collections::HashMap;

use repaird_engine::heap::SymState;
use repaird_gdb::GdbSession;

use super::error::DebugError;

#[derive(Clone, Debug)]
pub struct FrameTrack {
    /// Distinguishes calls: a new call gets a new serial.
    pub serial: u64,
    pub function: String,
    pub caller_pc: u64,
    /// Stops per original line in this call.
    pub visits: HashMap<u32, u32>,
    pub last_line: Option<u32>,
    /// Globals and parameters at the call's first line; `None` if the session joined the call
    /// later (a breakpoint in its middle).
    pub entry: Option<SymState>,
}

impl FrameTrack {
    /// 0-based occurrence of the stop at `line` (after it was counted).
    pub fn occurrence(&self, line: u32) -> u32 {
        self.visits
            .get(&line)
            .copied()
            .unwrap_or(1)
            .saturating_sub(1)
    }
}

/// The depth of the selected frame (1 = `main` when stopped in `main`) and its caller's pc.
pub async fn frame_identity(gdb: &mut GdbSession) -> Result<(usize, u64), DebugError> {
    let script = r#"python exec("f=gdb.selected_frame()\nc=f.older()\nn=0\nwhile f is not None:\n n+=1\n f=f.older()\nprint(n, c.pc() if c is not None else 0)")"#;
    let printed = gdb.console(script).await?;
    let mut parts = printed.split_whitespace();
    let depth = parts.next().and_then(|d| d.parse().ok());
    let pc = parts.next().and_then(|p| p.parse().ok());
    match (depth, pc) {
        (Some(d), Some(p)) => Ok((d, p)),
        _ => Err(DebugError::Gdb(repaird_gdb::GdbError::Protocol {
            command: "frame depth".into(),
            detail: format!("unexpected answer {printed:?}"),
        })),
    }
}
