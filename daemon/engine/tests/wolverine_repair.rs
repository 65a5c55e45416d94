//! Proof-guided repair (Algorithm 3) on the paper's Figure 1 with real solvers: the first
//! repair on every backend, and the two ways Algorithm 3 fails fast. The whole session
//! (both repairs, patched program compiled and run) is a scenario in wolverine_fixtures.rs.

#[path = "wolverine_fixtures/support.rs"]
mod support;

use std::time::Duration;

use repaird_cfront::ir::{Program, StmtKind};
use repaird_cfront::rewrite::{self, Change};
use repaird_engine::heap::{SymState, Val};
use repaird_engine::interp::TraceStep;
use repaird_engine::wolverine::{
    Decisions, Repair, RepairError, RepairProblem, RepairSession, SpecPoint,
};
use support::Expected;

const F: &str = "reverse";

struct Fig1 {
    path: std::path::PathBuf,
    text: String,
    buggy: Program,
    entry: SymState,
    expected: Expected,
}

fn fig1() -> Fig1 {
    let dir = support::fixtures_dir().join("reverse_dll");
    let path = dir.join("buggy.c");
    let buggy = support::parse(&path);
    let fixed = support::parse(&dir.join("fixed.c"));
    let entry = support::entry_state(&buggy, F);
    let expected = support::expected_run(&fixed, F, &entry);
    assert_eq!(expected.decisions, vec![true, true, true, true, false]);
    Fig1 {
        text: std::fs::read_to_string(&path).unwrap(),
        path,
        buggy,
        entry,
        expected,
    }
}

/// Specs at the loop head before and after two (forced, so unasserted) iterations.
fn first_problem<'a>(f: &'a Fig1, trace: &'a [TraceStep]) -> RepairProblem<'a> {
    let pos = support::branch_positions(trace, support::loop_key(&f.buggy, F));
    let mut p = RepairProblem::new(&f.buggy, F, f.entry.clone(), &trace[..pos[2]]);
    p.specs = (0..=2)
        .map(|k| SpecPoint {
            at: pos[k],
            state: f.expected.heads[k].clone(),
        })
        .collect();
    p.decisions = Decisions::None;
    p.insertion_slots = 1;
    p
}

fn first_trace(f: &Fig1) -> Vec<TraceStep> {
    support::session_trace(
        &f.buggy,
        F,
        &f.entry,
        &f.expected.decisions[..3],
        &f.expected.heads,
    )
}

async fn first_repair(session: &mut RepairSession, f: &Fig1) -> Repair {
    let trace = first_trace(f);
    session
        .repair(&first_problem(f, &trace))
        .await
        .expect("first repair")
}

/// Figure 1's first repair in each session, and what each sent and heard (its transcript).
async fn recorded_first_repairs(sessions: Vec<RepairSession>, f: &Fig1) -> Vec<(Repair, String)> {
    let dir = tempfile::tempdir().unwrap();
    let mut out = Vec::new();
    for (i, mut session) in sessions.into_iter().enumerate() {
        let name = format!("session-{i}");
        session
            .record_to(&dir.path().join(format!("{name}.smt2")))
            .unwrap();
        let repair = first_repair(&mut session, f).await;
        // A process started for another logic records beside it (`session-0.qf_bv.smt2`);
        // the attempts run beside the awaited one (`.spare`) depend on timing.
        let mut text = String::new();
        for entry in std::fs::read_dir(dir.path()).unwrap() {
            let path = entry.unwrap().path();
            let file = path.file_name().unwrap().to_string_lossy().into_owned();
            if file.starts_with(&format!("{name}.")) && !file.contains(".spare") {
                text += &std::fs::read_to_string(&path).unwrap();
            }
        }
        out.push((repair, text));
    }
    out
}

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
            s.function == F && matches!(&s.kind, StmtKind::GetField { lhs, .. } if lhs == "temp2")
        })
        .unwrap()
        .id;
    for profile in solvers {
        let mut session = RepairSession::spawn(&profile).await.expect("spawn");
        let r = first_repair(&mut session, &f).await;
        println!(
            "{}: first repair, {} calls, {} widenings",
            profile.name, r.solver_calls, r.widenings
        );
        assert_eq!(
            r.changes,
            vec![Change::ReplaceStmt {
                id: temp2,
                kind: StmtKind::GetField {
                    lhs: "temp2".into(),
                    base: "current".into(),
                    field: "next".into()
                }
            }],
            "{}",
            profile.name
        );
        assert!(r.widenings >= 1 && r.solver_calls > r.widenings);
    }
}

/// Narrowed heap lookups (`narrows_heap_lookups`) send a smaller encoding and find the same
/// repair: the first solver's profile both ways, each session recording what it sent.
#[tokio::test]
async fn narrowed_heap_lookups_send_less_and_repair_the_same() {
    let f = fig1();
    let base = support::installed_solvers().remove(0);
    let mut sessions = Vec::new();
    for narrowed in [false, true] {
        let profile = repaird_solvers::Profile {
            narrows_heap_lookups: narrowed,
            ..base.clone()
        };
        sessions.push(RepairSession::spawn(&profile).await.unwrap());
    }
    let runs = recorded_first_repairs(sessions, &f).await;
    // What was sent, not the answers the transcript notes.
    let sent: Vec<usize> = runs
        .iter()
        .map(|(_, text)| {
            text.lines()
                .filter(|l| !l.starts_with(';'))
                .map(str::len)
                .sum()
        })
        .collect();
    assert_eq!(runs[0].0.changes, runs[1].0.changes, "{}", base.name);
    assert!(
        sent[1] < sent[0],
        "{}: narrowed sent {} bytes, every node {}",
        base.name,
        sent[1],
        sent[0]
    );
}

/// Bit-vector encodings whose constants are all small go out at the narrow width and find
/// the repair the integers find: Figure 1's first repair both ways on the first solver.
#[tokio::test]
async fn small_constants_go_out_as_narrow_bit_vectors_and_repair_the_same() {
    let f = fig1();
    let profile = support::installed_solvers().remove(0);
    let mut sessions = Vec::new();
    for bitvectors in [false, true] {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        session.set_arithmetic(Some(bitvectors)).await.unwrap();
        sessions.push(session);
    }
    let runs = recorded_first_repairs(sessions, &f).await;
    let (integers, bitvectors) = (&runs[0].1, &runs[1].1);
    assert_eq!(runs[0].0.changes, runs[1].0.changes, "{}", profile.name);
    assert!(!integers.contains("BitVec"));
    assert!(bitvectors.contains("(declare-const h"), "{}", profile.name);
    assert!(bitvectors.contains("(_ BitVec 16)"));
    assert!(!bitvectors.contains("(_ BitVec 32)"));
}

#[tokio::test]
async fn inconsistent_spec_fails_fast() {
    let f = fig1();
    let profile = support::installed_solvers().remove(0);
    let mut session = RepairSession::spawn(&profile).await.unwrap();
    let trace = first_trace(&f);
    let mut p = first_problem(&f, &trace);
    // A spec at the very entry that contradicts the entry state: no change to the code can
    // matter, so no relaxable constraint is in the core.
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
    // The session is still usable afterwards (the repair popped its scopes).
    let depth = session.session().depth();
    assert!(session.repair(&first_problem(&f, &trace)).await.is_ok());
    assert_eq!(session.session().depth(), depth);
}

/// `max_changes` caps guards and statements together: the bounds widen no further than it,
/// and a refusal there says the cap held the search back; a cap as wide as the bounds the
/// uncapped search widened to finds the same repair.
#[tokio::test]
async fn a_cap_on_changes_stops_the_widening_there() {
    let f = fig1();
    let profile = support::installed_solvers().remove(0);
    let mut session = RepairSession::spawn(&profile).await.unwrap();
    let trace = first_trace(&f);
    let mut p = first_problem(&f, &trace);
    p.insertion_slots = 0;
    p.max_insertions = 0;
    let uncapped = session.repair(&p).await.expect("a repair without slots");
    let widened = uncapped.widenings;
    assert!(widened > 0, "{uncapped:?}");
    p.max_changes = Some(widened - 1);
    let err = session.repair(&p).await.unwrap_err();
    let capped = format!(
        "no repair with {} or fewer changed guards and statements",
        widened - 1
    );
    assert!(err.to_string().contains(&capped), "{err}");
    p.max_changes = Some(widened);
    let repair = session.repair(&p).await.expect("within the cap");
    assert_eq!(
        (repair.changes, repair.insertions),
        (uncapped.changes, uncapped.insertions)
    );
}

/// A check that a program meets the specification as it is (no change allowed, no slot)
/// encodes no holes at all: the fixed program passes it, the buggy one is refused.
#[tokio::test]
async fn a_check_with_no_change_allowed_encodes_no_holes() {
    let f = fig1();
    let fixed = support::parse(&f.path.with_file_name("fixed.c"));
    let profile = support::installed_solvers().remove(0);
    let mut session = RepairSession::spawn(&profile).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let transcript = dir.path().join("check.smt2");
    session.record_to(&transcript).unwrap();
    for (program, meets) in [(&fixed, true), (&f.buggy, false)] {
        let trace = support::session_trace(
            program,
            F,
            &f.entry,
            &f.expected.decisions[..3],
            &f.expected.heads,
        );
        let mut p = first_problem(&f, &trace);
        p.program = program;
        p.insertion_slots = 0;
        p.max_insertions = 0;
        p.max_guard_changes = 0;
        p.max_statement_changes = 0;
        match session.repair(&p).await {
            Ok(r) => assert!(meets && r.changes.is_empty(), "{:?}", r.changes),
            Err(e) => assert!(!meets, "the fixed program was refused: {e}"),
        }
    }
    let sent = std::fs::read_to_string(&transcript).unwrap();
    assert!(sent.contains("(check-sat"), "nothing was checked");
    assert!(
        !sent.contains("(declare-const s") && !sent.contains("(declare-const r"),
        "a check declared statement or guard selectors"
    );
}

/// The program after the first repair and its whole run (the loop's five heads).
struct AfterFirst {
    program: Program,
    trace: Vec<TraceStep>,
}

/// Fig. 1, a session on the first installed solver, and the program after the first repair.
async fn fig1_after_first_repair() -> (Fig1, RepairSession, AfterFirst) {
    let f = fig1();
    let profile = support::installed_solvers().remove(0);
    let mut session = RepairSession::spawn(&profile).await.unwrap();
    let second = after_first_repair(&mut session, &f).await;
    (f, session, second)
}

async fn after_first_repair(session: &mut RepairSession, f: &Fig1) -> AfterFirst {
    let r1 = first_repair(session, f).await;
    let edits = rewrite::edits(&f.text, &f.buggy, &r1.changes).unwrap();
    let program = support::parse_text(&f.path, &rewrite::apply(&f.text, &edits));
    let trace = support::session_trace(
        &program,
        F,
        &f.entry,
        &f.expected.decisions,
        &f.expected.heads,
    );
    AfterFirst { program, trace }
}

impl AfterFirst {
    /// Every loop head and the end asserted, every statement locked, one slot: the final
    /// `head = n1` is one inserted statement.
    fn locked_problem(&self, f: &Fig1) -> RepairProblem<'_> {
        let pos = support::branch_positions(&self.trace, support::loop_key(&self.program, F));
        let mut p = RepairProblem::new(&self.program, F, f.entry.clone(), &self.trace);
        p.specs = (0..=4)
            .map(|k| SpecPoint {
                at: pos[k],
                state: f.expected.heads[k].clone(),
            })
            .collect();
        p.specs.push(SpecPoint {
            at: self.trace.len(),
            state: f.expected.end.clone(),
        });
        p.decisions = Decisions::None;
        let mut ids = Vec::new();
        self.program.function(F).unwrap().body.stmt_ids(&mut ids);
        p.locked = ids.into_iter().collect();
        p.insertion_slots = 1;
        p
    }
}

#[tokio::test]
async fn missing_insertion_slot_is_reported() {
    let (f, mut session, second) = fig1_after_first_repair().await;
    // Everything locked: the final `head = n1` needs one inserted statement...
    let mut p = second.locked_problem(&f);
    let ok = session.repair(&p).await.expect("one slot is enough");
    assert_eq!(ok.bounds, (0, 0, 1));
    // ...and asking for `temp2 = n1` as well needs a second one.
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
    assert!(err.to_string().contains("more insertion slots are needed"));
}

/// The search log of the session's answers since its last `clear_search`.
fn search(session: &RepairSession) -> Vec<String> {
    session.search.iter().map(|c| c.to_string()).collect()
}

/// Whether the search log `log` has an unsat check of an attempt whose line starts with
/// `refused` before a sat check of one whose line starts with `found`.
fn refused_then_found(log: &[String], refused: &str, found: &str) -> bool {
    let refused = log
        .iter()
        .position(|c| c.starts_with(refused) && c.contains(" unsat "));
    let found = log
        .iter()
        .position(|c| c.starts_with(found) && c.contains(" sat "));
    matches!((refused, found), (Some(a), Some(b)) if a < b)
}

/// Slot sites: the first attempt with a slot places it next to the sites only; refused
/// there, the slot may go anywhere. Either way the repair is one insertion, as without
/// sites.
#[tokio::test]
async fn a_slot_tries_the_sites_first_and_then_goes_anywhere() {
    let (f, mut session, second) = fig1_after_first_repair().await;
    let mut p = second.locked_problem(&f);
    session.clear_search();
    let anywhere = session.repair(&p).await.expect("one slot is enough");
    assert_eq!(anywhere.insertions.len(), 1);
    assert!(search(&session).iter().all(|c| !c.contains("@sites")));
    let site = anywhere.insertions[0].gap.anchor();

    // Sites next to the insertion: found in the first attempt with a slot.
    p.slot_sites = Some([site].into_iter().collect());
    session.clear_search();
    let near = session.repair(&p).await.expect("found next to the site");
    assert_eq!(near.bounds, (0, 0, 1));
    assert_eq!(near.insertions[0].gap.anchor(), site);
    let log = search(&session);
    assert!(
        log.iter()
            .any(|c| c.starts_with("1@sites") && c.contains(" sat ")),
        "{log:?}"
    );
    assert!(log.iter().all(|c| !c.starts_with("1 ")), "{log:?}");
    // The attempt's encoding comes before its checks, with its size and time.
    let encoded = log
        .iter()
        .position(|c| c.starts_with("1@sites encoded ") && c.ends_with(" ms"));
    let checked = log.iter().position(|c| c.starts_with("1@sites τ"));
    assert!(
        matches!((encoded, checked), (Some(a), Some(b)) if a < b),
        "{log:?}"
    );

    // No gap next to any site: refused there, then found anywhere.
    p.slot_sites = Some(Default::default());
    session.clear_search();
    let elsewhere = session.repair(&p).await.expect("found anywhere");
    assert_eq!(elsewhere.bounds, (0, 0, 1));
    let log = search(&session);
    assert!(refused_then_found(&log, "1@sites", "1 τ"), "{log:?}");
}

/// What the programmer corrected: a slot that writes only that is tried before a slot
/// anywhere that may write anything, also by a search that ends next to its sites.
/// Corrected `head`, the inserted `head = n1` is found there, in a smaller encoding;
/// corrected only what no insertion can fix alone, that attempt is refused and the slot
/// anywhere finds the same insertion.
#[tokio::test]
async fn a_slot_writing_what_was_corrected_comes_before_one_writing_anything() {
    let (f, mut session, second) = fig1_after_first_repair().await;
    let mut p = second.locked_problem(&f);
    let encoded_kb = |log: &[String], attempt: &str| -> u64 {
        let line = log
            .iter()
            .find(|c| c.starts_with(&format!("{attempt} encoded ")))
            .unwrap_or_else(|| panic!("no {attempt} encoding in {log:?}"));
        line.split_whitespace().nth(2).unwrap().parse().unwrap()
    };
    session.clear_search();
    let anywhere = session.repair(&p).await.expect("one slot is enough");
    let anywhere_kb = encoded_kb(&search(&session), "1");

    p.corrected.vars.insert("head".into());
    session.clear_search();
    let targeted = session.repair(&p).await.expect("found writing head");
    let log = search(&session);
    assert!(
        log.iter()
            .any(|c| c.starts_with("1@writes τ") && c.contains(" sat ")),
        "{log:?}"
    );
    assert!(log.iter().all(|c| !c.starts_with("1 ")), "{log:?}");
    assert_eq!(targeted.insertions, anywhere.insertions);
    assert!(
        encoded_kb(&log, "1@writes") < anywhere_kb,
        "{log:?} against {anywhere_kb} KB"
    );

    // A search that ends next to its sites tries it too, once refused there.
    p.slot_sites = Some(Default::default());
    p.slots_near_sites_only = true;
    session.clear_search();
    let near_only = session.repair(&p).await.expect("found writing head");
    let log = search(&session);
    assert!(refused_then_found(&log, "1@sites", "1@writes τ"), "{log:?}");
    assert_eq!(near_only.insertions, anywhere.insertions);
    // Told that those two were refused already (`slots_anywhere_only`), the search starts
    // with a slot anywhere.
    p.slots_near_sites_only = false;
    p.slots_anywhere_only = true;
    session.clear_search();
    let anywhere_only = session.repair(&p).await.expect("one slot is enough");
    let log = search(&session);
    assert!(log.iter().any(|c| c.starts_with("1 τ")), "{log:?}");
    assert!(log.iter().all(|c| !c.contains('@')), "{log:?}");
    assert_eq!(anywhere_only.insertions, anywhere.insertions);
    p.slots_anywhere_only = false;
    p.slot_sites = None;

    // `temp1` corrected instead: no insertion into it alone meets the states.
    p.corrected.vars = ["temp1".to_string()].into_iter().collect();
    session.clear_search();
    let elsewhere = session.repair(&p).await.expect("found anywhere");
    let log = search(&session);
    assert!(refused_then_found(&log, "1@writes", "1 τ"), "{log:?}");
    assert_eq!(elsewhere.insertions, anywhere.insertions);

    // Only a name no table holds corrected: no slot shape can write it, nothing is sent
    // for that attempt, and the slot anywhere answers.
    p.corrected.vars = ["no_such_variable".to_string()].into_iter().collect();
    session.clear_search();
    let unwritable = session.repair(&p).await.expect("found anywhere");
    let log = search(&session);
    assert!(log.iter().all(|c| !c.contains("@writes")), "{log:?}");
    assert_eq!(unwritable.insertions, anywhere.insertions);
}

/// A caller that already searched without insertions says so (`needs_insertions`): the search
/// starts with a slot and finds a repair as small, where it would otherwise first be
/// refused without one.
#[tokio::test]
async fn a_search_known_to_need_a_slot_starts_with_one() {
    let (f, mut session, second) = fig1_after_first_repair().await;
    let mut p = second.locked_problem(&f);
    let slotless = |session: &RepairSession| -> usize {
        session
            .search
            .iter()
            .filter(|c| c.to_string().starts_with("0 "))
            .count()
    };
    session.clear_search();
    let first = session.repair(&p).await.expect("one slot is enough");
    assert!(slotless(&session) > 0, "refused without a slot first");
    p.needs_insertions = 1;
    session.clear_search();
    let told = session.repair(&p).await.expect("one slot is enough");
    assert_eq!(slotless(&session), 0);
    assert_eq!(told.bounds, (0, 0, 1));
    assert_eq!(told.insertions.len(), first.insertions.len());
}

/// Told that a repair needs two insertions (the caller's search with one was refused), the
/// search starts with two slots: no attempt without a slot or with one (near the sites,
/// writing what was corrected, anywhere).
#[tokio::test]
async fn a_search_known_to_need_two_insertions_starts_with_two_slots() {
    let (f, mut session, second) = fig1_after_first_repair().await;
    let mut p = second.locked_problem(&f);
    p.max_insertions = 2;
    p.needs_insertions = 2;
    session.clear_search();
    // Found or refused: what matters here is where the search started.
    let _ = session.repair(&p).await;
    let log = search(&session);
    assert!(!log.is_empty());
    assert!(
        log.iter()
            .all(|c| c.starts_with("2 ") || c.starts_with("2+2l ")),
        "{log:?}"
    );
}

/// A caller's search with one slot fewer found the specification inconsistent
/// (`refused_with_fewer`): refused with two slots as well, the search ends there with the
/// caller's reason, where on its own it goes on with three.
#[tokio::test]
async fn a_refusal_with_fewer_slots_counts_as_the_first() {
    let (f, mut session, second) = fig1_after_first_repair().await;
    let mut p = second.locked_problem(&f);
    // Contradicts the entry: every attempt is refused.
    p.specs.insert(
        0,
        SpecPoint {
            at: 0,
            state: SymState::new().with_var("head", Val::node("n2")),
        },
    );
    p.max_insertions = 3;
    p.needs_insertions = 2;
    p.classify_refusal = false;
    let with = |log: &[String], slots: &str| log.iter().any(|c| c.starts_with(slots));
    session.clear_search();
    assert!(session.repair(&p).await.is_err());
    let alone = search(&session);
    assert!(with(&alone, "2 ") && with(&alone, "3 "), "{alone:?}");
    p.refused_with_fewer = Some("refused with one slot".into());
    session.clear_search();
    let err = session.repair(&p).await.unwrap_err();
    let told = search(&session);
    assert!(with(&told, "2+2l ") && !with(&told, "3"), "{told:?}");
    assert!(err.to_string().contains("refused with one slot"), "{err}");
}

/// Attempts alternate between two processes by their place, and answer the same whether the
/// next one runs beside the awaited one or not: the attempt with a slot ran on the second
/// process (its transcript holds its checks), beside the refused one without a slot where
/// speculation is on (started at once, twice, or after a millisecond's wait); the search log
/// lists the attempts in order; the repair and the log are the same one at a time and beside
/// each other.
#[tokio::test]
async fn attempts_beside_each_other_answer_as_one_at_a_time() {
    let f = fig1();
    let profile = support::installed_solvers().remove(0);
    let dir = tempfile::tempdir().unwrap();
    let mut answers = Vec::new();
    let ms = Duration::from_millis;
    let runs = [
        (false, ms(0), false),
        (true, ms(0), true),
        (true, ms(0), true),
        (true, ms(1), true),
    ];
    for (i, (speculate, wait, beside)) in runs.into_iter().enumerate() {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        session.set_speculation(speculate);
        session.set_beside_after(wait);
        let second = after_first_repair(&mut session, &f).await;
        let transcript = dir.path().join(format!("session-{i}.smt2"));
        session.record_to(&transcript).unwrap();
        session.clear_search();
        let repair = session
            .repair(&second.locked_problem(&f))
            .await
            .expect("one slot is enough");
        let shapes: Vec<String> = session
            .search
            .iter()
            .map(|step| step.to_string().split(' ').next().unwrap().to_string())
            .collect();
        let spare = std::fs::read_to_string(transcript.with_extension("spare.smt2")).unwrap();
        assert!(
            spare.contains("(check-sat"),
            "the second process ran an attempt"
        );
        assert_eq!(session.attempts_beside > 0, beside, "{speculate} {wait:?}");
        answers.push((repair, shapes));
    }
    // Refused without a slot first, then found with one: in that order in the log.
    let shapes = &answers[0].1;
    let first_slot = shapes.iter().position(|s| s != "0").unwrap();
    assert!(first_slot > 0, "{shapes:?}");
    assert!(shapes[first_slot..].iter().all(|s| s != "0"));
    assert_eq!(answers[0].0.bounds, (0, 0, 1));
    assert_eq!(answers[0].0.insertions.len(), 1);
    for (repair, shapes) in &answers[1..] {
        assert_eq!(repair.changes, answers[0].0.changes);
        assert_eq!(repair.insertions, answers[0].0.insertions);
        assert_eq!(shapes, &answers[0].1);
    }
}

/// A request's first attempt runs alone until it has run the session's wait: Figure 1's first
/// repair, found by the first attempt, starts nothing beside it under a minute's wait, the
/// attempt after it beside it once it has run a millisecond (which its solver round trips
/// take: only the timer starts it, as no refusal comes before the answer), and at once without
/// a wait; the same repair each way.
#[tokio::test]
async fn a_first_attempt_answered_within_the_wait_runs_alone() {
    let f = fig1();
    let profile = support::installed_solvers().remove(0);
    let mut repairs = Vec::new();
    let waits = [
        (Duration::from_secs(60), false),
        (Duration::from_millis(1), true),
        (Duration::ZERO, true),
    ];
    for (wait, beside) in waits {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        session.set_speculation(true);
        session.set_beside_after(wait);
        let repair = first_repair(&mut session, &f).await;
        assert_eq!(session.attempts_beside > 0, beside, "{wait:?}");
        repairs.push(repair);
    }
    for other in &repairs[1..] {
        assert_eq!(other.changes, repairs[0].changes);
        assert_eq!(other.insertions, repairs[0].insertions);
    }
}

/// Where a refusal is known to end its problem's search (one that ends next to its sites,
/// refused writing what was corrected), the next problem's first attempt runs beside it, not
/// the refused problem's next attempt, which could not be needed: the same repair and log as
/// one at a time, and no attempt beside the awaited one that a refusal went past.
#[tokio::test]
async fn the_attempt_a_refusal_leads_to_runs_beside_it() {
    let f = fig1();
    let profile = support::installed_solvers().remove(0);
    let mut answers = Vec::new();
    for speculate in [false, true] {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        session.set_speculation(speculate);
        // Beside the awaited attempt at once: these attempts are answered in milliseconds.
        session.set_beside_after(Duration::ZERO);
        let second = after_first_repair(&mut session, &f).await;
        // No insertion into `temp1` alone meets the states, and there are no sites.
        let mut near = second.locked_problem(&f);
        near.corrected.vars = ["temp1".to_string()].into_iter().collect();
        let mut anywhere = near.clone();
        near.slot_sites = Some(Default::default());
        near.slots_near_sites_only = true;
        anywhere.needs_insertions = 1;
        let (beside, passed_over) = (session.attempts_beside, session.attempts_beside_passed_over);
        session.clear_search();
        let first = session.repair_first(&[near, anywhere]).await;
        assert_eq!(first.refused.len(), 1);
        let repair = first.answer.expect("found with a slot anywhere");
        // Without the times.
        let log: Vec<String> = search(&session)
            .iter()
            .map(|c| {
                c.trim_end_matches(" ms")
                    .trim_end_matches(char::is_numeric)
                    .to_string()
            })
            .collect();
        answers.push((
            repair,
            log,
            session.attempts_beside - beside,
            session.attempts_beside_passed_over - passed_over,
        ));
    }
    let (repair, log, _, _) = &answers[0];
    let attempts: Vec<&str> = log
        .iter()
        .filter(|c| c.contains(" encoded "))
        .map(|c| c.split(' ').next().unwrap())
        .collect();
    // The near search's three attempts, then the next problem's two.
    assert_eq!(
        attempts,
        ["0", "1@sites", "1@writes", "1@writes", "1"],
        "{log:?}"
    );
    assert!(refused_then_found(log, "1@writes", "1 τ"), "{log:?}");
    assert_eq!(repair.insertions.len(), 1);
    let (ahead, ahead_log, beside, passed_over) = &answers[1];
    assert_eq!(ahead.changes, repair.changes);
    assert_eq!(ahead.insertions, repair.insertions);
    assert_eq!(ahead_log, log);
    // Beside the refused search's last attempt the next search's first ran, never the
    // refused search's next attempt, which its refusal goes past (the old order started it
    // whenever that last attempt was still running once the one before it answered: one of
    // three runs here). How many ran beside depends on timing: an attempt that answers
    // before the awaited one lets the next start as the awaited one.
    assert!(*beside > 0);
    assert_eq!(*passed_over, 0, "{log:?}");
    assert_eq!((answers[0].2, answers[0].3), (0, 0));
}

/// `repair_first` goes on from a refused problem to the next and names the refusal.
#[tokio::test]
async fn a_refused_problem_goes_on_with_the_next() {
    let (f, mut session, second) = fig1_after_first_repair().await;
    let with_slot = second.locked_problem(&f);
    let mut without = with_slot.clone();
    without.insertion_slots = 0;
    without.max_insertions = 0;
    without.classify_refusal = false;
    let first = session.repair_first(&[without, with_slot]).await;
    assert_eq!(first.refused.len(), 1);
    assert!(
        matches!(first.refused[0].0, RepairError::InconsistentSpec { .. }),
        "{}",
        first.refused[0].0
    );
    assert_eq!(first.answer.expect("found with the slot").bounds, (0, 0, 1));
}

#[tokio::test]
async fn a_longer_trace_of_the_same_code_reuses_the_kept_encoding() {
    let f = fig1();
    let profile = support::installed_solvers().remove(0);
    let mut session = RepairSession::spawn(&profile).await.unwrap();
    let trace = first_trace(&f);
    let pos = support::branch_positions(&trace, support::loop_key(&f.buggy, F));
    // One iteration asserted first, then the same session asks again with two.
    let mut p = first_problem(&f, &trace);
    p.trace = &trace[..pos[1]];
    p.specs.truncate(2);
    let one = session.repair(&p).await.expect("one iteration");
    assert_eq!(session.reused_commands, 0);
    let two = session
        .repair(&first_problem(&f, &trace))
        .await
        .expect("two iterations");
    assert!(
        session.reused_commands > 0,
        "the one-iteration encoding is a prefix"
    );
    assert_eq!(two.changes.len(), 1);
    assert!(!one.changes.is_empty());
    // A different problem (other locks) starts a fresh scope and still answers.
    let depth = session.session().depth();
    let mut other = first_problem(&f, &trace);
    other.space.guards = false;
    assert_eq!(session.repair(&other).await.unwrap().changes, two.changes);
    assert_eq!(session.session().depth(), depth);
    session.forget().await.unwrap();
    assert_eq!(session.session().depth(), depth - 1);
}

/// `build` makes the list 1 -> 2 from two calls of the helper `mk`, whose line
/// `n->next = ...;` sets `mk_next` and whose caller links the nodes with `link`.
struct TwoNodes {
    program: Program,
    entry: SymState,
    trace: Vec<TraceStep>,
    /// The intended end state: head = n1 -> n2 -> null.
    want: SymState,
}

impl TwoNodes {
    /// Repairing `build` so that its run ends in `want`.
    fn problem(&self) -> RepairProblem<'_> {
        let mut p = RepairProblem::new(&self.program, "build", self.entry.clone(), &self.trace);
        p.specs = vec![SpecPoint {
            at: self.trace.len(),
            state: self.want.clone(),
        }];
        p
    }
}

fn two_nodes(file: &str, mk_next: &str, link: &str) -> TwoNodes {
    let src = format!(
        "#include <stdlib.h>\n\
        struct node {{ int data; struct node *next; }};\n\
        struct node *head;\n\
        struct node *mk(int d) {{\n\
            struct node *n = malloc(sizeof(struct node));\n\
            n->data = d;\n\
            n->next = {mk_next};\n\
            return n;\n\
        }}\n\
        void build(void) {{\n\
            struct node *a, *b;\n\
            a = mk(1);\n\
            b = mk(2);\n\
            {link}\n\
            head = a;\n\
        }}\n\
        int main(void) {{ build(); return head->next->data; }}\n"
    );
    let path = support::fixtures_dir().join(file);
    let program = support::parse_text(&path, &src);
    let options = repaird_engine::interp::Options {
        record_gaps: true,
        ..Default::default()
    };
    let entry = SymState::new().with_var("head", Val::Null);
    let run = repaird_engine::interp::run_function(&program, "build", &entry, &[], &options);
    let want = SymState::new()
        .with_var("head", Val::node("n1"))
        .with_node(
            "n1",
            "node",
            &[("data", Val::Int(1)), ("next", Val::node("n2"))],
        )
        .with_node("n2", "node", &[("data", Val::Int(2)), ("next", Val::Null)]);
    TwoNodes {
        program,
        entry,
        trace: run.trace,
        want,
    }
}

/// Calls inside the repaired function are encoded as they are (their own frames, their
/// allocations, their return values); only the repaired function's statements change.
#[tokio::test]
async fn repair_through_calls_of_program_functions() {
    let nodes = two_nodes("calls.c", "NULL", "a->next = a;");
    let program = &nodes.program;
    for profile in support::installed_solvers() {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        let p = nodes.problem();
        let r = session.repair(&p).await.expect("repair");
        let put = program
            .stmts
            .iter()
            .find(|s| s.function == "build" && matches!(&s.kind, StmtKind::PutField { .. }))
            .unwrap()
            .id;
        assert_eq!(
            r.changes,
            vec![Change::ReplaceStmt {
                id: put,
                kind: StmtKind::PutField {
                    base: "a".into(),
                    field: "next".into(),
                    rhs: repaird_cfront::ir::Expr::var("b")
                }
            }],
            "{}",
            profile.name
        );
    }
}

/// A fault in a helper the repaired function calls: refused among the function's own
/// statements (only an inserted `b->next = NULL` would do), repaired in the helper once its callees are candidates (one change, which
/// both calls run).
#[tokio::test]
async fn a_fault_in_a_called_helper_is_repaired_in_the_helper() {
    let nodes = two_nodes("helper_fault.c", "n", "a->next = b;");
    let program = &nodes.program;
    let helper_put = program
        .stmts
        .iter()
        .find(|s| {
            s.function == "mk"
                && matches!(&s.kind, StmtKind::PutField { field, .. } if field == "next")
        })
        .unwrap()
        .id;
    for profile in support::installed_solvers() {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        let mut p = nodes.problem();
        let solver = &profile.name;
        let own = session.repair(&p).await;
        assert!(
            matches!(own, Err(RepairError::NeedMoreSlots { .. })),
            "{solver}: {own:?}"
        );
        p.callees = true;
        let r = session
            .repair(&p)
            .await
            .unwrap_or_else(|e| panic!("{solver}: {e}"));
        // `head` is still NULL while `build` runs: `n->next = head` meets the spec as well.
        let null_here = [
            repaird_cfront::ir::Expr::Null,
            repaird_cfront::ir::Expr::var("head"),
        ];
        let ok = matches!(
            r.changes.as_slice(),
            [Change::ReplaceStmt {
                id,
                kind: StmtKind::PutField { base, field, rhs },
            }] if *id == helper_put && base == "n" && field == "next" && null_here.contains(rhs)
        );
        assert!(ok, "{solver}: {:?}", r.changes);
    }
}

/// A repair out of its time budget gives up with the solver's timeout, wherever the budget
/// ran out: before the encoding, in a check, or in reading a model. The session's own
/// deadline is back afterwards, and the next repair answers as without the budget.
#[tokio::test]
async fn a_repair_past_its_time_budget_gives_up_and_the_session_goes_on() {
    let nodes = two_nodes("helper_fault.c", "n", "a->next = b;");
    for profile in support::installed_solvers() {
        let solver = &profile.name;
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        let mut p = nodes.problem();
        p.callees = true;
        let mut out_of_time = Vec::new();
        // Budgeted repairs that got past the first check of the budget, so that it set the
        // session's deadline, which must then be restored.
        let mut ran_on_budget = 0;
        // Budgets from none at all to more than the repair needs. This encoding is sent in
        // one batch, too fast for a budget to run out in the middle of it.
        for micros in [0, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000] {
            p.time_budget = Some(Duration::from_micros(micros));
            match session.repair(&p).await {
                Ok(r) => {
                    assert_eq!(r.changes.len(), 1, "{solver}: {:?}", r.changes);
                    ran_on_budget += 1;
                }
                Err(RepairError::Solver(repaird_solvers::SolverError::Timeout {
                    command, ..
                })) => {
                    ran_on_budget += usize::from(!command.contains("budget is spent"));
                    out_of_time.push(command);
                }
                Err(e) => panic!("{solver}, budget {micros} µs: {e}"),
            }
            assert_eq!(session.session().timeout(), profile.timeout, "{solver}");
            p.time_budget = None;
            let r = session
                .repair(&p)
                .await
                .unwrap_or_else(|e| panic!("{solver}, after a budget of {micros} µs: {e}"));
            assert_eq!(r.changes.len(), 1, "{solver}: {:?}", r.changes);
        }
        assert!(
            out_of_time.iter().any(|c| c.contains("budget is spent")),
            "{solver}: {out_of_time:?}"
        );
        assert!(ran_on_budget > 0, "{solver}: {out_of_time:?}");
    }
}

/// Specification refinement (§6.1): a statement the engine does not model runs under the
/// debugger; its post-state (here written into the trace as gdb would report it) stands for
/// its semantics, and the repair works around it.
#[tokio::test]
async fn concrete_statements_take_their_effect_from_the_recorded_state() {
    let src = "#include <stdlib.h>\n\
        struct node { int data; struct node *next; };\n\
        struct node *head;\n\
        void bar(void) {\n\
            struct node *current;\n\
            int i;\n\
            current = head;\n\
            while (current != NULL) {\n\
                i = labs(-7);\n\
                current->data = 0;\n\
                current = current->next;\n\
            }\n\
        }\n\
        int main(void) { bar(); return 0; }\n";
    let program = support::parse_text(&support::fixtures_dir().join("concrete.c"), src);
    let concrete = program
        .stmts
        .iter()
        .find(|s| s.kind.is_concrete())
        .unwrap()
        .id;
    let entry = SymState::new()
        .with_var("head", Val::node("n1"))
        .with_node(
            "n1",
            "node",
            &[("data", Val::Int(1)), ("next", Val::node("n2"))],
        )
        .with_node("n2", "node", &[("data", Val::Int(2)), ("next", Val::Null)]);
    // The interpreter cannot run `labs`: skip it, and record what gdb would show after it.
    let mut options = repaird_engine::interp::Options {
        record_states: true,
        record_gaps: true,
        ..Default::default()
    };
    options.skip = (0..2).map(|k| (concrete, k)).collect();
    let mut trace =
        repaird_engine::interp::run_function(&program, "bar", &entry, &[], &options).trace;
    for step in &mut trace {
        if matches!(step.event, repaird_engine::interp::Event::Stmt { id, .. } if id == concrete) {
            step.after
                .as_mut()
                .unwrap()
                .vars
                .insert("i".into(), Val::Int(7));
        }
    }
    let want = SymState::new()
        .with_node("n1", "node", &[("data", Val::Int(7))])
        .with_node("n2", "node", &[("data", Val::Int(7))]);
    let put = program
        .stmts
        .iter()
        .find(|s| matches!(&s.kind, StmtKind::PutField { .. }))
        .unwrap()
        .id;
    for profile in support::installed_solvers() {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        let mut p = RepairProblem::new(&program, "bar", entry.clone(), &trace);
        p.specs = vec![SpecPoint {
            at: trace.len(),
            state: want.clone(),
        }];
        let r = session.repair(&p).await.expect("repair");
        assert_eq!(
            r.changes,
            vec![Change::ReplaceStmt {
                id: put,
                kind: StmtKind::PutField {
                    base: "current".into(),
                    field: "data".into(),
                    rhs: repaird_cfront::ir::Expr::var("i")
                }
            }],
            "{}",
            profile.name
        );
    }
}

/// Repairs `buggy` so that `function` ends in the state `fixed` ends in (one call from
/// `main`, globals as the entry state), on every installed solver, with `slots` insertion
/// slots; each backend's repair must have the closeness `bounds` and its patched C text
/// must contain `line`.
async fn repairs_to_the_fixed_end_state(
    buggy_text: &str,
    fixed_text: &str,
    function: &str,
    slots: usize,
    bounds: (u32, u32, u32),
    line: &str,
) {
    let path = support::fixtures_dir().join(format!("{function}.c"));
    let buggy = support::parse_text(&path, buggy_text);
    let fixed = support::parse_text(&path, fixed_text);
    let entry = support::entry_state(&buggy, function);
    let options = repaird_engine::interp::Options {
        record_gaps: true,
        ..Default::default()
    };
    let run = repaird_engine::interp::run_function(&buggy, function, &entry, &[], &options);
    let fixed_run = repaird_engine::interp::run_function(&fixed, function, &entry, &[], &options);
    let want = support::asserted(&fixed, function, &fixed_run.state);
    for profile in support::installed_solvers() {
        let mut session = RepairSession::spawn(&profile).await.unwrap();
        let mut p = RepairProblem::new(&buggy, function, entry.clone(), &run.trace);
        p.specs = vec![SpecPoint {
            at: run.trace.len(),
            state: want.clone(),
        }];
        p.insertion_slots = slots;
        p.max_insertions = slots;
        let r = session
            .repair(&p)
            .await
            .unwrap_or_else(|e| panic!("{}: {e}", profile.name));
        let edits = rewrite::edits(buggy_text, &buggy, &r.changes).expect("rewritable");
        let patched = rewrite::apply(buggy_text, &edits);
        let solver = &profile.name;
        assert_eq!(r.bounds, bounds, "{solver}: {patched}");
        assert!(patched.contains(line), "{solver}: {patched}");
    }
}

/// A right rotation whose line `x->parent = y->parent;` reads `mutated` instead, and whose
/// `y->parent->left = x;` reads `link` (y is its parent's left child).
fn rotation(mutated: &str, link: &str) -> String {
    format!(
        "#include <stdlib.h>\n\
        struct node {{ int key; struct node *left, *right, *parent; }};\n\
        struct node *y;\n\
        struct node *mk(int k) {{\n\
            struct node *n = malloc(sizeof(struct node));\n\
            n->key = k; n->left = NULL; n->right = NULL; n->parent = NULL;\n\
            return n;\n\
        }}\n\
        void rotate(void) {{\n\
            struct node *x = y->left;\n\
            y->left = x->right;\n\
            {mutated}\n\
            y->parent->left = {link};\n\
            x->right = y;\n\
            y->parent = x;\n\
        }}\n\
        int main(void) {{\n\
            struct node *p = mk(30);\n\
            y = mk(10);\n\
            p->left = y; y->parent = p;\n\
            y->left = mk(5); y->left->parent = y;\n\
            rotate();\n\
            return y->parent->parent->key;\n\
        }}\n"
    )
}

/// A field write of a folded value (`x->left = y->parent` lowers to a temporary holding
/// `y->parent` and a write of it) may keep the value while the field changes: the one-change
/// fix of a mutated field name. Without that shape the only repairs found rebuilt the
/// rotation from three changes and an insertion, after seconds of refuted searches.
#[tokio::test]
async fn a_field_write_keeps_its_folded_value_while_the_field_changes() {
    let fixed = rotation("x->parent = y->parent;", "x");
    let buggy = rotation("x->left = y->parent;", "x");
    let fixed_line = "x->parent = y->parent;";
    repairs_to_the_fixed_end_state(&buggy, &fixed, "rotate", 0, (0, 1, 0), fixed_line).await;
}

/// A field write through a folded node (`y->parent->left = y` writes the node a temporary
/// holds) may keep that node while its value changes: `y->parent->left = x` in one change,
/// where the shapes over variables alone had to insert a second write.
#[tokio::test]
async fn a_field_write_keeps_its_folded_node_while_the_value_changes() {
    let fixed = rotation("x->parent = y->parent;", "x");
    let buggy = rotation("x->parent = y->parent;", "y");
    let fixed_line = "y->parent->left = x;";
    repairs_to_the_fixed_end_state(&buggy, &fixed, "rotate", 1, (0, 1, 0), fixed_line).await;
}

/// A deleted field copy (`prev->next = cur->next;`) comes back as one inserted statement:
/// no variable holds the node it links to, so the one-level shapes cannot rebuild it.
#[tokio::test]
async fn a_deleted_field_copy_is_inserted_again() {
    let unlink = |copy: &str| {
        format!(
            "#include <stdlib.h>\n\
            struct node {{ int key; struct node *next; }};\n\
            struct node *prev;\n\
            struct node *mk(int k, struct node *next) {{\n\
                struct node *n = malloc(sizeof(struct node));\n\
                n->key = k; n->next = next;\n\
                return n;\n\
            }}\n\
            void unlink_next(void) {{\n\
                struct node *cur = prev->next;\n\
                {copy}\n\
                cur->next = NULL;\n\
            }}\n\
            int main(void) {{\n\
                prev = mk(1, mk(2, mk(3, NULL)));\n\
                unlink_next();\n\
                return prev->next->key;\n\
            }}\n"
        )
    };
    let copy = "prev->next = cur->next;";
    let fixed = unlink(copy);
    repairs_to_the_fixed_end_state(&unlink(""), &fixed, "unlink_next", 1, (0, 0, 1), copy).await;
}
