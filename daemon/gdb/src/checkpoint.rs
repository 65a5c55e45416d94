//! Checkpoints (gdb `checkpoint` / `restart N`): forked copies of the program a session can
//! hop between (WOLVERINE §6.2). gdb "uses up" a checkpoint once it is resumed, so a restart
//! immediately takes a fresh fork of the restored state: our ids can be restored any number
//! of times.

use serde::{Deserialize, Serialize};

use crate::session::{CheckpointId, GdbSession};
use crate::stop::StopLocation;
use crate::GdbError;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckpointInfo {
    pub id: CheckpointId,
    pub file: Option<String>,
    pub line: Option<u32>,
}

/// One line of gdb's `info checkpoints`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct GdbCheckpoint {
    current: bool,
    number: u32,
    pid: Option<i32>,
    file: Option<String>,
    line: Option<u32>,
}

impl GdbSession {
    /// Saves the current state; `restart` returns to it.
    pub async fn checkpoint(&mut self) -> Result<CheckpointId, GdbError> {
        let number = self.fork_checkpoint().await?;
        let id = CheckpointId(self.next_checkpoint);
        self.next_checkpoint += 1;
        self.checkpoints.insert(id, number);
        if self.opts.track_allocations {
            self.driver
                .command(&format!("-repaird-heap snapshot {}", id.0))
                .await?;
        }
        Ok(id)
    }

    /// Returns the program (memory, registers, heap names) to checkpoint `id`.
    pub async fn restart(&mut self, id: CheckpointId) -> Result<StopLocation, GdbError> {
        let number = *self
            .checkpoints
            .get(&id)
            .ok_or_else(|| GdbError::InvalidRequest(format!("no checkpoint {}", id.0)))?;
        self.driver.console(&format!("restart {number}")).await?;
        // The process we switched to is now the live one; keep a pristine copy for next time.
        let fresh = self.fork_checkpoint().await?;
        self.checkpoints.insert(id, fresh);
        if self.opts.track_allocations {
            self.driver
                .command(&format!("-repaird-heap restore {}", id.0))
                .await?;
        }
        self.location().await
    }

    /// The checkpoints this session made, with where each one stands.
    pub async fn checkpoints(&mut self) -> Result<Vec<CheckpointInfo>, GdbError> {
        let listing = parse_info_checkpoints(&self.console("info checkpoints").await?);
        let mut out: Vec<CheckpointInfo> = self
            .checkpoints
            .iter()
            .map(|(id, number)| {
                let entry = listing.iter().find(|c| c.number == *number);
                CheckpointInfo {
                    id: *id,
                    file: entry.and_then(|c| c.file.clone()),
                    line: entry.and_then(|c| c.line),
                }
            })
            .collect();
        out.sort_by_key(|c| c.id);
        Ok(out)
    }

    async fn fork_checkpoint(&mut self) -> Result<u32, GdbError> {
        let printed = self.console("checkpoint").await?;
        let (number, pid) = parse_checkpoint_created(&printed).ok_or_else(|| {
            GdbError::protocol("checkpoint", format!("unexpected answer {printed:?}"))
        })?;
        self.inferior_pids.push(pid);
        Ok(number)
    }
}

/// `checkpoint 1: fork returned pid 16582.`
fn parse_checkpoint_created(printed: &str) -> Option<(u32, i32)> {
    printed.lines().find_map(|line| {
        let rest = line.trim().strip_prefix("checkpoint ")?;
        let (number, rest) = rest.split_once(": fork returned pid ")?;
        let pid = rest.trim_end_matches('.').trim();
        Some((number.parse().ok()?, pid.parse().ok()?))
    })
}

/// `* 1 Thread 0x7ffff7dd2740 (LWP 19269) at 0x5555555551df, file l.c, line 16`
/// `  0 process 19042 (main process) at 0x555555555205, file l.c, line 17`
fn parse_info_checkpoints(printed: &str) -> Vec<GdbCheckpoint> {
    printed
        .lines()
        .filter_map(|line| {
            let current = line.trim_start().starts_with('*');
            let body = line.trim_start().trim_start_matches('*').trim_start();
            let (number, rest) = body.split_once(' ')?;
            let number = number.parse().ok()?;
            let pid = after_word(rest, "process ").or_else(|| after_word(rest, "(LWP "));
            let file = rest
                .split_once(", file ")
                .map(|(_, f)| f.split(',').next().unwrap_or(f).trim().to_string());
            let line_no = rest
                .rsplit_once(", line ")
                .and_then(|(_, l)| l.trim().parse().ok());
            Some(GdbCheckpoint {
                current,
                number,
                pid,
                file,
                line: line_no,
            })
        })
        .collect()
}

fn after_word(text: &str, word: &str) -> Option<i32> {
    let at = text.find(word)? + word.len();
    let digits: String = text[at..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_gdb13_checkpoint_output() {
        assert_eq!(
            parse_checkpoint_created("checkpoint 1: fork returned pid 16582.\n"),
            Some((1, 16582))
        );
        assert_eq!(parse_checkpoint_created("No checkpoints.\n"), None);
        let listing = "  0 process 19042 (main process) at 0x555555555205, file l.c, line 17\n\
* 1 Thread 0x7ffff7dd2740 (LWP 19269) at 0x5555555551df, file l.c, line 16\n\
  2 process 19534 at 0x555555555205, file l.c, line 17\n\
* 0 Thread 0x7ffff7dd2740 (LWP 19042) (main process) at 0x0\n";
        assert_eq!(
            parse_info_checkpoints(listing),
            vec![
                GdbCheckpoint {
                    current: false,
                    number: 0,
                    pid: Some(19042),
                    file: Some("l.c".into()),
                    line: Some(17)
                },
                GdbCheckpoint {
                    current: true,
                    number: 1,
                    pid: Some(19269),
                    file: Some("l.c".into()),
                    line: Some(16)
                },
                GdbCheckpoint {
                    current: false,
                    number: 2,
                    pid: Some(19534),
                    file: Some("l.c".into()),
                    line: Some(17)
                },
                GdbCheckpoint {
                    current: true,
                    number: 0,
                    pid: Some(19042),
                    file: None,
                    line: None
                },
            ]
        );
    }
}
