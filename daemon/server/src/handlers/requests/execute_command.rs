//! `workspace/executeCommand`: the `repair.*` commands.

use async_lsp::lsp_types::{request, ExecuteCommandParams};
use async_lsp::{ErrorCode, ResponseError};
use repaird_protocol::methods::commands;
use serde_json::Value;

use crate::handlers::{lsp_method, HandlerResult, SyncRequest};
use crate::session::Session;
use crate::to_proto;

pub struct ExecuteCommand;
lsp_method!(ExecuteCommand, request::ExecuteCommand);

impl SyncRequest for ExecuteCommand {
    fn run(session: &mut Session, params: ExecuteCommandParams) -> HandlerResult<Option<Value>> {
        match params.command.as_str() {
            commands::STATUS => Ok(Some(to_proto::json(&to_proto::status(session))?)),
            other => Err(ResponseError::new(
                ErrorCode::INVALID_PARAMS,
                format!(
                    "unknown command `{other}`; known: {}",
                    commands::ALL.join(", ")
                ),
            )),
        }
    }
}
