//! The program gdb runs sees the daemon's environment, not what gdb itself was started with.

mod common;

use common::launch;
use repaird_gdb::{RunOptions, StopReason};

/// gdb runs with a preload of ours on x86-64 (xstate.rs); the program must not inherit it.
#[tokio::test]
async fn the_program_does_not_inherit_gdbs_preload() {
    let (_binary, mut gdb) = launch("env.c").await;
    let stop = gdb.run(&RunOptions::default()).await.unwrap();
    assert_eq!(stop.reason, StopReason::Exited { code: 0 });
    let expected = match std::env::var("LD_PRELOAD") {
        Ok(paths) => format!("[{paths}]\n"),
        Err(_) => "[unset]\n".to_string(),
    };
    assert_eq!(gdb.inferior_output().text, expected);
}
