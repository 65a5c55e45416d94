//! Localization before repair: WOLVERINE's gradient localization (forward vs backward state
//! differences between consecutive asserted states) names the suspicious statements; the
//! others are locked (and made nondeterministic when no insertion slots are allowed).
//! The gradient sees states, not control flow: when an overridden condition is asserted,
//! or the narrowed search is refuted, `repair` searches the whole function. (Adding the
//! overridden conditions to the suspicious set was measured slower: the narrowed search then
//! needed 10 solver calls where the whole function needs 4.)

use std::collections::BTreeSet;

use repaird_cfront::ir::{Program, StmtId};
use repaird_engine::heap::SymState;
use repaird_engine::interp::TraceStep;
use repaird_engine::wolverine::gradient::{self, GradientOptions};
use repaird_engine::wolverine::{RepairProblem, SpecPoint};

#[derive(Default)]
pub struct Localization {
    /// Suspicious statements, strongest gradient first (run by run); empty when nothing was
    /// flagged.
    pub suspicious: Vec<StmtId>,
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
        }
    }
    for id in printing.iter().chain(faulting) {
        if !suspicious.contains(id) {
            suspicious.push(*id);
        }
    }
    Localization { suspicious }
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
