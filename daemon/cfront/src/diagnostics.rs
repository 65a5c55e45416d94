//! Structured diagnostics: the compiler's (parsed from `-fdiagnostics-format=json`) and our own.

use serde::{Deserialize, Serialize};
use std::path::PathBuf;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Severity {
    Error,
    Warning,
    Note,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    pub file: PathBuf,
    /// 1-based; 0 when the compiler gave no location.
    pub line: u32,
    /// 1-based byte column; 0 when unknown.
    pub column: u32,
    pub severity: Severity,
    pub message: String,
    /// Which tool said it: `gcc`, `lang-c`, `cfront`.
    pub source: String,
}

#[derive(Deserialize)]
struct GccDiag {
    kind: String,
    message: String,
    #[serde(default)]
    locations: Vec<GccLocation>,
    #[serde(default)]
    children: Vec<GccDiag>,
}

#[derive(Deserialize)]
struct GccLocation {
    caret: GccPoint,
}

#[derive(Deserialize)]
struct GccPoint {
    file: String,
    line: u32,
    #[serde(rename = "byte-column")]
    byte_column: Option<u32>,
    column: u32,
}

/// Parses gcc's JSON diagnostics. `stdin_name` replaces gcc's `<stdin>` file name.
/// Text that is not JSON (an older gcc, a crash) becomes one error carrying the text.
pub fn parse_gcc_json(stderr: &str, stdin_name: &std::path::Path) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for line in stderr.lines().filter(|l| !l.trim().is_empty()) {
        match serde_json::from_str::<Vec<GccDiag>>(line) {
            Ok(diags) => {
                for d in &diags {
                    push_gcc(d, stdin_name, &mut out);
                }
            }
            Err(_) => out.push(Diagnostic {
                file: stdin_name.to_path_buf(),
                line: 0,
                column: 0,
                severity: Severity::Error,
                message: line.trim().to_string(),
                source: "gcc".into(),
            }),
        }
    }
    out
}

fn push_gcc(d: &GccDiag, stdin_name: &std::path::Path, out: &mut Vec<Diagnostic>) {
    let severity = match d.kind.as_str() {
        "error" | "fatal error" => Severity::Error,
        "warning" => Severity::Warning,
        _ => Severity::Note,
    };
    let (file, line, column) = match d.locations.first() {
        Some(loc) => {
            let file = if loc.caret.file == "<stdin>" {
                stdin_name.to_path_buf()
            } else {
                PathBuf::from(&loc.caret.file)
            };
            (
                file,
                loc.caret.line,
                loc.caret.byte_column.unwrap_or(loc.caret.column),
            )
        }
        None => (stdin_name.to_path_buf(), 0, 0),
    };
    out.push(Diagnostic {
        file,
        line,
        column,
        severity,
        message: d.message.clone(),
        source: "gcc".into(),
    });
    for child in &d.children {
        push_gcc(child, stdin_name, out);
    }
}
