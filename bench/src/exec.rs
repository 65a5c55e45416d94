//! Compiling a C file with gcc and running one test of a suite under a deadline.

use crate::suite::TestCase;
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use wait_timeout::ChildExt;

/// Flags every corpus program must compile cleanly with.
pub const STRICT_FLAGS: &[&str] = &["-Wall", "-Werror", "-g", "-O0"];
/// Flags for mutants: a mutant may warn (e.g. an unused variable after a deletion).
pub const MUTANT_FLAGS: &[&str] = &["-g", "-O0"];
/// Enough for any correct corpus output; a runaway mutant is cut off here.
const STDOUT_CAP: u64 = 1 << 20;
const COMPILE_DEADLINE: Duration = Duration::from_secs(60);

#[derive(Debug, thiserror::Error)]
pub enum ExecError {
    #[error("cannot start {program}: {source}")]
    Spawn {
        program: String,
        source: std::io::Error,
    },
    #[error("waiting for {program} failed: {source}")]
    Wait {
        program: String,
        source: std::io::Error,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CompileOutcome {
    Ok,
    Failed { stderr: String },
}

/// `gcc <flags> <extra> -o exe source`.
pub fn compile(
    source: &Path,
    exe: &Path,
    flags: &[&str],
    extra: &[String],
) -> Result<CompileOutcome, ExecError> {
    let mut cmd = Command::new("gcc");
    cmd.args(flags).args(extra).arg("-o").arg(exe).arg(source);
    let (status, _stdout, stderr) = run_captured(cmd, None, COMPILE_DEADLINE, "gcc")?;
    Ok(match status {
        Exit::Code(0) => CompileOutcome::Ok,
        other => CompileOutcome::Failed {
            stderr: format!("{stderr}\n(gcc: {other:?})"),
        },
    })
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Exit {
    Code(i32),
    Signal(i32),
    TimedOut,
}

#[derive(Debug, Clone)]
pub struct RunOutcome {
    pub exit: Exit,
    pub stdout: String,
}

impl RunOutcome {
    /// Whether the run matches the test's expectations (exact stdout, exit code 0 by default).
    pub fn passes(&self, test: &TestCase) -> bool {
        let want_exit = test.exit_code.unwrap_or(0);
        self.exit == Exit::Code(want_exit) && test.stdout.as_deref() == Some(self.stdout.as_str())
    }
}

/// Runs `exe` with the test's args and stdin; kills it at the deadline.
pub fn run_test(exe: &Path, test: &TestCase, deadline: Duration) -> Result<RunOutcome, ExecError> {
    let mut cmd = Command::new(exe);
    cmd.args(&test.args);
    let (exit, stdout, _stderr) = run_captured(
        cmd,
        test.stdin.as_deref(),
        deadline,
        &exe.display().to_string(),
    )?;
    Ok(RunOutcome { exit, stdout })
}

/// Kills the child if the caller unwinds or returns early.
struct KillOnDrop(Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        if let Ok(None) = self.0.try_wait() {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

fn run_captured(
    mut cmd: Command,
    stdin: Option<&str>,
    deadline: Duration,
    program: &str,
) -> Result<(Exit, String, String), ExecError> {
    cmd.stdin(if stdin.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    })
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    // A benchmark killed outright must not leave a mutant looping for ever: the child gets
    // SIGKILL when this thread ends, and this thread waits for it below. (Two mutants left
    // by a killed run spun for an hour, halving the next run's speed.)
    let owner = nix::unistd::getpid();
    // SAFETY: between fork and exec only async-signal-safe calls (prctl, getppid) run.
    unsafe {
        cmd.pre_exec(move || repaird_owned::die_with(owner));
    }
    let child = cmd.spawn().map_err(|source| ExecError::Spawn {
        program: program.to_string(),
        source,
    })?;
    let mut guard = KillOnDrop(child);
    let child = &mut guard.0;
    let stdin_writer = child.stdin.take().map(|mut pipe| {
        let data = stdin.unwrap_or_default().to_string();
        // A program that never reads its stdin must not block us: write from a thread.
        std::thread::spawn(move || {
            let _ = pipe.write_all(data.as_bytes());
        })
    });
    let stdout_reader = spawn_reader(child.stdout.take());
    let stderr_reader = spawn_reader(child.stderr.take());
    let waited = child
        .wait_timeout(deadline)
        .map_err(|source| ExecError::Wait {
            program: program.to_string(),
            source,
        })?;
    let exit = match waited {
        Some(status) => exit_of(status),
        None => {
            let _ = child.kill();
            let _ = child.wait();
            Exit::TimedOut
        }
    };
    let stdout = stdout_reader.join().unwrap_or_default();
    let stderr = stderr_reader.join().unwrap_or_default();
    if let Some(writer) = stdin_writer {
        let _ = writer.join();
    }
    Ok((exit, stdout, stderr))
}

fn spawn_reader<R: Read + Send + 'static>(pipe: Option<R>) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(pipe) = pipe {
            let _ = pipe.take(STDOUT_CAP).read_to_end(&mut buf);
        }
        String::from_utf8_lossy(&buf).into_owned()
    })
}

fn exit_of(status: std::process::ExitStatus) -> Exit {
    use std::os::unix::process::ExitStatusExt;
    match (status.code(), status.signal()) {
        (Some(code), _) => Exit::Code(code),
        (None, Some(sig)) => Exit::Signal(sig),
        (None, None) => Exit::Signal(0),
    }
}
