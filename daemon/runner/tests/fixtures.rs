//! Data-driven: every directory under `tests/fixtures/` holds a `prog.c`, its
//! tests (`repair.toml` or a `tests/` directory) and an `expected.toml`:
//!
//! ```toml
//! order = ["1", "2"]          # optional: test names in the suite's order
//! [limits]                    # optional RunLimits overrides
//! timeout = 2.0               # seconds
//! cpu_seconds = 1
//! cpu_time = 0.05             # seconds of CPU, read every few milliseconds
//! max_output = 65536
//! max_processes = 16
//! max_file_size = 1048576
//! [outcomes]                  # every test: "pass", "fail:stdout", "crash:SIGSEGV",
//! name = "pass"               # "timeout", "timeout:cpu", "output_limit:stdout",
//!                             # "assert_failed:LINE", "build_error", ...
//! [stdout_matches]            # optional: a regex the kept stdout must match
//! name = '^forked \d+\n$'
//! ```
//!
//! The programs include hostile ones (fork bomb, infinite loop, 1 GB of
//! output, segfault, failed assert, 64 MiB file, 4 GiB malloc). After all
//! fixtures ran, no test process may be alive, no child unreaped, and no
//! scratch directory left in TMPDIR.

mod common;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use regex::Regex;
use repaird_runner::{run_suite, Build, BuildOptions, Outcome, RunLimits, SuiteReport, TestSuite};
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expected {
    order: Option<Vec<String>>,
    #[serde(default)]
    limits: LimitOverrides,
    outcomes: BTreeMap<String, String>,
    #[serde(default)]
    stdout_matches: BTreeMap<String, String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct LimitOverrides {
    timeout: Option<f64>,
    cpu_seconds: Option<u64>,
    cpu_time: Option<f64>,
    max_output: Option<usize>,
    max_processes: Option<u64>,
    max_file_size: Option<u64>,
}

impl LimitOverrides {
    fn apply(&self, mut limits: RunLimits) -> RunLimits {
        if let Some(t) = self.timeout {
            limits.timeout = Duration::from_secs_f64(t);
        }
        limits.cpu_seconds = self.cpu_seconds.or(limits.cpu_seconds);
        if let Some(t) = self.cpu_time {
            limits.cpu_time = Some(Duration::from_secs_f64(t));
        }
        limits.max_output = self.max_output.unwrap_or(limits.max_output);
        limits.max_processes = self.max_processes.or(limits.max_processes);
        limits.max_file_size = self.max_file_size.or(limits.max_file_size);
        limits
    }
}

fn run_fixture(dir: &Path) -> Result<(), String> {
    let expected_text = std::fs::read_to_string(dir.join("expected.toml"))
        .map_err(|e| format!("expected.toml: {e}"))?;
    let expected: Expected =
        toml::from_str(&expected_text).map_err(|e| format!("expected.toml: {e}"))?;
    let source = dir.join("prog.c");
    let suite = TestSuite::discover(&source).map_err(|e| e.to_string())?;
    let limits = expected.limits.apply(RunLimits::default());

    let report = match Build::compile(&source, &BuildOptions::new(suite.build.clone())) {
        Ok(executable) => run_suite(&executable, &suite, &limits),
        Err(failure) => SuiteReport::uniform(
            &suite,
            Outcome::BuildError {
                message: failure.to_string(),
            },
        ),
    };

    let mut problems = Vec::new();
    let actual: BTreeMap<String, String> = report
        .results
        .iter()
        .map(|r| (r.name.clone(), common::outcome_label(&r.outcome)))
        .collect();
    if actual != expected.outcomes {
        problems.push(format!(
            "outcomes differ\n  expected: {:?}\n  actual:   {:?}",
            expected.outcomes, actual
        ));
    }
    if let Some(order) = &expected.order {
        let names: Vec<&String> = report.results.iter().map(|r| &r.name).collect();
        if names
            .iter()
            .map(|n| n.as_str())
            .ne(order.iter().map(String::as_str))
        {
            problems.push(format!("order: expected {order:?}, got {names:?}"));
        }
    }
    for (name, pattern) in &expected.stdout_matches {
        let regex = Regex::new(pattern).map_err(|e| e.to_string())?;
        match report.result(name) {
            Some(result) if regex.is_match(&result.stdout) => {}
            Some(result) => {
                problems.push(format!("{name}: stdout {:?} !~ {pattern}", result.stdout))
            }
            None => problems.push(format!("{name}: no such test")),
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

#[test]
fn fixtures_give_their_expected_outcomes_and_leave_nothing_behind() {
    let tmp = common::private_tmpdir();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let mut dirs: Vec<_> = std::fs::read_dir(&root)
        .expect("fixtures dir")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 10, "fixtures missing: {dirs:?}");

    let mut failures = Vec::new();
    for dir in &dirs {
        if let Err(problem) = run_fixture(dir) {
            failures.push(format!(
                "{}: {problem}",
                dir.file_name().unwrap().to_string_lossy()
            ));
        }
        let survivors = common::live_processes_under(tmp.path());
        if !survivors.is_empty() {
            failures.push(format!(
                "{}: processes survived: {survivors:?}",
                dir.display()
            ));
        }
    }
    let zombies = common::own_zombies();
    let leftovers = common::entries_in(tmp.path());
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(zombies.is_empty(), "unreaped children: {zombies:?}");
    assert!(
        leftovers.is_empty(),
        "scratch directories leaked: {leftovers:?}"
    );
}
