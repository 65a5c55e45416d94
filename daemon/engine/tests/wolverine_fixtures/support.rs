//! Shared helpers of the WOLVERINE tests: fixture discovery, parsing, gcc runs, solvers.
#![allow(dead_code)]

use repaird_cfront::{parse_file, parse_source, ParseOptions, Program};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

pub fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/wolverine_fixtures")
}

/// Fixture directories (those holding a `buggy.c`), sorted.
pub fn fixture_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(fixtures_dir())
        .expect("fixture dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("buggy.c").is_file())
        .collect();
    dirs.sort();
    dirs
}

pub fn parse(path: &Path) -> Program {
    let outcome = parse_file(path, &ParseOptions::default());
    assert!(
        !outcome.has_errors(),
        "{}: {:?}",
        path.display(),
        outcome.diagnostics
    );
    outcome.program.expect("program")
}

pub fn parse_text(path: &Path, text: &str) -> Program {
    let outcome = parse_source(path, text, &ParseOptions::default());
    assert!(
        !outcome.has_errors(),
        "{}: {:?}",
        path.display(),
        outcome.diagnostics
    );
    outcome.program.expect("program")
}

/// Compiles C text with gcc and returns what the program prints (with a deadline).
pub fn compile_and_run(text: &str) -> String {
    let dir = tempfile::tempdir().expect("tempdir");
    let src = dir.path().join("prog.c");
    let exe = dir.path().join("prog");
    std::fs::write(&src, text).expect("write");
    let status = Command::new("timeout")
        .args(["30", "gcc", "-g", "-O0", "-o"])
        .arg(&exe)
        .arg(&src)
        .status()
        .expect("gcc");
    assert!(status.success(), "gcc failed");
    let out = Command::new("timeout")
        .arg("10")
        .arg(&exe)
        .output()
        .expect("run");
    assert!(out.status.success(), "program failed: {:?}", out.status);
    String::from_utf8(out.stdout).expect("utf8")
}

/// The solver profiles installed here (z3 first); `WOLVERINE_SOLVERS=z3,cvc5` narrows them.
pub fn installed_solvers() -> Vec<repaird_solvers::Profile> {
    let wanted = std::env::var("WOLVERINE_SOLVERS").unwrap_or_else(|_| "z3,cvc5,yices".into());
    wanted
        .split(',')
        .filter_map(|n| repaird_solvers::Profile::builtin(n.trim()))
        .filter(|p| p.is_installed())
        .map(|mut p| {
            p.timeout = Duration::from_secs(30);
            p
        })
        .collect()
}
