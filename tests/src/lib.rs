//! End-to-end test support: the real `repaird` and `repair` binaries, started as child
//! processes (killed on drop) and spoken to over stdio or TCP.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::Mutex;
use std::time::Duration;

use repair_cli::connection::Connection;
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::net::TcpStream;
use tokio::process::{Child, Command};

pub use repair_cli::connection::ClientError;

/// Binaries already checked (and built if needed) by this test process; the lock also
/// serializes `cargo build` calls made by concurrently running tests.
static CHECKED: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// `target/<profile>/<name>` next to the running test executable; built with cargo when
/// missing or older than the workspace sources (`cargo test -p repaird-e2e` does not build
/// other packages' binaries by itself). `package` is the crate owning the binary.
pub fn binary(name: &str, package: &str) -> PathBuf {
    let test_exe = std::env::current_exe().expect("test executable path");
    // target/debug/deps/foundation-xxxx -> target/debug
    let profile_dir = test_exe
        .parent()
        .and_then(Path::parent)
        .expect("target/<profile> dir");
    let path = profile_dir.join(name);
    let mut checked = CHECKED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if checked.iter().any(|done| done == name) {
        return path;
    }
    let stale = std::fs::metadata(&path)
        .and_then(|m| m.modified())
        .map_or(true, |built| {
            newest_source_change().is_some_and(|source| source > built)
        });
    if stale {
        let status = std::process::Command::new(env!("CARGO"))
            .args(["build", "-p", package, "--bin", name])
            .status()
            .expect("run cargo build");
        assert!(
            status.success(),
            "cargo build -p {package} --bin {name} failed"
        );
    }
    assert!(path.is_file(), "{} missing after build", path.display());
    checked.push(name.to_string());
    path
}

/// Newest modification time among the sources the binaries are built from.
fn newest_source_change() -> Option<std::time::SystemTime> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent()?;
    let mut newest = None;
    let mut pending: Vec<PathBuf> = [
        "daemon",
        "protocol",
        "clients",
        "solvers",
        "configs",
        "Cargo.lock",
    ]
    .iter()
    .map(|d| root.join(d))
    .collect();
    while let Some(path) = pending.pop() {
        let Ok(meta) = std::fs::metadata(&path) else {
            continue;
        };
        if meta.is_dir() {
            if let Ok(entries) = std::fs::read_dir(&path) {
                pending.extend(entries.flatten().map(|e| e.path()));
            }
        } else if let Ok(modified) = meta.modified() {
            newest = newest.max(Some(modified));
        }
    }
    newest
}

pub fn repaird() -> PathBuf {
    binary("repaird", "repaird")
}

pub fn repair() -> PathBuf {
    binary("repair", "repair-cli")
}

/// LSP client capabilities offering only UTF-16 (the LSP default).
pub fn initialize_params(encodings: &[&str], options: Option<Value>) -> Value {
    let mut params = json!({ "processId": null, "capabilities": { "general": { "positionEncodings": encodings } } });
    if let Some(options) = options {
        params["initializationOptions"] = options;
    }
    params
}

/// `repaird --stdio` with `args`, not yet initialized.
pub fn spawn_stdio(args: &[&str]) -> Connection {
    let mut child = Command::new(repaird())
        .arg("--stdio")
        .args(["--log-level", "warn"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .expect("spawn repaird --stdio");
    let (stdin, stdout) = (child.stdin.take().unwrap(), child.stdout.take().unwrap());
    let mut connection = Connection::new(stdout, stdin).with_child(child);
    connection.set_timeout(Duration::from_secs(30));
    connection
}

/// A `repaird --listen 127.0.0.1:0` process; killed on drop.
pub struct TcpDaemon {
    pub address: String,
    pub token: String,
    _child: Child,
}

impl TcpDaemon {
    /// Starts the daemon with `config_text` (written to a temp file) and waits for its
    /// `repaird listening on ADDR` line.
    pub async fn start(config_text: &str) -> TcpDaemon {
        let dir = tempfile::tempdir().expect("temp dir");
        let config = dir.path().join("repaird.toml");
        std::fs::write(&config, config_text).expect("write config");
        let token = format!("token-{}", std::process::id());
        let mut child = Command::new(repaird())
            .args(["--listen", "127.0.0.1:0", "--log-level", "warn", "--config"])
            .arg(&config)
            .env("REPAIRD_TEST_TOKEN", &token)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true)
            .spawn()
            .expect("spawn repaird --listen");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let line = tokio::time::timeout(Duration::from_secs(30), lines.next_line())
            .await
            .expect("repaird announces its address in time")
            .expect("read stdout")
            .expect("repaird exited before listening");
        let address = line
            .strip_prefix("repaird listening on ")
            .expect("announcement line")
            .to_string();
        TcpDaemon {
            address,
            token,
            _child: child,
        }
    }

    /// Config text for a test daemon: the token comes from REPAIRD_TEST_TOKEN; `extra` is
    /// appended (more sections).
    pub fn config(extra: &str) -> String {
        format!("[tcp]\ntoken_env = \"REPAIRD_TEST_TOKEN\"\n{extra}")
    }

    /// A TCP connection with no handshake yet.
    pub async fn connect_raw(&self) -> Connection {
        let stream = TcpStream::connect(&self.address).await.expect("connect");
        let (reader, writer) = stream.into_split();
        let mut connection = Connection::new(reader, writer);
        connection.set_timeout(Duration::from_secs(30));
        connection
    }

    /// A connected, authenticated, initialized client.
    pub async fn connect(&self) -> Connection {
        let mut connection = self.connect_raw().await;
        connection
            .handshake(Some(json!({ "token": self.token })))
            .await
            .expect("handshake");
        connection
    }
}

/// The JSON-RPC error code of `result`, failing the test when it is not an error.
pub fn error_code<T: std::fmt::Debug>(result: Result<T, ClientError>) -> (i64, String) {
    match result {
        Err(ClientError::Rpc { code, message, .. }) => (code, message),
        other => panic!("expected a JSON-RPC error, got {other:?}"),
    }
}

/// Asserts the daemon closes the connection (after any pending messages, returned).
pub async fn messages_until_closed(connection: &mut Connection) -> Vec<Value> {
    let mut seen = Vec::new();
    loop {
        match connection.next_message().await {
            Ok(message) => seen.push(message),
            Err(ClientError::Closed) => return seen,
            Err(ClientError::Io(e)) if e.kind() == std::io::ErrorKind::ConnectionReset => {
                return seen
            }
            Err(other) => panic!("expected the daemon to close the connection, got {other:?}"),
        }
    }
}
