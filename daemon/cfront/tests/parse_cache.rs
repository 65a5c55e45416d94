//! A file parsed again with the same text reads as before; an edit to a header it includes
//! is seen though the file itself is unchanged.

use repaird_cfront::{parse_file, ParseOptions};

#[test]
fn a_header_edit_is_seen_by_the_next_parse_of_an_unchanged_file() {
    let dir = tempfile::tempdir().expect("a scratch directory");
    let source = dir.path().join("uses.c");
    let header = dir.path().join("limit.h");
    std::fs::write(&header, "#define LIMIT 3\n").unwrap();
    std::fs::write(
        &source,
        "#include \"limit.h\"\nint f(int x) { if (x > LIMIT) return 1; return 0; }\n",
    )
    .unwrap();
    let opts = ParseOptions::default();
    let text = |outcome: &repaird_cfront::ParseOutcome| {
        let program = outcome.program.as_ref().expect("it parses");
        repaird_cfront::pretty::program(program)
    };
    let first = parse_file(&source, &opts);
    assert_eq!(text(&parse_file(&source, &opts)), text(&first));
    assert!(text(&first).contains("3"), "{}", text(&first));

    std::fs::write(&header, "#define LIMIT 1000\n").unwrap();
    let edited = parse_file(&source, &opts);
    assert!(text(&edited).contains("1000"), "{}", text(&edited));
}
