//! What happened when a test ran: a value, never an error.

use std::sync::LazyLock;
use std::time::Duration;

use regex::Regex;
use serde::Serialize;

/// Bytes of expected/actual text kept in a [`Outcome::Fail`].
pub const SHOWN_TEXT_LIMIT: usize = 2048;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Outcome {
    Pass,
    /// The program ran to completion but an expectation did not hold.
    /// `expected` and `actual` are cut to [`SHOWN_TEXT_LIMIT`] bytes.
    Fail {
        check: Check,
        expected: String,
        actual: String,
    },
    /// Killed by a signal (other than a failed assertion or a limit).
    Crash {
        signal: i32,
        name: String,
    },
    /// Over the wall-clock limit (`cpu: false`) or the CPU-time limit (`cpu: true`).
    Timeout {
        limit: Duration,
        cpu: bool,
    },
    /// Wrote more than allowed to stdout, stderr, or a file.
    OutputLimit {
        stream: Stream,
        limit: u64,
    },
    /// `assert()` failed (SIGABRT with glibc's "Assertion" message on stderr).
    AssertFailed {
        message: String,
        line: Option<u32>,
    },
    /// The program (a candidate patch) did not compile.
    BuildError {
        message: String,
    },
    /// Not run: an earlier test failed and the run stops at the first failure.
    Skipped,
    /// The runner could not run the test (e.g. cannot create its directory).
    RunnerError {
        message: String,
    },
}

/// Which expectation a [`Outcome::Fail`] is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Check {
    Stdout,
    StdoutContains,
    StdoutRegex,
    ExitCode,
    Checker,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stream {
    Stdout,
    Stderr,
    File,
}

impl Outcome {
    pub fn passed(&self) -> bool {
        matches!(self, Outcome::Pass)
    }

    /// Ran and did not pass (a skipped test or a runner error is neither).
    pub fn failed(&self) -> bool {
        !matches!(
            self,
            Outcome::Pass | Outcome::Skipped | Outcome::RunnerError { .. }
        )
    }

    pub(crate) fn fail(check: Check, expected: &str, actual: &str) -> Outcome {
        Outcome::Fail {
            check,
            expected: shorten(expected, SHOWN_TEXT_LIMIT),
            actual: shorten(actual, SHOWN_TEXT_LIMIT),
        }
    }
}

/// `text` cut to at most `limit` bytes (at a character boundary), with a note
/// saying how much was dropped.
pub(crate) fn shorten(text: &str, limit: usize) -> String {
    if text.len() <= limit {
        return text.to_string();
    }
    let mut cut = limit;
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    format!("{}…[{} more bytes]", &text[..cut], text.len() - cut)
}

/// glibc: `prog: file.c:12: main: Assertion `x > 0' failed.`
static ASSERTION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r":(\d+): [^\n]*?Assertion [^\n]*").expect("valid regex"));

/// The assertion message (and its line) if stderr holds one.
pub(crate) fn assertion_in(stderr: &str) -> Option<(String, Option<u32>)> {
    let line_text = stderr.lines().find(|l| l.contains("Assertion"))?;
    let line = ASSERTION
        .captures(line_text)
        .and_then(|c| c[1].parse().ok());
    Some((line_text.trim().to_string(), line))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glibc_assertion_message_gives_its_line() {
        let stderr = "prog: /tmp/x/a.c:12: main: Assertion `x > 0' failed.\n";
        let (message, line) = assertion_in(stderr).expect("found");
        assert_eq!(line, Some(12));
        assert!(message.ends_with("failed."));
        assert_eq!(assertion_in("Segmentation fault\n"), None);
    }

    #[test]
    fn shorten_cuts_on_a_char_boundary() {
        assert_eq!(shorten("abc", 5), "abc");
        assert_eq!(shorten("ééé", 3), "é…[4 more bytes]");
    }
}
