//! Helpers shared by the integration tests: a private TMPDIR and checks that
//! nothing was left behind.

#![allow(dead_code)] // each test binary uses a different subset

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use repaird_runner::Outcome;

/// Points TMPDIR at a fresh directory so leaked scratch directories can be
/// counted. Call once, before any other thread runs, in a binary with a
/// single `#[test]`.
pub fn private_tmpdir() -> tempfile::TempDir {
    let dir = tempfile::Builder::new()
        .prefix("repaird-runner-test-")
        .tempdir()
        .expect("create private TMPDIR");
    // Tests may run as a sandbox uid that must traverse it.
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o711)).expect("chmod");
    // SAFETY (edition 2021: safe fn): set before the runner starts threads.
    std::env::set_var("TMPDIR", dir.path());
    dir
}

pub fn entries_in(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .expect("read TMPDIR")
        .flatten()
        .map(|e| e.path())
        .collect()
}

/// Live processes whose executable lies under `dir` (scratch builds are
/// there), as `pid exe` strings.
pub fn live_processes_under(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").expect("read /proc").flatten() {
        let Ok(exe) = std::fs::read_link(entry.path().join("exe")) else {
            continue;
        };
        if exe.starts_with(dir) && !is_zombie(&entry.path()) {
            found.push(format!(
                "{} {}",
                entry.file_name().to_string_lossy(),
                exe.display()
            ));
        }
    }
    found
}

/// Zombie children of this process (runs the runner forgot to reap).
pub fn own_zombies() -> Vec<String> {
    let me = std::process::id().to_string();
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").expect("read /proc").flatten() {
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
            continue;
        };
        let Some(after_name) = stat.rfind(')').map(|i| &stat[i + 1..]) else {
            continue;
        };
        let fields: Vec<&str> = after_name.split_whitespace().collect();
        if fields.len() > 1 && fields[0] == "Z" && fields[1] == me {
            found.push(stat);
        }
    }
    found
}

fn is_zombie(proc_dir: &Path) -> bool {
    std::fs::read_to_string(proc_dir.join("stat"))
        .ok()
        .and_then(|s| {
            s.rfind(')')
                .map(|i| s[i + 1..].trim_start().starts_with('Z'))
        })
        .unwrap_or(false)
}

/// An outcome in the compact form expected files use: `kind[:detail]`.
pub fn outcome_label(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Pass => "pass".into(),
        Outcome::Fail { check, .. } => format!("fail:{}", serde_label(check)),
        Outcome::Crash { name, .. } => format!("crash:{name}"),
        Outcome::Timeout { cpu: false, .. } => "timeout".into(),
        Outcome::Timeout { cpu: true, .. } => "timeout:cpu".into(),
        Outcome::OutputLimit { stream, .. } => format!("output_limit:{}", serde_label(stream)),
        Outcome::AssertFailed {
            line: Some(line), ..
        } => format!("assert_failed:{line}"),
        Outcome::AssertFailed { line: None, .. } => "assert_failed".into(),
        Outcome::BuildError { .. } => "build_error".into(),
        Outcome::Skipped => "skipped".into(),
        Outcome::RunnerError { message } => format!("runner_error:{message}"),
    }
}

fn serde_label(value: &impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .expect("unit enums serialize as strings")
}
