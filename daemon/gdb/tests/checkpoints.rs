//! Checkpoints: hop back to a saved state, as often as wanted, heap names included.

mod common;

use common::{at, launch, line_of};
use repaird_gdb::graph::Value;
use repaird_gdb::{ChangeValue, GdbError, GraphOptions, RunOptions, StopReason};

#[tokio::test]
async fn restoring_a_checkpoint_restores_variables_and_the_heap() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.break_at(&at("list.c", "built")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    let built = gdb.checkpoint().await.unwrap();
    let before = gdb.memory_graph(&GraphOptions::default()).await.unwrap();

    // Walk two nodes and change the heap.
    while gdb.next().await.unwrap().line != Some(line_of("list.c", "walk")) {}
    gdb.next().await.unwrap();
    gdb.next().await.unwrap();
    gdb.next().await.unwrap();
    assert_eq!(gdb.evaluate_int("sum").await.unwrap(), 40);
    gdb.change("n4->data", ChangeValue::Int(1)).await.unwrap();
    let walked = gdb.checkpoint().await.unwrap();

    let back = gdb.restart(built).await.unwrap();
    assert_eq!(back.line, Some(line_of("list.c", "built")));
    let restored = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(restored.nodes, before.nodes);
    assert_eq!(
        restored.entity("n4->data").and_then(Value::as_int),
        Some(40)
    );

    // Hop forward to the other branch of exploration, then back again: ids stay valid.
    gdb.restart(walked).await.unwrap();
    assert_eq!(gdb.evaluate_int("sum").await.unwrap(), 40);
    assert_eq!(gdb.evaluate_int("head->data").await.unwrap(), 1);
    gdb.restart(built).await.unwrap();
    assert_eq!(gdb.evaluate_int("head->data").await.unwrap(), 40);

    // From the restored state the program runs to its normal end.
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Exited { code: 0 }
    );
    assert!(gdb.inferior_output().text.contains("sum=100\n"));

    let listed = gdb.checkpoints().await.unwrap();
    assert_eq!(
        listed.iter().map(|c| c.id).collect::<Vec<_>>(),
        vec![built, walked]
    );
    assert_eq!(listed[1].line, Some(line_of("list.c", "walk")));
}

#[tokio::test]
async fn unknown_checkpoints_are_refused() {
    let (_bin, mut gdb) = launch("counter.c").await;
    gdb.start(&RunOptions::default()).await.unwrap();
    let id = gdb.checkpoint().await.unwrap();
    let other = repaird_gdb::CheckpointId(id.0 + 7);
    assert!(matches!(
        gdb.restart(other).await,
        Err(GdbError::InvalidRequest(_))
    ));
}
