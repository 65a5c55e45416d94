//! A file parsed again with the same text and unchanged headers reads as the parse before
//! (a header rewritten at the same size and time shows it: the earlier parse comes back); a
//! header whose time moves on is read again though the file itself is unchanged.

use std::path::Path;
use std::time::{Duration, SystemTime};

use repaird_cfront::{parse_file, ParseOptions, ParseOutcome};

/// Sets `path`'s modification time to `to`.
fn set_time(path: &Path, to: SystemTime) {
    let file = std::fs::File::options().write(true).open(path).unwrap();
    file.set_modified(to).unwrap();
}

fn text(outcome: &ParseOutcome) -> String {
    let program = outcome.program.as_ref().expect("it parses");
    repaird_cfront::pretty::program(program)
}

#[test]
fn a_parse_is_reused_until_a_header_it_read_changes() {
    let dir = tempfile::tempdir().expect("a scratch directory");
    let source = dir.path().join("uses.c");
    let header = dir.path().join("limit.h");
    std::fs::write(&header, "#define LIMIT 3001\n").unwrap();
    std::fs::write(
        &source,
        "#include \"limit.h\"\nint f(int x) { if (x > LIMIT) return 1; return 0; }\n",
    )
    .unwrap();
    let header_time = std::fs::metadata(&header).unwrap().modified().unwrap();
    let opts = ParseOptions::default();
    let first = text(&parse_file(&source, &opts));
    assert!(first.contains("3001"), "{first}");

    std::fs::write(&header, "#define LIMIT 4002\n").unwrap();
    set_time(&header, header_time);
    let reused = text(&parse_file(&source, &opts));
    assert_eq!(reused, first, "the unchanged parse was not reused");

    set_time(&header, header_time + Duration::from_secs(5));
    let edited = text(&parse_file(&source, &opts));
    assert!(
        edited.contains("4002") && !edited.contains("3001"),
        "{edited}"
    );
}
