//! Formula-based fault localization: BugAssist over trace formulas, clause weighting (CW) and
//! on-demand formula computation (OFC), after Jin & Orso, "Improving Efficiency and Scalability
//! of Formula-based Debugging".
//!
//! # Layout
//! - [`terms`]: IR expressions as SMT-LIB terms (integers are SMT `Int`; see there why).
//! - [`expect`]: aligning a path's `printf` formats with a test's expected stdout.
//! - [`formula`]: a failing path (and, for OFC, more paths of the same input) in SSA.
//! - `search`: one test: minimal correction sets (CoMSS) by MaxSMT, OFC's branch flipping.
//! - `rank`: scores per test, then several failing tests intersected and ranked by mean rank.
//! - [`weights`]: CW weights `1/Ochiai` from the passing tests' spectra.
//!
//! # Use
//! The caller brings the program's IR, the failing tests (stdin and expected stdout), the line
//! suspiciousness of a spectrum formula (for CW) and a warm solver [`Session`]; [`localize`]
//! returns plain data ([`Localization`]) that the server turns into diagnostics. The engine does
//! no IO: paths come from a [`PathSource`] — the concrete IR interpreter ([`Interpreter`],
//! exact only for programs it models completely, see [`interpreter_is_exact`]) or the real
//! program run by the caller under gdb with the branch forced there, handed back as the
//! decisions it observed ([`ObservedPath`], replayed over the IR by `replay`).

pub mod expect;
pub mod formula;
mod hijack;
mod input;
pub mod paths;
mod rank;
pub mod replay;
mod search;
pub mod terms;
pub mod weights;

pub use expect::OutputCompare;
pub use formula::{Decision, EncodeError, TraceFormula};
pub use paths::{interpreter_is_exact, Execution, Interpreter, InterpreterOr, PathSource};
pub use replay::{ObservedPath, ScalarValue};
pub use weights::Suspicion;

use repaird_cfront::ir::{Program, StmtId};
use repaird_solvers::{Profile, Session, SolverError};
use std::ops::RangeInclusive;
use std::time::{Duration, Instant};

/// Which formula-based technique.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Technique {
    /// The failing trace's formula, unit weights.
    BugAssist,
    /// The failing trace's formula, clause weights `1/Ochiai`.
    BugAssistCw,
    /// On-demand formula computation: flip branches that appear in a CoMSS, extend the formula.
    Ofc,
    OfcCw,
}

impl Technique {
    pub const ALL: [Technique; 4] = [
        Technique::BugAssist,
        Technique::BugAssistCw,
        Technique::Ofc,
        Technique::OfcCw,
    ];

    pub fn weighted(self) -> bool {
        matches!(self, Technique::BugAssistCw | Technique::OfcCw)
    }

    pub fn on_demand(self) -> bool {
        matches!(self, Technique::Ofc | Technique::OfcCw)
    }

    pub fn name(self) -> &'static str {
        match self {
            Technique::BugAssist => "BugAssist",
            Technique::BugAssistCw => "BugAssist+CW",
            Technique::Ofc => "OFC",
            Technique::OfcCw => "OFC+CW",
        }
    }
}

/// A failing test as the engine needs it.
#[derive(Clone, Debug)]
pub struct FailingTest {
    pub name: String,
    pub stdin: String,
    pub expected_stdout: String,
    pub compare: OutputCompare,
}

#[derive(Clone, Debug)]
pub struct LocalizeConfig {
    /// Largest correction set enumerated (statements changed together).
    pub max_mcs_size: usize,
    /// Most correction sets enumerated per test (and per OFC round).
    pub max_mcs: usize,
    /// Most branches OFC flips per test.
    pub max_flips: usize,
    /// Interpreter step budget per run.
    pub step_budget: usize,
}

impl Default for LocalizeConfig {
    fn default() -> Self {
        LocalizeConfig {
            max_mcs_size: 3,
            max_mcs: 16,
            max_flips: 8,
            step_budget: 20_000,
        }
    }
}

/// One suspicious statement.
#[derive(Clone, Debug, PartialEq)]
pub struct Suspect {
    pub stmt: StmtId,
    /// Lines of the C statement it belongs to.
    pub lines: RangeInclusive<u32>,
    /// 1-based; ties share the worst-case position.
    pub rank: usize,
    pub score: f64,
    pub technique: Technique,
    /// A sentence for a diagnostic.
    pub explanation: String,
    /// The failing tests whose reports contain it.
    pub tests: Vec<String>,
}

/// A minimal correction set of one test, as statements (instances merged).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct CorrectionSet {
    pub test: String,
    pub stmts: Vec<StmtId>,
    /// Total weight of the dropped clauses.
    pub cost: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkippedTest {
    pub name: String,
    pub reason: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Localization {
    /// Most suspicious first.
    pub ranked: Vec<Suspect>,
    /// The final correction sets of every test, cheapest first per test.
    pub correction_sets: Vec<CorrectionSet>,
    /// MaxSMT optimizations run.
    pub solver_calls: usize,
    /// Correction sets found over all tests and rounds.
    pub mcs_count: usize,
    /// Paths added by OFC beyond the failing ones.
    pub explored_paths: usize,
    /// Some enumeration stopped at `max_mcs` sets (larger sets may be missing).
    pub truncated: bool,
    pub skipped: Vec<SkippedTest>,
    pub elapsed: Duration,
    /// What ran the paths ([`PathSource::name`]).
    pub paths: String,
}

impl Localization {
    /// Source lines in report order, each ranked by its best statement (ties share the
    /// worst-case position among lines).
    pub fn line_ranks(&self) -> Vec<(u32, usize)> {
        let mut lines: Vec<(u32, usize)> = Vec::new();
        for s in &self.ranked {
            let line = *s.lines.start();
            if !lines.iter().any(|(l, _)| *l == line) {
                lines.push((line, s.rank));
            }
        }
        let ranks = rank::worst_case(&lines, |a, b| a.1 == b.1);
        lines.iter().zip(ranks).map(|((l, _), r)| (*l, r)).collect()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum LocalizeError {
    #[error("no failing test could be encoded: {0}")]
    NothingToLocalize(String),
    #[error(transparent)]
    Solver(#[from] SolverError),
}

/// The logic trace formulas live in: quantifier-free integer and real arithmetic over
/// Booleans (nonlinear only where the program multiplies or divides two variables; reals only
/// where it computes with `float`/`double`).
pub const LOGIC: &str = "QF_NIRA";

/// `profile` for localization sessions: told [`LOGIC`] where the profile has a dedicated
/// procedure for it (cvc5 1.0.3 under `ALL` spends seconds on the cardinality constraints of
/// MaxSMT that it decides in milliseconds under `QF_NIRA`; yices's nonlinear solver has no
/// assumptions, so it keeps `ALL`).
pub fn session_profile(profile: &Profile) -> Profile {
    profile.for_logic(LOGIC)
}

/// Localizes the fault that makes `tests` fail, with paths from the interpreter.
/// `suspicion` is required by the weighted techniques (without it they run unweighted).
pub async fn localize(
    session: &mut Session,
    program: &Program,
    tests: &[FailingTest],
    suspicion: Option<&Suspicion>,
    technique: Technique,
    config: &LocalizeConfig,
) -> Result<Localization, LocalizeError> {
    localize_with(
        session,
        &mut Interpreter,
        program,
        tests,
        suspicion,
        technique,
        config,
    )
    .await
}

/// [`localize`] with the paths (the failing runs and OFC's flipped ones) from `source`.
pub async fn localize_with<S: PathSource>(
    session: &mut Session,
    source: &mut S,
    program: &Program,
    tests: &[FailingTest],
    suspicion: Option<&Suspicion>,
    technique: Technique,
    config: &LocalizeConfig,
) -> Result<Localization, LocalizeError> {
    let started = Instant::now();
    let weights = match (technique.weighted(), suspicion) {
        (true, Some(s)) => weights::Weights::from_suspicion(program, s),
        _ => weights::Weights::unit(),
    };
    let mut reports = Vec::new();
    let mut skipped = Vec::new();
    let mut stats = search::Stats::default();
    for test in tests {
        match search::localize_test(
            session, source, program, test, &weights, technique, config, &mut stats,
        )
        .await?
        {
            Ok(report) => reports.push(report),
            Err(reason) => skipped.push(SkippedTest {
                name: test.name.clone(),
                reason,
            }),
        }
    }
    if reports.is_empty() {
        let why = skipped
            .iter()
            .map(|s| format!("test `{}`: {}", s.name, s.reason))
            .collect::<Vec<_>>()
            .join("; ");
        return Err(LocalizeError::NothingToLocalize(if why.is_empty() {
            "no failing tests were given".into()
        } else {
            why
        }));
    }
    let ranked = rank::combine(program, &reports, technique);
    let correction_sets = reports
        .iter()
        .flat_map(|r| {
            r.mcs.iter().filter(|m| !m.members.is_empty()).map(|m| {
                let mut stmts: Vec<StmtId> = m
                    .members
                    .iter()
                    .filter_map(|sel| r.softs.get(sel).map(|o| o.stmt))
                    .collect();
                stmts.sort();
                stmts.dedup();
                CorrectionSet {
                    test: r.test.clone(),
                    stmts,
                    cost: m.cost,
                }
            })
        })
        .collect();
    Ok(Localization {
        ranked,
        correction_sets,
        solver_calls: stats.solver_calls,
        mcs_count: stats.mcs_count,
        explored_paths: stats.explored_paths,
        truncated: stats.truncated,
        skipped,
        elapsed: started.elapsed(),
        paths: source.name(),
    })
}
