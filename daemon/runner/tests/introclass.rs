//! IntroClass programs read in place from the shared benchmark copy, run
//! through the IntroClass layout (`<problem>/tests/{blackbox,whitebox}`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use repaird_runner::{
    run_suite, Build, BuildOptions, RunLimits, SuiteOrigin, TestSuite, Validator,
};
use serde::Deserialize;

const INTROCLASS: &str = "/work/shared/bench-data/introclass";

#[derive(Deserialize)]
struct Record {
    blackbox: PassFail,
    whitebox: PassFail,
}

#[derive(Deserialize)]
struct PassFail {
    pass: Vec<String>,
    fail: Vec<String>,
}

struct Version {
    problem: String,
    dir: PathBuf,
}

impl Version {
    fn source(&self) -> PathBuf {
        self.dir.join(format!("{}.c", self.problem))
    }

    /// Upstream's failing tests, named as the runner names them.
    fn recorded_failures(&self) -> (BTreeSet<String>, usize) {
        let text = std::fs::read_to_string(self.dir.join("metadata.json")).expect("metadata.json");
        let record: Record = serde_json::from_str(&text).expect("metadata parses");
        let mut failing = BTreeSet::new();
        let mut total = 0;
        for (group, results) in [
            ("blackbox", &record.blackbox),
            ("whitebox", &record.whitebox),
        ] {
            total += results.pass.len() + results.fail.len();
            failing.extend(results.fail.iter().map(|n| format!("{group}/{n}")));
        }
        (failing, total)
    }
}

fn listed_versions() -> Vec<Version> {
    let list = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/introclass_versions.txt");
    let text = std::fs::read_to_string(list).expect("version list");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let (problem, prefix, version) = (fields[0], fields[1], fields[2]);
            let problem_dir = Path::new(INTROCLASS).join(problem);
            let student = std::fs::read_dir(&problem_dir)
                .expect("problem dir")
                .flatten()
                .find(|e| e.file_name().to_string_lossy().starts_with(prefix))
                .unwrap_or_else(|| panic!("no student {prefix} in {}", problem_dir.display()));
            Version {
                problem: problem.to_string(),
                dir: student.path().join(version),
            }
        })
        .collect()
}

#[test]
fn versions_fail_exactly_the_tests_their_metadata_lists() {
    let versions = listed_versions();
    assert!(versions.len() >= 4);
    let mut mismatches = Vec::new();
    for version in &versions {
        let source = version.source();
        let suite = TestSuite::discover(&source).expect("IntroClass layout found");
        assert!(
            matches!(suite.origin, SuiteOrigin::IntroClass(_)),
            "{:?}",
            suite.origin
        );
        let executable =
            Build::compile(&source, &BuildOptions::new(suite.build.clone())).expect("builds");
        let report = run_suite(&executable, &suite, &RunLimits::default());

        let (recorded_failing, recorded_total) = version.recorded_failures();
        let failing: BTreeSet<String> = report
            .results
            .iter()
            .filter(|r| !r.outcome.passed())
            .map(|r| r.name.clone())
            .collect();
        assert_eq!(report.results.len(), recorded_total, "{}", source.display());
        assert!(!failing.is_empty(), "a listed version must fail some test");
        if failing != recorded_failing {
            mismatches.push(format!(
                "{}: failing {failing:?}, metadata says {recorded_failing:?}",
                source.display()
            ));
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

#[test]
fn reference_solutions_pass_every_test() {
    for problem in ["median", "digits"] {
        let source = Path::new(INTROCLASS)
            .join(problem)
            .join("tests")
            .join(format!("{problem}.c"));
        let suite = TestSuite::discover(&source).expect("layout found from inside tests/");
        let executable =
            Build::compile(&source, &BuildOptions::new(suite.build.clone())).expect("builds");
        let report = run_suite(&executable, &suite, &RunLimits::default());
        let failing: Vec<_> = report
            .results
            .iter()
            .filter(|r| !r.outcome.passed())
            .collect();
        assert!(failing.is_empty(), "{problem}: {failing:#?}");
        assert!(report.results.len() >= 10);
    }
}

#[test]
fn a_candidate_text_is_validated_against_the_suite() {
    let version = &listed_versions()[0];
    let source = version.source();
    let suite = TestSuite::discover(&source).expect("suite");
    let validator = Validator::new(&source, suite, RunLimits::default()).expect("validator");
    let original = std::fs::read_to_string(&source).expect("source");

    let (recorded_failing, _) = version.recorded_failures();
    let as_is = validator.validate(&original, false);
    assert_eq!(as_is.failed(), recorded_failing.len());

    // The reference solution as a "patch" passes everything.
    let reference = Path::new(INTROCLASS)
        .join(&version.problem)
        .join("tests")
        .join(format!("{}.c", version.problem));
    let fixed = validator.validate(
        &std::fs::read_to_string(reference).expect("reference"),
        false,
    );
    assert!(fixed.all_passed(), "{fixed:#?}");

    // A patch that does not compile fails every test as a build error.
    let broken = validator.validate("int main( {", false);
    assert!(broken
        .results
        .iter()
        .all(|r| matches!(r.outcome, repaird_runner::Outcome::BuildError { .. })));

    // Stopping at the first failure skips tests not yet started.
    let one_worker = Validator::new(
        &source,
        TestSuite::discover(&source).expect("suite"),
        RunLimits {
            parallelism: 1,
            ..RunLimits::default()
        },
    )
    .expect("validator");
    let fast = one_worker.validate(&original, true);
    let first_failure = fast
        .results
        .iter()
        .position(|r| r.outcome.failed())
        .expect("a failure");
    let after = &fast.results[first_failure + 1..];
    assert!(
        !after.is_empty(),
        "the first failure should not be the last test"
    );
    assert!(after
        .iter()
        .all(|r| r.outcome == repaird_runner::Outcome::Skipped));
}

/// A program compiled once runs under several environments: the reference solution behind an
/// environment switch passes only when the switch picks it.
#[test]
fn one_build_runs_under_chosen_environments() {
    let version = &listed_versions()[0];
    let source = version.source();
    let suite = TestSuite::discover(&source).expect("suite");
    let validator = Validator::new(&source, suite, RunLimits::default()).expect("validator");
    let reference = std::fs::read_to_string(
        Path::new(INTROCLASS)
            .join(&version.problem)
            .join("tests")
            .join(format!("{}.c", version.problem)),
    )
    .expect("reference");
    // The reference's `main` runs only when PICK=reference; otherwise the program prints nothing.
    let switched = format!(
        "#include <stdlib.h>\n#include <string.h>\n#define main reference_main\n{reference}\n#undef main\n\
         int main(void) {{ const char *p = getenv(\"PICK\"); return p && !strcmp(p, \"reference\") ? reference_main() : 0; }}\n"
    );
    let executable = validator
        .compile(&switched)
        .expect("the switched program builds");
    let chosen = validator.run(&executable, &[("PICK".into(), "reference".into())], false);
    assert!(chosen.all_passed(), "{chosen:#?}");
    let other = validator.run(&executable, &[("PICK".into(), "none".into())], true);
    assert!(!other.all_passed());
}
