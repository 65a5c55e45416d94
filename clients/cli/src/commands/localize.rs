//! `repair localize FILE`: the ranked suspicious statements, as a table or `--json`.

use std::path::PathBuf;

use repair_cli::connection::Connection;
use repaird_protocol::localize::{Localize, LocalizeParams, LocalizeResult};

use super::output::{Spinner, Style};
use super::target::{failure, progress_token, target};
use crate::cli::{Args, Failure};

#[derive(Debug, clap::Args)]
pub struct LocalizeArgs {
    /// The C file.
    file: PathBuf,
    /// A repair.toml or tests/ directory (default: found next to FILE).
    #[arg(long, value_name = "T")]
    tests: Option<PathBuf>,
    /// Show at most this many statements.
    #[arg(long, default_value_t = 10)]
    top: usize,
}

pub async fn run(
    connection: &mut Connection,
    args: &Args,
    command: &LocalizeArgs,
) -> Result<(), Failure> {
    let params = LocalizeParams {
        target: target(&command.file, command.tests.as_deref())?,
        work_done_token: Some(progress_token()),
    };
    let spinner = Spinner::new(!args.json, "localizing");
    let result = connection
        .call_observing::<Localize>(&params, |n| spinner.observe(n))
        .await;
    spinner.finish();
    let result = result.map_err(failure)?;
    if args.json {
        super::print_json(&result);
    } else {
        print_table(&result, command.top);
    }
    Ok(())
}

fn print_table(result: &LocalizeResult, top: usize) {
    let style = Style::for_stdout();
    let failing = result.failing_tests.len();
    if failing == 0 {
        println!(
            "{}: all {} tests pass; nothing to localize",
            result.path, result.tests_total
        );
        return;
    }
    println!(
        "{}: {failing} of {} tests fail ({})",
        result.path,
        result.tests_total,
        result.failing_tests.join(", ")
    );
    println!(
        "{}",
        style.bold(&format!(
            "{:>4}  {:>5}  {:>5}  {:<32}  {}",
            "rank", "score", "line", "statement", "why"
        ))
    );
    for suspect in result.suspects.iter().take(top) {
        let rank = format!("{:>4}", suspect.rank);
        let rank = match suspect.rank {
            1 => style.red(&rank),
            2 | 3 => style.yellow(&rank),
            _ => rank,
        };
        println!(
            "{rank}  {:>5.2}  {:>5}  {:<32}  {}",
            suspect.score,
            suspect.line,
            clip(&suspect.code, 32),
            suspect.explanation
        );
    }
    if result.suspects.len() > top {
        println!("... {} more (--top N)", result.suspects.len() - top);
    }
}

/// `text` cut to `width` chars with an ellipsis.
pub fn clip(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
    cut.push('…');
    cut
}
