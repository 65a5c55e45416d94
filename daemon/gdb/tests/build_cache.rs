//! A program compiled again from the same text, command and headers gets the binary built
//! before; an edit to the source or to a header it includes builds it anew.

use std::path::Path;

use repaird_gdb::{compile, CompileOptions};

fn write(path: &Path, text: &str) {
    std::fs::write(path, text).expect("a scratch file");
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
    let opts = CompileOptions::default();
    let first = compile(&source, &opts).await.expect("it compiles");
    let again = compile(&source, &opts).await.expect("it compiles");
    assert_eq!(first.path, again.path, "the unchanged build was not reused");

    let statically = CompileOptions {
        prefer_static: true,
        ..CompileOptions::default()
    };
    let other = compile(&source, &statically).await.expect("it compiles");
    assert_ne!(other.path, first.path, "another command reused the build");

    // A header of another size: the compiler read it, so the build is not reused.
    write(&header, "#define ANSWER 42 /* fixed */\n");
    let rebuilt = compile(&source, &opts).await.expect("it compiles");
    assert_ne!(
        rebuilt.path, first.path,
        "a changed header reused the build"
    );
    let status = std::process::Command::new(&rebuilt.path)
        .status()
        .expect("the binary runs");
    assert_eq!(status.code(), Some(42));

    write(
        &source,
        "#include \"answer.h\"\nint main(void) { return ANSWER - 2; }\n",
    );
    let edited = compile(&source, &opts).await.expect("it compiles");
    assert_ne!(
        edited.path, rebuilt.path,
        "an edited source reused the build"
    );
    let status = std::process::Command::new(&edited.path)
        .status()
        .expect("the binary runs");
    assert_eq!(status.code(), Some(40));
}
