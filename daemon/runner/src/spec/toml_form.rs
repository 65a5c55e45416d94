//! The `repair.toml` form.
//!
//! ```toml
//! compare = "exact"        # default stdout comparison: "exact" | "trim" | "whitespace"
//! extract = 'is (\d+)'     # default: compare only these answers of stdout (see below)
//! timeout = 5              # default per-test wall-clock limit, seconds
//!
//! [build]
//! command = "gcc -g -O0 {source} -o {output}"   # placeholders: {source} {output} {source_dir}
//! flags = ["-lm"]                               # appended to the command
//!
//! [[test]]
//! name = "adds"            # required, unique
//! args = ["1", "2"]        # command-line arguments
//! stdin = "3 4\n"          # or stdin_file = "inputs/adds.txt" (relative to this file)
//! stdout = "7\n"           # expected stdout, compared by `compare`
//! stdout_contains = "7"    # a substring of stdout
//! stdout_regex = '^\d+\n$' # a regex found in stdout
//! exit_code = 0            # expected exit status
//! checker = "./check.sh"   # gets <stdout file> <test name>; exit 0 = pass (string or list)
//! timeout = 1.5            # this test's wall-clock limit, seconds
//! compare = "trim"         # this test's stdout comparison
//! extract = '(-?\d+)'      # this test's answer extractor
//! ```
//!
//! `extract`: a regex applied to expected and actual stdout before `stdout`
//! is compared; each match contributes its first participating capture group
//! (or the whole match), one per line. For graders that care about the answer,
//! not the prompt around it.
//!
//! Unknown keys are errors, reported with the line and column of the key.

use std::path::{Path, PathBuf};
use std::time::Duration;

use regex::Regex;
use serde::Deserialize;
use toml::Spanned;

use super::{
    line_column, BuildSpec, Compare, Expectations, SpecError, SuiteOrigin, TestCase, TestSuite,
};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSuite {
    compare: Option<Compare>,
    extract: Option<Spanned<String>>,
    timeout: Option<Spanned<f64>>,
    build: Option<RawBuild>,
    #[serde(default, rename = "test")]
    tests: Vec<RawTest>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBuild {
    command: Option<Spanned<String>>,
    flags: Option<Vec<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTest {
    name: Spanned<String>,
    #[serde(default)]
    args: Vec<String>,
    stdin: Option<String>,
    stdin_file: Option<Spanned<String>>,
    stdout: Option<String>,
    stdout_contains: Option<String>,
    stdout_regex: Option<Spanned<String>>,
    exit_code: Option<i32>,
    checker: Option<Spanned<CommandLine>>,
    timeout: Option<Spanned<f64>>,
    compare: Option<Compare>,
    extract: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum CommandLine {
    Shell(String),
    Argv(Vec<String>),
}

pub(super) fn load(path: &Path) -> Result<TestSuite, SpecError> {
    let text = std::fs::read_to_string(path).map_err(|e| SpecError::io(path, e))?;
    let base_dir = path
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."));
    parse(&text, path, &base_dir)
}

pub(super) fn parse(text: &str, path: &Path, base_dir: &Path) -> Result<TestSuite, SpecError> {
    let errors = ErrorAt { text, path };
    let raw: RawSuite = toml::from_str(text).map_err(|e| errors.toml_error(&e))?;

    let default_timeout = raw
        .timeout
        .map(|t| errors.seconds(&t, "timeout"))
        .transpose()?;
    let default_compare = raw.compare.unwrap_or_default();
    let default_extract = raw
        .extract
        .map(|r| errors.regex(&r, "extract"))
        .transpose()?;
    let build = match raw.build {
        None => BuildSpec::default(),
        Some(b) => BuildSpec {
            command: match b.command {
                None => BuildSpec::default().command,
                Some(c) => match shlex::split(c.get_ref()) {
                    Some(words) if !words.is_empty() => words,
                    _ => {
                        return Err(errors.at(
                            c.span().start,
                            "command",
                            "cannot be split into words (empty, or an unclosed quote)",
                        ))
                    }
                },
            },
            flags: b.flags.unwrap_or_default(),
        },
    };

    let mut tests: Vec<TestCase> = Vec::with_capacity(raw.tests.len());
    for raw_test in raw.tests {
        let name = raw_test.name.get_ref().clone();
        if name.is_empty() {
            return Err(errors.at(raw_test.name.span().start, "name", "must not be empty"));
        }
        if tests.iter().any(|t| t.name == name) {
            return Err(errors.at(
                raw_test.name.span().start,
                "name",
                &format!("duplicate test name {name:?}"),
            ));
        }
        let stdin = match (raw_test.stdin, raw_test.stdin_file) {
            (Some(_), Some(file)) => {
                return Err(errors.at(
                    file.span().start,
                    "stdin_file",
                    "give either `stdin` or `stdin_file`, not both",
                ))
            }
            (Some(text), None) => text.into_bytes(),
            (None, Some(file)) => {
                let full = base_dir.join(file.get_ref());
                std::fs::read(&full).map_err(|e| {
                    errors.at(
                        file.span().start,
                        "stdin_file",
                        &format!("cannot read {}: {e}", full.display()),
                    )
                })?
            }
            (None, None) => Vec::new(),
        };
        let stdout_regex = raw_test
            .stdout_regex
            .map(|r| errors.regex(&r, "stdout_regex"))
            .transpose()?;
        let extract = match raw_test.extract {
            Some(r) => Some(errors.regex(&r, "extract")?),
            None => default_extract.clone(),
        };
        let checker = raw_test
            .checker
            .map(|c| {
                let start = c.span().start;
                let words = match c.into_inner() {
                    CommandLine::Shell(s) => shlex::split(&s).unwrap_or_default(),
                    CommandLine::Argv(v) => v,
                };
                if words.is_empty() {
                    Err(errors.at(
                        start,
                        "checker",
                        "cannot be split into a command (empty, or an unclosed quote)",
                    ))
                } else {
                    Ok(words)
                }
            })
            .transpose()?;
        let timeout = match raw_test.timeout {
            Some(t) => Some(errors.seconds(&t, "timeout")?),
            None => default_timeout,
        };
        tests.push(TestCase {
            name,
            args: raw_test.args,
            stdin,
            expect: Expectations {
                stdout: raw_test.stdout,
                compare: raw_test.compare.unwrap_or(default_compare),
                extract,
                stdout_contains: raw_test.stdout_contains,
                stdout_regex,
                exit_code: raw_test.exit_code,
                checker,
            },
            timeout,
        });
    }

    Ok(TestSuite {
        origin: SuiteOrigin::SpecFile(path.to_path_buf()),
        base_dir: base_dir.to_path_buf(),
        build,
        tests,
    })
}

/// Builds errors that point into the file being read.
struct ErrorAt<'a> {
    text: &'a str,
    path: &'a Path,
}

impl ErrorAt<'_> {
    fn at(&self, offset: usize, key: &str, message: &str) -> SpecError {
        let (line, column) = line_column(self.text, offset);
        SpecError::Malformed {
            path: self.path.to_path_buf(),
            line,
            column,
            key: Some(key.to_string()),
            message: message.to_string(),
        }
    }

    /// A TOML syntax or type error; the key is read from the span when the span
    /// covers a bare key (as it does for unknown fields).
    fn toml_error(&self, error: &toml::de::Error) -> SpecError {
        let span = error.span().unwrap_or(0..0);
        let (line, column) = line_column(self.text, span.start);
        let spanned_text = self.text.get(span.clone()).unwrap_or("").trim();
        let key = spanned_text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
            .then(|| spanned_text.to_string())
            .filter(|k| !k.is_empty());
        SpecError::Malformed {
            path: self.path.to_path_buf(),
            line,
            column,
            key,
            message: error.message().trim().to_string(),
        }
    }

    fn regex(&self, pattern: &Spanned<String>, key: &str) -> Result<Regex, SpecError> {
        Regex::new(pattern.get_ref())
            .map_err(|e| self.at(pattern.span().start, key, &e.to_string()))
    }

    fn seconds(&self, value: &Spanned<f64>, key: &str) -> Result<Duration, SpecError> {
        Duration::try_from_secs_f64(*value.get_ref())
            .ok()
            .filter(|d| !d.is_zero())
            .ok_or_else(|| {
                self.at(
                    value.span().start,
                    key,
                    "must be a positive number of seconds",
                )
            })
    }
}
