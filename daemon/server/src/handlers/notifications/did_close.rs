//! `textDocument/didClose`.

use async_lsp::lsp_types::{notification, DidCloseTextDocumentParams};

use crate::handlers::{lsp_method, Notification};
use crate::session::Session;

pub struct DidClose;
lsp_method!(notification DidClose, notification::DidCloseTextDocument);

impl Notification for DidClose {
    fn run(session: &mut Session, params: DidCloseTextDocumentParams) {
        if let Err(e) = session.documents.close(params.text_document.uri.as_str()) {
            tracing::warn!("didClose: {e}");
        }
    }
}
