//! The search driver: contradiction check, enumerative pre-pass, then one solver query per
//! library in [`SCHEDULE`] until one is satisfiable.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use repaird_solvers::{SatResult, Session, SolverError, Value as SolverValue};
use thiserror::Error;

use super::encoding::{encode, is_useful, Encoding};
use super::expr::Expr;
use super::inputs::Leaves;
use super::library::{Level, Library, SCHEDULE};
use super::prepass::first_consistent;
use super::problem::{LocationId, ProblemError, SynthesisProblem};
use super::readback::{expression, ModelValue};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SynthesisOptions {
    /// Try the enumerative level-1 pass before any solver query.
    pub prepass: bool,
    /// The highest level to query.
    pub max_level: Level,
    /// Deadline of each solver call.
    pub query_timeout: Duration,
}

impl Default for SynthesisOptions {
    fn default() -> SynthesisOptions {
        SynthesisOptions {
            prepass: true,
            max_level: Level::Arithmetic,
            query_timeout: Duration::from_secs(5),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FoundBy {
    Prepass,
    Solver,
}

/// A synthesized condition, already checked against every observation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condition {
    pub expr: Expr,
    /// The C text, e.g. `a >= b && c != 0`.
    pub c_text: String,
    pub level: Level,
    pub found_by: FoundBy,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AttemptOutcome {
    /// A condition was found with this library.
    Found,
    /// The solver proved no condition built from this library fits.
    Refuted,
    /// The solver gave up (its reason).
    Unknown(String),
    /// The query hit [`SynthesisOptions::query_timeout`].
    TimedOut,
}

/// One solver query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    pub level: Level,
    pub library: Library,
    pub outcome: AttemptOutcome,
    pub elapsed: Duration,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SynthesisReport {
    pub location: LocationId,
    pub condition: Option<Condition>,
    /// Two observations with equal values and different oracles, when there are such.
    pub contradiction: Option<(usize, usize)>,
    /// How many level-1 candidates the pre-pass evaluated.
    pub prepass_candidates: u32,
    /// The solver queries, in order.
    pub attempts: Vec<Attempt>,
    /// `check-sat` calls made (one per attempt).
    pub solver_calls: u32,
}

impl SynthesisReport {
    /// The levels searched (by the pre-pass or the solver), without repeats.
    pub fn levels_tried(&self) -> Vec<Level> {
        let enumerated = (self.prepass_candidates > 0).then_some(Level::Comparison);
        let solved = self.attempts.iter().map(|a| a.level);
        let mut levels: Vec<Level> = enumerated.into_iter().chain(solved).collect();
        levels.dedup();
        levels
    }
}

#[derive(Debug, Error)]
pub enum SynthesisError {
    #[error(transparent)]
    Problem(#[from] ProblemError),
    #[error("solver failed during synthesis: {0}")]
    Solver(#[from] SolverError),
    #[error("the solver's model cannot be read as a condition: {0}")]
    Model(String),
    #[error("synthesized `{condition}` does not give the oracle value in observation {observation}: {detail}")]
    Unverified {
        condition: String,
        observation: usize,
        detail: String,
    },
}

/// The enumerative pass alone, without a solver: the first level-1 condition that fits, if any.
pub fn prepass(problem: &SynthesisProblem) -> Result<Option<Condition>, SynthesisError> {
    problem.validate()?;
    if problem.contradiction().is_some() {
        return Ok(None);
    }
    let (found, _) = first_consistent(problem, &Leaves::of(problem));
    found
        .map(|expr| verified(problem, expr, Level::Comparison, FoundBy::Prepass))
        .transpose()
}

/// Synthesizes the simplest condition consistent with every observation of `problem`.
pub async fn synthesize(
    session: &mut Session,
    problem: &SynthesisProblem,
    options: &SynthesisOptions,
) -> Result<SynthesisReport, SynthesisError> {
    problem.validate()?;
    let mut report = SynthesisReport {
        location: problem.location.clone(),
        condition: None,
        contradiction: problem.contradiction(),
        prepass_candidates: 0,
        attempts: Vec::new(),
        solver_calls: 0,
    };
    if report.contradiction.is_some() {
        return Ok(report);
    }
    let leaves = Leaves::of(problem);
    if options.prepass {
        let (found, tried) = first_consistent(problem, &leaves);
        report.prepass_candidates = tried;
        if let Some(expr) = found {
            report.condition = Some(verified(
                problem,
                expr,
                Level::Comparison,
                FoundBy::Prepass,
            )?);
            return Ok(report);
        }
    }

    let previous_timeout = session.timeout();
    session.set_timeout(options.query_timeout);
    let searched = search_levels(session, problem, &leaves, options, &mut report).await;
    session.set_timeout(previous_timeout);
    searched?;
    Ok(report)
}

/// Queries the libraries of [`SCHEDULE`] in order until one yields a condition.
async fn search_levels(
    session: &mut Session,
    problem: &SynthesisProblem,
    leaves: &Leaves,
    options: &SynthesisOptions,
    report: &mut SynthesisReport,
) -> Result<(), SynthesisError> {
    for (level, library) in SCHEDULE {
        // The pre-pass enumerates exactly the level-1 space, so a failed pre-pass refutes it.
        let enumerated = options.prepass && level == Level::Comparison;
        if level > options.max_level || enumerated || !is_useful(leaves, &library) {
            continue;
        }
        let encoding = encode(leaves, &library, &problem.observations);
        let started = Instant::now();
        report.solver_calls += 1;
        let answer = query(session, leaves, &encoding).await?;
        let (outcome, found) = match answer {
            Answer::Found(expr) => (AttemptOutcome::Found, Some(expr)),
            Answer::Refuted => (AttemptOutcome::Refuted, None),
            Answer::Unknown(reason) => (AttemptOutcome::Unknown(reason), None),
            Answer::TimedOut => (AttemptOutcome::TimedOut, None),
        };
        report.attempts.push(Attempt {
            level,
            library,
            outcome,
            elapsed: started.elapsed(),
        });
        if let Some(expr) = found {
            report.condition = Some(verified(problem, expr, level, FoundBy::Solver)?);
            return Ok(());
        }
    }
    Ok(())
}

enum Answer {
    Found(Expr),
    Refuted,
    Unknown(String),
    TimedOut,
}

/// Runs one query in its own scope, so the session is left as it was found.
async fn query(
    session: &mut Session,
    leaves: &Leaves,
    encoding: &Encoding,
) -> Result<Answer, SynthesisError> {
    session.push(1).await?;
    let answer = query_in_scope(session, leaves, encoding).await;
    let popped = session.pop(1).await;
    let answer = answer?;
    popped?;
    Ok(answer)
}

async fn query_in_scope(
    session: &mut Session,
    leaves: &Leaves,
    encoding: &Encoding,
) -> Result<Answer, SynthesisError> {
    for (name, sort) in &encoding.declarations {
        session.declare_const(name, sort).await?;
    }
    for assertion in &encoding.assertions {
        session.assert(assertion).await?;
    }
    match session.check().await {
        Ok(SatResult::Sat) => {}
        Ok(SatResult::Unsat) => return Ok(Answer::Refuted),
        Ok(SatResult::Unknown(reason)) => return Ok(Answer::Unknown(reason)),
        Err(SolverError::Timeout { .. }) => return Ok(Answer::TimedOut),
        Err(other) => return Err(other.into()),
    }
    let names: Vec<&str> = encoding.structure.iter().map(String::as_str).collect();
    let mut model = BTreeMap::new();
    for (name, value) in session.get_values(&names).await? {
        let value = match value {
            SolverValue::Int(v) => ModelValue::Int(v),
            SolverValue::Bool(b) => ModelValue::Bool(b),
            other => return Err(SynthesisError::Model(format!("`{name}` = {other:?}"))),
        };
        model.insert(name, value);
    }
    expression(leaves, encoding, &model)
        .map(Answer::Found)
        .map_err(SynthesisError::Model)
}

/// Checks `expr` on every observation with the C evaluator; the solver is not trusted blindly.
fn verified(
    problem: &SynthesisProblem,
    expr: Expr,
    level: Level,
    found_by: FoundBy,
) -> Result<Condition, SynthesisError> {
    for (index, observation) in problem.observations.iter().enumerate() {
        let detail = match expr.eval_bool(&observation.values) {
            Ok(value) if value == observation.oracle => continue,
            Ok(value) => format!("it is {value}, the oracle is {}", observation.oracle),
            Err(error) => error.to_string(),
        };
        return Err(SynthesisError::Unverified {
            condition: expr.to_c(),
            observation: index,
            detail,
        });
    }
    Ok(Condition {
        c_text: expr.to_c(),
        expr,
        level,
        found_by,
    })
}
