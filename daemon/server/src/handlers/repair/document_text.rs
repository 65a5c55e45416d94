//! `repair/documentText`: the daemon's copy of an open document.

use repaird_protocol::document::{
    DocumentText as DocumentTextMethod, DocumentTextParams, DocumentTextResult,
};

use crate::handlers::{repair_method, HandlerResult, SyncRequest};
use crate::session::Session;
use crate::{from_proto, to_proto};

pub struct DocumentText;
repair_method!(DocumentText, DocumentTextMethod);

impl SyncRequest for DocumentText {
    fn run(session: &mut Session, params: DocumentTextParams) -> HandlerResult<DocumentTextResult> {
        let document = session
            .documents
            .get(&from_proto::uri_key(&params.uri))
            .map_err(to_proto::store_error)?;
        Ok(DocumentTextResult {
            uri: params.uri,
            version: document.version(),
            text: document.text(),
        })
    }
}
