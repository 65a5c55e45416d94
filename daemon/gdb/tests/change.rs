//! WOLVERINE's `change`: the written state is what the program goes on with.

mod common;

use common::{at, launch};
use repaird_gdb::graph::Value;
use repaird_gdb::{ChangeValue, GdbError, GraphOptions, RunOptions, StopReason};

#[tokio::test]
async fn a_changed_field_shows_in_the_programs_later_output() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.break_at(&at("list.c", "built")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    gdb.change("n2->data", ChangeValue::Int(500)).await.unwrap();
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(graph.entity("n2->data").and_then(Value::as_int), Some(500));
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Exited { code: 0 }
    );
    // 10 + 500 + 30 + 40 instead of 10 + 20 + 30 + 40.
    assert_eq!(gdb.inferior_output().text, "sum=580\nfreed\n");
}

#[tokio::test]
async fn pointers_are_changed_to_nodes_null_and_fresh_nodes() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.break_at(&at("list.c", "built")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();

    // Drop n3 from the chain: n4 -> n2 -> n1.
    gdb.change("n4->next", ChangeValue::Node("n2".into()))
        .await
        .unwrap();
    // A node nobody has yet: allocated, named next in order, linked in at the end.
    let outcome = gdb
        .change("n1->next", ChangeValue::Node("n5".into()))
        .await
        .unwrap();
    assert_eq!(outcome.allocated.as_deref(), Some("n5"));
    gdb.change("n5->data", ChangeValue::Int(7)).await.unwrap();
    gdb.change("n5->next", ChangeValue::Null).await.unwrap();

    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(
        graph.entity("n4->next").and_then(Value::node_name),
        Some("n2")
    );
    assert_eq!(
        graph.entity("n1->next").and_then(Value::node_name),
        Some("n5")
    );
    assert_eq!(graph.entity("n5->next"), Some(&Value::Null));
    assert_eq!(graph.node("n5").unwrap().type_name, "struct node");
    // n3 is unreachable now, but still live and still n3.
    assert!(graph.node("n3").is_none());
    gdb.change("head", ChangeValue::Node("n3".into()))
        .await
        .unwrap();
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(graph.entity("head").and_then(Value::node_name), Some("n3"));

    gdb.cont().await.unwrap();
    // n3 (30) -> n2 (20) -> n1 (10) -> n5 (7)
    assert!(gdb.inferior_output().text.starts_with("sum=67\n"));
}

#[tokio::test]
async fn bad_change_requests_are_refused_without_touching_the_program() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.break_at(&at("list.c", "built")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    for (entity, value) in [
        ("n99->data", ChangeValue::Int(1)),
        ("head; system(\"x\")", ChangeValue::Int(1)),
        ("count", ChangeValue::Node("n9".into())),
        // What gdb cannot name here is the request's fault too, not gdb's.
        ("no_such_var", ChangeValue::Int(1)),
        ("head->no_such_field", ChangeValue::Int(1)),
    ] {
        assert!(
            matches!(
                gdb.change(entity, value.clone()).await,
                Err(GdbError::InvalidRequest(_))
            ),
            "{entity} := {value:?}"
        );
    }
    gdb.cont().await.unwrap();
    assert!(gdb.inferior_output().text.starts_with("sum=100\n"));
}

#[tokio::test]
async fn a_callers_stack_struct_is_a_node_that_change_writes() {
    let (_bin, mut gdb) = launch("stack_list.c").await;
    gdb.break_at(&at("stack_list.c", "popped")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    // First met by this walk, after n1..n3 were allocated: the next name.
    let owner = graph.entity("list").and_then(Value::node_name);
    assert_eq!(owner, Some("n4"));
    assert_eq!(graph.node("n4").unwrap().type_name, "struct dlist");
    assert_eq!(
        graph.entity("n4->head").and_then(Value::node_name),
        Some("n2")
    );
    gdb.change("n4->length", ChangeValue::Int(9)).await.unwrap();
    gdb.change("n4->head", ChangeValue::Node("n3".into()))
        .await
        .unwrap();
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Exited { code: 0 }
    );
    assert_eq!(gdb.inferior_output().text, "first 10 length 9 head 30\n");
}

#[tokio::test]
async fn naming_a_freed_node_revives_a_copy_under_its_name() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.break_at(&at("list.c", "freed")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    // The program unlinked and freed n3; the programmer says it belongs after n4.
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert!(graph.node("n3").is_none());
    let outcome = gdb
        .change("n4->next", ChangeValue::Node("n3".into()))
        .await
        .unwrap();
    assert_eq!(outcome.revived.as_deref(), Some("n3"));
    assert_eq!(outcome.allocated, None);
    // The allocator reused the freed block's first words: the fields are set again.
    gdb.change("n3->data", ChangeValue::Int(30)).await.unwrap();
    gdb.change("n3->next", ChangeValue::Node("n2".into()))
        .await
        .unwrap();
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(
        graph.entity("n4->next").and_then(Value::node_name),
        Some("n3")
    );
    assert_eq!(
        graph.entity("n3->next").and_then(Value::node_name),
        Some("n2")
    );
    assert_eq!(graph.entity("n3->data").and_then(Value::as_int), Some(30));
    // A name no node ever had still allocates the next one in order.
    let fresh = gdb
        .change("n1->next", ChangeValue::Node("n9".into()))
        .await
        .unwrap();
    assert_eq!(fresh.allocated.as_deref(), Some("n5"));
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Exited { code: 0 }
    );
}
