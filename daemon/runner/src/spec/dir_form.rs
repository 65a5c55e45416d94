//! Directory forms: `tests/NAME.in` + `tests/NAME.out`, and IntroClass's
//! `tests/blackbox/N.in|N.out` + `tests/whitebox/N.in|N.out`.

use std::path::{Path, PathBuf};

use regex::Regex;

use super::{BuildSpec, Compare, Expectations, SpecError, SuiteOrigin, TestCase, TestSuite};

/// IntroClass's test groups, in the order they are listed.
pub(super) const INTROCLASS_GROUPS: [&str; 2] = ["blackbox", "whitebox"];

pub(super) fn load_tests_dir(dir: &Path) -> Result<TestSuite, SpecError> {
    let tests = read_pairs(dir, "", Compare::Exact)?;
    Ok(TestSuite {
        origin: SuiteOrigin::TestsDir(dir.to_path_buf()),
        base_dir: dir.to_path_buf(),
        build: build_with_libm(),
        tests,
    })
}

/// The answer upstream's oracle (its `genprog_tests.py` checkers) compares for each
/// IntroClass problem: the prompts around it vary between students and are not graded.
/// As upstream: grade and checksum ignore case, a grade is "an" A to D (an F, or "a B",
/// is no grade), and each digit is a single one ending its line (`12\n` answers `2`).
pub fn introclass_answer_pattern(problem: &str) -> Option<&'static str> {
    match problem {
        "median" => Some(r"(-?\d+) is the median"),
        "digits" => Some(r"(-?\d)\n"),
        "checksum" => Some(r"(?i)Check ?sum +is +(.)"),
        "grade" => Some(r"(?i)Student has an ([A-D]) grade|Student has (failed) the course"),
        _ => None,
    }
}

/// IntroClass outputs differ from students' in prompts, spacing and trailing
/// newlines: for a known problem only its answers are compared (see
/// [`introclass_answer_pattern`]); for any other, whitespace is normalized.
pub(super) fn load_introclass(tests_dir: &Path) -> Result<TestSuite, SpecError> {
    let problem = tests_dir
        .parent()
        .and_then(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let extract = introclass_answer_pattern(&problem)
        .map(|p| Regex::new(p).expect("built-in answer patterns are valid"));
    let mut tests = Vec::new();
    for group in INTROCLASS_GROUPS {
        let dir = tests_dir.join(group);
        if dir.is_dir() {
            let mut pairs = read_pairs(&dir, &format!("{group}/"), Compare::Whitespace)?;
            for test in &mut pairs {
                test.expect.extract = extract.clone();
            }
            tests.extend(pairs);
        }
    }
    Ok(TestSuite {
        origin: SuiteOrigin::IntroClass(tests_dir.to_path_buf()),
        base_dir: tests_dir.to_path_buf(),
        build: build_with_libm(),
        tests,
    })
}

/// Student programs include `<math.h>`; linking libm costs nothing when unused.
fn build_with_libm() -> BuildSpec {
    BuildSpec {
        flags: vec!["-lm".to_string()],
        ..BuildSpec::default()
    }
}

/// Every `*.in` in `dir` with its `*.out` sibling, ordered numerically when
/// the stems are numbers (1, 2, 10), else by name.
pub(super) fn input_stems(dir: &Path) -> Result<Vec<String>, SpecError> {
    let entries = std::fs::read_dir(dir).map_err(|e| SpecError::io(dir, e))?;
    let mut stems = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| SpecError::io(dir, e))?.path();
        if path.extension().is_some_and(|e| e == "in") {
            if let Some(stem) = path.file_stem().and_then(|s| s.to_str()) {
                stems.push(stem.to_string());
            }
        }
    }
    stems.sort_by(|a, b| match (a.parse::<u64>(), b.parse::<u64>()) {
        (Ok(x), Ok(y)) => x.cmp(&y),
        _ => a.cmp(b),
    });
    Ok(stems)
}

fn read_pairs(dir: &Path, name_prefix: &str, compare: Compare) -> Result<Vec<TestCase>, SpecError> {
    let mut tests = Vec::new();
    for stem in input_stems(dir)? {
        let input: PathBuf = dir.join(format!("{stem}.in"));
        let output = dir.join(format!("{stem}.out"));
        if !output.is_file() {
            return Err(SpecError::BadTestDir {
                path: input,
                message: format!("has no expected output {}", output.display()),
            });
        }
        let stdin = std::fs::read(&input).map_err(|e| SpecError::io(&input, e))?;
        let expected = std::fs::read(&output).map_err(|e| SpecError::io(&output, e))?;
        tests.push(TestCase {
            name: format!("{name_prefix}{stem}"),
            args: Vec::new(),
            stdin,
            expect: Expectations {
                stdout: Some(String::from_utf8_lossy(&expected).into_owned()),
                compare,
                ..Expectations::default()
            },
            timeout: None,
        });
    }
    Ok(tests)
}
