//! Repairs C files against their discovered tests and prints the outcome:
//! `cargo run -p repaird-driver --example repair_file -- FILE... [--budget SECONDS]`

use std::time::Duration;

use repaird_driver::repair::{repair, RepairOptions};
use tokio_util::sync::CancellationToken;

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut options = RepairOptions::default();
    if let Some(i) = args.iter().position(|a| a == "--budget") {
        let seconds = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(60);
        options.time_budget = Duration::from_secs(seconds);
        args.drain(i..(i + 2).min(args.len()));
    }
    for file in args {
        let progress = std::sync::Arc::new(|p: repaird_driver::Progress| {
            eprintln!(
                "  [{:?} {:>3.0}%] {}",
                p.stage,
                p.fraction * 100.0,
                p.message
            )
        });
        println!("== {file}");
        match repair(file.as_ref(), &options, progress, CancellationToken::new()).await {
            Ok(outcome) => {
                println!(
                    "{} ({:.1} s)",
                    outcome.summary,
                    outcome.elapsed.as_secs_f64()
                );
                for t in &outcome.tried {
                    println!("  tried [{}] {}: {}", t.engine, t.what, t.outcome);
                }
                for p in &outcome.patches {
                    println!(
                        "{} [{}] {} tokens\n{}",
                        p.title, p.engine, p.changed_tokens, p.unified_diff
                    );
                }
            }
            Err(e) => println!("error: {e}"),
        }
    }
}
