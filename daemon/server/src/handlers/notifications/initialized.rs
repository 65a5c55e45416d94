//! `initialized`: nothing to do yet beyond noting it.

use async_lsp::lsp_types::{notification, InitializedParams};

use crate::handlers::{lsp_method, Notification};
use crate::session::Session;

pub struct Initialized;
lsp_method!(notification Initialized, notification::Initialized);

impl Notification for Initialized {
    fn run(session: &mut Session, _params: InitializedParams) {
        tracing::debug!(transport = session.transport.as_str(), "client initialized");
    }
}
