//! IntroClass (read in place): which versions are faults with a known location, and the
//! failing tests and paths the formula-based localizers get. Shared by the `localize_introclass`
//! binary and the IntroClass runner.
//!
//! A version is a case when its metadata lists a failing test and the same student has a
//! version passing every test. IntroClass has no fault annotations, so the ground truth is the
//! lines of the faulty version that a minimal line diff to the nearest passing version of the
//! same student deletes or replaces (for a pure insertion, the line before it); a version whose
//! fix touches more than `max_fix_lines` lines is a rewrite, not a fault.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use repaird_cfront::ir::Program;
use repaird_driver::formula::{localize_paths, GdbPaths, PathChoice};
use repaird_driver::subject::Subject;
use repaird_engine::localize::{
    FailingTest, Localization, LocalizeConfig, LocalizeError, OutputCompare, Suspicion, Technique,
};
use repaird_runner::coverage::Spectra;
use repaird_runner::{Compare, TestSuite};
use repaird_solvers::Session;
use similar::{capture_diff_slices, Algorithm, DiffOp};

/// The default bound on a fault's size, in lines.
pub const MAX_FIX_LINES: usize = 3;

/// Budget of one gdb run of a test.
const GDB_RUN_TIMEOUT: Duration = Duration::from_secs(2);

#[derive(Debug, Clone)]
pub struct Version {
    pub problem: String,
    pub source: PathBuf,
    /// `problem/student-prefix/version`.
    pub id: String,
    pub faulty_lines: Vec<u32>,
}

/// The versions of one problem with a ground truth, and why the others were left out.
#[derive(Debug, Default)]
pub struct Selection {
    /// In directory order.
    pub versions: Vec<Version>,
    /// Reason → versions left out for it.
    pub skipped: BTreeMap<String, usize>,
}

/// Every failing version of `problem` with a passing sibling and a fix of at most
/// `max_fix_lines` lines.
pub fn select(root: &Path, problem: &str, max_fix_lines: usize) -> Selection {
    let mut selection = Selection::default();
    let mut skip = |why: String| *selection.skipped.entry(why).or_default() += 1;
    let mut versions = Vec::new();
    for student in sorted_dirs(&root.join(problem)) {
        if student.file_name().is_some_and(|n| n == "tests") {
            continue;
        }
        let (mut passing, mut failing) = (Vec::new(), Vec::new());
        for version in sorted_dirs(&student) {
            let source = version.join(format!("{problem}.c"));
            if !source.is_file() {
                continue;
            }
            match failing_count(&version.join("metadata.json")) {
                Some(0) => passing.push(source),
                Some(_) => failing.push(source),
                None => {}
            }
        }
        for source in failing {
            if passing.is_empty() {
                skip("no passing version of the student".into());
                continue;
            }
            let faulty_lines = passing
                .iter()
                .filter_map(|p| fix_lines(&source, p))
                .min_by_key(|(size, _)| *size)
                .map(|(_, lines)| lines)
                .unwrap_or_default();
            if faulty_lines.is_empty() || faulty_lines.len() > max_fix_lines {
                skip(format!("fix touches 0 or more than {max_fix_lines} lines"));
                continue;
            }
            let id = source
                .parent()
                .and_then(|v| {
                    Some(format!(
                        "{problem}/{}/{}",
                        v.parent()?.file_name()?.to_str()?.get(..12)?,
                        v.file_name()?.to_str()?
                    ))
                })
                .unwrap_or_default();
            versions.push(Version {
                problem: problem.to_string(),
                source,
                id,
                faulty_lines,
            });
        }
    }
    selection.versions = versions;
    selection
}

/// Up to `per_problem` versions of `problem` (faults of at most [`MAX_FIX_LINES`] lines),
/// drawn by `seed`, in id order.
pub fn sample(root: &Path, problem: &str, per_problem: usize, seed: u64) -> Vec<Version> {
    let mut out = select(root, problem, MAX_FIX_LINES).versions;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    out.shuffle(&mut rng);
    out.truncate(per_problem);
    out.sort_by(|a, b| a.id.cmp(&b.id));
    out
}

/// The first `max` failing tests of `spectra` with their expected stdout.
pub fn failing_tests(suite: &TestSuite, spectra: &Spectra, max: usize) -> Vec<FailingTest> {
    spectra
        .tests
        .iter()
        .filter(|t| !t.passed)
        .filter_map(|t| suite.test(&t.name))
        .take(max)
        .map(|t| FailingTest {
            name: t.name.clone(),
            stdin: String::from_utf8_lossy(&t.stdin).into_owned(),
            expected_stdout: t.expect.stdout.clone().unwrap_or_default(),
            compare: match t.expect.compare {
                Compare::Exact => OutputCompare::Exact,
                Compare::Trim => OutputCompare::Trim,
                Compare::Whitespace => OutputCompare::Whitespace,
            },
        })
        .collect()
}

/// What runs a version's paths (as [`PathChoice`] says; gdb started on first need and kept
/// for every technique of the version).
pub struct Paths {
    choice: PathChoice,
    gdb: Option<GdbPaths>,
}

impl Paths {
    pub fn new(source: &Path, suite: &TestSuite, choice: PathChoice) -> Paths {
        Paths {
            choice,
            gdb: Subject::load(source)
                .ok()
                .map(|subject| GdbPaths::new(&subject, suite, GDB_RUN_TIMEOUT)),
        }
    }

    /// How long the probe build and gdb start took, if gdb ran.
    pub fn gdb_startup(&self) -> Option<Duration> {
        self.gdb.as_ref()?.startup
    }

    /// Forgets the gdb runs seen so far, so the next technique is timed with its own runs.
    pub fn forget(&mut self) {
        if let Some(gdb) = self.gdb.as_mut() {
            gdb.forget();
        }
    }

    /// Starts gdb now (so its start is not charged to the first technique's time).
    pub async fn start_gdb(&mut self) -> Result<(), String> {
        match self.gdb.as_mut() {
            Some(gdb) => gdb.start().await,
            None => Err("the driver cannot load the program".into()),
        }
    }

    /// Formula localization of `tests` with paths from the chosen source.
    #[allow(clippy::too_many_arguments)]
    pub async fn localize(
        &mut self,
        session: &mut Session,
        program: &Program,
        tests: &[FailingTest],
        suspicion: &Suspicion,
        technique: Technique,
        config: &LocalizeConfig,
    ) -> Result<Localization, LocalizeError> {
        let gdb = self.gdb.as_mut().ok_or_else(|| {
            LocalizeError::NothingToLocalize("the driver cannot load the program".into())
        })?;
        localize_paths(
            self.choice,
            gdb,
            session,
            program,
            tests,
            suspicion,
            technique,
            config,
        )
        .await
    }
}

fn sorted_dirs(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    v.sort();
    v
}

fn failing_count(metadata: &Path) -> Option<usize> {
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(metadata).ok()?).ok()?;
    let count = |k: &str| v[k]["fail"].as_array().map_or(0, Vec::len);
    Some(count("blackbox") + count("whitebox"))
}

/// (edit size, faulty lines) of the minimal line diff from `faulty` to `fixed`, whitespace
/// inside lines ignored; a pure insertion blames the line before it.
fn fix_lines(faulty: &Path, fixed: &Path) -> Option<(usize, Vec<u32>)> {
    let normalize = |text: String| -> Vec<String> {
        text.lines()
            .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect()
    };
    let old = normalize(std::fs::read_to_string(faulty).ok()?);
    let new = normalize(std::fs::read_to_string(fixed).ok()?);
    let (mut lines, mut size) = (Vec::new(), 0);
    for op in capture_diff_slices(Algorithm::Myers, &old, &new) {
        match op {
            DiffOp::Equal { .. } => {}
            DiffOp::Delete {
                old_index, old_len, ..
            } => {
                size += old_len;
                lines.extend((old_index..old_index + old_len).map(|i| i as u32 + 1));
            }
            DiffOp::Replace {
                old_index,
                old_len,
                new_len,
                ..
            } => {
                size += old_len.max(new_len);
                lines.extend((old_index..old_index + old_len).map(|i| i as u32 + 1));
            }
            DiffOp::Insert {
                old_index, new_len, ..
            } => {
                size += new_len;
                lines.push(old_index.max(1) as u32);
            }
        }
    }
    lines.retain(|l| {
        old.get(*l as usize - 1)
            .is_some_and(|t| !t.is_empty() && t != "{" && t != "}")
    });
    lines.sort_unstable();
    lines.dedup();
    Some((size, lines))
}
