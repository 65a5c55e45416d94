//! The concrete machine: globals, a stack of frames, the named heap, and the semantics of
//! expressions and atomic statements (WOLVERINE Fig. 5, concretely).

use super::format;
use super::Fault;
use crate::heap::{node_index, HeapNode, SymState, Val};
use repaird_cfront::ir::{BinOp, Expr, Program, StmtKind, Type, UnOp};
use std::collections::{BTreeMap, BTreeSet};

/// Why an atomic statement could not run.
#[derive(Clone, Debug, PartialEq)]
pub enum StepError {
    /// The statement is outside the modeled fragment (the caller falls back to gdb).
    Unsupported(String),
    /// The program itself fails here (null dereference, failed assert, ...).
    Fault(Fault),
}

impl From<Fault> for StepError {
    fn from(f: Fault) -> Self {
        StepError::Fault(f)
    }
}

#[derive(Clone, Debug)]
pub struct Machine {
    pub globals: BTreeMap<String, Val>,
    pub frames: Vec<BTreeMap<String, Val>>,
    pub heap: BTreeMap<String, HeapNode>,
    pub freed: BTreeSet<String>,
    /// Highest `k` of any node name `n<k>` seen; the next allocation is `n<k+1>`.
    pub last_node: u64,
    pub stdout: String,
    pub stdin: String,
    pub stdin_cursor: usize,
}

impl Machine {
    /// A machine whose state is `state`: variables that are program globals become
    /// globals, the rest form one frame.
    pub fn from_state(program: &Program, state: &SymState, stdin: &str) -> Machine {
        let mut globals = BTreeMap::new();
        let mut frame = BTreeMap::new();
        for (k, v) in &state.vars {
            if program.is_global(k) {
                globals.insert(k.clone(), v.clone());
            } else {
                frame.insert(k.clone(), v.clone());
            }
        }
        let last_node = state
            .nodes
            .keys()
            .filter_map(|n| node_index(n))
            .max()
            .unwrap_or(0);
        Machine {
            globals,
            frames: vec![frame],
            heap: state.nodes.clone(),
            freed: BTreeSet::new(),
            last_node,
            stdout: String::new(),
            stdin: stdin.to_string(),
            stdin_cursor: 0,
        }
    }

    /// The state as the debugger shows it: globals and the current frame, and the heap.
    pub fn snapshot(&self) -> SymState {
        let mut vars = self.globals.clone();
        if let Some(top) = self.frames.last() {
            vars.extend(top.iter().map(|(k, v)| (k.clone(), v.clone())));
        }
        SymState {
            vars,
            nodes: self.heap.clone(),
        }
    }

    pub fn read_var(&self, name: &str) -> Val {
        if let Some(v) = self.frames.last().and_then(|f| f.get(name)) {
            return v.clone();
        }
        self.globals.get(name).cloned().unwrap_or(Val::Unknown)
    }

    pub fn write_var(&mut self, name: &str, v: Val) {
        let top = self.frames.last_mut().expect("a frame");
        if top.contains_key(name) || !self.globals.contains_key(name) {
            top.insert(name.to_string(), v);
        } else {
            self.globals.insert(name.to_string(), v);
        }
    }

    fn node_of(&self, ptr_name: &str, v: &Val) -> Result<String, Fault> {
        match v {
            Val::Node(n) if self.freed.contains(n) => Err(Fault::UseAfterFree {
                var: ptr_name.to_string(),
                node: n.clone(),
            }),
            Val::Node(n) if self.heap.contains_key(n) => Ok(n.clone()),
            Val::Node(n) => Err(Fault::DanglingPointer {
                var: ptr_name.to_string(),
                node: n.clone(),
            }),
            Val::Null => Err(Fault::NullDereference {
                var: ptr_name.to_string(),
            }),
            _ => Err(Fault::DanglingPointer {
                var: ptr_name.to_string(),
                node: v.to_string(),
            }),
        }
    }

    pub fn eval(&self, e: &Expr) -> Result<Val, StepError> {
        Ok(match e {
            Expr::Int(i) => Val::Int(*i),
            Expr::Char(c) => Val::Int(i64::from(*c)),
            Expr::Bool(b) => Val::Bool(*b),
            Expr::Null => Val::Null,
            Expr::Float(f) => {
                return Err(StepError::Unsupported(format!(
                    "floating point value {f} is not modeled"
                )))
            }
            Expr::Var(v) => self.read_var(v),
            Expr::Cast(ty, inner) => {
                let v = self.eval(inner)?;
                match (ty, v) {
                    (Type::Int | Type::Char, Val::Bool(b)) => Val::Int(i64::from(b)),
                    (Type::Char, Val::Int(i)) => Val::Int(i64::from(i as u8 as i8)),
                    (Type::Bool, Val::Int(i)) => Val::Bool(i != 0),
                    (Type::Float, _) => {
                        return Err(StepError::Unsupported("cast to floating point".into()))
                    }
                    (_, v) => v,
                }
            }
            Expr::Unary(op, inner) => {
                let v = self.eval(inner)?;
                match (op, v) {
                    (_, Val::Unknown) => Val::Unknown,
                    (UnOp::Not, Val::Bool(b)) => Val::Bool(!b),
                    (UnOp::Not, Val::Int(i)) => Val::Bool(i == 0),
                    (UnOp::Not, Val::Null) => Val::Bool(true),
                    (UnOp::Not, Val::Node(_)) => Val::Bool(false),
                    (UnOp::Neg, Val::Int(i)) => Val::Int(i.wrapping_neg()),
                    (UnOp::Abs, Val::Int(i)) => Val::Int(i.wrapping_abs()),
                    (op, v) => {
                        return Err(StepError::Unsupported(format!("{op:?} of {v}")));
                    }
                }
            }
            Expr::Binary(op, a, b) => {
                let (a, b) = (self.eval(a)?, self.eval(b)?);
                binary(*op, a, b)?
            }
        })
    }

    /// Evaluates a guard; unknown values count as a fault (the guard cannot be decided).
    pub fn truth(&self, e: &Expr) -> Result<bool, StepError> {
        match self.eval(e)? {
            Val::Bool(b) => Ok(b),
            Val::Int(i) => Ok(i != 0),
            Val::Null => Ok(false),
            Val::Node(_) => Ok(true),
            Val::Unknown => Err(StepError::Fault(Fault::UndecidedCondition {
                expr: format!("{e:?}"),
            })),
        }
    }

    /// A fresh node `n<k+1>` of `struct_name` with its fields unknown (or zeroed).
    pub fn allocate(&mut self, program: &Program, struct_name: &str, zeroed: bool) -> String {
        self.last_node += 1;
        let name = format!("n{}", self.last_node);
        let fields = program
            .struct_named(struct_name)
            .map(|s| {
                s.fields
                    .iter()
                    .map(|f| {
                        let v = match (&f.ty, zeroed) {
                            (_, false) => Val::Unknown,
                            (Type::Ptr(_), true) => Val::Null,
                            (Type::Bool, true) => Val::Bool(false),
                            (_, true) => Val::Int(0),
                        };
                        (f.name.clone(), v)
                    })
                    .collect()
            })
            .unwrap_or_default();
        self.heap.insert(
            name.clone(),
            HeapNode {
                struct_name: struct_name.to_string(),
                fields,
            },
        );
        name
    }

    /// Runs one atomic statement (everything but calls, returns and control flow).
    pub fn exec_atomic(&mut self, program: &Program, kind: &StmtKind) -> Result<(), StepError> {
        match kind {
            StmtKind::Assign { lhs, rhs } | StmtKind::BoolAssign { lhs, rhs } => {
                let v = self.eval(rhs)?;
                self.write_var(lhs, v);
            }
            StmtKind::BoolOr { lhs, a, b } | StmtKind::BoolAnd { lhs, a, b } => {
                // Short-circuit, as the lowering does: the right operand was only computed
                // (its guard held) when the left did not decide.
                let is_or = matches!(kind, StmtKind::BoolOr { .. });
                let x = self.truth(a)?;
                let v = if x == is_or { x } else { self.truth(b)? };
                self.write_var(lhs, Val::Bool(v));
            }
            StmtKind::GetField { lhs, base, field } => {
                let node = self.node_of(base, &self.read_var(base))?;
                let v = self.heap[&node]
                    .fields
                    .get(field)
                    .cloned()
                    .unwrap_or(Val::Unknown);
                self.write_var(lhs, v);
            }
            StmtKind::PutField { base, field, rhs } => {
                let node = self.node_of(base, &self.read_var(base))?;
                let v = self.eval(rhs)?;
                self.heap
                    .get_mut(&node)
                    .expect("checked")
                    .fields
                    .insert(field.clone(), v);
            }
            StmtKind::New {
                lhs,
                struct_name,
                zeroed,
            } => {
                let name = self.allocate(program, struct_name, *zeroed);
                self.write_var(lhs, Val::Node(name));
            }
            StmtKind::Free { ptr } => {
                let v = self.read_var(ptr);
                if v != Val::Null {
                    let node = self.node_of(ptr, &v)?;
                    self.heap.remove(&node);
                    self.freed.insert(node);
                }
            }
            StmtKind::Nondet { lhs } => self.write_var(lhs, Val::Unknown),
            StmtKind::Input {
                format,
                targets,
                count,
            } => {
                let start = self.stdin_cursor;
                let values = format::scanf(format, &self.stdin, &mut self.stdin_cursor)
                    .map_err(StepError::Unsupported)?;
                let assigned = values.len().min(targets.len());
                for (t, v) in targets.iter().zip(values) {
                    self.write_var(t, Val::Int(v));
                }
                if let Some(count) = count {
                    let rest = self.stdin.get(start..).unwrap_or_default();
                    let result = format::scanf_result(assigned, rest);
                    self.write_var(count, Val::Int(result));
                }
            }
            StmtKind::Output { format, args } => {
                let vals = args
                    .iter()
                    .map(|a| self.eval(a))
                    .collect::<Result<Vec<_>, _>>()?;
                let text = format::printf(format, &vals).map_err(StepError::Unsupported)?;
                self.stdout.push_str(&text);
            }
            StmtKind::Assert { cond } => {
                if !self.truth(cond)? {
                    return Err(StepError::Fault(Fault::AssertionFailed));
                }
            }
            StmtKind::Concrete { reason, .. } => {
                return Err(StepError::Unsupported(reason.clone()));
            }
            StmtKind::Call { .. }
            | StmtKind::Return { .. }
            | StmtKind::Break
            | StmtKind::Continue => {
                return Err(StepError::Unsupported(
                    "control statement given to exec_atomic".into(),
                ))
            }
        }
        Ok(())
    }
}

fn binary(op: BinOp, a: Val, b: Val) -> Result<Val, StepError> {
    use Val::*;
    if a == Unknown || b == Unknown {
        return Ok(Unknown);
    }
    let as_bool = |v: &Val| match v {
        Bool(x) => Some(*x),
        Int(i) => Some(*i != 0),
        _ => None,
    };
    Ok(match (op, &a, &b) {
        (BinOp::And, ..) | (BinOp::Or, ..) => {
            let (Some(x), Some(y)) = (as_bool(&a), as_bool(&b)) else {
                return Err(StepError::Unsupported(format!("{op:?} of {a} and {b}")));
            };
            Bool(if op == BinOp::And { x && y } else { x || y })
        }
        (BinOp::Eq, ..) if a.is_pointer() || b.is_pointer() => Bool(a == b),
        (BinOp::Ne, ..) if a.is_pointer() || b.is_pointer() => Bool(a != b),
        (_, Int(x), Int(y)) => int_op(op, *x, *y)?,
        (BinOp::Eq, Bool(x), Bool(y)) => Bool(x == y),
        (BinOp::Ne, Bool(x), Bool(y)) => Bool(x != y),
        (_, Bool(_), Int(_)) | (_, Int(_), Bool(_)) | (_, Bool(_), Bool(_)) => {
            let x = as_bool(&a).map(i64::from).unwrap_or(0);
            let y = as_bool(&b).map(i64::from).unwrap_or(0);
            int_op(op, x, y)?
        }
        _ => return Err(StepError::Unsupported(format!("{op:?} of {a} and {b}"))),
    })
}

fn int_op(op: BinOp, x: i64, y: i64) -> Result<Val, StepError> {
    use Val::{Bool, Int};
    Ok(match op {
        BinOp::Add => Int(x.wrapping_add(y)),
        BinOp::Sub => Int(x.wrapping_sub(y)),
        BinOp::Mul => Int(x.wrapping_mul(y)),
        BinOp::Div | BinOp::Rem if y == 0 => {
            return Err(StepError::Fault(Fault::DivisionByZero));
        }
        BinOp::Div => Int(x.wrapping_div(y)),
        BinOp::Rem => Int(x.wrapping_rem(y)),
        BinOp::Eq => Bool(x == y),
        BinOp::Ne => Bool(x != y),
        BinOp::Lt => Bool(x < y),
        BinOp::Le => Bool(x <= y),
        BinOp::Gt => Bool(x > y),
        BinOp::Ge => Bool(x >= y),
        BinOp::And => Bool(x != 0 && y != 0),
        BinOp::Or => Bool(x != 0 || y != 0),
    })
}
