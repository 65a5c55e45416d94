//! tests/fixtures/<name>/changes.json (a list of `rewrite::Change`) → expected.diff.
//! The diff must apply with `patch -p0`, the patched file must compile, and when
//! expected.stdout exists the patched program must print exactly that.

mod common;

use repaird_cfront::rewrite::{self, Change};
use repaird_cfront::{parse_file, ParseOptions};
use std::path::Path;
use std::process::Command;

/// Runs a command under coreutils `timeout` so a stuck child cannot hang the test.
fn run(dir: &Path, secs: u32, program: &str, args: &[&str]) -> std::process::Output {
    Command::new("timeout")
        .arg("--kill-after=2")
        .arg(secs.to_string())
        .arg(program)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("{program}: {e}"))
}

fn check(dir: &Path) -> Option<String> {
    let input = dir.join("input.c");
    let original = std::fs::read_to_string(&input).expect("input.c");
    let outcome = parse_file(&input, &ParseOptions::default());
    let Some(program) = outcome.program else {
        assert!(
            !dir.join("changes.json").exists(),
            "{}: a rewrite fixture must parse",
            dir.display()
        );
        return None;
    };
    // Round trip: no change, no edit, same bytes.
    let none = rewrite::edits(&original, &program, &[]).expect("no-op rewrite");
    assert!(none.is_empty(), "{}: edits without changes", dir.display());
    assert_eq!(rewrite::apply(&original, &none), original);

    let changes_path = dir.join("changes.json");
    if !changes_path.exists() {
        return None;
    }
    let changes: Vec<Change> =
        serde_json::from_str(&std::fs::read_to_string(&changes_path).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", changes_path.display()));
    let edits = rewrite::edits(&original, &program, &changes)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let edited = rewrite::apply(&original, &edits);
    let diff = rewrite::unified_diff("input.c", &original, &edited);
    if let Some(mismatch) = common::check_expect(&dir.join("expected.diff"), &diff) {
        return Some(mismatch);
    }

    // The diff applies with patch(1) and gives exactly the edited text.
    let work = tempfile::tempdir().unwrap();
    std::fs::write(work.path().join("input.c"), &original).unwrap();
    std::fs::write(work.path().join("fix.diff"), &diff).unwrap();
    let patched = run(work.path(), 30, "patch", &["-p0", "-i", "fix.diff"]);
    assert!(patched.status.success(), "patch failed: {patched:?}");
    let after = std::fs::read_to_string(work.path().join("input.c")).unwrap();
    assert_eq!(after, edited, "{}: patch result differs", dir.display());

    let cc = run(work.path(), 60, "gcc", &["-Wall", "-o", "prog", "input.c"]);
    assert!(
        cc.status.success(),
        "{}: patched file does not compile:\n{}",
        dir.display(),
        String::from_utf8_lossy(&cc.stderr)
    );
    if let Ok(want) = std::fs::read_to_string(dir.join("expected.stdout")) {
        let ran = run(work.path(), 10, "./prog", &[]);
        assert!(
            ran.status.success(),
            "{}: patched program failed",
            dir.display()
        );
        assert_eq!(
            String::from_utf8_lossy(&ran.stdout),
            want,
            "{}",
            dir.display()
        );
    }
    None
}

#[test]
fn rewrite_fixtures() {
    let failures: Vec<String> = common::fixture_dirs("fixtures")
        .iter()
        .filter_map(|d| check(d))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn replacing_a_statement_by_itself_changes_nothing() {
    for dir in common::fixture_dirs("fixtures") {
        let input = dir.join("input.c");
        let original = std::fs::read_to_string(&input).unwrap();
        let Some(program) = parse_file(&input, &ParseOptions::default()).program else {
            continue;
        };
        let same: Vec<Change> = program
            .stmts
            .iter()
            .map(|s| Change::ReplaceStmt {
                id: s.id,
                kind: s.kind.clone(),
            })
            .collect();
        let edits = rewrite::edits(&original, &program, &same).unwrap();
        assert!(edits.is_empty(), "{}: {edits:?}", dir.display());
    }
}
