//! The inputs and outputs of a proof-guided repair, as plain data.

use crate::heap::SymState;
use crate::interp::{Event, Gap, TraceStep};
use repaird_cfront::ir::{Program, StmtId, StmtKind};
use repaird_cfront::rewrite::Change;
use std::collections::{BTreeSet, HashSet};

/// A `spec` command: after the first `at` steps of the trace, the program state agrees
/// with `state` on every entity `state` holds (the asserted entities).
#[derive(Clone, Debug, PartialEq)]
pub struct SpecPoint {
    pub at: usize,
    pub state: SymState,
}

/// Which branch decisions of the trace the repaired program must take as well.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum Decisions {
    /// Every decision in the trace (the programmer confirmed the control flow).
    #[default]
    All,
    /// None: control flow was only explored (`enter`/`leave` used as interventions).
    None,
    /// The listed `(branch key, occurrence)` pairs.
    Only(HashSet<(StmtId, u32)>),
}

/// What mutations may produce (the paper's shapes over the program's own entities).
#[derive(Clone, Debug, PartialEq)]
pub struct CandidateSpace {
    /// Integer constants available to mutations (program literals are added).
    pub int_constants: Vec<i64>,
    /// Allow guard changes (deletion, strengthening by one comparison).
    pub guards: bool,
    /// A `printf`'s integer arguments may change where some run asserts its output.
    pub printed_operands: bool,
}

impl Default for CandidateSpace {
    fn default() -> Self {
        CandidateSpace {
            int_constants: vec![0, 1, -1],
            guards: true,
            printed_operands: true,
        }
    }
}

/// An output statement of a trace with what it must print: the repair's specification
/// when tests, not asserted states, say what is right (test-driven trace repair).
#[derive(Clone, Debug, PartialEq)]
pub struct OutputSpec {
    /// Index in the trace of the `Output` statement's event.
    pub at: usize,
    pub expect: ExpectedOutput,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExpectedOutput {
    /// The statement runs and prints these integer arguments (`None`: not constrained,
    /// e.g. a string argument or a value the test does not show).
    Values(Vec<Option<i64>>),
    /// The statement must not run (the test shows no such line).
    Absent,
}

/// Another run of the same function the repaired code must also reproduce: one patch,
/// every run's asserted states (a debug session's earlier runs, or one run per test).
#[derive(Clone, Debug)]
pub struct TraceRun<'a> {
    pub entry: SymState,
    pub trace: &'a [TraceStep],
    pub specs: Vec<SpecPoint>,
    pub decisions: Decisions,
    pub outputs: Vec<OutputSpec>,
}

impl<'a> TraceRun<'a> {
    pub fn new(entry: SymState, trace: &'a [TraceStep]) -> Self {
        TraceRun {
            entry,
            trace,
            specs: Vec::new(),
            decisions: Decisions::All,
            outputs: Vec::new(),
        }
    }
}

/// One repair request over a bounded unrolling of `function` along `trace` (and the traces
/// of `other_runs`, with the same selector variables: one patch for every run).
#[derive(Clone, Debug)]
pub struct RepairProblem<'a> {
    pub program: &'a Program,
    pub function: String,
    /// The state at the function's entry (the trace's first step).
    pub entry: SymState,
    /// Interpreter/debugger trace from the entry on, recorded with insertion gaps; only
    /// events of the function itself (depth 0) are encoded.
    pub trace: &'a [TraceStep],
    pub specs: Vec<SpecPoint>,
    pub decisions: Decisions,
    /// What `trace`'s output statements must print.
    pub outputs: Vec<OutputSpec>,
    /// Further runs the same patch must meet.
    pub other_runs: Vec<TraceRun<'a>>,
    /// Statements the repair must keep as they are.
    pub locked: HashSet<StmtId>,
    /// Statements made nondeterministic (gradient localization without insertion slots).
    pub nondet: HashSet<StmtId>,
    /// Insertion slots the search may use before more are added (see
    /// [`super::RepairSession::repair`]: none are encoded until an attempt without is refused).
    pub insertion_slots: usize,
    /// Most statements a repair may insert: when the proof needs more than
    /// `insertion_slots`, the repair is encoded again with one more slot, up to this many
    /// (`[repair] tau_insertion_max`). Below `insertion_slots`, slots are never added.
    pub max_insertions: usize,
    /// Whether a refusal at the last slot count is told apart (inconsistent specification
    /// or more slots needed) by one more attempt with a phantom slot; a search whose
    /// refusal leads to a wider one anyway skips it.
    pub classify_refusal: bool,
    /// Insertions a repair is known to need at least (the caller searched with fewer and
    /// was refused): the search starts with that many slots, and with two or more skips the
    /// one-slot attempts (near the sites, writing what was corrected).
    pub needs_insertions: usize,
    /// Why the caller's search with one slot fewer than `needs_insertions` was found
    /// inconsistent with the specification, if it was: as for a refusal of this search's
    /// own, one more slot refused too ends the search with it (not with a search with yet
    /// another slot).
    pub refused_with_fewer: Option<String>,
    /// Where insertion slots may go: the gaps right before and after these statements, and
    /// those passed right before or after they execute ([`Self::slot_gaps`]). `None`: every
    /// gap the trace passes. A slot's encoding is repeated at every passage
    /// of every gap it may take, so fewer gaps make a smaller encoding.
    pub slot_sites: Option<HashSet<StmtId>>,
    /// Whether the search ends, refused, once a slot next to `slot_sites` is refused: slots
    /// anywhere are left to a wider search the caller runs next anyway.
    pub slots_near_sites_only: bool,
    /// Whether the attempts with one slot next to `slot_sites` and one writing what was
    /// corrected are left out (the caller's search with `slots_near_sites_only` was refused
    /// after them): the search starts with slots anywhere.
    pub slots_anywhere_only: bool,
    /// Whether the statements of the functions the runs call are candidates too, not only
    /// `function`'s: part of a fault may sit in a helper. A changed helper statement is one
    /// change for every call, as the patched helper runs in each.
    pub callees: bool,
    /// Most guards a repair may change (τ_grd never widens past it).
    pub max_guard_changes: u32,
    /// Most statements a repair may change (τ_stm never widens past it).
    pub max_statement_changes: u32,
    /// Most guards and statements together a repair may change: where the caller goes on
    /// with insertions after this search, a repair straying further loses to one inserted
    /// statement. `None`: only the caps of each kind.
    pub max_changes: Option<u32>,
    pub space: CandidateSpace,
    /// Most solver calls before giving up.
    pub max_tries: u32,
    /// Wall-clock time the whole repair may take: each solver call's deadline is what
    /// remains of it, so a speculative search gives up early (a solver timeout error).
    /// `None`: each call has the session's own deadline.
    pub time_budget: Option<std::time::Duration>,
    /// Insertions may write angelic values (see `StmtHole::angelic`): a
    /// repair then names where a value goes and leaves finding its code to the caller.
    pub angelic_values: bool,
    /// Angelic insertions the caller found no code for: the search must not offer them
    /// again.
    pub refused_angelic: Vec<Insertion>,
    /// Calls of pure functions ([`super::pure_calls`]) return any value once their recorded
    /// path is left: a repair may change what they are given and leaves checking the
    /// result it needed to the caller.
    pub angelic_calls: bool,
    /// The variables and fields the programmer corrected (`change`) in some run. A deleted
    /// statement most often wrote what she had to correct: before slots anywhere that may
    /// write anything, the session tries one slot anywhere that writes only these (or what
    /// an asserted output prints), a fraction of that encoding.
    pub corrected: Written,
    /// What an insertion slot may write (`None`: anything the tables name).
    pub slot_writes: Option<Written>,
}

/// Variables and fields by name (of any node).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Written {
    pub vars: BTreeSet<String>,
    pub fields: BTreeSet<String>,
}

impl Written {
    pub fn is_empty(&self) -> bool {
        self.vars.is_empty() && self.fields.is_empty()
    }
}

impl<'a> RepairProblem<'a> {
    /// Whether some run asserts what an output statement prints.
    pub fn outputs_asserted(&self) -> bool {
        !self.outputs.is_empty() || self.other_runs.iter().any(|r| !r.outputs.is_empty())
    }

    /// The functions whose statements the repair may change: `function`, and with
    /// [`Self::callees`] every function a run enters.
    pub fn repairable_functions(&self) -> BTreeSet<&str> {
        let mut functions = BTreeSet::from([self.function.as_str()]);
        if self.callees {
            for step in self.traces().flatten() {
                if let Event::Enter { function } = &step.event {
                    functions.insert(function.as_str());
                }
            }
        }
        functions
    }

    /// The gaps a slot may take under [`Self::slot_sites`] (`None`: every gap): those named
    /// by a site, and those a run passes between a site's execution and the statement or
    /// test executed right before or after it. Control reaches a statement from the end of
    /// the block before it too: a deleted `n = n + 1;` at the end of the `then` that comes
    /// before a suspicious statement belongs there, not next to it.
    pub fn slot_gaps(&self) -> Option<HashSet<Gap>> {
        let sites = self.slot_sites.as_ref()?;
        let mut gaps = HashSet::new();
        for trace in self.traces() {
            // The gaps passed since the last statement or test, and whether that was a site.
            let mut passed: Vec<Gap> = Vec::new();
            let mut after_site = false;
            for step in trace {
                match &step.event {
                    Event::Gap { gap, .. } => {
                        if sites.contains(&gap.anchor()) || after_site {
                            gaps.insert(*gap);
                        } else {
                            passed.push(*gap);
                        }
                    }
                    event => {
                        let site = matches!(event, Event::Stmt { id, .. } if sites.contains(id));
                        if site {
                            gaps.extend(passed.iter().copied());
                        }
                        passed.clear();
                        after_site = site;
                    }
                }
            }
        }
        Some(gaps)
    }

    /// Every run's trace, the session's own first (without the copies [`Self::runs`] makes).
    pub fn traces(&self) -> impl Iterator<Item = &'a [TraceStep]> + '_ {
        std::iter::once(self.trace).chain(self.other_runs.iter().map(|r| r.trace))
    }

    /// Every run, the session's own first.
    pub fn runs(&self) -> Vec<TraceRun<'a>> {
        let own = TraceRun {
            entry: self.entry.clone(),
            trace: self.trace,
            specs: self.specs.clone(),
            decisions: self.decisions.clone(),
            outputs: self.outputs.clone(),
        };
        std::iter::once(own)
            .chain(self.other_runs.iter().cloned())
            .collect()
    }

    pub fn new(
        program: &'a Program,
        function: &str,
        entry: SymState,
        trace: &'a [TraceStep],
    ) -> Self {
        RepairProblem {
            program,
            function: function.to_string(),
            entry,
            trace,
            specs: Vec::new(),
            decisions: Decisions::All,
            outputs: Vec::new(),
            other_runs: Vec::new(),
            locked: HashSet::new(),
            nondet: HashSet::new(),
            insertion_slots: 0,
            max_insertions: 0,
            classify_refusal: true,
            needs_insertions: 0,
            refused_with_fewer: None,
            slot_sites: None,
            slots_near_sites_only: false,
            slots_anywhere_only: false,
            callees: false,
            max_guard_changes: u32::MAX,
            max_statement_changes: u32::MAX,
            max_changes: None,
            space: CandidateSpace::default(),
            max_tries: 24,
            time_budget: None,
            angelic_values: false,
            angelic_calls: false,
            refused_angelic: Vec::new(),
            corrected: Written::default(),
            slot_writes: None,
        }
    }

    /// What the programmer corrected, and the variables the output statements whose printed
    /// values some run asserts read: the entities a slot of the targeted attempt may write.
    pub fn corrected_or_printed(&self) -> Written {
        let mut written = self.corrected.clone();
        // Read in place: `runs()` would clone every run's states to look at its outputs.
        let runs = std::iter::once((self.trace, &self.outputs))
            .chain(self.other_runs.iter().map(|r| (r.trace, &r.outputs)));
        for (trace, outputs) in runs {
            for output in outputs {
                if !matches!(&output.expect, ExpectedOutput::Values(v) if v.iter().any(Option::is_some))
                {
                    continue;
                }
                let Some(Event::Stmt { id, .. }) = trace.get(output.at).map(|s| &s.event) else {
                    continue;
                };
                if let Some(StmtKind::Output { args, .. }) = self.program.stmt(*id).map(|s| &s.kind)
                {
                    let mut read = Vec::new();
                    for arg in args {
                        arg.vars(&mut read);
                    }
                    written.vars.extend(read);
                }
            }
        }
        written
    }
}

/// A statement the repair inserts at a gap.
#[derive(Clone, Debug, PartialEq)]
pub struct Insertion {
    pub gap: Gap,
    pub kind: StmtKind,
}

/// A synthesized repair.
#[derive(Clone, Debug, PartialEq)]
pub struct Repair {
    /// The patch on the IR; `rewrite::edits` turns it into text edits.
    pub changes: Vec<Change>,
    pub insertions: Vec<Insertion>,
    /// Closeness bounds when the repair was found: guards, statements, insertions.
    pub bounds: (u32, u32, u32),
    pub widenings: u32,
    /// Solver calls of the whole request, refused attempts included.
    pub solver_calls: u32,
}

#[derive(Debug, thiserror::Error)]
pub enum RepairError {
    #[error("the specification is inconsistent: no change to the unlocked statements can meet it ({detail})")]
    InconsistentSpec { detail: String },
    #[error(
        "more insertion slots are needed (all {slots} are in use and the proof still needs more)"
    )]
    NeedMoreSlots { slots: usize },
    #[error("no repair within {tries} solver calls")]
    TriesExceeded { tries: u32 },
    #[error("the repair cannot model this: {0}")]
    Unsupported(String),
    #[error("the solver answered unknown: {0}")]
    Unknown(String),
    #[error(transparent)]
    Solver(#[from] repaird_solvers::SolverError),
}
