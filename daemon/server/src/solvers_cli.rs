//! `repaird solvers replay FILE --backend NAME`: re-send a recorded solver transcript to any
//! backend and list the answers that differ (exit 1 when some do).

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
    },
}

pub async fn run(config: &Config, command: SolversCommand) -> u8 {
    match command {
        SolversCommand::Replay { file, backend } => replay(config, &file, &backend).await,
    }
}

async fn replay(config: &Config, file: &std::path::Path, backend: &str) -> u8 {
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
    for d in &report.differences {
        println!(
            "line {}: {}\n  recorded: {}\n  {}: {}",
            d.line, d.command, d.recorded, report.backend, d.replayed
        );
    }
    println!(
        "replayed {} commands of {} on {}: {} difference(s)",
        report.commands,
        report.transcript.display(),
        report.backend,
        report.differences.len()
    );
    if report.differences.is_empty() {
        0
    } else {
        1
    }
}
