//! Localization before repair: WOLVERINE's gradient localization (forward vs backward state
//! differences between consecutive asserted states) names the suspicious statements; the
//! others are locked (and made nondeterministic when no insertion slots are allowed).
//! The gradient sees states, not control flow: `repair` adds the conditions the session
//! overrode (and then asserted) to the suspects, and searches the whole function when the
//! narrowed search is refuted.

use std::collections::BTreeSet;

use repaird_cfront::ir::{Block, Node, Program, StmtId};
use repaird_engine::heap::{Entity, SymState};
use repaird_engine::interp::{branch_key, TraceStep};
use repaird_engine::wolverine::gradient::{self, GradientOptions};
use repaird_engine::wolverine::{RepairProblem, SpecPoint};

#[derive(Default)]
pub struct Localization {
    /// Suspicious statements, strongest gradient first (run by run); empty when nothing was
    /// flagged.
    pub suspicious: Vec<StmtId>,
    /// Suspects flagged because they write, to another variable or field, the value the
    /// entity given was asserted to have where nothing wrote it (first run that says so).
    pub meant_for: Vec<(StmtId, Entity)>,
}

impl Localization {
    pub fn ids(&self) -> BTreeSet<StmtId> {
        self.suspicious.iter().copied().collect()
    }
}

/// Localizes between consecutive whole asserted states (`specs`) of each run (trace), the
/// first segment starting from the run's entry state (the state the caller gave, which the
/// repair takes as given: a fault before the first `spec` is blamed there); partial states
/// (effects of concrete statements) would make the backward execution blame what they leave
/// out. Over several runs the suspicious set is the union: a statement one run clears
/// can be the one another run blames. The gradient compares states and cannot see what a
/// statement prints: the output statements whose output is asserted (`printing`) are
/// suspects of their own. So are the statements the unrepaired program faults at
/// (`faulting`): the gradient has no state of theirs to compare, and a fault is the
/// strongest evidence a run gives (`k % moves` dividing by 0).
pub fn localize(
    program: &Program,
    runs: &[(&[TraceStep], &SymState, &[SpecPoint])],
    printing: &[StmtId],
    faulting: &[StmtId],
) -> Localization {
    let mut suspicious = Vec::new();
    let mut meant_for: Vec<(StmtId, Entity)> = Vec::new();
    for (trace, entry, specs) in runs {
        let mut points = vec![SpecPoint {
            at: 0,
            state: (*entry).clone(),
        }];
        points.extend(specs.iter().cloned());
        let found = gradient::localize_trace(program, trace, &points, &GradientOptions::default());
        for s in found.suspicious {
            if !suspicious.contains(&s.stmt) {
                suspicious.push(s.stmt);
            }
            if let Some(entity) = s.meant_for {
                if !meant_for.iter().any(|(id, _)| *id == s.stmt) {
                    meant_for.push((s.stmt, entity));
                }
            }
        }
    }
    for id in printing.iter().chain(faulting) {
        if !suspicious.contains(id) {
            suspicious.push(*id);
        }
    }
    Localization {
        suspicious,
        meant_for,
    }
}

/// `problem` restricted to the suspicious statements of `function`; a slot goes next to one
/// of them first (then anywhere: the gradient cannot see a missing statement, only the
/// states it leaves wrong).
pub fn restrict(problem: &mut RepairProblem<'_>, function: &str, suspicious: &BTreeSet<StmtId>) {
    let all: Vec<StmtId> = problem
        .program
        .stmts
        .iter()
        .filter(|s| s.function == function)
        .map(|s| s.id)
        .collect();
    let (locked, nondet) = gradient::restrict(&all, suspicious, problem.insertion_slots);
    problem.locked.extend(locked);
    problem.nondet.extend(nondet);
    problem.slot_sites = Some(suspicious.iter().copied().collect());
}

/// What an overridden condition adds to the suspects: the statements that compute it (a
/// compound condition is several), and as places for a slot also the statements right
/// inside the loop body or branches it decides (a missing `scan = scan->next;` belongs
/// there, not next to the condition).
#[derive(Default)]
pub struct ConditionSuspects {
    pub computing: BTreeSet<StmtId>,
    pub inside: BTreeSet<StmtId>,
}

/// [`ConditionSuspects`] of the loops and `if`s of `function` whose branch keys are `keys`
/// (each key computes part of its condition, or names it where nothing computes it).
pub fn condition_suspects(program: &Program, function: &str, keys: &[StmtId]) -> ConditionSuspects {
    let mut found = ConditionSuspects {
        computing: keys.iter().copied().collect(),
        ..Default::default()
    };
    if let Some(f) = program.function(function) {
        collect_conditions(&f.body, keys, &mut found);
    }
    found
}

fn collect_conditions(block: &Block, keys: &[StmtId], found: &mut ConditionSuspects) {
    for node in &block.0 {
        // The node's condition, the blocks it decides, and every block it holds.
        let (cond, decided, held): (&Block, Vec<&Block>, Vec<&Block>) = match node {
            Node::Stmt(_) => continue,
            Node::If(n) => (
                &n.cond,
                vec![&n.then_branch, &n.else_branch],
                vec![&n.cond, &n.then_branch, &n.else_branch],
            ),
            Node::Loop(n) => (
                &n.cond,
                vec![&n.body],
                vec![&n.init, &n.cond, &n.body, &n.step],
            ),
        };
        if branch_key(node).is_some_and(|k| keys.contains(&k)) {
            let mut ids = Vec::new();
            cond.stmt_ids(&mut ids);
            found.computing.extend(ids);
            for inner in decided.iter().flat_map(|b| &b.0) {
                if let Node::Stmt(id) = inner {
                    found.inside.insert(*id);
                }
            }
        }
        for b in held {
            collect_conditions(b, keys, found);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use repaird_cfront::ParseOptions;

    /// A compound loop condition is computed by several statements: all of them are
    /// suspects, and the body's own statements are places for a slot; an `if` elsewhere is
    /// left alone.
    #[test]
    fn an_overridden_condition_brings_its_statements_and_its_body() {
        let text = "struct node { int key; struct node *next; };\n\
                    int f(struct node *scan, int key) {\n\
                    \x20   int c = 0;\n\
                    \x20   while (scan->next != 0 && scan->next->key <= key) {\n\
                    \x20       c = c + 1;\n\
                    \x20       if (c > 9)\n\
                    \x20           c = 0;\n\
                    \x20   }\n\
                    \x20   if (c > 2)\n\
                    \x20       c = 2;\n\
                    \x20   return c;\n\
                    }\n";
        let path = std::path::Path::new("scan.c");
        let program = repaird_cfront::parse_source(path, text, &ParseOptions::default())
            .program
            .expect("parses");
        let f = program.function("f").expect("f");
        let Some(Node::Loop(lp)) = f.body.0.iter().find(|n| matches!(n, Node::Loop(_))) else {
            panic!("a loop")
        };
        let key = branch_key(&Node::Loop(lp.clone())).expect("a key");
        let found = condition_suspects(&program, "f", &[key]);
        let mut cond = Vec::new();
        lp.cond.stmt_ids(&mut cond);
        assert!(cond.len() > 1, "a compound condition: {cond:?}");
        assert_eq!(found.computing, cond.into_iter().collect());
        let lines: BTreeSet<u32> = found
            .inside
            .iter()
            .filter_map(|id| program.stmt(*id))
            .map(|s| s.origin.range.start.line)
            .collect();
        // `c = c + 1;` (line 5) sits right in the body; the nested `if`'s statements and
        // the later `if` (line 9) do not.
        assert!(lines.contains(&5), "{lines:?}");
        assert!(!lines.contains(&7) && !lines.contains(&9) && !lines.contains(&10));
        assert_eq!(
            condition_suspects(&program, "f", &[]).computing.len(),
            0,
            "no key, no suspects"
        );
    }
}
