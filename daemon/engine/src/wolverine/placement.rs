//! Where an inserted statement goes, among the places that mean the same. The solver picks
//! any gap its constraints allow: `p = p->next;` before `n = n + 1;` or after it is one
//! repair to it, and which one it returns changes with the encoding. A repair is given
//! one answer: each insertion moves down its block past the simple statements it is
//! independent of (neither writes what the other reads or writes), as long as no run
//! asserts or corrects a state in between, to just before the first statement that
//! depends on it or the end of the block: where the code that consumes it follows.

use std::collections::BTreeSet;

use repaird_cfront::ir::{Block, EditForm, Expr, Node, Program, Stmt, StmtId, StmtKind};
use repaird_cfront::rewrite::{Change, NewStmt};

use super::problem::{Insertion, RepairProblem};
use crate::interp::{Event, Gap, TraceStep};

/// `changes` and `insertions` with every insertion as late in its block as it can go
/// without changing what any run of `problem` does where it is observed.
pub fn latest_places(
    problem: &RepairProblem<'_>,
    changes: Vec<Change>,
    insertions: Vec<Insertion>,
) -> (Vec<Change>, Vec<Insertion>) {
    let changed: BTreeSet<StmtId> = changes
        .iter()
        .filter(|c| !c.inserts())
        .map(Change::stmt)
        .collect();
    // Every insertion's anchor: another insertion is a barrier (their order must stay).
    let anchors: Vec<Option<StmtId>> = changes
        .iter()
        .map(|c| c.inserts().then(|| c.stmt()))
        .collect();
    let mut moved: Vec<(Gap, Gap)> = Vec::new();
    let changes = changes
        .into_iter()
        .enumerate()
        .map(|(index, change)| {
            let (gap, stmts) = match &change {
                Change::InsertBefore { anchor, stmts } => (Gap::Before(*anchor), stmts),
                Change::InsertAfter { anchor, stmts } => (Gap::After(*anchor), stmts),
                _ => return change,
            };
            let barriers: BTreeSet<StmtId> = anchors
                .iter()
                .enumerate()
                .filter(|(other, _)| *other != index)
                .filter_map(|(_, a)| *a)
                .collect();
            match latest(problem, gap, stmts, &changed, &barriers) {
                Some(last) => {
                    moved.push((gap, Gap::After(last)));
                    Change::InsertAfter {
                        anchor: last,
                        stmts: stmts.clone(),
                    }
                }
                None => change,
            }
        })
        .collect();
    let insertions = insertions
        .into_iter()
        .map(|mut i| {
            if let Some((_, to)) = moved.iter().find(|(from, _)| *from == i.gap) {
                i.gap = *to;
            }
            i
        })
        .collect();
    (changes, insertions)
}

/// The last statement of the furthest group of statements the insertion at `gap` may move
/// past; `None` where it stays.
fn latest(
    problem: &RepairProblem<'_>,
    gap: Gap,
    stmts: &[NewStmt],
    changed: &BTreeSet<StmtId>,
    barriers: &BTreeSet<StmtId>,
) -> Option<StmtId> {
    let program = problem.program;
    let function = program.function(&program.stmt(gap.anchor())?.function)?;
    let (block, at) = position(&function.body, gap)?;
    // A gap inside one C statement's lowering is left where it is.
    let edit_of = |node: &Node| match node {
        Node::Stmt(id) => program.stmt(*id).map(edit_span),
        _ => None,
    };
    if at > 0 && at < block.0.len() {
        if let (Some(before), Some(after)) = (edit_of(&block.0[at - 1]), edit_of(&block.0[at])) {
            if before == after {
                return None;
            }
        }
    }
    // Inserted code with effects beyond a plain statement's moves past nothing.
    let inserted = Access::of_new(stmts)?;
    let mut last = None;
    let mut passed: Vec<StmtId> = Vec::new();
    for group in groups(program, &block.0[at..]) {
        let movable = group.iter().all(|id| {
            !changed.contains(id)
                && !barriers.contains(id)
                && program.stmt(*id).is_some_and(|s| {
                    Access::of(&s.kind, &s.guard).is_some_and(|a| a.independent(&inserted))
                })
        });
        // The group passed so far grows by this one, or the search stops here.
        passed.extend(&group);
        if !movable || !unobserved(problem, gap, &passed) {
            break;
        }
        last = group.last().copied();
    }
    last
}

/// The block holding the gap's anchor as a plain statement, and the index of the first
/// node after the gap.
fn position(block: &Block, gap: Gap) -> Option<(&Block, usize)> {
    for (i, node) in block.0.iter().enumerate() {
        match node {
            Node::Stmt(id) if *id == gap.anchor() => {
                return match gap {
                    Gap::Before(_) => Some((block, i)),
                    Gap::After(_) => Some((block, i + 1)),
                    _ => None,
                }
            }
            Node::Stmt(_) => {}
            Node::If(n) => {
                if let Some(found) =
                    position(&n.then_branch, gap).or_else(|| position(&n.else_branch, gap))
                {
                    return Some(found);
                }
            }
            Node::Loop(n) => {
                if let Some(found) = position(&n.body, gap) {
                    return Some(found);
                }
            }
        }
    }
    None
}

/// The leading plain statements of `nodes`, grouped by the C statement they come from, so
/// that an insertion moves past whole C statements, never into one's text. (An expression
/// lowers to plain statements only: a group always ends where the plain statements do.)
fn groups(program: &Program, nodes: &[Node]) -> Vec<Vec<StmtId>> {
    let mut groups: Vec<Vec<StmtId>> = Vec::new();
    let mut edit = None;
    for node in nodes {
        let Node::Stmt(id) = node else { break };
        let Some(s) = program.stmt(*id) else { break };
        if s.origin.form == EditForm::Clause {
            break;
        }
        let here = edit_span(s);
        match groups.last_mut() {
            Some(g) if edit == Some(here) => g.push(*id),
            _ => groups.push(vec![*id]),
        }
        edit = Some(here);
    }
    groups
}

/// The source text a statement's C statement spans: statements lowered from one C
/// statement share it.
fn edit_span(s: &Stmt) -> (usize, usize) {
    (s.origin.edit.start.offset, s.origin.edit.end.offset)
}

/// Whether moving the insertion at `gap` past `passed` (statements right after it) changes
/// nothing a run observes: at each passage of the gap, the run goes on through exactly
/// those statements, run as they are, with no state asserted or corrected before the last.
fn unobserved(problem: &RepairProblem<'_>, gap: Gap, passed: &[StmtId]) -> bool {
    let runs = std::iter::once((problem.trace, &problem.specs))
        .chain(problem.other_runs.iter().map(|r| (r.trace, &r.specs)));
    runs.into_iter().all(|(trace, specs)| {
        trace.iter().enumerate().all(|(at, step)| {
            if !matches!(step.event, Event::Gap { gap: g, .. } if g == gap) {
                return true;
            }
            let Some(end) = window_end(trace, at, passed) else {
                return false;
            };
            // A state asserted at `k` holds after the first `k` steps: from the gap's step
            // on it sees the insertion where it is, from the step after `end` on where it
            // goes, and in between only where it is.
            let moved_to = (end + 1).min(trace.len() - 1);
            !specs.iter().any(|s| s.at > at && s.at <= end + 1)
                && trace[at + 1..=moved_to]
                    .iter()
                    .all(|s| s.before.is_none() && s.after.is_none())
        })
    })
}

/// The index of the last of `passed`'s statements run right after the gap event at `at`.
fn window_end(trace: &[TraceStep], at: usize, passed: &[StmtId]) -> Option<usize> {
    let mut expected = passed.iter().peekable();
    for (i, step) in trace.iter().enumerate().skip(at + 1) {
        match &step.event {
            Event::Gap { .. } => {}
            Event::Stmt {
                id, skipped: false, ..
            } if expected.next_if_eq(&id).is_some() => {
                if expected.peek().is_none() {
                    return Some(i);
                }
            }
            _ => return None,
        }
    }
    None
}

/// What a plain statement reads and writes: variables, and fields by name (any node).
#[derive(Default)]
struct Access {
    reads: BTreeSet<String>,
    writes: BTreeSet<String>,
    fields_read: BTreeSet<String>,
    fields_written: BTreeSet<String>,
}

impl Access {
    /// `None` for a statement with effects beyond these (calls, allocation, output...).
    fn of(kind: &StmtKind, guard: &Expr) -> Option<Access> {
        let mut a = Access::default();
        match kind {
            StmtKind::Assign { .. }
            | StmtKind::BoolAssign { .. }
            | StmtKind::BoolOr { .. }
            | StmtKind::BoolAnd { .. } => {}
            StmtKind::GetField { field, .. } => {
                a.fields_read.insert(field.clone());
            }
            StmtKind::PutField { field, .. } => {
                a.fields_written.insert(field.clone());
            }
            _ => return None,
        }
        let mut read = Vec::new();
        kind.read_vars(&mut read);
        guard.vars(&mut read);
        a.reads.extend(read);
        a.writes.extend(kind.defined_var().map(str::to_string));
        Some(a)
    }

    /// Everything the inserted statements touch; `None` where one has an effect beyond a
    /// plain statement's.
    fn of_new(stmts: &[NewStmt]) -> Option<Access> {
        let mut all = Access::default();
        for s in stmts {
            let guard = s.guard.clone().unwrap_or(Expr::Bool(true));
            let a = Access::of(&s.kind, &guard)?;
            all.reads.extend(a.reads);
            all.writes.extend(a.writes);
            all.fields_read.extend(a.fields_read);
            all.fields_written.extend(a.fields_written);
        }
        Some(all)
    }

    fn independent(&self, other: &Access) -> bool {
        let meets = |a: &BTreeSet<String>, b: &BTreeSet<String>| !a.is_disjoint(b);
        !(meets(&self.writes, &other.reads)
            || meets(&self.writes, &other.writes)
            || meets(&self.reads, &other.writes)
            || meets(&self.fields_written, &other.fields_read)
            || meets(&self.fields_written, &other.fields_written)
            || meets(&self.fields_read, &other.fields_written))
    }
}
