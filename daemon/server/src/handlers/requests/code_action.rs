//! `textDocument/codeAction`: repair quick fixes. No repair engine is wired in yet, so a
//! known document gets no actions; an unknown one is an error.

use async_lsp::lsp_types::{request, CodeActionParams, CodeActionResponse};

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
        session.documents.get(uri).map_err(to_proto::store_error)?;
        Ok(Some(Vec::new()))
    }
}
