//! Localization: discover the tests, build, run; when some fail, collect per-test coverage and
//! rank lines by Ochiai and Tarantula, mapped to IR statements; then run formula-based
//! localization (OFC+CW, [`crate::formula`]) where the program can be encoded.

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
use crate::formula::{formula_suspects, FormulaOptions};
use crate::subject::Subject;

/// How a suspect was found. Formula-based localization (BugAssist) reports through the same type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Technique {
    Ochiai,
    Tarantula,
    /// Formula-based: a statement in a minimal correction set of the failing runs' trace
    /// formulas (the driver runs OFC with clause weighting, see [`crate::formula`]).
    BugAssist,
    /// Forcing the location made a failing test pass (angelic fix localization).
    Angelic,
}

impl Technique {
    /// The name users see, in diagnostics and reports.
    pub fn label(self) -> &'static str {
        match self {
            Technique::Ochiai => "Ochiai",
            Technique::Tarantula => "Tarantula",
            Technique::BugAssist => crate::formula::ENGINE_TECHNIQUE.name(),
            Technique::Angelic => "Angelic",
        }
    }

    /// Whether the score is a spectrum score (and worth printing next to the rank).
    pub fn is_spectrum(self) -> bool {
        matches!(self, Technique::Ochiai | Technique::Tarantula)
    }
}

/// Most formula suspects [`Localization::published`] keeps (the spectrum fills the rest).
pub const MAX_PUBLISHED_FORMULA: usize = 8;

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
    /// Ochiai suspects first (the default ranking), then Tarantula's, then the formula-based
    /// ones (`Technique::BugAssist`) when the formula engine ran.
    pub suspects: Vec<Suspect>,
    /// Why a part of the localization did not run or was cut (e.g. the formula engine cannot
    /// encode pointers), for clients to show.
    pub notes: Vec<String>,
    /// What ran the formula engine's paths (`gdb`: the real program; `interpreter`: the IR
    /// interpreter, where it models the run), when the formula engine ranked.
    pub formula_paths: Option<String>,
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

    /// The ranking to publish: Ochiai's suspects (score > 0) and up to
    /// [`MAX_PUBLISHED_FORMULA`] formula suspects, merged by rank. Each keeps its technique's
    /// own rank; at equal rank the spectrum suspect comes first, so a line both techniques
    /// rank shows twice — the spectrum says how often it ran in failing tests, the formula says
    /// why changing it fixes a failing test.
    pub fn published(&self, limit: usize) -> Vec<Suspect> {
        let mut formula: Vec<&Suspect> = self.by(Technique::BugAssist).collect();
        formula.sort_by_key(|s| s.rank);
        formula.truncate(MAX_PUBLISHED_FORMULA.min(limit));
        let mut spectrum: Vec<&Suspect> = self
            .by(Technique::Ochiai)
            .filter(|s| s.score > 0.0)
            .collect();
        spectrum.sort_by(|a, b| a.rank.cmp(&b.rank).then(b.score.total_cmp(&a.score)));
        spectrum.truncate(limit - formula.len());
        let mut merged: Vec<Suspect> = spectrum.into_iter().chain(formula).cloned().collect();
        // Stable: spectrum before formula at equal rank.
        merged.sort_by_key(|s| s.rank);
        merged
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
/// Formula localization runs with [`FormulaOptions::default`] (z3, 5 s).
pub fn localize_with(
    subject: &Subject,
    suite: TestSuite,
    limits: &RunLimits,
) -> Result<Localization, DriverError> {
    localize_with_options(subject, suite, limits, &FormulaOptions::default())
}

/// [`localize_with`] with explicit formula-localization options.
pub fn localize_with_options(
    subject: &Subject,
    suite: TestSuite,
    limits: &RunLimits,
    formula: &FormulaOptions,
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
            notes: Vec::new(),
            formula_paths: None,
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
    let mut notes = Vec::new();
    let mut formula_paths = None;
    if formula.enabled {
        let failing: Vec<String> = report
            .results
            .iter()
            .filter(|r| !r.outcome.passed())
            .map(|r| r.name.clone())
            .collect();
        match formula_suspects(subject, &suite, &spectra, &failing, formula) {
            Ok(found) => {
                formula_paths = Some(found.paths);
                suspects.extend(found.suspects);
            }
            Err(note) => {
                tracing::debug!(path = %subject.path.display(), "{note}");
                notes.push(note);
            }
        }
    }
    Ok(Localization {
        suite,
        report,
        spectra: Some(spectra),
        suspects,
        notes,
        formula_paths,
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
