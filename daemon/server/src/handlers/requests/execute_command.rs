//! `workspace/executeCommand`: the `repair.*` commands.

use std::future::Future;
use std::pin::Pin;

use async_lsp::lsp_types::{request, ExecuteCommandParams};
use async_lsp::{ErrorCode, ResponseError};
use repaird_protocol::methods::commands;
use serde_json::Value;

use super::fix_command;
use crate::handlers::{lsp_method, DeferredRequest, HandlerResult};
use crate::session::Session;
use crate::to_proto;

pub struct ExecuteCommand;
lsp_method!(ExecuteCommand, request::ExecuteCommand);

type Answer = Pin<Box<dyn Future<Output = HandlerResult<Option<Value>>> + Send>>;

impl DeferredRequest for ExecuteCommand {
    fn start(
        session: &mut Session,
        params: ExecuteCommandParams,
    ) -> impl Future<Output = HandlerResult<Option<Value>>> + Send + 'static {
        let answer: Answer = match params.command.as_str() {
            commands::STATUS => {
                let status = to_proto::json(&to_proto::status(session)).map(Some);
                Box::pin(std::future::ready(status))
            }
            commands::FIX => Box::pin(fix_command::start(session, params)),
            other => Box::pin(std::future::ready(Err(ResponseError::new(
                ErrorCode::INVALID_PARAMS,
                format!(
                    "unknown command `{other}`; known: {}",
                    commands::ALL.join(", ")
                ),
            )))),
        };
        answer
    }
}
