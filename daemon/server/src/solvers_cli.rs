//! `repaird solvers replay FILE --backend NAME`: re-send a recorded solver transcript to any
//! backend (another backend's transcript with this one's set-up) and list the answers that
//! differ (exit 1 when some do); `--slowest N` also lists the N commands that took longest
//! to answer.

use std::path::PathBuf;

use clap::Subcommand;
use repaird_config::Config;

#[derive(Debug, Subcommand)]
pub enum SolversCommand {
    /// Replay a transcript (written by a session's `record_to`) on a backend.
    Replay {
        /// The transcript file.
        file: PathBuf,
        /// The solver profile to replay on (z3, cvc5, yices, or one in solver.profiles_dir).
        #[arg(long, default_value = "z3")]
        backend: String,
        /// Also list the N commands that took longest to answer, slowest first.
        #[arg(long, value_name = "N", default_value_t = 0)]
        slowest: usize,
    },
}

pub async fn run(config: &Config, command: SolversCommand) -> u8 {
    match command {
        SolversCommand::Replay {
            file,
            backend,
            slowest,
        } => replay(config, &file, &backend, slowest).await,
    }
}

async fn replay(config: &Config, file: &std::path::Path, backend: &str, slowest: usize) -> u8 {
    let profile = match crate::solver_profiles::resolve(config, backend) {
        Ok(profile) => profile,
        Err(problem) => {
            eprintln!("repaird solvers replay: {problem}");
            return 2;
        }
    };
    let report = match repaird_solvers::replay(file, &profile).await {
        Ok(report) => report,
        Err(e) => {
            eprintln!("repaird solvers replay: {e}");
            return 3;
        }
    };
    if let Some(set_up) = &report.set_up {
        // Another backend's options are not a difference: say what went out instead.
        println!(
            "set-up of {} left out: {}\nset-up of {} sent instead: {}",
            set_up.recorded_by,
            set_up.left_out.join(" "),
            report.backend,
            set_up.sent.join(" ")
        );
    }
    for d in &report.differences {
        println!(
            "line {}: {}\n  recorded: {}\n  {}: {}",
            d.line, d.command, d.recorded, report.backend, d.replayed
        );
    }
    let mut timings: Vec<_> = report.timings.iter().collect();
    // By the milliseconds printed, so that commands shown with the same time stand in line
    // order (sub-millisecond differences would put a later line first).
    timings.sort_by_key(|t| (std::cmp::Reverse(t.elapsed.as_millis()), t.line));
    for t in timings.iter().take(slowest) {
        // A check's assumptions can run long: its head is what tells the commands apart.
        let command: String = t.command.chars().take(100).collect();
        println!(
            "slow: line {}, {} ms: {command}",
            t.line,
            t.elapsed.as_millis()
        );
    }
    let total: std::time::Duration = report.timings.iter().map(|t| t.elapsed).sum();
    println!(
        "replayed {} commands of {} on {} in {} ms: {} difference(s)",
        report.commands(),
        report.transcript.display(),
        report.backend,
        total.as_millis(),
        report.differences.len()
    );
    if report.differences.is_empty() {
        0
    } else {
        1
    }
}
