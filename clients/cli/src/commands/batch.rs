//! `repair batch DIR`: repair every C file with tests under DIR, one after another on one
//! daemon, with a progress bar on a terminal and a summary table at the end.
//! Exit 0 when every program was fixed or already passed, 1 when some were not.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use repair_cli::connection::{ClientError, Connection};
use repaird_protocol::error_codes;
use repaird_protocol::fix::FixParams;
use serde::Serialize;

use super::localize::clip;
use super::output::Style;
use super::target::{failure, progress_token, target};
use crate::cli::{Args, Failure};

#[derive(Debug, clap::Args)]
pub struct BatchArgs {
    /// Directory searched (recursively) for C files with tests.
    dir: PathBuf,
    /// Wall clock per program in seconds (default: the daemon's repair.time_budget_ms).
    #[arg(long, value_name = "SECS")]
    time_budget: Option<u64>,
}

/// One program's line in the summary.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Row {
    pub program: String,
    pub tests_total: usize,
    pub failing_before: usize,
    pub patch_found: bool,
    pub already_passing: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub engine: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    pub elapsed_ms: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl Row {
    fn fine(&self) -> bool {
        self.error.is_none() && (self.patch_found || self.already_passing)
    }
}

pub async fn run(
    connection: &mut Connection,
    args: &Args,
    command: &BatchArgs,
) -> Result<(), Failure> {
    if !command.dir.is_dir() {
        return Err(Failure::Usage(format!(
            "{}: not a directory",
            command.dir.display()
        )));
    }
    let mut files = Vec::new();
    collect_c_files(&command.dir, &mut files)
        .map_err(|e| Failure::Usage(format!("{}: {e}", command.dir.display())))?;
    files.sort();
    let bar = progress_bar(!args.json, files.len() as u64);
    let mut rows = Vec::new();
    for file in &files {
        let name = file
            .strip_prefix(&command.dir)
            .unwrap_or(file)
            .display()
            .to_string();
        bar.set_message(name.clone());
        if let Some(row) = repair_one(connection, file, name, command.time_budget).await? {
            rows.push(row);
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    if args.json {
        super::print_json(&rows);
    } else {
        print_summary(&rows);
    }
    match rows.iter().filter(|r| !r.fine()).count() {
        0 => Ok(()),
        n => Err(Failure::NotFixed(format!(
            "{n} of {} programs not fixed",
            rows.len()
        ))),
    }
}

/// `None` for a file without tests (not a program to repair).
async fn repair_one(
    connection: &mut Connection,
    file: &Path,
    program: String,
    time_budget: Option<u64>,
) -> Result<Option<Row>, Failure> {
    let params = FixParams {
        target: target(file, None)?,
        apply: false,
        time_budget_ms: time_budget.map(|s| s.saturating_mul(1000)),
        work_done_token: Some(progress_token()),
    };
    let started = Instant::now();
    let mut row = Row {
        program,
        tests_total: 0,
        failing_before: 0,
        patch_found: false,
        already_passing: false,
        engine: None,
        title: None,
        elapsed_ms: 0,
        error: None,
    };
    match super::fix::call(connection, &params, false, "repairing").await {
        Ok(result) => {
            row.tests_total = result.tests_total;
            row.failing_before = result.failing_tests.len();
            row.already_passing = result.already_passing;
            row.patch_found = !result.patches.is_empty();
            row.engine = result.patches.first().map(|p| p.engine.clone());
            row.title = result.patches.first().map(|p| p.title.clone());
            row.elapsed_ms = result.elapsed_ms;
        }
        Err(error) if is_no_tests(&error) => return Ok(None),
        Err(error) => match failure(error) {
            Failure::Usage(message) => {
                row.error = Some(message);
                row.elapsed_ms = started.elapsed().as_millis() as u64;
            }
            other => return Err(other),
        },
    }
    Ok(Some(row))
}

/// Asks nothing of the daemon: a file is skipped later when the daemon finds no tests.
fn collect_c_files(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if path.is_dir() {
            // Hidden dirs, build output, and test dirs (IntroClass keeps its reference
            // solution in tests/) hold no programs to repair.
            if !name.starts_with('.') && name != "target" && name != "tests" {
                collect_c_files(&path, out)?;
            }
        } else if name.ends_with(".c") {
            out.push(path);
        }
    }
    Ok(())
}

fn progress_bar(visible: bool, len: u64) -> ProgressBar {
    if !visible || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} [{elapsed}] {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar
}

fn print_summary(rows: &[Row]) {
    let style = Style::for_stdout();
    println!(
        "{}",
        style.bold(&format!(
            "{:<40}  {:>7}  {:<7}  {:<8}  {:>7}",
            "program", "failing", "patch", "engine", "time"
        ))
    );
    for row in rows {
        let patch = match (&row.error, row.already_passing, row.patch_found) {
            (Some(_), _, _) => style.red(&format!("{:<7}", "error")),
            (None, true, _) => format!("{:<7}", "clean"),
            (None, false, true) => style.green(&format!("{:<7}", "yes")),
            (None, false, false) => style.red(&format!("{:<7}", "no")),
        };
        println!(
            "{:<40}  {:>7}  {patch}  {:<8}  {:>6.1}s",
            clip(&row.program, 40),
            format!("{}/{}", row.failing_before, row.tests_total),
            row.engine.as_deref().unwrap_or("-"),
            row.elapsed_ms as f64 / 1000.0
        );
        if let Some(error) = &row.error {
            println!("    {}", clip(error.lines().next().unwrap_or(""), 100));
        }
    }
    let fixed = rows.iter().filter(|r| r.patch_found).count();
    let clean = rows.iter().filter(|r| r.already_passing).count();
    println!(
        "{} programs: {fixed} fixed, {clean} already passing, {} not fixed",
        rows.len(),
        rows.len() - fixed - clean
    );
}

/// Whether a daemon error means "this file has no tests" (skipped, not a row).
fn is_no_tests(error: &ClientError) -> bool {
    matches!(error, ClientError::Rpc { code, .. } if *code == i64::from(error_codes::NO_TESTS))
}
