//! `repair/debug/start`, `repair/debug/command`, `repair/debug/end`: the interactive
//! debug-localize-repair session (WOLVERINE). A session runs one program under gdb; each
//! command answers where the program stopped, the heap as a memory graph (plus a text picture
//! and, on request, an SVG), the program's output and messages; `repair` and `rewrite` add a
//! patch.

use serde::{Deserialize, Serialize};

use crate::methods::{RepairMethod, DEBUG_COMMAND, DEBUG_END, DEBUG_START};
use crate::target::{ProgressToken, SourceSpan};

pub struct DebugStart;

impl RepairMethod for DebugStart {
    const METHOD: &'static str = DEBUG_START;
    type Params = DebugStartParams;
    type Result = DebugReply;
}

pub struct DebugCommand;

impl RepairMethod for DebugCommand {
    const METHOD: &'static str = DEBUG_COMMAND;
    type Params = DebugCommandParams;
    type Result = DebugReply;
}

pub struct DebugEnd;

impl RepairMethod for DebugEnd {
    const METHOD: &'static str = DEBUG_END;
    type Params = DebugEndParams;
    type Result = DebugEndResult;
}

/// Exactly one of `path` and `uri` names the C file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugStartParams {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uri: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<String>,
    /// What the program reads on standard input (default: nothing).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdin: Option<String>,
    /// `LINE`, `FILE:LINE` or `FUNCTION`; with none, the program stops at `main`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub breakpoints: Vec<String>,
    /// Also answer an SVG picture of the heap.
    #[serde(default)]
    pub svg: bool,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugCommandParams {
    pub session: String,
    /// One command line: `next`, `change n4->prev n3`, `spec`, `repair`, `resume 0`, ..
    pub command: String,
    #[serde(default)]
    pub svg: bool,
    /// `$/progress` is reported on this token while a `repair` runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub work_done_token: Option<ProgressToken>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugEndParams {
    pub session: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugEndResult {
    /// False when no such session was open.
    pub ended: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugReply {
    pub session: String,
    pub stop: DebugStop,
    /// `None` once the program has ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub graph: Option<DebugGraph>,
    /// A compact text picture of the heap (`head -> n1[data=2] -> n2[data=4] -> NULL`).
    pub picture: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub svg: Option<String>,
    /// Everything the program printed since it started.
    pub output: String,
    pub messages: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub patch: Option<DebugPatch>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub suspicious: Vec<DebugSuspicious>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repair: Option<DebugRepairStats>,
    /// The checkpoint a `spec` created (`resume N` returns to it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checkpoint: Option<u32>,
    /// Finished runs of the session (`rerun`) whose asserted states every `repair` also meets.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub earlier_runs: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugStop {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub function: Option<String>,
    pub reason: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source_line: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exit_code: Option<i32>,
}

/// The memory graph: heap nodes named n1, n2, .. in allocation order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugGraph {
    pub variables: Vec<DebugVariable>,
    pub nodes: Vec<DebugNode>,
    pub truncated: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugVariable {
    pub name: String,
    #[serde(rename = "type")]
    pub type_name: String,
    /// `argument`, `local`, `static` or `global`.
    pub scope: String,
    pub value: DebugValue,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugNode {
    pub name: String,
    #[serde(rename = "type")]
    pub type_name: String,
    pub address: u64,
    pub fields: Vec<DebugField>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugField {
    pub name: String,
    #[serde(rename = "type")]
    pub type_name: String,
    pub value: DebugValue,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugValue {
    /// `int`, `null`, `node`, `dangling`, `unknown`, `text`, ..
    pub kind: String,
    /// As printed: `5`, `NULL`, `n3`.
    pub text: String,
    /// The node pointed to, for `node` values.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub node: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugPatch {
    /// Unified diff against the original file; `patch -p0` in its directory applies it.
    pub diff: String,
    /// The same patch as whole-line edits of the original text.
    pub edits: Vec<DebugEdit>,
    pub patched_text: String,
    /// This repair's changes, one line each (`line 29: temp2 = current->next;`).
    pub changes: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugEdit {
    pub span: SourceSpan,
    pub new_text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugSuspicious {
    pub line: u32,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DebugRepairStats {
    pub widenings: u32,
    pub solver_calls: u32,
    pub millis: u64,
    /// Where `millis` went: localization; encodings built, sent and taken in by the solver
    /// (the push above them); the searches (checks, cores, models). The rest is the
    /// driver's own work (replays, rewriting the patch).
    #[serde(default)]
    pub localize_millis: u64,
    #[serde(default)]
    pub encode_millis: u64,
    #[serde(default)]
    pub solve_millis: u64,
    pub solver: String,
}
