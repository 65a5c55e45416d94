//! `repaird --listen ADDR`: many concurrent clients, one session each, sharing the daemon
//! state. Every client must authenticate with the configured token.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use tokio::io::BufReader;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tokio::task::JoinSet;

use super::auth::Token;
use super::connection::{self, ConnectionContext};
use super::framing::write_frame;
use super::gate;
use crate::daemon::DaemonState;
use crate::session::Transport;

pub struct ListenOptions {
    /// `None`: `tcp.listen` from the config.
    pub address: Option<String>,
    /// `--allow-remote` given.
    pub allow_remote: bool,
}

/// Binds, announces `repaird listening on ADDR` on stdout, and serves until the future is
/// dropped (dropping it also ends every connection).
pub async fn serve(daemon: Arc<DaemonState>, options: ListenOptions) -> anyhow::Result<()> {
    let config = daemon.config();
    let text = options.address.unwrap_or_else(|| config.tcp.listen.clone());
    let address: SocketAddr = text
        .parse()
        .with_context(|| format!("`{text}` is not an IP:PORT address"))?;
    if !address.ip().is_loopback() {
        if !(options.allow_remote || config.tcp.allow_remote) {
            anyhow::bail!(
                "refusing to listen on non-loopback address {address}: pass --allow-remote \
                 (or set tcp.allow_remote) if remote clients really should reach this daemon"
            );
        }
        let warning = format!(
            "WARNING: repaird is listening on non-loopback address {address}; anyone who can \
             reach it and holds the token can run compilers and debuggers on this machine"
        );
        tracing::warn!("{warning}");
        eprintln!("{warning}");
    }
    let token = Arc::new(Token::from_config(&config)?);
    let listener = TcpListener::bind(address)
        .await
        .with_context(|| format!("cannot listen on {address}"))?;
    let bound = listener.local_addr()?;
    println!("repaird listening on {bound}");
    tracing::info!(%bound, "listening");

    let slots = Arc::new(Semaphore::new(config.tcp.max_connections as usize));
    let mut connections = JoinSet::new();
    loop {
        while connections.try_join_next().is_some() {}
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of descriptors and the like: back off instead of spinning.
                tracing::error!("accept failed: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        match slots.clone().try_acquire_owned() {
            Ok(slot) => {
                tracing::info!(%peer, "client connected");
                let context = ConnectionContext {
                    daemon: daemon.clone(),
                    transport: Transport::Tcp,
                    token: Some(token.clone()),
                };
                connections.spawn(async move {
                    let (reader, writer) = stream.into_split();
                    connection::serve(BufReader::new(reader), writer, context).await;
                    drop(slot);
                });
            }
            Err(_) => {
                tracing::warn!(%peer, "connection refused: tcp.max_connections reached");
                connections.spawn(refuse(stream));
            }
        }
    }
}

async fn refuse(mut stream: TcpStream) {
    let answer = gate::error(
        serde_json::Value::Null,
        repaird_protocol::error_codes::LIMIT_EXCEEDED,
        "too many connections (tcp.max_connections); try again later",
    );
    let body = serde_json::to_vec(&answer).expect("JSON value serializes");
    let _ = tokio::time::timeout(Duration::from_secs(5), write_frame(&mut stream, &body)).await;
}
