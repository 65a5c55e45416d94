//! `textDocument/didSave`: the daemon's copy is already current; the saved file is what the
//! tests run, so saving (re)starts the document's analysis.

use async_lsp::lsp_types::{notification, DidSaveTextDocumentParams};

use crate::analysis::job;
use crate::handlers::{lsp_method, Notification};
use crate::session::Session;

pub struct DidSave;
lsp_method!(notification DidSave, notification::DidSaveTextDocument);

impl Notification for DidSave {
    fn run(session: &mut Session, params: DidSaveTextDocumentParams) {
        let uri = params.text_document.uri.as_str();
        match session.documents.get(uri) {
            Ok(document) => {
                tracing::debug!(uri, version = document.version(), "saved");
                job::schedule(session, uri);
            }
            Err(e) => tracing::warn!("didSave: {e}"),
        }
    }
}
