//! Where a repair's insertion goes among the places that mean the same: as late in its
//! block as it can go without a run observing the difference.

#[path = "wolverine_fixtures/support.rs"]
mod support;

use repaird_cfront::ir::{Program, StmtId, StmtKind};
use repaird_cfront::rewrite::{Change, NewStmt};
use repaird_engine::heap::{SymState, Val};
use repaird_engine::interp::{self, Event, Gap, Options, Point, TraceStep};
use repaird_engine::wolverine::placement::latest_places;
use repaird_engine::wolverine::{Insertion, RepairProblem, SpecPoint};

/// `count` never advances `p`; `p = p->next;` is missing somewhere in the loop body.
const PROGRAM: &str = r#"#include <stdlib.h>
struct node { int data; struct node *next; };
int count(struct node *p)
{
    int n = 0;
    struct node *last = NULL;
    while (p != NULL) {
        n = n + 1;
        last = p;
    }
    return n + (last != NULL);
}
int main(void)
{
    struct node *b = malloc(sizeof *b);
    b->data = 2;
    b->next = NULL;
    struct node *a = malloc(sizeof *a);
    a->data = 1;
    a->next = b;
    return count(a);
}
"#;

struct Setup {
    program: Program,
    entry: SymState,
    trace: Vec<TraceStep>,
    /// `n = n + 1;`
    step: StmtId,
}

fn setup() -> Setup {
    let program = support::parse_text(std::path::Path::new("count.c"), PROGRAM);
    let entry = support::entry_state(&program, "count");
    let key = support::loop_key(&program, "count");
    let mut options = Options {
        record_gaps: true,
        ..Options::default()
    };
    for (k, taken) in [true, true, false].into_iter().enumerate() {
        options.force.insert((Point::Branch(key), k as u32), taken);
    }
    let trace = interp::run_function(&program, "count", &entry, &[], &options).trace;
    let step = program.stmts_at_line(8)[0];
    assert!(
        matches!(&program.stmt(step).unwrap().kind, StmtKind::Assign { lhs, .. } if lhs == "n")
    );
    Setup {
        program,
        entry,
        trace,
        step,
    }
}

fn insertion(kind: StmtKind, at: StmtId) -> (Vec<Change>, Vec<Insertion>) {
    let change = Change::InsertBefore {
        anchor: at,
        stmts: vec![NewStmt {
            guard: None,
            kind: kind.clone(),
        }],
    };
    (
        vec![change],
        vec![Insertion {
            gap: Gap::Before(at),
            kind,
        }],
    )
}

fn advance() -> StmtKind {
    StmtKind::GetField {
        lhs: "p".into(),
        base: "p".into(),
        field: "next".into(),
    }
}

#[test]
fn an_insertion_moves_past_what_it_does_not_touch() {
    let s = setup();
    let passes = s
        .trace
        .iter()
        .filter(|t| matches!(t.event, Event::Gap { gap, .. } if gap == Gap::Before(s.step)))
        .count();
    assert_eq!(passes, 2, "the trace passes the gap each time round");
    let problem = RepairProblem::new(&s.program, "count", s.entry.clone(), &s.trace);
    let (changes, insertions) = insertion(advance(), s.step);
    let (changes, insertions) = latest_places(&problem, changes, insertions);
    // Past `n = n + 1;`, not past `last = p;`, which reads `p`.
    assert!(
        matches!(&changes[..], [Change::InsertAfter { anchor, .. }] if *anchor == s.step),
        "{changes:?}"
    );
    assert_eq!(insertions[0].gap, Gap::After(s.step));
}

#[test]
fn an_insertion_stays_before_what_it_touches_or_a_state_asserted_between() {
    let s = setup();
    // `n = n + 2;` writes what `n = n + 1;` reads and writes.
    let problem = RepairProblem::new(&s.program, "count", s.entry.clone(), &s.trace);
    let bump = StmtKind::Assign {
        lhs: "n".into(),
        rhs: repaird_cfront::ir::Expr::binary(
            repaird_cfront::ir::BinOp::Add,
            repaird_cfront::ir::Expr::var("n"),
            repaird_cfront::ir::Expr::Int(2),
        ),
    };
    let (changes, insertions) = insertion(bump, s.step);
    let (after, _) = latest_places(&problem, changes.clone(), insertions);
    assert_eq!(after, changes);

    // A state asserted right after `n = n + 1;` runs the first time round sees `p` as it
    // is there: moving the insertion past that statement would change it.
    let ran = s
        .trace
        .iter()
        .position(|t| matches!(t.event, Event::Stmt { id, .. } if id == s.step))
        .unwrap();
    let mut problem = RepairProblem::new(&s.program, "count", s.entry.clone(), &s.trace);
    let (changes, insertions) = insertion(advance(), s.step);
    let (free, _) = latest_places(&problem, changes, insertions);
    assert_ne!(
        free,
        insertion(advance(), s.step).0,
        "moves without the state"
    );
    problem.specs.push(SpecPoint {
        at: ran + 1,
        state: SymState::default(),
    });
    let (changes, insertions) = insertion(advance(), s.step);
    let (after, _) = latest_places(&problem, changes.clone(), insertions);
    assert_eq!(after, changes);
}

/// Slots near localization's sites go where control passes right before or after a site:
/// at the end of the `then` that precedes it too, in the runs that take that branch.
#[test]
fn slot_gaps_follow_control_into_the_block_before_a_site() {
    let program = support::parse_text(
        std::path::Path::new("tally.c"),
        r#"int tally(int a, int b)
{
    int n = 0;
    int k = 0;
    if (a > b) {
        k = k + 1;
    }
    n = n + 2;
    return n + k;
}
int main(void)
{
    return tally(2, 1);
}
"#,
    );
    let entry = support::entry_state(&program, "tally");
    let at = |line: u32| program.stmts_at_line(line)[0];
    let (bump, site) = (at(6), at(8));
    let options = Options {
        record_gaps: true,
        ..Options::default()
    };
    let trace_of = |a: i64| {
        interp::run_function(
            &program,
            "tally",
            &entry,
            &[Val::Int(a), Val::Int(1)],
            &options,
        )
        .trace
    };
    let (taken, not_taken) = (trace_of(2), trace_of(0));
    let mut p = RepairProblem::new(&program, "tally", entry.clone(), &taken);
    assert_eq!(p.slot_gaps(), None, "without sites every gap is one");
    p.slot_sites = Some([site].into_iter().collect());
    let gaps = p.slot_gaps().unwrap();
    assert!(gaps.contains(&Gap::Before(site)), "{gaps:?}");
    assert!(gaps.contains(&Gap::After(bump)), "{gaps:?}");
    assert!(!gaps.contains(&Gap::Before(bump)), "{gaps:?}");
    assert!(!gaps.contains(&Gap::Before(at(3))), "{gaps:?}");
    // A run that skips the `then` passes no gap inside it.
    let mut p = RepairProblem::new(&program, "tally", entry.clone(), &not_taken);
    p.slot_sites = Some([site].into_iter().collect());
    assert!(!p.slot_gaps().unwrap().contains(&Gap::After(bump)));
}
