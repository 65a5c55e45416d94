//! Breakpoints, run, next/step/finish/continue against real gdb: every stop is the one the
//! command caused.

mod common;

use common::{at, launch, line_of};
use repaird_gdb::{GdbError, Location, RunOptions, StopReason};

#[tokio::test]
async fn each_step_reports_its_own_stop() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.break_at(&at("list.c", "built")).await.unwrap();
    let stop = gdb.run(&RunOptions::default()).await.unwrap();
    assert_eq!(stop.line, Some(line_of("list.c", "built")));
    assert_eq!(stop.function.as_deref(), Some("main"));
    assert!(matches!(stop.reason, StopReason::BreakpointHit { .. }));

    // Consecutive `next`s walk consecutive lines; a stale record would repeat a line.
    let built = line_of("list.c", "built");
    let expected = [built + 1, line_of("list.c", "walk"), built + 3, built + 4];
    for line in expected {
        let stop = gdb.next().await.unwrap();
        assert_eq!(stop.line, Some(line), "{stop:?}");
        assert_eq!(stop.reason, StopReason::EndSteppingRange);
        assert_eq!(gdb.location().await.unwrap().line, Some(line));
    }
    let out = gdb.cont().await.unwrap();
    assert_eq!(out.reason, StopReason::Exited { code: 0 });
    assert_eq!(gdb.inferior_output().text, "sum=100\nfreed\n");
}

#[tokio::test]
async fn step_into_and_finish_out_of_a_function() {
    let (_bin, mut gdb) = launch("tree.c").await;
    gdb.break_at(&at("tree.c", "insert")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    let inside = gdb.step().await.unwrap();
    assert_eq!(inside.function.as_deref(), Some("insert"));
    let back = gdb.finish().await.unwrap();
    assert_eq!(back.function.as_deref(), Some("main"));
    assert!(matches!(
        back.reason,
        StopReason::FunctionFinished {
            return_value: Some(_)
        }
    ));
    assert_eq!(gdb.evaluate("keys[1]").await.unwrap(), "30");
}

#[tokio::test]
async fn breaks_by_function_and_passes_arguments() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.break_at(&Location::function("push")).await.unwrap();
    let stop = gdb
        .run(&RunOptions {
            args: vec!["2".into()],
            stdin: None,
        })
        .await
        .unwrap();
    assert_eq!(stop.function.as_deref(), Some("push"));
    assert_eq!(gdb.evaluate_int("value").await.unwrap(), 10);
    assert_eq!(gdb.evaluate_int("count").await.ok(), None);
    let stop = gdb.cont().await.unwrap();
    assert_eq!(stop.function.as_deref(), Some("push"));
    assert_eq!(gdb.evaluate_int("value").await.unwrap(), 20);
    gdb.delete_breakpoint(repaird_gdb::BreakpointId(1))
        .await
        .unwrap();
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Exited { code: 0 }
    );
    assert_eq!(gdb.inferior_output().text, "sum=30\nfreed\n");
}

#[tokio::test]
async fn gdb_refusals_are_typed_errors() {
    let (_bin, mut gdb) = launch("list.c").await;
    // Nothing runs yet.
    assert!(matches!(gdb.next().await, Err(GdbError::NotRunning)));
    assert!(matches!(
        gdb.memory_graph(&Default::default()).await,
        Err(GdbError::NotRunning)
    ));
    gdb.start(&RunOptions::default()).await.unwrap();
    match gdb.evaluate("no_such_variable").await {
        Err(GdbError::Mi { message, .. }) => assert!(message.contains("no_such_variable")),
        other => panic!("expected an MI error, got {other:?}"),
    }
    // A place gdb does not know, and `finish` with no caller, are the request's errors.
    for place in [
        Location::line("list.c", 9999),
        Location::function("no_such_function"),
    ] {
        match gdb.break_at(&place).await {
            Err(GdbError::InvalidRequest(message)) => {
                assert!(message.contains("cannot break at"), "{message}")
            }
            other => panic!("{place:?}: expected a refused request, got {other:?}"),
        }
    }
    match gdb.finish().await {
        Err(GdbError::InvalidRequest(message)) => {
            assert!(message.contains("nothing to finish"), "{message}")
        }
        other => panic!("finish in main: expected a refused request, got {other:?}"),
    }
    // The session is still fine afterwards.
    assert_eq!(gdb.evaluate_int("1 + 2").await.unwrap(), 3);
}
