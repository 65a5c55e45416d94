//! Proof-guided repair (Algorithm 3) on the paper's Figure 1 with real solvers: the debug
//! session is simulated with the interpreter (forced loop entries, `change` of the state at
//! each loop head, `spec` of the state a programmer would assert, computed by running the
//! fixed program), the repair is applied with cfront's rewrite and the patched program is
//! interpreted, compiled with gcc and run.

#[path = "wolverine_fixtures/support.rs"]
mod support;

use repaird_cfront::ir::{BinOp, Expr, Program, StmtId, StmtKind};
use repaird_cfront::rewrite::{self, Change};
use repaird_engine::heap::{SymState, Val};
use repaird_engine::interp::{self, Event, Options, Point, TraceStep};
use repaird_engine::wolverine::{
    Decisions, Repair, RepairError, RepairProblem, RepairSession, SpecPoint,
};
use std::path::Path;
use std::time::Instant;

/// The state at the entry of `function` when `main` calls it, globals only.
fn entry_state(program: &Program, function: &str) -> SymState {
    let options = Options {
        record_states: true,
        ..Options::default()
    };
    let run = interp::run_main(program, &options);
    let call = run
        .trace
        .iter()
        .find(|s| matches!(&s.event, Event::Stmt { id, depth: 0, .. }
            if matches!(&program.stmt(*id).unwrap().kind, StmtKind::Call { func, .. } if func == function)))
        .expect("call");
    let mut state = call.before.clone().unwrap();
    state
        .vars
        .retain(|k, _| program.globals.iter().any(|g| &g.var.name == k));
    state
}

fn loop_key(program: &Program, function: &str) -> StmtId {
    program
        .stmts
        .iter()
        .find(|s| s.function == function && s.cond_range.is_some())
        .unwrap()
        .id
}

/// What the programmer asserts: program variables (no lowering temps) and the heap.
fn asserted(program: &Program, function: &str, s: &SymState) -> SymState {
    let f = program.function(function).unwrap();
    let mut s = s.clone();
    s.vars.retain(|k, v| !f.is_temp(k) && *v != Val::Unknown);
    s
}

/// States of the fixed program at each test of the loop and at the end.
fn expected_states(fixed: &Program, function: &str, entry: &SymState) -> (Vec<SymState>, SymState) {
    let key = loop_key(fixed, function);
    let run = interp::run_function(
        fixed,
        function,
        entry,
        &[],
        &Options {
            record_states: true,
            ..Options::default()
        },
    );
    let heads = run
        .trace
        .iter()
        .filter_map(|s| match &s.event {
            Event::Branch {
                key: k, depth: 0, ..
            } if *k == key => Some(asserted(fixed, function, s.before.as_ref().unwrap())),
            _ => None,
        })
        .collect();
    (heads, asserted(fixed, function, &run.state))
}

/// The debug session on `program`: the loop is forced to follow `decisions`, the state is
/// corrected to `heads[k]` before test k (k >= 1), and each corrected state is a spec.
fn session_trace(
    program: &Program,
    function: &str,
    entry: &SymState,
    decisions: &[bool],
    heads: &[SymState],
) -> Vec<TraceStep> {
    let key = loop_key(program, function);
    let mut options = Options {
        record_gaps: true,
        ..Options::default()
    };
    for (k, d) in decisions.iter().enumerate() {
        options.force.insert((Point::Branch(key), k as u32), *d);
        if k >= 1 {
            options
                .changes
                .insert((Point::Branch(key), k as u32), heads[k].clone());
        }
    }
    interp::run_function(program, function, entry, &[], &options).trace
}

fn branch_positions(trace: &[TraceStep], key: StmtId) -> Vec<usize> {
    trace
        .iter()
        .enumerate()
        .filter_map(|(i, s)| {
            matches!(s.event, Event::Branch { key: k, depth: 0, .. } if k == key).then_some(i)
        })
        .collect()
}

fn apply(path: &Path, text: &str, program: &Program, repair: &Repair) -> String {
    let edits = rewrite::edits(text, program, &repair.changes).expect("rewritable");
    let patched = rewrite::apply(text, &edits);
    println!(
        "{}",
        rewrite::unified_diff(&path.display().to_string(), text, &patched)
    );
    patched
}

struct Fig1 {
    path: std::path::PathBuf,
    text: String,
    buggy: Program,
    entry: SymState,
    heads: Vec<SymState>,
    end: SymState,
}

fn fig1() -> Fig1 {
    let dir = support::fixtures_dir().join("reverse_dll");
    let path = dir.join("buggy.c");
    let buggy = support::parse(&path);
    let fixed = support::parse(&dir.join("fixed.c"));
    let entry = entry_state(&buggy, "reverse");
    let (heads, end) = expected_states(&fixed, "reverse", &entry);
    assert_eq!(heads.len(), 5, "four iterations and the exit test");
    Fig1 {
        text: std::fs::read_to_string(&path).unwrap(),
        path,
        buggy,
        entry,
        heads,
        end,
    }
}

/// First repair: specs at the loop head before and after two iterations; the loop entries
/// were forced (`enter`) and so are not asserted. Fixes `temp2 = current->prev` only.
fn first_problem<'a>(f: &'a Fig1, trace: &'a [TraceStep]) -> RepairProblem<'a> {
    let key = loop_key(&f.buggy, "reverse");
    let pos = branch_positions(trace, key);
    let mut p = RepairProblem::new(&f.buggy, "reverse", f.entry.clone(), &trace[..pos[2]]);
    p.specs = (0..=2)
        .map(|k| SpecPoint {
            at: pos[k],
            state: f.heads[k].clone(),
        })
        .collect();
    p.decisions = Decisions::None;
    p.insertion_slots = 1;
    p
}

async fn first_repair(session: &mut RepairSession, f: &Fig1) -> Repair {
    let key = loop_key(&f.buggy, "reverse");
    let trace = session_trace(
        &f.buggy,
        "reverse",
        &f.entry,
        &[true, true, false],
        &f.heads,
    );
    assert!(branch_positions(&trace, key).len() >= 3);
    session
        .repair(&first_problem(f, &trace))
        .await
        .expect("first repair")
}

/// The first repair on every installed backend.
#[tokio::test]
async fn figure1_first_repair_on_every_solver() {
    let f = fig1();
    let solvers = support::installed_solvers();
    assert!(!solvers.is_empty(), "no solver installed");
    let temp2 = f
        .buggy
        .stmts
        .iter()
        .find(|s| {
            s.function == "reverse"
                && matches!(&s.kind, StmtKind::GetField { lhs, .. } if lhs == "temp2")
        })
        .unwrap()
        .id;
    for profile in solvers {
        let mut session = RepairSession::spawn(&profile).await.expect("spawn");
        let r1 = first_repair(&mut session, &f).await;
        println!(
            "{}: repair 1 ({} calls, {} widenings)",
            profile.name, r1.solver_calls, r1.widenings
        );
        assert_eq!(
            r1.changes,
            vec![Change::ReplaceStmt {
                id: temp2,
                kind: StmtKind::GetField {
                    lhs: "temp2".into(),
                    base: "current".into(),
                    field: "next".into()
                }
            }],
            "{}: first repair",
            profile.name
        );
    }
}

/// The whole session (both repairs) on z3, and on the backends `WOLVERINE_FULL_SOLVERS`
/// names (cvc5 takes ~20 s here; yices' cores are far from minimal, so it widens τ_stm to
/// its cap before τ_ins and times out).
#[tokio::test]
async fn figure1_two_repairs_fix_all_three_bugs() {
    let f = fig1();
    let wanted = std::env::var("WOLVERINE_FULL_SOLVERS").unwrap_or_else(|_| "z3".into());
    let solvers: Vec<_> = support::installed_solvers()
        .into_iter()
        .filter(|p| wanted.split(',').any(|w| w == p.name))
        .collect();
    assert!(!solvers.is_empty(), "z3 is not installed");
    for profile in solvers {
        let mut session = RepairSession::spawn(&profile).await.expect("spawn");
        if let Ok(path) = std::env::var("WOLVERINE_TRANSCRIPT") {
            session.session().record_to(Path::new(&path)).unwrap();
        }
        let t0 = Instant::now();
        let r1 = first_repair(&mut session, &f).await;
        let t1 = t0.elapsed();
        let temp2 = f
            .buggy
            .stmts
            .iter()
            .find(|s| {
                s.function == "reverse"
                    && matches!(&s.kind, StmtKind::GetField { lhs, .. } if lhs == "temp2")
            })
            .unwrap()
            .id;
        assert_eq!(
            r1.changes,
            vec![Change::ReplaceStmt {
                id: temp2,
                kind: StmtKind::GetField {
                    lhs: "temp2".into(),
                    base: "current".into(),
                    field: "next".into()
                }
            }],
            "{}: first repair",
            profile.name
        );
        let text1 = apply(&f.path, &f.text, &f.buggy, &r1);
        let program1 = support::parse_text(&f.path, &text1);

        // Hot-patched, the session goes on: two more forced iterations, `leave`, and the
        // state at the end of reverse (head must be n1) asserted.
        let key = loop_key(&program1, "reverse");
        let trace = session_trace(
            &program1,
            "reverse",
            &f.entry,
            &[true, true, true, true, false],
            &f.heads,
        );
        let pos = branch_positions(&trace, key);
        let mut p = RepairProblem::new(&program1, "reverse", f.entry.clone(), &trace);
        p.specs = (0..=4)
            .map(|k| SpecPoint {
                at: pos[k],
                state: f.heads[k].clone(),
            })
            .collect();
        p.specs.push(SpecPoint {
            at: trace.len(),
            state: f.end.clone(),
        });
        p.insertion_slots = 1;
        let t0 = Instant::now();
        let r2 = session.repair(&p).await.expect("second repair");
        let t2 = t0.elapsed();
        println!(
            "{}: repair 1 {:?} ({} calls, {} widenings), repair 2 {:?} ({} calls, {} widenings)",
            profile.name, t1, r1.solver_calls, r1.widenings, t2, r2.solver_calls, r2.widenings
        );
        assert!(
            r2.changes.contains(&Change::ReplaceStmt {
                id: key,
                kind: StmtKind::BoolAssign {
                    lhs: "b0".into(),
                    rhs: Expr::binary(BinOp::Ne, Expr::var("current"), Expr::Null)
                },
            }),
            "{}: {:?}",
            profile.name,
            r2.changes
        );
        assert!(
            r2.changes.contains(&Change::InsertAfter {
                anchor: key,
                stmts: vec![rewrite::NewStmt {
                    guard: None,
                    kind: StmtKind::GetField {
                        lhs: "head".into(),
                        base: "temp1".into(),
                        field: "prev".into()
                    }
                }],
            }),
            "{}: {:?}",
            profile.name,
            r2.changes
        );
        assert_eq!(r2.changes.len(), 2, "{}: {:?}", profile.name, r2.changes);
        assert!(
            r2.widenings >= 2,
            "a statement and an insertion needed widening"
        );

        // The patched function, interpreted from the same entry, ends in the fixed state,
        // and the patched file compiles and prints the reversed list.
        let text2 = apply(&f.path, &text1, &program1, &r2);
        let program2 = support::parse_text(&f.path, &text2);
        let run = interp::run_function(&program2, "reverse", &f.entry, &[], &Options::default());
        assert_eq!(asserted(&program2, "reverse", &run.state), f.end);
        assert_eq!(support::compile_and_run(&text2), "2 4 8 10 \n");
    }
}

#[tokio::test]
async fn inconsistent_spec_fails_fast() {
    let f = fig1();
    let profile = support::installed_solvers().remove(0);
    let mut session = RepairSession::spawn(&profile).await.unwrap();
    let trace = session_trace(
        &f.buggy,
        "reverse",
        &f.entry,
        &[true, true, false],
        &f.heads,
    );
    let mut p = first_problem(&f, &trace);
    // A spec at the very entry that contradicts the entry state: no change to the code
    // can matter, so no relaxable constraint is in the core.
    p.specs.insert(
        0,
        SpecPoint {
            at: 0,
            state: SymState::new().with_var("head", Val::node("n2")),
        },
    );
    let err = session.repair(&p).await.unwrap_err();
    assert!(matches!(err, RepairError::InconsistentSpec { .. }), "{err}");
    assert!(err.to_string().contains("specification is inconsistent"));
    // The session is still usable afterwards (the repair popped its scope).
    let p = first_problem(&f, &trace);
    assert!(session.repair(&p).await.is_ok());
}

#[tokio::test]
async fn missing_insertion_slot_is_reported() {
    let f = fig1();
    let profile = support::installed_solvers().remove(0);
    let mut session = RepairSession::spawn(&profile).await.unwrap();
    // Everything locked after the first repair: the final `head = n1` needs one inserted
    // statement; asking for `temp2 = n1` as well needs a second one.
    let r1 = first_repair(&mut session, &f).await;
    let text1 = apply(&f.path, &f.text, &f.buggy, &r1);
    let program1 = support::parse_text(&f.path, &text1);
    let key = loop_key(&program1, "reverse");
    let trace = session_trace(
        &program1,
        "reverse",
        &f.entry,
        &[true, true, true, true, false],
        &f.heads,
    );
    let pos = branch_positions(&trace, key);
    let mut p = RepairProblem::new(&program1, "reverse", f.entry.clone(), &trace);
    p.specs = (0..=4)
        .map(|k| SpecPoint {
            at: pos[k],
            state: f.heads[k].clone(),
        })
        .collect();
    p.specs.push(SpecPoint {
        at: trace.len(),
        state: f.end.clone(),
    });
    p.decisions = Decisions::None;
    let mut ids = Vec::new();
    program1
        .function("reverse")
        .unwrap()
        .body
        .stmt_ids(&mut ids);
    p.locked = ids.into_iter().collect();
    p.insertion_slots = 1;
    // One slot suffices for head = temp1->prev.
    let ok = session.repair(&p).await.expect("one slot is enough");
    assert_eq!(ok.bounds.2, 1);
    // A spec that also wants temp2 = n1 at the end needs a second inserted statement.
    p.specs
        .last_mut()
        .unwrap()
        .state
        .vars
        .insert("temp2".into(), Val::node("n1"));
    let err = session.repair(&p).await.unwrap_err();
    assert!(
        matches!(err, RepairError::NeedMoreSlots { slots: 1 }),
        "{err}"
    );
}
