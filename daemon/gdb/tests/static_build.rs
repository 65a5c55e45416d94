//! A static build (`prefer_static`): gdb starts it faster, and what sessions do to a program
//! still works although the program itself never calls `fork` or `calloc`.

mod common;

use common::{at, fixture};
use repaird_gdb::graph::Value;
use repaird_gdb::{
    compile, ChangeValue, CompileOptions, GdbSession, GraphOptions, LaunchOptions, RunOptions,
    StopReason,
};

/// Whether an ELF64 file asks for a dynamic loader (has a PT_INTERP program header).
fn has_interpreter(path: &std::path::Path) -> bool {
    let elf = std::fs::read(path).unwrap();
    assert_eq!(&elf[..4], b"\x7fELF");
    let u16_at = |o: usize| u16::from_le_bytes([elf[o], elf[o + 1]]) as usize;
    let phoff = u64::from_le_bytes(elf[0x20..0x28].try_into().unwrap()) as usize;
    let (size, count) = (u16_at(0x36), u16_at(0x38));
    (0..count).any(|i| {
        let at = phoff + i * size;
        u32::from_le_bytes(elf[at..at + 4].try_into().unwrap()) == 3
    })
}

#[tokio::test]
async fn a_static_build_keeps_checkpoints_fresh_nodes_and_stack_nodes() {
    let options = CompileOptions {
        prefer_static: true,
        ..CompileOptions::default()
    };
    let binary = compile(&fixture("stack_list.c"), &options).await.unwrap();
    assert!(!has_interpreter(&binary.path), "not linked statically");
    let dynamic = compile(&fixture("stack_list.c"), &CompileOptions::default())
        .await
        .unwrap();
    assert!(has_interpreter(&dynamic.path));

    let mut gdb = GdbSession::launch(&binary.path, LaunchOptions::default())
        .await
        .unwrap();
    gdb.break_at(&at("stack_list.c", "popped")).await.unwrap();
    gdb.run(&RunOptions::default()).await.unwrap();
    let popped = gdb.checkpoint().await.unwrap();
    // Allocation names come from the program's mallocs only (not libc's own, linked in).
    let graph = gdb.memory_graph(&GraphOptions::default()).await.unwrap();
    assert_eq!(graph.entity("list").and_then(Value::node_name), Some("n4"));
    assert_eq!(
        graph.entity("n4->head").and_then(Value::node_name),
        Some("n2")
    );
    // A fresh node: calloc in the program.
    let fresh = gdb
        .change("n3->next", ChangeValue::Node("n5".into()))
        .await
        .unwrap();
    assert_eq!(fresh.allocated.as_deref(), Some("n5"));
    gdb.restart(popped).await.unwrap();
    gdb.change("n4->length", ChangeValue::Int(5)).await.unwrap();
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Exited { code: 0 }
    );
    assert_eq!(gdb.inferior_output().text, "first 10 length 5 head 20\n");
}
