//! `codeAction/resolve`: actions are sent complete today, so resolving returns them as is.

use async_lsp::lsp_types::{request, CodeAction};

use crate::handlers::{lsp_method, HandlerResult, SyncRequest};
use crate::session::Session;

pub struct CodeActionResolve;
lsp_method!(CodeActionResolve, request::CodeActionResolveRequest);

impl SyncRequest for CodeActionResolve {
    fn run(_session: &mut Session, action: CodeAction) -> HandlerResult<CodeAction> {
        Ok(action)
    }
}
