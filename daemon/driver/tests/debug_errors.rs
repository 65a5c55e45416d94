//! A program that never stops: the run budget turns into an error value, and `start` brings
//! the session back.

use std::time::Duration;

use repaird_driver::debug::{DebugError, DebugOptions, DebugSession, StartRequest};

#[tokio::test]
async fn a_runaway_program_times_out_and_the_session_restarts() {
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
    let err = session.execute("continue").await.unwrap_err();
    assert!(
        matches!(err, DebugError::Gdb(repaird_gdb::GdbError::Timeout { .. })),
        "{err}"
    );
    assert!(err.needs_restart());
    let again = session.execute("start").await.expect("start again");
    assert_eq!(again.stop.line, Some(4));
    assert_eq!(again.stop.function.as_deref(), Some("main"));
    let next = session.execute("next").await.expect("next");
    assert_eq!(next.stop.line, Some(5));
    assert!(next.picture.contains("counter = 1"), "{}", next.picture);
}
