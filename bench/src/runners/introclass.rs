//! IntroClass (read in place) through the localization and repair runners: spectrum formulas
//! and the formula-based engine (BugAssist, OFC) against the faulty lines, and test-driven
//! repair trained on the blackbox tests, judged on all of them.
//!
//! A version is a case when its metadata lists a failing test and the same student has a
//! version passing every test; the ground truth is the lines a minimal line diff to the
//! nearest passing version changes (a version whose fix touches more than
//! [`MAX_FIX_LINES`] lines is a rewrite, not a fault).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use repaird_engine::localize::{
    localize as formula_localize, session_profile, FailingTest, LocalizeConfig, OutputCompare,
    Suspicion, Technique as FormulaTechnique,
};
use repaird_runner::spectrum::{rank, Formula};
use repaird_runner::{run_suite, Build, BuildOptions, Compare, RunLimits, TestSuite};
use repaird_solvers::{Profile, Session};
use similar::{capture_diff_slices, Algorithm, DiffOp};

use crate::runners::judge::Verdict;
use crate::runners::record::{CaseRecord, Outcome, Task};
use crate::runners::test_repair;

pub const MAX_FIX_LINES: usize = 3;

#[derive(Debug, Clone)]
pub struct Version {
    pub problem: String,
    pub source: PathBuf,
    /// `problem/student-prefix/version`.
    pub id: String,
    pub faulty_lines: Vec<u32>,
}

/// Up to `per_problem` versions of `problem`, drawn by `seed`.
pub fn versions(root: &Path, problem: &str, per_problem: usize, seed: u64) -> Vec<Version> {
    let mut out = Vec::new();
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
            let Some(faulty_lines) = passing
                .iter()
                .filter_map(|p| fix_lines(&source, p))
                .min_by_key(|(size, _)| *size)
                .map(|(_, lines)| lines)
            else {
                continue;
            };
            if faulty_lines.is_empty() || faulty_lines.len() > MAX_FIX_LINES {
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
            out.push(Version {
                problem: problem.to_string(),
                source,
                id,
                faulty_lines,
            });
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    out.shuffle(&mut rng);
    out.truncate(per_problem);
    out.sort_by(|a, b| a.id.cmp(&b.id));
    out
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

fn base(version: &Version, task: Task, engine: &str, solver: Option<&str>) -> CaseRecord {
    CaseRecord {
        suite: "introclass".into(),
        case: version.id.clone(),
        program: version.problem.clone(),
        class: None,
        size: None,
        task,
        engine: engine.to_string(),
        solver: solver.map(str::to_string),
        outcome: Outcome::Error,
        millis: 0,
        solver_calls: None,
        widenings: None,
        statements: 0,
        suspicious: None,
        fault_rank: None,
        fault_lines: version.faulty_lines.clone(),
        detail: String::new(),
        script: None,
    }
}

fn located(record: &mut CaseRecord, rank: Option<usize>) {
    record.fault_rank = rank;
    record.outcome = if rank.is_some() {
        Outcome::Located
    } else {
        Outcome::Missed
    };
}

/// Ochiai, Tarantula, and the formula-based techniques on one version.
pub async fn localize_version(version: &Version, solver: &str) -> Vec<CaseRecord> {
    let spectrum = |engine: &str| base(version, Task::Localize, engine, None);
    let Ok(suite) = TestSuite::discover(&version.source) else {
        let mut r = spectrum("ochiai");
        r.detail = "no test suite".into();
        return vec![r];
    };
    let started = Instant::now();
    let (source, s2) = (version.source.clone(), suite.clone());
    let spectra = tokio::task::spawn_blocking(move || {
        repaird_runner::collect_coverage(&source, &s2, &RunLimits::default())
    })
    .await;
    let spectrum_millis = started.elapsed().as_millis() as u64;
    let Ok(Ok(spectra)) = spectra else {
        let mut r = spectrum("ochiai");
        r.detail = "coverage build failed".into();
        return vec![r];
    };
    let statements = spectra.executable_lines.len().max(1);
    let mut out = Vec::new();
    for (engine, formula) in [
        ("ochiai", Formula::Ochiai),
        ("tarantula", Formula::Tarantula),
    ] {
        let mut r = spectrum(engine);
        r.statements = statements;
        r.millis = spectrum_millis;
        let ranks = rank(&spectra, formula);
        r.suspicious = Some(
            ranks
                .iter()
                .filter(|s| s.counts.failed_executing > 0)
                .count(),
        );
        located(
            &mut r,
            ranks
                .iter()
                .filter(|s| version.faulty_lines.contains(&s.line) && s.counts.failed_executing > 0)
                .map(|s| s.rank)
                .min(),
        );
        out.push(r);
    }
    let formula_engines = [
        (FormulaTechnique::BugAssist, "bugassist"),
        (FormulaTechnique::Ofc, "ofc"),
    ];
    let failing: Vec<FailingTest> = spectra
        .tests
        .iter()
        .filter(|t| !t.passed)
        .filter_map(|t| suite.test(&t.name))
        .take(6)
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
        .collect();
    let program = repaird_cfront::parse_file(&version.source, &Default::default()).program;
    let mut session = match Profile::builtin(solver) {
        Some(profile) => Session::spawn(&session_profile(&profile)).await.ok(),
        None => None,
    };
    if let Some(session) = session.as_mut() {
        session.set_timeout(Duration::from_secs(5));
    }
    let ochiai = Suspicion::new(
        rank(&spectra, Formula::Ochiai)
            .into_iter()
            .map(|s| (s.line, s.score)),
    );
    let config = LocalizeConfig::default();
    for (technique, engine) in formula_engines {
        let mut r = base(version, Task::Localize, engine, Some(solver));
        r.statements = statements;
        let (Some(program), Some(session)) = (program.as_ref(), session.as_mut()) else {
            r.detail = "the front end cannot model it, or the solver did not start".into();
            out.push(r);
            continue;
        };
        let started = Instant::now();
        let result = formula_localize(
            session,
            program,
            &failing,
            Some(&ochiai),
            technique,
            &config,
        )
        .await;
        r.millis = started.elapsed().as_millis() as u64;
        match result {
            Ok(loc) => {
                let lines = loc.line_ranks();
                r.suspicious = Some(lines.len());
                r.solver_calls = Some(loc.solver_calls as u32);
                located(
                    &mut r,
                    lines
                        .into_iter()
                        .filter(|(l, _)| version.faulty_lines.contains(l))
                        .map(|(_, rank)| rank)
                        .min(),
                );
            }
            Err(e) => r.detail = e.to_string(),
        }
        out.push(r);
    }
    out
}

/// Test-driven repair trained on the blackbox tests; right when all tests pass.
pub async fn repair_version(
    version: &Version,
    solver: &str,
    budget: Duration,
) -> Option<CaseRecord> {
    let suite = TestSuite::discover(&version.source).ok()?;
    let mut train = suite.clone();
    train.tests.retain(|t| t.name.starts_with("blackbox"));
    if train.tests.is_empty() || !fails_some(&version.source, &train) {
        return None;
    }
    let mut record = base(version, Task::Repair, test_repair::ENGINE, Some(solver));
    let source = version.source.clone();
    let judge_patch = |text: &str| -> std::io::Result<Verdict> {
        let mut options = BuildOptions::new(suite.build.clone());
        options.include_dir = source.parent().map(Path::to_path_buf);
        let name = source.file_name().unwrap_or_default().to_string_lossy();
        Ok(match Build::compile_text(text, &name, &options) {
            Ok(exe) if run_suite(&exe, &suite, &RunLimits::default()).all_passed() => {
                Verdict::PassesAll
            }
            Ok(_) => Verdict::Fails(Vec::new()),
            Err(_) => Verdict::DoesNotCompile,
        })
    };
    test_repair::repair_into(
        &version.source,
        Some(train),
        &judge_patch,
        solver,
        budget,
        &mut record,
    )
    .await;
    Some(record)
}

fn fails_some(source: &Path, suite: &TestSuite) -> bool {
    Build::compile(source, &BuildOptions::new(suite.build.clone()))
        .map(|exe| !run_suite(&exe, suite, &RunLimits::default()).all_passed())
        .unwrap_or(false)
}
