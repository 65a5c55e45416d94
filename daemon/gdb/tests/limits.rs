//! Deadlines, resource limits and gdb's death: errors, never hangs or panics.

mod common;

use std::time::Duration;

use common::{at, fixture, launch, launch_with, line_of};
use repaird_gdb::{compile, CompileOptions, GdbError, LaunchOptions, RunOptions, StopReason};

#[tokio::test]
async fn an_endless_loop_is_interrupted_at_its_deadline() {
    let (_bin, mut gdb) = launch("spin.c").await;
    // Start within the generous default budget, then give the endless part a short one.
    gdb.start(&RunOptions::default()).await.unwrap();
    gdb.set_run_timeout(Duration::from_millis(700));
    let outcome = gdb.cont().await;
    let Err(GdbError::Timeout {
        interrupted_at: Some(stopped),
        ..
    }) = outcome
    else {
        panic!("{outcome:?}");
    };
    assert_eq!(stopped.reason, StopReason::Interrupted);
    // Interrupted, not lost: it stands in the loop and can be inspected and steered.
    let here = gdb.location().await.unwrap();
    assert_eq!(here.function.as_deref(), Some("main"));
    assert_eq!(
        (&stopped.function, stopped.line),
        (&here.function, here.line)
    );
    let spin = line_of("spin.c", "spin");
    assert!(
        matches!(here.line, Some(l) if l == spin || l == spin - 1),
        "{here:?}"
    );
    assert!(gdb.evaluate_int("ticks").await.unwrap() > 0);
    assert_eq!(gdb.inferior_output().text, "spinning\n");
    // And a second overrun is caught the same way.
    assert!(matches!(gdb.cont().await, Err(GdbError::Timeout { .. })));
}

#[tokio::test]
async fn a_program_that_ignores_the_interrupt_is_killed() {
    let (_bin, mut gdb) = launch("stubborn.c").await;
    gdb.break_at(&at("stubborn.c", "masked")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    gdb.set_run_timeout(Duration::from_millis(500));
    assert!(matches!(
        gdb.cont().await,
        Err(GdbError::Timeout {
            interrupted_at: None,
            ..
        })
    ));
    // Killed: nothing left to inspect, but gdb itself still answers.
    assert!(matches!(gdb.location().await, Err(GdbError::NotRunning)));
    assert_eq!(gdb.evaluate_int("6 * 7").await.unwrap(), 42);
    // And the program can be run again in the same session.
    gdb.set_run_timeout(Duration::from_secs(10));
    let again = gdb.run(&RunOptions::default()).await.unwrap();
    assert_eq!(again.line, Some(line_of("stubborn.c", "masked")));
}

#[tokio::test]
async fn a_killed_gdb_is_an_error_and_the_next_session_works() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.start(&RunOptions::default()).await.unwrap();
    let pid = gdb.gdb_pid().expect("gdb runs") as i32;
    nix::sys::signal::kill(
        nix::unistd::Pid::from_raw(pid),
        nix::sys::signal::Signal::SIGKILL,
    )
    .unwrap();
    let first = gdb.next().await;
    assert!(matches!(first, Err(GdbError::GdbDied { .. })), "{first:?}");
    // Every later call fails the same way, promptly.
    assert!(matches!(
        gdb.location().await,
        Err(GdbError::GdbDied { .. })
    ));
    assert!(matches!(
        gdb.evaluate("1").await,
        Err(GdbError::GdbDied { .. })
    ));
    drop(gdb);

    let (_bin, mut fresh) = launch("list.c").await;
    let stop = fresh.run(&RunOptions::default()).await.unwrap();
    assert_eq!(stop.reason, StopReason::Exited { code: 0 });
}

#[tokio::test]
async fn memory_and_output_are_bounded() {
    let opts = LaunchOptions {
        memory_limit_bytes: Some(256 << 20),
        output_limit_bytes: 4096,
        ..LaunchOptions::default()
    };
    let (_bin, mut gdb) = launch_with("hog.c", opts).await;
    let stop = gdb.run(&RunOptions::default()).await.unwrap();
    assert_eq!(stop.reason, StopReason::Exited { code: 0 });
    let out = gdb.inferior_output();
    assert!(
        out.text.starts_with("refused\nline 0 of output"),
        "{}",
        &out.text[..40]
    );
    assert_eq!(out.text.len(), 4096);
    assert!(out.dropped_bytes > 500_000, "{}", out.dropped_bytes);
}

#[tokio::test]
async fn stdin_comes_from_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("echo.c");
    std::fs::write(
        &source,
        "#include <stdio.h>\nint main(void) { int a, b; if (scanf(\"%d %d\", &a, &b) != 2) return 3; printf(\"%d\\n\", a * b); return 0; }\n",
    )
    .unwrap();
    let input = dir.path().join("input.txt");
    std::fs::write(&input, "6 7\n").unwrap();
    let binary = compile(&source, &CompileOptions::default()).await.unwrap();
    let mut gdb = repaird_gdb::GdbSession::launch(&binary.path, LaunchOptions::default())
        .await
        .unwrap();
    let stop = gdb
        .run(&RunOptions {
            args: vec![],
            stdin: Some(input),
        })
        .await
        .unwrap();
    assert_eq!(stop.reason, StopReason::Exited { code: 0 });
    assert_eq!(gdb.inferior_output().text, "42\n");
    // Without a file, stdin is empty (never the terminal): scanf fails, exit code 3.
    let stop = gdb.run(&RunOptions::default()).await.unwrap();
    assert_eq!(stop.reason, StopReason::Exited { code: 3 });
}

#[tokio::test]
async fn compile_errors_carry_the_diagnostics() {
    let err = compile(&fixture("broken.c"), &CompileOptions::default())
        .await
        .expect_err("broken.c does not compile");
    assert!(err.diagnostics.contains("undeclared_variable"), "{err}");
    let missing = compile(
        &fixture("broken.c"),
        &CompileOptions {
            command: vec!["no-such-compiler-xyz".into()],
            ..CompileOptions::default()
        },
    )
    .await
    .expect_err("no compiler");
    assert!(missing.reason.contains("no-such-compiler-xyz"));
    let no_gdb = repaird_gdb::GdbSession::launch(
        &fixture("list.c"),
        LaunchOptions {
            gdb: "no-such-gdb-xyz".into(),
            ..LaunchOptions::default()
        },
    )
    .await;
    assert!(matches!(no_gdb, Err(GdbError::Io { .. })));
}

/// Processes of `uid` now, from /proc.
fn processes_of(uid: u32) -> usize {
    use std::os::unix::fs::MetadataExt;
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().parse::<u32>().is_ok())
        .filter(|e| e.metadata().is_ok_and(|m| m.uid() == uid))
        .count()
}

#[tokio::test]
async fn a_forking_program_is_held_to_its_process_limit_and_its_forks_die_with_the_session() {
    if !nix::unistd::geteuid().is_root() {
        // As another user the process limit would count the user's other processes.
        eprintln!("skipped: the process limit applies where the daemon runs as root");
        return;
    }
    let opts = LaunchOptions {
        process_limit: Some(40),
        ..LaunchOptions::default()
    };
    let (_bin, mut gdb) = launch_with("forks.c", opts).await;
    gdb.break_at(&at("forks.c", "done")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    let started: i64 = gdb.evaluate_int("started").await.unwrap();
    assert!(
        (1..40).contains(&started),
        "forks past the limit fail: {started} started"
    );
    // The children run under the session's own uid, not root.
    let uid = gdb
        .evaluate_int("(int) getuid()")
        .await
        .expect("getuid in the program") as u32;
    assert_ne!(uid, 0);
    assert!(processes_of(uid) >= started as usize);
    drop(gdb);
    // Paused children left the program's reach (gdb kills only what it runs); the session's
    // end kills every process of its uid.
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    while processes_of(uid) > 0 && std::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        processes_of(uid),
        0,
        "processes of uid {uid} outlive the session"
    );
}
