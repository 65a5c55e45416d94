//! Internal types -> LSP/JSON.

use async_lsp::{ErrorCode, ResponseError};
use repaird_protocol::error_codes;
use repaird_protocol::status::{ConfigSummary, ConnectionSummary, DocumentSummary, StatusResult};
use serde::Serialize;

use crate::documents::StoreError;
use crate::session::Session;

pub fn store_error(error: StoreError) -> ResponseError {
    let code = match error {
        StoreError::NotOpen { .. } => ErrorCode(error_codes::UNKNOWN_DOCUMENT),
        StoreError::TooMany { .. } => ErrorCode(error_codes::LIMIT_EXCEEDED),
        StoreError::ReversedRange { .. } => ErrorCode::INVALID_PARAMS,
    };
    ResponseError::new(code, error)
}

pub fn json(value: &impl Serialize) -> Result<serde_json::Value, ResponseError> {
    serde_json::to_value(value).map_err(|e| {
        ResponseError::new(
            ErrorCode::INTERNAL_ERROR,
            format!("cannot encode result: {e}"),
        )
    })
}

pub fn status(session: &Session) -> StatusResult {
    let daemon = &session.daemon;
    let config = daemon.config();
    StatusResult {
        server_version: env!("CARGO_PKG_VERSION").into(),
        uptime_ms: daemon.uptime().as_millis() as u64,
        transport: session.transport.as_str().into(),
        position_encoding: session.encoding.as_str().into(),
        config: ConfigSummary {
            origin: config.origin.clone(),
            solver_backend: config.solver.backend.as_str().into(),
            solver_call_timeout_ms: config.solver.call_timeout_ms,
            solver_pool_size: config.solver.pool_size,
            compiler: config.build.compiler.clone(),
            localization_enabled: config.localization.enabled,
        },
        documents: session
            .documents
            .iter()
            .map(|(uri, document)| DocumentSummary {
                uri: uri.into(),
                version: document.version(),
                language_id: document.language_id().into(),
            })
            .collect(),
        connections: ConnectionSummary {
            active: daemon.connections_active(),
            total: daemon.connections_total(),
        },
    }
}
