//! `repair/ping`.

use repaird_protocol::ping::{Ping as PingMethod, PingParams, PingResult};

use crate::handlers::{repair_method, BackgroundRequest, HandlerResult};
use crate::session::Snapshot;

pub struct Ping;
repair_method!(Ping, PingMethod);

impl BackgroundRequest for Ping {
    async fn run(snapshot: Snapshot, params: PingParams) -> HandlerResult<PingResult> {
        let uptime = snapshot.daemon.uptime();
        tracing::debug!(transport = snapshot.transport.as_str(), ?uptime, "ping");
        Ok(PingResult {
            nonce: params.nonce,
            server_version: env!("CARGO_PKG_VERSION").into(),
        })
    }
}
