//! `repair/status`.

use serde::{Deserialize, Serialize};

use crate::methods::{RepairMethod, STATUS};

pub struct Status;

impl RepairMethod for Status {
    const METHOD: &'static str = STATUS;
    type Params = StatusParams;
    type Result = StatusResult;
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatusParams {}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StatusResult {
    pub server_version: String,
    pub uptime_ms: u64,
    /// `"stdio"` or `"tcp"`: how the asking client is connected.
    pub transport: String,
    /// `"utf-16"` or `"utf-8"`, as negotiated in `initialize`.
    pub position_encoding: String,
    pub config: ConfigSummary,
    /// Documents open on this connection.
    pub documents: Vec<DocumentSummary>,
    pub connections: ConnectionSummary,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConfigSummary {
    /// Where the active config came from (a file path, `builtin`, or a live change).
    pub origin: String,
    pub solver_backend: String,
    pub solver_call_timeout_ms: u64,
    pub solver_pool_size: u32,
    pub compiler: String,
    pub localization_enabled: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DocumentSummary {
    pub uri: String,
    pub version: i32,
    pub language_id: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConnectionSummary {
    /// Open client connections across the daemon (stdio counts as one).
    pub active: u64,
    /// Connections accepted since start.
    pub total: u64,
}
