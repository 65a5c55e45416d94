//! `workspace/didChangeConfiguration`: `settings.repaird` is a partial config merged over the
//! active one, daemon-wide. A bad value is shown to the user and the old config stays.

use async_lsp::lsp_types::{notification, DidChangeConfigurationParams};

use crate::from_proto;
use crate::handlers::{lsp_method, Notification};
use crate::session::Session;

pub struct DidChangeConfiguration;
lsp_method!(notification DidChangeConfiguration, notification::DidChangeConfiguration);

const ORIGIN: &str = "workspace/didChangeConfiguration";

impl Notification for DidChangeConfiguration {
    fn run(session: &mut Session, params: DidChangeConfigurationParams) {
        let partial = match params.settings.get("repaird") {
            None | Some(serde_json::Value::Null) => return,
            Some(value) => value.clone(),
        };
        let outcome = from_proto::config_table(partial)
            .map_err(|message| format!("repaird: settings.repaird refused: {message}"))
            .and_then(|table| {
                session
                    .daemon
                    .update_config(|current| current.merged_with(table, ORIGIN))
                    .map_err(|e| {
                        format!("repaird: configuration change refused, old config kept: {e}")
                    })
            });
        match outcome {
            Ok(config) => tracing::info!(origin = %config.origin, "configuration updated"),
            Err(message) => session.show_error(message),
        }
    }
}
