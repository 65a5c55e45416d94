//! `textDocument/codeAction`: the verified fixes of the document's current version, offered on
//! a range touching a line of a suspicious statement or of a fix's edit (a cursor anywhere on
//! the line counts, as editors send the cursor position). The best fix is preferred.
//! Clients that resolve `edit` lazily get the edit from `codeAction/resolve`; all others
//! (eglot, Neovim 0.7, ...) get it inline. With no fix known yet, a command searches for one.

use async_lsp::lsp_types::{
    request, CodeActionKind, CodeActionOrCommand, CodeActionParams, CodeActionResponse, Command,
    Diagnostic, Range, Url,
};
use repaird_protocol::methods::commands;
use serde_json::json;

use crate::analysis::edits;
use crate::analysis::state::Findings;
use crate::handlers::{lsp_method, HandlerResult, SyncRequest};
use crate::session::Session;
use crate::to_proto;

pub struct CodeAction;
lsp_method!(CodeAction, request::CodeActionRequest);

impl SyncRequest for CodeAction {
    fn run(
        session: &mut Session,
        params: CodeActionParams,
    ) -> HandlerResult<Option<CodeActionResponse>> {
        let uri = params.text_document.uri.as_str();
        let document = session.documents.get(uri).map_err(to_proto::store_error)?;
        let wants_quickfix = params.context.only.as_ref().is_none_or(|only| {
            only.iter()
                .any(|kind| CodeActionKind::QUICKFIX.as_str().starts_with(kind.as_str()))
        });
        let findings = match session.analyses.findings(uri) {
            Some(findings) if wants_quickfix && findings.version == document.version() => findings,
            _ => return Ok(Some(Vec::new())),
        };
        let suspects_here: Vec<Diagnostic> = findings
            .diagnostics
            .iter()
            .filter(|d| overlaps(d.range, params.range))
            .cloned()
            .collect();
        let encoding = session.encoding;
        let edits_here = findings.patches.iter().any(|patch| {
            edits::text_edits(patch, &findings.index, encoding)
                .iter()
                .any(|edit| overlaps(edit.range, params.range))
        });
        if suspects_here.is_empty() && !edits_here {
            return Ok(Some(Vec::new()));
        }
        let url = &params.text_document.uri;
        if findings.patches.is_empty() {
            return Ok(Some(vec![search_action(url, suspects_here)]));
        }
        Ok(Some(fix_actions(session, url, &findings, suspects_here)))
    }
}

fn fix_actions(
    session: &Session,
    uri: &Url,
    findings: &Findings,
    diagnostics: Vec<Diagnostic>,
) -> Vec<CodeActionOrCommand> {
    let lazy = session.client_features.lazy_code_action_edit;
    findings
        .patches
        .iter()
        .enumerate()
        .map(|(i, patch)| {
            let edit = (!lazy).then(|| {
                let text_edits = edits::text_edits(patch, &findings.index, session.encoding);
                edits::workspace_edit(
                    uri,
                    Some(findings.version),
                    text_edits,
                    session.client_features,
                )
            });
            CodeActionOrCommand::CodeAction(async_lsp::lsp_types::CodeAction {
                title: format!(
                    "Fix: {} (passes {}/{} tests)",
                    patch.title, patch.tests_passed, patch.tests_total
                ),
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(diagnostics.clone()),
                is_preferred: Some(i == 0),
                edit,
                data: lazy.then(
                    || json!({ "uri": uri.as_str(), "version": findings.version, "patch": i }),
                ),
                ..Default::default()
            })
        })
        .collect()
}

fn search_action(uri: &Url, diagnostics: Vec<Diagnostic>) -> CodeActionOrCommand {
    CodeActionOrCommand::CodeAction(async_lsp::lsp_types::CodeAction {
        title: "Search for a verified fix".into(),
        kind: Some(CodeActionKind::QUICKFIX),
        diagnostics: Some(diagnostics),
        command: Some(Command {
            title: "Search for a verified fix".into(),
            command: commands::FIX.into(),
            arguments: Some(vec![json!({ "uri": uri.as_str() })]),
        }),
        ..Default::default()
    })
}

/// The ranges share a line.
fn overlaps(a: Range, b: Range) -> bool {
    a.start.line <= b.end.line && b.start.line <= a.end.line
}

#[cfg(test)]
mod tests {
    use super::*;
    use async_lsp::lsp_types::Position;

    fn range(sl: u32, sc: u32, el: u32, ec: u32) -> Range {
        Range {
            start: Position::new(sl, sc),
            end: Position::new(el, ec),
        }
    }

    #[test]
    fn a_cursor_anywhere_on_the_line_overlaps() {
        assert!(overlaps(range(3, 4, 3, 9), range(3, 9, 3, 9)));
        assert!(overlaps(range(3, 4, 3, 9), range(3, 0, 3, 0)));
        assert!(overlaps(range(3, 4, 5, 1), range(0, 0, 4, 0)));
        assert!(!overlaps(range(3, 4, 3, 9), range(4, 0, 4, 0)));
        assert!(!overlaps(range(3, 4, 3, 9), range(2, 0, 2, 80)));
    }
}
