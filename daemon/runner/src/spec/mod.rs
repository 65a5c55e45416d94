//! A program's tests: how to build it and what each test expects.
//!
//! Three forms are read (see [`TestSuite::discover`]):
//! - a `repair.toml` (`toml_form` documents every key);
//! - a `tests/` directory of `NAME.in` files with `NAME.out` siblings
//!   (input on stdin, expected stdout compared exactly);
//! - IntroClass's layout, `tests/blackbox/N.in|N.out` and `tests/whitebox/...`
//!   in an ancestor directory of the source, comparing only the answer for the
//!   four known problems, else with whitespace normalized.

mod dir_form;
mod discover;
mod error;
mod toml_form;

use std::path::{Path, PathBuf};
use std::time::Duration;

use regex::Regex;
use serde::{Deserialize, Serialize};

pub use dir_form::introclass_answer_pattern;
pub(crate) use error::line_column;
pub use error::SpecError;

/// The file name looked for next to a source file.
pub const SPEC_FILE_NAME: &str = "repair.toml";

/// The build command used when none is given. Placeholders are documented on [`BuildSpec`].
pub const DEFAULT_BUILD_COMMAND: &str = "gcc -g -O0 {source} -o {output}";

/// Where a suite came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "path", rename_all = "snake_case")]
pub enum SuiteOrigin {
    /// A `repair.toml`.
    SpecFile(PathBuf),
    /// A `tests/` directory of `*.in` / `*.out` pairs.
    TestsDir(PathBuf),
    /// An IntroClass problem's `tests/` directory (blackbox + whitebox).
    IntroClass(PathBuf),
}

/// All tests of one program.
#[derive(Debug, Clone)]
pub struct TestSuite {
    pub origin: SuiteOrigin,
    /// Relative paths in the description (`stdin_file`, `checker`) resolve here,
    /// and a checker runs here.
    pub base_dir: PathBuf,
    pub build: BuildSpec,
    pub tests: Vec<TestCase>,
}

/// How to compile the program.
///
/// `command` is split like a POSIX shell would (no shell runs it). Its
/// placeholders: `{source}` the C file to compile, `{output}` the executable to
/// write, `{source_dir}` the directory of the original source (so a candidate
/// patch compiled elsewhere still finds its `#include "..."` files — it is also
/// passed as `-I`). `flags` are appended after the command (e.g. `["-lm"]`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildSpec {
    pub command: Vec<String>,
    pub flags: Vec<String>,
}

impl Default for BuildSpec {
    fn default() -> Self {
        BuildSpec {
            command: shlex::split(DEFAULT_BUILD_COMMAND).expect("default command splits"),
            flags: Vec::new(),
        }
    }
}

/// One test.
#[derive(Debug, Clone)]
pub struct TestCase {
    pub name: String,
    pub args: Vec<String>,
    pub stdin: Vec<u8>,
    pub expect: Expectations,
    /// Wall-clock limit for this test; `None` uses the run's default.
    pub timeout: Option<Duration>,
}

/// What a test checks. Every expectation present must hold; with none the test
/// passes when the program exits normally (any code) within its limits.
#[derive(Debug, Clone, Default)]
pub struct Expectations {
    /// Expected stdout, compared by `compare`.
    pub stdout: Option<String>,
    pub compare: Compare,
    /// When set, `stdout` comparison looks only at the answers this regex
    /// finds in expected and actual output (see [`extract_answers`]).
    pub extract: Option<Regex>,
    pub stdout_contains: Option<String>,
    /// Searched for anywhere in stdout (anchor it with `^…$` for a whole match).
    pub stdout_regex: Option<Regex>,
    pub exit_code: Option<i32>,
    /// Run with two more arguments, the path of a file holding stdout and the
    /// test name; exit status 0 means pass.
    pub checker: Option<Vec<String>>,
}

/// How expected and actual stdout are compared.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Compare {
    /// Byte for byte.
    #[default]
    Exact,
    /// Equal after removing leading and trailing whitespace.
    Trim,
    /// Equal as sequences of whitespace-separated words.
    Whitespace,
}

impl Compare {
    pub fn matches(self, expected: &str, actual: &str) -> bool {
        match self {
            Compare::Exact => expected == actual,
            Compare::Trim => expected.trim() == actual.trim(),
            Compare::Whitespace => expected.split_whitespace().eq(actual.split_whitespace()),
        }
    }
}

impl Expectations {
    /// Whether actual stdout meets the expected stdout under `extract` and `compare`.
    pub fn stdout_matches(&self, expected: &str, actual: &str) -> bool {
        match &self.extract {
            Some(regex) => self.compare.matches(
                &extract_answers(regex, expected),
                &extract_answers(regex, actual),
            ),
            None => self.compare.matches(expected, actual),
        }
    }
}

/// Every match of `regex` in `text`, one per line: the first capture group
/// that took part in the match, or the whole match when there is none.
pub fn extract_answers(regex: &Regex, text: &str) -> String {
    let answers: Vec<&str> = regex
        .captures_iter(text)
        .map(|c| {
            c.iter()
                .skip(1)
                .flatten()
                .next()
                .or_else(|| c.get(0))
                .map_or("", |m| m.as_str())
        })
        .collect();
    answers.join("\n")
}

impl TestSuite {
    /// Reads a `repair.toml` at `path`.
    pub fn load(path: &Path) -> Result<TestSuite, SpecError> {
        toml_form::load(path)
    }

    /// Parses `repair.toml` text; relative paths resolve against `base_dir`,
    /// and `path` names the file in errors.
    pub fn parse_toml(text: &str, path: &Path, base_dir: &Path) -> Result<TestSuite, SpecError> {
        toml_form::parse(text, path, base_dir)
    }

    /// Reads a directory of `NAME.in` / `NAME.out` pairs.
    pub fn from_tests_dir(dir: &Path) -> Result<TestSuite, SpecError> {
        dir_form::load_tests_dir(dir)
    }

    /// Reads an IntroClass problem's `tests/` directory (with `blackbox/` and `whitebox/`).
    pub fn from_introclass(tests_dir: &Path) -> Result<TestSuite, SpecError> {
        dir_form::load_introclass(tests_dir)
    }

    /// Finds the tests of `source`: a `repair.toml` beside it, else a `tests/`
    /// directory of `*.in` files beside it, else an IntroClass `tests/` directory
    /// (with `blackbox/`) in the source's directory or up to three levels above.
    pub fn discover(source: &Path) -> Result<TestSuite, SpecError> {
        discover::discover(source)
    }

    pub fn test(&self, name: &str) -> Option<&TestCase> {
        self.tests.iter().find(|t| t.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_first_participating_groups_one_per_line() {
        let grade = Regex::new(introclass_answer_pattern("grade").unwrap()).unwrap();
        let text = "Enter > Student has an B grade\nStudent has failed the course\n";
        assert_eq!(extract_answers(&grade, text), "B\nfailed");
        // As upstream's checker: case is ignored, and neither an F nor "a B" is a grade.
        let text = "the student has an A grade\nStudent has an F grade\nStudent has a B grade\n";
        assert_eq!(extract_answers(&grade, text), "A");
        // Each digit ends its line: a number printed whole answers its last digit only.
        let digits = Regex::new(introclass_answer_pattern("digits").unwrap()).unwrap();
        assert_eq!(extract_answers(&digits, "Enter > 4\n-3\n12\n7"), "4\n-3\n2");
        let checksum = Regex::new(introclass_answer_pattern("checksum").unwrap()).unwrap();
        assert_eq!(extract_answers(&checksum, "> Checksum is E\n"), "E");
        let whole = Regex::new(r"\d+").unwrap();
        assert_eq!(extract_answers(&whole, "a 1 b 22"), "1\n22");
    }

    #[test]
    fn comparisons() {
        assert!(Compare::Trim.matches(" a b\n", "a b"));
        assert!(!Compare::Trim.matches("a  b", "a b"));
        assert!(Compare::Whitespace.matches("a  b\n", "a\tb"));
        assert!(!Compare::Exact.matches("a\n", "a"));
    }
}
