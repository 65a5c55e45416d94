//! `repaird doctor`: one line per external tool (compiler, gdb, each configured solver),
//! each exercised for real under a deadline. Exit code 1 when any required tool fails.

mod gcc;
mod gdb;
mod process;
mod solvers;

use std::time::Duration;

use repaird_config::Config;

/// The outcome of one check: `detail` says what was found or what went wrong.
pub struct Check {
    pub tool: String,
    pub result: Result<String, String>,
    pub took: Duration,
}

pub async fn run(config: &Config) -> u8 {
    let mut checks = vec![gcc::check(config).await, gdb::check(config).await];
    checks.extend(solvers::check(config).await);
    let width = checks.iter().map(|c| c.tool.len()).max().unwrap_or(0);
    for check in &checks {
        let (mark, detail) = match &check.result {
            Ok(detail) => ("ok  ", detail),
            Err(problem) => ("FAIL", problem),
        };
        println!(
            "{mark} {:width$}  {detail} ({} ms)",
            check.tool,
            check.took.as_millis()
        );
    }
    let failed = checks.iter().filter(|c| c.result.is_err()).count();
    if failed == 0 {
        0
    } else {
        eprintln!("repaird doctor: {failed} required tool(s) missing or not answering");
        1
    }
}
