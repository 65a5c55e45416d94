//! Data-driven WOLVERINE sessions: every `tests/wolverine_fixtures/<name>/` with a
//! `scenario.toml` holds `buggy.c`, `fixed.c` and one expected unified diff per repair.
//! The session is simulated with the interpreter (forced loop tests, `change` of the state
//! at each loop head to what the fixed program has there, `spec` of it), each repair runs
//! on a real solver, is applied with cfront's rewrite, and the next repair works on the
//! patched program. The final program must print what gcc's build of `fixed.c` prints, both
//! interpreted and compiled. `UPDATE_EXPECT=1` rewrites the diffs.

#[path = "wolverine_fixtures/support.rs"]
mod support;

use repaird_cfront::rewrite;
use repaird_engine::interp::{self, Options};
use repaird_engine::wolverine::gradient::{self, GradientOptions};
use repaird_engine::wolverine::{Decisions, RepairProblem, RepairSession, SpecPoint};
use serde::Deserialize;
use std::path::Path;
use std::time::Instant;

#[derive(Deserialize)]
struct Scenario {
    function: String,
    /// Backends to run on (default: every installed one).
    solvers: Option<Vec<String>>,
    repair: Vec<Step>,
}

#[derive(Deserialize)]
struct Step {
    /// Specs at loop tests 0..=through; the trace stops at test `through` unless `end`.
    through: usize,
    /// The session runs to the end of the function and asserts the final state.
    #[serde(default)]
    end: bool,
    /// The loop decisions of the session are part of the specification.
    #[serde(default)]
    assert_decisions: bool,
    #[serde(default)]
    insertion_slots: usize,
    /// Run gradient localization first and restrict the repair to what it flags.
    #[serde(default)]
    localize: bool,
    /// Lines of the statements localization must flag (exactly).
    suspicious_lines: Option<Vec<u32>>,
    diff: String,
}

fn load(dir: &Path) -> Scenario {
    let path = dir.join("scenario.toml");
    toml::from_str(&std::fs::read_to_string(&path).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `bitvectors`: the encoding's arithmetic (see `RepairSession::set_arithmetic`).
async fn run_scenario(
    dir: &Path,
    profile: &repaird_solvers::Profile,
    bitvectors: bool,
) -> Vec<String> {
    let scenario = load(dir);
    let f = scenario.function.as_str();
    let name = dir.file_name().unwrap().to_string_lossy().to_string();
    let path = dir.join("buggy.c");
    let fixed_text = std::fs::read_to_string(dir.join("fixed.c")).unwrap();
    let mut text = std::fs::read_to_string(&path).unwrap();
    let mut program = support::parse(&path);
    let fixed = support::parse(&dir.join("fixed.c"));
    let entry = support::entry_state(&program, f);
    let expected = support::expected_run(&fixed, f, &entry);
    let mut failures = Vec::new();
    let mut session = RepairSession::spawn(profile).await.expect("spawn solver");
    session
        .set_arithmetic(Some(bitvectors))
        .await
        .expect("arithmetic");
    let arithmetic = if bitvectors {
        "bit-vectors"
    } else {
        "integers"
    };
    for (n, step) in scenario.repair.iter().enumerate() {
        let key = support::loop_key(&program, f);
        let decisions = if step.end {
            &expected.decisions[..]
        } else {
            &expected.decisions[..=step.through]
        };
        let mut trace = support::session_trace(&program, f, &entry, decisions, &expected.heads);
        let pos = support::branch_positions(&trace, key);
        let mut specs: Vec<SpecPoint> = (0..=step.through)
            .map(|k| SpecPoint {
                at: pos[k],
                state: expected.heads[k].clone(),
            })
            .collect();
        if step.end {
            specs.push(SpecPoint {
                at: trace.len(),
                state: expected.end.clone(),
            });
        } else {
            trace.truncate(pos[step.through]);
        }
        let mut problem = RepairProblem::new(&program, f, entry.clone(), &trace);
        problem.specs = specs;
        problem.insertion_slots = step.insertion_slots;
        problem.decisions = if step.assert_decisions {
            Decisions::All
        } else {
            Decisions::None
        };
        if step.localize {
            let l = gradient::localize_trace(
                &program,
                &trace,
                &problem.specs,
                &GradientOptions::default(),
            );
            let lines: Vec<u32> = l
                .ids()
                .iter()
                .map(|id| program.stmt(*id).unwrap().origin.range.start.line)
                .collect();
            if let Some(want) = &step.suspicious_lines {
                if *want != lines {
                    failures.push(format!(
                        "{name} repair {n}: flagged lines {lines:?}, expected {want:?}"
                    ));
                }
            }
            let mut all = Vec::new();
            program.function(f).unwrap().body.stmt_ids(&mut all);
            let (locked, nondet) = gradient::restrict(&all, &l.ids(), step.insertion_slots);
            problem.locked = locked;
            problem.nondet = nondet;
        }
        let t0 = Instant::now();
        let repair = match session.repair(&problem).await {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!(
                    "{name} repair {n} on {} in {arithmetic}: {e}",
                    profile.name
                ));
                return failures;
            }
        };
        println!(
            "{name} repair {n} on {} in {arithmetic}: {:?}, {} solver calls, {} widenings, bounds {:?}",
            profile.name,
            t0.elapsed(),
            repair.solver_calls,
            repair.widenings,
            repair.bounds
        );
        let edits = rewrite::edits(&text, &program, &repair.changes).expect("rewritable");
        let patched = rewrite::apply(&text, &edits);
        let diff = rewrite::unified_diff("buggy.c", &text, &patched);
        failures.extend(support::check_expect(&dir.join(&step.diff), &diff));
        text = patched;
        program = support::parse_text(&path, &text);
    }
    let want = support::compile_and_run(&fixed_text);
    let interpreted = interp::run_main(&program, &Options::default()).stdout;
    if interpreted != want {
        failures.push(format!("{name}: the patched program prints {interpreted:?} under the interpreter, want {want:?}"));
    }
    let compiled = support::compile_and_run(&text);
    if compiled != want {
        failures.push(format!(
            "{name}: the patched program prints {compiled:?} compiled, want {want:?}"
        ));
    }
    failures
}

#[tokio::test]
async fn wolverine_sessions() {
    let dirs: Vec<_> = support::fixture_dirs()
        .into_iter()
        .filter(|d| d.join("scenario.toml").is_file())
        .collect();
    assert!(dirs.len() >= 2, "scenarios missing");
    let mut failures = Vec::new();
    for dir in dirs {
        let wanted = load(&dir).solvers;
        for profile in support::installed_solvers() {
            if wanted.as_ref().is_some_and(|w| !w.contains(&profile.name)) {
                continue;
            }
            // Both arithmetics, whichever the profile prefers: the same patches.
            for bitvectors in [false, true] {
                failures.extend(run_scenario(&dir, &profile, bitvectors).await);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
