//! Shared by `load_test` and `soak`: a real `repaird --listen` on loopback with its own
//! workspace root, clients that open the example program and ask for a localization and a
//! fix, and /proc readings of the daemon (RSS, live descendants).

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use anyhow::{bail, Context as _};
use repair_cli::connection::Connection;
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

pub struct Daemon {
    child: Child,
    pub pid: u32,
    pub address: String,
    token: String,
    pub root: PathBuf,
    _dirs: tempfile::TempDir,
}

/// The workspace root of the checkout this binary was built from.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("bench/ has a parent")
        .to_path_buf()
}

/// `repaird` next to this binary (same cargo profile).
fn repaird_binary() -> anyhow::Result<PathBuf> {
    let exe = std::env::current_exe()?;
    let path = exe.parent().context("binary directory")?.join("repaird");
    if !path.is_file() {
        bail!(
            "{} missing: build it with the same profile first (cargo build -p repaird)",
            path.display()
        );
    }
    Ok(path)
}

impl Daemon {
    /// Starts the daemon on 127.0.0.1 (an OS-chosen port) with `config` appended.
    pub async fn start(config: &str) -> anyhow::Result<Daemon> {
        let dirs = tempfile::tempdir()?;
        let root = dirs.path().join("root");
        std::fs::create_dir(&root)?;
        let config_file = dirs.path().join("repaird.toml");
        std::fs::write(
            &config_file,
            format!("[tcp]\ntoken_env = \"REPAIRD_BENCH_TOKEN\"\n{config}"),
        )?;
        let token = format!("bench-{}", std::process::id());
        let mut child = Command::new(repaird_binary()?)
            .args([
                "--listen",
                "127.0.0.1:0",
                "--log-level",
                "error",
                "--config",
            ])
            .arg(&config_file)
            .arg("--root")
            .arg(&root)
            .env("REPAIRD_BENCH_TOKEN", &token)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true)
            .spawn()
            .context("spawn repaird")?;
        let pid = child.id().context("daemon pid")?;
        let mut lines = BufReader::new(child.stdout.take().context("stdout")?).lines();
        let line = tokio::time::timeout(Duration::from_secs(60), lines.next_line())
            .await
            .context("repaird did not announce its address")??
            .context("repaird exited before listening")?;
        let address = line
            .strip_prefix("repaird listening on ")
            .context("announcement line")?
            .to_string();
        Ok(Daemon {
            child,
            pid,
            address,
            token,
            root,
            _dirs: dirs,
        })
    }

    pub async fn connect(&self) -> anyhow::Result<Connection> {
        let stream = tokio::net::TcpStream::connect(&self.address).await?;
        let (reader, writer) = stream.into_split();
        let mut connection = Connection::new(reader, writer);
        connection.set_timeout(Duration::from_secs(300));
        connection
            .handshake(Some(json!({ "token": self.token })))
            .await?;
        Ok(connection)
    }

    /// A copy of examples/median (a wrong comparison, with tests) in the root as `name`.
    pub fn install_example(&self, name: &str) -> anyhow::Result<PathBuf> {
        let from = workspace().join("examples/median");
        let to = self.root.join(name);
        std::fs::create_dir_all(&to)?;
        for file in ["median.c", "repair.toml"] {
            std::fs::copy(from.join(file), to.join(file))?;
        }
        Ok(to.join("median.c"))
    }

    /// Resident set size of the daemon process itself, in KiB.
    pub fn rss_kib(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid)).ok()?;
        let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
        line.split_whitespace().nth(1)?.parse().ok()
    }

    /// Live descendant processes (children, grandchildren, ...).
    pub fn live_children(&self) -> usize {
        descendants(self.pid)
    }

    /// Waits (bounded) until the descendants are back to `baseline`; returns the count then.
    pub async fn settle(&self, baseline: usize, within: Duration) -> usize {
        let until = Instant::now() + within;
        loop {
            let live = self.live_children();
            if live <= baseline || Instant::now() >= until {
                return live;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    pub async fn stop(mut self) {
        let _ = self.child.start_kill();
        let _ = self.child.wait().await;
    }
}

fn descendants(root: u32) -> usize {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return 0;
    };
    let parents: Vec<(u32, u32)> = entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter_map(|pid| {
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            let ppid = stat[stat.rfind(')')? + 1..]
                .split_whitespace()
                .nth(1)?
                .parse()
                .ok()?;
            Some((pid, ppid))
        })
        .collect();
    let mut count = 0;
    let mut frontier = vec![root];
    while let Some(parent) = frontier.pop() {
        for (pid, _) in parents.iter().filter(|(_, ppid)| *ppid == parent) {
            frontier.push(*pid);
            count += 1;
        }
    }
    count
}

/// What one request came to.
pub struct Timed {
    pub method: &'static str,
    pub latency: Duration,
    pub error: Option<String>,
}

/// One session's work: open the program, localize it, ask for a fix (`fix_budget_ms`).
pub async fn localize_and_fix(
    connection: &mut Connection,
    source: &Path,
    fix_budget_ms: u64,
) -> Vec<Timed> {
    let text = std::fs::read_to_string(source).unwrap_or_default();
    let uri = format!("file://{}", source.display());
    let item = json!({ "uri": uri, "languageId": "c", "version": 1, "text": text });
    let mut timed = Vec::new();
    if let Err(e) = connection
        .notify("textDocument/didOpen", json!({ "textDocument": item }))
        .await
    {
        timed.push(Timed {
            method: "textDocument/didOpen",
            latency: Duration::ZERO,
            error: Some(e.to_string()),
        });
        return timed;
    }
    let requests: [(&'static str, Value); 2] = [
        ("repair/localize", json!({ "path": source })),
        (
            "repair/fix",
            json!({ "path": source, "timeBudgetMs": fix_budget_ms }),
        ),
    ];
    for (method, params) in requests {
        let started = Instant::now();
        let answer = connection.request_value(method, params).await;
        let error = match answer {
            Ok(value)
                if method == "repair/fix"
                    && value["patches"].as_array().is_none_or(Vec::is_empty) =>
            {
                Some(format!("no patch: {}", value["summary"]))
            }
            Ok(_) => None,
            Err(e) => Some(e.to_string()),
        };
        timed.push(Timed {
            method,
            latency: started.elapsed(),
            error,
        });
    }
    let _ = connection
        .notify(
            "textDocument/didClose",
            json!({ "textDocument": { "uri": uri } }),
        )
        .await;
    // Diagnostics published meanwhile; not needed here.
    connection.take_notifications();
    timed
}

/// The `q` quantile (0..=1) of sorted `values`.
pub fn quantile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let index = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

/// `uname -r`-like facts for the report header.
pub fn machine() -> String {
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    let memory = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|m| {
            m.lines()
                .next()
                .map(|l| l.split_whitespace().nth(1).unwrap_or("?").to_string())
        })
        .unwrap_or_default();
    format!("{cpus} CPUs, {memory} kB memory")
}
