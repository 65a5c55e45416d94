//! The tree walker: structured control flow, calls, forcing, skipping, budget and trace.

use super::format::{self, ScanTarget};
use super::machine::{Machine, StepError};
use super::{branch_key, Event, Fault, Gap, Options, Outcome, Point, Run, TraceStep};
use crate::heap::{SymState, Val};
use repaird_cfront::ir::{Block, LoopKind, Node, Program, StmtId, StmtKind, Type};
use std::collections::HashMap;

/// Why the walk stopped early.
enum Stop {
    Outcome(Outcome),
}

enum Flow {
    Normal,
    Break,
    Continue,
    Return(Option<Val>),
}

type Walk<T> = Result<T, Stop>;

pub(super) struct Walker<'a> {
    program: &'a Program,
    options: &'a Options,
    machine: Machine,
    trace: Vec<TraceStep>,
    /// Per point and whether it is counted as a nested frame's (see `own_frame_occurrences`).
    occurrences: HashMap<(Point, bool), u32>,
    steps: usize,
    depth: usize,
}

pub(super) fn zero_of(ty: &Type) -> Val {
    match ty {
        Type::Ptr(_) => Val::Null,
        Type::Bool => Val::Bool(false),
        Type::Int | Type::Char => Val::Int(0),
        _ => Val::Unknown,
    }
}

impl<'a> Walker<'a> {
    pub(super) fn new(program: &'a Program, entry: &SymState, options: &'a Options) -> Self {
        Walker {
            program,
            options,
            machine: Machine::from_state(program, entry, &options.stdin),
            trace: Vec::new(),
            occurrences: HashMap::new(),
            steps: 0,
            depth: 0,
        }
    }

    pub(super) fn run(mut self, function: &str, args: &[Val]) -> Run {
        let outcome = match self.program.function(function) {
            None => Outcome::Fault {
                stmt: StmtId(0),
                fault: Fault::UnknownFunction {
                    name: function.to_string(),
                },
            },
            Some(f) => {
                for (p, a) in f.params.iter().zip(args) {
                    self.machine.write_var(&p.name, a.clone());
                }
                match self.block(&f.body, true) {
                    Ok(Flow::Return(v)) => Outcome::Returned(v),
                    Ok(_) => Outcome::Returned(None),
                    Err(Stop::Outcome(o)) => o,
                }
            }
        };
        Run {
            outcome,
            state: self.machine.snapshot(),
            stdout: self.machine.stdout,
            trace: self.trace,
            steps: self.steps,
        }
    }

    fn next_occurrence(&mut self, p: Point) -> u32 {
        let nested = self.options.own_frame_occurrences && self.depth > 0;
        let c = self.occurrences.entry((p, nested)).or_insert(0);
        let n = *c;
        *c += 1;
        if nested {
            super::NESTED_OCCURRENCES + n
        } else {
            n
        }
    }

    fn push(&mut self, event: Event, before: Option<SymState>) {
        let after = before.as_ref().map(|_| self.machine.snapshot());
        self.trace.push(TraceStep {
            event,
            before,
            after,
        });
    }

    fn gap(&mut self, gap: Gap) {
        if self.options.record_gaps {
            self.trace.push(TraceStep {
                event: Event::Gap {
                    gap,
                    depth: self.depth,
                },
                before: None,
                after: None,
            });
        }
    }

    /// Runs a block; `gaps` says whether its positions are insertion gaps.
    fn block(&mut self, block: &Block, gaps: bool) -> Walk<Flow> {
        let mut prev: Option<&Node> = None;
        for node in &block.0 {
            if gaps && !prev.is_some_and(|p| self.glued(p, node)) {
                if let Some(anchor) = branch_key(node) {
                    self.gap(Gap::Before(anchor));
                }
            }
            prev = Some(node);
            match self.node(node)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        if gaps {
            if let Some(anchor) = block.0.last().and_then(branch_key) {
                self.gap(Gap::After(anchor));
            }
        }
        Ok(Flow::Normal)
    }

    /// Whether `prev` and `next` were lowered from one C statement (`t = cursor->weight;
    /// weight = weight + t;` from `weight = weight + cursor->weight;`): code cannot go
    /// between them, so there is no insertion gap there. Code inserted "before" the second
    /// would land before the whole C statement, ahead of the read the encoding put first.
    fn glued(&self, prev: &Node, next: &Node) -> bool {
        let (Node::Stmt(p), Some(n)) = (prev, branch_key(next)) else {
            return false;
        };
        let (Some(p), Some(n)) = (self.program.stmt(*p), self.program.stmt(n)) else {
            return false;
        };
        let defines_temp = p.kind.defined_var().is_some_and(|v| {
            self.program
                .function(&p.function)
                .is_some_and(|f| f.is_temp(v))
        });
        defines_temp || p.origin.range == n.origin.range
    }

    fn node(&mut self, node: &Node) -> Walk<Flow> {
        match node {
            Node::Stmt(id) => self.stmt(*id),
            Node::If(n) => {
                if let Flow::Return(v) = self.block(&n.cond, false)? {
                    return Ok(Flow::Return(v));
                }
                let key = branch_key(node).unwrap_or(StmtId(0));
                let taken = self.decide(key, &n.test)?;
                if taken && n.then_branch.0.is_empty() {
                    self.gap(Gap::Into(key));
                }
                if !taken && n.has_else && n.else_branch.0.is_empty() {
                    self.gap(Gap::IntoElse(key));
                }
                self.block(
                    if taken {
                        &n.then_branch
                    } else {
                        &n.else_branch
                    },
                    true,
                )
            }
            Node::Loop(n) => {
                let Some(key) = branch_key(node) else {
                    return Ok(Flow::Normal);
                };
                if !self.truth_or_tolerate(key, &n.guard)? {
                    return Ok(Flow::Normal);
                }
                if let Flow::Return(v) = self.block(&n.init, false)? {
                    return Ok(Flow::Return(v));
                }
                let mut first = true;
                loop {
                    if !(first && n.kind == LoopKind::DoWhile) {
                        if let Flow::Return(v) = self.block(&n.cond, false)? {
                            return Ok(Flow::Return(v));
                        }
                        let test = n
                            .test
                            .clone()
                            .unwrap_or(repaird_cfront::ir::Expr::Bool(true));
                        if !self.decide(key, &test)? {
                            break;
                        }
                    }
                    first = false;
                    if n.body.0.is_empty() {
                        self.gap(Gap::Into(key));
                    }
                    match self.block(&n.body, true)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        Flow::Normal | Flow::Continue => {}
                    }
                    if let Flow::Return(v) = self.block(&n.step, false)? {
                        return Ok(Flow::Return(v));
                    }
                }
                Ok(Flow::Normal)
            }
        }
    }

    fn apply_changes(&mut self, point: Point, occurrence: u32) {
        let Some(change) = self.options.changes.get(&(point, occurrence)) else {
            return;
        };
        for (name, v) in &change.vars {
            self.machine.write_var(name, v.clone());
        }
        // A node a correction brings is live: one the program freed was revived (gdb's
        // copy), and reads of it must not fault in the model while the real run reads it.
        for (name, node) in &change.nodes {
            self.machine.freed.remove(name);
            let target = self
                .machine
                .heap
                .entry(name.clone())
                .or_insert_with(|| node.clone());
            for (f, v) in &node.fields {
                target.fields.insert(f.clone(), v.clone());
            }
        }
    }

    fn fail(&self, stmt: StmtId, e: StepError) -> Stop {
        Stop::Outcome(match e {
            StepError::Unsupported(reason) => Outcome::Unsupported { stmt, reason },
            StepError::Fault(fault) => Outcome::Fault { stmt, fault },
        })
    }

    /// A guard's truth; with `tolerate_faults`, a fault makes it false.
    fn truth_or_tolerate(&self, at: StmtId, e: &repaird_cfront::ir::Expr) -> Walk<bool> {
        match self.machine.truth(e) {
            Ok(b) => Ok(b),
            Err(StepError::Fault(_)) if self.options.tolerate_faults => Ok(false),
            Err(err) => Err(self.fail(at, err)),
        }
    }

    /// A value; with `tolerate_faults`, a fault makes it unknown.
    fn eval_or_tolerate(&self, at: StmtId, e: &repaird_cfront::ir::Expr) -> Walk<Val> {
        match self.machine.eval(e) {
            Ok(v) => Ok(v),
            Err(StepError::Fault(_)) if self.options.tolerate_faults => Ok(Val::Unknown),
            Err(err) => Err(self.fail(at, err)),
        }
    }

    fn decide(&mut self, key: StmtId, test: &repaird_cfront::ir::Expr) -> Walk<bool> {
        let occurrence = self.next_occurrence(Point::Branch(key));
        self.apply_changes(Point::Branch(key), occurrence);
        let natural = self.machine.truth(test).ok();
        let taken = match self.options.force.get(&(Point::Branch(key), occurrence)) {
            Some(f) => *f,
            None => match natural {
                Some(b) => b,
                None if self.options.tolerate_faults => false,
                None => {
                    return Err(Stop::Outcome(Outcome::Fault {
                        stmt: key,
                        fault: Fault::UndecidedCondition {
                            expr: format!("{test:?}"),
                        },
                    }))
                }
            },
        };
        self.trace.push(TraceStep {
            event: Event::Branch {
                key,
                occurrence,
                natural,
                taken,
                depth: self.depth,
            },
            before: self.options.record_states.then(|| self.machine.snapshot()),
            after: None,
        });
        if natural != Some(taken) {
            self.overrule_test(key, test, taken);
        }
        Ok(taken)
    }

    /// A forced outcome is what the condition computed: the temporary it left its value in
    /// takes the forced value, so the guards of the side taken (which read it) hold there, and
    /// a `return` or call on that side runs as it would had the condition been true.
    fn overrule_test(&mut self, key: StmtId, test: &repaird_cfront::ir::Expr, taken: bool) {
        let repaird_cfront::ir::Expr::Var(name) = test else {
            return;
        };
        let is_temp = self
            .program
            .stmt(key)
            .and_then(|s| self.program.function(&s.function))
            .is_some_and(|f| f.temps.iter().any(|t| t.name == *name));
        if is_temp {
            self.machine.write_var(name, Val::Bool(taken));
        }
    }

    fn stmt(&mut self, id: StmtId) -> Walk<Flow> {
        let Some(stmt) = self.program.stmt(id) else {
            return Err(Stop::Outcome(Outcome::Unsupported {
                stmt: id,
                reason: "no such statement".into(),
            }));
        };
        if self.steps >= self.options.step_budget {
            return Err(Stop::Outcome(Outcome::BudgetExhausted {
                steps: self.steps,
            }));
        }
        self.steps += 1;
        let occurrence = self.next_occurrence(Point::Guard(id));
        self.apply_changes(Point::Guard(id), occurrence);
        let executed = match self.options.force.get(&(Point::Guard(id), occurrence)) {
            Some(f) => *f,
            None => self.truth_or_tolerate(id, &stmt.guard)?,
        };
        let skipped = self.options.skip.contains(&(id, occurrence));
        let keep_state = self.options.record_states
            || (self.options.record_call_states && matches!(stmt.kind, StmtKind::Call { .. }));
        let before = keep_state.then(|| self.machine.snapshot());
        let event = Event::Stmt {
            id,
            occurrence,
            executed,
            skipped,
            depth: self.depth,
        };
        if !executed || skipped {
            self.push(event, before);
            return Ok(Flow::Normal);
        }
        if let StmtKind::Input {
            format, targets, ..
        } = &stmt.kind
        {
            if let Err(reason) = self.input_fits(&stmt.function, format, targets) {
                return Err(self.fail(id, StepError::Unsupported(reason)));
            }
        }
        let flow = match &stmt.kind {
            StmtKind::Break => Flow::Break,
            StmtKind::Continue => Flow::Continue,
            StmtKind::Return { value } => {
                let v = match value {
                    Some(e) => Some(self.eval_or_tolerate(id, e)?),
                    None => None,
                };
                Flow::Return(v)
            }
            StmtKind::Call { lhs, func, args } => {
                let vals = args
                    .iter()
                    .map(|a| self.eval_or_tolerate(id, a))
                    .collect::<Walk<Vec<_>>>()?;
                self.push(event, before);
                let ret = self.call(id, func, &vals)?;
                if let Some(lhs) = lhs {
                    self.machine.write_var(lhs, ret.unwrap_or(Val::Unknown));
                }
                // What the call left (its result and what it did to the heap), where its
                // states are kept: the gradient's forward execution cannot run a callee.
                if let Some(last) = self
                    .trace
                    .iter_mut()
                    .rev()
                    .find(|s| matches!(s.event, Event::Stmt { id: sid, .. } if sid == id))
                {
                    if last.after.is_some() {
                        last.after = Some(self.machine.snapshot());
                    }
                }
                return Ok(Flow::Normal);
            }
            kind => {
                match self.machine.exec_atomic(self.program, kind) {
                    Ok(()) => {}
                    Err(StepError::Fault(_)) if self.options.tolerate_faults => {
                        if let Some(lhs) = kind.defined_var() {
                            self.machine.write_var(lhs, Val::Unknown);
                        }
                    }
                    Err(e) => return Err(self.fail(id, e)),
                }
                Flow::Normal
            }
        };
        self.push(event, before);
        Ok(flow)
    }

    /// Whether `scanf`'s conversions store what its targets hold: `%c` into a `char`, `%d`
    /// (`%ld`, `%lld`) into an integer. Anything else writes bytes the values do not model.
    fn input_fits(&self, function: &str, format: &str, targets: &[String]) -> Result<(), String> {
        let conversions = format::scanf_targets(format)?;
        for (target, conversion) in targets.iter().zip(conversions) {
            let ty = self
                .program
                .function(function)
                .and_then(|f| self.program.var_type_in(f, target));
            let fits = matches!(
                (conversion, ty),
                (ScanTarget::Int, Some(Type::Int)) | (ScanTarget::Char, Some(Type::Char))
            );
            if !fits {
                let ty = ty.map_or("an unknown type".to_string(), |t| t.to_string());
                let conversion = match conversion {
                    ScanTarget::Int => "%d",
                    ScanTarget::Char => "%c",
                };
                return Err(format!(
                    "scanf {conversion} into `{target}` of {ty} is not modeled"
                ));
            }
        }
        Ok(())
    }

    fn call(&mut self, at: StmtId, name: &str, args: &[Val]) -> Walk<Option<Val>> {
        let Some(f) = self.program.function(name) else {
            return Err(Stop::Outcome(Outcome::Unsupported {
                stmt: at,
                reason: format!("call of `{name}`, which the program does not define"),
            }));
        };
        let frame = f
            .params
            .iter()
            .zip(args)
            .map(|(p, a)| (p.name.clone(), a.clone()))
            .chain(
                f.locals
                    .iter()
                    .chain(&f.temps)
                    .map(|v| (v.name.clone(), Val::Unknown)),
            )
            .collect();
        self.machine.frames.push(frame);
        self.depth += 1;
        self.trace.push(TraceStep {
            event: Event::Enter {
                function: name.to_string(),
            },
            before: None,
            after: None,
        });
        let flow = self.block(&f.body, true);
        self.depth -= 1;
        self.machine.frames.pop();
        self.trace.push(TraceStep {
            event: Event::Leave {
                function: name.to_string(),
            },
            before: None,
            after: None,
        });
        match flow? {
            Flow::Return(v) => Ok(v),
            _ => Ok(None),
        }
    }
}
