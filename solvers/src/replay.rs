//! Offline replay of a transcript against any backend: re-send every command and
//! report the answers that differ from the recorded ones. Backs
//! `repaird solvers replay FILE --backend NAME`.

use std::path::{Path, PathBuf};

use crate::process::{Failure, SolverProcess};
use crate::sexp::{parse_one, unquote_symbol, Sexp};
use crate::transcript::{parse, Entry};
use crate::{Profile, SolverError, Value};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayReport {
    pub transcript: PathBuf,
    pub backend: String,
    pub differences: Vec<Difference>,
    /// Every command sent and how long it took to answer, in transcript order: where a solver spends a
    /// session (a slow check, a push taking in a large encoding), and how two backends or
    /// two versions of one compare on the same commands.
    pub timings: Vec<Timing>,
}

impl ReplayReport {
    /// Commands sent.
    pub fn commands(&self) -> usize {
        self.timings.len()
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Timing {
    /// Line of the command in the transcript.
    pub line: usize,
    pub command: String,
    pub elapsed: std::time::Duration,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// Line of the command in the transcript.
    pub line: usize,
    pub command: String,
    pub recorded: String,
    pub replayed: String,
}

/// Replays `path` on `profile`'s solver. Cores compare as sets and values after
/// normalization (`#x5` = `#b0101`); a deadline or crash counts as an answer
/// (`<timeout>`, `<crashed>`) and a fresh process carries on.
pub async fn replay(path: &Path, profile: &Profile) -> Result<ReplayReport, SolverError> {
    let text = std::fs::read_to_string(path).map_err(|source| SolverError::Transcript {
        path: path.to_path_buf(),
        source,
    })?;
    let mut report = ReplayReport {
        transcript: path.to_path_buf(),
        backend: profile.name.clone(),
        differences: Vec::new(),
        timings: Vec::new(),
    };
    let mut backend = Backend {
        profile,
        process: SolverProcess::spawn(profile)?,
        state: Vec::new(),
    };
    for entry in parse(&text) {
        let (line, command, recorded) = match entry {
            Entry::Respawn => {
                backend.process = SolverProcess::spawn(profile)?;
                backend.state.clear();
                continue;
            }
            Entry::Command { line, text, answer } => (line, text, answer),
        };
        let started = std::time::Instant::now();
        let replayed = backend.answer(&command).await?;
        let elapsed = started.elapsed();
        if let Some(recorded) = recorded {
            if normalize(&command, &recorded) != normalize(&command, &replayed) {
                report.differences.push(Difference {
                    line,
                    command: command.clone(),
                    recorded,
                    replayed,
                });
            }
        }
        // Moved, not copied: the text of every command is kept once.
        report.timings.push(Timing {
            line,
            command,
            elapsed,
        });
    }
    Ok(report)
}

/// The replaying process and the acknowledged commands that rebuild its state.
struct Backend<'p> {
    profile: &'p Profile,
    process: SolverProcess,
    state: Vec<String>,
}

impl Backend<'_> {
    async fn answer(&mut self, command: &str) -> Result<String, SolverError> {
        let outcome = self.process.exchange(command, self.profile.timeout).await;
        let text = match &outcome {
            Ok(answer) => answer.to_string(),
            Err(Failure::Timeout) => "<timeout>".to_string(),
            Err(Failure::Garbage(_)) => "<garbage>".to_string(),
            Err(Failure::Closed | Failure::Io(_)) => "<crashed>".to_string(),
        };
        let lost = match &outcome {
            Ok(answer) => {
                if answer.atom() == Some("success") {
                    self.state.push(command.to_string());
                }
                answer.error_message().is_some() && self.profile.capabilities.exits_on_error
            }
            Err(_) => true,
        };
        if lost {
            self.rebuild().await?;
        }
        Ok(text)
    }

    /// A fresh process brought back to the state the transcript had built.
    async fn rebuild(&mut self) -> Result<(), SolverError> {
        self.process = SolverProcess::spawn(self.profile)?;
        for command in &self.state {
            let answer = self.process.exchange(command, self.profile.timeout).await;
            if !matches!(&answer, Ok(a) if a.atom() == Some("success")) {
                return Err(SolverError::Crashed {
                    solver: self.profile.name.clone(),
                    command: command.clone(),
                    detail: "could not rebuild the replayed state after a lost process".into(),
                });
            }
        }
        Ok(())
    }
}

/// Comparable form of an answer: core order and value spelling do not matter.
fn normalize(command: &str, answer: &str) -> String {
    let Ok(parsed) = parse_one(answer) else {
        return answer.to_string();
    };
    let head = command
        .split(|c: char| c == '(' || c == ')' || c.is_whitespace())
        .find(|word| !word.is_empty())
        .unwrap_or_default();
    match (head, &parsed) {
        ("get-unsat-core" | "get-unsat-assumptions", Sexp::List(items)) => {
            let mut names: Vec<String> = items
                .iter()
                .map(|i| unquote_symbol(&i.to_string()).to_string())
                .collect();
            names.sort();
            names.join(" ")
        }
        ("get-value", Sexp::List(pairs)) => pairs
            .iter()
            .map(|pair| match pair.list() {
                Some([_, value]) => format!("{:?}", Value::from_sexp(value)),
                _ => pair.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" "),
        _ => parsed.to_string(),
    }
}
