//! `workspace/didChangeConfiguration`: `settings.repaird` is a partial config merged over the
//! active one, daemon-wide. A bad value is shown to the user and the old config stays.

use async_lsp::lsp_types::{notification, DidChangeConfigurationParams};

use crate::analysis::job;
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
        let was_enabled = session.daemon.config().localization.enabled;
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
            Ok(config) => {
                tracing::info!(origin = %config.origin, "configuration updated");
                if config.localization.enabled != was_enabled {
                    localization_toggled(session, config.localization.enabled);
                }
            }
            Err(message) => session.show_error(message),
        }
    }
}

/// `[localization] enabled` changed live: clear every diagnostic, or analyse every open C file.
fn localization_toggled(session: &mut Session, enabled: bool) {
    let uris: Vec<String> = session
        .documents
        .iter()
        .map(|(uri, _)| uri.to_string())
        .collect();
    for uri in uris {
        if enabled {
            job::schedule(session, &uri);
        } else {
            session.analyses.forget(&session.client, &uri);
        }
    }
}
