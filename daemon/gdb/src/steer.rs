//! Steering control flow: forcing branches and loops, skipping and replacing statements
//! (the hot-patching primitive of WOLVERINE's Algorithm 2).

use serde::{Deserialize, Serialize};

use crate::execution::Location;
use crate::session::GdbSession;
use crate::stop::{StopLocation, StopReason};
use crate::GdbError;

/// A branch or loop condition and where each outcome continues (lines in the current file).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Branch {
    pub condition_line: u32,
    /// The condition as C, to learn the natural outcome; `None`: always jump.
    pub condition: Option<String>,
    /// The then-branch, or the first line of the loop body (the condition line itself
    /// when the body is empty).
    pub taken_line: u32,
    /// The else-branch, or the first line after the loop.
    pub not_taken_line: u32,
    /// Jump even when the condition agrees: the caller already did what the code before
    /// the condition on this line would do (a `for` init it evaluated), and stepping would
    /// do it again.
    #[serde(default)]
    pub always_jump: bool,
    /// The condition calls functions of the program. gdb does not evaluate it (the calls
    /// would run twice, and one that faults would fault in gdb's evaluation): the program
    /// tests it itself, and is moved if it went the other way or faulted in a call.
    #[serde(default)]
    pub calls: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BranchOutcome {
    /// What the condition evaluated to, when it was given.
    pub natural: Option<bool>,
    /// True when the program was moved by a jump: against its natural outcome, blindly, or
    /// because `always_jump` asked for it.
    pub forced: bool,
    pub stop: StopLocation,
}

impl GdbSession {
    /// Makes the next evaluation of `branch` go the `take` way: runs to the condition line
    /// if not there, then steps normally when the condition already agrees (keeping its side
    /// effects), or jumps to the requested side when it does not.
    pub async fn force_branch(
        &mut self,
        branch: &Branch,
        take: bool,
    ) -> Result<BranchOutcome, GdbError> {
        let here = self.location().await?;
        let file = here.file.clone().ok_or(GdbError::NotRunning)?;
        if here.line != Some(branch.condition_line) {
            let stop = self.run_to_line(&file, branch.condition_line).await?;
            if stop.line != Some(branch.condition_line) || stop.has_exited() {
                return Err(GdbError::InvalidRequest(format!(
                    "the program did not reach line {} (stopped: {:?})",
                    branch.condition_line, stop.reason
                )));
            }
        }
        let empty_body = take && branch.taken_line == branch.condition_line;
        if branch.calls && !branch.always_jump && !empty_body {
            return self.test_then_force(branch, take).await;
        }
        let natural = match &branch.condition {
            Some(condition) => Some(self.evaluate_int(condition).await? != 0),
            None => None,
        };
        // A loop body with no line of its own (`while (c) { }`): `next` would run the
        // whole loop on this one line and stop only when it ends. One round of the empty
        // body is a jump back to the start of the line.
        if natural == Some(take) && !branch.always_jump && !empty_body {
            let stop = self.next().await?;
            return Ok(BranchOutcome {
                natural,
                forced: false,
                stop,
            });
        }
        let target = if take {
            branch.taken_line
        } else {
            branch.not_taken_line
        };
        let stop = self.jump_to(target).await?;
        Ok(BranchOutcome {
            natural,
            forced: true,
            stop,
        })
    }

    /// `force_branch` for a condition that calls functions: `next` runs the condition (calls
    /// and all) once; where it went the other way, or faulted inside a call (whose frames are
    /// popped), the program is moved to the requested side.
    async fn test_then_force(
        &mut self,
        branch: &Branch,
        take: bool,
    ) -> Result<BranchOutcome, GdbError> {
        let (target, other) = if take {
            (branch.taken_line, branch.not_taken_line)
        } else {
            (branch.not_taken_line, branch.taken_line)
        };
        let depth = self.stack_depth().await?;
        let stop = self.next().await?;
        if stop.has_exited() {
            return Err(GdbError::InvalidRequest(format!(
                "the program ended while testing the condition on line {} (stopped: {:?})",
                branch.condition_line, stop.reason
            )));
        }
        let inner = self.stack_depth().await?.saturating_sub(depth);
        // Stopped inside a call (a fault, or a breakpoint there): the condition has no value.
        if inner > 0 || matches!(stop.reason, StopReason::SignalReceived { .. }) {
            self.pop_frames(inner).await?;
            let stop = self.jump_to(target).await?;
            return Ok(BranchOutcome {
                natural: None,
                forced: true,
                stop,
            });
        }
        let natural = match stop.line {
            Some(l) if l == target => Some(take),
            Some(l) if l == other => Some(!take),
            _ => None,
        };
        if natural == Some(take) {
            return Ok(BranchOutcome {
                natural,
                forced: false,
                stop,
            });
        }
        let stop = self.jump_to(target).await?;
        Ok(BranchOutcome {
            natural,
            forced: true,
            stop,
        })
    }

    /// Continues until any code of `file:line` runs. Unlike a `file:line` breakpoint, which
    /// gdb places only at the line's first address, this stops at every piece of the line:
    /// a `while` condition is compiled twice (the entry jump and the test at the bottom).
    pub async fn run_to_line(&mut self, file: &str, line: u32) -> Result<StopLocation, GdbError> {
        let addresses: Vec<u64> = self
            .line_table(file)
            .await?
            .into_iter()
            .filter(|(l, _)| *l == line)
            .map(|(_, pc)| pc)
            .collect();
        if addresses.is_empty() {
            return Err(GdbError::InvalidRequest(format!(
                "no code at {file}:{line}"
            )));
        }
        let mut placed = Vec::new();
        for address in addresses {
            let spec = Location::Address { address };
            placed.push(self.insert_breakpoint(&spec, true).await?);
        }
        let stop = self.cont().await;
        for id in placed {
            // The one that was hit deleted itself; the others must not fire later.
            let _ = self.delete_breakpoint(id).await;
        }
        stop
    }

    /// The code addresses of each line of `file` (lines without code are absent: a
    /// condition the compiler folded, a dead branch it dropped).
    pub async fn line_table(&mut self, file: &str) -> Result<Vec<(u32, u64)>, GdbError> {
        let command = format!("-symbol-list-lines {}", crate::driver::mi_quote(file));
        let reply = self.driver.command(&command).await?;
        Ok(reply
            .results
            .get("lines")
            .map(|l| l.items())
            .unwrap_or_default()
            .into_iter()
            .filter_map(|entry| entry.as_tuple())
            .filter_map(|entry| {
                let line = entry.get_str("line")?.parse().ok()?;
                let pc = entry.get_str("pc")?;
                Some((
                    line,
                    u64::from_str_radix(pc.trim_start_matches("0x"), 16).ok()?,
                ))
            })
            .collect())
    }

    /// Moves execution to `line` of the current file without running what lies between,
    /// and stops there.
    pub async fn jump_to(&mut self, line: u32) -> Result<StopLocation, GdbError> {
        let here = self.location().await?;
        let file = here.file.ok_or(GdbError::NotRunning)?;
        let target = Location::line(file, line);
        // A temporary breakpoint at the target makes gdb stop as soon as it lands there.
        self.insert_breakpoint(&target, true).await?;
        self.execute(&format!(
            "-exec-jump {}",
            crate::driver::mi_quote(&target.linespec())
        ))
        .await
    }

    /// Skips the current line: jumps to the next line with code below it. A statement that
    /// ends a loop body continues at the loop's condition, which only the caller knows:
    /// use `jump_to` there.
    pub async fn skip_line(&mut self) -> Result<StopLocation, GdbError> {
        let here = self.location().await?;
        let line = here.line.ok_or(GdbError::NotRunning)?;
        self.jump_to(line + 1).await
    }

    /// Executes C expression statements (`x = y->next; n++`) in the current frame.
    /// Returns each statement's value as gdb printed it.
    pub async fn exec_statement(&mut self, statements: &str) -> Result<Vec<String>, GdbError> {
        let parts = split_statements(statements)?;
        let mut values = Vec::with_capacity(parts.len());
        for part in parts {
            values.push(self.evaluate(&part).await?);
        }
        Ok(values)
    }

    /// Hot patching: skips the current line and executes `replacement` in its place.
    /// `resume_line` is where the program continues (default: the next line with code).
    pub async fn replace_line(
        &mut self,
        replacement: &str,
        resume_line: Option<u32>,
    ) -> Result<StopLocation, GdbError> {
        // Validate before moving the program.
        split_statements(replacement)?;
        let stop = match resume_line {
            Some(line) => self.jump_to(line).await?,
            None => self.skip_line().await?,
        };
        self.exec_statement(replacement).await?;
        Ok(stop)
    }
}

const CONTROL_KEYWORDS: [&str; 10] = [
    "if", "else", "while", "for", "do", "switch", "return", "goto", "break", "continue",
];

/// Splits on top-level `;`; refuses control flow, which gdb cannot evaluate.
fn split_statements(text: &str) -> Result<Vec<String>, GdbError> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut quote: Option<char> = None;
    let mut current = String::new();
    let mut escaped = false;
    for c in text.chars() {
        if let Some(q) = quote {
            current.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '"' | '\'' => quote = Some(c),
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ';' if depth == 0 => {
                parts.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    parts.push(current);
    let parts: Vec<String> = parts
        .into_iter()
        .map(|p| p.trim().to_string())
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() || quote.is_some() || depth != 0 {
        return Err(GdbError::InvalidRequest(format!(
            "`{text}` is not a sequence of C expression statements"
        )));
    }
    for part in &parts {
        let first = part
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .next()
            .unwrap_or("");
        if CONTROL_KEYWORDS.contains(&first) {
            return Err(GdbError::InvalidRequest(format!(
                "`{part}` is control flow; steer it with force_branch or jump_to"
            )));
        }
    }
    Ok(parts)
}

#[cfg(test)]
mod tests {
    use super::split_statements;

    #[test]
    fn splits_expression_statements() {
        assert_eq!(
            split_statements("x = y->next; n++;").unwrap(),
            vec!["x = y->next", "n++"]
        );
        assert_eq!(
            split_statements(r#"printf("a;b\n")"#).unwrap(),
            vec![r#"printf("a;b\n")"#]
        );
        for bad in ["", " ; ", "if (x) y = 1;", "return 0;", "f(a;", "while(1);"] {
            assert!(split_statements(bad).is_err(), "{bad:?}");
        }
    }
}
