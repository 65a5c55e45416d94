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

// ---- Simulated debug sessions -------------------------------------------------------------

use repaird_cfront::ir::{StmtId, StmtKind};
use repaird_engine::heap::{SymState, Val};
use repaird_engine::interp::{self, Event, Options, Point, TraceStep};

/// The state at the entry of `function` when `main` calls it, globals only.
pub fn entry_state(program: &Program, function: &str) -> SymState {
    let options = Options {
        record_states: true,
        ..Options::default()
    };
    let run = interp::run_main(program, &options);
    let call = run
        .trace
        .iter()
        .find(|s| {
            matches!(&s.event, Event::Stmt { id, depth: 0, .. }
            if matches!(&program.stmt(*id).unwrap().kind, StmtKind::Call { func, .. } if func == function))
        })
        .expect("main calls the function");
    let mut state = call.before.clone().unwrap();
    state
        .vars
        .retain(|k, _| program.globals.iter().any(|g| &g.var.name == k));
    state
}

/// The key of the first loop of `function`.
pub fn loop_key(program: &Program, function: &str) -> StmtId {
    program
        .stmts
        .iter()
        .find(|s| s.function == function && s.cond_range.is_some())
        .unwrap()
        .id
}

/// What a programmer asserts: program variables (no lowering temps) and the heap.
pub fn asserted(program: &Program, function: &str, s: &SymState) -> SymState {
    let f = program.function(function).unwrap();
    let mut s = s.clone();
    s.vars.retain(|k, v| !f.is_temp(k) && *v != Val::Unknown);
    s
}

/// The correct run: states at each test of the loop, its decisions, and the final state.
pub struct Expected {
    pub heads: Vec<SymState>,
    pub decisions: Vec<bool>,
    pub end: SymState,
}

pub fn expected_run(fixed: &Program, function: &str, entry: &SymState) -> Expected {
    let key = loop_key(fixed, function);
    let options = Options {
        record_states: true,
        ..Options::default()
    };
    let run = interp::run_function(fixed, function, entry, &[], &options);
    let mut heads = Vec::new();
    let mut decisions = Vec::new();
    for s in &run.trace {
        if let Event::Branch {
            key: k,
            depth: 0,
            taken,
            ..
        } = &s.event
        {
            if *k == key {
                heads.push(asserted(fixed, function, s.before.as_ref().unwrap()));
                decisions.push(*taken);
            }
        }
    }
    Expected {
        heads,
        decisions,
        end: asserted(fixed, function, &run.state),
    }
}

/// The debug session on `program`: the loop is forced to follow `decisions`, the state is
/// corrected (`change`) to `heads[k]` before test k >= 1, insertion gaps are recorded.
pub fn session_trace(
    program: &Program,
    function: &str,
    entry: &SymState,
    decisions: &[bool],
    heads: &[SymState],
) -> Vec<TraceStep> {
    let key = loop_key(program, function);
    let mut options = Options {
        record_gaps: true,
        ..Options::default()
    };
    for (k, d) in decisions.iter().enumerate() {
        options.force.insert((Point::Branch(key), k as u32), *d);
        if k >= 1 {
            options
                .changes
                .insert((Point::Branch(key), k as u32), heads[k].clone());
        }
    }
    interp::run_function(program, function, entry, &[], &options).trace
}

/// Trace positions of the tests of the loop `key`.
pub fn branch_positions(trace: &[TraceStep], key: StmtId) -> Vec<usize> {
    trace
        .iter()
        .enumerate()
        .filter_map(|(i, s)| {
            matches!(s.event, Event::Branch { key: k, depth: 0, .. } if k == key).then_some(i)
        })
        .collect()
}

/// Compares `actual` with the file `path`; `UPDATE_EXPECT=1` rewrites the file instead.
pub fn check_expect(path: &Path, actual: &str) -> Option<String> {
    if std::env::var("UPDATE_EXPECT").is_ok() {
        std::fs::write(path, actual).expect("write expectation");
        return None;
    }
    let expected = std::fs::read_to_string(path).unwrap_or_default();
    (expected != actual).then(|| {
        format!(
            "{} differs:\n--- expected\n{expected}\n--- actual\n{actual}",
            path.display()
        )
    })
}
