//! A concrete interpreter of the cfront IR over [`SymState`].
//!
//! # Use
//! ```ignore
//! let run = interp::run_function(&program, "reverse", &entry_state, &[], &Options::default());
//! match run.outcome { Outcome::Returned(_) => .., Outcome::Unsupported { stmt, reason } => /* gdb */ .. }
//! for step in &run.trace { /* Event::Stmt / Branch / Gap / Enter / Leave */ }
//! ```
//! - [`run_main`] starts at `main` with zero-initialized globals; [`run_function`] starts a
//!   function from a given state (globals and the frame's locals are taken from it).
//! - [`Options::force`] forces branch directions (`Point::Branch(key)`, `key` = the if/loop
//!   node's [`branch_key`]) or statement guards (`Point::Guard(id)`) at a given occurrence
//!   (0-based count of earlier evaluations of that point in this run; a forced branch
//!   writes its value into the condition's temporary, which the side's guards read);
//!   [`Options::skip`]
//!   skips statement occurrences (hot patching runs the replacement instead).
//! - [`Options::changes`] corrects the state just before a point (the `change` command).
//! - The trace records every statement reached (with its guard value), every branch decision
//!   (natural and taken; with the state at the test when `record_states` is set), insertion gaps ([`Gap`], for repair slots) when `record_gaps` is
//!   set, and the states before/after each statement when `record_states` is set.
//! - Never loops forever: `step_budget` bounds the statements executed.
//! - A statement outside the modeled fragment stops the run with
//!   [`Outcome::Unsupported`]; a failing program stops with [`Outcome::Fault`].
//!
//! [`machine::Machine::exec_atomic`] is the single-statement semantics other modules reuse
//! (gradient localization's forward execution, trace formulas).

pub mod format;
pub mod machine;
mod walk;

use crate::heap::{SymState, Val};
use repaird_cfront::ir::{CodePoint, Node, Program, StmtId};
use repaird_cfront::rewrite::{Change, NewStmt};
use std::collections::{HashMap, HashSet};

pub use machine::{Machine, StepError};

/// A point whose boolean outcome can be forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Point {
    /// An if/loop node, by its [`branch_key`].
    Branch(StmtId),
    /// The guard of one statement.
    Guard(StmtId),
}

/// An insertion position between statements of a block, named so it converts directly to
/// a `rewrite::Change::InsertBefore`/`InsertAfter`/`InsertInto`/`InsertIntoElse` anchor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Gap {
    Before(StmtId),
    After(StmtId),
    /// Inside the empty body of the loop, or the empty `then` of the `if`, whose
    /// [`branch_key`] this is: a block without statements has no other gap, and code that
    /// belongs in the body (a deleted `walk = walk->next;`) cannot go before or after it.
    Into(StmtId),
    /// Inside the empty `else` (`else ;`) of the `if` whose [`branch_key`] this is.
    IntoElse(StmtId),
}

impl Gap {
    /// The statement the position is named by.
    pub fn anchor(&self) -> StmtId {
        match self {
            Gap::Before(id) | Gap::After(id) | Gap::Into(id) | Gap::IntoElse(id) => *id,
        }
    }

    /// Where code inserted here stands in the text, for what it may name: before its anchor,
    /// or after it (after the statement, or inside a body that follows the condition, where
    /// what is declared up to the condition's last line is in scope).
    pub fn point(&self, program: &Program) -> CodePoint {
        match self {
            Gap::Before(id) => CodePoint {
                line: program.stmt(*id).map_or(0, |s| s.origin.range.start.line),
                before: true,
            },
            Gap::After(id) | Gap::Into(id) | Gap::IntoElse(id) => CodePoint {
                line: program.stmt(*id).map_or(0, |s| s.origin.range.end.line),
                before: false,
            },
        }
    }

    /// The rewrite that inserts `stmts` here.
    pub fn insertion(self, stmts: Vec<NewStmt>) -> Change {
        match self {
            Gap::Before(anchor) => Change::InsertBefore { anchor, stmts },
            Gap::After(anchor) => Change::InsertAfter { anchor, stmts },
            Gap::Into(anchor) => Change::InsertInto { anchor, stmts },
            Gap::IntoElse(anchor) => Change::InsertIntoElse { anchor, stmts },
        }
    }
}

#[derive(Clone, Debug)]
pub struct Options {
    /// Most statements executed (guard true or false) before the run stops.
    pub step_budget: usize,
    pub force: HashMap<(Point, u32), bool>,
    /// Statement occurrences to skip (the statement is reached but has no effect).
    pub skip: HashSet<(StmtId, u32)>,
    /// State corrections applied just before a point is evaluated (the debugger's
    /// `change` command): every entity of the given state is written first.
    pub changes: HashMap<(Point, u32), SymState>,
    pub record_states: bool,
    /// The state before each call statement only (what a changed call's callee is run on,
    /// see `wolverine::pure_calls`), without the cost of every other step's.
    pub record_call_states: bool,
    pub record_gaps: bool,
    /// What `scanf` reads.
    pub stdin: String,
    /// Run on through faults: a statement that faults leaves what it defines unknown, an
    /// undecidable condition that is not forced is taken as false (its `natural` stays
    /// `None`). A buggy program's trace then still reaches the points a specification names;
    /// the repair encoding, not this run, demands that the repaired program does not fault.
    pub tolerate_faults: bool,
    /// Count the starting function's own occurrences apart from those of the calls it makes,
    /// as a debugger that steps over calls sees them: its k-th visit of a point is occurrence
    /// k whatever its recursive calls did there. Nested frames' occurrences start at
    /// [`NESTED_OCCURRENCES`], so no key of the starting frame names one of theirs.
    pub own_frame_occurrences: bool,
}

/// The first occurrence number of a nested frame when [`Options::own_frame_occurrences`] is set.
pub const NESTED_OCCURRENCES: u32 = 1 << 24;

impl Default for Options {
    fn default() -> Self {
        Options {
            step_budget: 100_000,
            force: HashMap::new(),
            skip: HashSet::new(),
            changes: HashMap::new(),
            record_states: false,
            record_call_states: false,
            record_gaps: false,
            stdin: String::new(),
            tolerate_faults: false,
            own_frame_occurrences: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A statement reached; `executed` is its guard's value (false: no effect).
    Stmt {
        id: StmtId,
        occurrence: u32,
        executed: bool,
        skipped: bool,
        /// Call depth (0 = the function the run started in).
        depth: usize,
    },
    /// An if/loop test; `natural` is what the program computed (None if undecidable).
    Branch {
        key: StmtId,
        occurrence: u32,
        natural: Option<bool>,
        taken: bool,
        depth: usize,
    },
    /// Control passed an insertion position (only with `record_gaps`).
    Gap {
        gap: Gap,
        depth: usize,
    },
    Enter {
        function: String,
    },
    Leave {
        function: String,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct TraceStep {
    pub event: Event,
    pub before: Option<SymState>,
    pub after: Option<SymState>,
}

/// How the program went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    NullDereference { var: String },
    UseAfterFree { var: String, node: String },
    DanglingPointer { var: String, node: String },
    AssertionFailed,
    DivisionByZero,
    UndecidedCondition { expr: String },
    UnknownFunction { name: String },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// The start function returned (`None` for void).
    Returned(Option<Val>),
    Fault {
        stmt: StmtId,
        fault: Fault,
    },
    Unsupported {
        stmt: StmtId,
        reason: String,
    },
    BudgetExhausted {
        steps: usize,
    },
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Fault::NullDereference { var } => write!(f, "{var} is NULL where it is dereferenced"),
            Fault::UseAfterFree { var, node } => write!(f, "{var} reads {node} after it was freed"),
            Fault::DanglingPointer { var, node } => {
                write!(f, "{var} points to {node}, which is gone")
            }
            Fault::AssertionFailed => f.write_str("an assertion fails"),
            Fault::DivisionByZero => f.write_str("a division by zero"),
            Fault::UndecidedCondition { expr } => {
                write!(f, "the condition {expr} reads a value the run never set")
            }
            Fault::UnknownFunction { name } => write!(f, "a call of {name}, whose body is unknown"),
        }
    }
}

/// How a run ended, as a clause: "returned", "ran 20000 steps without ending", ..
impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.describe(f, |stmt| stmt.to_string())
    }
}

impl Outcome {
    /// The same clause naming the source line of the statement it ended at ("faulted at line
    /// 12: ..."), for messages a programmer reads.
    pub fn at_lines<'a>(&'a self, program: &'a Program) -> impl std::fmt::Display + 'a {
        struct AtLines<'a>(&'a Outcome, &'a Program);
        impl std::fmt::Display for AtLines<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.describe(f, |stmt| match self.1.stmt(stmt) {
                    Some(s) => format!("line {}", s.origin.range.start.line),
                    None => stmt.to_string(),
                })
            }
        }
        AtLines(self, program)
    }

    fn describe(
        &self,
        f: &mut std::fmt::Formatter<'_>,
        place: impl Fn(StmtId) -> String,
    ) -> std::fmt::Result {
        match self {
            Outcome::Returned(_) => f.write_str("returned"),
            Outcome::Fault { stmt, fault } => write!(f, "faulted at {}: {fault}", place(*stmt)),
            Outcome::Unsupported { stmt, reason } => {
                write!(f, "cannot be modeled at {}: {reason}", place(*stmt))
            }
            Outcome::BudgetExhausted { steps } => {
                write!(
                    f,
                    "ran {steps} steps without ending (a loop that never ends?)"
                )
            }
        }
    }
}

#[derive(Clone, Debug)]
pub struct Run {
    pub outcome: Outcome,
    pub trace: Vec<TraceStep>,
    pub stdout: String,
    /// The state when the run stopped (the start function's frame if it returned).
    pub state: SymState,
    pub steps: usize,
}

/// The key of an if/loop node: the first statement of its condition block (for a loop
/// without condition statements, of its init or body).
pub fn branch_key(node: &Node) -> Option<StmtId> {
    let mut ids = Vec::new();
    match node {
        Node::Stmt(id) => return Some(*id),
        Node::If(n) => n.cond.stmt_ids(&mut ids),
        Node::Loop(n) => {
            n.cond.stmt_ids(&mut ids);
            if ids.is_empty() {
                n.init.stmt_ids(&mut ids);
                n.body.stmt_ids(&mut ids);
            }
        }
    }
    ids.first().copied()
}

/// Runs `main` with zero-initialized globals (their constant initializers applied).
pub fn run_main(program: &Program, options: &Options) -> Run {
    let mut state = SymState::new();
    for g in &program.globals {
        let v = match &g.init {
            Some(e) => Machine::from_state(program, &SymState::new(), "")
                .eval(e)
                .unwrap_or(Val::Unknown),
            None => walk::zero_of(&g.var.ty),
        };
        state.vars.insert(g.var.name.clone(), v);
    }
    run_function(program, "main", &state, &[], options)
}

/// Runs `function` from `entry` (globals and this frame's variables) with `args` bound to
/// its parameters (parameters already in `entry` are kept when `args` is empty).
pub fn run_function(
    program: &Program,
    function: &str,
    entry: &SymState,
    args: &[Val],
    options: &Options,
) -> Run {
    walk::Walker::new(program, entry, options).run(function, args)
}
