//! `repair ping`.

use std::time::Instant;

use repair_cli::connection::Connection;
use repaird_protocol::ping::{Ping, PingParams};
use serde_json::json;

use crate::cli::{Args, Failure};

pub async fn run(connection: &mut Connection, args: &Args) -> Result<(), Failure> {
    let nonce = u64::from(std::process::id());
    let started = Instant::now();
    let answer = connection
        .call::<Ping>(&PingParams { nonce: Some(nonce) })
        .await?;
    let latency = started.elapsed();
    if answer.nonce != Some(nonce) {
        return Err(Failure::Daemon(format!(
            "ping answered with nonce {:?}, sent {nonce}",
            answer.nonce
        )));
    }
    let latency_ms = latency.as_secs_f64() * 1000.0;
    if args.json {
        super::print_json(
            &json!({ "serverVersion": answer.server_version, "latencyMs": latency_ms }),
        );
    } else {
        println!(
            "pong from repaird {} in {latency_ms:.2} ms",
            answer.server_version
        );
    }
    Ok(())
}
