//! `textDocument/didOpen`: stores the document and starts its test-driven analysis.

use async_lsp::lsp_types::{notification, DidOpenTextDocumentParams};

use crate::analysis::job;
use crate::documents::Document;
use crate::handlers::{lsp_method, Notification};
use crate::session::Session;

pub struct DidOpen;
lsp_method!(notification DidOpen, notification::DidOpenTextDocument);

impl Notification for DidOpen {
    fn run(session: &mut Session, params: DidOpenTextDocumentParams) {
        let item = params.text_document;
        let limit = session.daemon.config().limits.max_documents as usize;
        let document = Document::new(&item.text, item.version, item.language_id);
        let uri = item.uri.to_string();
        match session.documents.open(uri.clone(), document, limit) {
            Ok(()) => job::schedule(session, &uri),
            Err(e) => session.show_error(format!("repaird: {e}")),
        }
    }
}
