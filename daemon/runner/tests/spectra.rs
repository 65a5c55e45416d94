//! Data-driven: every directory under `tests/spectra/` holds a `prog.c` with a
//! known faulty line, its `repair.toml`, and an `expected.toml`:
//!
//! ```toml
//! faulty_line = 8
//! failing = ["above"]      # the tests that fail
//! [rank]                   # worst-case rank of the faulty line per formula
//! ochiai = 1
//! ```
//!
//! Every test must leave coverage data, including those that die by a signal
//! or are stopped at their timeout.

use std::collections::BTreeMap;
use std::path::Path;

use repaird_runner::{collect_coverage, rank, Formula, RunLimits, TestSuite};
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expected {
    faulty_line: u32,
    failing: Vec<String>,
    rank: BTreeMap<String, usize>,
}

fn formula(name: &str) -> Formula {
    match name {
        "ochiai" => Formula::Ochiai,
        "tarantula" => Formula::Tarantula,
        "dstar" => Formula::DStar { star: 2 },
        other => panic!("unknown formula {other}"),
    }
}

fn check(dir: &Path) -> Result<(), String> {
    let expected: Expected = toml::from_str(
        &std::fs::read_to_string(dir.join("expected.toml")).map_err(|e| e.to_string())?,
    )
    .map_err(|e| e.to_string())?;
    let source = dir.join("prog.c");
    let suite = TestSuite::discover(&source).map_err(|e| e.to_string())?;
    let spectra =
        collect_coverage(&source, &suite, &RunLimits::default()).map_err(|e| e.to_string())?;

    let mut problems = Vec::new();
    let mut failing: Vec<String> = spectra
        .tests
        .iter()
        .filter(|t| !t.passed)
        .map(|t| t.name.clone())
        .collect();
    failing.sort();
    let mut wanted_failing = expected.failing.clone();
    wanted_failing.sort();
    if failing != wanted_failing {
        problems.push(format!(
            "failing tests {failing:?}, expected {wanted_failing:?}"
        ));
    }
    for test in spectra
        .tests
        .iter()
        .filter(|t| !t.has_coverage || t.lines.is_empty())
    {
        problems.push(format!(
            "{} ({:?}) left no coverage",
            test.name, test.outcome
        ));
    }
    if !spectra.executable_lines.contains(&expected.faulty_line) {
        problems.push(format!(
            "line {} is not executable: {:?}",
            expected.faulty_line, spectra.executable_lines
        ));
    }
    for (name, wanted_rank) in &expected.rank {
        let scores = rank(&spectra, formula(name));
        let faulty = scores.iter().find(|s| s.line == expected.faulty_line);
        match faulty {
            Some(score) if score.rank == *wanted_rank => {}
            _ => problems.push(format!(
                "{name}: line {} has {faulty:?}; ranking: {:?}",
                expected.faulty_line,
                scores
                    .iter()
                    .map(|s| (s.line, s.rank, s.score))
                    .collect::<Vec<_>>()
            )),
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("\n"))
    }
}

#[test]
fn faulty_lines_rank_as_expected() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spectra");
    let mut dirs: Vec<_> = std::fs::read_dir(&root)
        .expect("spectra dir")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    assert!(dirs.len() >= 2);
    let failures: Vec<String> = dirs
        .iter()
        .filter_map(|d| check(d).err().map(|e| format!("{}: {e}", d.display())))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
