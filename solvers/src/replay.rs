//! Offline replay of a transcript against any backend: re-send every command and
//! report the answers that differ from the recorded ones. Backs
//! `repaird solvers replay FILE --backend NAME`.
//!
//! A transcript another backend's session wrote starts each process with that backend's
//! set-up (its own options, such as z3's arithmetic solver, and named cores, which yices
//! cannot combine with the assumptions the session then asks for). The replay starts each
//! process as a session of the replaying backend would instead, so that the commands
//! after it are the same work on both.

use std::path::{Path, PathBuf};

use crate::process::{Failure, SolverProcess};
use crate::sexp::{parse_one, unquote_symbol, Sexp};
use crate::transcript::{is_set_up, parse, recorded_by, Entry};
use crate::{Profile, SolverError, Value};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayReport {
    pub transcript: PathBuf,
    pub backend: String,
    pub differences: Vec<Difference>,
    /// Every command of the transcript sent and how long it took to answer, in transcript
    /// order (a replaced set-up is not timed): where a solver spends a session (a slow check,
    /// a push taking in a large encoding), and how two backends or two versions of one
    /// compare on the same commands.
    pub timings: Vec<Timing>,
    /// Set when another backend's session recorded the transcript: its set-up was left out
    /// and this backend's sent in its place.
    pub set_up: Option<ReplacedSetUp>,
}

/// The set-up a replay sent in place of the recorded one, at the start and after each respawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplacedSetUp {
    /// The profile named in the transcript's header.
    pub recorded_by: String,
    /// The recorded set-up commands left out (the first process's).
    pub left_out: Vec<String>,
    /// This backend's set-up, sent instead.
    pub sent: Vec<String>,
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
/// (`<timeout>`, `<crashed>`) and a fresh process carries on. A transcript recorded by
/// another profile is replayed with this one's set-up (see the module's documentation).
pub async fn replay(path: &Path, profile: &Profile) -> Result<ReplayReport, SolverError> {
    let text = std::fs::read_to_string(path).map_err(|source| SolverError::Transcript {
        path: path.to_path_buf(),
        source,
    })?;
    let entries = parse(&text);
    let set_up = match recorded_by(&text) {
        Some(recorder) if recorder != profile.name => Some(ReplacedSetUp {
            recorded_by: recorder.to_string(),
            left_out: first_set_up(&entries),
            sent: own_set_up(profile, &entries),
        }),
        _ => None,
    };
    let mut report = ReplayReport {
        transcript: path.to_path_buf(),
        backend: profile.name.clone(),
        differences: Vec::new(),
        timings: Vec::new(),
        set_up: None,
    };
    let mut backend = Backend {
        profile,
        process: SolverProcess::spawn(profile)?,
        state: Vec::new(),
    };
    let own = set_up.as_ref().map(|s| s.sent.as_slice());
    backend.start(own).await?;
    // Where the recorded set-up is replaced, the commands of it that open each process.
    let mut in_set_up = true;
    for entry in entries {
        let (line, command, recorded) = match entry {
            Entry::Respawn => {
                backend.process = SolverProcess::spawn(profile)?;
                backend.state.clear();
                backend.start(own).await?;
                in_set_up = true;
                continue;
            }
            Entry::Command { line, text, answer } => (line, text, answer),
        };
        in_set_up &= is_set_up(&command);
        if in_set_up && own.is_some() {
            continue;
        }
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
    report.set_up = set_up;
    Ok(report)
}

/// The set-up commands the transcript's first process started with.
fn first_set_up(entries: &[Entry]) -> Vec<String> {
    entries
        .iter()
        .map_while(|entry| match entry {
            Entry::Command { text, .. } if is_set_up(text) => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// The set-up a session of `profile` would start with to send `entries`: one that asks its
/// cores through assumptions where the recorded session did.
fn own_set_up(profile: &Profile, entries: &[Entry]) -> Vec<String> {
    let asks_assumptions = entries.iter().any(|entry| {
        matches!(entry, Entry::Command { text, .. }
            if text.starts_with("(check-sat-assuming ") || text == "(get-unsat-assumptions)")
    });
    if asks_assumptions {
        profile.for_assumptions().set_up()
    } else {
        profile.set_up()
    }
}

/// The replaying process and the acknowledged commands that rebuild its state.
struct Backend<'p> {
    profile: &'p Profile,
    process: SolverProcess,
    state: Vec<String>,
}

impl Backend<'_> {
    /// Sends `set_up` to a fresh process; each command must be acknowledged, as a session's.
    async fn start(&mut self, set_up: Option<&[String]>) -> Result<(), SolverError> {
        for command in set_up.unwrap_or_default() {
            let answer = self.answer(command).await?;
            if answer != "success" {
                return Err(SolverError::Protocol {
                    command: command.clone(),
                    message: format!("while starting, expected `success`, got `{answer}`"),
                });
            }
        }
        Ok(())
    }

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

#[cfg(test)]
mod tests {
    use super::*;

    /// The opening of z3's calibration transcript.
    const Z3_OPENING: &str = "; repaird solver transcript (profile z3)
(set-option :print-success true)
;; <- success
(set-option :produce-unsat-cores true)
;; <- success
(set-option :produce-unsat-assumptions true)
;; <- success
(set-option :smt.arith.solver 2)
;; <- success
(set-logic ALL)
;; <- success
(push 1)
;; <- success
(check-sat-assuming (s1))
;; <- unsat
(get-unsat-assumptions)
;; <- (s1)
";

    #[test]
    fn another_backend_starts_as_its_own_session_would() {
        let entries = parse(Z3_OPENING);
        assert_eq!(
            first_set_up(&entries),
            [
                "(set-option :print-success true)",
                "(set-option :produce-unsat-cores true)",
                "(set-option :produce-unsat-assumptions true)",
                "(set-option :smt.arith.solver 2)",
                "(set-logic ALL)",
            ]
        );
        // yices answers cores through assumptions: no named cores, and none of z3's options.
        let yices = Profile::builtin("yices").unwrap();
        assert_eq!(
            own_set_up(&yices, &entries),
            [
                "(set-option :print-success true)",
                "(set-option :produce-unsat-assumptions true)",
                "(set-logic ALL)",
            ]
        );
        // cvc5 takes assumptions beside named cores; z3's arithmetic option is z3's alone.
        let cvc5 = Profile::builtin("cvc5").unwrap();
        let on_cvc5 = own_set_up(&cvc5, &entries);
        assert_eq!(on_cvc5, cvc5.set_up());
        assert!(on_cvc5.contains(&"(set-option :produce-unsat-cores true)".to_string()));
        assert!(!on_cvc5.iter().any(|c| c.contains(":smt.arith.solver")));
        // Without assumptions asked, the backend's plain session, with named cores.
        let plain = parse("(set-option :print-success true)\n(push 1)\n(check-sat)\n");
        assert_eq!(own_set_up(&yices, &plain), yices.set_up());
        assert!(yices
            .set_up()
            .contains(&"(set-option :produce-unsat-cores true)".to_string()));
    }
}
