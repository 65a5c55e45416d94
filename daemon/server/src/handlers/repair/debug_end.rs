//! `repair/debug/end`: ends a debug session.

use repaird_protocol::debug::{DebugEnd as DebugEndMethod, DebugEndParams, DebugEndResult};

use super::debug_sessions::sessions;
use crate::handlers::{repair_method, HandlerResult, SyncRequest};
use crate::session::Session;

pub struct DebugEnd;
repair_method!(DebugEnd, DebugEndMethod);

impl SyncRequest for DebugEnd {
    fn run(_session: &mut Session, params: DebugEndParams) -> HandlerResult<DebugEndResult> {
        Ok(DebugEndResult {
            ended: sessions().remove(&params.session),
        })
    }
}
