//! `exit`: the lifecycle layer ends the main loop after this returns; registering it keeps
//! the router from treating it as unknown.

use async_lsp::lsp_types::notification;

use crate::handlers::{lsp_method, Notification};
use crate::session::Session;

pub struct Exit;
lsp_method!(notification Exit, notification::Exit);

impl Notification for Exit {
    fn run(session: &mut Session, _params: ()) {
        tracing::info!(transport = session.transport.as_str(), "exit");
    }
}
