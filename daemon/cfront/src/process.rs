//! Running the C compiler with a deadline; the child is killed if it overruns or on drop.

use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// What a finished compiler run printed.
#[derive(Debug)]
pub struct Output {
    pub success: bool,
    pub stdout: String,
    pub stderr: String,
}

#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error("could not start `{program}`: {source}")]
    Spawn {
        program: String,
        source: std::io::Error,
    },
    #[error("`{program}` did not finish within {secs} s and was killed")]
    Deadline { program: String, secs: u64 },
    #[error("i/o with `{program}` failed: {source}")]
    Io {
        program: String,
        source: std::io::Error,
    },
}

/// Kills the child when dropped before it was reaped.
struct KillOnDrop(Option<Child>);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        if let Some(child) = self.0.as_mut() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Runs `program args`, feeding `stdin`, and waits at most `deadline`.
pub fn run(
    program: &str,
    args: &[String],
    stdin: Option<&[u8]>,
    deadline: Duration,
) -> Result<Output, RunError> {
    let spawn_err = |source| RunError::Spawn {
        program: program.to_string(),
        source,
    };
    let io_err = |source| RunError::Io {
        program: program.to_string(),
        source,
    };
    let child = Command::new(program)
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(spawn_err)?;
    let mut guard = KillOnDrop(Some(child));
    let child = guard.0.as_mut().expect("child present until reaped");
    // Readers and the writer run on threads so a full pipe never blocks the deadline check.
    let writer = match (stdin, child.stdin.take()) {
        (Some(bytes), Some(mut pipe)) => {
            let bytes = bytes.to_vec();
            Some(std::thread::spawn(move || pipe.write_all(&bytes)))
        }
        _ => None,
    };
    let mut out_pipe = child.stdout.take().expect("stdout piped");
    let mut err_pipe = child.stderr.take().expect("stderr piped");
    let out_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        out_pipe.read_to_end(&mut s).map(|_| s)
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        err_pipe.read_to_end(&mut s).map(|_| s)
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(io_err)? {
            break status;
        }
        if started.elapsed() > deadline {
            // Dropping the guard kills and reaps the child, which closes the pipes.
            drop(guard);
            return Err(RunError::Deadline {
                program: program.to_string(),
                secs: deadline.as_secs(),
            });
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    guard.0 = None;
    if let Some(w) = writer {
        // A compiler that stops reading early (e.g. on an error) closes its stdin: not our error.
        let _ = w.join();
    }
    let stdout = out_reader
        .join()
        .unwrap_or_else(|_| Ok(Vec::new()))
        .map_err(io_err)?;
    let stderr = err_reader
        .join()
        .unwrap_or_else(|_| Ok(Vec::new()))
        .map_err(io_err)?;
    Ok(Output {
        success: status.success(),
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
    })
}
