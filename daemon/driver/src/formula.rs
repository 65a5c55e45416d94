//! Formula-based localization (OFC with clause weighting) on top of the spectrum ranking: the
//! failing tests' trace formulas are handed to the engine with the Ochiai scores as clause
//! weights, on a fresh solver process bounded by a time budget.
//!
//! The failing runs and OFC's flipped runs are the real program's, under gdb ([`GdbPaths`]),
//! unless the IR interpreter is an exact stand-in for a test's failing run (it models every
//! statement and value the run touches), which saves starting gdb ([`InterpreterOr`]). The formula encodes
//! integers, characters, Booleans and floats; a program it cannot encode (pointers, arrays,
//! ...) is not an error: the caller keeps the spectrum ranking and a note saying why.

mod gdb_paths;

pub use gdb_paths::GdbPaths;

use std::time::Duration;

use repaird_engine::localize::{
    self as engine, session_profile, FailingTest, Interpreter, InterpreterOr, LocalizeConfig,
    OutputCompare, Suspicion,
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
    /// The interpreter for the tests whose failing run it models, gdb for the others.
    #[default]
    Auto,
    /// Always the real program under gdb.
    Gdb,
    /// Always the IR interpreter (runs it does not model are skipped).
    Interpreter,
}

/// Formula localization with paths as `choice` says (gdb started only if a test needs it).
#[allow(clippy::too_many_arguments)]
pub async fn localize_paths(
    choice: PathChoice,
    gdb: &mut GdbPaths,
    session: &mut Session,
    program: &repaird_cfront::ir::Program,
    tests: &[FailingTest],
    suspicion: &Suspicion,
    technique: engine::Technique,
    config: &LocalizeConfig,
) -> Result<engine::Localization, engine::LocalizeError> {
    let suspicion = Some(suspicion);
    match choice {
        PathChoice::Auto => {
            let mut source = InterpreterOr::new(gdb);
            engine::localize_with(
                session,
                &mut source,
                program,
                tests,
                suspicion,
                technique,
                config,
            )
            .await
        }
        PathChoice::Gdb => {
            engine::localize_with(session, gdb, program, tests, suspicion, technique, config).await
        }
        PathChoice::Interpreter => {
            engine::localize_with(
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
    /// `gdb`, `interpreter`, or both (see [`engine::PathSource::name`]).
    pub paths: String,
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
            let mut gdb = GdbPaths::new(subject, suite, GDB_RUN_TIMEOUT);
            localize_paths(
                options.paths,
                &mut gdb,
                &mut session,
                &subject.program,
                &tests,
                &suspicion,
                ENGINE_TECHNIQUE,
                &LocalizeConfig::default(),
            )
            .await
            .map_err(|e| e.to_string())
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
