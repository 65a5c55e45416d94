//! Checkpoint hopping applied to a real solver session: after `resume`, exactly the
//! constraints of the checkpoints on the path to the target are live.

#[path = "wolverine_fixtures/support.rs"]
mod support;

use repaird_engine::heap::{SymState, Val};
use repaird_engine::wolverine::checkpoint::{Checkpoints, ResumePlan};
use repaird_solvers::{SatResult, Session};

/// The constraint a checkpoint's spec stands for here: `x` equals the spec's `x`... or at
/// least it: `(>= x v)` for positive, `(<= x -v)` for negative values.
fn constraint(c: &Checkpoints, id: usize) -> String {
    match c.get(id).unwrap().spec.state.var("x") {
        Val::Int(v) if *v >= 0 => format!("(>= x {v})"),
        Val::Int(v) => format!("(<= x {})", -v),
        other => panic!("{other}"),
    }
}

async fn spec(s: &mut Session, c: &mut Checkpoints, at: usize, v: i64) -> usize {
    let id = c.spec(at, SymState::new().with_var("x", Val::Int(v)));
    s.push(1).await.unwrap();
    s.assert(&constraint(c, id)).await.unwrap();
    assert_eq!(s.depth(), c.depth());
    id
}

async fn resume(s: &mut Session, c: &mut Checkpoints, target: usize) -> ResumePlan {
    let plan = c.resume(target).unwrap();
    s.pop(plan.pops).await.unwrap();
    for id in &plan.pushes {
        s.push(1).await.unwrap();
        s.assert(&constraint(c, *id)).await.unwrap();
    }
    assert_eq!(s.depth(), c.depth());
    plan
}

#[tokio::test]
async fn resume_restores_the_constraints_of_the_target_path_on_every_solver() {
    for profile in support::installed_solvers() {
        let mut s = Session::spawn(&profile).await.unwrap();
        s.declare_const("x", "Int").await.unwrap();
        let mut c = Checkpoints::new(s.depth());
        spec(&mut s, &mut c, 1, 0).await;
        spec(&mut s, &mut c, 2, 10).await;
        spec(&mut s, &mut c, 3, -20).await;
        resume(&mut s, &mut c, 0).await;
        // Another direction from checkpoint 0: x <= 5 contradicts checkpoint 1's x >= 10.
        spec(&mut s, &mut c, 2, -5).await;
        s.push(1).await.unwrap();
        s.assert("(>= x 10)").await.unwrap();
        assert_eq!(
            s.check().await.unwrap(),
            SatResult::Unsat,
            "{}",
            profile.name
        );
        s.pop(1).await.unwrap();
        let plan = resume(&mut s, &mut c, 2).await;
        assert_eq!(
            (plan.common_ancestor, plan.pops, plan.pushes.clone()),
            (Some(0), 1, vec![1, 2])
        );
        // Checkpoint 3's x <= 5 is gone; 1 and 2 are back: 10 <= x <= 20.
        assert_eq!(s.check().await.unwrap(), SatResult::Sat);
        s.push(1).await.unwrap();
        s.assert("(or (< x 10) (> x 20))").await.unwrap();
        assert_eq!(
            s.check().await.unwrap(),
            SatResult::Unsat,
            "{}",
            profile.name
        );
        s.pop(1).await.unwrap();
    }
}
