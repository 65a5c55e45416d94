//! Running and stepping: breakpoints, run/start, next/step/finish/continue, queries.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::driver::mi_quote;
use crate::session::GdbSession;
use crate::stop::{from_frame, StopLocation};
use crate::GdbError;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Location {
    Line {
        file: String,
        line: u32,
    },
    Function {
        name: String,
    },
    /// A code address (`*0x...`).
    Address {
        address: u64,
    },
}

impl Location {
    pub fn line(file: impl Into<String>, line: u32) -> Location {
        Location::Line {
            file: file.into(),
            line,
        }
    }

    pub fn function(name: impl Into<String>) -> Location {
        Location::Function { name: name.into() }
    }

    pub(crate) fn linespec(&self) -> String {
        match self {
            Location::Line { file, line } => format!("{file}:{line}"),
            Location::Function { name } => name.clone(),
            Location::Address { address } => format!("*{address:#x}"),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BreakpointId(pub u32);

/// How to start the program.
#[derive(Debug, Clone, Default)]
pub struct RunOptions {
    pub args: Vec<String>,
    /// Standard input; default `/dev/null` (never the terminal, which would block).
    pub stdin: Option<std::path::PathBuf>,
}

impl GdbSession {
    /// A breakpoint the programmer asked for: a place gdb does not know (`No line 9999`,
    /// `Function "x" not defined`) is the request's error.
    pub async fn break_at(&mut self, location: &Location) -> Result<BreakpointId, GdbError> {
        self.insert_breakpoint(location, false)
            .await
            .map_err(|e| match e {
                GdbError::Mi { message, .. } => GdbError::InvalidRequest(format!(
                    "cannot break at {}: {message}",
                    location.linespec()
                )),
                other => other,
            })
    }

    pub(crate) async fn insert_breakpoint(
        &mut self,
        location: &Location,
        temporary: bool,
    ) -> Result<BreakpointId, GdbError> {
        let command = format!(
            "-break-insert {}{}",
            if temporary { "-t " } else { "" },
            mi_quote(&location.linespec())
        );
        let reply = self.driver.command(&command).await?;
        let number = reply
            .results
            .get_tuple("bkpt")
            .and_then(|b| b.get_str("number"))
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| GdbError::protocol(&command, "no breakpoint number"))?;
        Ok(BreakpointId(number))
    }

    pub async fn delete_breakpoint(&mut self, id: BreakpointId) -> Result<(), GdbError> {
        self.driver
            .command(&format!("-break-delete {}", id.0))
            .await
            .map(drop)
    }

    /// Runs the program from the start to the first breakpoint (or to its end).
    pub async fn run(&mut self, run: &RunOptions) -> Result<StopLocation, GdbError> {
        self.prepare_run(run).await?;
        self.execute("-exec-run").await
    }

    /// Runs the program and stops at the start of `main`.
    pub async fn start(&mut self, run: &RunOptions) -> Result<StopLocation, GdbError> {
        self.prepare_run(run).await?;
        self.execute("-exec-run --start").await
    }

    async fn prepare_run(&mut self, run: &RunOptions) -> Result<(), GdbError> {
        let stdin = run
            .stdin
            .as_deref()
            .unwrap_or(Path::new("/dev/null"))
            .display()
            .to_string();
        let mut args: Vec<String> = run.args.iter().map(|a| shell_quote(a)).collect();
        args.push(format!("< {}", shell_quote(&stdin)));
        self.driver
            .console(&format!("set args {}", args.join(" ")))
            .await?;
        self.tty.clear();
        self.checkpoints.clear();
        if self.opts.track_allocations {
            self.driver.command("-repaird-heap reset").await?;
        }
        Ok(())
    }

    /// Executes the current line, stepping over calls.
    pub async fn next(&mut self) -> Result<StopLocation, GdbError> {
        self.execute("-exec-next").await
    }

    /// Executes the current line, stepping into calls.
    pub async fn step(&mut self) -> Result<StopLocation, GdbError> {
        self.execute("-exec-step").await
    }

    /// Runs until the current function returns.
    /// Runs until the current function returns. gdb refuses only where there is no caller
    /// (the outermost frame): the request's error.
    pub async fn finish(&mut self) -> Result<StopLocation, GdbError> {
        self.execute("-exec-finish").await.map_err(|e| match e {
            GdbError::Mi { message, .. } => GdbError::InvalidRequest(format!(
                "nothing to finish here: {message} (`continue` runs on)"
            )),
            other => other,
        })
    }

    pub async fn cont(&mut self) -> Result<StopLocation, GdbError> {
        self.execute("-exec-continue").await
    }

    /// Continues to `location` (a temporary breakpoint), or to an earlier stop.
    pub async fn run_to(&mut self, location: &Location) -> Result<StopLocation, GdbError> {
        self.insert_breakpoint(location, true).await?;
        self.cont().await
    }

    /// Where the selected frame is now.
    pub async fn location(&mut self) -> Result<StopLocation, GdbError> {
        let reply = self.driver.command("-stack-info-frame").await?;
        let frame = reply
            .results
            .get_tuple("frame")
            .ok_or_else(|| GdbError::protocol("-stack-info-frame", "no frame"))?;
        Ok(from_frame(frame))
    }

    /// How many frames the stack holds (the innermost call is at depth 1).
    pub async fn stack_depth(&mut self) -> Result<usize, GdbError> {
        let reply = self.driver.command("-stack-info-depth").await?;
        reply
            .results
            .get_str("depth")
            .and_then(|d| d.parse().ok())
            .ok_or_else(|| GdbError::protocol("-stack-info-depth", "no depth"))
    }

    /// Pops the `count` innermost frames without running their rest (gdb's `return`):
    /// the program stands in the caller, in the middle of the statement that made the call,
    /// its return value unset. Works on a frame stopped by a fault, which cannot go on.
    pub async fn pop_frames(&mut self, count: usize) -> Result<(), GdbError> {
        for _ in 0..count {
            self.driver.command("-exec-return").await?;
        }
        Ok(())
    }

    /// Evaluates a C expression in the selected frame; gdb's printed value.
    /// Assignments and calls take effect in the program.
    pub async fn evaluate(&mut self, expression: &str) -> Result<String, GdbError> {
        let command = format!("-data-evaluate-expression {}", mi_quote(expression));
        let reply = self.driver.command(&command).await?;
        reply
            .results
            .get_str("value")
            .map(str::to_string)
            .ok_or_else(|| GdbError::protocol(&command, "no value"))
    }

    /// Evaluates an integer-valued C expression.
    pub async fn evaluate_int(&mut self, expression: &str) -> Result<i64, GdbError> {
        let text = self.evaluate(&format!("(long long)({expression})")).await?;
        text.trim()
            .parse()
            .map_err(|_| GdbError::protocol(expression, format!("not an integer: {text}")))
    }

    /// Whether the selected frame stands at its function's entry (where `break FUNCTION`
    /// stops), its body not begun: the state there is the call's entry state even when the
    /// stop's line is not the first statement's (gcc emits no code for a condition it folds).
    pub async fn at_function_entry(&mut self) -> Result<bool, GdbError> {
        let reply = self.driver.command("-repaird-at-entry").await?;
        Ok(reply.results.get_str("at") == Some("1"))
    }

    /// Runs a gdb CLI command; what it printed.
    pub(crate) async fn console(&mut self, cli: &str) -> Result<String, GdbError> {
        Ok(self.driver.console(cli).await?.console)
    }
}

/// Quotes one argument for the POSIX shell gdb starts the program with.
fn shell_quote(arg: &str) -> String {
    if !arg.is_empty()
        && arg
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c))
    {
        return arg.to_string();
    }
    format!("'{}'", arg.replace('\'', r"'\''"))
}

#[cfg(test)]
mod tests {
    use super::shell_quote;

    #[test]
    fn quotes_shell_arguments() {
        for (arg, quoted) in [
            ("plain", "plain"),
            ("a b", "'a b'"),
            ("", "''"),
            ("it's", r"'it'\''s'"),
            ("$HOME;rm", "'$HOME;rm'"),
        ] {
            assert_eq!(shell_quote(arg), quoted);
        }
    }
}
