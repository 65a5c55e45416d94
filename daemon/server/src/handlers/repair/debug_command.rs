//! `repair/debug/command`: one command of a debug session. A `repair` reports `$/progress`
//! on the client's token; cancelling the request drops the command (the session's solver is
//! replaced on the next repair, the session stays usable).

use std::future::Future;

use repaird_driver::debug::{Command, DebugError};
use repaird_protocol::debug::{DebugCommand as DebugCommandMethod, DebugCommandParams, DebugReply};

use super::debug_sessions::to_response;
use super::debug_wire;
use crate::analysis::progress::Reporter;
use crate::handlers::{repair_method, DeferredRequest, HandlerResult};
use crate::session::Session;

pub struct DebugCommand;
repair_method!(DebugCommand, DebugCommandMethod);

impl DeferredRequest for DebugCommand {
    fn start(
        session: &mut Session,
        params: DebugCommandParams,
    ) -> impl Future<Output = HandlerResult<DebugReply>> + Send + 'static {
        let reporter = params
            .work_done_token
            .as_ref()
            .map(|token| Reporter::from_protocol(session.client.clone(), token));
        let owned = session.debug_sessions.clone();
        async move {
            let command = Command::parse(&params.command).map_err(to_response)?;
            let shared = owned.get(&params.session)?;
            let mut debug = shared.lock().await;
            let long = matches!(command, Command::Repair);
            if let (true, Some(r)) = (long, &reporter) {
                r.begin("repair", true);
                r.report("localizing and repairing".into(), 0.1);
            }
            let result = debug.run(command).await;
            if let (true, Some(r)) = (long, &reporter) {
                r.end(match &result {
                    Ok(reply) if reply.patch.is_some() => "repair synthesized".into(),
                    Ok(_) => "nothing to repair".into(),
                    // A refused repair's error already says "repair failed".
                    Err(f) if matches!(f.error, DebugError::Repair(_)) => f.to_string(),
                    Err(f) => format!("repair failed: {f}"),
                });
            }
            let reply = result.map_err(|failed| {
                let mut response = to_response(failed.error);
                if !failed.messages.is_empty() {
                    response.data = Some(serde_json::json!({ "messages": failed.messages }));
                }
                response
            })?;
            drop(debug);
            Ok(debug_wire::reply(params.session, reply, params.svg).await)
        }
    }
}
