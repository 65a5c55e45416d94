//! Shared helpers: fixtures under tests/programs, located by `@marker` comments so no
//! test hard-codes a line number.
#![allow(dead_code)]

use std::path::PathBuf;

use repaird_gdb::{compile, Binary, CompileOptions, GdbSession, LaunchOptions, Location};

pub fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(name)
}

/// The line of `program` holding `/* @marker */`.
pub fn line_of(program: &str, marker: &str) -> u32 {
    let text = std::fs::read_to_string(fixture(program)).expect("fixture exists");
    let tag = format!("@{marker} ");
    let index = text
        .lines()
        .position(|l| l.contains(&tag))
        .unwrap_or_else(|| panic!("no @{marker} in {program}"));
    index as u32 + 1
}

pub fn at(program: &str, marker: &str) -> Location {
    Location::line(program, line_of(program, marker))
}

/// Compiles `program` and starts gdb on it; keep the `Binary` alive with the session.
pub async fn launch_with(program: &str, opts: LaunchOptions) -> (Binary, GdbSession) {
    let binary = compile(&fixture(program), &CompileOptions::default())
        .await
        .expect("fixture compiles");
    let session = GdbSession::launch(&binary.path, opts)
        .await
        .expect("gdb starts");
    (binary, session)
}

pub async fn launch(program: &str) -> (Binary, GdbSession) {
    launch_with(program, LaunchOptions::default()).await
}
