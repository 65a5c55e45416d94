//! Driver results as `repair/*` JSON types.

use std::path::Path;
use std::time::Duration;

use repaird_cfront::ir::SourceRange;
use repaird_driver::{Localization, Patch, RepairOutcome, Suspect, Technique};
use repaird_protocol::fix::{EditInfo, FixResult, PatchInfo, TriedInfo};
use repaird_protocol::localize::{LocalizeResult, SuspectInfo};
use repaird_protocol::target::SourceSpan;

use super::line_index::LineIndex;

pub fn span(range: &SourceRange) -> SourceSpan {
    SourceSpan {
        start_line: range.start.line,
        start_column: range.start.column,
        end_line: range.end.line,
        end_column: range.end.column,
        start_offset: range.start.offset,
        end_offset: range.end.offset,
    }
}

pub fn technique(technique: Technique) -> String {
    match technique {
        Technique::Ochiai => "ochiai",
        Technique::Tarantula => "tarantula",
        Technique::BugAssist => "ofc+cw",
        Technique::Angelic => "angelic",
    }
    .into()
}

pub fn suspect(suspect: &Suspect, index: &LineIndex) -> SuspectInfo {
    let line = suspect.lines.first().copied().unwrap_or(0);
    SuspectInfo {
        rank: suspect.rank,
        score: suspect.score,
        technique: technique(suspect.technique),
        line,
        span: suspect.range.as_ref().map(span),
        code: index.line_text(line.saturating_sub(1) as usize).to_string(),
        explanation: suspect.explanation.clone(),
        failing_tests: suspect.failing_tests.clone(),
        candidate_ids: suspect.stmts.iter().map(|s| s.to_string()).collect(),
    }
}

pub fn localize_result(
    path: &Path,
    localization: &Localization,
    index: &LineIndex,
    elapsed: Duration,
) -> LocalizeResult {
    LocalizeResult {
        path: path.display().to_string(),
        tests_total: localization.suite.tests.len(),
        failing_tests: localization.failing_tests(),
        suspects: localization
            .published(usize::MAX)
            .iter()
            .map(|s| suspect(s, index))
            .collect(),
        elapsed_ms: elapsed.as_millis() as u64,
    }
}

pub fn patch(patch: &Patch) -> PatchInfo {
    PatchInfo {
        title: patch.title.clone(),
        engine: patch.engine.to_string(),
        unified_diff: patch.unified_diff.clone(),
        edits: patch
            .edits
            .iter()
            .map(|e| EditInfo {
                span: span(&e.range),
                new_text: e.new_text.clone(),
            })
            .collect(),
        tests_passed: patch.tests_passed,
        tests_total: patch.tests_total,
        changed_tokens: patch.changed_tokens,
    }
}

pub fn fix_result(path: &Path, outcome: &RepairOutcome, applied: bool) -> FixResult {
    FixResult {
        path: path.display().to_string(),
        patches: outcome.patches.iter().map(patch).collect(),
        tried: outcome
            .tried
            .iter()
            .map(|t| TriedInfo {
                engine: t.engine.to_string(),
                what: t.what.clone(),
                outcome: t.outcome.clone(),
            })
            .collect(),
        summary: outcome.summary.clone(),
        already_passing: outcome.already_passing,
        failing_tests: outcome.failing_tests.clone(),
        tests_total: outcome.tests_total,
        validations: outcome.validations,
        applied,
        elapsed_ms: outcome.elapsed.as_millis() as u64,
    }
}
