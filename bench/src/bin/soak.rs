//! Soak test of the real daemon over loopback TCP: sessions one after another (connect,
//! open the example program, localize, fix, close, disconnect) for `--duration-secs`,
//! sampling the daemon's RSS and live children every `--sample-secs`. Reports whether
//! memory grows: the median RSS of the last third of the run against the second third
//! (the first third is warm-up: allocator arenas, caches). Stops by itself.
//!
//! ```text
//! cargo build --release -p repaird -p repaird-bench
//! target/release/soak --duration-secs 600 --out bench/results/soak.md
//! ```

#[path = "daemon_load/support.rs"]
mod support;

use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::Parser;
use support::Daemon;

#[derive(Parser)]
#[command(about = "Repeated repaird sessions for a while, watching memory")]
struct Args {
    #[arg(long, default_value_t = 600)]
    duration_secs: u64,
    #[arg(long, default_value_t = 5)]
    sample_secs: u64,
    /// Concurrent session loops.
    #[arg(long, default_value_t = 2)]
    clients: usize,
    #[arg(long, default_value_t = 30_000)]
    fix_budget_ms: u64,
    /// Growth (last third vs second third, in percent) above which memory counts as growing.
    #[arg(long, default_value_t = 10.0)]
    growth_threshold_percent: f64,
    #[arg(long)]
    out: Option<PathBuf>,
}

struct Sample {
    at: Duration,
    rss_kib: u64,
    children: usize,
}

fn median(mut values: Vec<u64>) -> u64 {
    values.sort_unstable();
    values.get(values.len() / 2).copied().unwrap_or(0)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let daemon = Arc::new(Daemon::start("").await?);
    let sources: Vec<PathBuf> = (0..args.clients)
        .map(|i| daemon.install_example(&format!("median{i}")))
        .collect::<anyhow::Result<_>>()?;
    let baseline_children = daemon.live_children();
    let started = Instant::now();
    let until = started + Duration::from_secs(args.duration_secs);

    let samples = Arc::new(Mutex::new(Vec::<Sample>::new()));
    let sampling = {
        let (daemon, samples, every) = (daemon.clone(), samples.clone(), args.sample_secs);
        tokio::spawn(async move {
            loop {
                let sample = Sample {
                    at: started.elapsed(),
                    rss_kib: daemon.rss_kib().unwrap_or(0),
                    children: daemon.live_children(),
                };
                samples.lock().unwrap().push(sample);
                tokio::time::sleep(Duration::from_secs(every.max(1))).await;
            }
        })
    };

    let mut loops = tokio::task::JoinSet::new();
    for source in sources {
        let (daemon, budget) = (daemon.clone(), args.fix_budget_ms);
        loops.spawn(async move {
            let (mut sessions, mut errors) = (0usize, Vec::<String>::new());
            let mut latencies: Vec<(&'static str, Duration)> = Vec::new();
            while Instant::now() < until {
                match daemon.connect().await {
                    Ok(mut connection) => {
                        for timed in
                            support::localize_and_fix(&mut connection, &source, budget).await
                        {
                            latencies.push((timed.method, timed.latency));
                            if let Some(e) = timed.error {
                                errors.push(format!("{}: {e}", timed.method));
                            }
                        }
                        sessions += 1;
                    }
                    Err(e) => errors.push(format!("connect: {e}")),
                }
            }
            (sessions, errors, latencies)
        });
    }
    let (mut sessions, mut errors, mut latencies) = (0, Vec::new(), Vec::new());
    // The last session may start just before the end: allow it its budget, no more.
    let hard_stop =
        Duration::from_secs(args.duration_secs) + Duration::from_millis(args.fix_budget_ms) * 3;
    let joined = tokio::time::timeout(hard_stop, async {
        let mut all = Vec::new();
        while let Some(result) = loops.join_next().await {
            all.push(result);
        }
        all
    })
    .await;
    match joined {
        Ok(all) => {
            for result in all {
                let (s, e, l) = result?;
                sessions += s;
                errors.extend(e);
                latencies.extend(l);
            }
        }
        Err(_) => errors.push("session loops did not stop in time".into()),
    }
    let children_after = daemon
        .settle(baseline_children, Duration::from_secs(60))
        .await;
    sampling.abort();
    let samples = std::mem::take(&mut *samples.lock().unwrap());

    let third = samples.len() / 3;
    let middle = median(
        samples[third..2 * third]
            .iter()
            .map(|s| s.rss_kib)
            .collect(),
    );
    let last = median(samples[2 * third..].iter().map(|s| s.rss_kib).collect());
    let growth = if middle > 0 {
        (last as f64 - middle as f64) / middle as f64 * 100.0
    } else {
        0.0
    };
    let grows = growth > args.growth_threshold_percent;

    let mut report = String::new();
    writeln!(report, "# Soak: repeated sessions, memory over time\n")?;
    writeln!(
        report,
        "Machine: {}. {} session loops for {} s; each session connects, opens \
         examples/median, asks `repair/localize` and `repair/fix` (budget {} ms), closes and \
         disconnects. RSS of the daemon process sampled every {} s. Loopback only.\n",
        support::machine(),
        args.clients,
        args.duration_secs,
        args.fix_budget_ms,
        args.sample_secs
    )?;
    writeln!(report, "| measure | value |\n|---|---|")?;
    writeln!(report, "| sessions completed | {sessions} |")?;
    writeln!(report, "| errors | {} |", errors.len())?;
    writeln!(report, "| samples | {} |", samples.len())?;
    writeln!(
        report,
        "| RSS first sample / max | {} / {} MiB |",
        samples.first().map_or(0, |s| s.rss_kib) / 1024,
        samples.iter().map(|s| s.rss_kib).max().unwrap_or(0) / 1024
    )?;
    writeln!(
        report,
        "| median RSS, second third / last third | {:.1} / {:.1} MiB ({growth:+.1} %) |",
        middle as f64 / 1024.0,
        last as f64 / 1024.0
    )?;
    writeln!(
        report,
        "| memory grows (> {} %) | {} |",
        args.growth_threshold_percent,
        if grows { "**yes**" } else { "no" }
    )?;
    for method in ["repair/localize", "repair/fix"] {
        let mut of_method: Vec<Duration> = latencies
            .iter()
            .filter(|(m, _)| *m == method)
            .map(|(_, l)| *l)
            .collect();
        of_method.sort();
        writeln!(
            report,
            "| `{method}` p50 / p99 | {:.2} / {:.2} s |",
            support::quantile(&of_method, 0.5).as_secs_f64(),
            support::quantile(&of_method, 0.99).as_secs_f64()
        )?;
    }
    writeln!(
        report,
        "| live children: before / max / after | {baseline_children} / {} / {children_after} |",
        samples.iter().map(|s| s.children).max().unwrap_or(0)
    )?;
    writeln!(
        report,
        "\nRSS over time (MiB, one sample per row, every 10th shown):\n"
    )?;
    writeln!(report, "| t (s) | RSS (MiB) | children |\n|---|---|---|")?;
    for sample in samples.iter().step_by(10) {
        writeln!(
            report,
            "| {} | {:.1} | {} |",
            sample.at.as_secs(),
            sample.rss_kib as f64 / 1024.0,
            sample.children
        )?;
    }
    if !errors.is_empty() {
        writeln!(report, "\nErrors (first 5):\n")?;
        for e in errors.iter().take(5) {
            writeln!(report, "- {e}")?;
        }
    }
    print!("{report}");
    if let Some(out) = &args.out {
        std::fs::write(out, &report)?;
    }
    if let Ok(daemon) = Arc::try_unwrap(daemon) {
        daemon.stop().await;
    }
    if grows || !errors.is_empty() || children_after > baseline_children {
        std::process::exit(1);
    }
    Ok(())
}
