//! A runner killed outright (SIGKILL: no unwinding, no drop) must not leave the program it
//! was running behind. The test re-runs its own binary as the runner, lets it start a test
//! that never ends, kills it, and watches the program go.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use repaird_runner::{run_suite, Build, BuildOptions, RunLimits, TestSuite};

const ROLE: &str = "REPAIRD_OWNER_DEATH_RUNNER";
const TEST_NAME: &str = "a_program_dies_with_a_runner_killed_outright";

const LOOPING_PROGRAM: &str = "int main(int argc, char **argv) {\n\
    volatile unsigned long spins = (unsigned long)argc + (unsigned long)argv;\n\
    for (;;)\n        spins++;\n}\n";

/// The runner's side: build the looping program and run its one test under a deadline far
/// beyond the test's lifetime, so only the runner's death can end it.
fn act_as_runner(dir: &Path, marker: &str) {
    std::fs::write(dir.join("prog.c"), LOOPING_PROGRAM).unwrap();
    std::fs::write(
        dir.join("repair.toml"),
        format!(
            "[[test]]\nname = \"spins\"\nargs = [\"{marker}\"]\nstdout = \"\"\ntimeout = 300\n"
        ),
    )
    .unwrap();
    let source = dir.join("prog.c");
    let suite = TestSuite::discover(&source).unwrap();
    let executable = Build::compile(&source, &BuildOptions::new(suite.build.clone())).unwrap();
    let limits = RunLimits {
        timeout: Duration::from_secs(300),
        cpu_seconds: Some(300),
        ..RunLimits::default()
    };
    run_suite(&executable, &suite, &limits);
    panic!("the looping test ended while its runner was alive");
}

/// Pids of live (not zombie) processes whose command line holds `marker`.
fn processes_with(marker: &str) -> Vec<i32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<i32>().ok())
        .filter(|pid| {
            let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            let zombie = stat
                .rsplit_once(')')
                .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z'));
            !zombie && String::from_utf8_lossy(&cmdline).contains(marker)
        })
        .collect()
}

fn wait_for(deadline: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < deadline {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    done()
}

#[test]
fn a_program_dies_with_a_runner_killed_outright() {
    if let Ok(dir) = std::env::var(ROLE) {
        let marker = std::env::var("REPAIRD_OWNER_DEATH_MARKER").unwrap();
        act_as_runner(Path::new(&dir), &marker);
        return;
    }
    let scratch = tempfile::tempdir().unwrap();
    let marker = format!("owner-death-{}", std::process::id());
    let mut runner = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", TEST_NAME, "--nocapture", "--test-threads=1"])
        .env(ROLE, scratch.path())
        .env("REPAIRD_OWNER_DEATH_MARKER", &marker)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();

    let started = wait_for(Duration::from_secs(60), || {
        !processes_with(&marker).is_empty()
    });
    let program = processes_with(&marker);
    nix::sys::signal::kill(
        nix::unistd::Pid::from_raw(runner.id() as i32),
        nix::sys::signal::Signal::SIGKILL,
    )
    .unwrap();
    runner.wait().unwrap();
    assert!(started, "the runner never started its looping test");

    let gone = wait_for(Duration::from_secs(10), || {
        processes_with(&marker).is_empty()
    });
    let left = processes_with(&marker);
    for pid in &left {
        // Do not leave a spinning process to the rest of the suite.
        let _ = nix::sys::signal::kill(
            nix::unistd::Pid::from_raw(*pid),
            nix::sys::signal::Signal::SIGKILL,
        );
    }
    assert!(
        gone,
        "program {program:?} outlived its killed runner: {left:?} still alive"
    );
}
