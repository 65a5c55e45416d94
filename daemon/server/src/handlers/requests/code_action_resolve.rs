//! `codeAction/resolve`: fills in the `edit` left out for clients that resolve it lazily.
//! The action's `data` names the document version and the fix; if the document moved on, the
//! answer is ContentModified (-32801) and the client asks for code actions again.

use async_lsp::lsp_types::{request, CodeAction, Url};
use async_lsp::{ErrorCode, ResponseError};
use serde::Deserialize;

use crate::analysis::edits;
use crate::handlers::{lsp_method, HandlerResult, SyncRequest};
use crate::session::Session;
use crate::to_proto;

pub struct CodeActionResolve;
lsp_method!(CodeActionResolve, request::CodeActionResolveRequest);

#[derive(Deserialize)]
struct FixRef {
    uri: Url,
    version: i32,
    patch: usize,
}

impl SyncRequest for CodeActionResolve {
    fn run(session: &mut Session, mut action: CodeAction) -> HandlerResult<CodeAction> {
        if action.edit.is_some() {
            return Ok(action);
        }
        let Some(data) = action.data.clone() else {
            return Ok(action);
        };
        let fix: FixRef = serde_json::from_value(data).map_err(|e| {
            ResponseError::new(
                ErrorCode::INVALID_PARAMS,
                format!("not a repaird action: {e}"),
            )
        })?;
        let document = session
            .documents
            .get(fix.uri.as_str())
            .map_err(to_proto::store_error)?;
        let stale = || {
            ResponseError::new(
                ErrorCode::CONTENT_MODIFIED,
                format!("{} changed since the fix was offered", fix.uri),
            )
        };
        let findings = session
            .analyses
            .findings(fix.uri.as_str())
            .filter(|f| f.version == fix.version && document.version() == fix.version)
            .ok_or_else(stale)?;
        let patch = findings.patches.get(fix.patch).ok_or_else(stale)?;
        let text_edits = edits::text_edits(patch, &findings.index, session.encoding);
        action.edit = Some(edits::workspace_edit(
            &fix.uri,
            Some(fix.version),
            text_edits,
            session.client_features,
        ));
        Ok(action)
    }
}
