//! The gdb process and its MI conversation: commands matched to replies by token,
//! async records delivered in arrival order, gdb's death turned into errors.
//!
//! A reader task owns gdb's stdout. Every record gets a sequence number in arrival
//! order, so "the `*stopped` that followed this command's `^running`" is exact.

use std::collections::HashMap;
use std::path::Path;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, ChildStdin, Command};
use tokio::sync::{mpsc, oneshot};

use crate::mi::{parse_line, AsyncKind, MiTuple, Record, ResultClass, StreamKind};
use crate::GdbError;

/// A result record (`^done`, `^running`, ..) and the console text gdb printed since the
/// previous one (`&` log text is traced, not kept: `^error` carries the message).
#[derive(Debug, Clone)]
pub struct MiReply {
    pub seq: u64,
    pub class: ResultClass,
    pub results: MiTuple,
    pub console: String,
}

/// An async record (`*stopped`, `=thread-group-started`, ..) with its arrival number.
#[derive(Debug, Clone)]
pub struct AsyncEvent {
    pub seq: u64,
    pub class: String,
    pub results: MiTuple,
}

#[derive(Default)]
struct Shared {
    pending: HashMap<u64, oneshot::Sender<MiReply>>,
    /// Set once gdb's stdout ended; why, for every later call.
    died: Option<String>,
    /// Tail of gdb's stderr, for the death report.
    stderr_tail: String,
    /// Pids of the program's processes gdb announced (`=thread-group-started`).
    inferior_pids: Vec<i32>,
}

pub(crate) struct MiDriver {
    child: Child,
    stdin: ChildStdin,
    shared: Arc<Mutex<Shared>>,
    events: mpsc::UnboundedReceiver<AsyncEvent>,
    next_token: u64,
    /// Default budget for a command that does not run the inferior.
    pub(crate) command_timeout: Duration,
}

const STDERR_TAIL: usize = 4096;

/// gdb's ways of saying there is no live, stopped program.
const NOT_RUNNING: [&str; 5] = [
    "The program is not being run",
    "No registers",
    "No frame selected",
    "No frame is currently selected",
    "No stack",
];

impl MiDriver {
    /// `preload`: a library gdb itself loads first (see xstate.rs), ahead of any the daemon
    /// was given.
    pub(crate) fn spawn(
        gdb: &Path,
        cwd: &Path,
        command_timeout: Duration,
        preload: Option<&Path>,
    ) -> Result<MiDriver, GdbError> {
        let mut command = Command::new(gdb);
        if let Some(preload) = preload {
            let mut paths = preload.as_os_str().to_owned();
            if let Some(inherited) = std::env::var_os("LD_PRELOAD") {
                paths.push(":");
                paths.push(inherited);
            }
            command.env("LD_PRELOAD", paths);
        }
        command
            .args(["--interpreter=mi3", "-nx", "-q"])
            .current_dir(cwd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            // Its own process group, so the whole tree can be killed at once.
            .process_group(0);
        // Dies with the daemon even when it is killed outright.
        let mut child = repaird_owned::spawn_owned(command)
            .map_err(|e| GdbError::io(format!("starting {}", gdb.display()), e))?;
        let stdin = child.stdin.take().expect("stdin was piped");
        let stdout = child.stdout.take().expect("stdout was piped");
        let stderr = child.stderr.take().expect("stderr was piped");
        let shared = Arc::new(Mutex::new(Shared::default()));
        let (events_tx, events) = mpsc::unbounded_channel();
        tokio::spawn(read_stdout(stdout, Arc::clone(&shared), events_tx));
        tokio::spawn(read_stderr(stderr, Arc::clone(&shared)));
        Ok(MiDriver {
            child,
            stdin,
            shared,
            events,
            next_token: 1,
            command_timeout,
        })
    }

    /// Takes the pids of program processes announced since the last call.
    pub(crate) fn take_inferior_pids(&self) -> Vec<i32> {
        std::mem::take(&mut lock(&self.shared).inferior_pids)
    }

    pub(crate) fn gdb_pid(&self) -> Option<u32> {
        self.child.id()
    }

    fn died_error(&self) -> Option<GdbError> {
        let shared = lock(&self.shared);
        shared.died.as_ref().map(|why| GdbError::GdbDied {
            detail: died_detail(why, &shared.stderr_tail),
        })
    }

    /// Sends one MI command and returns the receiver of its result record.
    pub(crate) async fn send(
        &mut self,
        command: &str,
    ) -> Result<oneshot::Receiver<MiReply>, GdbError> {
        let token = self.next_token;
        self.next_token += 1;
        let (tx, rx) = oneshot::channel();
        {
            let mut shared = lock(&self.shared);
            if let Some(why) = &shared.died {
                return Err(GdbError::GdbDied {
                    detail: died_detail(why, &shared.stderr_tail),
                });
            }
            shared.pending.insert(token, tx);
        }
        tracing::trace!(target: "repaird_gdb::mi", "<- {token}{command}");
        let line = format!("{token}{command}\n");
        let written = async {
            self.stdin.write_all(line.as_bytes()).await?;
            self.stdin.flush().await
        }
        .await;
        if written.is_err() {
            lock(&self.shared).pending.remove(&token);
            return Err(self.died_error().unwrap_or(GdbError::GdbDied {
                detail: "gdb's stdin is closed".into(),
            }));
        }
        Ok(rx)
    }

    /// Waits for a result record; `^error` becomes `GdbError::Mi`.
    pub(crate) async fn reply(
        &mut self,
        command: &str,
        rx: oneshot::Receiver<MiReply>,
        timeout: Duration,
    ) -> Result<MiReply, GdbError> {
        match tokio::time::timeout(timeout, rx).await {
            Err(_) => Err(GdbError::Timeout {
                what: format!("gdb command `{command}`"),
                after: timeout,
                interrupted_at: None,
            }),
            Ok(Err(_)) => Err(self.died_error().unwrap_or(GdbError::GdbDied {
                detail: "gdb stopped answering".into(),
            })),
            Ok(Ok(reply)) if reply.class == ResultClass::Error => {
                let message = reply.results.get_str("msg").unwrap_or("(no message)");
                if NOT_RUNNING.iter().any(|m| message.contains(m)) {
                    return Err(GdbError::NotRunning);
                }
                Err(GdbError::Mi {
                    command: command.to_string(),
                    message: message.to_string(),
                })
            }
            Ok(Ok(reply)) => Ok(reply),
        }
    }

    /// Sends a command and waits for its result with the default budget.
    pub(crate) async fn command(&mut self, command: &str) -> Result<MiReply, GdbError> {
        let timeout = self.command_timeout;
        self.command_with_timeout(command, timeout).await
    }

    pub(crate) async fn command_with_timeout(
        &mut self,
        command: &str,
        timeout: Duration,
    ) -> Result<MiReply, GdbError> {
        let rx = self.send(command).await?;
        self.reply(command, rx, timeout).await
    }

    /// Runs a CLI command through MI; its printed text comes back in `console`.
    pub(crate) async fn console(&mut self, cli: &str) -> Result<MiReply, GdbError> {
        self.command(&format!("-interpreter-exec console {}", mi_quote(cli)))
            .await
    }

    /// The next async record that arrived after `after_seq`, waiting up to `timeout`.
    /// `Ok(None)` means the time ran out.
    pub(crate) async fn next_event_after(
        &mut self,
        after_seq: u64,
        timeout: Duration,
    ) -> Result<Option<AsyncEvent>, GdbError> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            match tokio::time::timeout_at(deadline, self.events.recv()).await {
                Err(_) => return Ok(None),
                Ok(None) => {
                    return Err(self.died_error().unwrap_or(GdbError::GdbDied {
                        detail: "gdb's output ended".into(),
                    }))
                }
                Ok(Some(event)) if event.seq > after_seq => return Ok(Some(event)),
                // Older than the command we wait for: not ours, drop it.
                Ok(Some(_)) => continue,
            }
        }
    }

    /// Forcibly ends gdb and everything in its process group.
    pub(crate) fn kill(&mut self) {
        if let Some(pid) = self.child.id() {
            kill_group(pid as i32);
        }
        let _ = self.child.start_kill();
    }
}

impl Drop for MiDriver {
    fn drop(&mut self) {
        self.kill();
    }
}

pub(crate) fn kill_group(leader: i32) {
    use nix::sys::signal::{killpg, Signal};
    use nix::unistd::Pid;
    if leader > 0 {
        let _ = killpg(Pid::from_raw(leader), Signal::SIGKILL);
    }
}

fn lock(shared: &Mutex<Shared>) -> std::sync::MutexGuard<'_, Shared> {
    shared.lock().unwrap_or_else(|p| p.into_inner())
}

fn died_detail(why: &str, stderr_tail: &str) -> String {
    let stderr_tail = stderr_tail.trim();
    if stderr_tail.is_empty() {
        why.to_string()
    } else {
        format!("{why}; gdb's stderr: {stderr_tail}")
    }
}

/// Quotes a string as an MI c-string argument.
pub(crate) fn mi_quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

async fn read_stdout(
    stdout: tokio::process::ChildStdout,
    shared: Arc<Mutex<Shared>>,
    events: mpsc::UnboundedSender<AsyncEvent>,
) {
    let mut lines = BufReader::new(stdout).lines();
    let mut seq: u64 = 0;
    let mut console = String::new();
    let why = loop {
        let line = match lines.next_line().await {
            Ok(Some(line)) => line,
            Ok(None) => break "gdb exited (its output ended)".to_string(),
            Err(e) => break format!("reading gdb's output failed: {e}"),
        };
        seq += 1;
        tracing::trace!(target: "repaird_gdb::mi", "-> {line}");
        let record = match parse_line(&line) {
            Ok(record) => record,
            Err(e) => {
                tracing::debug!("ignoring unparsable gdb output: {e}");
                continue;
            }
        };
        match record {
            Record::Prompt => {}
            Record::Stream { kind, text } => match kind {
                StreamKind::Console | StreamKind::Target => console.push_str(&text),
                StreamKind::Log => {
                    tracing::debug!(target: "repaird_gdb::mi", "gdb: {}", text.trim_end())
                }
            },
            Record::Result {
                token,
                class,
                results,
            } => {
                let reply = MiReply {
                    seq,
                    class,
                    results,
                    console: std::mem::take(&mut console),
                };
                let waiter = token.and_then(|t| lock(&shared).pending.remove(&t));
                if let Some(waiter) = waiter {
                    let _ = waiter.send(reply);
                }
            }
            Record::Async {
                kind,
                class,
                results,
                ..
            } => {
                if class == "thread-group-started" {
                    if let Some(pid) = results.get_str("pid").and_then(|p| p.parse().ok()) {
                        lock(&shared).inferior_pids.push(pid);
                    }
                }
                if kind == AsyncKind::Exec {
                    // Text printed while the inferior ran belongs to no command.
                    console.clear();
                }
                let _ = events.send(AsyncEvent {
                    seq,
                    class,
                    results,
                });
            }
        }
    };
    // Fail every waiter now, and every later caller via `died`.
    let mut shared = lock(&shared);
    shared.died = Some(why);
    shared.pending.clear();
}

async fn read_stderr(stderr: tokio::process::ChildStderr, shared: Arc<Mutex<Shared>>) {
    let mut stderr = stderr;
    let mut chunk = [0u8; 1024];
    while let Ok(n @ 1..) = stderr.read(&mut chunk).await {
        let mut shared = lock(&shared);
        shared
            .stderr_tail
            .push_str(&String::from_utf8_lossy(&chunk[..n]));
        if shared.stderr_tail.len() > STDERR_TAIL {
            let cut = shared.stderr_tail.len() - STDERR_TAIL;
            let cut = (cut..shared.stderr_tail.len())
                .find(|i| shared.stderr_tail.is_char_boundary(*i))
                .unwrap_or(0);
            shared.stderr_tail.drain(..cut);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn gdb() -> MiDriver {
        MiDriver::spawn(
            Path::new("gdb"),
            Path::new("."),
            Duration::from_secs(10),
            None,
        )
        .expect("gdb is installed")
    }

    /// Replies find their own command even when awaited in the opposite order.
    #[tokio::test]
    async fn replies_are_matched_to_commands_by_token() {
        let mut driver = gdb().await;
        let mut pending = Vec::new();
        for n in 1..=5 {
            let command = format!("-data-evaluate-expression {n}*{n}");
            pending.push((n, driver.send(&command).await.unwrap()));
        }
        let mut last_seq = u64::MAX;
        for (n, rx) in pending.into_iter().rev() {
            let reply = driver
                .reply("eval", rx, Duration::from_secs(10))
                .await
                .unwrap();
            assert_eq!(
                reply.results.get_str("value"),
                Some((n * n).to_string().as_str())
            );
            // gdb answered in order, so earlier commands carry smaller sequence numbers.
            assert!(reply.seq < last_seq);
            last_seq = reply.seq;
        }
        let console = driver.console("echo hello\\n").await.unwrap().console;
        assert_eq!(console, "hello\n");
    }

    #[tokio::test]
    async fn death_fails_pending_and_later_commands() {
        let mut driver = gdb().await;
        driver.command("-gdb-version").await.unwrap();
        let rx = driver.send("-gdb-exit").await.unwrap();
        let outcome = driver.reply("-gdb-exit", rx, Duration::from_secs(10)).await;
        assert_eq!(outcome.unwrap().class, ResultClass::Exit);
        for _ in 0..2 {
            let later = driver.command("-gdb-version").await;
            assert!(matches!(later, Err(GdbError::GdbDied { .. })), "{later:?}");
        }
        // Records that arrived before the death are still delivered, in order; then the end.
        let mut seen = 0;
        let end = loop {
            match driver.next_event_after(seen, Duration::from_secs(10)).await {
                Ok(Some(event)) => {
                    assert!(event.seq > seen);
                    seen = event.seq;
                }
                other => break other,
            }
        };
        assert!(matches!(end, Err(GdbError::GdbDied { .. })), "{end:?}");
    }

    #[test]
    fn quotes_mi_arguments() {
        assert_eq!(mi_quote(r#"a "b" \c"#), r#""a \"b\" \\c""#);
        assert_eq!(mi_quote("x\ny"), r#""x\ny""#);
    }
}
