//! Attempts a solver refused, kept across requests. A refusal is a proof: no candidate in
//! the attempt's space meets the asserted states of its runs. Over those runs and more, the
//! same space is refused again, so such an attempt is answered without a solver: a
//! programmer who asserts one more run after a patch failed it (or a second search of the
//! same request) does not wait for proofs already made.
//!
//! Sound only where more runs add constraints and nothing else. A statement or gap only the
//! new run reaches brings holes of its own, but they cannot change what the old runs compute:
//! a patch meeting every run would meet the old ones with those holes as the program has them,
//! within the same bounds, which the proof rules out. So the key holds no reach; it does hold
//! the gaps a slot near the sites may take, which the runs decide (a new run may put a gap the
//! old ones pass next to a site). Attempts whose encodings depend on the runs in other ways
//! (angelic values and calls, whose known results share one budget over the runs)
//! are not kept. Keys are 64-bit hashes of what they hold (a request's program and traces
//! hashed once, `Keys`).

use std::collections::{HashMap, VecDeque};
use std::fmt::{self, Write as _};
use std::hash::{DefaultHasher, Hasher};

use super::problem::{Decisions, RepairError, RepairProblem, TraceRun};
use crate::interp::TraceStep;
use repaird_cfront::ir::Program;

/// Refusals kept at most; the oldest go first.
const KEPT: usize = 512;

/// Refused attempts by their key (see the module doc).
#[derive(Default)]
pub struct Refusals {
    entries: VecDeque<Entry>,
}

impl fmt::Debug for Refusals {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Refusals({} kept)", self.entries.len())
    }
}

struct Entry {
    attempt: u64,
    /// The runs it was refused over, sorted.
    runs: Vec<u64>,
    refusal: Refusal,
}

/// A refusal as the verdict on an attempt reads it.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Refusal {
    Inconsistent(String),
    MoreSlots(usize),
}

impl Refusal {
    /// The proofs among an attempt's errors (a timeout, an unknown or a spent budget proves
    /// nothing; an encoding that cannot model a run may model the next).
    pub(super) fn of(error: &RepairError) -> Option<Refusal> {
        match error {
            RepairError::InconsistentSpec { detail } => Some(Refusal::Inconsistent(detail.clone())),
            RepairError::NeedMoreSlots { slots } => Some(Refusal::MoreSlots(*slots)),
            _ => None,
        }
    }

    pub(super) fn error(&self) -> RepairError {
        match self {
            Refusal::Inconsistent(detail) => RepairError::InconsistentSpec {
                detail: detail.clone(),
            },
            Refusal::MoreSlots(slots) => RepairError::NeedMoreSlots { slots: *slots },
        }
    }
}

impl Refusals {
    /// A refusal of `attempt` over some of `runs` (sorted), if one is kept.
    pub(super) fn find(&self, attempt: u64, runs: &[u64]) -> Option<Refusal> {
        self.entries
            .iter()
            .find(|e| e.attempt == attempt && e.runs.iter().all(|r| runs.binary_search(r).is_ok()))
            .map(|e| e.refusal.clone())
    }

    pub(super) fn keep(&mut self, attempt: u64, runs: Vec<u64>, refusal: Refusal) {
        if self.find(attempt, &runs).is_some() {
            return;
        }
        if self.entries.len() >= KEPT {
            self.entries.pop_front();
        }
        self.entries.push_back(Entry {
            attempt,
            runs,
            refusal,
        });
    }

    /// How many refusals are kept.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

/// Feeds formatted text to a hasher without building it.
struct Feed<'h>(&'h mut DefaultHasher);

impl fmt::Write for Feed<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.write(s.as_bytes());
        Ok(())
    }
}

fn feed(hasher: &mut DefaultHasher, value: impl fmt::Debug) {
    // Writing to a hasher cannot fail.
    let _ = write!(Feed(hasher), "{value:?}\u{0}");
}

fn sorted<T: Ord + fmt::Debug>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut items: Vec<T> = items.into_iter().collect();
    items.sort();
    items
}

/// A trace by where it is: a request's problems share their traces, not copies of them.
fn trace_id(trace: &[TraceStep]) -> (usize, usize) {
    (trace.as_ptr() as usize, trace.len())
}

/// The keys of one request's programs and traces, each made once: the problems of a
/// request share them, and a trace with its states is the most text to hash.
#[derive(Default)]
pub(super) struct Keys {
    programs: HashMap<usize, u64>,
    traces: HashMap<(usize, usize), u64>,
}

impl Keys {
    fn program(&mut self, program: &Program) -> u64 {
        let at = program as *const Program as usize;
        *self.programs.entry(at).or_insert_with(|| {
            let mut h = DefaultHasher::new();
            feed(&mut h, program);
            h.finish()
        })
    }

    fn trace(&mut self, trace: &[TraceStep]) -> u64 {
        *self.traces.entry(trace_id(trace)).or_insert_with(|| {
            let mut h = DefaultHasher::new();
            feed(&mut h, trace);
            h.finish()
        })
    }

    /// The key of one run: its entry state, trace, asserted states, decisions and outputs.
    fn run(&mut self, run: &TraceRun<'_>) -> u64 {
        let mut h = DefaultHasher::new();
        h.write_u64(self.trace(run.trace));
        feed(&mut h, &run.entry);
        feed(&mut h, &run.specs);
        match &run.decisions {
            Decisions::Only(set) => feed(&mut h, sorted(set.iter())),
            other => feed(&mut h, other),
        }
        feed(&mut h, &run.outputs);
        h.finish()
    }

    /// The keys of a problem's runs, sorted.
    pub(super) fn runs(&mut self, problem: &RepairProblem<'_>) -> Vec<u64> {
        sorted(problem.runs().iter().map(|r| self.run(r)))
    }

    /// The key of an attempt's space, everything but its runs: the program, what the problem
    /// allows and locks, `attempt` (the attempt's own shape and limits, as text) and the gaps
    /// a slot near the sites may take. `None` for an attempt whose encoding depends on its
    /// runs in other ways.
    pub(super) fn attempt(&mut self, problem: &RepairProblem<'_>, attempt: &str) -> Option<u64> {
        if problem.angelic_values || problem.angelic_calls {
            return None;
        }
        let mut h = DefaultHasher::new();
        let p = problem;
        h.write_u64(self.program(p.program));
        feed(&mut h, &p.function);
        feed(&mut h, sorted(p.locked.iter()));
        feed(&mut h, sorted(p.nondet.iter()));
        feed(
            &mut h,
            (
                p.insertion_slots,
                p.max_insertions,
                p.classify_refusal,
                p.needs_insertions,
                &p.refused_with_fewer,
            ),
        );
        feed(&mut h, p.slot_sites.as_ref().map(|s| sorted(s.iter())));
        feed(&mut h, p.slot_gaps().map(sorted));
        feed(
            &mut h,
            (
                p.slots_near_sites_only,
                p.slots_anywhere_only,
                p.callees,
                p.max_guard_changes,
                p.max_statement_changes,
                p.max_changes,
            ),
        );
        feed(&mut h, (&p.space, &p.corrected, &p.slot_writes));
        feed(&mut h, attempt);
        Some(h.finish())
    }
}
