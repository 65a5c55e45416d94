//! Concrete states as memory graphs: names in allocation order, stable across steps,
//! NULL explicit, cycles, dangling pointers, truncation.

mod common;

use common::{at, launch, line_of};
use repaird_gdb::graph::{Value, VariableScope};
use repaird_gdb::{GraphOptions, MemoryGraph, RunOptions};

fn node_ref(name: &str, graph: &MemoryGraph) -> Value {
    Value::Node {
        name: name.into(),
        address: graph.node(name).expect("node exists").address,
    }
}

#[tokio::test]
async fn list_nodes_are_named_in_allocation_order_and_keep_their_names() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.break_at(&at("list.c", "built")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();

    // push() prepends: the head is the LAST allocated node, n4, and the chain runs n4..n1.
    assert_eq!(graph.entity("head"), Some(&node_ref("n4", &graph)));
    let names: Vec<&str> = graph.nodes.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["n1", "n2", "n3", "n4"]);
    for (name, data, next) in [("n4", 40, "n3"), ("n3", 30, "n2"), ("n2", 20, "n1")] {
        let node = graph.node(name).unwrap();
        assert_eq!(node.field("data").and_then(Value::as_int), Some(data));
        assert_eq!(node.field("next"), Some(&node_ref(next, &graph)));
        assert_eq!(node.type_name, "struct node");
        assert_eq!(node.size, 16);
    }
    assert_eq!(graph.entity("n1->next"), Some(&Value::Null));
    assert_eq!(graph.entity("n1->data").and_then(Value::as_int), Some(10));
    let argc = graph.variable("argc").unwrap();
    assert_eq!(argc.scope, VariableScope::Argument);
    assert_eq!(argc.value.as_int(), Some(1));
    assert_eq!(graph.variable("count").unwrap().value.as_int(), Some(4));
    assert!(!graph.truncated);

    // Reach the loop, then walk two iterations: `p` moves n4 -> n3 -> n2, and every name
    // stays on its address.
    let walk = line_of("list.c", "walk");
    let mut seen_p = Vec::new();
    for _ in 0..3 {
        while gdb.next().await.unwrap().line != Some(walk) {}
        let now = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
        for node in &graph.nodes {
            assert_eq!(now.node(&node.name).map(|n| n.address), Some(node.address));
        }
        seen_p.push(
            now.entity("p")
                .and_then(Value::node_name)
                .map(str::to_string),
        );
    }
    assert_eq!(
        seen_p,
        [Some("n4".to_string()), Some("n3".into()), Some("n2".into())]
    );
}

#[tokio::test]
async fn freed_nodes_lose_their_names_and_pointers_to_them_dangle() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.break_at(&at("list.c", "freed")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    // `second` was n3 and is freed; n4 now links to n2.
    assert!(matches!(
        graph.entity("second"),
        Some(Value::Dangling { .. })
    ));
    assert!(graph.node("n3").is_none());
    assert_eq!(graph.entity("n4->next"), Some(&node_ref("n2", &graph)));
    let names: Vec<&str> = graph.nodes.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["n1", "n2", "n4"]);
}

#[tokio::test]
async fn a_circular_list_is_a_finite_graph_with_a_cycle() {
    let (_bin, mut gdb) = launch("circular.c").await;
    gdb.break_at(&at("circular.c", "closed")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(graph.nodes.len(), 3);
    assert_eq!(graph.entity("a"), Some(&node_ref("n1", &graph)));
    assert_eq!(graph.entity("n1->next"), Some(&node_ref("n2", &graph)));
    assert_eq!(graph.entity("n2->next"), Some(&node_ref("n3", &graph)));
    assert_eq!(graph.entity("n3->next"), Some(&node_ref("n1", &graph)));
    let ring = graph.variable("ring").unwrap();
    assert_eq!(ring.scope, VariableScope::Global);
    assert_eq!(ring.value, node_ref("n2", &graph));
    assert_eq!(graph.variable("laps").unwrap().scope, VariableScope::Static);
    // `cursor` is declared but not yet assigned: whatever it holds is not a node.
    assert!(!matches!(
        graph.entity("cursor"),
        Some(Value::Struct { .. })
    ));
}

#[tokio::test]
async fn tree_nodes_follow_insertion_order_through_both_children() {
    let (_bin, mut gdb) = launch("tree.c").await;
    gdb.break_at(&at("tree.c", "built")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    // Keys 50, 30, 70, 20, 40 were inserted in this order: n1 = 50, .., n5 = 40.
    for (name, key) in [("n1", 50), ("n2", 30), ("n3", 70), ("n4", 20), ("n5", 40)] {
        assert_eq!(
            graph
                .node(name)
                .and_then(|n| n.field("key"))
                .and_then(Value::as_int),
            Some(key),
            "{name}"
        );
    }
    assert_eq!(graph.entity("root"), Some(&node_ref("n1", &graph)));
    assert_eq!(graph.entity("n1->left"), Some(&node_ref("n2", &graph)));
    assert_eq!(graph.entity("n1->right"), Some(&node_ref("n3", &graph)));
    assert_eq!(graph.entity("n2->left"), Some(&node_ref("n4", &graph)));
    assert_eq!(graph.entity("n2->right"), Some(&node_ref("n5", &graph)));
    assert_eq!(graph.entity("n3->left"), Some(&Value::Null));
    match graph.entity("keys") {
        Some(Value::Array { elements, length }) => {
            assert_eq!(*length, 5);
            assert_eq!(elements[4].as_int(), Some(40));
        }
        other => panic!("keys is not an array: {other:?}"),
    }
}

#[tokio::test]
async fn recursion_frames_see_their_own_arguments() {
    let (_bin, mut gdb) = launch("tree.c").await;
    gdb.break_at(&at("tree.c", "leaf")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap(); // key 50, empty tree
    gdb.cont().await.unwrap(); // key 30, one level down
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(graph.function.as_deref(), Some("insert"));
    assert_eq!(graph.entity("key").and_then(Value::as_int), Some(30));
    assert_eq!(graph.entity("root"), Some(&Value::Null));
    // The fresh leaf exists (calloc'd, zeroed) before its key is set.
    assert_eq!(graph.entity("leaf"), Some(&node_ref("n2", &graph)));
    assert_eq!(graph.entity("n2->key").and_then(Value::as_int), Some(0));
}

#[tokio::test]
async fn extraction_stops_at_max_nodes_and_says_so() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.break_at(&at("list.c", "built")).await.unwrap();
    gdb.run(&RunOptions {
        args: vec!["10".into()],
        stdin: None,
    })
    .await
    .unwrap();
    let opts = GraphOptions {
        max_nodes: 3,
        include_globals: false,
    };
    let graph = gdb.memory_graph(&opts).await.unwrap();
    assert!(graph.truncated);
    assert_eq!(graph.nodes.len(), 3);
    // The first three reached from head (n10, n9, n8) are expanded; n7 is named, not expanded.
    let names: Vec<&str> = graph.nodes.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(names, ["n8", "n9", "n10"]);
    assert_eq!(
        graph.entity("n8->next").and_then(Value::node_name),
        Some("n7")
    );
    let full = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert!(!full.truncated);
    assert_eq!(full.nodes.len(), 10);
    // The graph is plain serde data.
    let json = serde_json::to_string(&full).unwrap();
    let back: MemoryGraph = serde_json::from_str(&json).unwrap();
    assert_eq!(back, full);
}

#[tokio::test]
async fn names_survive_stepping_over_and_into_allocations() {
    let (_bin, mut gdb) = launch("list.c").await;
    gdb.start(&RunOptions::default()).await.unwrap();
    let built = line_of("list.c", "built");
    // `next` over every push (each one mallocs), never leaving main.
    let mut steps = 0;
    while gdb.next().await.unwrap().line != Some(built) {
        steps += 1;
        assert!(steps < 50, "never reached @built");
    }
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(graph.entity("head").and_then(Value::node_name), Some("n4"));
    assert_eq!(
        graph.entity("n4->next").and_then(Value::node_name),
        Some("n3")
    );

    // Again from the start, stepping into push and over its malloc line by line.
    gdb.start(&RunOptions::default()).await.unwrap();
    while gdb.step().await.unwrap().function.as_deref() != Some("push") {}
    let stop = gdb.next().await.unwrap(); // fresh = malloc(..)
    assert_eq!(stop.function.as_deref(), Some("push"));
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    // A new run starts naming from n1 again.
    assert_eq!(graph.entity("fresh").and_then(Value::node_name), Some("n1"));
    assert_eq!(graph.entity("head"), Some(&Value::Null));
}

#[tokio::test]
async fn heap_arrays_are_nodes_with_indexed_fields_and_realloc_keeps_or_renames() {
    let (_bin, mut gdb) = launch("buffer.c").await;
    gdb.break_at(&at("buffer.c", "grown")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    let values = graph.node("n1").expect("values is the first block");
    assert_eq!(
        graph.entity("values").and_then(Value::node_name),
        Some("n1")
    );
    let squares: Vec<Option<i64>> = values.fields.iter().map(|f| f.value.as_int()).collect();
    assert_eq!(squares, [Some(0), Some(1), Some(4)]);
    assert_eq!(values.fields[2].name, "[2]");
    // items (n2) holds pointers: its slot 0 is n3, slot 1 is NULL.
    assert_eq!(
        graph.entity("n2->[0]").and_then(Value::node_name),
        Some("n3")
    );
    let items = graph.node("n2").unwrap();
    assert_eq!(items.fields[0].value.node_name(), Some("n3"));
    assert_eq!(items.fields[1].value, Value::Null);
    assert_eq!(graph.entity("n3->id").and_then(Value::as_int), Some(7));

    gdb.next().await.unwrap();
    let grown = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    let after = grown.entity("values").and_then(Value::node_name).unwrap();
    let moved = grown.node(after).unwrap().address != values.address;
    // realloc in place keeps the name; a move is a new block, named next (n4).
    assert_eq!(after, if moved { "n4" } else { "n1" });
    assert_eq!(grown.node(after).unwrap().size, 20);
    assert_eq!(grown.node(after).unwrap().fields.len(), 5);
}

#[tokio::test]
async fn an_uninitialized_pointer_to_the_live_stack_names_no_node() {
    let (_bin, mut gdb) = launch("stale_local.c").await;
    gdb.break_at(&at("stale_local.c", "entry")).await.unwrap();
    gdb.break_at(&at("stale_local.c", "printed")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    let stale = gdb.evaluate_int("(long)slot").await.unwrap();
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(
        graph.variable("slot").map(|v| &v.value),
        Some(&Value::Unknown {
            address: stale as u64
        })
    );
    assert!(graph.nodes.is_empty(), "{:?}", graph.nodes);
    // The slot held main's `filler`, a live stack address: what a range check lets through.
    gdb.cont().await.unwrap();
    assert_eq!(gdb.evaluate_int("(long)&filler").await.unwrap(), stale);
}
