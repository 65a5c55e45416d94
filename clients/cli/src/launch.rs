//! Reaching a daemon: an embedded `repaird --stdio` child, or a TCP server with a token.

use std::path::{Path, PathBuf};
use std::process::Stdio;

use serde_json::json;
use tokio::net::TcpStream;
use tokio::process::Command;

use crate::connection::{ClientError, Connection};

#[derive(Debug, thiserror::Error)]
pub enum LaunchError {
    #[error("cannot start {program}: {source}")]
    Spawn {
        program: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot connect to {address}: {source}")]
    Connect {
        address: String,
        #[source]
        source: std::io::Error,
    },
    #[error("handshake with the daemon failed: {0}")]
    Handshake(#[from] ClientError),
}

/// `repaird` next to this executable, else the one on PATH.
pub fn default_repaird() -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join("repaird")))
        .filter(|candidate| candidate.is_file())
        .unwrap_or_else(|| PathBuf::from("repaird"))
}

/// Starts `repaird --stdio` (killed when the connection drops) and shakes hands.
pub async fn embedded(repaird: &Path, config: Option<&Path>) -> Result<Connection, LaunchError> {
    let mut command = Command::new(repaird);
    command.args(["--stdio", "--log-level", "warn"]);
    if let Some(config) = config {
        command.arg("--config").arg(config);
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .map_err(|source| LaunchError::Spawn {
            program: repaird.to_path_buf(),
            source,
        })?;
    let (stdin, stdout) = (
        child.stdin.take().expect("piped"),
        child.stdout.take().expect("piped"),
    );
    let mut connection = Connection::new(stdout, stdin).with_child(child);
    connection.handshake(None).await?;
    Ok(connection)
}

/// Connects to `repaird --listen` and authenticates with `token`.
pub async fn remote(address: &str, token: &str) -> Result<Connection, LaunchError> {
    let stream = TcpStream::connect(address)
        .await
        .map_err(|source| LaunchError::Connect {
            address: address.to_string(),
            source,
        })?;
    let _ = stream.set_nodelay(true);
    let (reader, writer) = stream.into_split();
    let mut connection = Connection::new(reader, writer);
    connection
        .handshake(Some(json!({ "token": token })))
        .await?;
    Ok(connection)
}
