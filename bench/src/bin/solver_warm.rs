//! Warm incremental session vs a fresh solver process per query, per backend.
//!
//! Each query is `push; assert; check-sat; pop` on a small linear-integer
//! problem (alternately sat and unsat, answers checked). The warm side runs all
//! queries on one `Session`; the baseline spawns, initializes, asks and kills a
//! process per query. Prints a Markdown table of medians and writes it to
//! `bench/results/solver_warm.md`.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use clap::Parser;
use repaird_solvers::{Profile, SatResult, Session};

#[derive(Parser)]
#[command(about = "Warm solver session vs fresh process per query")]
struct Args {
    /// Queries on the warm session, per backend.
    #[arg(long, default_value_t = 1000)]
    queries: usize,
    /// Fresh-process queries per backend (each costs a spawn).
    #[arg(long, default_value_t = 100)]
    fresh: usize,
    /// Backends (built-in profile names).
    #[arg(long, value_delimiter = ',', default_value = "z3,cvc5,yices")]
    backends: Vec<String>,
    /// Where to write the Markdown table.
    #[arg(long)]
    output: Option<PathBuf>,
}

struct Row {
    backend: String,
    warm: Duration,
    fresh: Duration,
    queries: usize,
    fresh_samples: usize,
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<()> {
    let args = Args::parse();
    let mut rows = Vec::new();
    for name in &args.backends {
        let profile =
            Profile::builtin(name).with_context(|| format!("no built-in profile `{name}`"))?;
        if !profile.is_installed() {
            eprintln!("skipped: `{name}` ({}) is not installed", profile.program);
            continue;
        }
        eprintln!(
            "{name}: {} warm queries, {} fresh",
            args.queries, args.fresh
        );
        let warm = warm_latencies(&profile, args.queries).await?;
        let fresh = fresh_latencies(&profile, args.fresh).await?;
        rows.push(Row {
            backend: name.clone(),
            warm: median(warm),
            fresh: median(fresh),
            queries: args.queries,
            fresh_samples: args.fresh,
        });
    }
    let table = render(&rows);
    println!("{table}");
    let output = args.output.unwrap_or_else(|| {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("results/solver_warm.md")
    });
    std::fs::write(&output, &table).with_context(|| format!("writing {}", output.display()))?;
    eprintln!("wrote {}", output.display());
    Ok(())
}

/// Query `i`: sat when even, unsat when odd.
fn query(i: usize) -> (String, SatResult) {
    if i.is_multiple_of(2) {
        (format!("(and (= (+ x y) {i}) (> x y))"), SatResult::Sat)
    } else {
        (
            format!("(and (= (+ x y) {i}) (> x y) (< x 0) (> y 0))"),
            SatResult::Unsat,
        )
    }
}

async fn ask(session: &mut Session, i: usize) -> Result<()> {
    let (term, expected) = query(i);
    session.push(1).await?;
    session.assert(&term).await?;
    let answer = session.check().await?;
    session.pop(1).await?;
    if answer != expected {
        bail!("query {i}: expected {expected:?}, got {answer:?}");
    }
    Ok(())
}

async fn declare(session: &mut Session) -> Result<()> {
    session.declare_const("x", "Int").await?;
    session.declare_const("y", "Int").await?;
    Ok(())
}

async fn warm_latencies(profile: &Profile, queries: usize) -> Result<Vec<Duration>> {
    let mut session = Session::spawn(profile).await?;
    declare(&mut session).await?;
    let mut latencies = Vec::with_capacity(queries);
    for i in 0..queries {
        let started = Instant::now();
        ask(&mut session, i).await?;
        latencies.push(started.elapsed());
    }
    Ok(latencies)
}

async fn fresh_latencies(profile: &Profile, samples: usize) -> Result<Vec<Duration>> {
    let mut latencies = Vec::with_capacity(samples);
    for i in 0..samples {
        let started = Instant::now();
        let mut session = Session::spawn(profile).await?;
        declare(&mut session).await?;
        ask(&mut session, i).await?;
        drop(session); // kills the process
        latencies.push(started.elapsed());
    }
    Ok(latencies)
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn render(rows: &[Row]) -> String {
    let mut out = String::from(
        "# Warm solver session vs fresh process per query\n\n\
         Query: `push; assert; check-sat; pop` (small linear-integer problem, \
         alternately sat/unsat, answers checked). Fresh = spawn + initialize + \
         declare + query + kill. Medians.\n\n\
         | backend | warm median | fresh median | fresh / warm | warm queries | fresh samples |\n\
         |---|---:|---:|---:|---:|---:|\n",
    );
    for row in rows {
        let ratio = row.fresh.as_secs_f64() / row.warm.as_secs_f64();
        out.push_str(&format!(
            "| {} | {:.1} µs | {:.2} ms | {:.0}× | {} | {} |\n",
            row.backend,
            row.warm.as_secs_f64() * 1e6,
            row.fresh.as_secs_f64() * 1e3,
            ratio,
            row.queries,
            row.fresh_samples,
        ));
    }
    out
}
