//! Running `gcov --json-format --stdout` and reading its per-line counts.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use super::{BranchId, CoverageError};
use crate::sandbox::process::{self, Env, ProcessSpec};

const GCOV_TIMEOUT: Duration = Duration::from_secs(30);
const GCOV_OUTPUT_LIMIT: usize = 64 << 20;

#[derive(Deserialize)]
struct Report {
    files: Vec<FileReport>,
}

#[derive(Deserialize)]
struct FileReport {
    file: String,
    lines: Vec<LineReport>,
}

#[derive(Deserialize)]
struct LineReport {
    line_number: u32,
    count: u64,
    #[serde(default)]
    branches: Vec<BranchReport>,
}

#[derive(Deserialize)]
struct BranchReport {
    count: u64,
}

/// Coverage of one source file in one gcov run.
#[derive(Debug, Default)]
pub(crate) struct FileCoverage {
    /// Lines gcov has a counter for.
    pub executable: BTreeSet<u32>,
    pub executed: BTreeSet<u32>,
    pub branches_taken: BTreeSet<BranchId>,
}

/// The `.gcno` (or `.gcda`) files directly in `dir`.
pub(crate) fn files_with_extension(dir: &Path, extension: &str) -> std::io::Result<Vec<PathBuf>> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == extension))
        .collect();
    found.sort();
    Ok(found)
}

/// Runs gcov in `dir` on the named note/data files and returns the coverage
/// of `source` (lines of other files, such as the flush helper, are dropped).
pub(crate) fn coverage_of(
    dir: &Path,
    files: &[PathBuf],
    source: &Path,
) -> Result<FileCoverage, CoverageError> {
    let mut args = vec![
        "--json-format".to_string(),
        "--stdout".to_string(),
        "--branch-probabilities".to_string(),
    ];
    args.extend(files.iter().map(|f| f.to_string_lossy().into_owned()));
    let run = process::run(&ProcessSpec {
        program: Path::new("gcov"),
        args: &args,
        cwd: dir,
        env: Env::Inherit(&[]),
        stdin: &[],
        timeout: GCOV_TIMEOUT,
        cpu_time: None,
        term_grace: None,
        max_output: GCOV_OUTPUT_LIMIT,
        confinement: None,
    })
    .map_err(CoverageError::GcovSpawn)?;
    if run.stopped.is_some() || !run.status.is_some_and(|s| s.success()) {
        return Err(CoverageError::Gcov(format!(
            "gcov failed in {}: {}",
            dir.display(),
            String::from_utf8_lossy(&run.stderr)
        )));
    }
    parse_reports(&run.stdout, source)
}

/// gcov writes one JSON document per data file, one after another.
fn parse_reports(json: &[u8], source: &Path) -> Result<FileCoverage, CoverageError> {
    let mut coverage = FileCoverage::default();
    for report in serde_json::Deserializer::from_slice(json).into_iter::<Report>() {
        let report =
            report.map_err(|e| CoverageError::Gcov(format!("unreadable gcov JSON: {e}")))?;
        for file in report
            .files
            .iter()
            .filter(|f| same_file(Path::new(&f.file), source))
        {
            for line in &file.lines {
                coverage.executable.insert(line.line_number);
                if line.count > 0 {
                    coverage.executed.insert(line.line_number);
                }
                for (index, branch) in line.branches.iter().enumerate() {
                    if branch.count > 0 {
                        coverage.branches_taken.insert(BranchId {
                            line: line.line_number,
                            index: index as u32,
                        });
                    }
                }
            }
        }
    }
    Ok(coverage)
}

pub(crate) fn same_file(reported: &Path, source: &Path) -> bool {
    reported == source
        || matches!(
            (reported.canonicalize(), source.canonicalize()),
            (Ok(a), Ok(b)) if a == b
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_lines_and_branches_of_the_source_only() {
        let json = br#"{"files": [
            {"file": "/s/p.c", "lines": [
                {"line_number": 4, "count": 2, "branches": [{"count": 2}, {"count": 0}]},
                {"line_number": 5, "count": 0, "branches": []}]},
            {"file": "/s/helper.c", "lines": [{"line_number": 9, "count": 1}]}]}
            {"files": []}"#;
        let coverage = parse_reports(json, Path::new("/s/p.c")).expect("parses");
        assert_eq!(coverage.executable, BTreeSet::from([4, 5]));
        assert_eq!(coverage.executed, BTreeSet::from([4]));
        assert_eq!(
            coverage.branches_taken,
            BTreeSet::from([BranchId { line: 4, index: 0 }])
        );
    }
}
