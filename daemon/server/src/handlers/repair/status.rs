//! `repair/status`.

use repaird_protocol::status::{Status as StatusMethod, StatusParams, StatusResult};

use crate::handlers::{repair_method, HandlerResult, SyncRequest};
use crate::session::Session;
use crate::to_proto;

pub struct Status;
repair_method!(Status, StatusMethod);

impl SyncRequest for Status {
    fn run(session: &mut Session, _params: StatusParams) -> HandlerResult<StatusResult> {
        Ok(to_proto::status(session))
    }
}
