//! How many of IntroClass's recorded verdicts (metadata.json) the runner
//! reproduces for one problem, over every version.
//!
//! cargo run -p repaird-runner --release --example introclass_agreement -- \
//!     /work/shared/bench-data/introclass/median

use std::path::{Path, PathBuf};

use repaird_runner::{run_suite, Build, BuildOptions, RunLimits, TestSuite};
use serde::Deserialize;

#[derive(Deserialize)]
struct PassFail {
    pass: Vec<String>,
    fail: Vec<String>,
}

fn versions(problem_dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for student in std::fs::read_dir(problem_dir)
        .into_iter()
        .flatten()
        .flatten()
    {
        if student.file_name() == "tests" || !student.path().is_dir() {
            continue;
        }
        for version in std::fs::read_dir(student.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            if version.path().join("metadata.json").is_file() {
                found.push(version.path());
            }
        }
    }
    found.sort();
    found
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let problem_dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .ok_or("usage: introclass_agreement PROBLEM_DIR")?,
    );
    let problem = problem_dir
        .file_name()
        .ok_or("no problem name")?
        .to_string_lossy()
        .into_owned();
    let (mut agree, mut total, mut exact_versions, mut version_count) = (0, 0, 0, 0);
    for version in versions(&problem_dir) {
        let source = version.join(format!("{problem}.c"));
        let suite = TestSuite::discover(&source)?;
        let Ok(executable) = Build::compile(&source, &BuildOptions::new(suite.build.clone()))
        else {
            continue;
        };
        let report = run_suite(&executable, &suite, &RunLimits::default());
        let metadata: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(version.join("metadata.json"))?)?;
        let mut all_agree = true;
        for group in ["blackbox", "whitebox"] {
            let record: PassFail = serde_json::from_value(metadata[group].clone())?;
            let verdicts = record
                .pass
                .iter()
                .map(|n| (n, true))
                .chain(record.fail.iter().map(|n| (n, false)));
            for (name, recorded_pass) in verdicts {
                let ours = report
                    .result(&format!("{group}/{name}"))
                    .is_some_and(|r| r.outcome.passed());
                total += 1;
                if ours == recorded_pass {
                    agree += 1;
                } else {
                    all_agree = false;
                }
            }
        }
        version_count += 1;
        exact_versions += usize::from(all_agree);
    }
    println!(
        "{problem}: {agree}/{total} verdicts ({:.1} %), {exact_versions}/{version_count} versions entirely",
        100.0 * agree as f64 / total.max(1) as f64
    );
    Ok(())
}
