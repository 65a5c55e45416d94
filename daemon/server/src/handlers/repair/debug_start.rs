//! `repair/debug/start`: compiles and starts a program under gdb; opens a debug session.

use std::future::Future;
use std::path::PathBuf;

use async_lsp::ResponseError;
use repaird_driver::debug::{DebugSession, StartRequest};
use repaird_protocol::debug::{DebugReply, DebugStart as DebugStartMethod, DebugStartParams};

use super::debug_sessions::{options, sessions, to_response};
use super::debug_wire;
use crate::analysis::target::source_file;
use crate::handlers::{repair_method, DeferredRequest, HandlerResult};
use crate::session::Session;

pub struct DebugStart;
repair_method!(DebugStart, DebugStartMethod);

impl DeferredRequest for DebugStart {
    fn start(
        session: &mut Session,
        params: DebugStartParams,
    ) -> impl Future<Output = HandlerResult<DebugReply>> + Send + 'static {
        let config = session.daemon.config();
        let source = source(&params).and_then(|path| session.confine(&path));
        let owned = session.debug_sessions.clone();
        let room = owned.check_room(config.limits.max_debug_sessions);
        async move {
            room?;
            let source = source?;
            let request = StartRequest {
                source,
                args: params.args,
                stdin: params.stdin,
                breakpoints: params.breakpoints,
            };
            let (debug, reply) = DebugSession::open(request, options(&config))
                .await
                .map_err(to_response)?;
            let id = sessions().insert(debug);
            owned.add(&id);
            Ok(debug_wire::reply(id, reply, params.svg).await)
        }
    }
}

fn source(params: &DebugStartParams) -> Result<PathBuf, ResponseError> {
    source_file(params.path.as_deref(), params.uri.as_deref())
}
