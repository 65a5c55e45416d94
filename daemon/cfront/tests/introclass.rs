//! Every IntroClass version (read in place from the shared bench data) must parse into the IR,
//! with few statements left `Concrete`. Prints the numbers the report quotes.

use repaird_cfront::ir::{StmtKind, Type};
use repaird_cfront::{parse_file, ParseOptions, Program};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn corpus_root() -> PathBuf {
    std::env::var_os("REPAIRD_INTROCLASS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/bench-data/introclass")
        })
}

/// `<root>/<problem>/<student>/<version>/*.c`, sorted.
fn versions(root: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let dirs = |p: &Path| -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(p)
            .map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        v.sort();
        v
    };
    for problem in dirs(root).into_iter().filter(|p| p.is_dir()) {
        for student in dirs(&problem).into_iter().filter(|p| p.is_dir()) {
            for version in dirs(&student).into_iter().filter(|p| p.is_dir()) {
                out.extend(
                    dirs(&version)
                        .into_iter()
                        .filter(|f| f.extension().is_some_and(|e| e == "c")),
                );
            }
        }
    }
    out
}

#[derive(Default)]
struct Tally {
    files: usize,
    parsed: usize,
    stmts: usize,
    concrete: usize,
    float_stmts: usize,
    reasons: BTreeMap<String, usize>,
    failures: Vec<String>,
}

fn touches_float(p: &Program, s: &repaird_cfront::Stmt) -> bool {
    let Some(f) = p.function(&s.function) else {
        return false;
    };
    let is_float = |v: &str| {
        f.var_type(v).or_else(|| {
            p.globals
                .iter()
                .find(|g| g.var.name == v)
                .map(|g| &g.var.ty)
        }) == Some(&Type::Float)
    };
    let text = format!("{:?}", s.kind);
    let mut vars = Vec::new();
    if let Some(v) = s.kind.defined_var() {
        vars.push(v.to_string());
    }
    if let StmtKind::Input { targets, .. } = &s.kind {
        vars.extend(targets.iter().cloned());
    }
    // Every `Var("x")` in the debug text names a variable read by the statement.
    for piece in text.split("Var(\"").skip(1) {
        if let Some(end) = piece.find('"') {
            vars.push(piece[..end].to_string());
        }
    }
    text.contains("Float(") || vars.iter().any(|v| is_float(v))
}

fn tally(files: &[PathBuf]) -> Tally {
    let mut t = Tally::default();
    for f in files {
        t.files += 1;
        let outcome = parse_file(f, &ParseOptions::default());
        let Some(p) = outcome.program else {
            t.failures
                .push(format!("{}: {:?}", f.display(), outcome.diagnostics));
            continue;
        };
        t.parsed += 1;
        t.stmts += p.stmts.len();
        for s in &p.stmts {
            if let StmtKind::Concrete { reason, .. } = &s.kind {
                t.concrete += 1;
                *t.reasons.entry(reason.clone()).or_default() += 1;
            }
            if touches_float(&p, s) {
                t.float_stmts += 1;
            }
        }
    }
    t
}

#[test]
fn every_introclass_version_parses_with_few_concrete_statements() {
    let root = corpus_root();
    let files = versions(&root);
    assert!(
        !files.is_empty(),
        "no IntroClass programs under {} (set REPAIRD_INTROCLASS)",
        root.display()
    );
    // Two workers: the machine has two cores and each parse runs gcc twice.
    let (a, b) = files.split_at(files.len() / 2);
    let (ta, tb) = std::thread::scope(|s| {
        let ha = s.spawn(|| tally(a));
        let hb = s.spawn(|| tally(b));
        (ha.join().unwrap(), hb.join().unwrap())
    });
    let mut t = ta;
    t.files += tb.files;
    t.parsed += tb.parsed;
    t.stmts += tb.stmts;
    t.concrete += tb.concrete;
    t.float_stmts += tb.float_stmts;
    t.failures.extend(tb.failures);
    for (r, n) in tb.reasons {
        *t.reasons.entry(r).or_default() += n;
    }
    let share = 100.0 * t.concrete as f64 / t.stmts.max(1) as f64;
    // Written to stderr directly (not `println!`) so the numbers show even when tests pass.
    let mut report = String::new();
    use std::fmt::Write as _;
    let _ = writeln!(
        report,
        "introclass: {} of {} versions parse",
        t.parsed, t.files
    );
    let _ = writeln!(
        report,
        "introclass: {} statements, {} concrete ({share:.2} %), {} touch float/double ({:.2} %)",
        t.stmts,
        t.concrete,
        t.float_stmts,
        100.0 * t.float_stmts as f64 / t.stmts.max(1) as f64
    );
    let mut reasons: Vec<_> = t.reasons.iter().collect();
    reasons.sort_by(|x, y| y.1.cmp(x.1));
    for (r, n) in reasons.iter().take(12) {
        let _ = writeln!(report, "introclass: concrete {n:5}  {r}");
    }
    {
        use std::io::Write as _;
        let _ = std::io::stderr().write_all(report.as_bytes());
    }
    assert!(
        t.failures.is_empty(),
        "unparsed versions:\n{}",
        t.failures.join("\n")
    );
    assert!(share < 5.0, "concrete share {share:.2} % is not under 5 %");
}
