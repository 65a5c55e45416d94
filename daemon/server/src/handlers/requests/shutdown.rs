//! `shutdown`: remember it so `exit` ends with code 0 (the lifecycle layer refuses later
//! requests).

use async_lsp::lsp_types::request;

use crate::handlers::{lsp_method, HandlerResult, SyncRequest};
use crate::session::Session;

pub struct Shutdown;
lsp_method!(Shutdown, request::Shutdown);

impl SyncRequest for Shutdown {
    fn run(session: &mut Session, _params: ()) -> HandlerResult<()> {
        session.mark_shutdown();
        Ok(())
    }
}
