//! IntroClass (read in place) through the localization and repair runners: spectrum formulas
//! and the formula-based engine (BugAssist, OFC) against the faulty lines, and test-driven
//! repair trained on the blackbox tests, judged on all of them.
//!
//! Which versions are cases and their ground truth: [`crate::introclass`].

use std::path::Path;
use std::time::{Duration, Instant};

use repaird_driver::formula::PathChoice;
use repaird_engine::localize::{
    session_profile, LocalizeConfig, Suspicion, Technique as FormulaTechnique,
};
use repaird_runner::spectrum::{rank, Formula};
use repaird_runner::{run_suite, Build, BuildOptions, RunLimits, TestSuite};
use repaird_solvers::{Profile, Session};

use crate::introclass::{self, Paths};

use crate::runners::judge::Verdict;
use crate::runners::record::{CaseRecord, Outcome, Task};
use crate::runners::test_repair;

pub use crate::introclass::{Version, MAX_FIX_LINES};

/// Up to `per_problem` versions of `problem`, drawn by `seed`.
pub fn versions(root: &Path, problem: &str, per_problem: usize, seed: u64) -> Vec<Version> {
    introclass::sample(root, problem, per_problem, seed)
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
        repair_millis: None,
        repair_command_millis: Vec::new(),
        repair_command_search: Vec::new(),
        repair_command_phases: Vec::new(),
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
    let failing = introclass::failing_tests(&suite, &spectra, 6);
    let mut paths = Paths::new(&version.source, &suite, PathChoice::Auto);
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
        let result = paths
            .localize(session, program, &failing, &ochiai, technique, &config)
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
