//! Gradient localization (Algorithm 4) on the paper's Figure 8 (deleteMid), and the
//! localized repair it enables, with real solvers.

#[path = "wolverine_fixtures/support.rs"]
mod support;

use repaird_cfront::ir::{Program, StmtId, StmtKind};
use repaird_cfront::rewrite::{self, Change};
use repaird_engine::heap::{Entity, SymState, Val};
use repaird_engine::interp::{self, Event, Options, TraceStep};
use repaird_engine::wolverine::gradient::{self, GradientOptions};
use repaird_engine::wolverine::{RepairProblem, RepairSession, SpecPoint};
use std::time::Instant;

const F: &str = "deleteMid";

fn entry_state(program: &Program) -> SymState {
    let run = interp::run_main(
        program,
        &Options {
            record_states: true,
            ..Options::default()
        },
    );
    let call = run
        .trace
        .iter()
        .find(|s| {
            matches!(&s.event, Event::Stmt { id, depth: 0, .. }
        if matches!(&program.stmt(*id).unwrap().kind, StmtKind::Call { func, .. } if func == F))
        })
        .unwrap();
    let mut state = call.before.clone().unwrap();
    state
        .vars
        .retain(|k, _| program.globals.iter().any(|g| &g.var.name == k));
    state
}

fn asserted(program: &Program, s: &SymState) -> SymState {
    let f = program.function(F).unwrap();
    let mut s = s.clone();
    s.vars.retain(|k, v| !f.is_temp(k) && *v != Val::Unknown);
    s
}

/// Trace of `program` from `entry` and the loop-head states (state at each test of the loop).
fn run(program: &Program, entry: &SymState) -> (Vec<TraceStep>, Vec<usize>, Vec<SymState>) {
    let key = program
        .stmts
        .iter()
        .find(|s| s.function == F && s.cond_range.is_some())
        .unwrap()
        .id;
    let run = interp::run_function(
        program,
        F,
        entry,
        &[],
        &Options {
            record_states: true,
            record_gaps: true,
            ..Options::default()
        },
    );
    let pos: Vec<usize> = run
        .trace
        .iter()
        .enumerate()
        .filter_map(|(i, s)| {
            matches!(s.event, Event::Branch { key: k, depth: 0, .. } if k == key).then_some(i)
        })
        .collect();
    let heads = pos
        .iter()
        .map(|i| asserted(program, run.trace[*i].before.as_ref().unwrap()))
        .collect();
    (run.trace, pos, heads)
}

/// The statements of `function`, in order.
fn statements_of(program: &Program, function: &str) -> Vec<StmtId> {
    program
        .stmts
        .iter()
        .filter(|s| s.function == function)
        .map(|s| s.id)
        .collect()
}

struct Fig8 {
    buggy: Program,
    text: String,
    path: std::path::PathBuf,
    trace: Vec<TraceStep>,
    specs: Vec<SpecPoint>,
    buggy_stmt: StmtId,
}

/// The session of §5.3: commit the state before the loop (F0), run one iteration, correct
/// the state to the expected one (B4) and commit it.
fn fig8() -> Fig8 {
    let dir = support::fixtures_dir().join("delete_mid");
    let path = dir.join("buggy.c");
    let buggy = support::parse(&path);
    let fixed = support::parse(&dir.join("fixed.c"));
    let entry = entry_state(&buggy);
    let (trace, pos, _) = run(&buggy, &entry);
    let (_, _, expected) = run(&fixed, &entry);
    let specs = vec![
        SpecPoint {
            at: pos[0],
            state: expected[0].clone(),
        },
        SpecPoint {
            at: pos[1],
            state: expected[1].clone(),
        },
    ];
    let buggy_stmt = buggy
        .stmts
        .iter()
        .find(|s| {
            s.function == F
                && s.kind
                    == StmtKind::Assign {
                        lhs: "temp".into(),
                        rhs: repaird_cfront::ir::Expr::var("fast_ptr"),
                    }
        })
        .unwrap()
        .id;
    Fig8 {
        text: std::fs::read_to_string(&path).unwrap(),
        path,
        buggy,
        trace: trace[..pos[1] + 1].to_vec(),
        specs,
        buggy_stmt,
    }
}

#[test]
fn figure8_flags_exactly_the_buggy_loop_statement() {
    let f = fig8();
    let l = gradient::localize_trace(&f.buggy, &f.trace, &f.specs, &GradientOptions::default());
    assert_eq!(
        l.ids().into_iter().collect::<Vec<_>>(),
        vec![f.buggy_stmt],
        "{l:?}"
    );
    assert!(l.suspicious[0].gradient > 0.0);
    // Γ is flat before the buggy statement and after it (Fig. 9's last column).
    let g = &l.gammas[0];
    assert_eq!(g.first(), Some(&0.0));
    assert!(g.last().unwrap() > &0.0);
}

#[test]
fn splitting_flags_a_statement_that_is_not_upward_exposed() {
    // Table 3 of the paper: b = a.next; b = b.next (fix: b = d); c = c.next.
    let src = "struct node { int data; struct node *next; };\n\
        struct node *a, *b, *c, *d;\n\
        void seg(void) { b = a->next; b = b->next; c = c->next; }\n\
        int main(void) { seg(); return 0; }\n";
    let program = support::parse_text(&support::fixtures_dir().join("table3.c"), src);
    let node = |n: &str, next: Val| (n.to_string(), next);
    let mut pre = SymState::new()
        .with_var("a", Val::node("n1"))
        .with_var("b", Val::node("n2"))
        .with_var("c", Val::node("n3"))
        .with_var("d", Val::node("n1"));
    for (n, next) in [
        node("n1", Val::node("n2")),
        node("n2", Val::node("n3")),
        node("n3", Val::node("n4")),
        node("n4", Val::Null),
    ] {
        pre = pre.with_node(&n, "node", &[("next", next), ("data", Val::Int(0))]);
    }
    // The correct program ends with b = d = n1, c = n4.
    let post = pre
        .clone()
        .with_var("b", Val::node("n1"))
        .with_var("c", Val::node("n4"));
    let steps = statements_of(&program, "seg");
    let l = gradient::localize_segment(&program, &steps, &pre, &post, &GradientOptions::default());
    let flagged = l.ids();
    assert!(
        flagged.contains(&steps[1]),
        "the buggy statement must be flagged: {l:?}"
    );
    assert!(!flagged.contains(&steps[2]), "c = c->next is right: {l:?}");
}

#[test]
fn a_write_to_the_wrong_variable_is_flagged_though_it_leaves_no_gradient() {
    // `victim = outer->next;` where `outer = outer->next;` was meant: nothing in the
    // segment writes `outer`, so the distance it adds is the same at every point.
    let src = "struct node { int data; struct node *next; };\n\
        struct node *outer, *victim, *runner;\n\
        int kept, distinct;\n\
        void seg(void) { runner = outer; if (outer->next) kept = kept + 1; victim = outer->next; }\n\
        int main(void) { seg(); return 0; }\n";
    let program = support::parse_text(&support::fixtures_dir().join("misdirected.c"), src);
    let mut pre = SymState::new()
        .with_var("outer", Val::node("n1"))
        .with_var("victim", Val::Null)
        .with_var("runner", Val::Null)
        .with_var("kept", Val::Int(0))
        .with_var("distinct", Val::Int(0));
    for (n, next) in [("n1", Val::node("n2")), ("n2", Val::Null)] {
        pre = pre.with_node(n, "node", &[("next", next), ("data", Val::Int(0))]);
    }
    let steps = statements_of(&program, "seg");
    let last = *steps.last().expect("statements");
    let condition: Vec<StmtId> = program
        .stmts
        .iter()
        .filter(|s| s.function == "seg" && s.cond_range.is_some())
        .map(|s| s.id)
        .collect();
    assert!(
        !condition.is_empty(),
        "the `if` computes its condition: {steps:?}"
    );
    // The programmer corrected `outer` and `distinct` (a missing `distinct = distinct + 1;`)
    // and left `victim` unknown (`change victim _`).
    let wanted = pre
        .clone()
        .with_var("victim", Val::Unknown)
        .with_var("distinct", Val::Int(1))
        .with_var("outer", Val::node("n2"))
        .with_var("runner", Val::node("n1"))
        .with_var("kept", Val::Int(1));
    let l =
        gradient::localize_segment(&program, &steps, &pre, &wanted, &GradientOptions::default());
    let flagged: Vec<_> = l
        .suspicious
        .iter()
        .filter(|s| s.meant_for.is_some())
        .map(|s| s.stmt)
        .collect();
    // `runner = outer` writes n1; the condition's temporary holds n2 but is no variable a
    // statement could have been meant for; `kept = kept + 1` writes the 1 `distinct` lacks
    // but reads another variable (two slips): only `victim = outer->next` is blamed.
    assert_eq!(flagged, vec![last], "{l:?}");
    assert_eq!(l.suspicious.len(), 1, "nothing else is flagged: {l:?}");
    assert_eq!(l.suspicious[0].meant_for, Some(Entity::Var("outer".into())));
    assert_eq!(l.suspicious[0].gradient, 0.0, "no gradient names it: {l:?}");
    // Where the program writes `outer` as asserted, nothing is misdirected.
    let right = wanted.clone();
    let fixed = "struct node { int data; struct node *next; };\n\
        struct node *outer, *victim, *runner;\n\
        int kept, distinct;\n\
        void seg(void) { runner = outer; kept = 1; victim = outer->next; outer = victim; distinct = 1; }\n\
        int main(void) { seg(); return 0; }\n";
    let program = support::parse_text(&support::fixtures_dir().join("misdirected.c"), fixed);
    let steps = statements_of(&program, "seg");
    let l = gradient::localize_segment(&program, &steps, &pre, &right, &GradientOptions::default());
    assert!(
        l.suspicious.is_empty(),
        "the program meets the state: {l:?}"
    );
    // A constant stored in the wrong variable (`keep = 1;` for `kept = 1;`) is one slip too.
    let constant = "int keep, kept;\n\
        void seg(void) { keep = 1; }\n\
        int main(void) { seg(); return 0; }\n";
    let program = support::parse_text(&support::fixtures_dir().join("misdirected.c"), constant);
    let steps = statements_of(&program, "seg");
    let pre = SymState::new()
        .with_var("keep", Val::Int(2))
        .with_var("kept", Val::Int(0));
    let post = pre
        .clone()
        .with_var("keep", Val::Unknown)
        .with_var("kept", Val::Int(1));
    let l = gradient::localize_segment(&program, &steps, &pre, &post, &GradientOptions::default());
    assert_eq!(l.suspicious.len(), 1, "{l:?}");
    assert_eq!(l.suspicious[0].meant_for, Some(Entity::Var("kept".into())));
}

#[tokio::test]
async fn figure8_localized_repair_fixes_the_loop_statement_on_every_solver() {
    let f = fig8();
    let l = gradient::localize_trace(&f.buggy, &f.trace, &f.specs, &GradientOptions::default());
    let mut all = Vec::new();
    f.buggy.function(F).unwrap().body.stmt_ids(&mut all);
    let (locked, nondet) = gradient::restrict(&all, &l.ids(), 0);
    for profile in support::installed_solvers() {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        let entry = f.specs[0].state.clone();
        // The repair starts at the first spec point (the loop head).
        let trace = &f.trace[f.specs[0].at..];
        let mut p = RepairProblem::new(&f.buggy, F, entry, trace);
        p.specs = f
            .specs
            .iter()
            .map(|s| SpecPoint {
                at: s.at - f.specs[0].at,
                state: s.state.clone(),
            })
            .collect();
        p.locked = locked.clone();
        p.nondet = nondet.clone();
        let t0 = Instant::now();
        let r = session.repair(&p).await.expect("repair");
        println!(
            "{}: localized repair {:?} ({} calls, {} widenings)",
            profile.name,
            t0.elapsed(),
            r.solver_calls,
            r.widenings
        );
        assert_eq!(
            r.changes,
            vec![Change::ReplaceStmt {
                id: f.buggy_stmt,
                kind: StmtKind::GetField {
                    lhs: "temp".into(),
                    base: "fast_ptr".into(),
                    field: "next".into()
                }
            }],
            "{}",
            profile.name
        );
        let edits = rewrite::edits(&f.text, &f.buggy, &r.changes).unwrap();
        let patched = rewrite::apply(&f.text, &edits);
        let program = support::parse_text(&f.path, &patched);
        let out = interp::run_main(&program, &Options::default()).stdout;
        assert_eq!(out, "128 64 32 8 4 2 \n");
    }
}
