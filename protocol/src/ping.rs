//! `repair/ping`.

use serde::{Deserialize, Serialize};

use crate::methods::{RepairMethod, PING};

pub struct Ping;

impl RepairMethod for Ping {
    const METHOD: &'static str = PING;
    type Params = PingParams;
    type Result = PingResult;
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PingParams {
    /// Echoed back unchanged so a client can match answers to questions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nonce: Option<u64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PingResult {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nonce: Option<u64>,
    /// The daemon's crate version.
    pub server_version: String,
}
