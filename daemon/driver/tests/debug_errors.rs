//! A program that never stops: the run budget interrupts it where it is going round, the
//! session stops there (as a debugger's Ctrl-C does) and goes on from it; `start` runs again.

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
