//! Memory-graph extraction of a 100-node list under gdb.
//!
//! A C program builds a singly linked list of `--nodes` heap nodes and stops. We time:
//! - `memory_graph`: the whole graph (variables + every node, named n1.. in allocation
//!   order) in one MI round trip through the in-gdb walker;
//! - `per-node MI`: the python-less alternative, one `-data-evaluate-expression *node` per
//!   node, following `next` by parsing gdb's printed value;
//! - `one round trip`: `-data-evaluate-expression 1`, the floor every MI request pays.
//!
//! Also the cost of allocation tracking: running to the stop with and without it.
//! Prints a Markdown table of medians (ratios against one round trip).

use std::time::{Duration, Instant};

use anyhow::{ensure, Context, Result};
use clap::Parser;
use repaird_gdb::{
    compile, CompileOptions, GdbSession, GraphOptions, LaunchOptions, Location, RunOptions,
};

#[derive(Parser)]
#[command(about = "Time memory-graph extraction of an N-node list under gdb")]
struct Args {
    /// Heap nodes in the list.
    #[arg(long, default_value_t = 100)]
    nodes: usize,
    /// Timed repetitions of each extraction.
    #[arg(long, default_value_t = 31)]
    runs: usize,
    /// Timed program starts with and without allocation tracking.
    #[arg(long, default_value_t = 5)]
    starts: usize,
}

const PROGRAM: &str = r#"#include <stdio.h>
#include <stdlib.h>
struct node { int data; struct node *next; };
int main(int argc, char **argv) {
    int count = atoi(argv[1]);
    struct node *head = NULL;
    for (int i = 0; i < count; i++) {
        struct node *fresh = malloc(sizeof *fresh);
        fresh->data = i;
        fresh->next = head;
        head = fresh;
    }
    printf("built\n"); /* STOP */
    return 0;
}
"#;

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<()> {
    let args = Args::parse();
    let dir = tempfile::tempdir()?;
    let source = dir.path().join("list100.c");
    std::fs::write(&source, PROGRAM)?;
    let stop_line = PROGRAM
        .lines()
        .position(|l| l.contains("STOP"))
        .context("marker")? as u32
        + 1;
    let binary = compile(&source, &CompileOptions::default()).await?;
    let run = RunOptions {
        args: vec![args.nodes.to_string()],
        stdin: None,
    };
    let stop = Location::line("list100.c", stop_line);

    let mut tracked_start = Vec::new();
    let mut untracked_start = Vec::new();
    for _ in 0..args.starts {
        for (track, samples) in [(true, &mut tracked_start), (false, &mut untracked_start)] {
            let opts = LaunchOptions {
                track_allocations: track,
                ..LaunchOptions::default()
            };
            let mut gdb = GdbSession::launch(&binary.path, opts).await?;
            gdb.break_at(&stop).await?;
            let t = Instant::now();
            gdb.run(&run).await?;
            samples.push(t.elapsed());
        }
    }

    let mut gdb = GdbSession::launch(&binary.path, LaunchOptions::default()).await?;
    gdb.break_at(&stop).await?;
    gdb.run(&run).await?;
    let opts = GraphOptions {
        max_nodes: args.nodes + 1,
        include_globals: true,
    };
    let mut graph_samples = Vec::new();
    let mut per_node_samples = Vec::new();
    let mut round_trip_samples = Vec::new();
    for _ in 0..args.runs {
        let t = Instant::now();
        let graph = gdb.memory_graph(&opts).await?;
        graph_samples.push(t.elapsed());
        ensure!(graph.nodes.len() == args.nodes && !graph.truncated);
        ensure!(
            graph.entity("head").and_then(|v| v.node_name()) == Some(&*format!("n{}", args.nodes))
        );

        let t = Instant::now();
        let visited = walk_per_node(&mut gdb).await?;
        per_node_samples.push(t.elapsed());
        ensure!(visited == args.nodes, "per-node walk saw {visited} nodes");

        let t = Instant::now();
        gdb.evaluate("1").await?;
        round_trip_samples.push(t.elapsed());
    }

    let floor = median(round_trip_samples);
    println!("graph extraction, {} heap nodes\n", args.nodes);
    println!("| measurement | median | / one round trip | samples |");
    println!("|---|---:|---:|---:|");
    for (name, time) in [
        ("memory_graph (one request)", median(graph_samples)),
        ("per-node MI evaluate", median(per_node_samples)),
        ("one MI round trip", floor),
    ] {
        println!(
            "| {name} | {:.2} ms | {:.1}x | {} |",
            time.as_secs_f64() * 1e3,
            time.as_secs_f64() / floor.as_secs_f64(),
            args.runs
        );
    }
    let (on, off) = (median(tracked_start), median(untracked_start));
    println!("\nrunning to the stop ({} allocations)\n", args.nodes);
    println!("| allocation tracking | median | / off | samples |");
    println!("|---|---:|---:|---:|");
    for (name, time) in [("on", on), ("off", off)] {
        println!(
            "| {name} | {:.1} ms | {:.2}x | {} |",
            time.as_secs_f64() * 1e3,
            time.as_secs_f64() / off.as_secs_f64(),
            args.starts
        );
    }
    Ok(())
}

/// The python-less extraction: print each node and parse its `next` out of the text.
async fn walk_per_node(gdb: &mut GdbSession) -> Result<usize> {
    let mut address = gdb.evaluate("(unsigned long) head").await?;
    let mut visited = 0;
    while address.trim() != "0" {
        let printed = gdb
            .evaluate(&format!("*(struct node *) {}", address.trim()))
            .await?;
        let next = printed
            .split("next = ")
            .nth(1)
            .context("no next field")?
            .trim_end_matches('}')
            .trim();
        address = if next == "0x0" {
            "0".into()
        } else {
            next.to_string()
        };
        visited += 1;
    }
    Ok(visited)
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}
