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
