//! A program compiled again from the same text, command and headers gets the binary built
//! before, written out afresh into a directory of its own (a dropped build leaves nothing on
//! disk); an edit to the source or to a header it includes builds it anew.

use std::path::Path;
use std::time::{Duration, SystemTime};

use repaird_gdb::{compile, CompileOptions};

fn write(path: &Path, text: &str) {
    std::fs::write(path, text).expect("a scratch file");
}

/// Rewinds `path`'s modification time to `to`: the same size and time, other bytes.
fn touch_back(path: &Path, to: SystemTime) {
    let file = std::fs::File::options().write(true).open(path).unwrap();
    file.set_modified(to).unwrap();
}

fn exit_code(binary: &Path) -> Option<i32> {
    std::process::Command::new(binary)
        .status()
        .expect("the binary runs")
        .code()
}

#[tokio::test]
async fn the_same_build_is_reused_and_an_edit_to_source_or_header_rebuilds() {
    let dir = tempfile::tempdir().expect("a scratch directory");
    let source = dir.path().join("cached.c");
    let header = dir.path().join("answer.h");
    write(&header, "#define ANSWER 41\n");
    write(
        &source,
        "#include \"answer.h\"\nint main(void) { return ANSWER; }\n",
    );
    let header_time = std::fs::metadata(&header).unwrap().modified().unwrap();
    let opts = CompileOptions::default();
    let first = compile(&source, &opts).await.expect("it compiles");
    assert_eq!(exit_code(&first.path), Some(41));
    let first_dir = first.path.parent().unwrap().to_path_buf();
    drop(first);
    assert!(!first_dir.exists(), "a dropped build left its directory");

    // Other bytes at the header's size and time: the build read before is what comes back.
    write(&header, "#define ANSWER 43\n");
    touch_back(&header, header_time);
    let reused = compile(&source, &opts).await.expect("it compiles");
    assert_eq!(
        exit_code(&reused.path),
        Some(41),
        "the build was not reused"
    );

    let statically = CompileOptions {
        prefer_static: true,
        ..CompileOptions::default()
    };
    let other = compile(&source, &statically).await.expect("it compiles");
    assert_eq!(
        exit_code(&other.path),
        Some(43),
        "another command reused the build"
    );

    // The header's time moves on: built anew.
    touch_back(&header, header_time + Duration::from_secs(5));
    let rebuilt = compile(&source, &opts).await.expect("it compiles");
    assert_eq!(
        exit_code(&rebuilt.path),
        Some(43),
        "a changed header reused the build"
    );

    write(
        &source,
        "#include \"answer.h\"\nint main(void) { return ANSWER - 2; }\n",
    );
    let edited = compile(&source, &opts).await.expect("it compiles");
    assert_eq!(
        exit_code(&edited.path),
        Some(41),
        "an edited source reused the build"
    );
}
