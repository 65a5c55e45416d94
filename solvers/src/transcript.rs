//! Transcripts: every command sent and every answer received, as an SMT-LIB file.
//!
//! Format (the file is itself a runnable SMT-LIB script):
//! ```text
//! ; repaird solver transcript (profile z3)
//! (set-option :print-success true)
//! ;; <- success
//! ; respawn
//! ```
//! One command per line; the answer follows on a `;; <- ` line, printed as one
//! line. `; respawn` marks where a fresh process was started (after a deadline,
//! a crash or an exiting error) and the live stack was replayed.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use crate::SolverError;

pub(crate) const ANSWER_PREFIX: &str = ";; <- ";
pub(crate) const RESPAWN_MARKER: &str = "; respawn";
const HEADER_PREFIX: &str = "; repaird solver transcript (profile ";

pub(crate) struct Transcript {
    path: PathBuf,
    out: BufWriter<File>,
}

impl Transcript {
    pub(crate) fn create(path: &Path, profile_name: &str) -> Result<Transcript, SolverError> {
        let file = File::create(path).map_err(|source| SolverError::Transcript {
            path: path.to_path_buf(),
            source,
        })?;
        let mut transcript = Transcript {
            path: path.to_path_buf(),
            out: BufWriter::new(file),
        };
        transcript.line(&format!("{HEADER_PREFIX}{profile_name})"));
        Ok(transcript)
    }

    pub(crate) fn command(&mut self, command: &str) {
        self.line(&command.replace('\n', " "));
    }

    pub(crate) fn answer(&mut self, answer: &str) {
        self.line(&format!("{ANSWER_PREFIX}{}", answer.replace('\n', " ")));
        // Flushed per answer so a crash of the daemon still leaves a usable file.
        if let Err(e) = self.out.flush() {
            tracing::warn!(path = %self.path.display(), "transcript flush failed: {e}");
        }
    }

    pub(crate) fn respawn(&mut self) {
        self.line(RESPAWN_MARKER);
    }

    fn line(&mut self, text: &str) {
        if let Err(e) = writeln!(self.out, "{text}") {
            tracing::warn!(path = %self.path.display(), "transcript write failed: {e}");
        }
    }
}

/// One command of a transcript with the answer it got, if one was recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Entry {
    Command {
        line: usize,
        text: String,
        answer: Option<String>,
    },
    Respawn,
}

/// The name of the profile whose session wrote `text`, from its first line.
pub(crate) fn recorded_by(text: &str) -> Option<&str> {
    text.lines()
        .next()?
        .trim_end()
        .strip_prefix(HEADER_PREFIX)?
        .strip_suffix(')')
}

/// Whether `command` belongs to a process's set-up (options and logic), which a session
/// sends before anything else.
pub(crate) fn is_set_up(command: &str) -> bool {
    ["(set-option ", "(set-logic ", "(set-info "]
        .iter()
        .any(|head| command.starts_with(head))
}

/// Reads a transcript back into commands, answers and respawn points.
pub(crate) fn parse(text: &str) -> Vec<Entry> {
    let mut entries: Vec<Entry> = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if let Some(answer) = line.strip_prefix(ANSWER_PREFIX.trim_end()) {
            if let Some(Entry::Command { answer: slot, .. }) = entries.last_mut() {
                *slot = Some(answer.trim().to_string());
            }
        } else if line == RESPAWN_MARKER {
            entries.push(Entry::Respawn);
        } else if !line.is_empty() && !line.starts_with(';') {
            entries.push(Entry::Command {
                line: index + 1,
                text: line.to_string(),
                answer: None,
            });
        }
    }
    entries
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_transcripts_parse_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.smt2");
        let mut t = Transcript::create(&path, "z3").unwrap();
        t.command("(check-sat)");
        t.answer("sat");
        t.respawn();
        t.command("(get-value (x\n y))");
        t.answer("((x 1) (y 2))");
        t.command("(exit)");
        drop(t);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(recorded_by(&text), Some("z3"));
        assert_eq!(recorded_by("(check-sat)\n"), None);
        let entries = parse(&text);
        assert_eq!(
            entries,
            [
                Entry::Command {
                    line: 2,
                    text: "(check-sat)".into(),
                    answer: Some("sat".into())
                },
                Entry::Respawn,
                Entry::Command {
                    line: 5,
                    text: "(get-value (x  y))".into(),
                    answer: Some("((x 1) (y 2))".into())
                },
                Entry::Command {
                    line: 7,
                    text: "(exit)".into(),
                    answer: None
                },
            ]
        );
    }
}
