//! Scratch directories of a process killed outright are removed by the next process that makes
//! one, and those of a live process are not. The test re-runs its own binary in two roles: a
//! holder that makes a scratch directory and waits to be killed, and a maker that makes one,
//! drops it and exits.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
use repaird_owned::scratch::ScratchDir;

const ROLE: &str = "REPAIRD_ORPHANED_SCRATCH_ROLE";
const TEST_NAME: &str = "a_killed_owners_scratch_goes_with_the_next_process_a_live_ones_stays";

fn act(role: &str) {
    let dir = ScratchDir::new("repaird-orphan-test-").unwrap();
    std::fs::write(dir.path().join("file"), "x").unwrap();
    println!("scratch {}", dir.path().display());
    if role == "hold" {
        std::thread::sleep(std::time::Duration::from_secs(600));
    }
    let owner = dir.path().parent().unwrap().to_path_buf();
    drop(dir);
    println!("owner-left {}", owner.exists());
}

/// Runs this test in `role`; returns the process and the scratch directory it reported.
fn start(role: &str) -> (Child, PathBuf) {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", TEST_NAME, "--nocapture", "--test-threads=1"])
        .env(ROLE, role)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let scratch = lines
        .by_ref()
        .map_while(Result::ok)
        // The harness prints the test's name on the same line.
        .find_map(|line| line.split_once("scratch ").map(|(_, p)| PathBuf::from(p)))
        .unwrap_or_else(|| panic!("the {role} never reported its scratch directory"));
    if role == "make" {
        let rest: Vec<String> = lines.map_while(Result::ok).collect();
        assert!(
            rest.iter().any(|line| line.contains("owner-left false")),
            "the maker's owner directory outlived its last scratch directory: {rest:?}"
        );
    }
    (child, scratch)
}

fn kill_outright(child: &mut Child) {
    let _ = kill(Pid::from_raw(child.id() as i32), Signal::SIGKILL);
    child.wait().unwrap();
}

fn owner_of(scratch: &Path) -> PathBuf {
    scratch.parent().unwrap().to_path_buf()
}

#[test]
fn a_killed_owners_scratch_goes_with_the_next_process_a_live_ones_stays() {
    if let Ok(role) = std::env::var(ROLE) {
        act(&role);
        return;
    }
    let (mut killed, killed_scratch) = start("hold");
    let (mut living, living_scratch) = start("hold");
    kill_outright(&mut killed);
    assert!(
        killed_scratch.join("file").exists(),
        "nothing runs in a process killed outright, yet its scratch directory is gone"
    );

    let (mut maker, made) = start("make");
    maker.wait().unwrap();
    assert!(
        !owner_of(&killed_scratch).exists(),
        "the killed owner's directory outlived the next process's first scratch directory"
    );
    assert!(
        living_scratch.join("file").exists(),
        "a live owner's scratch directory was removed"
    );
    assert!(!owner_of(&made).exists());

    kill_outright(&mut living);
    let (mut maker, _) = start("make");
    maker.wait().unwrap();
    assert!(!owner_of(&living_scratch).exists());
}
