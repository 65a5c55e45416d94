//! Trace formulas: executed paths in SSA as SMT-LIB text (BugAssist's trace formula, extended
//! path by path as on-demand formula computation explores the program).
//!
//! # Encoding
//! The IR is walked structurally, driven by the interpreter's trace (which branch each test took,
//! which statements ran). Each statement instance gets a selector `sel.s<id>.<occ>`: the soft
//! clause `sel ⇒ t = rhs` defines a fresh value `t`, and the hard gated phi
//! `x' = ite(reach ∧ guard, t, x)` makes it the new version of `x`. `reach` is the condition,
//! over the branch values the formula computes, under which control reaches this point;
//! branch conditions are soft through the statements that compute them (the cond blocks),
//! and the path's decisions are hard. Inputs read by `scanf` are hard.
//!
//! The side of a branch the path did not take is not encoded statement by statement: the
//! variables it may write get fresh unconstrained values under that side's reach (the free
//! SSA names of an unexplored branch in OFC, Jin & Orso Fig. 2). If that side could print,
//! return, break, continue, read input or call, its effect cannot be summarized by values, so
//! it *taints* the path: output expectations after a tainted point no longer bind. A loop is
//! unrolled exactly as often as the trace ran it; the next (unexplored) iteration is such a side.
//!
//! Several paths of the same input (OFC) go into one formula: names are derived from the
//! path's branch decisions so far, so the common prefix of two paths yields the same names
//! and the same assertions (deduplicated), and they part at the branch they disagree on.
//! Selectors are shared by statement instance, so dropping one frees it on every path.

use super::expect::{align, Alignment, ExpectedValue, OutputCompare};
use super::input;
use super::replay::ScalarValue;
use super::terms::{
    and, int_literal, not, or, real_literal, translate, Definition, Sort, Term, PRELUDE,
};
use crate::interp::{branch_key, Event, Fault, Outcome, Run};
use repaird_cfront::ir::{Block, Function, LoopKind, LoopNode, Node, Program, StmtId, StmtKind};
use std::collections::{BTreeMap, HashMap, HashSet};

/// Why a path could not be encoded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EncodeError {
    #[error("statement {stmt} cannot be encoded: {reason}")]
    Unsupported { stmt: StmtId, reason: String },
    #[error("the trace does not follow the program at {at}: {detail}")]
    Desync { at: String, detail: String },
    #[error("the run did not complete: {0}")]
    Incomplete(String),
}

/// One command of the formula, sent through the session's typed (replayable) calls.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    Declare {
        name: String,
        sort: &'static str,
    },
    /// `(define-fun name () sort term)`.
    Let {
        name: String,
        sort: &'static str,
        term: String,
    },
    Define(Definition),
    Assert(String),
}

/// What a soft clause stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoftOrigin {
    pub stmt: StmtId,
    pub occurrence: u32,
    /// For a statement computing an if/loop condition: that branch point and evaluation.
    pub decides: Option<(StmtId, u32)>,
}

/// A branch decision of a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Decision {
    pub key: StmtId,
    pub occurrence: u32,
    pub taken: bool,
}

/// What a test expects of the run.
#[derive(Clone, Debug)]
pub struct Expectation {
    pub stdout: String,
    pub compare: OutputCompare,
}

/// The formula over all paths added so far.
#[derive(Debug, Default)]
pub struct TraceFormula {
    commands: Vec<Command>,
    seen: HashSet<Command>,
    /// Commands already handed out by [`TraceFormula::take_new`].
    sent: usize,
    /// Selector name → origin, in first-seen order.
    pub softs: BTreeMap<String, SoftOrigin>,
    order: Vec<String>,
    pub paths: usize,
    /// Symbol → the symbols its definition mentions (for the cone of influence).
    deps: HashMap<String, Vec<String>>,
    /// Symbols the expectations mention.
    roots: Vec<String>,
    /// `main`'s locals pinned to the value the real run started with (SMT literal, by name).
    entry: HashMap<String, Term>,
}

impl TraceFormula {
    pub fn new() -> TraceFormula {
        let mut f = TraceFormula::default();
        for d in PRELUDE {
            f.push(Command::Define(*d));
        }
        f
    }

    /// Pins `main`'s locals to the values the real run held on entering `main` (hard, like
    /// the input): a local read before it is written then has the garbage the failing run
    /// really read instead of a free value that lets the solver "fix" the test with it.
    /// Values the encoding has no literal for (NaN, infinities) stay free.
    pub fn pin_entry(&mut self, values: &[(String, ScalarValue)]) {
        for (name, value) in values {
            let term = match value {
                ScalarValue::Int(i) => Some(Term::new(int_literal(*i), Sort::Int)),
                ScalarValue::Real(text) => text
                    .trim()
                    .parse::<f64>()
                    .ok()
                    .and_then(real_literal)
                    .map(|t| Term::new(t, Sort::Real)),
            };
            if let Some(term) = term {
                self.entry.insert(name.clone(), term);
            }
        }
    }

    fn push(&mut self, c: Command) {
        if self.seen.insert(c.clone()) {
            self.commands.push(c);
        }
    }

    /// Commands added since the last call.
    pub fn take_new(&mut self) -> Vec<Command> {
        let new = self.commands[self.sent..].to_vec();
        self.sent = self.commands.len();
        new
    }

    pub fn commands(&self) -> &[Command] {
        &self.commands
    }

    /// Selectors in the order they were created (path order).
    pub fn selectors(&self) -> &[String] {
        &self.order
    }

    /// Selectors in the cone of influence of the expectations: only these can be in a
    /// correction set (dropping any other one changes nothing the test observes).
    pub fn relevant_selectors(&self) -> Vec<String> {
        let mut seen: HashSet<&str> = HashSet::new();
        let mut stack: Vec<&str> = self.roots.iter().map(String::as_str).collect();
        while let Some(sym) = stack.pop() {
            if !seen.insert(sym) {
                continue;
            }
            if let Some(on) = self.deps.get(sym) {
                stack.extend(on.iter().map(String::as_str));
            }
        }
        self.order
            .iter()
            .filter(|s| seen.contains(s.as_str()))
            .cloned()
            .collect()
    }

    /// Adds one path (the trace of `run` on `stdin`) and its expectation; returns its decisions.
    /// On error the formula is left as it was.
    pub fn add_path(
        &mut self,
        program: &Program,
        run: &Run,
        stdin: &str,
        expect: &Expectation,
    ) -> Result<Vec<Decision>, EncodeError> {
        let (commands, selectors) = (self.commands.len(), self.order.len());
        let result = self.encode_path(program, run, stdin, expect);
        if result.is_err() {
            for c in self.commands.drain(commands..) {
                self.seen.remove(&c);
            }
            for sel in self.order.drain(selectors..) {
                self.softs.remove(&sel);
            }
        }
        result
    }

    fn encode_path(
        &mut self,
        program: &Program,
        run: &Run,
        stdin: &str,
        expect: &Expectation,
    ) -> Result<Vec<Decision>, EncodeError> {
        let failed_assert = match &run.outcome {
            Outcome::Returned(_) => None,
            Outcome::Fault {
                stmt,
                fault: Fault::AssertionFailed,
            } => Some(*stmt),
            Outcome::Fault { stmt, fault } => {
                return Err(EncodeError::Incomplete(format!("{fault} at {stmt}")))
            }
            Outcome::Unsupported { stmt, reason } => {
                return Err(EncodeError::Unsupported {
                    stmt: *stmt,
                    reason: reason.clone(),
                })
            }
            Outcome::BudgetExhausted { steps } => {
                return Err(EncodeError::Incomplete(format!(
                    "step budget exhausted after {steps} statements"
                )))
            }
        };
        let main = program
            .function("main")
            .ok_or_else(|| EncodeError::Desync {
                at: "main".into(),
                detail: "the program has no `main`".into(),
            })?;
        let events: Vec<&Event> = run
            .trace
            .iter()
            .map(|s| &s.event)
            .filter(|e| !matches!(e, Event::Gap { .. }))
            .collect();
        let mut enc = PathEncoder {
            program,
            events,
            cursor: 0,
            f: self,
            sig: 0xcbf2_9ce4_8422_2325,
            counter: 0,
            frames: Vec::new(),
            globals: HashMap::new(),
            reach: "true".into(),
            taint: "false".into(),
            exit: None,
            loops: Vec::new(),
            stdin,
            stdin_cursor: 0,
            outputs: Vec::new(),
            decisions: Vec::new(),
            pending_cond: Vec::new(),
            failed_assert,
            in_cond: false,
            spec: program
                .stmts
                .iter()
                .filter(|s| matches!(s.kind, StmtKind::Assert { .. }))
                .map(|s| (s.origin.range.start.offset, s.origin.range.end.offset))
                .collect(),
        };
        enc.init_globals()?;
        enc.enter(main, Vec::new())?;
        enc.block(&main.body)?;
        enc.frames.pop();
        if failed_assert.is_none() {
            enc.expect_output(expect)?;
        }
        let decisions = std::mem::take(&mut enc.decisions);
        self.paths += 1;
        Ok(decisions)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Exit {
    Break,
    Continue,
    Return,
}

struct Frame {
    vars: HashMap<String, Term>,
    ret: Option<Term>,
}

#[derive(Default)]
struct LoopExits {
    breaks: Vec<String>,
    continues: Vec<String>,
}

struct OutputEvent {
    format: String,
    args: Vec<Term>,
    reach: String,
    taint: String,
    sel: String,
}

struct PathEncoder<'a> {
    program: &'a Program,
    events: Vec<&'a Event>,
    cursor: usize,
    f: &'a mut TraceFormula,
    /// Hash of the path's decisions so far: the namespace of names created from here on.
    sig: u64,
    counter: usize,
    frames: Vec<Frame>,
    globals: HashMap<String, Term>,
    reach: String,
    taint: String,
    exit: Option<Exit>,
    loops: Vec<LoopExits>,
    stdin: &'a str,
    stdin_cursor: usize,
    outputs: Vec<OutputEvent>,
    decisions: Vec<Decision>,
    /// Selectors of condition statements since the last branch decision.
    pending_cond: Vec<String>,
    /// The run stopped at this failing `assert` (the trace ends just before it).
    failed_assert: Option<StmtId>,
    in_cond: bool,
    /// Source ranges of `assert` statements: what computes their conditions is specification,
    /// encoded hard.
    spec: HashSet<(usize, usize)>,
}

type Enc<T> = Result<T, EncodeError>;

impl<'a> PathEncoder<'a> {
    fn fresh(&mut self, prefix: &str, sort: Sort) -> String {
        self.counter += 1;
        let name = format!("{prefix}.{}.{:08x}", self.counter, self.sig as u32);
        self.f.push(Command::Declare {
            name: name.clone(),
            sort: sort.smt(),
        });
        name
    }

    fn assert(&mut self, term: String) {
        if term != "true" {
            self.f.push(Command::Assert(term));
        }
    }

    /// An assertion of what the test expects: its symbols are where relevance starts.
    fn assert_root(&mut self, term: String) {
        self.f.roots.extend(symbols(&term));
        self.assert(term);
    }

    /// The soft definition `sel ⇒ t = value`.
    fn assert_def(&mut self, sel: &str, t: &str, value: &str) {
        let mut on = symbols(value);
        on.push(sel.to_string());
        self.f.deps.insert(t.to_string(), on);
        self.assert(format!("(=> {sel} (= {t} {value}))"));
    }

    /// A named Boolean for `term` (keeps reach terms small).
    fn define_bool(&mut self, prefix: &str, term: String) -> String {
        if term == "true" || term == "false" || !term.starts_with('(') {
            return term;
        }
        self.let_const(prefix, Sort::Bool, term)
    }

    /// A name for `term`, as a nullary `define-fun` (one command, and solvers substitute it).
    fn let_const(&mut self, prefix: &str, sort: Sort, term: String) -> String {
        self.counter += 1;
        let name = format!("{prefix}.{}.{:08x}", self.counter, self.sig as u32);
        self.f.deps.insert(name.clone(), symbols(&term));
        self.f.push(Command::Let {
            name: name.clone(),
            sort: sort.smt(),
            term,
        });
        name
    }

    fn next_event(&mut self, expecting: &str) -> Enc<&'a Event> {
        let e = self
            .events
            .get(self.cursor)
            .copied()
            .ok_or_else(|| EncodeError::Desync {
                at: expecting.into(),
                detail: "the trace ended early".into(),
            })?;
        self.cursor += 1;
        Ok(e)
    }

    fn sort_of(&self, name: &str, stmt: StmtId) -> Enc<Sort> {
        let term = self
            .lookup(name)
            .map_err(|reason| EncodeError::Unsupported { stmt, reason })?;
        Ok(term.sort)
    }

    fn lookup(&self, name: &str) -> Result<Term, String> {
        if let Some(t) = self.frames.last().and_then(|f| f.vars.get(name)) {
            return Ok(t.clone());
        }
        self.globals
            .get(name)
            .cloned()
            .ok_or_else(|| format!("variable `{name}` is not encoded"))
    }

    fn term(&self, e: &repaird_cfront::ir::Expr, stmt: StmtId) -> Enc<Term> {
        translate(e, &mut |v| self.lookup(v))
            .map_err(|reason| EncodeError::Unsupported { stmt, reason })
    }

    /// Makes `value` the new version of `var` where `gate` holds.
    fn assign(&mut self, var: &str, value: String, gate: &str, stmt: StmtId) -> Enc<()> {
        let old = self
            .lookup(var)
            .map_err(|reason| EncodeError::Unsupported { stmt, reason })?;
        let new = if gate == "true" {
            Term::new(value, old.sort)
        } else if gate == "false" {
            return Ok(());
        } else {
            let term = format!("(ite {gate} {value} {})", old.text);
            let name = self.let_const(&format!("v.{var}"), old.sort, term);
            Term::new(name, old.sort)
        };
        match self.frames.last_mut().filter(|f| f.vars.contains_key(var)) {
            Some(frame) => {
                frame.vars.insert(var.to_string(), new);
            }
            None => {
                self.globals.insert(var.to_string(), new);
            }
        }
        Ok(())
    }

    fn selector(&mut self, stmt: StmtId, occurrence: u32) -> String {
        let name = format!("sel.s{}.{occurrence}", stmt.0);
        self.f.push(Command::Declare {
            name: name.clone(),
            sort: "Bool",
        });
        if !self.f.softs.contains_key(&name) {
            self.f.order.push(name.clone());
            self.f.softs.insert(
                name.clone(),
                SoftOrigin {
                    stmt,
                    occurrence,
                    decides: None,
                },
            );
        }
        name
    }

    fn init_globals(&mut self) -> Enc<()> {
        for g in &self.program.globals {
            let Some(sort) = Sort::of(&g.var.ty) else {
                continue;
            };
            let value = match &g.init {
                Some(e) => translate(e, &mut |v| Err(format!("global initializer reads `{v}`")))
                    .map_err(|reason| EncodeError::Unsupported {
                        stmt: StmtId(0),
                        reason,
                    })?
                    .as_sort(sort),
                None => match sort {
                    Sort::Int => "0".into(),
                    Sort::Bool => "false".into(),
                    Sort::Real => "0.0".into(),
                },
            };
            self.globals
                .insert(g.var.name.clone(), Term::new(value, sort));
        }
        Ok(())
    }

    /// Pushes a frame for `function`: parameters bound to `args`, other locals free.
    fn enter(&mut self, function: &Function, args: Vec<Term>) -> Enc<()> {
        let mut vars = HashMap::new();
        for (k, v) in function
            .params
            .iter()
            .chain(&function.locals)
            .chain(&function.temps)
            .enumerate()
        {
            let Some(sort) = Sort::of(&v.ty) else {
                // Unmodeled locals only matter if a statement reads them; that one fails.
                continue;
            };
            let pinned = (self.frames.is_empty() && k >= function.params.len())
                .then(|| self.f.entry.get(&v.name))
                .flatten();
            let term = match (args.get(k).filter(|_| k < function.params.len()), pinned) {
                (Some(a), _) => Term::new(a.as_sort(sort), sort),
                (None, Some(value)) => Term::new(value.as_sort(sort), sort),
                (None, None) => Term::new(self.fresh(&format!("v.{}", v.name), sort), sort),
            };
            vars.insert(v.name.clone(), term);
        }
        self.frames.push(Frame { vars, ret: None });
        Ok(())
    }

    /// The trace of a run stopped by a failing `assert` is used up.
    fn ended(&self) -> bool {
        self.failed_assert.is_some() && self.cursor >= self.events.len()
    }

    fn block(&mut self, block: &'a Block) -> Enc<()> {
        for node in &block.0 {
            if self.ended() {
                if let (Node::Stmt(id), Some(at)) = (node, self.failed_assert) {
                    if *id == at {
                        self.failed_assertion(at)?;
                        self.failed_assert = Some(StmtId(u32::MAX));
                    }
                }
                return Ok(());
            }
            if self.exit.is_some() {
                let reach = self.reach.clone();
                self.havoc(std::slice::from_ref(node), &reach, false)?;
            } else {
                self.node(node)?;
            }
        }
        Ok(())
    }

    fn node(&mut self, node: &'a Node) -> Enc<()> {
        match node {
            Node::Stmt(id) => self.stmt(*id),
            Node::If(n) => {
                self.cond_block(&n.cond)?;
                if self.ended() {
                    return Ok(());
                }
                let key = branch_key(node).unwrap_or(StmtId(0));
                let test = self.term(&n.test, key)?.as_bool();
                let taken = self.decision(key)?;
                let literal = if taken { test } else { not(&test) };
                let start = self.reach.clone();
                self.reach = self.define_bool("r", and(&start, &literal));
                let (taken_side, other_side) = if taken {
                    (&n.then_branch, &n.else_branch)
                } else {
                    (&n.else_branch, &n.then_branch)
                };
                self.block(taken_side)?;
                let taken_reach = self.reach.clone();
                let other_reach = self.define_bool("r", and(&start, &not(&literal)));
                self.havoc(&other_side.0, &other_reach, false)?;
                self.reach = self.define_bool("r", or(&taken_reach, &other_reach));
                Ok(())
            }
            Node::Loop(n) => self.loop_node(node, n),
        }
    }

    /// Walks a condition block, remembering its selectors for the decision that follows.
    fn cond_block(&mut self, block: &'a Block) -> Enc<()> {
        self.in_cond = true;
        let walked = self.block(block);
        self.in_cond = false;
        walked
    }

    /// The assertion the run violated: it must hold (hard), wherever control reaches it.
    fn failed_assertion(&mut self, id: StmtId) -> Enc<()> {
        let stmt = self.program.stmt(id).expect("the interpreter ran it");
        let StmtKind::Assert { cond } = &stmt.kind else {
            return Ok(());
        };
        let guard = self.term(&stmt.guard, id)?.as_bool();
        let cond = self.term(cond, id)?.as_bool();
        let live = and(&and(&self.reach.clone(), &guard), &not(&self.taint.clone()));
        self.assert_root(format!("(=> {live} {cond})"));
        Ok(())
    }

    /// Reads the next branch event for `key`, records it, and moves into its namespace.
    fn decision(&mut self, key: StmtId) -> Enc<bool> {
        let Event::Branch {
            key: got,
            occurrence,
            taken,
            ..
        } = *self.next_event("a branch")?
        else {
            return Err(EncodeError::Desync {
                at: key.to_string(),
                detail: "expected a branch decision".into(),
            });
        };
        if got != key {
            return Err(EncodeError::Desync {
                at: key.to_string(),
                detail: format!("the trace decided {got}"),
            });
        }
        for sel in std::mem::take(&mut self.pending_cond) {
            if let Some(origin) = self.f.softs.get_mut(&sel) {
                origin.decides = Some((key, occurrence));
            }
        }
        self.decisions.push(Decision {
            key,
            occurrence,
            taken,
        });
        for x in [u64::from(key.0), u64::from(occurrence), u64::from(taken)] {
            self.sig = (self.sig ^ x).wrapping_mul(0x0100_0000_01b3);
        }
        Ok(taken)
    }

    fn loop_node(&mut self, node: &'a Node, n: &'a LoopNode) -> Enc<()> {
        let Some(key) = branch_key(node) else {
            return Ok(());
        };
        self.block(&n.init)?;
        self.loops.push(LoopExits::default());
        let mut exits: Vec<String> = Vec::new();
        let mut first = true;
        loop {
            if self.ended() {
                break;
            }
            if !(first && n.kind == LoopKind::DoWhile) {
                self.cond_block(&n.cond)?;
                if self.ended() {
                    break;
                }
                let test = match &n.test {
                    Some(t) => self.term(t, key)?.as_bool(),
                    None => "true".into(),
                };
                let taken = self.decision(key)?;
                let start = self.reach.clone();
                let leave = and(&start, &not(&test));
                let stay = and(&start, &test);
                if taken {
                    exits.push(leave);
                    self.reach = self.define_bool("r", stay);
                } else {
                    // The unexplored next iteration.
                    let more = self.define_bool("r", stay);
                    self.havoc_loop(n, &more)?;
                    exits.push(start);
                    break;
                }
            }
            first = false;
            self.block(&n.body)?;
            match self.exit {
                Some(Exit::Continue) => self.exit = None,
                Some(Exit::Break) | Some(Exit::Return) => {
                    // Iterations other decisions would still run.
                    let rest = self.reach.clone();
                    self.havoc_loop(n, &rest)?;
                    exits.push(rest);
                    if self.exit == Some(Exit::Break) {
                        self.exit = None;
                    }
                    break;
                }
                None => {}
            }
            let continues = std::mem::take(&mut self.loops.last_mut().expect("pushed").continues);
            let merged = continues
                .iter()
                .fold(self.reach.clone(), |acc, c| or(&acc, c));
            self.reach = self.define_bool("r", merged);
            self.block(&n.step)?;
        }
        let acc = self.loops.pop().expect("pushed");
        let merged = exits
            .iter()
            .chain(&acc.breaks)
            .fold("false".to_string(), |a, b| or(&a, b));
        self.reach = self.define_bool("r", merged);
        Ok(())
    }

    fn stmt(&mut self, id: StmtId) -> Enc<()> {
        let Event::Stmt {
            id: got,
            occurrence,
            executed,
            skipped,
            ..
        } = *self.next_event("a statement")?
        else {
            return Err(EncodeError::Desync {
                at: id.to_string(),
                detail: "expected a statement".into(),
            });
        };
        if got != id {
            return Err(EncodeError::Desync {
                at: id.to_string(),
                detail: format!("the trace ran {got}"),
            });
        }
        let program = self.program;
        let stmt = program.stmt(id).ok_or_else(|| EncodeError::Desync {
            at: id.to_string(),
            detail: "no such statement".into(),
        })?;
        if skipped {
            return Ok(());
        }
        let guard = self.term(&stmt.guard, id)?.as_bool();
        let gate = self.define_bool("g", and(&self.reach.clone(), &guard));
        let in_cond = self.in_cond;
        match &stmt.kind {
            StmtKind::Assign { lhs, rhs } | StmtKind::BoolAssign { lhs, rhs } => {
                let sort = self.sort_of(lhs, id)?;
                let value = self.term(rhs, id)?.as_sort(sort);
                self.define(id, occurrence, lhs, sort, value, &gate, in_cond)?;
            }
            StmtKind::BoolOr { lhs, a, b } | StmtKind::BoolAnd { lhs, a, b } => {
                let (a, b) = (self.term(a, id)?.as_bool(), self.term(b, id)?.as_bool());
                let op = if matches!(stmt.kind, StmtKind::BoolOr { .. }) {
                    "or"
                } else {
                    "and"
                };
                let sort = self.sort_of(lhs, id)?;
                let value = Term::new(format!("({op} {a} {b})"), Sort::Bool).as_sort(sort);
                self.define(id, occurrence, lhs, sort, value, &gate, in_cond)?;
            }
            StmtKind::Input {
                format,
                targets,
                count,
            } => {
                if executed {
                    let start = self.stdin_cursor;
                    let values = input::scanf(format, self.stdin, &mut self.stdin_cursor)
                        .map_err(|reason| EncodeError::Unsupported { stmt: id, reason })?;
                    let assigned = values.len().min(targets.len());
                    for (target, v) in targets.iter().zip(values) {
                        let sort = self.sort_of(target, id)?;
                        let value = v.as_sort(sort);
                        self.assign(target, value, &gate, id)?;
                    }
                    if let Some(count) = count {
                        let rest = self.stdin.get(start..).unwrap_or_default();
                        let result = crate::interp::format::scanf_result(assigned, rest);
                        let sort = self.sort_of(count, id)?;
                        let value = Term::new(int_literal(result), Sort::Int).as_sort(sort);
                        self.assign(count, value, &gate, id)?;
                    }
                } else {
                    self.taint_where(&gate);
                }
            }
            StmtKind::Output { format, args } => {
                if executed {
                    let sel = self.selector(id, occurrence);
                    let args = args
                        .iter()
                        .map(|a| self.term(a, id))
                        .collect::<Enc<Vec<_>>>()?;
                    let taint = self.taint.clone();
                    self.outputs.push(OutputEvent {
                        format: format.clone(),
                        args,
                        reach: gate,
                        taint,
                        sel,
                    });
                } else {
                    self.taint_where(&gate);
                }
            }
            StmtKind::Assert { cond } => {
                let cond = self.term(cond, id)?.as_bool();
                let live = and(&gate, &not(&self.taint.clone()));
                self.assert_root(format!("(=> {live} {cond})"));
            }
            StmtKind::Return { value } => {
                if let Some(value) = value {
                    let sel = self.selector(id, occurrence);
                    let v = self.term(value, id)?;
                    let t = self.fresh(&format!("t.s{}", id.0), v.sort);
                    self.assert_def(&sel, &t, &v.text);
                    let frame = self.frames.last_mut().expect("a frame");
                    let old = frame.ret.clone();
                    let ret = match old {
                        None => Term::new(t, v.sort),
                        Some(old) => {
                            let old = old.as_sort(v.sort);
                            let term = format!("(ite {gate} {t} {old})");
                            Term::new(self.let_const("ret", v.sort, term), v.sort)
                        }
                    };
                    self.frames.last_mut().expect("a frame").ret = Some(ret);
                }
                self.leave_by(Exit::Return, &guard, executed);
            }
            StmtKind::Break | StmtKind::Continue => {
                let exit = if matches!(stmt.kind, StmtKind::Break) {
                    Exit::Break
                } else {
                    Exit::Continue
                };
                let acc = self.loops.last_mut().ok_or_else(|| EncodeError::Desync {
                    at: id.to_string(),
                    detail: "break/continue outside a loop".into(),
                })?;
                match exit {
                    Exit::Break => acc.breaks.push(gate.clone()),
                    _ => acc.continues.push(gate.clone()),
                }
                self.leave_by(exit, &guard, executed);
            }
            StmtKind::Call { lhs, func, args } => {
                if !executed {
                    self.taint_where(&gate);
                    return Ok(());
                }
                self.call(id, occurrence, lhs.as_deref(), func, args, &gate)?;
            }
            other => {
                return Err(EncodeError::Unsupported {
                    stmt: id,
                    reason: format!("{} is not encoded", repaird_cfront::pretty::kind(other)),
                })
            }
        }
        Ok(())
    }

    /// A break/continue/return: control at `reach ∧ guard` leaves; the path leaves if it ran.
    fn leave_by(&mut self, exit: Exit, guard: &str, executed: bool) {
        let rest = and(&self.reach.clone(), &not(guard));
        self.reach = self.define_bool("r", rest);
        if executed {
            self.exit = Some(exit);
        }
    }

    fn taint_where(&mut self, gate: &str) {
        let t = or(&self.taint.clone(), gate);
        self.taint = self.define_bool("taint", t);
    }

    /// The soft clause `sel ⇒ t = value` and the gated new version of `lhs`.
    #[allow(clippy::too_many_arguments)]
    fn define(
        &mut self,
        id: StmtId,
        occurrence: u32,
        lhs: &str,
        sort: Sort,
        value: String,
        gate: &str,
        in_cond: bool,
    ) -> Enc<()> {
        let range = &self.program.stmt(id).expect("encoded").origin.range;
        if self.spec.contains(&(range.start.offset, range.end.offset)) {
            return self.assign(lhs, value, gate, id);
        }
        let sel = self.selector(id, occurrence);
        if in_cond {
            self.pending_cond.push(sel.clone());
        }
        let t = self.fresh(&format!("t.s{}", id.0), sort);
        self.assert_def(&sel, &t, &value);
        self.assign(lhs, t, gate, id)
    }

    fn call(
        &mut self,
        id: StmtId,
        occurrence: u32,
        lhs: Option<&str>,
        func: &str,
        args: &[repaird_cfront::ir::Expr],
        gate: &str,
    ) -> Enc<()> {
        let program = self.program;
        let callee = program
            .function(func)
            .ok_or_else(|| EncodeError::Unsupported {
                stmt: id,
                reason: format!("call of `{func}`, which the program does not define"),
            })?;
        let sel = self.selector(id, occurrence);
        let mut bound = Vec::new();
        for (p, a) in callee.params.iter().zip(args) {
            let sort = Sort::of(&p.ty).ok_or_else(|| EncodeError::Unsupported {
                stmt: id,
                reason: format!("parameter `{}` of type {} is not encoded", p.name, p.ty),
            })?;
            let value = self.term(a, id)?.as_sort(sort);
            let t = self.fresh(&format!("t.s{}", id.0), sort);
            self.assert_def(&sel, &t, &value);
            bound.push(Term::new(t, sort));
        }
        match self.next_event("a call")? {
            Event::Enter { function } if function == func => {}
            _ => {
                return Err(EncodeError::Desync {
                    at: id.to_string(),
                    detail: format!("expected to enter `{func}`"),
                })
            }
        }
        let saved_reach = std::mem::replace(&mut self.reach, gate.to_string());
        let saved_loops = std::mem::take(&mut self.loops);
        self.enter(callee, bound)?;
        self.block(&callee.body)?;
        let frame = self.frames.pop().expect("entered");
        self.loops = saved_loops;
        self.exit = None;
        self.reach = saved_reach;
        match self.next_event("a return")? {
            Event::Leave { function } if function == func => {}
            _ => {
                return Err(EncodeError::Desync {
                    at: id.to_string(),
                    detail: format!("expected to leave `{func}`"),
                })
            }
        }
        if let Some(lhs) = lhs {
            let sort = self.sort_of(lhs, id)?;
            let ret = match frame.ret {
                Some(r) => r.as_sort(sort),
                None => self.fresh("ret", sort),
            };
            self.assign(lhs, ret, gate, id)?;
        }
        Ok(())
    }

    /// Summarizes code the path did not run, reached where `reach` holds: every variable it
    /// may write gets a fresh value there; effects values cannot summarize taint the path.
    fn havoc(&mut self, nodes: &[Node], reach: &str, inside_loop: bool) -> Enc<()> {
        if reach == "false" {
            return Ok(());
        }
        let mut summary = Summary::default();
        for node in nodes {
            summary.node(self.program, node, inside_loop);
        }
        self.apply_havoc(summary, reach)
    }

    fn havoc_loop(&mut self, n: &LoopNode, reach: &str) -> Enc<()> {
        if reach == "false" {
            return Ok(());
        }
        let mut summary = Summary::default();
        for b in [&n.cond, &n.body, &n.step] {
            for node in &b.0 {
                summary.node(self.program, node, true);
            }
        }
        self.apply_havoc(summary, reach)
    }

    fn apply_havoc(&mut self, summary: Summary, reach: &str) -> Enc<()> {
        for var in summary.writes {
            let Ok(old) = self.lookup(&var) else {
                continue;
            };
            let h = self.fresh(&format!("h.{var}"), old.sort);
            self.assign(&var, h, reach, StmtId(0))?;
        }
        if summary.effects {
            self.taint_where(reach);
        }
        Ok(())
    }

    /// Asserts what the test expects of this path's output events.
    fn expect_output(&mut self, expect: &Expectation) -> Enc<()> {
        let formats: Vec<&str> = self.outputs.iter().map(|o| o.format.as_str()).collect();
        let alignment = align(&formats, &expect.stdout, expect.compare).map_err(|reason| {
            EncodeError::Unsupported {
                stmt: StmtId(0),
                reason,
            }
        })?;
        let end_taint = self.taint.clone();
        let mut all_reached = Vec::new();
        match alignment {
            Alignment::Aligned(values) => {
                let mut per_event: BTreeMap<usize, Vec<String>> = BTreeMap::new();
                for v in values {
                    let arg = &self.outputs[v.event].args[v.arg];
                    per_event
                        .entry(v.event)
                        .or_default()
                        .push(prints(arg, &v.value));
                }
                let mut asserts = Vec::new();
                for (k, o) in self.outputs.iter().enumerate() {
                    all_reached.push(o.reach.clone());
                    if let Some(eqs) = per_event.get(&k) {
                        let live = and(&and(&o.reach, &not(&o.taint)), &o.sel);
                        asserts.push(format!("(=> {live} (and {} true))", eqs.join(" ")));
                    }
                }
                for a in asserts {
                    self.assert_root(a);
                }
                let reached = all_reached
                    .iter()
                    .fold("true".to_string(), |a, b| and(&a, b));
                self.assert_root(or(&end_taint, &reached));
            }
            Alignment::Unaligned => {
                let as_printed = self
                    .outputs
                    .iter()
                    .map(|o| and(&o.reach, &o.sel))
                    .fold("true".to_string(), |a, b| and(&a, &b));
                self.assert_root(or(&end_taint, &not(&as_printed)));
            }
        }
        Ok(())
    }
}

/// `arg` prints as `value` wants: equal for integers and characters; for `%f`, within half
/// a unit of the last printed digit (how C rounds).
fn prints(arg: &Term, value: &ExpectedValue) -> String {
    match value {
        ExpectedValue::Int(i) => format!("(= {} {})", arg.as_int(), int_literal(*i)),
        ExpectedValue::Fixed { text, precision } => {
            let (negative, digits) = match text.strip_prefix('-') {
                Some(rest) => (true, rest),
                None => (false, text.as_str()),
            };
            let digits = if digits.contains('.') {
                digits.to_string()
            } else {
                format!("{digits}.0")
            };
            let printed = if negative {
                format!("(- {digits})")
            } else {
                digits
            };
            let half_unit = format!("0.{}5", "0".repeat(*precision));
            let x = arg.as_real();
            format!("(and (<= (- {printed} {half_unit}) {x}) (<= {x} (+ {printed} {half_unit})))")
        }
    }
}

/// The formula's own symbols in `term` (every name it creates contains a dot).
fn symbols(term: &str) -> Vec<String> {
    term.split(|c: char| c == '(' || c == ')' || c.is_whitespace())
        .filter(|t| t.contains('.'))
        .map(str::to_string)
        .collect()
}

/// What unexplored code may do.
#[derive(Default)]
struct Summary {
    writes: Vec<String>,
    /// Prints, reads, returns, calls, or jumps out of the region.
    effects: bool,
}

impl Summary {
    fn node(&mut self, program: &Program, node: &Node, inside_loop: bool) {
        match node {
            Node::Stmt(id) => self.stmt(program, *id, inside_loop),
            Node::If(n) => {
                for b in [&n.cond, &n.then_branch, &n.else_branch] {
                    b.0.iter().for_each(|x| self.node(program, x, inside_loop));
                }
            }
            Node::Loop(n) => {
                for b in [&n.init, &n.cond, &n.body, &n.step] {
                    b.0.iter().for_each(|x| self.node(program, x, true));
                }
            }
        }
    }

    fn stmt(&mut self, program: &Program, id: StmtId, inside_loop: bool) {
        let Some(s) = program.stmt(id) else { return };
        if let Some(v) = s.kind.defined_var() {
            self.write(v);
        }
        match &s.kind {
            StmtKind::Input { targets, .. } => {
                targets.iter().for_each(|t| self.write(t));
                self.effects = true;
            }
            StmtKind::Break | StmtKind::Continue => self.effects |= !inside_loop,
            StmtKind::Output { .. }
            | StmtKind::Return { .. }
            | StmtKind::Call { .. }
            | StmtKind::Assert { .. }
            | StmtKind::GetField { .. }
            | StmtKind::PutField { .. }
            | StmtKind::New { .. }
            | StmtKind::Free { .. }
            | StmtKind::Concrete { .. } => self.effects = true,
            _ => {}
        }
    }

    fn write(&mut self, v: &str) {
        if !self.writes.iter().any(|w| w == v) {
            self.writes.push(v.to_string());
        }
    }
}
