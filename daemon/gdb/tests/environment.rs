//! The program gdb runs sees the daemon's environment, not what gdb itself was started with.

mod common;

use common::{launch, launch_with};
use repaird_gdb::{LaunchOptions, RunOptions, StopReason};

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

/// `LaunchOptions::environment` reaches the program: glibc's `MALLOC_PERTURB_` fills what
/// `malloc` returns with its complement byte, where a fresh heap is zero.
#[tokio::test]
async fn launch_environment_reaches_the_program() {
    for (environment, printed) in [
        (
            vec![("MALLOC_PERTURB_".to_string(), "90".to_string())],
            "a5a5a5a5\n",
        ),
        (Vec::new(), "0\n"),
    ] {
        let opts = LaunchOptions {
            environment,
            ..LaunchOptions::default()
        };
        let (_binary, mut gdb) = launch_with("unwritten.c", opts).await;
        let stop = gdb.run(&RunOptions::default()).await.unwrap();
        assert_eq!(stop.reason, StopReason::Exited { code: 0 });
        assert_eq!(gdb.inferior_output().text, printed);
    }
}
