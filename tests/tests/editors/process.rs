//! Running a tool (npm, tsc, pytest) to completion under a deadline, in its own process
//! group so that everything it started dies with it.

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub struct Finished {
    pub success: bool,
    /// stdout and stderr, interleaved as the tool wrote them.
    pub output: String,
}

/// Runs `command` with stdout and stderr captured; panics when it outlives `deadline`.
pub fn run(mut command: Command, deadline: Duration) -> Finished {
    let (mut reader, writer) = std::io::pipe().expect("pipe");
    let described = format!("{command:?}");
    let mut child = command
        .stdin(Stdio::null())
        .stdout(writer.try_clone().expect("pipe clone"))
        .stderr(writer)
        .process_group(0)
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {described}: {e}"));
    // Drop our copies of the write end (moved into the command): read until the tool closes it.
    drop(command);
    let collector = std::thread::spawn(move || {
        let mut output = String::new();
        let _ = reader.read_to_string(&mut output);
        output
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if started.elapsed() > deadline {
            kill_group(child.id());
            let _ = child.wait();
            let output = collector.join().unwrap_or_default();
            panic!("{described} did not finish within {deadline:?}\n{output}");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    // Whatever the tool left running in its group would keep the pipe open.
    kill_group(child.id());
    let output = collector.join().unwrap_or_default();
    Finished {
        success: status.success(),
        output,
    }
}

pub fn kill_group(pid: u32) {
    let _ = Command::new("kill")
        .args(["-KILL", "--", &format!("-{pid}")])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

/// Whether `program` runs (`program --version` succeeds).
pub fn available(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}
