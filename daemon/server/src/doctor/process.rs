//! Running a tool under a deadline.

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use tokio::process::Command;

pub struct Finished {
    pub stdout: String,
    pub stderr: String,
}

/// Runs `program args` to completion within `deadline`; a non-zero exit is an error that
/// quotes the end of stderr.
pub async fn run(
    program: &str,
    args: &[&str],
    cwd: Option<&Path>,
    deadline: Duration,
) -> Result<Finished, String> {
    let mut command = Command::new(program);
    command
        .args(args)
        .stdin(Stdio::null())
        .kill_on_drop(true)
        .process_group(0);
    if let Some(cwd) = cwd {
        command.current_dir(cwd);
    }
    let output = tokio::time::timeout(deadline, command.output())
        .await
        .map_err(|_| format!("`{program}` did not finish within {deadline:?}"))?
        .map_err(|e| format!("cannot run `{program}`: {e}"))?;
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    if !output.status.success() {
        let tail: String = stderr
            .lines()
            .rev()
            .take(3)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect::<Vec<_>>()
            .join(" / ");
        return Err(format!(
            "`{program} {}` failed ({}): {tail}",
            args.join(" "),
            output.status
        ));
    }
    Ok(Finished { stdout, stderr })
}

pub fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or("").trim().to_string()
}
