//! Data-driven: each `tests/spec_errors/*.toml` is a malformed `repair.toml`
//! whose first line is `# error: TEXT`; loading it must fail with an error
//! whose message contains TEXT (file, line, column, key and reason).

use std::path::Path;

use repaird_runner::{SpecError, TestSuite};

#[test]
fn malformed_descriptions_name_line_and_key() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spec_errors");
    let mut cases: Vec<_> = std::fs::read_dir(&dir)
        .expect("spec_errors dir")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 10);

    let mut failures = Vec::new();
    for case in &cases {
        let text = std::fs::read_to_string(case).expect("read case");
        let wanted = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("# error: "))
            .expect("first line is `# error: TEXT`");
        // Errors name the file as given: use the bare file name.
        let name = Path::new(case.file_name().unwrap());
        match TestSuite::parse_toml(&text, name, &dir) {
            Ok(_) => failures.push(format!("{}: loaded without error", name.display())),
            Err(error @ SpecError::Malformed { .. }) => {
                let message = error.to_string();
                if !message.contains(wanted) {
                    failures.push(format!(
                        "{}:\n  wanted: {wanted}\n  got:    {message}",
                        name.display()
                    ));
                }
            }
            Err(other) => {
                failures.push(format!("{}: wrong kind of error: {other}", name.display()))
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_valid_description_reads_every_key() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/basic");
    let suite = TestSuite::load(&dir.join("repair.toml")).expect("loads");
    assert_eq!(suite.tests.len(), 13);
    assert_eq!(suite.build.command[..4], ["gcc", "-g", "-O0", "-Wall"]);
    let from_file = suite.test("stdin_file_trim").expect("test");
    assert_eq!(from_file.stdin, b"1\n2\n3\n");
    let checker = suite
        .test("checker_pass")
        .and_then(|t| t.expect.checker.clone());
    assert_eq!(
        checker,
        Some(vec!["./check_sum.sh".to_string(), "42".to_string()])
    );
}
