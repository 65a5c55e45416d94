//! The `repair.fix` command: repair a document's saved file now, with `$/progress`, then apply
//! the best patch through `workspace/applyEdit` (unless `apply` is false).
//!
//! Progress goes to the request's `workDoneToken`, else to a token created with
//! `window/workDoneProgress/create` when the client declared `window.workDoneProgress`, else
//! nowhere. `$/cancelRequest` drops the answer future (its guard cancels the driver) and
//! `window/workDoneProgress/cancel` cancels the driver; both answer -32800.

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};

use async_lsp::lsp_types::request::{ApplyWorkspaceEdit, WorkDoneProgressCreate};
use async_lsp::lsp_types::{
    ApplyWorkspaceEditParams, ExecuteCommandParams, NumberOrString, Url,
    WorkDoneProgressCreateParams,
};
use async_lsp::{ErrorCode, ResponseError};
use serde::Deserialize;
use serde_json::Value;
use tokio_util::sync::CancellationToken;

use crate::analysis::line_index::LineIndex;
use crate::analysis::progress::{token_key, Reporter};
use crate::analysis::target::{self, input_error};
use crate::analysis::{edits, run, wire};
use crate::handlers::HandlerResult;
use crate::session::Session;
use crate::to_proto;

/// Tokens this daemon creates (`window/workDoneProgress/create`).
static NEXT_TOKEN: AtomicU64 = AtomicU64::new(1);

#[derive(Deserialize)]
struct Arguments {
    uri: Url,
    #[serde(default = "yes")]
    apply: bool,
}

fn yes() -> bool {
    true
}

pub fn start(
    session: &mut Session,
    params: ExecuteCommandParams,
) -> impl Future<Output = HandlerResult<Option<Value>>> + Send + 'static {
    let prepared = prepare(session, params);
    async move {
        let prepared = prepared?;
        prepared.run().await
    }
}

struct Prepared {
    uri: Url,
    apply: bool,
    path: std::path::PathBuf,
    /// The document version the patch applies to, when the document is open.
    version: Option<i32>,
    token: Option<NumberOrString>,
    create_token: bool,
    cancel: CancellationToken,
    guard: Option<tokio_util::sync::DropGuard>,
    session: SessionParts,
}

struct SessionParts {
    client: async_lsp::ClientSocket,
    config: std::sync::Arc<repaird_config::Config>,
    features: crate::analysis::ClientFeatures,
    encoding: crate::documents::PositionEncoding,
    analyses: crate::analysis::Analyses,
}

fn prepare(session: &mut Session, params: ExecuteCommandParams) -> HandlerResult<Prepared> {
    let argument = params.arguments.into_iter().next().ok_or_else(|| {
        ResponseError::new(
            ErrorCode::INVALID_PARAMS,
            "repair.fix needs [{\"uri\": ...}]",
        )
    })?;
    let Arguments { uri, apply } = serde_json::from_value(argument).map_err(|e| {
        ResponseError::new(
            ErrorCode::INVALID_PARAMS,
            format!("repair.fix arguments: {e}"),
        )
    })?;
    let path = target::path_of_uri(uri.as_str())
        .ok_or_else(|| input_error(format!("`{uri}` is not a file: URI")))?;
    let path = session.confine(&path)?;
    let saved = std::fs::read_to_string(&path)
        .map_err(|e| input_error(format!("{}: {e}", path.display())))?;
    let version = match session.documents.get(uri.as_str()) {
        Ok(document) if document.text() != saved => {
            return Err(input_error(format!(
                "{uri} has unsaved changes: the repair runs the saved file, save it first"
            )))
        }
        Ok(document) => Some(document.version()),
        Err(_) => None,
    };
    let features = session.client_features;
    let given = params.work_done_progress_params.work_done_token;
    let create_token = given.is_none() && features.work_done_progress;
    let token = given.or_else(|| {
        create_token.then(|| {
            NumberOrString::String(format!(
                "repaird/fix/{}",
                NEXT_TOKEN.fetch_add(1, Ordering::Relaxed)
            ))
        })
    });
    let cancel = session.analyses.connection_token();
    Ok(Prepared {
        uri,
        apply,
        path,
        version,
        token,
        create_token,
        guard: Some(cancel.clone().drop_guard()),
        cancel,
        session: SessionParts {
            client: session.client.clone(),
            config: session.daemon.config(),
            features,
            encoding: session.encoding,
            analyses: session.analyses.clone(),
        },
    })
}

impl Prepared {
    async fn run(mut self) -> HandlerResult<Option<Value>> {
        let parts = &self.session;
        let mut reporter = self
            .token
            .clone()
            .map(|token| Reporter::new(parts.client.clone(), token));
        if let (true, Some(token)) = (self.create_token, &self.token) {
            let created = parts
                .client
                .request::<WorkDoneProgressCreate>(WorkDoneProgressCreateParams {
                    token: token.clone(),
                })
                .await;
            if let Err(e) = created {
                tracing::debug!("client refused a progress token: {e}");
                reporter = None;
            }
        }
        let key = self.token.as_ref().map(token_key);
        if let Some(key) = &key {
            parts
                .analyses
                .track_progress(key.clone(), self.cancel.clone());
        }
        let outcome = self.repair(reporter).await;
        if let Some(key) = &key {
            self.session.analyses.untrack_progress(key);
        }
        let outcome = outcome?;
        if outcome.cancelled {
            return Err(target::cancelled());
        }
        let applied = match outcome.patches.first() {
            Some(best) if self.apply && self.session.features.apply_edit => {
                self.apply_edit(best).await?
            }
            _ => false,
        };
        // Finished: disarm the guard so the token is not cancelled for nothing.
        if let Some(guard) = self.guard.take() {
            guard.disarm();
        }
        to_proto::json(&wire::fix_result(&self.path, &outcome, applied)).map(Some)
    }

    async fn repair(
        &self,
        reporter: Option<Reporter>,
    ) -> HandlerResult<repaird_driver::RepairOutcome> {
        let suite = run::load_suite(self.path.clone(), None).await?;
        let options = target::repair_options(&self.session.config, None, suite);
        run::repair(self.path.clone(), options, reporter, self.cancel.clone()).await
    }

    async fn apply_edit(&self, best: &repaird_driver::Patch) -> HandlerResult<bool> {
        let saved = tokio::fs::read_to_string(&self.path)
            .await
            .map_err(|e| input_error(format!("{}: {e}", self.path.display())))?;
        let index = LineIndex::new(&saved);
        let text_edits = edits::text_edits(best, &index, self.session.encoding);
        let edit =
            edits::workspace_edit(&self.uri, self.version, text_edits, self.session.features);
        let answer = self
            .session
            .client
            .request::<ApplyWorkspaceEdit>(ApplyWorkspaceEditParams {
                label: Some(format!("repaird: {}", best.title)),
                edit,
            })
            .await
            .map_err(|e| target::internal("workspace/applyEdit", e))?;
        if !answer.applied {
            tracing::info!(reason = ?answer.failure_reason, "the client did not apply the fix");
        }
        Ok(answer.applied)
    }
}
