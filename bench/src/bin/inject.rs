//! `inject`: derive buggy versions of the corpus programs.
//!
//! cargo run --release -p repaird-bench --bin inject -- --corpus bench/corpus --out DIR --per-class 2 --seed 1

use anyhow::{bail, Context, Result};
use clap::{Parser, ValueEnum};
use repaird_bench::corpus::load_corpus;
use repaird_bench::inject::{inject_corpus, BugClass, InjectConfig, CLASSES};
use std::path::PathBuf;
use std::time::Duration;

#[derive(Clone, Copy, ValueEnum)]
enum Profile {
    /// 2 mutants per program and class.
    Quick,
    /// 10 mutants per program and class.
    Full,
}

#[derive(Parser)]
#[command(about = "Inject <x,y> faults (x mutations, y deleted statements) into the corpus")]
struct Args {
    #[arg(long, default_value = "bench/corpus")]
    corpus: PathBuf,
    #[arg(long)]
    out: PathBuf,
    #[arg(long, value_enum, default_value = "quick")]
    profile: Profile,
    /// Mutants per program and class (overrides --profile).
    #[arg(long)]
    per_class: Option<usize>,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Classes as `x,y` (repeatable); default: 1,0 1,1 2,0 2,1.
    #[arg(long = "class")]
    classes: Vec<String>,
    /// Only these programs (repeatable).
    #[arg(long = "only")]
    only: Vec<String>,
    /// Deadline for one test run of a mutant.
    #[arg(long, default_value_t = 500)]
    timeout_ms: u64,
    #[arg(long)]
    jobs: Option<usize>,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let mut programs = load_corpus(&args.corpus)?;
    if !args.only.is_empty() {
        for name in &args.only {
            if !programs.iter().any(|p| p.name() == name) {
                bail!("no program `{name}` in {}", args.corpus.display());
            }
        }
        programs.retain(|p| args.only.iter().any(|n| n == p.name()));
    }
    let classes = if args.classes.is_empty() {
        CLASSES.to_vec()
    } else {
        args.classes
            .iter()
            .map(|c| BugClass::parse(c).with_context(|| format!("bad class `{c}`, want x,y")))
            .collect::<Result<_>>()?
    };
    let mut config = InjectConfig {
        seed: args.seed,
        per_class: args.per_class.unwrap_or(match args.profile {
            Profile::Quick => 2,
            Profile::Full => 10,
        }),
        classes,
        test_deadline: Duration::from_millis(args.timeout_ms),
        ..InjectConfig::default()
    };
    if let Some(jobs) = args.jobs {
        config.jobs = jobs;
    }
    let manifest = inject_corpus(&programs, &config, &args.out)?;
    println!(
        "{} programs, {} mutants in {}",
        programs.len(),
        manifest.mutants.len(),
        args.out.display()
    );
    for (class, count) in manifest.counts_by_class() {
        let stats = manifest.stats.iter().filter(|s| s.class == class);
        let (mut attempts, mut dup, mut cc, mut und, mut none, mut unstable) = (0, 0, 0, 0, 0, 0);
        for s in stats {
            attempts += s.attempts;
            dup += s.duplicate;
            cc += s.not_compiling;
            und += s.undistinguished;
            none += s.no_sites;
            unstable += s.unstable;
        }
        println!(
            "{class}: {count} mutants ({attempts} attempts; rejected: {cc} not compiling, {und} undistinguished, {unstable} unstable, {dup} duplicate, {none} too few sites)"
        );
    }
    let looping = manifest
        .mutants
        .iter()
        .filter(|m| !m.timed_out_tests.is_empty())
        .count();
    let crashing = manifest
        .mutants
        .iter()
        .filter(|m| !m.crashed_tests.is_empty())
        .count();
    println!("{looping} mutants time out on some test, {crashing} crash on some test");
    for s in &manifest.stats {
        if s.accepted < config.per_class {
            println!(
                "note: {} {}: only {} of {} mutants",
                s.program, s.class, s.accepted, config.per_class
            );
        }
    }
    Ok(())
}
