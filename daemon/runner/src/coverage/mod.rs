//! Per-test coverage spectra from gcc's gcov instrumentation.
//!
//! The program is built once with `--coverage`. Each test runs with its own
//! `GCOV_PREFIX` inside its scratch directory, so parallel runs never share a
//! `.gcda` file; gcov then reads that test's data next to links to the build's
//! `.gcno` notes. A helper linked into the build writes the data when the
//! program dies by a signal (failed `assert`, segfault, SIGTERM at a timeout);
//! a test killed by SIGKILL (output limit, a hung handler) has no coverage and
//! says so in [`TestSpectrum::has_coverage`]. A test that faulted has its faulting
//! line added (`fault.rs`): gcov's derived counts miss the block it faulted in.

mod fault;
mod gcov;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Serialize;

use crate::build::{Build, BuildFailure, BuildOptions};
use crate::outcome::Outcome;
use crate::sandbox::{RunLimits, WorkDirs};
use crate::spec::TestSuite;
use crate::suite_run::RunPlan;

/// How long a timed-out instrumented test gets to write its data after SIGTERM.
const TERM_GRACE: Duration = Duration::from_millis(300);

/// Branch `index` (gcov's order) of the branch points on `line`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct BranchId {
    pub line: u32,
    pub index: u32,
}

/// What one test executed.
#[derive(Debug, Clone, Serialize)]
pub struct TestSpectrum {
    pub name: String,
    pub outcome: Outcome,
    pub passed: bool,
    /// Source lines executed at least once.
    pub lines: BTreeSet<u32>,
    /// Branch directions taken at least once.
    pub branches: BTreeSet<BranchId>,
    /// False when the test left no coverage data (killed by SIGKILL).
    pub has_coverage: bool,
}

/// Coverage of every test of a suite over one source file.
#[derive(Debug, Clone, Serialize)]
pub struct Spectra {
    pub source: PathBuf,
    /// Lines that carry code (gcov has a counter for them).
    pub executable_lines: BTreeSet<u32>,
    /// In the suite's order.
    pub tests: Vec<TestSpectrum>,
}

#[derive(Debug, thiserror::Error)]
pub enum CoverageError {
    #[error("coverage build failed: {0}")]
    Build(#[from] BuildFailure),
    #[error("cannot start gcov: {0}")]
    GcovSpawn(#[source] std::io::Error),
    #[error("{0}")]
    Gcov(String),
    #[error("scratch directory: {0}")]
    Io(#[from] std::io::Error),
}

/// Builds `source` with coverage, runs `suite` under `limits`, and reads each
/// test's executed lines.
pub fn collect(
    source: &Path,
    suite: &TestSuite,
    limits: &RunLimits,
) -> Result<Spectra, CoverageError> {
    let options = BuildOptions {
        coverage: true,
        ..BuildOptions::new(suite.build.clone())
    };
    let executable = Build::compile(source, &options)?;
    let build_dir = executable.build_dir().to_path_buf();
    let notes = gcov::files_with_extension(&build_dir, "gcno")?;
    if notes.is_empty() {
        return Err(CoverageError::Gcov(format!(
            "the build wrote no .gcno notes into {} (is the compiler gcc?)",
            build_dir.display()
        )));
    }
    let source = executable.source().to_path_buf();
    let executable_lines = gcov::coverage_of(&build_dir, &notes, &source)?.executable;

    let dirs = WorkDirs::new()?;
    let plan = RunPlan {
        executable: executable.path(),
        suite,
        limits,
        dirs: &dirs,
        stop_at_first_failure: false,
        term_grace: Some(TERM_GRACE),
    };
    let runs = plan.run(
        |work_dir| {
            vec![
                (
                    "GCOV_PREFIX".to_string(),
                    gcov_prefix(work_dir).to_string_lossy().into_owned(),
                ),
                ("GCOV_PREFIX_STRIP".to_string(), "0".to_string()),
                (
                    fault::FAULT_FILE_VAR.to_string(),
                    fault_file(work_dir).to_string_lossy().into_owned(),
                ),
            ]
        },
        |_, work_dir, _| test_coverage(work_dir, &build_dir, &notes, &source, executable.path()),
    );

    let mut tests = Vec::with_capacity(runs.len());
    for (result, coverage) in runs {
        let coverage = coverage.transpose()?.flatten();
        tests.push(TestSpectrum {
            passed: result.outcome.passed(),
            name: result.name,
            outcome: result.outcome,
            has_coverage: coverage.is_some(),
            lines: coverage
                .as_ref()
                .map(|c| c.executed.clone())
                .unwrap_or_default(),
            branches: coverage.map(|c| c.branches_taken).unwrap_or_default(),
        });
    }
    Ok(Spectra {
        source,
        executable_lines,
        tests,
    })
}

fn gcov_prefix(work_dir: &Path) -> PathBuf {
    work_dir.join("gcov")
}

fn fault_file(work_dir: &Path) -> PathBuf {
    work_dir.join("fault_pc")
}

/// The coverage one test left in its directory (`None` if it wrote none).
fn test_coverage(
    work_dir: &Path,
    build_dir: &Path,
    notes: &[PathBuf],
    source: &Path,
    executable: &Path,
) -> Result<Option<gcov::FileCoverage>, CoverageError> {
    // GCOV_PREFIX_STRIP=0: the data lands under the prefix at the build dir's full path.
    let relative_build_dir = build_dir.strip_prefix("/").unwrap_or(build_dir);
    let data_dir = gcov_prefix(work_dir).join(relative_build_dir);
    if !data_dir.is_dir() {
        return Ok(None);
    }
    let data = gcov::files_with_extension(&data_dir, "gcda")?;
    if data.is_empty() {
        return Ok(None);
    }
    for note in notes {
        let link = data_dir.join(note.file_name().unwrap_or_default());
        if !link.exists() {
            std::os::unix::fs::symlink(note, &link)?;
        }
    }
    let mut coverage = gcov::coverage_of(&data_dir, &data, source)?;
    let faulted_at = fault::fault_line(&fault_file(work_dir), executable, source);
    coverage.executed.extend(faulted_at);
    Ok(Some(coverage))
}
