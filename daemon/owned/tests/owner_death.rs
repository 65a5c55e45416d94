//! An owned child dies with its owner killed outright, and lives as long as the owner does
//! even when the thread that asked for it has retired. The test re-runs its own binary as
//! the owner: a runtime whose blocking threads retire after 50 ms spawns `sleep` from one of
//! them, waits for that thread to be gone, and reports whether the child is still alive.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;

const ROLE: &str = "REPAIRD_OWNED_CHILD_OWNER";
const TEST_NAME: &str = "an_owned_child_outlives_its_spawning_thread_but_not_its_owner";

fn act_as_owner() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .thread_keep_alive(Duration::from_millis(50))
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let child = tokio::task::spawn_blocking(|| {
            let mut command = tokio::process::Command::new("sleep");
            // Not the owner's stdout: the test reads that to its end.
            command
                .arg("600")
                .stdout(std::process::Stdio::null())
                .kill_on_drop(true);
            repaird_owned::spawn_owned(command).unwrap()
        })
        .await
        .unwrap();
        let pid = child.id().unwrap();
        // The blocking thread that asked for the child retires meanwhile.
        tokio::time::sleep(Duration::from_millis(1000)).await;
        let alive = alive(pid);
        println!("child {pid} alive={alive}");
        std::mem::forget(child);
        // Wait to be killed.
        tokio::time::sleep(Duration::from_secs(600)).await;
    });
}

fn alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        !stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z'))
    })
}

#[test]
fn an_owned_child_outlives_its_spawning_thread_but_not_its_owner() {
    if std::env::var(ROLE).is_ok() {
        act_as_owner();
        return;
    }
    let mut owner = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", TEST_NAME, "--nocapture", "--test-threads=1"])
        .env(ROLE, "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut report = String::new();
    for line in BufReader::new(owner.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        // The harness prints the test's name on the same line.
        if let Some(at) = line.find("child ") {
            report = line[at..].to_string();
            break;
        }
    }
    let pid: u32 = report
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("the owner never reported its child: {report:?}"));
    let _ = kill(Pid::from_raw(owner.id() as i32), Signal::SIGKILL);
    owner.wait().unwrap();
    let start = Instant::now();
    while alive(pid) && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(50));
    }
    let outlived = alive(pid);
    if outlived {
        let _ = kill(Pid::from_raw(pid as i32), Signal::SIGKILL);
    }
    assert!(
        report.ends_with("alive=true"),
        "the child died with the thread that spawned it: {report}"
    );
    assert!(!outlived, "child {pid} outlived its killed owner");
}
