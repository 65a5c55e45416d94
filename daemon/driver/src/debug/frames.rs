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
    /// The call's stack pointer (see `frame_sp`).
    pub sp: u64,
    /// Stops per original line in this call.
    pub visits: HashMap<u32, u32>,
    pub last_line: Option<u32>,
    /// The line of the stop before `last_line` in this call.
    pub came_from: Option<u32>,
    /// Globals and parameters at the call's first line; `None` if the session joined the call
    /// later (a breakpoint in its middle).
    pub entry: Option<SymState>,
    /// `continue` ran the program through this call without stepping it: how often its
    /// lines ran is unknown.
    pub ran_freely: bool,
}

impl FrameTrack {
    /// The stop at `line` did not happen: hot patching moved on from it before its
    /// statement ran (a side of an `if` the patch decides otherwise, a statement it moved).
    pub fn unvisit(&mut self, line: u32) {
        if let Some(n) = self.visits.get_mut(&line) {
            *n -= 1;
            if *n == 0 {
                self.visits.remove(&line);
            }
        }
        self.last_line = self.came_from;
    }

    /// 0-based occurrence of the stop at `line` (after it was counted).
    pub fn occurrence(&self, line: u32) -> u32 {
        self.visits
            .get(&line)
            .copied()
            .unwrap_or(1)
            .saturating_sub(1)
    }
}

/// The stack pointer of the selected frame. At `-O0` it is constant within a function body
/// between statements, so it identifies a call among the live ones: a deeper call has a
/// lower stack pointer.
pub async fn frame_sp(gdb: &mut GdbSession) -> Result<u64, DebugError> {
    Ok(gdb.evaluate_int("(unsigned long) $sp").await? as u64)
}
