//! `repair fix FILE`: validated patches as unified diffs; `--apply` writes the best one.
//! Exit 0 when fixed (or nothing to fix), 1 when no patch was found.

use std::path::PathBuf;
use std::time::Duration;

use repair_cli::connection::{ClientError, Connection};
use repaird_protocol::fix::{Fix, FixParams, FixResult};

use super::output::{Spinner, Style};
use super::target::{failure, progress_token, target};
use crate::cli::{Args, Failure};

#[derive(Debug, clap::Args)]
pub struct FixArgs {
    /// The C file.
    file: PathBuf,
    /// A repair.toml or tests/ directory (default: found next to FILE).
    #[arg(long, value_name = "T")]
    tests: Option<PathBuf>,
    /// Write the best patch to FILE.
    #[arg(long)]
    apply: bool,
    /// Wall clock for the search in seconds (default: the daemon's repair.time_budget_ms).
    #[arg(long, value_name = "SECS")]
    time_budget: Option<u64>,
}

/// How long the CLI waits beyond the repair's own budget (builds, the last validation).
const ANSWER_SLACK: Duration = Duration::from_secs(120);
/// The daemon's default budget is not known to the client; wait this long without one.
const DEFAULT_WAIT: Duration = Duration::from_secs(600);

pub async fn run(
    connection: &mut Connection,
    args: &Args,
    command: &FixArgs,
) -> Result<(), Failure> {
    let params = FixParams {
        target: target(&command.file, command.tests.as_deref())?,
        apply: command.apply,
        time_budget_ms: command.time_budget.map(|s| s.saturating_mul(1000)),
        work_done_token: Some(progress_token()),
    };
    let result = call(connection, &params, !args.json, "repairing")
        .await
        .map_err(failure)?;
    if args.json {
        super::print_json(&result);
    } else {
        print_patches(&result);
    }
    verdict(&result)
}

/// One `repair/fix` round trip with a spinner, waiting as long as the budget needs.
pub async fn call(
    connection: &mut Connection,
    params: &FixParams,
    spinner_visible: bool,
    title: &str,
) -> Result<FixResult, ClientError> {
    connection.set_timeout(
        params
            .time_budget_ms
            .map_or(DEFAULT_WAIT, |ms| Duration::from_millis(ms) + ANSWER_SLACK),
    );
    let spinner = Spinner::new(spinner_visible, title);
    let result = connection
        .call_observing::<Fix>(params, |n| spinner.observe(n))
        .await;
    spinner.finish();
    result
}

/// Exit 0 when a patch was found or every test already passed; 1 otherwise. The failure
/// names the file only: the summary of what was tried is already on stdout (or in the JSON).
pub fn verdict(result: &FixResult) -> Result<(), Failure> {
    if result.patches.is_empty() && !result.already_passing {
        return Err(Failure::NotFixed(format!("no patch for {}", result.path)));
    }
    Ok(())
}

fn print_patches(result: &FixResult) {
    let style = Style::for_stdout();
    if result.already_passing {
        println!("{}: {}", result.path, result.summary);
        return;
    }
    for (i, patch) in result.patches.iter().enumerate() {
        println!(
            "{}",
            style.bold(&format!(
                "patch {} of {} by {}: {} (passes {}/{} tests, {} tokens changed)",
                i + 1,
                result.patches.len(),
                patch.engine,
                patch.title,
                patch.tests_passed,
                patch.tests_total,
                patch.changed_tokens
            ))
        );
        println!("{}", style.diff(patch.unified_diff.trim_end()));
    }
    println!("{}", result.summary);
    if result.applied {
        println!(
            "{}",
            style.green(&format!("applied the best patch to {}", result.path))
        );
    }
}
