//! Calls walked into: the caller's view saved while a callee runs, and the temporaries
//! an angelic callee is given.

use super::*;

/// A call statement whose callee's entry comes next in the trace.
pub(super) struct PendingCall {
    pub(super) args: Vec<(String, bool)>,
    pub(super) lhs: Option<String>,
    pub(super) guard: String,
    /// For a pure call the repair may change: when the arguments are these, the callee
    /// returns this (each a term; see [`pure_calls::results_on`]).
    pub(super) known_results: Vec<(String, String)>,
}

/// A recursive call passed over whole ([`super::super::recursion`]).
pub(super) struct SummarizedCall {
    /// The trace index of its return.
    pub(super) leave: usize,
    pub(super) call: PendingCall,
    /// The nodes it can reach, each under its condition ([`Enc::reachable`]).
    pub(super) reach: Option<BTreeMap<i64, String>>,
    /// The last node numbered before it: those above it allocated.
    pub(super) before: i64,
}

/// A call of a pure function being walked ([`pure_calls`]).
pub(super) struct PureCall {
    /// The frame depth it runs at.
    pub(super) depth: usize,
    /// Whether its recorded path is still the one taken (a defined Bool).
    pub(super) on_path: String,
    /// What it returns off that path for argument lists run on the recorded heap.
    pub(super) known_results: Vec<(String, String)>,
}

/// The caller's view, saved while a callee runs (callees are encoded as they are).
pub(super) struct Frame {
    saved_vars: HashMap<String, String>,
    saved_sorts: BTreeMap<String, &'static str>,
    pub(super) lhs: Option<String>,
    pub(super) guard: String,
    pub(super) ret: Option<String>,
}

impl Enc<'_> {
    pub(super) fn is_global(&self, name: &str) -> bool {
        self.p.program.is_global(name)
    }

    pub(super) fn enter(&mut self, function: &str, call: PendingCall) -> Res<Frame> {
        let callee = self
            .p
            .program
            .function(function)
            .ok_or_else(|| RepairError::Unsupported(format!("no function `{function}`")))?;
        let frame = Frame {
            saved_vars: self.vars.clone(),
            saved_sorts: self.sorts.clone(),
            lhs: call.lhs,
            guard: call.guard,
            ret: None,
        };
        let globals: Vec<String> = self
            .vars
            .keys()
            .filter(|k| self.is_global(k))
            .cloned()
            .collect();
        self.vars.retain(|k, _| globals.contains(k));
        self.sorts.retain(|k, _| globals.contains(k));
        let locals = callee.params.len()..callee.params.len() + callee.locals.len();
        for (i, v) in callee
            .params
            .iter()
            .chain(&callee.locals)
            .chain(&callee.temps)
            .enumerate()
        {
            let Some(sort) = sort_of(&v.ty) else { continue };
            self.sorts.insert(v.name.clone(), sort);
            let term = match call.args.get(i).filter(|_| i < callee.params.len()) {
                Some((t, is_bool)) => match (sort, *is_bool) {
                    ("Bool", false) => format!("(not (= {t} 0))"),
                    ("Int", true) => format!("(ite {t} 1 0)"),
                    _ => t.clone(),
                },
                // A declared local before its initialization: garbage, as for a fresh node's
                // fields (free, `int n = n;` would meet any spec of a repaired helper). A
                // temporary stays free: a changed argument may take a side of the callee the
                // trace did not, whose writes the trace lacks.
                None if locals.contains(&i) => self.uninitialized_field(Some(&v.ty), sort),
                None => self.unknown_value(Some(&v.ty), sort),
            };
            self.vars.insert(v.name.clone(), term);
        }
        Ok(frame)
    }

    pub(super) fn leave(&mut self, frame: Frame) {
        let globals: Vec<(String, String)> = self
            .vars
            .iter()
            .filter(|(k, _)| self.is_global(k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        self.vars = frame.saved_vars;
        self.sorts = frame.saved_sorts;
        self.vars.extend(globals);
        if let (Some(lhs), Some(ret)) = (frame.lhs, frame.ret) {
            let ret = if self.sorts.get(&lhs) == Some(&"Bool") {
                format!("(not (= {ret} 0))")
            } else {
                ret
            };
            let e = Effect {
                var_writes: vec![(lhs, frame.guard, ret)],
                ..Effect::default()
            };
            self.apply(e);
        }
    }
}

/// The temporaries, with their function, that calls of `callees` are given.
pub(super) fn temporaries_given_to(
    program: &Program,
    callees: &BTreeSet<String>,
) -> BTreeSet<(String, String)> {
    let mut given = BTreeSet::new();
    for s in &program.stmts {
        let StmtKind::Call { func, args, .. } = &s.kind else {
            continue;
        };
        if !callees.contains(func) {
            continue;
        }
        let Some(f) = program.function(&s.function) else {
            continue;
        };
        for a in args {
            if let Expr::Var(v) = a {
                if f.is_temp(v) {
                    given.insert((s.function.clone(), v.clone()));
                }
            }
        }
    }
    given
}
