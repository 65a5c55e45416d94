//! `repair status`.

use repair_cli::connection::Connection;
use repaird_protocol::status::{Status, StatusParams};

use crate::cli::{Args, Failure};

pub async fn run(connection: &mut Connection, args: &Args) -> Result<(), Failure> {
    let status = connection.call::<Status>(&StatusParams::default()).await?;
    if args.json {
        super::print_json(&status);
        return Ok(());
    }
    let config = &status.config;
    println!(
        "repaird {} (up {:.1} s, via {})",
        status.server_version,
        status.uptime_ms as f64 / 1000.0,
        status.transport
    );
    println!("config:      {}", config.origin);
    println!(
        "solver:      {} (call timeout {} ms, pool {})",
        config.solver_backend, config.solver_call_timeout_ms, config.solver_pool_size
    );
    println!("compiler:    {}", config.compiler);
    println!(
        "localize:    {}",
        if config.localization_enabled {
            "on"
        } else {
            "off"
        }
    );
    println!("documents:   {} open", status.documents.len());
    println!(
        "connections: {} active, {} since start",
        status.connections.active, status.connections.total
    );
    Ok(())
}
