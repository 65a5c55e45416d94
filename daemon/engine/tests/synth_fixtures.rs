//! Condition synthesis on the observation tables in `tests/synth_fixtures/*.toml`, run with and
//! without the enumerative pre-pass on every installed solver backend (z3 is required).
//!
//! Each synthesized condition is checked twice, independently of the solver: by the engine's C
//! evaluator on every observation, and by compiling its C text with gcc (`-Wall -Wextra
//! -Werror`) into a program that evaluates it on every observation.
//!
//! `REPAIRD_SYNTH_REPEAT=N` repeats each case N times and prints median wall times (a report,
//! not an assertion).

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use repaird_engine::synth::{
    synthesize, AttemptOutcome, FoundBy, LocationId, Observation, SynthesisOptions,
    SynthesisProblem, SynthesisReport, Value, VarType, Variable,
};
use repaird_solvers::{Profile, Session};
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Fixture {
    description: String,
    location: String,
    literals: Vec<i64>,
    variables: Vec<(String, String)>,
    observation: Vec<ObservationSpec>,
    expect: Expect,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ObservationSpec {
    test: String,
    values: toml::Table,
    oracle: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    found: bool,
    /// The level the condition is found at.
    level: Option<u8>,
    /// The exact text the (deterministic) pre-pass gives.
    prepass_c_text: Option<String>,
    #[serde(default)]
    contradiction: bool,
    /// For `found = false`: the levels searched before giving up.
    levels_tried: Option<Vec<u8>>,
}

fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/synth_fixtures")
}

fn load_fixtures() -> Vec<(String, Fixture, SynthesisProblem)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(fixture_dir())
        .expect("fixture directory")
        .map(|entry| entry.expect("fixture entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
        .collect();
    paths.sort();
    assert!(
        paths.len() >= 8,
        "fixtures missing from {:?}",
        fixture_dir()
    );
    paths
        .iter()
        .map(|path| {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(path).expect("readable fixture");
            let fixture: Fixture =
                toml::from_str(&text).unwrap_or_else(|e| panic!("{name}: bad fixture: {e}"));
            let problem = to_problem(&fixture).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, fixture, problem)
        })
        .collect()
}

fn to_problem(fixture: &Fixture) -> Result<SynthesisProblem, String> {
    let variables = fixture
        .variables
        .iter()
        .map(|(name, ty)| {
            let ty = match ty.as_str() {
                "int" => VarType::Int,
                "bool" => VarType::Bool,
                "ptr" => VarType::Ptr,
                other => return Err(format!("unknown type `{other}` of `{name}`")),
            };
            Ok(Variable::new(name.clone(), ty))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let observations = fixture
        .observation
        .iter()
        .map(|spec| {
            let values = spec
                .values
                .iter()
                .map(|(name, value)| {
                    let value = match value {
                        toml::Value::Integer(v) => Value::Int(*v),
                        toml::Value::Boolean(b) => Value::Bool(*b),
                        toml::Value::String(s) if s == "null" => Value::PtrNull(true),
                        toml::Value::String(s) if s == "nonnull" => Value::PtrNull(false),
                        other => return Err(format!("`{name}` = {other} is not a value")),
                    };
                    Ok((name.clone(), value))
                })
                .collect::<Result<BTreeMap<_, _>, String>>()?;
            Ok(Observation {
                test: spec.test.clone(),
                values,
                oracle: spec.oracle,
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    let problem = SynthesisProblem {
        location: LocationId(fixture.location.clone()),
        variables,
        literals: fixture.literals.clone(),
        observations,
    };
    problem.validate().map_err(|e| e.to_string())?;
    Ok(problem)
}

/// Compiles `condition` into a C program that evaluates it on every observation and runs it.
fn check_with_gcc(problem: &SynthesisProblem, condition: &str) -> Result<(), String> {
    let mut program = String::from(
        "#include <stdbool.h>\n#include <stddef.h>\n#include <stdio.h>\n\n\
         static int target;\n\n\
         static int check(int index, bool want, bool got) {\n\
         \x20   if (want != got) { printf(\"observation %d\\n\", index); return 1; }\n\
         \x20   return 0;\n}\n\nint main(void) {\n    int bad = 0;\n    (void)target;\n",
    );
    for (index, observation) in problem.observations.iter().enumerate() {
        program.push_str("    {\n");
        for variable in &problem.variables {
            let name = &variable.name;
            let declaration = match observation.values[name] {
                Value::Int(v) => format!("long long {name} = {v}LL;"),
                Value::Bool(b) => format!("bool {name} = {b};"),
                Value::PtrNull(true) => format!("int *{name} = NULL;"),
                Value::PtrNull(false) => format!("int *{name} = &target;"),
            };
            program.push_str(&format!("        {declaration} (void){name};\n"));
        }
        program.push_str(&format!(
            "        bad += check({index}, {}, ({condition}));\n    }}\n",
            observation.oracle
        ));
    }
    program.push_str("    return bad != 0;\n}\n");

    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let source = dir.path().join("condition.c");
    let binary = dir.path().join("condition");
    std::fs::write(&source, &program).map_err(|e| e.to_string())?;
    let compiled = Command::new("gcc")
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&binary)
        .arg(&source)
        .output()
        .map_err(|e| format!("gcc: {e}"))?;
    if !compiled.status.success() {
        return Err(format!(
            "gcc rejects `{condition}`:\n{}",
            String::from_utf8_lossy(&compiled.stderr)
        ));
    }
    let ran = Command::new(&binary)
        .output()
        .map_err(|e| format!("run: {e}"))?;
    if !ran.status.success() {
        return Err(format!(
            "compiled `{condition}` disagrees with the oracle: {}",
            String::from_utf8_lossy(&ran.stdout)
        ));
    }
    Ok(())
}

/// Every way `report` departs from the fixture's expectations.
fn departures(
    fixture: &Fixture,
    problem: &SynthesisProblem,
    report: &SynthesisReport,
    prepass: bool,
    compiled: &mut HashSet<String>,
) -> Vec<String> {
    let expect = &fixture.expect;
    let mut problems = Vec::new();
    if report.solver_calls as usize != report.attempts.len() {
        problems.push("solver_calls does not count the attempts".to_string());
    }
    match (&report.condition, expect.found) {
        (Some(condition), true) => {
            for (index, observation) in problem.observations.iter().enumerate() {
                match condition.expr.eval_bool(&observation.values) {
                    Ok(value) if value == observation.oracle => {}
                    other => problems.push(format!(
                        "`{}` on observation {index}: {other:?}, oracle {}",
                        condition.c_text, observation.oracle
                    )),
                }
            }
            if condition.c_text != condition.expr.to_c() {
                problems.push("c_text differs from the expression's C text".to_string());
            }
            if compiled.insert(condition.c_text.clone()) {
                if let Err(error) = check_with_gcc(problem, &condition.c_text) {
                    problems.push(error);
                }
            }
            if let Some(level) = expect.level {
                if condition.level.number() != level {
                    problems.push(format!(
                        "`{}` found at level {}, expected {level}",
                        condition.c_text,
                        condition.level.number()
                    ));
                }
            }
            let by_prepass = condition.found_by == FoundBy::Prepass;
            if by_prepass != (prepass && condition.level.number() == 1) {
                problems.push(format!("found by {:?}", condition.found_by));
            }
            if let (true, Some(text)) = (prepass, &expect.prepass_c_text) {
                if &condition.c_text != text {
                    problems.push(format!(
                        "pre-pass gave `{}`, expected `{text}`",
                        condition.c_text
                    ));
                }
            }
            match report.attempts.last() {
                Some(last) if last.outcome != AttemptOutcome::Found => {
                    problems.push(format!("last attempt {:?}", last.outcome))
                }
                None if condition.found_by == FoundBy::Solver => {
                    problems.push("solver answer without an attempt".to_string())
                }
                _ => {}
            }
        }
        (None, false) => {
            if expect.contradiction != report.contradiction.is_some() {
                problems.push(format!("contradiction: {:?}", report.contradiction));
            }
            if expect.contradiction && report.solver_calls != 0 {
                problems.push("a contradiction needs no solver call".to_string());
            }
            if let Some(levels) = &expect.levels_tried {
                let tried: Vec<u8> = report.levels_tried().iter().map(|l| l.number()).collect();
                if &tried != levels {
                    problems.push(format!("levels tried {tried:?}, expected {levels:?}"));
                }
                for attempt in &report.attempts {
                    if attempt.outcome != AttemptOutcome::Refuted {
                        problems.push(format!(
                            "level {} ({}) ended {:?}, expected a refutation",
                            attempt.level.number(),
                            attempt.library,
                            attempt.outcome
                        ));
                    }
                }
            }
        }
        (found, _) => problems.push(format!(
            "expected found = {}, got {:?}",
            expect.found,
            found.as_ref().map(|c| &c.c_text)
        )),
    }
    problems
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

async fn run_suite(backend: &str) {
    let profile = Profile::builtin(backend).expect("built-in profile");
    if !profile.is_installed() {
        assert_ne!(backend, "z3", "z3 is required for the synthesis suite");
        eprintln!("{backend} is not installed: skipping its synthesis suite");
        return;
    }
    let repeat: usize = std::env::var("REPAIRD_SYNTH_REPEAT")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    let mut session = Session::spawn(&profile).await.expect("solver session");
    let mut failures = Vec::new();
    let mut compiled = HashSet::new();
    for (name, fixture, problem) in load_fixtures() {
        for prepass in [true, false] {
            // A generous deadline: the suite checks answers, and cvc5 needs seconds for the
            // larger level-2 refutations on a loaded machine.
            let options = SynthesisOptions {
                prepass,
                query_timeout: Duration::from_secs(30),
                ..SynthesisOptions::default()
            };
            let mut times = Vec::new();
            let mut last = None;
            for _ in 0..repeat {
                let started = Instant::now();
                let report = synthesize(&mut session, &problem, &options).await;
                times.push(started.elapsed());
                last = Some(report);
            }
            let mode = if prepass { "pre-pass+smt" } else { "smt only" };
            let report = match last.expect("at least one run") {
                Ok(report) => report,
                Err(error) => {
                    failures.push(format!("{name} [{mode}]: {error}"));
                    continue;
                }
            };
            let attempts: Vec<String> = report
                .attempts
                .iter()
                .map(|a| {
                    format!(
                        "L{} {} {:?} {:?}",
                        a.level.number(),
                        a.library,
                        a.outcome,
                        a.elapsed
                    )
                })
                .collect();
            eprintln!("      attempts: {}", attempts.join("; "));
            eprintln!(
                "{backend:5} {name:28} {mode:12} -> {:24} solver calls {} median {:?} ({})",
                report
                    .condition
                    .as_ref()
                    .map_or("None".to_string(), |c| format!(
                        "`{}` L{}",
                        c.c_text,
                        c.level.number()
                    )),
                report.solver_calls,
                median(times),
                fixture.description
            );
            for departure in departures(&fixture, &problem, &report, prepass, &mut compiled) {
                failures.push(format!("{name} [{mode}]: {departure}"));
            }
        }
    }
    assert!(failures.is_empty(), "{backend}:\n{}", failures.join("\n"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn synthesis_fixtures_on_z3() {
    run_suite("z3").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn synthesis_fixtures_on_cvc5() {
    run_suite("cvc5").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn synthesis_fixtures_on_yices() {
    run_suite("yices").await;
}
