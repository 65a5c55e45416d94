//! The arithmetic hole `x = y op z` of integer programs, driven by tests' printed values:
//! each case is a function that prints one wrong value, runs with the values each must
//! print, and the right expression; the repair (on every installed solver) is applied to the
//! C text, parsed again and run by the interpreter on every entry.

#[path = "wolverine_fixtures/support.rs"]
mod support;

use repaird_cfront::ir::{Program, StmtKind};
use repaird_cfront::rewrite;
use repaird_engine::heap::{SymState, Val};
use repaird_engine::interp::{self, Event, Run};
use repaird_engine::wolverine::{
    ExpectedOutput, OutputSpec, RepairProblem, RepairSession, TraceRun,
};

struct Case {
    name: &'static str,
    /// The body of `void show(int a, int b)`, which prints `d`.
    body: &'static str,
    /// `(a, b)` and what the run must print.
    runs: &'static [(i64, i64, i64)],
}

const CASES: &[Case] = &[
    // A sum computed as a difference: no step `a + c` fits both runs.
    Case {
        name: "sum_for_difference",
        body: "d = a - b;",
        runs: &[(3, 4, 7), (5, 1, 6)],
    },
    // A doubling written as an addition of the factor (`a * 2`, or `a + a`).
    Case {
        name: "double_for_add_two",
        body: "d = a + 2;",
        runs: &[(2, 0, 4), (5, 9, 10), (-1, 4, -2)],
    },
    // A product by a program literal: only `a * 3` fits.
    Case {
        name: "triple_for_add_three",
        body: "d = a + 3;",
        runs: &[(2, 0, 6), (5, 9, 15), (-1, 4, -3)],
    },
    // Swapped operands: `b - a`.
    Case {
        name: "difference_reversed",
        body: "d = a - b;",
        runs: &[(1, 4, 3), (7, 2, -5), (0, 0, 0)],
    },
];

fn options() -> interp::Options {
    interp::Options {
        record_gaps: true,
        ..Default::default()
    }
}

fn source(body: &str) -> String {
    format!(
        "#include <stdio.h>\n\
         void show(int a, int b) {{\n    int d;\n    {body}\n    printf(\"%d\\n\", d);\n}}\n\
         int main(void) {{ show(1, 2); return 0; }}\n"
    )
}

fn entry(a: i64, b: i64) -> SymState {
    SymState::new()
        .with_var("a", Val::Int(a))
        .with_var("b", Val::Int(b))
        .with_var("d", Val::Int(0))
}

fn output_position(program: &Program, run: &Run) -> usize {
    run.trace
        .iter()
        .position(|step| match step.event {
            Event::Stmt { id, .. } => program
                .stmt(id)
                .is_some_and(|s| matches!(s.kind, StmtKind::Output { .. })),
            _ => false,
        })
        .expect("the run reaches the output statement")
}

/// Every installed solver, and z3 also as a profile may set it up for linear work
/// (`QF_AUFLIA`, which refuses nonlinear terms; see `configs/solvers/z3.toml`).
fn solvers() -> Vec<repaird_solvers::Profile> {
    let mut profiles = support::installed_solvers();
    if let Some(z3) = profiles.iter().find(|p| p.name == "z3") {
        let mut linear = z3.clone();
        linear.logics.insert("QF_LIA".into(), "QF_AUFLIA".into());
        linear.merges_assertions = true;
        linear.name = "z3 (QF_AUFLIA)".into();
        profiles.push(linear);
    }
    profiles
}

#[tokio::test]
async fn arithmetic_faults_are_repaired_from_printed_values() {
    let path = support::fixtures_dir().join("show.c");
    for case in CASES {
        let text = source(case.body);
        let program = support::parse_text(&path, &text);
        let entries: Vec<SymState> = case.runs.iter().map(|r| entry(r.0, r.1)).collect();
        let runs: Vec<Run> = entries
            .iter()
            .map(|e| interp::run_function(&program, "show", e, &[], &options()))
            .collect();
        let outputs = |i: usize| {
            vec![OutputSpec {
                at: output_position(&program, &runs[i]),
                expect: ExpectedOutput::Values(vec![Some(case.runs[i].2)]),
            }]
        };
        for profile in solvers() {
            let mut session = RepairSession::spawn(&profile).await.unwrap();
            let mut p = RepairProblem::new(&program, "show", entries[0].clone(), &runs[0].trace);
            p.outputs = outputs(0);
            p.other_runs = (1..runs.len())
                .map(|i| TraceRun {
                    outputs: outputs(i),
                    ..TraceRun::new(entries[i].clone(), &runs[i].trace)
                })
                .collect();
            let repair = session
                .repair(&p)
                .await
                .unwrap_or_else(|e| panic!("{} on {}: {e}", case.name, profile.name));
            let edits = rewrite::edits(&text, &program, &repair.changes).expect("rewrites");
            let fixed = support::parse_text(&path, &rewrite::apply(&text, &edits));
            for (e, run) in entries.iter().zip(case.runs) {
                let after = interp::run_function(&fixed, "show", e, &[], &options());
                assert_eq!(
                    after.stdout,
                    format!("{}\n", run.2),
                    "{} on {}: {:?}",
                    case.name,
                    profile.name,
                    repair.changes
                );
            }
        }
    }
}
