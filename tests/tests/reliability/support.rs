//! A real `repaird --listen` with its own workspace root and temp dir, and what it leaves
//! behind: its descendant processes (from /proc) and the entries in its temp dir.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use std::sync::atomic::{AtomicI64, Ordering};

use repair_cli::connection::{ClientError, Connection};
use repaird_e2e::repaird;
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

pub struct Daemon {
    pub child: Child,
    pub pid: u32,
    pub address: String,
    token: String,
    /// The daemon's TMPDIR: anything left here after a request is a leak.
    pub tmp: tempfile::TempDir,
    /// The one workspace root (`--root`); fixtures are copied in.
    pub root: PathBuf,
    _dirs: tempfile::TempDir,
}

/// Where the reliability fixtures live.
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("reliability")
}

/// The example program with a wrong comparison and its tests.
pub fn median_example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/median")
}

/// A fault only a synthesized condition fixes (no single edit does), so its repair starts a
/// solver: `buggy.c` + `repair.toml`.
pub fn synthesis_example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../daemon/driver/tests/fixtures/tcas_condition")
}

impl Daemon {
    /// Starts the daemon with `config` (TOML sections appended to the token setup), PATH
    /// prefixed with `path_prefix` when given.
    pub async fn start(config: &str, path_prefix: Option<&Path>) -> Daemon {
        let dirs = tempfile::tempdir().unwrap();
        let root = dirs.path().join("root");
        std::fs::create_dir(&root).unwrap();
        let config_file = dirs.path().join("repaird.toml");
        std::fs::write(
            &config_file,
            format!("[tcp]\ntoken_env = \"REPAIRD_TEST_TOKEN\"\n{config}"),
        )
        .unwrap();
        let tmp = tempfile::tempdir().unwrap();
        let token = format!("reliability-{}", std::process::id());
        let mut command = Command::new(repaird());
        command
            .args(["--listen", "127.0.0.1:0", "--log-level", "warn", "--config"])
            .arg(&config_file)
            .arg("--root")
            .arg(&root)
            .env("REPAIRD_TEST_TOKEN", &token)
            .env("TMPDIR", tmp.path())
            // Enables `repair/test/panic` (debug builds only).
            .env("REPAIRD_TEST_HOOKS", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true);
        if let Some(prefix) = path_prefix {
            let path = std::env::var("PATH").unwrap_or_default();
            command.env("PATH", format!("{}:{path}", prefix.display()));
        }
        let mut child = command.spawn().expect("spawn repaird --listen");
        let pid = child.id().unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let line = tokio::time::timeout(Duration::from_secs(60), lines.next_line())
            .await
            .expect("repaird announces its address in time")
            .unwrap()
            .expect("repaird exited before listening");
        let address = line
            .strip_prefix("repaird listening on ")
            .expect("announcement line")
            .to_string();
        Daemon {
            child,
            pid,
            address,
            token,
            tmp,
            root,
            _dirs: dirs,
        }
    }

    pub async fn connect(&self) -> Connection {
        let stream = tokio::net::TcpStream::connect(&self.address).await.unwrap();
        let (reader, writer) = stream.into_split();
        let mut connection = Connection::new(reader, writer);
        connection.set_timeout(Duration::from_secs(120));
        connection
            .handshake(Some(json!({ "token": self.token })))
            .await
            .expect("handshake");
        connection
    }

    /// Copies a fixture directory into the workspace root as `name`; returns its path.
    pub fn install(&self, fixture: &Path, name: &str) -> PathBuf {
        let target = self.root.join(name);
        copy_dir(fixture, &target);
        target
    }

    pub fn descendants(&self) -> Vec<Proc> {
        descendants_of(self.pid)
    }

    pub fn temp_entries(&self) -> Vec<PathBuf> {
        std::fs::read_dir(self.tmp.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect()
    }

    /// Waits (bounded) until the daemon has no descendants and an empty temp dir, and
    /// returns what is still there when the wait ends.
    pub async fn settled(&self) -> (Vec<Proc>, Vec<PathBuf>) {
        let until = Instant::now() + Duration::from_secs(30);
        loop {
            let (procs, temps) = (self.descendants(), self.temp_entries());
            if (procs.is_empty() && temps.is_empty()) || Instant::now() > until {
                return (procs, temps);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Polls until a descendant whose command name satisfies `wanted` exists.
    pub async fn wait_for_descendant(&self, wanted: impl Fn(&Proc) -> bool) -> Option<Proc> {
        let until = Instant::now() + Duration::from_secs(90);
        while Instant::now() < until {
            if let Some(found) = self.descendants().into_iter().find(|p| wanted(p)) {
                return Some(found);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        None
    }
}

pub fn copy_fixture_dir(from: &Path, to: &Path) {
    copy_dir(from, to)
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

#[derive(Debug, Clone)]
pub struct Proc {
    pub pid: u32,
    pub ppid: u32,
    /// `Z` for a zombie.
    pub state: char,
    pub name: String,
}

pub fn read_proc(pid: u32) -> Option<Proc> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // pid (comm) state ppid ...; comm may hold spaces and parentheses.
    let open = stat.find('(')?;
    let close = stat.rfind(')')?;
    let mut rest = stat[close + 1..].split_whitespace();
    let state = rest.next()?.chars().next()?;
    let ppid = rest.next()?.parse().ok()?;
    Some(Proc {
        pid,
        ppid,
        state,
        name: stat[open + 1..close].to_string(),
    })
}

fn all_procs() -> Vec<Proc> {
    std::fs::read_dir("/proc")
        .map(|entries| {
            entries
                .flatten()
                .filter_map(|e| e.file_name().to_str()?.parse().ok())
                .filter_map(read_proc)
                .collect()
        })
        .unwrap_or_default()
}

pub fn descendants_of(root: u32) -> Vec<Proc> {
    let procs = all_procs();
    let mut found: Vec<Proc> = Vec::new();
    let mut frontier = vec![root];
    while let Some(parent) = frontier.pop() {
        for p in procs.iter().filter(|p| p.ppid == parent) {
            frontier.push(p.pid);
            found.push(p.clone());
        }
    }
    found
}

pub fn kill(pid: u32, signal: i32) {
    // SAFETY: kill(2) has no memory effects; a stale pid only yields ESRCH.
    unsafe {
        libc::kill(pid as libc::pid_t, signal);
    }
}

/// Requests sent without waiting, and their answers picked out of the stream in arrival
/// order (notifications in between are dropped).
pub(crate) trait Pipelined {
    async fn send_request(&mut self, method: &str, params: Value) -> Result<i64, ClientError>;
    /// The answer messages (`result` or `error`) to `ids`, in arrival order.
    async fn answers(&mut self, ids: &[i64]) -> Vec<Value>;

    async fn answer(&mut self, id: i64) -> Value {
        self.answers(&[id]).await.remove(0)
    }

    /// The ids in the order their answers arrive.
    async fn answer_order(&mut self, ids: &[i64]) -> Vec<i64> {
        let answers = self.answers(ids).await;
        answers.iter().map(|a| a["id"].as_i64().unwrap()).collect()
    }
}

/// Far from the ids the connection itself hands out.
static NEXT_ID: AtomicI64 = AtomicI64::new(1_000_000);

impl Pipelined for Connection {
    async fn send_request(&mut self, method: &str, params: Value) -> Result<i64, ClientError> {
        let id = NEXT_ID.fetch_add(1, Ordering::SeqCst);
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }))
            .await?;
        Ok(id)
    }

    async fn answers(&mut self, ids: &[i64]) -> Vec<Value> {
        let mut answers = Vec::new();
        let until = tokio::time::Instant::now() + Duration::from_secs(180);
        while answers.len() < ids.len() {
            let message = tokio::time::timeout_at(until, self.next_message())
                .await
                .expect("answers within 180 s")
                .expect("the connection stays open");
            let is_answer = message.get("method").is_none();
            if is_answer && message["id"].as_i64().is_some_and(|id| ids.contains(&id)) {
                answers.push(message);
            }
        }
        answers
    }
}
