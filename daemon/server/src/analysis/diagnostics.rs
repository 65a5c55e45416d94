//! Suspects, compiler errors and broken test descriptions as LSP diagnostics.
//!
//! Severity by rank: rank 1 is a Warning, ranks 2-3 Information, the rest Hints. A suspicion
//! from tests is not a proven error, so nothing is an Error (compiler errors are).

use async_lsp::lsp_types::{
    Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString,
    Position, Range,
};
use repaird_cfront::diagnostics::{Diagnostic as CDiagnostic, Severity as CSeverity};
use repaird_driver::{Patch, Suspect};
use repaird_runner::TestSuite;
use serde_json::json;

use super::expectations;
use super::line_index::LineIndex;
use super::ClientFeatures;
use crate::documents::PositionEncoding;

/// Most suspicious statements reported per document.
pub const MAX_SUSPECTS: usize = 20;
/// Most failing tests linked from one diagnostic.
const MAX_RELATED: usize = 5;
pub const SOURCE: &str = "repaird";

pub struct Context<'a> {
    pub index: &'a LineIndex,
    pub encoding: PositionEncoding,
    pub features: ClientFeatures,
    pub suite: &'a TestSuite,
    pub patches: &'a [Patch],
}

pub fn severity_of_rank(rank: usize) -> DiagnosticSeverity {
    match rank {
        0 | 1 => DiagnosticSeverity::WARNING,
        2 | 3 => DiagnosticSeverity::INFORMATION,
        _ => DiagnosticSeverity::HINT,
    }
}

/// One diagnostic per suspect (already best first and capped by the caller).
pub fn for_suspects(suspects: &[Suspect], cx: &Context<'_>) -> Vec<Diagnostic> {
    let total = suspects.len();
    suspects
        .iter()
        .map(|suspect| for_suspect(suspect, total, cx))
        .collect()
}

fn for_suspect(suspect: &Suspect, total: usize, cx: &Context<'_>) -> Diagnostic {
    let technique = suspect.technique.label();
    let fixes: Vec<&Patch> = cx
        .patches
        .iter()
        .filter(|p| {
            let touched = p.touched_lines();
            suspect.lines.iter().any(|line| touched.contains(line))
        })
        .collect();
    // Spectrum scores mean something to read; a formula suspect's reason is its explanation.
    let mut message = if suspect.technique.is_spectrum() {
        format!(
            "rank {} of {total} ({technique} {:.2}): {}",
            suspect.rank,
            suspect.score,
            without_score_suffix(&suspect.explanation, technique)
        )
    } else {
        format!(
            "rank {} of {total} ({technique}): {}",
            suspect.rank, suspect.explanation
        )
    };
    if let Some(best) = fixes.first() {
        message.push_str(&format!(
            " — verified fix available: {} (passes {}/{} tests)",
            best.title, best.tests_passed, best.tests_total
        ));
    }
    Diagnostic {
        range: suspect_range(suspect, cx.index, cx.encoding),
        severity: Some(severity_of_rank(suspect.rank)),
        code: Some(NumberOrString::String(technique.to_lowercase())),
        code_description: None,
        source: Some(SOURCE.into()),
        message,
        related_information: cx
            .features
            .related_information
            .then(|| related(suspect, cx.suite))
            .filter(|r| !r.is_empty()),
        tags: None,
        data: Some(json!({
            "candidateIds": suspect.stmts.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            "rank": suspect.rank,
            "fixes": fixes.len(),
        })),
    }
}

/// The explanation ends with "(Ochiai 0.71)", which the message already states up front.
fn without_score_suffix<'e>(explanation: &'e str, technique: &str) -> &'e str {
    match explanation.rfind(&format!(" ({technique} ")) {
        Some(at) if explanation.ends_with(')') => &explanation[..at],
        _ => explanation,
    }
}

/// The statement's exact range, else its whole line (without indentation).
pub fn suspect_range(suspect: &Suspect, index: &LineIndex, encoding: PositionEncoding) -> Range {
    if let Some(range) = &suspect.range {
        return Range {
            start: index.position(range.start.offset, encoding),
            end: index.position(range.end.offset, encoding),
        };
    }
    let line = suspect
        .lines
        .first()
        .copied()
        .unwrap_or(1)
        .saturating_sub(1) as usize;
    line_range(index, line, encoding)
}

fn line_range(index: &LineIndex, line: usize, encoding: PositionEncoding) -> Range {
    let Some((start, end)) = index.line_range(line) else {
        return Range::default();
    };
    let indent = index.text()[start..end].len() - index.text()[start..end].trim_start().len();
    Range {
        start: index.position(start + indent, encoding),
        end: index.position(end, encoding),
    }
}

fn related(suspect: &Suspect, suite: &TestSuite) -> Vec<DiagnosticRelatedInformation> {
    suspect
        .failing_tests
        .iter()
        .take(MAX_RELATED)
        .filter_map(|test| {
            let found = expectations::locate(suite, test)?;
            let line = found.line;
            Some(DiagnosticRelatedInformation {
                location: Location {
                    uri: expectations::file_url(&found.file)?,
                    range: Range {
                        start: Position { line, character: 0 },
                        end: Position { line, character: 0 },
                    },
                },
                message: format!("failing test `{test}` runs this statement; its expectation"),
            })
        })
        .collect()
}

/// The compiler's diagnostics for the document (`source` is the tool, e.g. `gcc`). When none
/// is an error, `fallback` (the build failure) becomes one error on the first line.
pub fn for_compiler(
    found: &[CDiagnostic],
    index: &LineIndex,
    encoding: PositionEncoding,
    fallback: &str,
) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = found
        .iter()
        .map(|d| {
            let position = match index.line_range(d.line.saturating_sub(1) as usize) {
                Some((start, end)) if d.line > 0 => index.position(
                    (start + d.column.saturating_sub(1) as usize).min(end),
                    encoding,
                ),
                _ => Position::default(),
            };
            Diagnostic {
                range: Range {
                    start: position,
                    end: position,
                },
                severity: Some(match d.severity {
                    CSeverity::Error => DiagnosticSeverity::ERROR,
                    CSeverity::Warning => DiagnosticSeverity::WARNING,
                    CSeverity::Note => DiagnosticSeverity::INFORMATION,
                }),
                source: Some(d.source.clone()),
                message: d.message.clone(),
                ..Diagnostic::default()
            }
        })
        .collect();
    if !found.iter().any(|d| d.severity == CSeverity::Error) {
        out.push(Diagnostic {
            range: line_range(index, 0, encoding),
            severity: Some(DiagnosticSeverity::ERROR),
            source: Some(SOURCE.into()),
            code: Some(NumberOrString::String("build".into())),
            message: fallback.to_string(),
            ..Diagnostic::default()
        });
    }
    out
}

/// A broken test description: one diagnostic on the first line.
pub fn for_tests_error(
    message: String,
    index: &LineIndex,
    encoding: PositionEncoding,
) -> Diagnostic {
    Diagnostic {
        range: line_range(index, 0, encoding),
        severity: Some(DiagnosticSeverity::WARNING),
        source: Some(SOURCE.into()),
        code: Some(NumberOrString::String("tests".into())),
        message,
        ..Diagnostic::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn severity_falls_with_rank() {
        assert_eq!(severity_of_rank(1), DiagnosticSeverity::WARNING);
        assert_eq!(severity_of_rank(3), DiagnosticSeverity::INFORMATION);
        assert_eq!(severity_of_rank(4), DiagnosticSeverity::HINT);
    }

    #[test]
    fn the_score_is_not_repeated_at_the_end() {
        let text = "line 9 runs in 2 of 2 failing tests (Ochiai 0.71)";
        assert_eq!(
            without_score_suffix(text, "Ochiai"),
            "line 9 runs in 2 of 2 failing tests"
        );
        assert_eq!(without_score_suffix("plain", "Ochiai"), "plain");
    }

    #[test]
    fn compiler_positions_use_byte_columns_of_their_line() {
        let index = LineIndex::new("int main() {\n  /*é*/ x = 1;\n}\n");
        let found = [CDiagnostic {
            file: "a.c".into(),
            line: 2,
            column: 10,
            severity: CSeverity::Error,
            message: "'x' undeclared".into(),
            source: "gcc".into(),
        }];
        let out = for_compiler(&found, &index, PositionEncoding::Utf16, "build failed");
        assert_eq!(out.len(), 1);
        assert_eq!(
            out[0].range.start,
            Position {
                line: 1,
                character: 8
            }
        );
        assert_eq!(out[0].severity, Some(DiagnosticSeverity::ERROR));
    }

    #[test]
    fn a_build_failure_without_compiler_errors_still_shows() {
        let index = LineIndex::new("  int x;\n");
        let out = for_compiler(&[], &index, PositionEncoding::Utf8, "linker failed");
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].message, "linker failed");
        assert_eq!(
            out[0].range.start,
            Position {
                line: 0,
                character: 2
            }
        );
    }
}
