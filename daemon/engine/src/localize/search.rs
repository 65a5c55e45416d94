//! One failing test: its trace formula, CoMSS enumeration, and OFC's exploration
//! (Algorithms 1–3 of Jin & Orso, over paths of the concrete interpreter).

use super::expect::OutputCompare;
use super::formula::{Command, Decision, Expectation, SoftOrigin, TraceFormula};
use super::paths::PathSource;
use super::weights::Weights;
use super::{FailingTest, LocalizeConfig, Technique};
use crate::interp::{Fault, Outcome, Run};
use repaird_cfront::ir::{Program, StmtId};
use repaird_solvers::{enumerate_mcs, Session, Soft, SolverError};
use std::collections::{BTreeMap, HashMap};

#[derive(Debug, Default)]
pub(super) struct Stats {
    pub solver_calls: usize,
    pub mcs_count: usize,
    pub explored_paths: usize,
    pub truncated: bool,
}

/// A minimal correction set: selectors of statement instances, and its total weight.
#[derive(Clone, Debug)]
pub(super) struct Mcs {
    pub members: Vec<String>,
    pub cost: u64,
}

/// The result for one test.
#[derive(Debug)]
pub(super) struct TestReport {
    pub test: String,
    /// Cheapest first.
    pub mcs: Vec<Mcs>,
    pub softs: BTreeMap<String, SoftOrigin>,
    /// What the failing run decided at each branch evaluation.
    pub decisions: HashMap<(StmtId, u32), bool>,
    /// Branch evaluations whose both sides are in the formula.
    pub both_sides: Vec<(StmtId, u32)>,
}

/// A path in the formula and the branch evaluations forced to produce it.
struct Path {
    forced: Vec<Decision>,
    decisions: Vec<Decision>,
}

/// `Ok(Err(reason))` when the test cannot be localized (it is skipped, not fatal).
#[allow(clippy::too_many_arguments)]
pub(super) async fn localize_test<S: PathSource>(
    session: &mut Session,
    source: &mut S,
    program: &Program,
    test: &FailingTest,
    weights: &Weights,
    technique: Technique,
    config: &LocalizeConfig,
    stats: &mut Stats,
) -> Result<Result<TestReport, String>, SolverError> {
    let mut formula = TraceFormula::new();
    let run = match source.run(program, test, &[], config).await {
        Ok(execution) => {
            // Every path of the test starts from the same memory, so one pin serves them all.
            formula.pin_entry(execution.entry_values());
            match execution.into_run(program, config) {
                Ok(run) => run,
                Err(reason) => return Ok(Err(reason)),
            }
        }
        Err(reason) => return Ok(Err(reason)),
    };
    if let Err(reason) = check_failing(&run, test) {
        return Ok(Err(reason));
    }
    let expect = Expectation {
        stdout: test.expected_stdout.clone(),
        compare: test.compare,
    };
    let decisions = match formula.add_path(program, &run, &test.stdin, &expect) {
        Ok(d) => d,
        Err(e) => return Ok(Err(e.to_string())),
    };
    let depth = session.depth();
    session.push(1).await?;
    let result = explore(
        session, source, program, test, &expect, formula, decisions, weights, technique, config,
        stats,
    )
    .await;
    let restored = session.pop_to(depth).await;
    let report = result?;
    restored?;
    Ok(report)
}

#[allow(clippy::too_many_arguments)]
async fn explore<S: PathSource>(
    session: &mut Session,
    source: &mut S,
    program: &Program,
    test: &FailingTest,
    expect: &Expectation,
    mut formula: TraceFormula,
    first: Vec<Decision>,
    weights: &Weights,
    technique: Technique,
    config: &LocalizeConfig,
    stats: &mut Stats,
) -> Result<Result<TestReport, String>, SolverError> {
    let failing: HashMap<(StmtId, u32), bool> = first
        .iter()
        .map(|d| ((d.key, d.occurrence), d.taken))
        .collect();
    // Directions seen (or given up on) per branch evaluation: bit 0 = false, bit 1 = true.
    let mut sides: HashMap<(StmtId, u32), u8> = HashMap::new();
    let mut paths = vec![Path {
        forced: Vec::new(),
        decisions: first,
    }];
    mark(&mut sides, &paths[0].decisions);
    let mut flips = 0;
    loop {
        send(session, formula.take_new()).await?;
        let mcs = correction_sets(session, &formula, weights, config, stats).await?;
        if mcs.len() == 1 && mcs[0].members.is_empty() {
            return Ok(Err(
                "the trace formula is satisfiable: under the model the test passes".into(),
            ));
        }
        // All branches of this round's correction sets are explored before solving again
        // (Algorithm 1 goes back after the first; the batch reaches the same fixpoint with
        // fewer MaxSMT rounds).
        let mut added = false;
        let candidates = if technique.on_demand() {
            branches_to_flip(&mcs, &formula, &sides)
        } else {
            Vec::new()
        };
        for branch in candidates {
            if flips >= config.max_flips {
                break;
            }
            flips += 1;
            let Some(parent) = paths
                .iter()
                .find(|p| p.decisions.iter().any(|d| (d.key, d.occurrence) == branch))
            else {
                sides.insert(branch, 3);
                continue;
            };
            let taken = parent
                .decisions
                .iter()
                .find(|d| (d.key, d.occurrence) == branch)
                .map(|d| d.taken)
                .unwrap_or(true);
            let mut forced = parent.forced.clone();
            forced.push(Decision {
                key: branch.0,
                occurrence: branch.1,
                taken: !taken,
            });
            let run = match source.run(program, test, &forced, config).await {
                Ok(execution) => execution.into_run(program, config),
                Err(reason) => Err(reason),
            };
            let added_path = run.and_then(|run| {
                formula
                    .add_path(program, &run, &test.stdin, expect)
                    .map_err(|e| e.to_string())
            });
            match added_path {
                Ok(decisions) => {
                    mark(&mut sides, &decisions);
                    paths.push(Path { forced, decisions });
                    stats.explored_paths += 1;
                    added = true;
                }
                // The other side cannot be run or encoded: keep its over-approximation.
                Err(_) => {
                    sides.insert(branch, 3);
                }
            }
        }
        if !added {
            let both_sides = sides
                .iter()
                .filter(|(_, s)| **s == 3)
                .map(|(b, _)| *b)
                .collect();
            return Ok(Ok(TestReport {
                test: test.name.clone(),
                mcs,
                softs: formula.softs.clone(),
                decisions: failing,
                both_sides,
            }));
        }
    }
}

fn mark(sides: &mut HashMap<(StmtId, u32), u8>, decisions: &[Decision]) {
    for d in decisions {
        *sides.entry((d.key, d.occurrence)).or_default() |= 1 << u8::from(d.taken);
    }
}

/// Branch evaluations whose condition is in a correction set and whose other side is not in
/// the formula yet, in correction-set order (Algorithm 1, lines 13–27).
fn branches_to_flip(
    mcs: &[Mcs],
    formula: &TraceFormula,
    sides: &HashMap<(StmtId, u32), u8>,
) -> Vec<(StmtId, u32)> {
    let mut out: Vec<(StmtId, u32)> = Vec::new();
    for b in mcs
        .iter()
        .flat_map(|m| &m.members)
        .filter_map(|sel| formula.softs.get(sel)?.decides)
    {
        if sides.get(&b).copied().unwrap_or(0) != 3 && !out.contains(&b) {
            out.push(b);
        }
    }
    out
}

async fn correction_sets(
    session: &mut Session,
    formula: &TraceFormula,
    weights: &Weights,
    config: &LocalizeConfig,
    stats: &mut Stats,
) -> Result<Vec<Mcs>, SolverError> {
    let softs: Vec<Soft> = formula
        .relevant_selectors()
        .iter()
        .map(|sel| {
            Soft::new(
                sel.clone(),
                sel.clone(),
                weights.of(formula.softs[sel].stmt),
            )
        })
        .collect();
    let sets = enumerate_mcs(session, &softs, config.max_mcs_size, config.max_mcs).await?;
    stats.solver_calls += sets.len() + usize::from(sets.len() < config.max_mcs);
    stats.truncated |= sets.len() >= config.max_mcs;
    let weight: HashMap<&str, u64> = softs.iter().map(|s| (s.name.as_str(), s.weight)).collect();
    let mcs: Vec<Mcs> = sets
        .into_iter()
        .map(|members| Mcs {
            cost: members
                .iter()
                .map(|m| weight.get(m.as_str()).copied().unwrap_or(1))
                .sum(),
            members,
        })
        .collect();
    stats.mcs_count += mcs.iter().filter(|m| !m.members.is_empty()).count();
    Ok(mcs)
}

async fn send(session: &mut Session, commands: Vec<Command>) -> Result<(), SolverError> {
    for c in commands {
        match c {
            Command::Declare { name, sort } => session.declare_const(&name, sort).await?,
            Command::Let { name, sort, term } => {
                session.define_fun(&name, &[], sort, &term).await?
            }
            Command::Define((name, params, ret, body)) => {
                session.define_fun(name, params, ret, body).await?
            }
            Command::Assert(term) => session.assert(&term).await?,
        }
    }
    Ok(())
}

/// The test must fail on the path source's run too, or there is nothing to explain.
fn check_failing(run: &Run, test: &FailingTest) -> Result<(), String> {
    match &run.outcome {
        Outcome::Returned(_) => {}
        Outcome::Fault {
            fault: Fault::AssertionFailed,
            ..
        } => return Ok(()),
        Outcome::Fault { stmt, fault } => return Err(format!("the run faults at {stmt}: {fault}")),
        Outcome::Unsupported { stmt, reason } => {
            return Err(format!(
                "statement {stmt} is outside the modeled fragment ({reason})"
            ))
        }
        Outcome::BudgetExhausted { steps } => {
            return Err(format!("the run did not finish within {steps} statements"))
        }
    }
    if outputs_match(test.compare, &test.expected_stdout, &run.stdout) {
        return Err("the test passes on the path source's run".into());
    }
    Ok(())
}

pub(super) fn outputs_match(compare: OutputCompare, expected: &str, actual: &str) -> bool {
    match compare {
        OutputCompare::Exact => expected == actual,
        OutputCompare::Trim => expected.trim() == actual.trim(),
        OutputCompare::Whitespace => expected.split_whitespace().eq(actual.split_whitespace()),
    }
}
