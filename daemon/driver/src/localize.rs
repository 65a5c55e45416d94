//! Spectrum-based localization: discover the tests, build, run; when some fail, collect
//! per-test coverage and rank lines by Ochiai and Tarantula, mapped to IR statements.

use std::path::Path;

use repaird_cfront::ir::SourceRange;
use repaird_cfront::StmtId;
use repaird_runner::coverage::Spectra;
use repaird_runner::{
    collect_coverage, rank, run_suite, Build, BuildOptions, Formula, RunLimits, SuiteReport,
    TestSuite,
};
use serde::Serialize;

use crate::error::DriverError;
use crate::subject::Subject;

/// How a suspect was found. Formula-based localization (BugAssist) reports through the same type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Technique {
    Ochiai,
    Tarantula,
    /// A minimal correction set of the failing run's trace formula.
    BugAssist,
    /// Forcing the location made a failing test pass (angelic fix localization).
    Angelic,
}

/// A suspicious statement (or group of statements on one line).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Suspect {
    /// IR statements starting on `lines` (empty when the line holds no modeled statement).
    pub stmts: Vec<StmtId>,
    /// Original lines, ascending.
    pub lines: Vec<u32>,
    /// The text range of the first statement, when known.
    pub range: Option<SourceRange>,
    /// 1-based; ties share the worst-case rank.
    pub rank: usize,
    pub score: f64,
    pub technique: Technique,
    pub explanation: String,
    /// Failing tests that executed the location.
    pub failing_tests: Vec<String>,
}

/// Everything localization learned; repair reuses the spectra.
#[derive(Debug, Clone)]
pub struct Localization {
    pub suite: TestSuite,
    pub report: SuiteReport,
    /// `None` when every test passed (nothing to localize).
    pub spectra: Option<Spectra>,
    /// Ochiai suspects first (the default ranking), then Tarantula's.
    pub suspects: Vec<Suspect>,
}

impl Localization {
    pub fn failing_tests(&self) -> Vec<String> {
        self.report
            .results
            .iter()
            .filter(|r| !r.outcome.passed())
            .map(|r| r.name.clone())
            .collect()
    }

    /// Suspects by one technique, best first.
    pub fn by(&self, technique: Technique) -> impl Iterator<Item = &Suspect> {
        self.suspects
            .iter()
            .filter(move |s| s.technique == technique)
    }

    /// The Ochiai score of `line` (0 when it was never executed by a failing test).
    pub fn score_of_line(&self, line: u32) -> f64 {
        self.by(Technique::Ochiai)
            .find(|s| s.lines.contains(&line))
            .map_or(0.0, |s| s.score)
    }
}

/// Runs the localization pipeline on `source` with the tests `TestSuite::discover` finds.
pub fn localize(source: &Path, limits: &RunLimits) -> Result<Localization, DriverError> {
    let suite = TestSuite::discover(source)?;
    let subject = Subject::load(source)?;
    localize_with(&subject, suite, limits)
}

/// Localization over an already parsed program and loaded suite.
pub fn localize_with(
    subject: &Subject,
    suite: TestSuite,
    limits: &RunLimits,
) -> Result<Localization, DriverError> {
    if suite.tests.is_empty() {
        return Err(DriverError::NoTests);
    }
    let executable = Build::compile(&subject.path, &BuildOptions::new(suite.build.clone()))?;
    let report = run_suite(&executable, &suite, limits);
    if report.all_passed() {
        return Ok(Localization {
            suite,
            report,
            spectra: None,
            suspects: Vec::new(),
        });
    }
    let spectra = collect_coverage(&subject.path, &suite, limits)?;
    let mut suspects = suspects_from(subject, &spectra, Formula::Ochiai, Technique::Ochiai);
    suspects.extend(suspects_from(
        subject,
        &spectra,
        Formula::Tarantula,
        Technique::Tarantula,
    ));
    Ok(Localization {
        suite,
        report,
        spectra: Some(spectra),
        suspects,
    })
}

/// Lines executed by at least one failing test, ranked by `formula`, as suspects.
pub fn suspects_from(
    subject: &Subject,
    spectra: &Spectra,
    formula: Formula,
    technique: Technique,
) -> Vec<Suspect> {
    let failing: Vec<_> = spectra
        .tests
        .iter()
        .filter(|t| !t.passed && t.has_coverage)
        .collect();
    rank(spectra, formula)
        .into_iter()
        .filter(|score| score.counts.failed_executing > 0)
        .map(|score| {
            let stmts = subject.stmts_at(score.line).to_vec();
            let range = stmts
                .first()
                .and_then(|id| subject.program.stmt(*id))
                .map(|s| s.origin.range.clone());
            let c = score.counts;
            Suspect {
                stmts,
                lines: vec![score.line],
                range,
                rank: score.rank,
                score: score.score,
                technique,
                explanation: format!(
                    "line {} runs in {} of {} failing tests and {} of {} passing tests ({technique:?} {:.2})",
                    score.line,
                    c.failed_executing,
                    c.failed_executing + c.failed_not_executing,
                    c.passed_executing,
                    c.passed_executing + c.passed_not_executing,
                    score.score
                ),
                failing_tests: failing
                    .iter()
                    .filter(|t| t.lines.contains(&score.line))
                    .map(|t| t.name.clone())
                    .collect(),
            }
        })
        .collect()
}
