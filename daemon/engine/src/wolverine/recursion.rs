//! Recursive calls summarized by the state asserted right after them.
//!
//! The trace records a recursive call as the unrepaired program ran it: its path (loop
//! counts, sides taken) is the buggy one. A fix that changes that path cannot be found along
//! it (quicksort's partition loop that never ran in any recursive call). When the state right
//! after such a call is asserted, the repair needs no model of the call at all: the call
//! is taken to do what the specification says it does (the inductive hypothesis of a
//! recursive function's correctness), so its effect on the caller is free and the asserted
//! state pins it down. A call whose state is asserted only later keeps its recorded model:
//! free values there would let the solver pick whatever meets the later state.

use std::collections::HashMap;

use repaird_cfront::ir::{Program, StmtKind};

use super::problem::SpecPoint;
use crate::interp::{Event, TraceStep};

/// The recursive calls of `function` along `trace` whose effect is free: the trace index
/// of each one's callee entry, mapped to the index of its matching return. A call qualifies
/// when the next asserted state comes after its return with nothing of the caller's between
/// but the rest of the call's own C statement (`node->left = insert(...)` stores the result
/// after the call) and insertion positions.
pub(super) fn summarized_calls(
    program: &Program,
    function: &str,
    trace: &[TraceStep],
    specs: &[SpecPoint],
) -> HashMap<usize, usize> {
    let mut out = HashMap::new();
    for (i, step) in trace.iter().enumerate() {
        let Event::Stmt {
            id,
            depth: 0,
            executed: true,
            skipped: false,
            ..
        } = step.event
        else {
            continue;
        };
        let Some(call) = program.stmt(id) else {
            continue;
        };
        match &call.kind {
            StmtKind::Call { func, .. } if func == function => {}
            _ => continue,
        }
        // The callee's entry follows its call at once.
        let enter = i + 1;
        if !matches!(
            trace.get(enter).map(|s| &s.event),
            Some(Event::Enter { .. })
        ) {
            continue;
        }
        let Some(leave) = matching_return(trace, enter) else {
            continue;
        };
        let Some(asserted) = specs.iter().map(|s| s.at).filter(|at| *at > leave).min() else {
            continue;
        };
        let line = call.origin.range.start.line;
        let only_the_call_between = trace[leave + 1..asserted].iter().all(|s| match s.event {
            Event::Gap { .. } => true,
            Event::Stmt { id, depth: 0, .. } => program
                .stmt(id)
                .is_some_and(|s| s.origin.range.start.line == line),
            _ => false,
        });
        if only_the_call_between {
            out.insert(enter, leave);
        }
    }
    out
}

/// The index of the `Leave` that ends the call entered at `enter`.
fn matching_return(trace: &[TraceStep], enter: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (k, step) in trace.iter().enumerate().skip(enter) {
        match step.event {
            Event::Enter { .. } => depth += 1,
            Event::Leave { .. } => {
                depth -= 1;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}
