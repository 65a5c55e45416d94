//! repaird-cfront: C → guarded-statement IR with a line map, and IR → C patches.
//!
//! # Layout
//! - [`ir`]: the IR (WOLVERINE's guarded statements, kept as a structured tree + flat index).
//! - [`parse_file`]/[`parse_source`]: gcc (`-fsyntax-only` for diagnostics, `-E` for text),
//!   lang-c for meaning, tree-sitter for exact original positions; `lower` joins them.
//!   `parse_cache` hands out an earlier parse of the same text while its headers are unchanged.
//! - [`pretty`]: stable text form of the IR; [`cprint`]: IR → C text.
//! - [`rewrite`]: changes to the IR → minimal text edits + unified diff.
//!
//! Architecture invariant: this crate knows nothing of gdb, solvers, LSP or JSON-RPC.
//! Parsing never fails: it returns what it could plus diagnostics.

pub mod cprint;
pub mod diagnostics;
pub mod ir;
pub mod lex;
mod lower;
mod parse_cache;
mod ppmap;
pub mod pretty;
mod process;
pub mod rewrite;
mod syntax;

pub use diagnostics::{Diagnostic, Severity};
pub use ir::{Program, Stmt, StmtId, StmtKind};

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How to run the compiler.
#[derive(Clone, Debug)]
pub struct ParseOptions {
    /// The C compiler (gcc-compatible: `-E`, `-fsyntax-only`, `-fdiagnostics-format=json`).
    pub compiler: String,
    /// Extra flags for every compiler run: `-I`, `-D`, `-std=`.
    pub flags: Vec<String>,
    /// Deadline for each compiler run.
    pub deadline: Duration,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            compiler: "gcc".into(),
            flags: Vec::new(),
            deadline: Duration::from_secs(30),
        }
    }
}

/// Original line → statements whose C statement starts there, and back.
#[derive(Clone, Debug, Default)]
pub struct LineMap {
    by_line: BTreeMap<u32, Vec<StmtId>>,
}

impl LineMap {
    pub fn new(p: &Program) -> LineMap {
        let mut by_line: BTreeMap<u32, Vec<StmtId>> = BTreeMap::new();
        for s in &p.stmts {
            by_line
                .entry(s.origin.range.start.line)
                .or_default()
                .push(s.id);
        }
        LineMap { by_line }
    }
    pub fn stmts_at(&self, line: u32) -> &[StmtId] {
        self.by_line.get(&line).map(Vec::as_slice).unwrap_or(&[])
    }
    /// Lines that hold at least one statement, ascending.
    pub fn lines(&self) -> impl Iterator<Item = u32> + '_ {
        self.by_line.keys().copied()
    }
}

#[derive(Clone, Debug)]
pub struct ParseOutcome {
    /// `None` only when the preprocessed text could not be parsed at all.
    pub program: Option<Program>,
    pub line_map: LineMap,
    pub diagnostics: Vec<Diagnostic>,
}

impl ParseOutcome {
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }
}

/// Parses a C file on disk.
pub fn parse_file(path: &Path, opts: &ParseOptions) -> ParseOutcome {
    match std::fs::read_to_string(path) {
        Ok(text) => parse_impl(path, &text, true, opts),
        Err(e) => failed(path, format!("cannot read {}: {e}", path.display())),
    }
}

/// Parses `text` as if it were the file `path` (e.g. an unsaved editor buffer). Quote includes
/// are searched next to `path`.
pub fn parse_source(path: &Path, text: &str, opts: &ParseOptions) -> ParseOutcome {
    parse_impl(path, text, false, opts)
}

fn failed(path: &Path, message: String) -> ParseOutcome {
    ParseOutcome {
        program: None,
        line_map: LineMap::default(),
        diagnostics: vec![Diagnostic {
            file: path.to_path_buf(),
            line: 0,
            column: 0,
            severity: Severity::Error,
            message,
            source: "cfront".into(),
        }],
    }
}

fn parse_impl(path: &Path, text: &str, on_disk: bool, opts: &ParseOptions) -> ParseOutcome {
    let key = parse_cache::ParseKey {
        path: path.to_path_buf(),
        text: text.to_string(),
        on_disk,
        compiler: opts.compiler.clone(),
        flags: opts.flags.clone(),
    };
    if let Some(outcome) = parse_cache::PARSES.lookup(&key) {
        return outcome;
    }
    let mut base_args = opts.flags.clone();
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        base_args.push("-iquote".into());
        base_args.push(dir.display().to_string());
    }
    let (input, stdin): (String, Option<&[u8]>) = if on_disk {
        (path.display().to_string(), None)
    } else {
        base_args.extend(["-x".into(), "c".into()]);
        ("-".into(), Some(text.as_bytes()))
    };
    let run = |extra: &[&str]| {
        let mut args = base_args.clone();
        args.extend(extra.iter().map(|s| s.to_string()));
        args.push(input.clone());
        process::run(&opts.compiler, &args, stdin, opts.deadline)
    };
    // The two compiler runs are independent: side by side, a parse waits for one of them
    // (a repair that tries candidate code parses once per candidate).
    let (checked, preprocessed) = std::thread::scope(|scope| {
        let checked = scope.spawn(|| run(&["-fsyntax-only", "-fdiagnostics-format=json"]));
        let preprocessed = run(&["-E"]);
        (checked.join(), preprocessed)
    });
    let mut diagnostics = match checked {
        Ok(Ok(out)) => diagnostics::parse_gcc_json(&out.stderr, path),
        Ok(Err(e)) => return failed(path, e.to_string()),
        Err(_) => return failed(path, "the compiler check panicked".into()),
    };
    let pp = match preprocessed {
        Ok(out) if out.success => out.stdout,
        Ok(_) => {
            return ParseOutcome {
                program: None,
                line_map: LineMap::default(),
                diagnostics,
            }
        }
        Err(e) => return failed(path, e.to_string()),
    };
    let ppmap = ppmap::PpMap::new(&pp);
    let main_name = pp
        .lines()
        .find_map(|l| {
            let rest = l.strip_prefix("# ")?;
            let start = rest.find('"')? + 1;
            let end = rest[start..].find('"')? + start;
            Some(rest[start..end].to_string())
        })
        .unwrap_or_else(|| input.clone());
    let syntax = syntax::SyntaxIndex::build(path, text);
    let config = lang_c::driver::Config::with_gcc();
    let unit = match lang_c::driver::parse_preprocessed(&config, pp.clone()) {
        Ok(parse) => parse.unit,
        Err(e) => {
            let (file, line) = ppmap
                .locate(e.offset)
                .map(|(f, l)| (PathBuf::from(f), l))
                .unwrap_or((path.to_path_buf(), 0));
            let file = if file.as_os_str() == "<stdin>" || file == Path::new(&main_name) {
                path.to_path_buf()
            } else {
                file
            };
            let mut expected: Vec<_> = e.expected.iter().copied().collect();
            expected.sort_unstable();
            diagnostics.push(Diagnostic {
                file,
                line,
                column: 0,
                severity: Severity::Error,
                message: format!(
                    "the C front end cannot parse this (expected one of {})",
                    expected.join(" ")
                ),
                source: "lang-c".into(),
            });
            return ParseOutcome {
                program: None,
                line_map: LineMap::default(),
                diagnostics,
            };
        }
    };
    let src = lower::SourceCtx {
        file: path,
        text,
        pp: &pp,
        ppmap: &ppmap,
        syntax: &syntax,
        main_name,
    };
    let (program, mut notes) = lower::lower(&unit, &src);
    diagnostics.append(&mut notes);
    let outcome = ParseOutcome {
        line_map: LineMap::new(&program),
        program: Some(program),
        diagnostics,
    };
    parse_cache::store(key, &pp, &src.main_name, outcome.clone());
    outcome
}
