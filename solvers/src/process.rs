//! One solver child process speaking SMT-LIB2 over pipes.
//!
//! Why not rsmt2 (0.16.2, measured on this machine): it cannot kill a solver that
//! misses a deadline (no interrupt, the child pid is not exposed), its cvc5 support
//! refuses `check-sat-assuming` through a hard-coded capability table, `get-info` /
//! `get-option` write a command but never read the answer (the next answer then
//! belongs to the wrong command), and solver stderr is piped but never drained (a
//! chatty solver blocks). This layer is small: write one command per line, read
//! exactly one S-expression back (`:print-success` makes every command answer),
//! and put a deadline around the read so the caller can kill the process group.

use std::collections::VecDeque;
use std::process::{ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use nix::sys::signal::{killpg, Signal};
use nix::unistd::Pid;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};
use tokio::task::JoinHandle;

use crate::sexp::{parse_prefix, Sexp};
use crate::{Profile, SolverError};

/// Lines of stderr kept to explain a crash.
const STDERR_TAIL_LINES: usize = 20;

/// How one exchange failed at the process level.
#[derive(Debug)]
pub(crate) enum Failure {
    Timeout,
    /// End of output: the process is gone (or going).
    Closed,
    /// Output that is not an S-expression.
    Garbage(String),
    Io(std::io::Error),
}

pub(crate) struct SolverProcess {
    /// `None` only while dropping, once handed to the task that reaps it.
    child: Option<Child>,
    pid: u32,
    stdin: ChildStdin,
    stdout: ChildStdout,
    pending: Vec<u8>,
    stderr_tail: Arc<Mutex<VecDeque<String>>>,
    stderr_drain: JoinHandle<()>,
}

impl SolverProcess {
    pub(crate) fn spawn(profile: &Profile) -> Result<SolverProcess, SolverError> {
        let mut command = Command::new(&profile.program);
        command
            .args(&profile.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            // Own process group, so a deadline kill also reaches anything the solver forks.
            .process_group(0);
        // Dies with the daemon even when it is killed outright (mid `check-sat` it would
        // not notice its closed stdin).
        let mut child =
            repaird_owned::spawn_owned(command).map_err(|source| SolverError::Spawn {
                solver: profile.name.clone(),
                program: profile.program.clone(),
                source,
            })?;
        let pid = child.id().expect("a just-spawned child has a pid");
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let stderr = child.stderr.take().expect("stderr is piped");
        let stderr_tail = Arc::new(Mutex::new(VecDeque::new()));
        let tail = Arc::clone(&stderr_tail);
        let name = profile.name.clone();
        // Drain stderr always: a full pipe would block the solver mid-answer.
        let stderr_drain = tokio::spawn(async move {
            let mut lines = BufReader::new(stderr).lines();
            while let Ok(Some(line)) = lines.next_line().await {
                tracing::debug!(solver = %name, "stderr: {line}");
                let mut tail = tail.lock().unwrap_or_else(|e| e.into_inner());
                if tail.len() == STDERR_TAIL_LINES {
                    tail.pop_front();
                }
                tail.push_back(line);
            }
        });
        Ok(SolverProcess {
            child: Some(child),
            pid,
            stdin,
            stdout,
            pending: Vec::new(),
            stderr_tail,
            stderr_drain,
        })
    }

    pub(crate) fn pid(&self) -> u32 {
        self.pid
    }

    /// Sends one command and reads its one answer, all within `deadline`.
    pub(crate) async fn exchange(
        &mut self,
        command: &str,
        deadline: Duration,
    ) -> Result<Sexp, Failure> {
        match tokio::time::timeout(deadline, self.exchange_unbounded(command)).await {
            Ok(result) => result,
            Err(_) => Err(Failure::Timeout),
        }
    }

    async fn exchange_unbounded(&mut self, command: &str) -> Result<Sexp, Failure> {
        let mut line = command.replace('\n', " ");
        line.push('\n');
        if let Err(e) = self.stdin.write_all(line.as_bytes()).await {
            return Err(match e.kind() {
                std::io::ErrorKind::BrokenPipe => Failure::Closed,
                _ => Failure::Io(e),
            });
        }
        self.stdin.flush().await.map_err(|_| Failure::Closed)?;
        self.read_answer().await
    }

    /// Sends `commands` back to back and reads one answer per command, all within
    /// `deadline`: the answers of a batch wait in the pipe instead of costing a round trip
    /// each. Callers keep batches small enough that their answers fit in the pipe, since
    /// nothing reads them while the commands are written. On a failure, the answers read
    /// before it come with it (a solver that exits on an error answers that error first).
    pub(crate) async fn exchange_many(
        &mut self,
        commands: &[String],
        deadline: Duration,
    ) -> (Vec<Sexp>, Option<Failure>) {
        let mut answers = Vec::with_capacity(commands.len());
        let work = async {
            let mut text = String::new();
            for command in commands {
                text.push_str(&command.replace('\n', " "));
                text.push('\n');
            }
            if let Err(e) = self.stdin.write_all(text.as_bytes()).await {
                return Err(match e.kind() {
                    std::io::ErrorKind::BrokenPipe => Failure::Closed,
                    _ => Failure::Io(e),
                });
            }
            self.stdin.flush().await.map_err(|_| Failure::Closed)?;
            for _ in commands {
                let answer = self.read_answer().await?;
                answers.push(answer);
            }
            Ok(())
        };
        let failure = match tokio::time::timeout(deadline, work).await {
            Ok(Ok(())) => None,
            Ok(Err(failure)) => Some(failure),
            Err(_) => Some(Failure::Timeout),
        };
        (answers, failure)
    }

    /// Reads one more answer to the last command (solvers that print two).
    pub(crate) async fn read_extra(&mut self, deadline: Duration) -> Result<Sexp, Failure> {
        match tokio::time::timeout(deadline, self.read_answer()).await {
            Ok(result) => result,
            Err(_) => Err(Failure::Timeout),
        }
    }

    async fn read_answer(&mut self) -> Result<Sexp, Failure> {
        let mut chunk = [0u8; 8192];
        loop {
            match parse_prefix(&self.pending) {
                Ok(Some((sexp, used))) => {
                    self.pending.drain(..used);
                    return Ok(sexp);
                }
                Ok(None) => {}
                Err(garbage) => return Err(Failure::Garbage(garbage.0)),
            }
            let n = self.stdout.read(&mut chunk).await.map_err(Failure::Io)?;
            if n == 0 {
                return Err(Failure::Closed);
            }
            self.pending.extend_from_slice(&chunk[..n]);
        }
    }

    /// Kills the whole process group now.
    pub(crate) fn kill(&mut self) {
        let Some(child) = self.child.as_mut() else {
            return;
        };
        if matches!(child.try_wait(), Ok(None)) {
            // The child leads its own group (process_group(0)), so pgid == pid.
            let _ = killpg(Pid::from_raw(self.pid as i32), Signal::SIGKILL);
            let _ = child.start_kill();
        }
    }

    /// Exit status (waiting briefly for a dying process) and the last stderr lines.
    pub(crate) async fn post_mortem(&mut self) -> String {
        let status: Option<ExitStatus> = match self.child.as_mut() {
            Some(child) => {
                match tokio::time::timeout(Duration::from_millis(500), child.wait()).await {
                    Ok(Ok(status)) => Some(status),
                    _ => None,
                }
            }
            None => None,
        };
        let tail: Vec<String> = self
            .stderr_tail
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .cloned()
            .collect();
        let status = match status {
            Some(s) => s.to_string(),
            None => "output closed, process still running".to_string(),
        };
        if tail.is_empty() {
            status
        } else {
            format!("{status}; stderr: {}", tail.join(" | "))
        }
    }
}

impl Drop for SolverProcess {
    fn drop(&mut self) {
        self.kill();
        self.stderr_drain.abort();
        let Some(mut child) = self.child.take() else {
            return;
        };
        // Reap it off the caller's path where a runtime can wait for it: a killed solver
        // with a large heap takes ~10 ms to go (cvc5 at 164 MB after a 450 KB encoding),
        // and the caller is usually about to start its replacement. (tokio reaps a dropped
        // child only when it next spawns one, which leaves a zombie until then.)
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move {
                let _ = child.wait().await;
            });
            return;
        }
        // No runtime: here, bounded at ~100 ms (SIGKILLed, it is gone within milliseconds).
        for _ in 0..50 {
            match child.try_wait() {
                Ok(None) => std::thread::sleep(Duration::from_millis(2)),
                Ok(Some(_)) | Err(_) => break,
            }
        }
    }
}
