//! A program that never stops: the run budget interrupts it where it is going round, the
//! session stops there (as a debugger's Ctrl-C does) and goes on from it; `start` runs again.
//! A loop longer than the step budget before a breakpoint: the program runs on to it.

use std::time::Duration;

use repaird_driver::debug::{DebugOptions, DebugSession, StartRequest};

#[tokio::test]
async fn a_runaway_program_is_interrupted_where_it_loops() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("spin.c");
    std::fs::write(
        &source,
        "int counter;\n\nint main(void) {\n    counter = 1;\n    while (counter > 0)\n        counter = counter % 7 + 1;\n    return 0;\n}\n",
    )
    .unwrap();
    let mut options = DebugOptions::default();
    options.launch.run_timeout = Duration::from_secs(8);
    let request = StartRequest {
        source,
        ..StartRequest::default()
    };
    let (mut session, first) = DebugSession::open(request, options).await.expect("start");
    assert_eq!(first.stop.line, Some(4));
    let stuck = session
        .execute("continue")
        .await
        .expect("interrupted, not failed");
    assert!(
        stuck
            .messages
            .iter()
            .any(|m| m.contains("interrupted in main at line")),
        "{:?}",
        stuck.messages
    );
    assert!(
        stuck
            .messages
            .iter()
            .any(|m| m == "it was going round the loop on line 5: `leave` there ends the loop"),
        "{:?}",
        stuck.messages
    );
    let in_loop = |line: Option<u32>| matches!(line, Some(5 | 6));
    assert!(in_loop(stuck.stop.line), "{:?}", stuck.stop);
    // The session goes on from where the program was interrupted.
    let next = session.execute("next").await.expect("next");
    assert!(in_loop(next.stop.line), "{:?}", next.stop);
    assert!(next.picture.contains("counter = "), "{}", next.picture);
    let again = session.execute("start").await.expect("start again");
    assert_eq!(again.stop.line, Some(4));
    assert_eq!(again.stop.function.as_deref(), Some("main"));
    let next = session.execute("next").await.expect("next");
    assert_eq!(next.stop.line, Some(5));
    assert!(next.picture.contains("counter = 1"), "{}", next.picture);
}

#[tokio::test]
async fn past_the_step_budget_the_program_runs_on_to_the_breakpoint() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("count.c");
    std::fs::write(
        &source,
        "int count(int n) {\n    int total = 0;\n    for (int i = 0; i < n; i++)\n        total = total + 1;\n    return total;\n}\n\nint main(void) {\n    return count(100) - 100;\n}\n",
    )
    .unwrap();
    let options = DebugOptions {
        max_steps_per_continue: 50,
        ..DebugOptions::default()
    };
    let request = StartRequest {
        source,
        breakpoints: vec!["5".into()],
        ..StartRequest::default()
    };
    let (mut session, first) = DebugSession::open(request, options).await.expect("start");
    assert_eq!(first.stop.line, Some(5), "{:?}", first.stop);
    assert!(first.picture.contains("total = 100"), "{}", first.picture);
    assert!(
        first
            .messages
            .iter()
            .any(|m| m.starts_with("stepped 50 statements without reaching a breakpoint")),
        "{:?}",
        first.messages
    );
    let refused = session
        .execute("spec")
        .await
        .expect_err("nothing to record");
    assert!(
        refused
            .to_string()
            .contains("`continue` ran through this call of count without stepping it"),
        "{refused}"
    );
}
