//! Formula-based localization (OFC with clause weighting) on top of the spectrum ranking: the
//! failing tests' trace formulas are handed to the engine with the Ochiai scores as clause
//! weights, on a fresh solver process bounded by a time budget.
//!
//! The failing runs and OFC's flipped runs are the real program's, under gdb ([`GdbPaths`]),
//! unless the IR interpreter is an exact stand-in for the program (it models every statement
//! and value: [`interpreter_is_exact`]), which saves starting gdb. The formula encodes
//! integers, characters, Booleans and floats; a program it cannot encode (pointers, arrays,
//! ...) is not an error: the caller keeps the spectrum ranking and a note saying why.

mod gdb_paths;

pub use gdb_paths::GdbPaths;

use std::time::Duration;

use repaird_engine::localize::{
    self as engine, interpreter_is_exact, session_profile, FailingTest, Interpreter,
    LocalizeConfig, OutputCompare, Suspicion,
};
use repaird_runner::coverage::Spectra;
use repaird_runner::{rank, Compare, Formula, TestSuite};
use repaird_solvers::{Profile, Session};

use crate::localize::{Suspect, Technique};
use crate::subject::Subject;

/// The engine technique the driver runs; [`Technique::BugAssist`] suspects come from it.
pub const ENGINE_TECHNIQUE: engine::Technique = engine::Technique::OfcCw;

/// How (and whether) formula-based localization runs after the spectrum ranking.
#[derive(Debug, Clone)]
pub struct FormulaOptions {
    /// Skip the formula engine entirely (spectrum ranking only).
    pub enabled: bool,
    /// A built-in solver profile name (`z3`, `cvc5`, `yices`).
    pub solver: String,
    /// Wall-clock bound for the whole formula localization (solver start included).
    pub budget: Duration,
    /// What runs the failing and flipped paths.
    pub paths: PathChoice,
}

/// What runs the paths of formula localization.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PathChoice {
    /// The interpreter where it is exact, gdb elsewhere.
    #[default]
    Auto,
    /// Always the real program under gdb.
    Gdb,
    /// Always the IR interpreter (programs it does not model are skipped).
    Interpreter,
}

impl PathChoice {
    /// Whether `subject`'s paths run under gdb.
    pub fn uses_gdb(self, subject: &Subject) -> bool {
        match self {
            PathChoice::Auto => !interpreter_is_exact(&subject.program),
            PathChoice::Gdb => true,
            PathChoice::Interpreter => false,
        }
    }
}

/// Budget of one gdb run of a test (forced runs included).
const GDB_RUN_TIMEOUT: Duration = Duration::from_secs(2);

impl Default for FormulaOptions {
    fn default() -> Self {
        FormulaOptions {
            enabled: true,
            solver: "z3".into(),
            budget: Duration::from_secs(5),
            paths: PathChoice::Auto,
        }
    }
}

/// The formula ranking and what ran its paths.
#[derive(Debug, Clone)]
pub struct FormulaRanking {
    pub suspects: Vec<Suspect>,
    /// `gdb` or `interpreter`.
    pub paths: &'static str,
}

/// Runs OFC+CW for the failing tests in `failing` and maps its ranking to driver suspects.
/// `Err` carries a sentence saying why there is no formula ranking.
pub fn formula_suspects(
    subject: &Subject,
    suite: &TestSuite,
    spectra: &Spectra,
    failing: &[String],
    options: &FormulaOptions,
) -> Result<FormulaRanking, String> {
    let tests = failing_tests(suite, failing);
    if tests.is_empty() {
        return Err("formula localization skipped: no failing test has an expected stdout".into());
    }
    let profile = Profile::builtin(&options.solver).ok_or_else(|| {
        format!(
            "formula localization skipped: `{}` is not a built-in solver profile",
            options.solver
        )
    })?;
    let profile = session_profile(&profile);
    let suspicion = Suspicion::new(
        rank(spectra, Formula::Ochiai)
            .into_iter()
            .map(|s| (s.line, s.score)),
    );
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("formula localization skipped: no async runtime: {e}"))?;
    let budget = options.budget;
    let outcome = runtime.block_on(async {
        tokio::time::timeout(budget, async {
            let mut session = Session::spawn(&profile)
                .await
                .map_err(|e| format!("cannot start {}: {e}", profile.name))?;
            let config = LocalizeConfig::default();
            let found = if options.paths.uses_gdb(subject) {
                let mut paths = GdbPaths::launch(subject, suite, GDB_RUN_TIMEOUT).await?;
                engine::localize_with(
                    &mut session,
                    &mut paths,
                    &subject.program,
                    &tests,
                    Some(&suspicion),
                    ENGINE_TECHNIQUE,
                    &config,
                )
                .await
            } else {
                engine::localize_with(
                    &mut session,
                    &mut Interpreter,
                    &subject.program,
                    &tests,
                    Some(&suspicion),
                    ENGINE_TECHNIQUE,
                    &config,
                )
                .await
            };
            found.map_err(|e| e.to_string())
        })
        .await
    });
    let localization = match outcome {
        Ok(Ok(localization)) => localization,
        Ok(Err(why)) => return Err(format!("formula localization skipped: {why}")),
        Err(_) => {
            return Err(format!(
                "formula localization stopped after its {} ms budget",
                budget.as_millis()
            ))
        }
    };
    // One suspect per line (its best statement), ranked among lines like the engine's report.
    let line_ranks = localization.line_ranks();
    let mut suspects = Vec::new();
    for (line, line_rank) in line_ranks {
        let Some(best) = localization
            .ranked
            .iter()
            .find(|s| *s.lines.start() == line)
        else {
            continue;
        };
        suspects.push(Suspect {
            stmts: vec![best.stmt],
            lines: best.lines.clone().collect(),
            range: subject
                .program
                .stmt(best.stmt)
                .map(|st| st.origin.range.clone()),
            rank: line_rank,
            score: best.score,
            technique: Technique::BugAssist,
            explanation: best.explanation.clone(),
            failing_tests: best.tests.clone(),
        });
    }
    Ok(FormulaRanking {
        suspects,
        paths: localization.paths,
    })
}

/// The failing tests with an expected stdout, as the engine needs them.
fn failing_tests(suite: &TestSuite, failing: &[String]) -> Vec<FailingTest> {
    failing
        .iter()
        .filter_map(|name| suite.test(name))
        .filter_map(|t| {
            Some(FailingTest {
                name: t.name.clone(),
                stdin: String::from_utf8_lossy(&t.stdin).into_owned(),
                expected_stdout: t.expect.stdout.clone()?,
                compare: match t.expect.compare {
                    Compare::Exact => OutputCompare::Exact,
                    Compare::Trim => OutputCompare::Trim,
                    Compare::Whitespace => OutputCompare::Whitespace,
                },
            })
        })
        .collect()
}
