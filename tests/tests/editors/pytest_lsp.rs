//! The pytest-lsp suite (`tests/editors/pytest_lsp`): the real daemon driven by pytest-lsp's
//! client with the capability profiles of Neovim, Emacs and VS Code, over stdio and TCP. A
//! failing suite fails this test with pytest's report.

use std::process::Command;
use std::time::Duration;

use super::{fixtures, process};

pub fn run_suite() {
    let probe = Command::new("python3")
        .args(["-c", "import pytest, pytest_lsp"])
        .output()
        .expect("python3 runs");
    assert!(
        probe.status.success(),
        "pytest-lsp is not installed (run scripts/setup.sh): {}",
        String::from_utf8_lossy(&probe.stderr)
    );
    let mut pytest = Command::new("python3");
    pytest
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider", "--color=no"])
        .arg(fixtures::root().join("pytest_lsp"))
        .env("REPAIRD_BIN", repaird_e2e::repaird())
        .env("REPAIRD_FIXTURES", fixtures::root().join("fixtures"))
        .current_dir(fixtures::root());
    let finished = process::run(pytest, Duration::from_secs(1800));
    assert!(
        finished.success,
        "the pytest-lsp suite failed:\n{}",
        finished.output
    );
    eprintln!("{}", finished.output.lines().last().unwrap_or_default());
}
