//! Measures what repair validation pays per candidate: compile a source text
//! and run a whole IntroClass suite, repeated; prints the median and spread.
//!
//! cargo run -p repaird-runner --release --example validation_time -- \
//!     /work/shared/bench-data/introclass/median/<student>/000/median.c [ROUNDS]

use std::path::PathBuf;
use std::time::{Duration, Instant};

use repaird_runner::{Build, BuildOptions, RunLimits, TestSuite, Validator};

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let source = PathBuf::from(
        args.next()
            .ok_or("usage: validation_time SOURCE.c [ROUNDS]")?,
    );
    let rounds: usize = args.next().map(|r| r.parse()).transpose()?.unwrap_or(21);
    let suite = TestSuite::discover(&source)?;
    let tests = suite.tests.len();
    let text = std::fs::read_to_string(&source)?;
    let options = BuildOptions::new(suite.build.clone());
    let validator = Validator::new(&source, suite.clone(), RunLimits::default())?;

    let mut compile = Vec::new();
    let mut whole = Vec::new();
    let mut fail_fast = Vec::new();
    let mut failed = 0;
    for _ in 0..rounds {
        let started = Instant::now();
        Build::compile_text(&text, "candidate.c", &options)?;
        compile.push(started.elapsed());

        let started = Instant::now();
        failed = validator.validate(&text, false).failed();
        whole.push(started.elapsed());

        let started = Instant::now();
        validator.validate(&text, true);
        fail_fast.push(started.elapsed());
    }
    println!("{} tests ({failed} failing), {rounds} rounds", tests);
    println!(
        "compile only:                     median {:?}",
        median(compile)
    );
    println!(
        "compile + full suite:             median {:?}",
        median(whole)
    );
    println!(
        "compile + suite, stop at failure: median {:?}",
        median(fail_fast)
    );
    Ok(())
}
