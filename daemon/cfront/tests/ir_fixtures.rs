//! tests/fixtures/<name>/input.c → expected.ir (the IR's stable text form + diagnostics).

mod common;

use repaird_cfront::{parse_file, pretty, ParseOptions};

fn render(dir: &std::path::Path) -> String {
    let outcome = parse_file(&dir.join("input.c"), &ParseOptions::default());
    let mut out = String::new();
    for d in &outcome.diagnostics {
        out.push_str(&format!(
            "diagnostic {:?} {}:{} [{}] {}\n",
            d.severity, d.line, d.column, d.source, d.message
        ));
    }
    match &outcome.program {
        Some(p) => out.push_str(&pretty::program(p)),
        None => out.push_str("no program\n"),
    }
    out
}

#[test]
fn ir_fixtures() {
    let dirs = common::fixture_dirs("fixtures");
    assert!(!dirs.is_empty(), "no fixtures found");
    let failures: Vec<String> = dirs
        .iter()
        .filter_map(|dir| common::check_expect(&dir.join("expected.ir"), &render(dir)))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An editor buffer parsed with `parse_source` gives the same IR as the file on disk.
#[test]
fn parse_source_matches_parse_file() {
    for dir in common::fixture_dirs("fixtures") {
        let path = dir.join("input.c");
        let text = std::fs::read_to_string(&path).unwrap();
        let opts = ParseOptions::default();
        let from_file = parse_file(&path, &opts)
            .program
            .map(|p| pretty::program(&p));
        let from_text = repaird_cfront::parse_source(&path, &text, &opts)
            .program
            .map(|p| pretty::program(&p));
        assert_eq!(from_file, from_text, "{}", dir.display());
    }
}

/// Every statement's range lies inside the original file and its line map agrees.
#[test]
fn ranges_and_line_map_agree() {
    for dir in common::fixture_dirs("fixtures") {
        let path = dir.join("input.c");
        let text = std::fs::read_to_string(&path).unwrap();
        let outcome = parse_file(&path, &ParseOptions::default());
        let Some(p) = outcome.program else { continue };
        for s in &p.stmts {
            let r = &s.origin.range;
            assert!(r.start.offset <= r.end.offset && r.end.offset <= text.len());
            assert!(outcome.line_map.stmts_at(r.start.line).contains(&s.id));
            assert_eq!(p.stmt(s.id).map(|x| x.id), Some(s.id));
            assert!(p.stmts_at_line(r.start.line).contains(&s.id));
            if let Some(c) = &s.cond_range {
                // The condition text sits inside the parentheses of its if/while/for.
                let before = text[..c.start.offset].trim_end();
                assert!(before.ends_with('(') || before.ends_with(';'), "{}", s.id);
            }
        }
    }
}

#[test]
fn a_missing_file_is_a_diagnostic_not_a_panic() {
    let outcome = parse_file(
        std::path::Path::new("/nonexistent/dir/x.c"),
        &ParseOptions::default(),
    );
    assert!(outcome.program.is_none());
    assert!(outcome.has_errors());
}
