//! `repair/debug/end`: ends a debug session.

use repaird_protocol::debug::{DebugEnd as DebugEndMethod, DebugEndParams, DebugEndResult};

use crate::handlers::{repair_method, HandlerResult, SyncRequest};
use crate::session::Session;

pub struct DebugEnd;
repair_method!(DebugEnd, DebugEndMethod);

impl SyncRequest for DebugEnd {
    fn run(session: &mut Session, params: DebugEndParams) -> HandlerResult<DebugEndResult> {
        Ok(DebugEndResult {
            ended: session.debug_sessions.end(&params.session),
        })
    }
}
