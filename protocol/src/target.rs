//! What `repair/localize` and `repair/fix` work on, and the progress token a client supplies.

use serde::{Deserialize, Serialize};

/// The program to work on: a path on the daemon's machine, or the `file:` URI of a document.
/// Exactly one of `path` and `uri` is required.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Target {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uri: Option<String>,
    /// A `repair.toml` or a `tests/` directory to use instead of the ones found next to the
    /// source.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tests: Option<String>,
}

/// An LSP progress token (`integer | string`): the daemon reports `$/progress` on it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ProgressToken {
    Number(i32),
    String(String),
}

/// A text range in a source file: 1-based lines, 1-based byte columns, 0-based byte offsets.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SourceSpan {
    pub start_line: u32,
    pub start_column: u32,
    pub end_line: u32,
    pub end_column: u32,
    pub start_offset: usize,
    pub end_offset: usize,
}
