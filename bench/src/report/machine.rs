//! The machine and the commit a run was made on (stated in every report).

use std::process::Command;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Machine {
    pub cpus: usize,
    pub memory_mib: u64,
    pub cpu_model: String,
    /// `git rev-parse HEAD` of the checkout (with `-dirty` when it had local changes).
    pub commit: String,
}

impl Machine {
    /// This machine now; unknown parts stay empty or zero.
    pub fn current() -> Machine {
        let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let meminfo = std::fs::read_to_string("/proc/meminfo").unwrap_or_default();
        Machine {
            cpus: std::thread::available_parallelism().map_or(0, |n| n.get()),
            memory_mib: meminfo
                .lines()
                .find_map(|l| l.strip_prefix("MemTotal:"))
                .and_then(|v| v.split_whitespace().next()?.parse::<u64>().ok())
                .map_or(0, |kib| kib / 1024),
            cpu_model: cpuinfo
                .lines()
                .find_map(|l| l.strip_prefix("model name"))
                .and_then(|v| v.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
                .unwrap_or_default(),
            commit: git_commit(),
        }
    }

    pub fn describe(&self) -> String {
        format!(
            "{} CPUs ({}), {} MiB memory, commit `{}`",
            self.cpus,
            if self.cpu_model.is_empty() {
                "model unknown"
            } else {
                &self.cpu_model
            },
            self.memory_mib,
            self.commit
        )
    }
}

fn git_commit() -> String {
    let run = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let head = run(&["rev-parse", "HEAD"]).unwrap_or_else(|| "unknown".into());
    // Only the crates a run exercises decide whether the numbers match the commit.
    let dirty = run(&[
        "status",
        "--porcelain",
        "--",
        "../daemon",
        "../solvers",
        "src",
    ])
    .is_some_and(|s| !s.is_empty());
    if dirty {
        format!("{head}-dirty")
    } else {
        head
    }
}
