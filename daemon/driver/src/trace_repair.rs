//! Trace repair with tests as the specification: WOLVERINE's proof-guided repair (selector
//! variables, insertion slots, unsat-core-guided widening) over the IR interpreter's traces of
//! the failing tests and a few passing ones, each output event constrained to what its test
//! expects printed. One patch is sought for every run at once (shared selectors); assignments
//! and expressions change, not only conditions.
//!
//! 1. Runs: each failing test, and `INITIAL_PASSING` passing tests, interpreted from `main`
//!    with `stdin`, recording gaps and states (scanf's values come from them).
//! 2. Outputs: a failing test's expected stdout is aligned with the path's printf formats
//!    ([`expect::align`]); a test judged on extracted answers (IntroClass) is aligned through
//!    its own stdout with the expected answers substituted. When no alignment exists, one
//!    output event is dropped as `Absent` (a line the test does not expect). A passing run
//!    must print what it printed.
//! 3. Decisions: first the trace's own path (`Decisions::All`: other data, same path); then
//!    the failing runs' branches free (`Decisions::None`) — a branch not taken is modeled,
//!    a newly taken one is not, and validation catches what that misses.
//! 4. Every solution is validated against all tests; a test it fails joins the runs and the
//!    repair is asked again (a counterexample-guided loop, at most `MAX_ROUNDS` solves).

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Instant;

use repaird_cfront::ir::{Program, StmtKind, Type};
use repaird_cfront::rewrite;
use repaird_engine::heap::{SymState, Val};
use repaird_engine::interp::{self, Event, Machine, Outcome, Run};
use repaird_engine::localize::expect::{self, Alignment, ExpectedValue, OutputCompare};
use repaird_engine::wolverine::{
    Decisions, ExpectedOutput, OutputSpec, RepairError, RepairProblem, RepairSession, TraceRun,
};
use repaird_runner::{Compare, TestCase};
use repaird_solvers::Profile;

use crate::genprog::title_of;
use crate::judge;
use crate::localize::Localization;
use crate::patch::{Engine, Patch};
use crate::repair::{Context, RepairOptions, Stage};
use crate::subject::Subject;

/// Passing tests among the first runs (more join when a candidate fails them): with few, a
/// patch of several statements fits the failing runs by accident (measured on IntroClass).
const INITIAL_PASSING: usize = 8;
/// Solver answers validated per decision mode before giving up.
const MAX_ROUNDS: usize = 4;
/// Changed statements a patch may have: a larger one fitted the tests' values by accident in
/// every IntroClass case measured (it failed the held-out tests), and says so in what-was-tried.
const MAX_CHANGES: usize = 2;
/// What an unwritten integer local holds (no test prints it).
const UNINITIALIZED: i64 = -1_717_986_919;
/// Statements one interpreted test run may execute.
const STEP_BUDGET: usize = 20_000;

/// One test's run and what its output events must print.
struct TestRun {
    test: usize,
    entry: SymState,
    run: Run,
    outputs: Vec<OutputSpec>,
    /// An output event had to be dropped: the path itself must change.
    needs_new_path: bool,
    failing: bool,
}

pub(crate) async fn repair(
    ctx: &mut Context,
    localization: &Localization,
    options: &RepairOptions,
) -> Vec<Patch> {
    match run(ctx, localization, options).await {
        Ok(patches) => patches,
        Err(message) => {
            ctx.tried(Engine::Trace, "summary", message);
            Vec::new()
        }
    }
}

async fn run(
    ctx: &mut Context,
    localization: &Localization,
    options: &RepairOptions,
) -> Result<Vec<Patch>, String> {
    let subject = Arc::clone(&ctx.subject);
    let program = &subject.program;
    let suite = &localization.suite;
    if program.function("main").is_none() {
        return Err("trace repair needs `main`".into());
    }
    let passed = |i: usize| localization.report.results[i].outcome.passed();
    let failing: Vec<usize> = (0..suite.tests.len()).filter(|&i| !passed(i)).collect();
    ctx.report(Stage::Synthesis, 0.3, "interpreting the failing tests");
    let mut runs = Vec::new();
    for &t in &failing {
        runs.push(test_run(program, &suite.tests[t], t, true)?);
    }
    let mut spare_passing: Vec<usize> = (0..suite.tests.len()).filter(|&i| passed(i)).collect();
    spare_passing.reverse();
    while runs.iter().filter(|r| !r.failing).count() < INITIAL_PASSING {
        let Some(t) = spare_passing.pop() else { break };
        // A passing test the interpreter cannot follow is no specification; skip it.
        if let Ok(r) = test_run(program, &suite.tests[t], t, false) {
            runs.push(r);
        }
    }
    let locked = locked_statements(&subject, localization);
    let profile = Profile::builtin(&options.solver)
        .ok_or_else(|| format!("no solver profile `{}`", options.solver))?;
    let mut session = RepairSession::spawn(&profile)
        .await
        .map_err(|e| format!("cannot start {}: {e}", profile.name))?;

    let needs_new_path = runs.iter().any(|r| r.needs_new_path);
    let modes: &[Decisions] = if needs_new_path {
        &[Decisions::None]
    } else {
        &[Decisions::All, Decisions::None]
    };
    let mut tried_texts: HashSet<String> = HashSet::new();
    let mut solves = 0;
    let mut last_reason = String::new();
    for (m, mode) in modes.iter().enumerate() {
        let mut mode_runs: Vec<usize> = (0..runs.len()).collect();
        let mut round = 0;
        while round < MAX_ROUNDS {
            round += 1;
            if ctx.should_stop() {
                return Err(stopped(ctx, solves));
            }
            ctx.report(
                Stage::Synthesis,
                0.35 + 0.1 * (m * MAX_ROUNDS + round - 1) as f32
                    / (modes.len() * MAX_ROUNDS) as f32,
                format!(
                    "proof-guided repair over {} test run(s), {}",
                    mode_runs.len(),
                    mode_name(mode)
                ),
            );
            let chosen: Vec<&TestRun> = mode_runs.iter().map(|&i| &runs[i]).collect();
            // No insertion slots: measured on IntroClass median, one slot over nine runs took
            // z3 past 10 s.
            let problem = problem_for(program, &chosen, mode, &locked);
            solves += 1;
            let started = Instant::now();
            let answer = tokio::select! {
                answer = session.repair(&problem) => answer,
                _ = ctx.cancel.cancelled() => return Err(stopped(ctx, solves)),
                _ = tokio::time::sleep_until(ctx.deadline.into()) => return Err(stopped(ctx, solves)),
            };
            let what = format!(
                "repair for {} ({})",
                chosen
                    .iter()
                    .map(|r| suite.tests[r.test].name.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
                mode_name(mode)
            );
            let repair = match answer {
                Ok(repair) if repair.changes.is_empty() => {
                    last_reason = "the traces already print what the tests expect (the interpreter and the compiled program disagree)".into();
                    ctx.tried(Engine::Trace, what, last_reason.clone());
                    break;
                }
                Ok(repair) => repair,
                Err(e @ RepairError::Solver(_)) => {
                    return Err(format!("the solver failed: {e}"));
                }
                Err(e) => {
                    last_reason = e.to_string();
                    ctx.tried(Engine::Trace, what, last_reason.clone());
                    break;
                }
            };
            if repair.changes.len() > MAX_CHANGES {
                last_reason = format!(
                    "the smallest repair changes {} statements (at most {MAX_CHANGES} are trusted: more fit the tests' values by accident)",
                    repair.changes.len()
                );
                ctx.tried(Engine::Trace, what, last_reason.clone());
                break;
            }
            let edits = rewrite::edits(&subject.text, program, &repair.changes)
                .map_err(|e| format!("the repair does not rewrite as text: {e}"))?;
            let text = rewrite::apply(&subject.text, &edits);
            let title = title_of(&subject, &edits);
            if !tried_texts.insert(crate::patch::normalize(&text)) {
                last_reason = format!("the solver repeated `{title}`, which fails a test");
                ctx.tried(Engine::Trace, what, last_reason.clone());
                break;
            }
            let pool = Arc::clone(&ctx.pool);
            let verdict = tokio::task::spawn_blocking(move || pool.validate(&text))
                .await
                .map_err(|e| e.to_string())?;
            ctx.tried(
                Engine::Trace,
                what,
                format!(
                    "`{title}` in {} ms ({} solver calls) passes {} of {} tests",
                    started.elapsed().as_millis(),
                    repair.solver_calls,
                    verdict.passed_count(),
                    verdict.passed.len()
                ),
            );
            if verdict.all_passed() {
                let patch = Patch::new(
                    &subject,
                    title,
                    Engine::Trace,
                    edits,
                    (verdict.passed_count(), verdict.passed.len()),
                    1.0,
                );
                ctx.tried(
                    Engine::Trace,
                    "summary",
                    format!("1 patch ({solves} solve(s))"),
                );
                return Ok(vec![patch]);
            }
            // Counterexamples: the tests the candidate fails join the runs.
            let mut added = 0;
            for t in (0..suite.tests.len()).filter(|&t| !verdict.passed[t]) {
                if added == 2 {
                    break;
                }
                if let Some(i) = runs.iter().position(|r| r.test == t) {
                    if !mode_runs.contains(&i) {
                        mode_runs.push(i);
                        added += 1;
                    }
                    continue;
                }
                if let Ok(r) = test_run(program, &suite.tests[t], t, passed(t)) {
                    runs.push(r);
                    mode_runs.push(runs.len() - 1);
                    added += 1;
                }
            }
            if added == 0 {
                last_reason = format!(
                    "`{title}` fails a test whose run the interpreter cannot follow or already constrains"
                );
                break;
            }
        }
    }
    Err(format!(
        "trace repair found no patch passing every test ({solves} solve(s)): {last_reason}"
    ))
}

fn stopped(ctx: &Context, solves: usize) -> String {
    format!(
        "trace repair stopped ({}) after {solves} solve(s)",
        if ctx.cancel.is_cancelled() {
            "cancelled"
        } else {
            "budget spent"
        }
    )
}

fn mode_name(mode: &Decisions) -> &'static str {
    match mode {
        Decisions::None => "branches free in failing runs",
        _ => "same paths",
    }
}

/// The joint problem: the first run's trace, the others as further runs. Passing runs keep
/// their paths in every mode (their control flow is right); `mode` is for the failing ones.
fn problem_for<'a>(
    program: &'a Program,
    runs: &[&'a TestRun],
    mode: &Decisions,
    locked: &HashSet<repaird_cfront::StmtId>,
) -> RepairProblem<'a> {
    let decisions = |r: &TestRun| {
        if r.failing {
            mode.clone()
        } else {
            Decisions::All
        }
    };
    let (first, rest) = runs.split_first().expect("at least one failing run");
    let mut p = RepairProblem::new(program, "main", first.entry.clone(), &first.run.trace);
    // Tests say only what is printed: swapping which value a printf shows fits them as well
    // as fixing which branch runs, and overfits (IntroClass median: the two outer branches'
    // arguments swapped instead of the comparison fixed). A debug session's `output` points
    // at the line itself.
    p.space.printed_operands = false;
    p.outputs = first.outputs.clone();
    p.decisions = decisions(first);
    p.other_runs = rest
        .iter()
        .map(|r| TraceRun {
            outputs: r.outputs.clone(),
            decisions: decisions(r),
            ..TraceRun::new(r.entry.clone(), &r.run.trace)
        })
        .collect();
    p.locked = locked.clone();
    // The fault may sit in a function `main` calls, as in most programs beyond one
    // function: the statements of every function the runs enter are candidates too.
    p.callees = true;
    p
}

/// Statements on lines no failing test executed (Ochiai 0): the fault is not there, and
/// every statement left out shrinks the candidate space.
fn locked_statements(
    subject: &Subject,
    localization: &Localization,
) -> HashSet<repaird_cfront::StmtId> {
    subject
        .program
        .stmts
        .iter()
        .filter(|s| localization.score_of_line(s.origin.range.start.line) <= 0.0)
        .map(|s| s.id)
        .collect()
}

/// `main`'s entry: globals as the C runtime sets them; integer locals hold a garbage value, so
/// that a patch leaving a printed local unwritten cannot meet a test because the entry
/// happened to hold the wanted value (0 is a common answer), and nothing is a free choice of
/// the solver. Condition temporaries start false: the front end's
/// `b0 band b1` reads `b1` only when `b0` holds.
fn entry_state(program: &Program) -> SymState {
    let mut state = SymState::new();
    let zero = |ty: &Type| match ty {
        Type::Int | Type::Char => Some(Val::Int(0)),
        Type::Bool => Some(Val::Bool(false)),
        Type::Ptr(_) => Some(Val::Null),
        _ => None,
    };
    for g in &program.globals {
        let v = match &g.init {
            Some(e) => Machine::from_state(program, &SymState::new(), "")
                .eval(e)
                .ok(),
            None => zero(&g.var.ty),
        };
        if let Some(v) = v {
            state.vars.insert(g.var.name.clone(), v);
        }
    }
    if let Some(main) = program.function("main") {
        for v in main.locals.iter().chain(&main.temps) {
            let value = match v.ty {
                Type::Int | Type::Char => Some(Val::Int(UNINITIALIZED)),
                _ => zero(&v.ty),
            };
            if let Some(value) = value {
                state.vars.insert(v.name.clone(), value);
            }
        }
    }
    state
}

/// Interprets `test` and derives what each output event must print.
fn test_run(
    program: &Program,
    test: &TestCase,
    index: usize,
    failing: bool,
) -> Result<TestRun, String> {
    let entry = entry_state(program);
    let options = interp::Options {
        step_budget: STEP_BUDGET,
        record_gaps: true,
        record_states: true,
        stdin: String::from_utf8_lossy(&test.stdin).into_owned(),
        ..interp::Options::default()
    };
    let mut run = interp::run_function(program, "main", &entry, &[], &options);
    if !matches!(run.outcome, Outcome::Returned(_)) {
        return Err(format!(
            "the interpreter does not follow test {}: the run {}",
            test.name,
            run.outcome.at_lines(program)
        ));
    }
    let events = output_events(program, &run);
    // Only scanf's states are read by the encoding; the rest would only hold memory.
    for step in &mut run.trace {
        let keep = matches!(step.event, Event::Stmt { id, .. }
            if program.stmt(id).is_some_and(|s| matches!(s.kind, StmtKind::Input { .. } | StmtKind::Concrete { .. })));
        step.before = None;
        if !keep {
            step.after = None;
        }
    }
    let interpreted_pass = judge::passes(test, &run.stdout, Some(0));
    let (outputs, needs_new_path) = if failing {
        if interpreted_pass == Some(true) {
            return Err(format!(
                "the interpreter's run of failing test {} passes it",
                test.name
            ));
        }
        expected_outputs(&events, test).ok_or_else(|| unaligned(test, &run.stdout))?
    } else {
        if interpreted_pass != Some(true) {
            return Err(format!(
                "the interpreter's run of passing test {} fails it",
                test.name
            ));
        }
        let outputs = events
            .iter()
            .map(|e| OutputSpec {
                at: e.at,
                expect: ExpectedOutput::Values(e.values.iter().map(|v| Some(*v)).collect()),
            })
            .collect();
        (outputs, false)
    };
    Ok(TestRun {
        test: index,
        entry,
        run,
        outputs,
        needs_new_path,
        failing,
    })
}

/// Why a failing test's expected stdout fits no output events of its path. The common case
/// (IntroClass digits and median) is a test expecting more answers than the path prints: a
/// branch or loop body the run skipped must print, and a trace models only what it executed.
fn unaligned(test: &TestCase, printed: &str) -> String {
    let counts = test
        .expect
        .extract
        .as_ref()
        .zip(test.expect.stdout.as_deref());
    if let Some((answers, want)) = counts {
        let (expected, ours) = (
            answers.find_iter(want).count(),
            answers.find_iter(printed).count(),
        );
        if expected > ours {
            return format!(
                "test {} expects {expected} answer(s) where its path prints {ours}: a statement the run did not execute must print (a trace models only the statements it ran)",
                test.name
            );
        }
    }
    format!(
        "test {}'s expected stdout does not align with the printf formats of its path",
        test.name
    )
}

/// An executed output statement of a run.
struct OutputEvent {
    at: usize,
    format: String,
    /// Its integer arguments' values (an argument that is not an integer stops the list).
    values: Vec<i64>,
    text: String,
}

fn output_events(program: &Program, run: &Run) -> Vec<OutputEvent> {
    let mut events = Vec::new();
    for (at, step) in run.trace.iter().enumerate() {
        let Event::Stmt {
            id, executed: true, ..
        } = step.event
        else {
            continue;
        };
        let Some(StmtKind::Output { format, args }) = program.stmt(id).map(|s| &s.kind) else {
            continue;
        };
        let machine = step
            .before
            .as_ref()
            .map(|state| Machine::from_state(program, state, ""));
        let vals: Vec<Val> = args
            .iter()
            .map(|a| {
                machine
                    .as_ref()
                    .and_then(|m| m.eval(a).ok())
                    .unwrap_or(Val::Unknown)
            })
            .collect();
        let values = vals
            .iter()
            .map_while(|v| match v {
                Val::Int(i) => Some(*i),
                Val::Bool(b) => Some(i64::from(*b)),
                _ => None,
            })
            .collect();
        events.push(OutputEvent {
            at,
            format: format.clone(),
            text: interp::format::printf(format, &vals).unwrap_or_default(),
            values,
        });
    }
    events
}

/// What a failing test wants of each output event, and whether an event had to be dropped
/// (`Absent`). `None`: no alignment, even with one event dropped.
fn expected_outputs(events: &[OutputEvent], test: &TestCase) -> Option<(Vec<OutputSpec>, bool)> {
    let want = test.expect.stdout.as_deref()?;
    let compare = match test.expect.compare {
        Compare::Exact => OutputCompare::Exact,
        Compare::Trim => OutputCompare::Trim,
        Compare::Whitespace => OutputCompare::Whitespace,
    };
    let kept_all: Vec<usize> = (0..events.len()).collect();
    let full =
        |kept: &[usize]| -> String { kept.iter().map(|&i| events[i].text.as_str()).collect() };
    // Dropping nothing first, then each event (the last ones first: trailing extra lines).
    let drops = std::iter::once(None).chain((0..events.len()).rev().map(Some));
    for drop in drops {
        let kept: Vec<usize> = kept_all
            .iter()
            .copied()
            .filter(|&i| Some(i) != drop)
            .collect();
        let formats: Vec<&str> = kept.iter().map(|&i| events[i].format.as_str()).collect();
        let mut targets = vec![want.to_string()];
        if let Some(re) = &test.expect.extract {
            if let Some(t) = substitute_answers(re, &full(&kept), want) {
                targets.insert(0, t);
            }
        }
        for target in targets {
            let Ok(Alignment::Aligned(values)) = expect::align(&formats, &target, compare) else {
                continue;
            };
            let mut outputs: Vec<OutputSpec> = kept
                .iter()
                .map(|&i| OutputSpec {
                    at: events[i].at,
                    expect: ExpectedOutput::Values(Vec::new()),
                })
                .collect();
            for v in values {
                let ExpectedOutput::Values(list) = &mut outputs[v.event].expect else {
                    continue;
                };
                if list.len() <= v.arg {
                    list.resize(v.arg + 1, None);
                }
                if let ExpectedValue::Int(n) = v.value {
                    list[v.arg] = Some(n);
                }
            }
            if let Some(d) = drop {
                outputs.push(OutputSpec {
                    at: events[d].at,
                    expect: ExpectedOutput::Absent,
                });
            }
            return Some((outputs, drop.is_some()));
        }
    }
    None
}

/// `printed` with its answers (the first capture of each match of `answers`) replaced by the
/// expected stdout's, when both have as many: the expected text in this program's own
/// prompts, for tests that compare answers only.
fn substitute_answers(answers: &regex::Regex, printed: &str, want: &str) -> Option<String> {
    let spans = |text: &str| -> Vec<(usize, usize)> {
        answers
            .captures_iter(text)
            .filter_map(|c| {
                c.iter()
                    .skip(1)
                    .flatten()
                    .next()
                    .or_else(|| c.get(0))
                    .map(|m| (m.start(), m.end()))
            })
            .collect()
    };
    let (ours, theirs) = (spans(printed), spans(want));
    if ours.len() != theirs.len() {
        return None;
    }
    let mut out = String::new();
    let mut at = 0;
    for ((start, end), (ws, we)) in ours.iter().zip(&theirs) {
        out.push_str(&printed[at..*start]);
        out.push_str(&want[*ws..*we]);
        at = *end;
    }
    out.push_str(&printed[at..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_substituted_in_the_programs_own_prompts() {
        let re = regex::Regex::new(r"(-?\d+) is the median").unwrap();
        let printed = "Please enter 3 numbers > 5 is the median\n";
        let want = "Please enter 3 numbers separated by spaces > 6 is the median\n";
        assert_eq!(
            substitute_answers(&re, printed, want).as_deref(),
            Some("Please enter 3 numbers > 6 is the median\n")
        );
        assert_eq!(substitute_answers(&re, "no answer\n", want), None);
    }
}
