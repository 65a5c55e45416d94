//! What the programmer has told the session about one invocation of a function: its entry
//! state, forced loop outcomes (`enter`/`leave`), corrected states (`change`), asserted
//! states (`spec`) and concrete lines. Points are (original line, occurrence): the k-th time
//! the execution stopped on that line in the invocation. `problem` replays it all on the
//! IR interpreter over the patched program to build the engine's repair problem.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use repaird_cfront::ir::{Function, Program, StmtId, StmtKind};
use repaird_engine::heap::{Entity, HeapNode, SymState, Val};
use repaird_engine::interp::{self, branch_key, Event, Options, Outcome, Point, TraceStep};
use repaird_engine::wolverine::{Decisions, ExpectedOutput, OutputSpec, SpecPoint};

use super::error::DebugError;
use super::patch::PatchState;
use super::structure;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PointKey {
    /// A line of the original file.
    pub line: u32,
    pub occurrence: u32,
}

#[derive(Clone, Debug)]
pub struct Record {
    pub function: String,
    /// Globals and parameters when the invocation began.
    pub entry: SymState,
    pub forces: BTreeMap<PointKey, bool>,
    pub changes: BTreeMap<PointKey, SymState>,
    pub specs: Vec<(PointKey, SymState)>,
    /// Effects of concrete statements (specification refinement): partial states.
    pub effects: Vec<(PointKey, SymState)>,
    pub concrete_lines: BTreeSet<u32>,
    /// What the output statement at a point must print (`output`).
    pub outputs: BTreeMap<PointKey, Vec<Option<i64>>>,
    /// Whether a statement faulted and was skipped (`next` at a fault), the state it should
    /// have left corrected by the programmer.
    pub fault_skipped: bool,
    /// Fields of nodes `change` allocated that neither the programmer nor the program has
    /// written yet, as (node, field). gdb allocates them zeroed, where the program's own
    /// `malloc` leaves garbage: a `spec` asserts nothing of such a field while it holds that
    /// zero (asserted, a repair that inserts the allocation had to insert a write of the
    /// zero as well).
    pub unset_fields: BTreeSet<(String, String)>,
    /// Entities `change ENTITY _` left open at a point: a state asserted there says nothing
    /// of them (what the right program leaves there cannot be spelled, as a pointer to a
    /// node it freed, or does not matter).
    pub open: BTreeSet<(PointKey, Entity)>,
}

/// A repair problem's inputs, owned (the engine's `RepairProblem` borrows them).
#[derive(Clone)]
pub struct Replay {
    pub trace: Vec<TraceStep>,
    /// Every asserted state: `spec`s and the effects of concrete statements.
    pub specs: Vec<SpecPoint>,
    /// Only the `spec`s (whole states), which gradient localization compares.
    pub whole_specs: Vec<SpecPoint>,
    pub decisions: Decisions,
    pub locked: HashSet<StmtId>,
    pub outputs: Vec<OutputSpec>,
    /// The function's own statement the model of the unrepaired program faults at, if any.
    pub faulted: Option<StmtId>,
    /// The function's own call statement the model faults inside (in the callee), if any.
    pub faulting_call: Option<StmtId>,
}

/// Where in `trace` the function's own statement `id` ran for the `occurrence`-th time.
fn stmt_position(trace: &[TraceStep], id: StmtId, occurrence: u32) -> Option<usize> {
    trace.iter().position(|s| {
        matches!(s.event, Event::Stmt { id: i, occurrence: o, depth: 0, .. } if i == id && o == occurrence)
    })
}

impl Replay {
    /// The output statements whose output the run asserts.
    pub fn output_statements(&self) -> impl Iterator<Item = StmtId> + '_ {
        self.outputs
            .iter()
            .filter_map(|o| match self.trace.get(o.at).map(|s| &s.event) {
                Some(Event::Stmt { id, .. }) => Some(*id),
                _ => None,
            })
    }
}

impl Record {
    pub fn new(function: &str, entry: SymState) -> Record {
        Record {
            function: function.to_string(),
            entry,
            forces: BTreeMap::new(),
            changes: BTreeMap::new(),
            specs: Vec::new(),
            effects: Vec::new(),
            concrete_lines: BTreeSet::new(),
            outputs: BTreeMap::new(),
            fault_skipped: false,
            unset_fields: BTreeSet::new(),
            open: BTreeSet::new(),
        }
    }

    /// `state` (a `spec` of this record) without the fields still unset (see
    /// [`Record::unset_fields`]); a field found holding something else was written since
    /// and is asserted from now on.
    pub fn without_unset_fields(&mut self, state: &mut SymState) {
        self.unset_fields.retain(|(node, field)| {
            let Some(value) = state
                .nodes
                .get_mut(node)
                .and_then(|n| n.fields.get_mut(field))
            else {
                return false;
            };
            let zero = matches!(value, Val::Null | Val::Int(0) | Val::Bool(false));
            if zero {
                *value = Val::Unknown;
            }
            zero
        });
    }

    /// `state` (a `spec` of this record at `key`) without the entities left open there.
    pub fn without_open_entities(&self, key: PointKey, state: &mut SymState) {
        for (_, entity) in self.open.iter().filter(|(at, _)| *at == key) {
            let value = match entity {
                Entity::Var(name) => state.vars.get_mut(name),
                Entity::Field { node, field } => state
                    .nodes
                    .get_mut(node)
                    .and_then(|n| n.fields.get_mut(field)),
            };
            if let Some(value) = value {
                *value = Val::Unknown;
            }
        }
    }

    /// Maps a recorded point to the interpreter's point in the patched program.
    fn point(&self, patch: &PatchState, key: PointKey) -> Option<(StmtId, u32)> {
        let line = patch.patched_line(key.line)?;
        // gdb stops at a `for` line first before the init (the line's first statement), then
        // before the step each way round: a later stop there is the step's.
        // (A `for` nested in another loop is entered again; its count runs on, unmodelled.)
        if key.occurrence > 0 {
            let step = patch
                .program
                .function(&self.function)
                .and_then(|f| structure::branch_at(&patch.program, &patch.patched, f, line))
                .and_then(|head| head.step);
            if let Some(step) = step {
                return Some((step, key.occurrence - 1));
            }
        }
        let id = structure::first_stmt_at(&patch.program, &self.function, line)?;
        Some((id, key.occurrence))
    }

    /// Whether the run asserted a state (`spec`) or an output (`output`).
    pub fn asserts_anything(&self) -> bool {
        !self.specs.is_empty() || !self.outputs.is_empty()
    }

    /// Replays the record on the interpreter over the patched program.
    pub fn replay(&self, patch: &PatchState) -> Result<Replay, DebugError> {
        self.replay_with(patch, false)
    }

    /// [`Self::replay`], keeping the state before each call statement when `call_states` is
    /// set.
    pub fn replay_with(&self, patch: &PatchState, call_states: bool) -> Result<Replay, DebugError> {
        if !self.asserts_anything() {
            return Err(DebugError::NotApplicable(
                "no state asserted yet: use `spec` at the points whose state is right".into(),
            ));
        }
        let program = &patch.program;
        let function = program.function(&self.function).ok_or_else(|| {
            DebugError::Spec(format!(
                "the patched program has no function {}",
                self.function
            ))
        })?;
        // Points count the stops in this invocation only: the session steps over its calls.
        let mut options = Options {
            record_gaps: true,
            record_call_states: call_states,
            step_budget: 50_000,
            own_frame_occurrences: true,
            ..Options::default()
        };
        for (key, take) in &self.forces {
            let line = patch.patched_line(key.line).unwrap_or(key.line);
            let head =
                structure::branch_at(program, &patch.patched, function, line).ok_or_else(|| {
                    DebugError::Spec(format!(
                        "no loop or if condition at line {} any more",
                        key.line
                    ))
                })?;
            options
                .force
                .insert((Point::Branch(head.key), key.occurrence), *take);
        }
        for (key, correction) in &self.changes {
            // A correction where no statement follows (the closing brace) affects nothing
            // the function computes.
            let Some((id, occurrence)) = self.point(patch, *key) else {
                continue;
            };
            options
                .changes
                .insert((Point::Guard(id), occurrence), correction.clone());
        }
        // From each asserted state on, the model goes the way the debugger went: where they
        // parted (a call that faulted under gdb, which the session returned from, runs on in
        // the model through its fault and leaves garbage gdb never had), the state gdb had is
        // what was asserted.
        for (key, state) in &self.specs {
            let Some((id, occurrence)) = self.point(patch, *key) else {
                continue;
            };
            let change = options
                .changes
                .entry((Point::Guard(id), occurrence))
                .or_default();
            known_into(change, state);
        }
        let mut run = interp::run_function(program, &self.function, &self.entry, &[], &options);
        // Where the model of the unrepaired program faults (its trace ends there), if it does.
        let fault_at = matches!(run.outcome, Outcome::Fault { .. }).then_some(run.trace.len());
        let faulted = match &run.outcome {
            Outcome::Fault { stmt, .. } => program
                .stmt(*stmt)
                .filter(|s| s.function == self.function)
                .map(|s| s.id),
            _ => None,
        };
        let faulting_call = match &run.outcome {
            Outcome::Fault { .. } if faulted.is_none() => last_call(program, &run.trace),
            _ => None,
        };
        if fault_at.is_some() {
            // The buggy program faults before the asserted points (a NULL read where the
            // programmer forced a loop, say): model the path on through the fault. The
            // encoding requires the repaired program not to fault there.
            options.tolerate_faults = true;
            run = interp::run_function(program, &self.function, &self.entry, &[], &options);
        }
        // `doing` is what the IR model never did there: "reaches", "prints on".
        let never = |doing: &str, key: &PointKey| {
            DebugError::Spec(format!(
                "the IR model of {} never {doing} line {} for the {} time ({})",
                self.function,
                key.line,
                ordinal(key.occurrence + 1),
                describe(&run.outcome, program)
            ))
        };
        let position = |key: &PointKey| -> Result<usize, DebugError> {
            let at = match self.point(patch, *key) {
                Some((id, occurrence)) => stmt_position(&run.trace, id, occurrence),
                // A line without statements: the function's closing brace.
                None if matches!(run.outcome, Outcome::Returned(_)) => Some(run.trace.len()),
                None => None,
            };
            at.ok_or_else(|| never("reaches", key))
        };
        // Where the programmer corrected which variables (a point the model never reaches
        // counts as the start: its correction is kept everywhere).
        let corrections: Vec<(usize, &SymState)> = self
            .changes
            .iter()
            .map(|(key, state)| (position(key).unwrap_or(0), state))
            .collect();
        let written = first_writes(program, function, &run.trace);
        let mut whole_specs = Vec::new();
        for (key, state) in &self.specs {
            let at = position(key)?;
            let mut state = state.clone();
            for local in &function.locals {
                let unwritten = written.get(local.name.as_str()).is_none_or(|&w| w >= at);
                let corrected = corrections
                    .iter()
                    .any(|(from, change)| *from <= at && change.vars.contains_key(&local.name));
                if unwritten && !corrected {
                    state.vars.remove(&local.name);
                }
            }
            whole_specs.push(SpecPoint { at, state });
        }
        let mut specs = whole_specs.clone();
        for (key, state) in &self.effects {
            specs.push(SpecPoint {
                at: position(key)?,
                state: state.clone(),
            });
        }
        let mut outputs = Vec::new();
        for (key, values) in &self.outputs {
            let line = patch.patched_line(key.line).unwrap_or(key.line);
            let (id, _) = structure::output_at(program, &self.function, line).ok_or_else(|| {
                DebugError::Spec(format!("no output statement on line {} any more", key.line))
            })?;
            let at = stmt_position(&run.trace, id, key.occurrence)
                .ok_or_else(|| never("prints on", key))?;
            outputs.push(OutputSpec {
                at,
                expect: ExpectedOutput::Values(values.clone()),
            });
        }
        // An asserted state stands before its step; an expected output is its step's own.
        let last = specs
            .iter()
            .map(|s| s.at)
            .chain(outputs.iter().map(|o| o.at + 1))
            .max()
            .unwrap_or(0);
        let mut trace = run.trace;
        trace.truncate(last);
        let forced: HashSet<(StmtId, u32)> = options
            .force
            .keys()
            .filter_map(|(point, occurrence)| match point {
                Point::Branch(key) => Some((*key, *occurrence)),
                Point::Guard(_) => None,
            })
            .collect();
        // States asserted beyond a fault say how the call should end, not that the path into
        // the fault was right: only the programmer's forced outcomes constrain it. Unless the
        // programmer skipped the fault and said what the statement should have done: the run
        // went on from a corrected state, and its decisions are confirmed as in any run.
        let decisions = match fault_at {
            Some(fault) if last > fault && !self.fault_skipped => Decisions::Only(forced.clone()),
            _ => confirmed_decisions(function, &trace, &forced),
        };
        let mut locked = HashSet::new();
        for line in &self.concrete_lines {
            if let Some(l) = patch.patched_line(*line) {
                locked.extend(
                    program
                        .stmts
                        .iter()
                        .filter(|s| s.function == self.function && s.origin.range.start.line == l)
                        .map(|s| s.id),
                );
            }
        }
        Ok(Replay {
            trace,
            specs,
            whole_specs,
            decisions,
            locked,
            outputs,
            faulted,
            faulting_call,
        })
    }
}

/// Where in `trace` each local of `function` is first written by one of its own statements
/// (absent: never). Before that, gdb shows stack garbage in it (a stop before
/// `int total = 0;`), which the model holds as its own garbage, so a `spec` asserting what
/// gdb showed could never be met. A statement the model does not follow may write anything:
/// it counts as writing every local not written before it.
fn first_writes<'p>(
    program: &'p Program,
    function: &'p Function,
    trace: &[TraceStep],
) -> HashMap<&'p str, usize> {
    let mut first = HashMap::new();
    for (at, step) in trace.iter().enumerate() {
        let Event::Stmt {
            id,
            depth: 0,
            executed: true,
            ..
        } = step.event
        else {
            continue;
        };
        let Some(stmt) = program.stmt(id) else {
            continue;
        };
        let mut wrote = |name: &'p str| {
            first.entry(name).or_insert(at);
        };
        match &stmt.kind {
            StmtKind::Concrete { .. } => function.locals.iter().for_each(|l| wrote(&l.name)),
            StmtKind::Input { targets, .. } => targets.iter().for_each(|t| wrote(t)),
            _ => {}
        }
        if let Some(v) = stmt.kind.defined_var() {
            wrote(v);
        }
    }
    first
}

/// The last statement of the function's own (depth 0) that `trace` ran, if it is a call:
/// where a run that faulted in a callee left the function.
fn last_call(program: &Program, trace: &[TraceStep]) -> Option<StmtId> {
    let id = trace.iter().rev().find_map(|s| match s.event {
        Event::Stmt {
            id,
            depth: 0,
            executed: true,
            ..
        } => Some(id),
        _ => None,
    })?;
    matches!(program.stmt(id)?.kind, StmtKind::Call { .. }).then_some(id)
}

/// The control flow the programmer has confirmed: decisions of `if`s seen before the last
/// asserted state, and all decisions of a loop once the trace has left it. A loop that is
/// still being explored (forced with `enter`, not yet left) constrains nothing, so the
/// first repair of a session is not forced to fix a loop condition prematurely.
/// A decision the model could not compute and nobody forced (the run went on through a
/// fault) is a guess, not a confirmation, and is left out.
fn confirmed_decisions(
    function: &repaird_cfront::ir::Function,
    trace: &[TraceStep],
    forced: &HashSet<(StmtId, u32)>,
) -> Decisions {
    let loops: HashSet<StmtId> = function
        .body
        .loops()
        .into_iter()
        .filter_map(branch_key)
        .collect();
    let mut exited = HashSet::new();
    let mut seen: HashMap<StmtId, Vec<u32>> = HashMap::new();
    for step in trace {
        if let Event::Branch {
            key,
            occurrence,
            taken,
            natural,
            depth: 0,
        } = step.event
        {
            if natural.is_none() && !forced.contains(&(key, occurrence)) {
                continue;
            }
            seen.entry(key).or_default().push(occurrence);
            if !taken && loops.contains(&key) {
                exited.insert(key);
            }
        }
    }
    let mut confirmed = HashSet::new();
    for (key, occurrences) in seen {
        if loops.contains(&key) && !exited.contains(&key) {
            continue;
        }
        confirmed.extend(occurrences.into_iter().map(|o| (key, o)));
    }
    Decisions::Only(confirmed)
}

fn describe(outcome: &Outcome, program: &Program) -> String {
    match outcome {
        Outcome::Returned(_) => "it returns before that".into(),
        other => format!("it {}", other.at_lines(program)),
    }
}

pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Writes the known values of `state` into `into` (over what it had).
fn known_into(into: &mut SymState, state: &SymState) {
    for (name, v) in &state.vars {
        if *v != Val::Unknown {
            into.vars.insert(name.clone(), v.clone());
        }
    }
    for (name, node) in &state.nodes {
        let target = into.nodes.entry(name.clone()).or_insert_with(|| HeapNode {
            struct_name: node.struct_name.clone(),
            fields: Default::default(),
        });
        for (f, v) in &node.fields {
            if *v != Val::Unknown {
                target.fields.insert(f.clone(), v.clone());
            }
        }
    }
}
