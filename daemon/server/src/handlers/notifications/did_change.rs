//! `textDocument/didChange`: incremental edits, applied on the main loop in arrival order.

use async_lsp::lsp_types::{notification, DidChangeTextDocumentParams};

use crate::from_proto;
use crate::handlers::{lsp_method, Notification};
use crate::session::Session;

pub struct DidChange;
lsp_method!(notification DidChange, notification::DidChangeTextDocument);

impl Notification for DidChange {
    fn run(session: &mut Session, params: DidChangeTextDocumentParams) {
        let uri = params.text_document.uri.to_string();
        let changes = params
            .content_changes
            .into_iter()
            .map(from_proto::text_change)
            .collect();
        let version = params.text_document.version;
        // Results of the job for the previous version would no longer match the text.
        session.analyses.supersede(&uri);
        if let Err(e) = session
            .documents
            .change(&uri, version, changes, session.encoding)
        {
            session.show_error(format!(
                "repaird: edit to {uri} (version {version}) refused: {e}"
            ));
        }
    }
}
