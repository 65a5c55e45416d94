//! The program gdb runs sees the daemon's environment, not what gdb itself was started with.

use repaird_gdb::{compile, CompileOptions, LaunchOptions, RunOptions, StopReason};

/// gdb runs with a preload of ours on x86-64 (xstate.rs); the program must not inherit it.
#[tokio::test]
async fn the_program_does_not_inherit_gdbs_preload() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("env.c");
    std::fs::write(
        &source,
        "#include <stdio.h>\n#include <stdlib.h>\nint main(void) { const char *p = getenv(\"LD_PRELOAD\"); printf(\"[%s]\\n\", p ? p : \"unset\"); return 0; }\n",
    )
    .unwrap();
    let binary = compile(&source, &CompileOptions::default()).await.unwrap();
    let mut gdb = repaird_gdb::GdbSession::launch(&binary.path, LaunchOptions::default())
        .await
        .unwrap();
    let stop = gdb.run(&RunOptions::default()).await.unwrap();
    assert_eq!(stop.reason, StopReason::Exited { code: 0 });
    let expected = match std::env::var("LD_PRELOAD") {
        Ok(paths) => format!("[{paths}]\n"),
        Err(_) => "[unset]\n".to_string(),
    };
    assert_eq!(gdb.inferior_output().text, expected);
}
