//! `textDocument/didClose`: forgets the document, stops its analysis, clears its diagnostics.

use async_lsp::lsp_types::{notification, DidCloseTextDocumentParams};

use crate::handlers::{lsp_method, Notification};
use crate::session::Session;

pub struct DidClose;
lsp_method!(notification DidClose, notification::DidCloseTextDocument);

impl Notification for DidClose {
    fn run(session: &mut Session, params: DidCloseTextDocumentParams) {
        let uri = params.text_document.uri.as_str();
        session.analyses.forget(&session.client, uri);
        if let Err(e) = session.documents.close(uri) {
            tracing::warn!("didClose: {e}");
        }
    }
}
