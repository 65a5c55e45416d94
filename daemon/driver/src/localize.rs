//! Localization: discover the tests, build, run; when some fail, collect per-test coverage and
//! rank lines by Ochiai and Tarantula, mapped to IR statements; then run formula-based
//! localization (OFC+CW, [`crate::formula`]) where the program can be encoded.

use std::path::Path;
use std::time::Duration;

use repaird_cfront::ir::SourceRange;
use repaird_cfront::StmtId;
use repaird_runner::coverage::Spectra;
use repaird_runner::{
    collect_coverage, rank, run_suite, Build, BuildOptions, Formula, Outcome, RunLimits,
    SuiteReport, TestSuite,
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

/// The published order of any ranked items (`key`: rank and score): the `spectrum` ones with
/// a score above 0 and up to [`MAX_PUBLISHED_FORMULA`] `formula` ones, at most `limit` in all,
/// merged by rank. Each keeps its technique's own rank; at equal rank the spectrum item comes
/// first, so a line both techniques rank shows twice — the spectrum says how often it ran in
/// failing tests, the formula says why changing it fixes a failing test. Benchmarks measure
/// this order as a reader meets it.
pub fn merge_published<T>(
    spectrum: Vec<T>,
    mut formula: Vec<T>,
    limit: usize,
    key: impl Fn(&T) -> (usize, f64),
) -> Vec<T> {
    formula.sort_by_key(|s| key(s).0);
    formula.truncate(MAX_PUBLISHED_FORMULA.min(limit));
    let mut spectrum: Vec<T> = spectrum.into_iter().filter(|s| key(s).1 > 0.0).collect();
    spectrum.sort_by(|a, b| {
        let (a, b) = (key(a), key(b));
        a.0.cmp(&b.0).then(b.1.total_cmp(&a.1))
    });
    spectrum.truncate(limit - formula.len());
    let mut merged: Vec<T> = spectrum.into_iter().chain(formula).collect();
    // Stable: spectrum before formula at equal rank.
    merged.sort_by_key(|s| key(s).0);
    merged
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
    /// [`MAX_PUBLISHED_FORMULA`] formula suspects, merged by rank (see [`merge_published`]).
    pub fn published(&self, limit: usize) -> Vec<Suspect> {
        merge_published(
            self.by(Technique::Ochiai).cloned().collect(),
            self.by(Technique::BugAssist).cloned().collect(),
            limit,
            |s| (s.rank, s.score),
        )
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
    let spectra = collect_coverage(
        &subject.path,
        &hangs_cut_short(&suite, &report, limits),
        limits,
    )?;
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

/// How long a run of the program, or of a candidate repair of it, may take: 10x the slowest
/// test of `report` that ended (a loaded machine gets at least `FLOOR`), within `limits`. A
/// test the bug makes hang ran to the limit and says nothing of how long one should take.
pub(crate) fn ended_run_limit(report: &SuiteReport, limits: &RunLimits) -> Duration {
    const FLOOR: Duration = Duration::from_millis(500);
    (slowest_ended(report) * 10).max(FLOOR).min(limits.timeout)
}

/// How much CPU time a candidate's test may spend: 10x the slowest test of `report` that
/// ended (its wall clock bounds its CPU time), at least `FLOOR`. Unlike the wall-clock limit
/// this needs no room for a loaded machine, so a candidate that keeps the bug's endless loop
/// (most of them, when the bug hangs) fails after tens of milliseconds instead of half a second.
pub(crate) fn ended_cpu_budget(report: &SuiteReport) -> Duration {
    const FLOOR: Duration = Duration::from_millis(50);
    (slowest_ended(report) * 10).max(FLOOR)
}

fn slowest_ended(report: &SuiteReport) -> Duration {
    report
        .results
        .iter()
        .filter(|r| !matches!(r.outcome, Outcome::Timeout { .. }))
        .map(|r| r.duration)
        .max()
        .unwrap_or_default()
}

/// `suite` with the tests that ran out of time in `report` given [`ended_run_limit`]: their
/// coverage run would hang as long again, and what a hang executes it executes early.
fn hangs_cut_short(suite: &TestSuite, report: &SuiteReport, limits: &RunLimits) -> TestSuite {
    let short = ended_run_limit(report, limits);
    let mut cut = suite.clone();
    for (test, result) in cut.tests.iter_mut().zip(&report.results) {
        if matches!(result.outcome, Outcome::Timeout { .. }) {
            test.timeout = Some(test.timeout.map_or(short, |own| own.min(short)));
        }
    }
    cut
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

#[cfg(test)]
mod tests {
    use super::{merge_published, MAX_PUBLISHED_FORMULA};

    /// (line, rank, score) items.
    fn key(item: &(u32, usize, f64)) -> (usize, f64) {
        (item.1, item.2)
    }

    #[test]
    fn published_order_merges_by_rank_spectrum_first_at_a_tie() {
        let spectrum = vec![(7, 2, 0.5), (3, 1, 0.9), (9, 3, 0.0)];
        let formula = vec![(12, 2, 1.0), (4, 1, 1.0)];
        let lines: Vec<u32> = merge_published(spectrum, formula, usize::MAX, key)
            .iter()
            .map(|i| i.0)
            .collect();
        // Line 9 never ran in a failing test (score 0) and is not published.
        assert_eq!(lines, [3, 4, 7, 12]);
    }

    #[test]
    fn published_order_caps_formula_items_and_fills_up_to_the_limit_with_the_spectrum() {
        let formula: Vec<_> = (0..20).map(|i| (100 + i, i as usize + 1, 1.0)).collect();
        let spectrum: Vec<_> = (0..20).map(|i| (i, i as usize + 1, 1.0)).collect();
        let merged = merge_published(spectrum, formula, 12, key);
        assert_eq!(merged.len(), 12);
        let formula_items = merged.iter().filter(|i| i.0 >= 100).count();
        assert_eq!(formula_items, MAX_PUBLISHED_FORMULA);
        assert!(merged.windows(2).all(|w| w[0].1 <= w[1].1));
    }
}
