//! A crashing program stops where it crashed, and its state can still be read.

mod common;

use common::{launch, line_of};
use repaird_gdb::graph::Value;
use repaird_gdb::{GraphOptions, RunOptions, StopReason};

#[tokio::test]
async fn a_null_dereference_stops_at_the_faulting_line() {
    let (_bin, mut gdb) = launch("crash.c").await;
    let stop = gdb
        .run(&RunOptions {
            args: vec!["segv".into()],
            stdin: None,
        })
        .await
        .unwrap();
    assert_eq!(
        stop.reason,
        StopReason::SignalReceived {
            signal: "SIGSEGV".into()
        }
    );
    assert_eq!(stop.line, Some(line_of("crash.c", "deref")));
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(graph.function.as_deref(), Some("open_box"));
    assert_eq!(graph.entity("b"), Some(&Value::Null));
}

#[tokio::test]
async fn a_failed_assert_is_read_in_the_programs_own_frame() {
    let (_bin, mut gdb) = launch("crash.c").await;
    let stop = gdb.run(&RunOptions::default()).await.unwrap();
    assert_eq!(
        stop.reason,
        StopReason::SignalReceived {
            signal: "SIGABRT".into()
        }
    );
    // gdb stops inside libc's abort; the graph is main's state at the assert.
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(graph.function.as_deref(), Some("main"));
    assert_eq!(graph.line, Some(line_of("crash.c", "assert")));
    assert_eq!(graph.entity("full").and_then(Value::node_name), Some("n1"));
    assert_eq!(graph.entity("n1->value").and_then(Value::as_int), Some(3));
    // Continuing delivers the signal: the program dies of it.
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Signalled {
            signal: "SIGABRT".into()
        }
    );
}
