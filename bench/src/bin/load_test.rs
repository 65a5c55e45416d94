//! Load test of the real daemon over loopback TCP: N concurrent clients each open the
//! example program (examples/median) and ask for a localization and a fix, R times.
//! Reports throughput, p50/p99 latency per method, errors, the daemon's peak RSS, and its
//! live child processes before, at peak and after. Bounded in count (N x R sessions) and
//! time (`--max-seconds`); it stops by itself.
//!
//! ```text
//! cargo build --release -p repaird -p repaird-bench
//! target/release/load_test --clients 8 --rounds 3 --out bench/results/load_test.md
//! ```

#[path = "daemon_load/support.rs"]
mod support;

use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::Parser;
use support::{quantile, Daemon, Timed};

#[derive(Parser)]
#[command(about = "Concurrent TCP clients localizing and fixing a program through repaird")]
struct Args {
    /// Concurrent clients.
    #[arg(long, default_value_t = 8)]
    clients: usize,
    /// Sessions (open, localize, fix) per client.
    #[arg(long, default_value_t = 3)]
    rounds: usize,
    /// Time budget of each fix request.
    #[arg(long, default_value_t = 60_000)]
    fix_budget_ms: u64,
    /// The whole run stops after this long, finished or not.
    #[arg(long, default_value_t = 600)]
    max_seconds: u64,
    /// Write the Markdown report here (also printed).
    #[arg(long)]
    out: Option<PathBuf>,
}

#[derive(Default)]
struct Peaks {
    rss_kib: u64,
    children: usize,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let daemon = Arc::new(Daemon::start("").await?);
    let sources: Vec<PathBuf> = (0..args.clients)
        .map(|i| daemon.install_example(&format!("median{i}")))
        .collect::<anyhow::Result<_>>()?;

    // Baseline: one idle connection's worth of daemon.
    let mut probe = daemon.connect().await?;
    probe
        .request_value("repair/ping", serde_json::json!({}))
        .await?;
    let baseline_children = daemon.live_children();
    let rss_start = daemon.rss_kib().unwrap_or(0);

    let peaks = Arc::new(Mutex::new(Peaks::default()));
    let sampling = {
        let (daemon, peaks) = (daemon.clone(), peaks.clone());
        tokio::spawn(async move {
            loop {
                let (rss, children) = (daemon.rss_kib().unwrap_or(0), daemon.live_children());
                {
                    let mut peaks = peaks.lock().unwrap();
                    peaks.rss_kib = peaks.rss_kib.max(rss);
                    peaks.children = peaks.children.max(children);
                }
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
        })
    };

    let started = Instant::now();
    let mut clients = tokio::task::JoinSet::new();
    for source in sources {
        let (daemon, rounds, budget) = (daemon.clone(), args.rounds, args.fix_budget_ms);
        clients.spawn(async move {
            let mut timed: Vec<Timed> = Vec::new();
            let mut connection = match daemon.connect().await {
                Ok(connection) => connection,
                Err(e) => {
                    timed.push(Timed {
                        method: "connect",
                        latency: Duration::ZERO,
                        error: Some(e.to_string()),
                    });
                    return timed;
                }
            };
            for _ in 0..rounds {
                timed.extend(support::localize_and_fix(&mut connection, &source, budget).await);
            }
            timed
        });
    }
    let mut results: Vec<Timed> = Vec::new();
    let deadline = tokio::time::sleep(Duration::from_secs(args.max_seconds));
    tokio::pin!(deadline);
    let mut timed_out = false;
    loop {
        tokio::select! {
            joined = clients.join_next() => match joined {
                Some(Ok(timed)) => results.extend(timed),
                Some(Err(e)) => results.push(Timed { method: "client task", latency: Duration::ZERO, error: Some(e.to_string()) }),
                None => break,
            },
            () = &mut deadline => {
                timed_out = true;
                clients.abort_all();
                break;
            }
        }
    }
    let wall = started.elapsed();
    drop(probe);
    let children_after = daemon
        .settle(baseline_children, Duration::from_secs(60))
        .await;
    sampling.abort();
    let rss_end = daemon.rss_kib().unwrap_or(0);
    let peaks = std::mem::take(&mut *peaks.lock().unwrap());

    let mut report = String::new();
    writeln!(
        report,
        "# Load test: concurrent TCP clients localizing and fixing\n"
    )?;
    writeln!(
        report,
        "Machine: {}. Program: examples/median (one wrong comparison, 11 tests, 5 failing), one copy per \
         client. Each session: `didOpen` (which also starts the test-driven diagnostics job), \
         `repair/localize`, `repair/fix` (budget {} ms), `didClose`. Loopback only.\n",
        support::machine(),
        args.fix_budget_ms
    )?;
    writeln!(
        report,
        "| clients | sessions each | wall time | sessions/min | requests/min | errors | fixes without a patch |"
    )?;
    writeln!(report, "|---|---|---|---|---|---|---|")?;
    let requests = results
        .iter()
        .filter(|t| t.method.starts_with("repair/"))
        .count();
    // A fix that ran out of budget without a patch is an answer, not a failure of the daemon:
    // counted apart from errors.
    let no_patch = |t: &&Timed| {
        t.error
            .as_deref()
            .is_some_and(|e| e.starts_with("no patch"))
    };
    let unpatched: Vec<&Timed> = results.iter().filter(no_patch).collect();
    let errors: Vec<&Timed> = results
        .iter()
        .filter(|t| t.error.is_some() && !no_patch(t))
        .collect();
    let minutes = wall.as_secs_f64() / 60.0;
    writeln!(
        report,
        "| {} | {} | {:.1} s{} | {:.1} | {:.1} | {} | {} |\n",
        args.clients,
        args.rounds,
        wall.as_secs_f64(),
        if timed_out {
            " (stopped at --max-seconds)"
        } else {
            ""
        },
        (requests as f64 / 2.0) / minutes,
        requests as f64 / minutes,
        errors.len(),
        unpatched.len()
    )?;
    writeln!(report, "| method | requests | p50 | p99 | max |")?;
    writeln!(report, "|---|---|---|---|---|")?;
    for method in ["repair/localize", "repair/fix"] {
        let mut latencies: Vec<Duration> = results
            .iter()
            .filter(|t| t.method == method)
            .map(|t| t.latency)
            .collect();
        latencies.sort();
        writeln!(
            report,
            "| `{method}` | {} | {:.2} s | {:.2} s | {:.2} s |",
            latencies.len(),
            quantile(&latencies, 0.5).as_secs_f64(),
            quantile(&latencies, 0.99).as_secs_f64(),
            latencies.last().copied().unwrap_or_default().as_secs_f64()
        )?;
    }
    writeln!(report, "\n| daemon | value |\n|---|---|")?;
    writeln!(report, "| RSS at start | {} MiB |", rss_start / 1024)?;
    writeln!(report, "| peak RSS | {} MiB |", peaks.rss_kib / 1024)?;
    writeln!(report, "| RSS after | {} MiB |", rss_end / 1024)?;
    writeln!(
        report,
        "| live child processes: before / peak / after | {baseline_children} / {} / {children_after} |",
        peaks.children
    )?;
    if !errors.is_empty() || !unpatched.is_empty() {
        writeln!(report, "\nErrors and fixes without a patch (first 5):\n")?;
        for e in errors.iter().chain(&unpatched).take(5) {
            writeln!(
                report,
                "- `{}`: {}",
                e.method,
                e.error.as_deref().unwrap_or("")
            )?;
        }
    }
    print!("{report}");
    if let Some(out) = &args.out {
        std::fs::write(out, &report)?;
    }
    let daemon = Arc::try_unwrap(daemon).ok();
    if let Some(daemon) = daemon {
        daemon.stop().await;
    }
    if !errors.is_empty() || children_after > baseline_children {
        std::process::exit(1);
    }
    Ok(())
}
