//! What every command answers: where the program stopped, the heap, the program's output and
//! messages, plus a patch and suspicious statements after `repair`/`rewrite`.

use std::time::Duration;

use repaird_gdb::graph::MemoryGraph;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Stop {
    pub file: Option<String>,
    pub line: Option<u32>,
    pub function: Option<String>,
    /// Why the program stopped (`end-stepping-range`, `breakpoint-hit`, `exited 0`, ..).
    pub reason: String,
    /// The source line the program stopped at (original file), if known.
    pub source_line: Option<String>,
    /// The exit code once the program has ended.
    pub exit_code: Option<i32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TextEdit {
    /// 1-based first line and 1-based column of the replaced text in the original file.
    pub start_line: u32,
    pub start_column: u32,
    pub end_line: u32,
    pub end_column: u32,
    /// Byte range `[start, end)` of the original file.
    pub start_offset: usize,
    pub end_offset: usize,
    pub new_text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PatchReport {
    /// Unified diff against the original file (`patch -p0` in its directory applies it).
    pub diff: String,
    /// The same patch as edits of the original text.
    pub edits: Vec<TextEdit>,
    /// The whole repaired file.
    pub patched_text: String,
    /// The changes of this repair, one line each (`line 27: temp2 = current->next;`).
    pub changes: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Suspicious {
    pub line: u32,
    /// The C statement on that line.
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RepairStats {
    pub widenings: u32,
    pub solver_calls: u32,
    pub millis: u64,
    /// Where `millis` went: gradient localization, building and sending the encodings, and
    /// the solver's `check-sat`s (the rest is reading models and rewriting).
    pub localize_millis: u64,
    pub encode_millis: u64,
    pub solve_millis: u64,
    /// The solver profile used.
    pub solver: String,
    /// Each step of the search in order, its encodings and solver calls (`SearchStep`'s
    /// one-line form), for reports of where a slow repair's time went.
    #[serde(default)]
    pub search: Vec<String>,
}

impl RepairStats {
    pub fn duration(&self) -> Duration {
        Duration::from_millis(self.millis)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub stop: Stop,
    /// The state; `None` once the program has ended.
    pub graph: Option<MemoryGraph>,
    /// The compact text picture of `graph`.
    pub picture: String,
    /// Everything the program printed since it started.
    pub output: String,
    pub messages: Vec<String>,
    pub patch: Option<PatchReport>,
    pub suspicious: Vec<Suspicious>,
    pub repair: Option<RepairStats>,
    /// The checkpoint a `spec` created.
    pub checkpoint: Option<u32>,
    /// Finished runs (`rerun`) whose asserted states every repair also meets.
    pub earlier_runs: u32,
}
