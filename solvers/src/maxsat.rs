//! MaxSMT on every backend: the minimum-weight set of soft constraints to drop so
//! the hard assertions of the session plus the remaining soft ones are satisfiable.
//!
//! z3 (profiles declaring `assert_soft`) optimizes natively; the dropped softs are
//! read with `get-value` on the soft terms. Elsewhere a core-guided weighted loop
//! (WPM1, the weighted Fu-Malik algorithm) runs over assumption literals: each soft
//! gets an indicator `a ⇒ term`; an unsat core over the indicators costs its minimum
//! weight, its clauses are split to that weight and relaxed with fresh variables of
//! which at most one may be true; the first satisfiable round is an optimum.
//! Assumptions use `check-sat-assuming` + `get-unsat-assumptions`, or, where a
//! solver cannot combine them with cores (yices), named assertions in a scratch scope.

use std::collections::HashSet;

use crate::session::shorten;
use crate::{SatResult, Session, SolverError, Value};

/// One soft constraint. Weights are positive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Soft {
    pub name: String,
    pub term: String,
    pub weight: u64,
}

impl Soft {
    pub fn new(name: impl Into<String>, term: impl Into<String>, weight: u64) -> Soft {
        Soft {
            name: name.into(),
            term: term.into(),
            weight,
        }
    }
}

/// An optimum: the names of the dropped softs (a minimum-weight correction set,
/// in input order) and their total weight.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MaxSatAnswer {
    pub dropped: Vec<String>,
    pub cost: u64,
}

/// Solves MaxSMT over the session's current assertions; `None` = the hard part is unsat.
/// The session's stack is left as it was.
pub async fn max_sat(
    session: &mut Session,
    soft: &[Soft],
) -> Result<Option<MaxSatAnswer>, SolverError> {
    if session.profile().capabilities.assert_soft {
        let depth = open_scope(session).await?;
        let result = native(session, soft).await;
        close_scope(session, depth, result).await
    } else {
        max_sat_core_guided(session, soft).await
    }
}

/// The core-guided loop, on any backend with assumptions or named cores.
pub async fn max_sat_core_guided(
    session: &mut Session,
    soft: &[Soft],
) -> Result<Option<MaxSatAnswer>, SolverError> {
    let depth = open_scope(session).await?;
    let result = core_guided(session, soft).await;
    close_scope(session, depth, result).await
}

/// Minimal correction sets, cheapest first: each found set is blocked (at least one
/// of its softs must hold) and the optimum is searched again. Sets larger than
/// `max_size` are excluded by a cardinality bound; at most `limit` are returned.
/// If all softs can hold together, the only correction set is the empty one.
pub async fn enumerate_mcs(
    session: &mut Session,
    soft: &[Soft],
    max_size: usize,
    limit: usize,
) -> Result<Vec<Vec<String>>, SolverError> {
    let depth = open_scope(session).await?;
    let result = enumerate(session, soft, max_size, limit).await;
    close_scope(session, depth, result).await
}

async fn enumerate(
    session: &mut Session,
    soft: &[Soft],
    max_size: usize,
    limit: usize,
) -> Result<Vec<Vec<String>>, SolverError> {
    validate(soft)?;
    if max_size < soft.len() {
        let dropped: Vec<String> = soft
            .iter()
            .map(|s| format!("(ite {} 0 1)", s.term))
            .collect();
        session
            .assert(&format!("(<= {} {max_size})", sum(&dropped)))
            .await?;
    }
    let mut found = Vec::new();
    while found.len() < limit {
        let Some(answer) = max_sat(session, soft).await? else {
            break;
        };
        if answer.dropped.is_empty() {
            found.push(answer.dropped);
            break;
        }
        let keep_one: Vec<&str> = soft
            .iter()
            .filter(|s| answer.dropped.contains(&s.name))
            .map(|s| s.term.as_str())
            .collect();
        session
            .assert(&format!("(or {} false)", keep_one.join(" ")))
            .await?;
        found.push(answer.dropped);
    }
    Ok(found)
}

async fn native(session: &mut Session, soft: &[Soft]) -> Result<Option<MaxSatAnswer>, SolverError> {
    validate(soft)?;
    for s in soft {
        session
            .assert_soft(&s.term, s.weight, "repaird_maxsmt")
            .await?;
    }
    match session.check().await? {
        SatResult::Unsat => Ok(None),
        SatResult::Unknown(reason) => Err(unknown(session, reason)),
        SatResult::Sat => read_answer(session, soft).await.map(Some),
    }
}

/// A soft clause of the working formula: a (possibly relaxed) copy of an input soft.
struct Clause {
    term: String,
    weight: u64,
    indicator: String,
}

async fn core_guided(
    session: &mut Session,
    soft: &[Soft],
) -> Result<Option<MaxSatAnswer>, SolverError> {
    validate(soft)?;
    let mut fresh = 0usize;
    let mut clauses = Vec::with_capacity(soft.len());
    for s in soft {
        clauses.push(new_clause(session, &mut fresh, s.term.clone(), s.weight).await?);
    }
    loop {
        let indicators: Vec<&str> = clauses.iter().map(|c| c.indicator.as_str()).collect();
        let Some(core) = assumption_core(session, &indicators).await? else {
            return read_answer(session, soft).await.map(Some);
        };
        if core.is_empty() {
            return Ok(None);
        }
        let floor = core
            .iter()
            .map(|&k| clauses[k].weight)
            .min()
            .expect("non-empty");
        let mut relaxers = Vec::with_capacity(core.len());
        for &k in &core {
            if clauses[k].weight > floor {
                let rest = clauses[k].weight - floor;
                let copy = new_clause(session, &mut fresh, clauses[k].term.clone(), rest).await?;
                clauses.push(copy);
            }
            fresh += 1;
            let relaxer = format!("repaird_ms_r{fresh}");
            session.declare_const(&relaxer, "Bool").await?;
            let relaxed = format!("(or {} {relaxer})", clauses[k].term);
            clauses[k] = new_clause(session, &mut fresh, relaxed, floor).await?;
            relaxers.push(format!("(ite {relaxer} 1 0)"));
        }
        session
            .assert(&format!("(<= {} 1)", sum(&relaxers)))
            .await?;
    }
}

async fn new_clause(
    session: &mut Session,
    fresh: &mut usize,
    term: String,
    weight: u64,
) -> Result<Clause, SolverError> {
    *fresh += 1;
    let indicator = format!("repaird_ms_a{fresh}");
    session.declare_const(&indicator, "Bool").await?;
    session.assert(&format!("(=> {indicator} {term})")).await?;
    Ok(Clause {
        term,
        weight,
        indicator,
    })
}

/// Checks under `indicators`: `None` if satisfiable (the model stays readable),
/// otherwise the positions of the indicators in an unsat core.
async fn assumption_core(
    session: &mut Session,
    indicators: &[&str],
) -> Result<Option<Vec<usize>>, SolverError> {
    let caps = session.profile().capabilities.clone();
    let position = |name: &str| indicators.iter().position(|i| *i == name);
    if caps.check_sat_assuming && caps.unsat_assumptions {
        return match session.check_assuming(indicators).await? {
            SatResult::Sat => Ok(None),
            SatResult::Unknown(reason) => Err(unknown(session, reason)),
            SatResult::Unsat => {
                let failed = session.unsat_assumptions().await?;
                Ok(Some(failed.iter().filter_map(|l| position(l)).collect()))
            }
        };
    }
    if !(caps.named_asserts && caps.unsat_cores) {
        return Err(SolverError::Unsupported {
            solver: session.profile().name.clone(),
            feature: "assumptions or named unsat cores (needed for MaxSMT)".into(),
        });
    }
    // Named assertions of the indicators in a scope that stays open while the
    // answer is satisfiable, so the caller can read the model; popped by `close_scope`.
    session.push(1).await?;
    for (k, indicator) in indicators.iter().enumerate() {
        session
            .assert_named(&format!("repaird_ms_n{k}"), indicator)
            .await?;
    }
    match session.check().await? {
        SatResult::Sat => Ok(None),
        SatResult::Unknown(reason) => Err(unknown(session, reason)),
        SatResult::Unsat => {
            let names = session.unsat_core().await?;
            session.pop(1).await?;
            Ok(Some(
                names
                    .iter()
                    .filter_map(|n| n.strip_prefix("repaird_ms_n")?.parse().ok())
                    .filter(|&k: &usize| k < indicators.len())
                    .collect(),
            ))
        }
    }
}

async fn read_answer(session: &mut Session, soft: &[Soft]) -> Result<MaxSatAnswer, SolverError> {
    let terms: Vec<&str> = soft.iter().map(|s| s.term.as_str()).collect();
    let values = session.get_values(&terms).await?;
    let mut answer = MaxSatAnswer {
        dropped: Vec::new(),
        cost: 0,
    };
    for (s, (term, value)) in soft.iter().zip(values) {
        match value {
            Value::Bool(true) => {}
            Value::Bool(false) => {
                answer.dropped.push(s.name.clone());
                answer.cost += s.weight;
            }
            other => {
                return Err(SolverError::Protocol {
                    command: shorten(&format!("(get-value ({term}))")),
                    message: format!("soft `{}` is not Boolean: {other:?}", s.name),
                })
            }
        }
    }
    Ok(answer)
}

fn validate(soft: &[Soft]) -> Result<(), SolverError> {
    let mut names = HashSet::new();
    for s in soft {
        let problem = if s.weight == 0 {
            Some("weight must be positive")
        } else if !names.insert(s.name.as_str()) {
            Some("name is used twice")
        } else {
            None
        };
        if let Some(problem) = problem {
            return Err(SolverError::Invalid {
                command: format!("soft `{}`", s.name),
                message: problem.to_string(),
            });
        }
    }
    Ok(())
}

fn sum(terms: &[String]) -> String {
    match terms {
        [] => "0".to_string(),
        [one] => one.clone(),
        many => format!("(+ {})", many.join(" ")),
    }
}

fn unknown(session: &Session, reason: String) -> SolverError {
    SolverError::Unknown {
        solver: session.profile().name.clone(),
        command: "MaxSMT check".to_string(),
        reason,
    }
}

/// Opens a scratch push level; returns the depth to come back to.
async fn open_scope(session: &mut Session) -> Result<usize, SolverError> {
    let depth = session.depth();
    session.push(1).await?;
    Ok(depth)
}

/// Pops back to `depth`, also after an error (the stack survives respawns, so the
/// pop is always possible); the body's error wins over a pop error.
async fn close_scope<T>(
    session: &mut Session,
    depth: usize,
    result: Result<T, SolverError>,
) -> Result<T, SolverError> {
    let restored = session.pop_to(depth).await;
    let value = result?;
    restored?;
    Ok(value)
}
