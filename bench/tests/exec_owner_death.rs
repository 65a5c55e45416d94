//! A test program the benchmark runs dies with the benchmark, even when the benchmark is
//! killed outright mid-run: a looping mutant must not spin on after its owner.
//!
//! The test runs itself again as the owner (selected by an environment variable), which runs
//! a long `sleep` through `exec::run_test`; the test then SIGKILLs that owner and checks that
//! the `sleep` is gone too.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use repaird_bench::exec::run_test;
use repaird_bench::suite::TestCase;

const OWNER_ENV: &str = "REPAIRD_BENCH_EXEC_OWNER_PIDFILE";

/// Whether `pid` still runs (a zombie waiting for init to reap it does not).
fn running(pid: i32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| {
            let state = stat.rsplit_once(") ")?.1.chars().next()?;
            Some(state != 'Z' && state != 'X')
        })
        .unwrap_or(false)
}

#[test]
fn a_test_program_dies_with_the_benchmark() {
    if let Some(pidfile) = std::env::var_os(OWNER_ENV) {
        // The owner: runs the child until it is killed itself.
        let test = TestCase {
            name: "sleeper".into(),
            args: vec![
                "-c".into(),
                format!("echo $$ > {}; exec sleep 60", Path::new(&pidfile).display()),
            ],
            stdin: None,
            stdout: None,
            exit_code: None,
        };
        let _ = run_test(Path::new("/bin/sh"), &test, Duration::from_secs(60));
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let pidfile = dir.path().join("child.pid");
    let mut owner = Command::new(std::env::current_exe().unwrap())
        .args([
            "a_test_program_dies_with_the_benchmark",
            "--exact",
            "--nocapture",
        ])
        .env(OWNER_ENV, &pidfile)
        .spawn()
        .unwrap();
    let started = Instant::now();
    let child: i32 = loop {
        if let Some(pid) = std::fs::read_to_string(&pidfile)
            .ok()
            .and_then(|t| t.trim().parse().ok())
        {
            break pid;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the owner never started its child"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(running(child), "the child runs while its owner does");
    owner.kill().unwrap();
    owner.wait().unwrap();
    let killed = Instant::now();
    while running(child) && killed.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let alive = running(child);
    if alive {
        let _ = Command::new("kill")
            .args(["-9", &child.to_string()])
            .status();
    }
    assert!(!alive, "the child {child} outlived its killed owner");
}
