//! Φ_sem ∧ Φ_spec ∧ Φ_grd/Φ_stm/Φ_ins ∧ Φ_bk of Algorithm 3 as SMT-LIB commands: the trace
//! of the function unrolled as observed, every relaxable statement routed through its
//! selector (`s_i`: statement, `r_i`: guard) so that the same repaired code runs in every
//! iteration, and insertion slots (`t_j`, placed at a gap `pos_j`) that run wherever the
//! trace passes their gap. Pointers are Ints: 0 is null, `k` is node `n<k>`, -1 is an
//! uninitialized (dangling) pointer.

use super::holes::{Class, CmpHole, Effect, Env, StmtHole, Tables};
use super::operand_hole::OperandHole;
use super::problem::{
    Decisions, ExpectedOutput, OutputSpec, RepairError, RepairProblem, SpecPoint, TraceRun,
};
use super::smt::{self, Cmd};
use super::value_sets::{self, ValueSets};
use super::{pure_calls, recursion};
use crate::heap::{node_index, SymState, Val, RETURN_VALUE};
use crate::interp::{Event, Gap};
use repaird_cfront::ir::{
    BinOp, Block, CodePoint, EditForm, Expr, Function, Node, Program, StmtId, StmtKind, Type, UnOp,
};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

pub enum Hole {
    Stmt(StmtHole),
    Cmp(CmpHole),
    /// A `printf` argument or a `free` pointer.
    Operand(OperandHole),
}

pub struct StmtSelector {
    pub id: StmtId,
    pub selector: String,
    pub hole: Hole,
}

pub struct GuardSelector {
    pub id: StmtId,
    pub selector: String,
    /// True: the guard becomes `false` (deletion); false: it is strengthened by `cmp`.
    pub delete: String,
    pub cmp: CmpHole,
}

/// An insertion slot: placed at gap `position`, writing a pointer or an integer (`class`
/// picks one of `holes`, or past them the allocation).
pub struct Slot {
    pub selector: String,
    pub position: String,
    pub class: String,
    pub holes: Vec<StmtHole>,
    pub allocation: Option<Allocation>,
}

impl Slot {
    /// The hole the model chose.
    pub fn chosen(&self, model: &dyn Fn(&str) -> i64) -> Option<&StmtHole> {
        self.holes.get(model(&self.class) as usize)
    }

    /// The slot is active, at gap `gap`, with kind `class` (a hole's index).
    fn placed(&self, gap: usize, class: usize) -> String {
        smt::and(&[
            self.selector.clone(),
            smt::eq(&self.position, &gap.to_string()),
            smt::eq(&self.class, &class.to_string()),
        ])
    }

    /// The slot allocates, at gap `gap`, into its `target`-th variable.
    fn allocates_at(&self, gap: usize, target: usize) -> Option<String> {
        let a = self.allocation.as_ref()?;
        Some(smt::and(&[
            self.placed(gap, self.holes.len()),
            smt::eq(&a.lhs, &target.to_string()),
        ]))
    }

    /// The statement `x = malloc(sizeof(struct S))` the model chose, if any.
    pub fn allocates(&self, model: &dyn Fn(&str) -> i64) -> Option<StmtKind> {
        let a = self.allocation.as_ref()?;
        if model(&self.class) != self.holes.len() as i64 {
            return None;
        }
        let lhs = a.targets.get(model(&a.lhs) as usize)?;
        Some(StmtKind::New {
            lhs: lhs.clone(),
            struct_name: a.struct_name.clone(),
            zeroed: false,
        })
    }
}

/// A slot's third kind of statement, `x = malloc(sizeof(struct S))`: offered when an asserted
/// state names nodes the run never allocates (a deleted allocation) and the runs allocate
/// nothing else, so that the node a passage allocates has the number the states give it (see
/// [`missing_allocation`]).
pub struct Allocation {
    /// Picks the variable of `targets` that receives the node.
    pub lhs: String,
    pub targets: Vec<String>,
    pub struct_name: String,
}

/// The encoding and what the model is read back through.
pub struct Encoded {
    pub cmds: Vec<Cmd>,
    /// The SMT-LIB logic the commands stay in: `QF_LIA`, or `QF_NIA` where the program
    /// multiplies, divides or takes the remainder of two variables (conditions are statements
    /// of their own; the shapes take one literal case per value of a product's second
    /// operand). A solver told a linear logic refuses a nonlinear term outright.
    pub logic: &'static str,
    pub tables: Tables,
    pub stmts: Vec<StmtSelector>,
    pub guards: Vec<GuardSelector>,
    pub slots: Vec<Slot>,
    pub gaps: Vec<Gap>,
    /// Guard and kind of every statement with a selector, for reading changes back.
    pub original_kinds: HashMap<StmtId, (Expr, StmtKind)>,
}

type Res<T> = Result<T, RepairError>;

/// Which nodes a field read or write through a pointer looks at.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HeapLookups {
    /// Every live node with the field: a write updates each one's cell under `base = id`.
    #[default]
    Every,
    /// Only the nodes the pointer's term may denote ([`ValueSets`]): fewer terms for a
    /// solver whose cost is taking them in (cvc5 preprocesses them, yices bit-blasts them).
    /// The same formula up to the solver's own simplification, but another formula to
    /// search: among repairs of the same size the model may pick another one (z3 did, on a
    /// fixture and a benchmark case).
    Narrowed,
}

/// The value of an integer field nothing wrote yet (no program of the corpus computes it).
pub(super) const UNINITIALIZED_INT: i64 = -1_717_986_919;

fn unsupported<T>(msg: impl Into<String>) -> Res<T> {
    Err(RepairError::Unsupported(msg.into()))
}

struct Enc<'p> {
    p: &'p RepairProblem<'p>,
    func: &'p Function,
    cmds: Vec<Cmd>,
    fresh: usize,
    sorts: BTreeMap<String, &'static str>,
    vars: HashMap<String, String>,
    cells: BTreeMap<(i64, String), String>,
    /// Live nodes: id → its fields.
    live: BTreeMap<i64, Vec<String>>,
    /// Per node, whether a `free` released it (a Bool term; absent: never freed).
    freed: BTreeMap<i64, String>,
    extra_ids: HashMap<String, i64>,
    /// The node ids (and other integers) each defined term may denote, where known: reads
    /// and writes through a pointer look only at the nodes it may name (where
    /// [`HeapLookups::Narrowed`]).
    values: Option<ValueSets>,
    last_node: i64,
    field_types: HashMap<String, Type>,
    /// The functions whose calls return any value off their recorded path (empty unless
    /// [`RepairProblem::angelic_calls`]).
    angelic_callees: BTreeSet<String>,
    /// The temporaries (with their function) a call of an angelic callee is given: they get
    /// no hole ([`eligible_hole`]).
    angelic_arguments: BTreeSet<(String, String)>,
    /// Runs of pure callees this encoding may still make ([`pure_calls::results_on`]).
    pure_runs_left: usize,
}

impl Env for Enc<'_> {
    fn var(&self, name: &str) -> String {
        self.vars.get(name).cloned().unwrap_or_else(|| "0".into())
    }
    fn read(&self, base: &str, field: &str) -> String {
        let lookup = self.lookup(base, Some(field));
        let cells: Vec<(i64, &String)> = lookup
            .ids
            .iter()
            .filter_map(|id| self.cells.get(&(*id, field.to_string())).map(|c| (*id, c)))
            .collect();
        let Some(((_, last), init)) = cells.split_last() else {
            return "0".into();
        };
        init.iter().rev().fold((*last).clone(), |acc, (id, c)| {
            smt::ite(&lookup.at(*id), c, &acc)
        })
    }
    fn bind(&mut self, sort: &'static str, body: String) -> String {
        self.define(sort, body)
    }
    fn fresh(&mut self, sort: &'static str) -> String {
        self.declare_fresh(sort)
    }
    fn computed(&self, e: &Expr) -> String {
        // The original statement evaluates the same expression and reports what fails.
        self.integer(e).unwrap_or_else(|_| "0".into())
    }
    fn valid(&self, base: &str, field: &str) -> String {
        let lookup = self.lookup(base, Some(field));
        let alts: Vec<String> = lookup
            .ids
            .iter()
            .map(|id| {
                let at = lookup.at(*id);
                match self.freed.get(id) {
                    // A freed node's memory is no node's any more (no use after free).
                    Some(freed) => smt::and(&[at, smt::not(freed)]),
                    None => at,
                }
            })
            .collect();
        smt::or(&alts)
    }
}

fn sort_of(ty: &Type) -> Option<&'static str> {
    match ty {
        Type::Int | Type::Char | Type::Ptr(_) => Some("Int"),
        Type::Bool => Some("Bool"),
        _ => None,
    }
}

fn class_of(ty: &Type) -> Option<Class> {
    match ty {
        Type::Ptr(_) => Some(Class::Ptr),
        Type::Int | Type::Char => Some(Class::Int),
        _ => None,
    }
}

/// Branch key → the node's test, for every if/loop of the block.
fn collect_tests(block: &Block, out: &mut HashMap<StmtId, Expr>) {
    for node in &block.0 {
        match node {
            Node::Stmt(_) => {}
            Node::If(n) => {
                if let Some(k) = crate::interp::branch_key(node) {
                    out.insert(k, n.test.clone());
                }
                collect_tests(&n.then_branch, out);
                collect_tests(&n.else_branch, out);
            }
            Node::Loop(n) => {
                if let Some(k) = crate::interp::branch_key(node) {
                    out.insert(k, n.test.clone().unwrap_or(Expr::Bool(true)));
                }
                collect_tests(&n.body, out);
            }
        }
    }
}

/// The right operands of the divisions and remainders in `e`.
fn collect_divisors<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match e {
        Expr::Binary(op, a, b) => {
            if matches!(op, BinOp::Div | BinOp::Rem) {
                out.push(b);
            }
            collect_divisors(a, out);
            collect_divisors(b, out);
        }
        Expr::Unary(_, a) | Expr::Cast(_, a) => collect_divisors(a, out),
        _ => {}
    }
}

/// The integer literals of `e`: `-1` as written, and its digits, which `x + 1` may need.
fn literals(e: &Expr, out: &mut BTreeSet<i64>) {
    out.extend(e.int_literal());
    match e {
        Expr::Unary(_, a) | Expr::Cast(_, a) => literals(a, out),
        Expr::Binary(_, a, b) => {
            literals(a, out);
            literals(b, out);
        }
        _ => {}
    }
}

impl<'p> Enc<'p> {
    fn new(p: &'p RepairProblem<'p>, lookups: HeapLookups) -> Res<Self> {
        let func = p
            .program
            .function(&p.function)
            .ok_or_else(|| RepairError::Unsupported(format!("no function `{}`", p.function)))?;
        let mut sorts = BTreeMap::new();
        for v in func
            .params
            .iter()
            .chain(&func.locals)
            .chain(&func.temps)
            .chain(p.program.globals.iter().map(|g| &g.var))
        {
            if let Some(s) = sort_of(&v.ty) {
                sorts.entry(v.name.clone()).or_insert(s);
            }
        }
        // What the repaired function returns, for specs taken at its closing brace.
        if let Some(s) = sort_of(&func.ret) {
            sorts.insert(RETURN_VALUE.to_string(), s);
        }
        let field_types = p
            .program
            .structs
            .iter()
            .flat_map(|s| s.fields.iter().map(|f| (f.name.clone(), f.ty.clone())))
            .collect();
        // A changed helper would change the callee's code as well as its path.
        let angelic_callees = if p.angelic_calls && !p.callees {
            pure_calls::pure_functions(p.program)
        } else {
            BTreeSet::new()
        };
        Ok(Enc {
            p,
            func,
            cmds: Vec::new(),
            fresh: 0,
            sorts,
            vars: HashMap::new(),
            cells: BTreeMap::new(),
            live: BTreeMap::new(),
            freed: BTreeMap::new(),
            extra_ids: HashMap::new(),
            values: (lookups == HeapLookups::Narrowed).then(ValueSets::default),
            last_node: 0,
            field_types,
            angelic_arguments: temporaries_given_to(p.program, &angelic_callees),
            angelic_callees,
            pure_runs_left: pure_calls::RUNS_PER_ENCODING,
        })
    }

    fn var_type(&self, name: &str) -> Option<Type> {
        self.var_type_in(self.func, name)
    }

    /// The type of `name` as code of `func` sees it (its own variable, else a global).
    fn var_type_in(&self, func: &Function, name: &str) -> Option<Type> {
        func.var_type(name).cloned().or_else(|| {
            self.p
                .program
                .globals
                .iter()
                .find(|g| g.var.name == name)
                .map(|g| g.var.ty.clone())
        })
    }

    fn node_id(&mut self, name: &str) -> i64 {
        if let Some(k) = node_index(name) {
            return k as i64;
        }
        let next = 1_000_000 + self.extra_ids.len() as i64;
        *self.extra_ids.entry(name.to_string()).or_insert(next)
    }

    /// The live nodes (with `field`, if given) an access through pointer term `base` looks
    /// at: those it may denote where that is known and looked at (see [`HeapLookups`]).
    fn lookup<'t>(&self, base: &'t str, field: Option<&str>) -> Lookup<'t> {
        let may_be = self.values.as_ref().and_then(|v| v.of(base));
        let ids = self
            .live
            .iter()
            .filter(|(id, _)| may_be.as_ref().is_none_or(|set| set.contains(id)))
            .filter(|(_, fs)| field.is_none_or(|field| fs.iter().any(|f| f == field)))
            .map(|(id, _)| *id)
            .collect();
        Lookup { base, may_be, ids }
    }

    fn declare_fresh(&mut self, sort: &'static str) -> String {
        self.fresh += 1;
        let name = format!("u{}", self.fresh);
        self.cmds.push(Cmd::Declare {
            name: name.clone(),
            sort,
        });
        name
    }

    fn define(&mut self, sort: &'static str, body: String) -> String {
        if !body.contains(' ') {
            return body;
        }
        self.fresh += 1;
        let name = format!("d{}", self.fresh);
        if let (Some(values), "Int") = (self.values.as_mut(), sort) {
            values.define(&name, &body);
        }
        self.cmds.push(Cmd::Define {
            name: name.clone(),
            sort,
            body,
        });
        name
    }

    fn value_term(&mut self, v: &Val, sort: &str) -> Option<String> {
        Some(match v {
            Val::Int(i) if sort == "Bool" => (*i != 0).to_string(),
            Val::Int(i) => smt::int(*i),
            Val::Bool(b) if sort == "Bool" => b.to_string(),
            Val::Bool(b) => i64::from(*b).to_string(),
            Val::Null => "0".into(),
            Val::Node(n) => self.node_id(n).to_string(),
            Val::Unknown => return None,
        })
    }

    /// A call's known result as terms: that its arguments `args` are `values`, and
    /// `result` (an integer, as frames return); `None` where a value has no term.
    fn known_result(
        &mut self,
        args: &[(String, bool)],
        values: &[Val],
        result: &Val,
    ) -> Option<(String, String)> {
        let mut conds = Vec::new();
        for ((t, is_bool), v) in args.iter().zip(values) {
            let value = self.value_term(v, if *is_bool { "Bool" } else { "Int" })?;
            conds.push(smt::eq(t, &value));
        }
        Some((smt::and(&conds), self.value_term(result, "Int")?))
    }

    /// An unknown initial value: dangling for pointers, unconstrained otherwise.
    fn unknown_value(&mut self, ty: Option<&Type>, sort: &'static str) -> String {
        match ty {
            Some(Type::Ptr(_)) => "(- 1)".into(),
            _ => self.declare_fresh(sort),
        }
    }

    /// A field of a node the repaired code allocates, before anything writes it: garbage
    /// the solver may not choose. Left free, it lets a patch that never writes the field
    /// meet a specification that asserts its value (an overfitted repair).
    fn uninitialized_field(&mut self, ty: Option<&Type>, sort: &'static str) -> String {
        match (ty, sort) {
            (_, "Bool") => self.declare_fresh(sort),
            (Some(Type::Ptr(_)), _) => "(- 1)".into(),
            _ => smt::int(UNINITIALIZED_INT),
        }
    }

    /// Starts a run: the state at the function's entry, nothing else live.
    fn init(&mut self, entry: &SymState) {
        self.vars.clear();
        self.cells.clear();
        self.live.clear();
        self.freed.clear();
        self.extra_ids.clear();
        self.last_node = 0;
        let names: Vec<(String, &'static str)> =
            self.sorts.iter().map(|(k, v)| (k.clone(), *v)).collect();
        for (name, sort) in names {
            let ty = self.var_type(&name);
            let term = match self.value_term(entry.var(&name), sort) {
                Some(t) => t,
                None => self.unknown_value(ty.as_ref(), sort),
            };
            self.vars.insert(name, term);
        }
        for (name, node) in &entry.nodes {
            let id = self.node_id(name);
            self.last_node = self.last_node.max(node_index(name).unwrap_or(0) as i64);
            let fields = self.struct_fields(&node.struct_name);
            for f in &fields {
                let sort = self.field_sort(f);
                let term = match node.fields.get(f).and_then(|v| self.value_term(v, sort)) {
                    Some(t) => t,
                    None => {
                        let ty = self.field_types.get(f).cloned();
                        self.unknown_value(ty.as_ref(), sort)
                    }
                };
                self.cells.insert((id, f.clone()), term);
            }
            self.live.insert(id, fields);
        }
    }

    fn struct_fields(&self, name: &str) -> Vec<String> {
        self.p
            .program
            .structs
            .iter()
            .find(|s| s.name == name)
            .map(|s| {
                s.fields
                    .iter()
                    .filter(|f| sort_of(&f.ty).is_some())
                    .map(|f| f.name.clone())
                    .collect()
            })
            .unwrap_or_default()
    }

    fn field_sort(&self, f: &str) -> &'static str {
        self.field_types.get(f).and_then(sort_of).unwrap_or("Int")
    }

    /// The term of an expression and whether it is Bool-sorted.
    fn sym(&self, e: &Expr) -> Res<(String, bool)> {
        Ok(match e {
            Expr::Int(i) => (smt::int(*i), false),
            Expr::Char(c) => (c.to_string(), false),
            Expr::Bool(b) => (b.to_string(), true),
            Expr::Null => ("0".into(), false),
            Expr::Float(_) => return unsupported("floating point"),
            Expr::Var(v) => match (self.vars.get(v), self.sorts.get(v)) {
                (Some(t), Some(s)) => (t.clone(), *s == "Bool"),
                _ => return unsupported(format!("variable `{v}` has no modeled type")),
            },
            Expr::Cast(_, a) => self.sym(a)?,
            Expr::Unary(UnOp::Not, a) => (smt::not(&self.boolean(a)?), true),
            Expr::Unary(UnOp::Neg, a) => (format!("(- {})", self.integer(a)?), false),
            Expr::Unary(UnOp::Abs, a) => {
                let a = self.integer(a)?;
                (format!("(ite (< {a} 0) (- {a}) {a})"), false)
            }
            Expr::Binary(op, a, b) => {
                let arith = |o: &str| -> Res<(String, bool)> {
                    Ok((
                        format!("({o} {} {})", self.integer(a)?, self.integer(b)?),
                        false,
                    ))
                };
                let cmp = |o: &str| -> Res<(String, bool)> {
                    Ok((
                        format!("({o} {} {})", self.integer(a)?, self.integer(b)?),
                        true,
                    ))
                };
                match op {
                    BinOp::Add => arith("+")?,
                    BinOp::Sub => arith("-")?,
                    BinOp::Mul => arith("*")?,
                    BinOp::Div => arith("div")?,
                    BinOp::Rem => arith("mod")?,
                    BinOp::Eq | BinOp::Ne => {
                        let (x, xb) = self.sym(a)?;
                        let (y, yb) = self.sym(b)?;
                        let (x, y) = if xb == yb {
                            (x, y)
                        } else {
                            (self.integer(a)?, self.integer(b)?)
                        };
                        let t = format!("(= {x} {y})");
                        (if *op == BinOp::Eq { t } else { smt::not(&t) }, true)
                    }
                    BinOp::Lt => cmp("<")?,
                    BinOp::Le => cmp("<=")?,
                    BinOp::Gt => cmp(">")?,
                    BinOp::Ge => cmp(">=")?,
                    BinOp::And => (smt::and(&[self.boolean(a)?, self.boolean(b)?]), true),
                    BinOp::Or => (smt::or(&[self.boolean(a)?, self.boolean(b)?]), true),
                }
            }
        })
    }

    fn boolean(&self, e: &Expr) -> Res<String> {
        let (t, is_bool) = self.sym(e)?;
        Ok(if is_bool {
            t
        } else {
            format!("(not (= {t} 0))")
        })
    }

    fn integer(&self, e: &Expr) -> Res<String> {
        let (t, is_bool) = self.sym(e)?;
        Ok(if is_bool { format!("(ite {t} 1 0)") } else { t })
    }

    fn value_for(&self, lhs: &str, e: &Expr) -> Res<String> {
        if self.sorts.get(lhs) == Some(&"Bool") {
            self.boolean(e)
        } else {
            self.integer(e)
        }
    }

    /// Where `act` holds, `e` divides by no 0: SMT's `div` and `mod` by 0 are some number,
    /// where C faults.
    fn nonzero_divisors(&self, e: &Expr, act: &str) -> Res<Vec<String>> {
        let mut divisors = Vec::new();
        collect_divisors(e, &mut divisors);
        divisors
            .into_iter()
            .filter(|d| d.int_literal().is_none_or(|c| c == 0))
            .map(|d| Ok(format!("(=> {act} (distinct {} 0))", self.integer(d)?)))
            .collect()
    }

    /// The original statement's effect when `act` holds.
    fn original(&mut self, kind: &StmtKind, act: &str) -> Res<Effect> {
        let mut e = Effect::default();
        match kind {
            StmtKind::Assign { lhs, rhs } | StmtKind::BoolAssign { lhs, rhs } => {
                e.var_writes
                    .push((lhs.clone(), act.to_string(), self.value_for(lhs, rhs)?));
                e.safety.extend(self.nonzero_divisors(rhs, act)?);
            }
            StmtKind::BoolOr { lhs, a, b } => {
                let v = smt::or(&[self.boolean(a)?, self.boolean(b)?]);
                e.var_writes.push((lhs.clone(), act.to_string(), v));
            }
            StmtKind::BoolAnd { lhs, a, b } => {
                let v = smt::and(&[self.boolean(a)?, self.boolean(b)?]);
                e.var_writes.push((lhs.clone(), act.to_string(), v));
            }
            StmtKind::GetField { lhs, base, field } => {
                let b = self.var(base);
                e.var_writes
                    .push((lhs.clone(), act.to_string(), self.read(&b, field)));
                e.safety
                    .push(format!("(=> {act} {})", self.valid(&b, field)));
            }
            StmtKind::PutField { base, field, rhs } => {
                let b = self.var(base);
                let sort = self.field_sort(field);
                let v = if sort == "Bool" {
                    self.boolean(rhs)?
                } else {
                    self.integer(rhs)?
                };
                e.field_writes
                    .push((field.clone(), act.to_string(), b.clone(), v));
                e.safety
                    .push(format!("(=> {act} {})", self.valid(&b, field)));
            }
            StmtKind::Nondet { lhs } => {
                let sort = self.sorts.get(lhs).copied().unwrap_or("Int");
                let v = self.declare_fresh(sort);
                e.var_writes.push((lhs.clone(), act.to_string(), v));
            }
            StmtKind::Assert { cond } => {
                e.safety.push(format!("(=> {act} {})", self.boolean(cond)?));
            }
            StmtKind::Output { .. }
            | StmtKind::Free { .. } // see `freeing`
            | StmtKind::Return { .. }
            | StmtKind::Break
            | StmtKind::Continue => {}
            StmtKind::New { .. }
            | StmtKind::Input { .. }
            | StmtKind::Concrete { .. }
            | StmtKind::Call { .. } => {
                return unsupported("statement kind handled by the trace walker")
            }
        }
        Ok(e)
    }

    /// A nondeterministic version of a statement: whatever it writes gets a fresh value.
    fn havoc(&mut self, kind: &StmtKind, act: &str) -> Res<Effect> {
        let mut e = Effect::default();
        if let Some(lhs) = kind.defined_var() {
            let sort = self.sorts.get(lhs).copied().unwrap_or("Int");
            let v = self.declare_fresh(sort);
            e.var_writes.push((lhs.to_string(), act.to_string(), v));
        } else if let StmtKind::PutField { base, field, .. } = kind {
            let sort = self.field_sort(field);
            let v = self.declare_fresh(sort);
            e.field_writes
                .push((field.clone(), act.to_string(), self.var(base), v));
        }
        Ok(e)
    }

    /// A recursive call summarized by the state asserted after it
    /// ([`super::recursion`]): when it runs (its guard), what it returns, every global and
    /// every heap cell and whether a node is freed are whatever that state says.
    fn forget_call_effect(&mut self, call: &PendingCall) {
        let mut e = Effect::default();
        let written = call
            .lhs
            .iter()
            .cloned()
            .chain(self.vars.keys().filter(|k| self.is_global(k)).cloned())
            .collect::<Vec<_>>();
        for name in written {
            let sort = self.sorts.get(&name).copied().unwrap_or("Int");
            let v = self.declare_fresh(sort);
            e.var_writes.push((name, call.guard.clone(), v));
        }
        self.apply(e);
        let cells: Vec<(i64, String)> = self.cells.keys().cloned().collect();
        for (id, f) in cells {
            let sort = self.field_sort(&f);
            let v = self.declare_fresh(sort);
            let old = self.cells[&(id, f.clone())].clone();
            let now = self.define(sort, smt::ite(&call.guard, &v, &old));
            self.cells.insert((id, f), now);
        }
        let ids: Vec<i64> = self.live.keys().copied().collect();
        for id in ids {
            let v = self.declare_fresh("Bool");
            let old = self
                .freed
                .get(&id)
                .cloned()
                .unwrap_or_else(|| "false".into());
            let now = self.define("Bool", smt::ite(&call.guard, &v, &old));
            self.freed.insert(id, now);
        }
    }

    /// Node `id` as an allocation slot makes it (fields uninitialized), unless it exists.
    fn allocate_if_new(&mut self, id: i64, struct_name: &str) {
        if self.live.contains_key(&id) {
            return;
        }
        let fields = self.struct_fields(struct_name);
        for f in &fields {
            let sort = self.field_sort(f);
            let ty = self.field_types.get(f).cloned();
            let v = self.uninitialized_field(ty.as_ref(), sort);
            self.cells.insert((id, f.clone()), v);
        }
        self.live.insert(id, fields);
    }

    /// A node a summarized call allocates: its fields are whatever the asserted state says.
    fn allocate_unknown(&mut self, struct_name: &str) {
        self.last_node += 1;
        let id = self.last_node;
        let fields = self.struct_fields(struct_name);
        for f in &fields {
            let sort = self.field_sort(f);
            let v = self.declare_fresh(sort);
            self.cells.insert((id, f.clone()), v);
        }
        self.live.insert(id, fields);
    }

    fn apply(&mut self, e: Effect) {
        for s in e.safety {
            self.cmds.push(Cmd::Assert(s));
        }
        // Writes of one effect are exclusive alternatives over the same old state.
        let mut new_vars: HashMap<String, String> = HashMap::new();
        for (v, cond, val) in e.var_writes {
            let Some(sort) = self.sorts.get(&v).copied() else {
                continue;
            };
            let old = new_vars.get(&v).cloned().unwrap_or_else(|| self.var(&v));
            new_vars.insert(v, self.define(sort, smt::ite(&cond, &val, &old)));
        }
        let mut new_cells: BTreeMap<(i64, String), String> = BTreeMap::new();
        for (f, cond, base, val) in e.field_writes {
            let sort = self.field_sort(&f);
            let lookup = self.lookup(&base, Some(&f));
            // Named once (`define` keeps an atom as it is): every candidate node's cell is
            // conditioned on it.
            let cond = if lookup.ids.len() > 1 {
                self.define("Bool", cond)
            } else {
                cond
            };
            for &id in &lookup.ids {
                let key = (id, f.clone());
                let old = new_cells
                    .get(&key)
                    .cloned()
                    .unwrap_or_else(|| self.cells.get(&key).cloned().unwrap_or("0".into()));
                let c = smt::and(&[cond.clone(), lookup.at(id)]);
                if c == "false" {
                    continue;
                }
                new_cells.insert(key, self.define(sort, smt::ite(&c, &val, &old)));
            }
        }
        self.vars.extend(new_vars);
        self.cells.extend(new_cells);
    }

    /// `free(p)` (`p` the pointer's term) when `act` holds: the node `p` names is freed from
    /// then on. A node a spec shows must not be (the program that frees the wrong node is
    /// refuted).
    fn freeing(&mut self, p: &str, act: &str) {
        let lookup = self.lookup(p, None);
        for &id in &lookup.ids {
            let hit = smt::and(&[act.to_string(), lookup.at(id)]);
            if hit == "false" {
                continue;
            }
            let old = self
                .freed
                .get(&id)
                .cloned()
                .unwrap_or_else(|| "false".into());
            let now = self.define("Bool", smt::or(&[hit, old]));
            self.freed.insert(id, now);
        }
    }

    /// A test's expected output at an output statement: it runs and prints the expected
    /// integers, or it does not run. `hole`: the statement's selector and operand hole (with
    /// the tables it picks from), when its arguments may change.
    fn assert_output(
        &mut self,
        kind: &StmtKind,
        guard: &str,
        expect: &ExpectedOutput,
        hole: Option<(&str, &OperandHole, &Tables)>,
    ) -> Res<()> {
        let StmtKind::Output { args, .. } = kind else {
            return unsupported("an expected output at a statement that prints nothing");
        };
        match expect {
            ExpectedOutput::Absent => self.cmds.push(Cmd::Assert(smt::not(guard))),
            ExpectedOutput::Values(values) => {
                self.cmds.push(Cmd::Assert(guard.to_string()));
                for (index, (arg, value)) in args.iter().zip(values).enumerate() {
                    if let Some(v) = value {
                        let mut t = self.integer(arg)?;
                        if let Some((selector, h, tables)) = hole {
                            t = h.operand(tables, self, selector, index, &t);
                        }
                        self.cmds.push(Cmd::Assert(smt::eq(&t, &smt::int(*v))));
                    }
                }
            }
        }
        Ok(())
    }

    fn assert_spec(&mut self, spec: &SpecPoint) {
        let state: &SymState = &spec.state;
        for (name, v) in &state.vars {
            let Some(sort) = self.sorts.get(name).copied() else {
                continue;
            };
            if let Some(t) = self.value_term(v, sort) {
                let cur = self.var(name);
                self.cmds.push(Cmd::Assert(smt::eq(&cur, &t)));
            }
        }
        for (name, node) in &state.nodes {
            let id = self.node_id(name);
            if let Some(freed) = self.freed.get(&id) {
                self.cmds.push(Cmd::Assert(smt::not(freed)));
            }
            for (f, v) in &node.fields {
                let sort = self.field_sort(f);
                let Some(t) = self.value_term(v, sort) else {
                    continue;
                };
                match self.cells.get(&(id, f.clone())) {
                    Some(cur) => {
                        let a = smt::eq(cur, &t);
                        self.cmds.push(Cmd::Assert(a));
                    }
                    // The spec names a node the execution never has.
                    None => self.cmds.push(Cmd::Assert("false".into())),
                }
            }
        }
    }
}

/// The nodes a field access through a pointer looks at ([`Enc::lookup`]).
struct Lookup<'t> {
    base: &'t str,
    may_be: Option<std::rc::Rc<BTreeSet<i64>>>,
    ids: Vec<i64>,
}

impl Lookup<'_> {
    /// That the pointer is node `id` (`true`/`false` where its value set decides it).
    fn at(&self, id: i64) -> String {
        value_sets::equals(self.may_be.as_deref(), self.base, id)
    }
}

/// A call statement whose callee's entry comes next in the trace.
struct PendingCall {
    args: Vec<(String, bool)>,
    lhs: Option<String>,
    guard: String,
    /// For a pure call the repair may change: when the arguments are these, the callee
    /// returns this (each a term; see [`pure_calls::results_on`]).
    known_results: Vec<(String, String)>,
}

/// A call of a pure function being walked ([`pure_calls`]).
struct PureCall {
    /// The frame depth it runs at.
    depth: usize,
    /// Whether its recorded path is still the one taken (a defined Bool).
    on_path: String,
    /// What it returns off that path for argument lists run on the recorded heap.
    known_results: Vec<(String, String)>,
}

/// The caller's view, saved while a callee runs (callees are encoded as they are).
struct Frame {
    saved_vars: HashMap<String, String>,
    saved_sorts: BTreeMap<String, &'static str>,
    lhs: Option<String>,
    guard: String,
    ret: Option<String>,
}

impl Enc<'_> {
    fn is_global(&self, name: &str) -> bool {
        self.p.program.is_global(name)
    }

    fn enter(&mut self, function: &str, call: PendingCall) -> Res<Frame> {
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

    fn leave(&mut self, frame: Frame) {
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
fn temporaries_given_to(
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

fn eligible_hole(enc: &Enc<'_>, prefix: &str, stmt: &repaird_cfront::ir::Stmt) -> Option<Hole> {
    if stmt.origin.macro_use.is_some() {
        return None;
    }
    // An angelic callee's results are known only for the arguments the call's own hole gives
    // it: an argument changed through the temporary that computes it (`t1 = distinct` for the
    // `t1 = cur->val` that `seen_before(prev, cur, t1)` is given) would get any result it
    // needs, and the patched program, replayed, miss.
    if let Some(v) = stmt.kind.defined_var() {
        if enc
            .angelic_arguments
            .contains(&(stmt.function.clone(), v.to_string()))
        {
            return None;
        }
    }
    // A helper's statement (see `RepairProblem::callees`) is read in its own function.
    let f = enc.p.program.function(&stmt.function)?;
    let value_form = matches!(stmt.origin.form, EditForm::Value { .. });
    // A temporary stands for a value the source spells out (an operand of a condition,
    // `list->number` in `list->number != sentinel`, the `y->left` of `y->left->parent = x`):
    // its hole keeps the temporary as the written variable, and rewriting folds the new value
    // into the text that uses it. A statement of its own may write another variable or a field.
    let fixed_form = value_form || stmt.kind.defined_var().is_some_and(|v| f.is_temp(v));
    let hole = |class: Class, fixed: Option<&String>| {
        // An assignment of a computed value (not one operand, which ASSIGN covers) may keep it.
        // So may a field write of a computed value keep it, in another field or node. A
        // temporary is a computed value too: no shape names it (`x->left = y->parent` is
        // `t = y->parent; x->left = t`, and only keeping `t` spells `x->parent = y->parent`).
        let operand = |e: &Expr| match e {
            Expr::Var(v) => !f.is_temp(v),
            Expr::Int(_) | Expr::Null => true,
            _ => false,
        };
        let original_rhs = match &stmt.kind {
            StmtKind::Assign { rhs, .. }
                if !fixed_form && !matches!(rhs, Expr::Var(v) if !f.is_temp(v)) =>
            {
                Some(rhs.clone())
            }
            StmtKind::PutField { rhs, .. } if !fixed_form && !operand(rhs) => Some(rhs.clone()),
            _ => None,
        };
        let relabel_into_field = matches!(stmt.kind, StmtKind::PutField { .. });
        let base_temp = match &stmt.kind {
            StmtKind::PutField { base, .. } | StmtKind::GetField { base, .. }
                if f.is_temp(base) =>
            {
                Some(base.clone())
            }
            _ => None,
        };
        Some(Hole::Stmt(StmtHole {
            prefix: prefix.to_string(),
            class,
            fixed_lhs: if fixed_form { fixed.cloned() } else { None },
            allow_put: !fixed_form,
            allow_get: true,
            original_rhs,
            relabel_into_field,
            deep: false,
            base_temp,
            null_guard: false,
            angelic: false,
            writes: None,
        }))
    };
    let class_of_var = |v: &str| enc.var_type_in(f, v).as_ref().and_then(class_of);
    match &stmt.kind {
        // The returned value, when a spec asserts it (see `RETURN_VALUE`); a helper's
        // return hands its value to the caller, which no spec names.
        StmtKind::Return { value: Some(_) }
            if enc.sorts.contains_key(RETURN_VALUE) && stmt.function == enc.p.function =>
        {
            Some(Hole::Stmt(StmtHole {
                prefix: prefix.to_string(),
                class: class_of(&f.ret)?,
                fixed_lhs: Some(RETURN_VALUE.to_string()),
                allow_put: false,
                allow_get: false,
                original_rhs: None,
                relabel_into_field: false,
                deep: false,
                base_temp: None,
                null_guard: false,
                angelic: false,
                writes: None,
            }))
        }
        StmtKind::Assign { lhs, .. } | StmtKind::GetField { lhs, .. } => {
            hole(class_of_var(lhs)?, Some(lhs))
        }
        StmtKind::Free { .. } => OperandHole::of(prefix, &stmt.kind, &|_| false).map(Hole::Operand),
        // What a pure function is given (its path is free once that changes).
        StmtKind::Call { func, args, .. } if enc.angelic_callees.contains(func) => {
            let class_of_arg = |v: &str| (!f.is_temp(v)).then(|| class_of_var(v)).flatten();
            OperandHole::of_call(prefix, args, &class_of_arg).map(Hole::Operand)
        }
        // Only an expected output tells a printed argument's choice.
        StmtKind::Output { .. } if enc.p.space.printed_operands && enc.p.outputs_asserted() => {
            let is_int_var = |v: &str| !f.is_temp(v) && class_of_var(v) == Some(Class::Int);
            OperandHole::of(prefix, &stmt.kind, &is_int_var).map(Hole::Operand)
        }
        StmtKind::PutField { field, .. } if !value_form => {
            hole(enc.field_types.get(field).and_then(class_of)?, None)
        }
        // A comparison's value: a condition's, or one a statement computes into a temporary
        // (`return value <= key + 1 && ...;`), which the rewrite folds back into it.
        StmtKind::BoolAssign { lhs, rhs } if value_form || f.is_temp(lhs) => match rhs {
            Expr::Binary(op, a, b) if op.is_comparison() && f.is_temp(lhs) => {
                let temps = [a, b]
                    .into_iter()
                    .filter_map(|e| match &**e {
                        Expr::Var(v) if f.is_temp(v) => Some((v.clone(), class_of_var(v)?)),
                        _ => None,
                    })
                    .collect();
                let computed = [a, b]
                    .into_iter()
                    .filter(|e| {
                        !matches!(
                            &***e,
                            Expr::Var(_) | Expr::Int(_) | Expr::Null | Expr::Char(_)
                        ) && computes_integer(e)
                    })
                    .map(|e| (**e).clone())
                    .collect();
                Some(Hole::Cmp(CmpHole {
                    prefix: prefix.to_string(),
                    temps,
                    computed,
                }))
            }
            _ => None,
        },
        _ => None,
    }
}

/// Whether `e` is integer arithmetic (`key + 1`, `-x`): an operand a comparison hole may keep.
fn computes_integer(e: &Expr) -> bool {
    matches!(
        e,
        Expr::Binary(
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem,
            ..
        ) | Expr::Unary(UnOp::Neg | UnOp::Abs, _)
    )
}

/// Whether the program multiplies, divides or takes a remainder with no constant operand
/// (the hole shapes themselves stay linear: see `StmtHole`).
fn nonlinear(program: &Program) -> bool {
    fn expr(e: &Expr) -> bool {
        match e {
            Expr::Binary(BinOp::Mul | BinOp::Div | BinOp::Rem, a, b)
                if !matches!(**a, Expr::Int(_)) && !matches!(**b, Expr::Int(_)) =>
            {
                true
            }
            Expr::Binary(_, a, b) => expr(a) || expr(b),
            Expr::Unary(_, a) | Expr::Cast(_, a) => expr(a),
            _ => false,
        }
    }
    program.stmts.iter().any(|s| match &s.kind {
        StmtKind::Assign { rhs, .. }
        | StmtKind::BoolAssign { rhs, .. }
        | StmtKind::PutField { rhs, .. } => expr(rhs),
        StmtKind::Return { value: Some(v) } => expr(v),
        StmtKind::Output { args, .. } | StmtKind::Call { args, .. } => args.iter().any(expr),
        _ => false,
    })
}

/// `x = y op z` in integer holes. Heap programs keep the paper's shapes: their integer
/// holes are counters, and a product of two symbolic choices in every loop iteration would
/// slow each of their queries; integer programs (no pointer anywhere) get arithmetic.
fn arithmetic_allowed(tables: &Tables) -> bool {
    tables.ptr_vars.is_empty() && tables.ptr_fields.is_empty()
}

/// How an attempt's insertion slots are encoded (their count is the problem's).
#[derive(Clone, Copy, Debug, Default)]
pub struct SlotShapes {
    /// One slot beyond the allowance, held off by τ_ins <= allowance: when the proof blames
    /// that bound at its cap, more slots are needed.
    pub phantom: bool,
    /// Two-level field shapes (`x->f->g = y`) as well: they read and write through a node
    /// no variable holds, at every gap passage, which makes the slot's encoding much larger.
    pub two_level: bool,
}

pub fn encode<'p>(
    p: &'p RepairProblem<'p>,
    shapes: SlotShapes,
    lookups: HeapLookups,
) -> Res<Encoded> {
    let mut enc = Enc::new(p, lookups)?;
    let repairable: Vec<&Function> = p
        .repairable_functions()
        .into_iter()
        .filter_map(|name| p.program.function(name))
        .collect();
    let function_of = |id: &StmtId| {
        let name = &p.program.stmt(*id)?.function;
        repairable.iter().copied().find(|f| &f.name == name)
    };
    // Tables of the candidate space: every repairable function's variables (each hole may
    // name only those of its own function, see `hidden_at`) and the globals.
    let mut tables = Tables::default();
    let mut seen_names = HashSet::new();
    let names = repairable
        .iter()
        .flat_map(|f| f.params.iter().chain(&f.locals))
        .chain(p.program.globals.iter().map(|g| &g.var));
    for v in names {
        let list = match class_of(&v.ty) {
            Some(Class::Ptr) => &mut tables.ptr_vars,
            Some(Class::Int) => &mut tables.int_vars,
            None => continue,
        };
        if seen_names.insert((v.name.clone(), class_of(&v.ty))) {
            list.push(v.name.clone());
        }
    }
    let mut seen = HashSet::new();
    for s in &p.program.structs {
        for fd in &s.fields {
            if !seen.insert(fd.name.clone()) {
                continue;
            }
            match class_of(&fd.ty) {
                Some(Class::Ptr) => tables.ptr_fields.push(fd.name.clone()),
                Some(Class::Int) => tables.int_fields.push(fd.name.clone()),
                None => {}
            }
        }
    }
    let mut consts: BTreeSet<i64> = p.space.int_constants.iter().copied().collect();
    let mut ids = Vec::new();
    for f in &repairable {
        f.body.stmt_ids(&mut ids);
    }
    for id in &ids {
        if let Some(s) = p.program.stmt(*id) {
            // Conditions' literals too: `weight > 100` needs the 100 of a mutated `scale > 100`.
            if let StmtKind::Assign { rhs, .. }
            | StmtKind::PutField { rhs, .. }
            | StmtKind::BoolAssign { rhs, .. } = &s.kind
            {
                literals(rhs, &mut consts);
            }
        }
    }
    tables.int_consts = consts.into_iter().collect();
    tables.arithmetic = arithmetic_allowed(&tables);

    // Statements and gaps the trace reaches in the repairable functions.
    let mut reached: BTreeSet<StmtId> = BTreeSet::new();
    let mut gaps: Vec<Gap> = Vec::new();
    let ours = |id: &StmtId| function_of(id).is_some();
    let slot_gaps = p.slot_gaps();
    let slot_site = |gap: &Gap| slot_gaps.as_ref().is_none_or(|g| g.contains(gap));
    let runs = p.runs();
    for step in runs.iter().flat_map(|r| r.trace) {
        match &step.event {
            Event::Stmt { id, .. } if ours(id) => {
                reached.insert(*id);
            }
            Event::Gap { gap, .. }
                if ours(&gap.anchor()) && slot_site(gap) && !gaps.contains(gap) =>
            {
                gaps.push(*gap)
            }
            _ => {}
        }
    }

    let mut stmts = Vec::new();
    let mut guards = Vec::new();
    // Holes no bound can widen to are dead weight: a check that the program as it is meets
    // the specification (both bounds 0) encodes none, and is a fraction of the size.
    let changeable = p.max_statement_changes > 0 || p.max_guard_changes > 0;
    for id in reached.iter().filter(|_| changeable) {
        if p.locked.contains(id) || p.nondet.contains(id) {
            continue;
        }
        let (Some(stmt), Some(func)) = (p.program.stmt(*id), function_of(id)) else {
            continue;
        };
        let Some(hole) = eligible_hole(&enc, &format!("h{}", id.0), stmt) else {
            continue;
        };
        let selector = format!("s{}", id.0);
        enc.cmds.push(Cmd::Declare {
            name: selector.clone(),
            sort: "Bool",
        });
        match &hole {
            Hole::Stmt(h) => h.declare(&tables, &mut enc.cmds),
            Hole::Cmp(h) => h.declare(&tables, &mut enc.cmds),
            Hole::Operand(h) => h.declare(&tables, &mut enc.cmds),
        }
        let at = CodePoint {
            line: stmt.origin.range.start.line,
            before: false,
        };
        let hidden = hidden_at(p.program, func, &tables, at);
        let in_scope = match &hole {
            Hole::Stmt(h) => h.names_none_of(&tables, &hidden),
            Hole::Cmp(h) => h.names_none_of(&tables, &hidden),
            Hole::Operand(h) => h.names_none_of(&tables, &hidden),
        };
        if let Some(term) = in_scope {
            enc.cmds.push(Cmd::Assert(smt::implies(&selector, &term)));
        }
        // A return's guard is control flow the trace fixes, and a temporary is folded into
        // the statement that uses it: only their values are holes.
        let statement_form = matches!(stmt.origin.form, EditForm::Statement)
            && !matches!(stmt.kind, StmtKind::Return { .. })
            && !stmt.kind.defined_var().is_some_and(|v| func.is_temp(v));
        if p.space.guards && statement_form && matches!(hole, Hole::Stmt(_)) {
            let g = GuardSelector {
                id: *id,
                selector: format!("r{}", id.0),
                delete: format!("g{}_del", id.0),
                cmp: CmpHole {
                    prefix: format!("g{}", id.0),
                    temps: Vec::new(),
                    computed: Vec::new(),
                },
            };
            for name in [&g.selector, &g.delete] {
                enc.cmds.push(Cmd::Declare {
                    name: name.clone(),
                    sort: "Bool",
                });
            }
            g.cmp.declare(&tables, &mut enc.cmds);
            if let Some(term) = g.cmp.names_none_of(&tables, &hidden) {
                enc.cmds.push(Cmd::Assert(smt::implies(&g.selector, &term)));
            }
            guards.push(g);
        }
        stmts.push(StmtSelector {
            id: *id,
            selector,
            hole,
        });
    }
    // An angelic value may go into an integer field where no integer variable is.
    let slot_classes: Vec<Class> = [Class::Ptr, Class::Int]
        .into_iter()
        .filter(|c| {
            !tables.vars(*c).is_empty()
                || (p.angelic_values && *c == Class::Int && !tables.fields(*c).is_empty())
        })
        .collect();
    let mut slots: Vec<Slot> = Vec::new();
    if !gaps.is_empty() {
        let gap_hidden: Vec<Vec<String>> = gaps
            .iter()
            .map(|gap| {
                let func = function_of(&gap.anchor()).expect("a gap of a repairable function");
                hidden_at(p.program, func, &tables, gap.point(p.program))
            })
            .collect();
        // The pointer variables of the missing nodes' type receive an allocation.
        let allocation = missing_allocation(p.program, &runs)
            .map(|struct_name| {
                let ty = Some(Type::Ptr(struct_name.clone()));
                let targets: Vec<String> = tables
                    .ptr_vars
                    .iter()
                    .filter(|v| repairable.iter().any(|f| enc.var_type_in(f, v) == ty))
                    .filter(|v| p.slot_writes.as_ref().is_none_or(|w| w.vars.contains(*v)))
                    .cloned()
                    .collect();
                (struct_name, targets)
            })
            .filter(|(_, targets)| !targets.is_empty());
        for j in 0..p.insertion_slots + usize::from(shapes.phantom) {
            let slot = Slot {
                allocation: allocation
                    .as_ref()
                    .map(|(struct_name, targets)| Allocation {
                        lhs: format!("i{j}a_lhs"),
                        targets: targets.clone(),
                        struct_name: struct_name.clone(),
                    }),
                selector: format!("t{j}"),
                position: format!("pos{j}"),
                class: format!("cls{j}"),
                holes: slot_classes
                    .iter()
                    .map(|class| StmtHole {
                        prefix: format!("i{j}{}", if *class == Class::Ptr { "p" } else { "n" }),
                        class: *class,
                        fixed_lhs: None,
                        allow_put: true,
                        allow_get: true,
                        original_rhs: None,
                        relabel_into_field: false,
                        deep: shapes.two_level,
                        base_temp: None,
                        null_guard: true,
                        angelic: p.angelic_values,
                        writes: p.slot_writes.clone(),
                    })
                    .filter(|hole| hole.writes_anything(&tables))
                    .collect(),
            };
            if slot.holes.is_empty() && slot.allocation.is_none() {
                return unsupported("no slot shape writes what the slot may write");
            }
            enc.cmds.push(Cmd::Declare {
                name: slot.selector.clone(),
                sort: "Bool",
            });
            enc.cmds.push(Cmd::Declare {
                name: slot.position.clone(),
                sort: "Int",
            });
            enc.cmds
                .push(Cmd::Assert(smt::in_range(&slot.position, 0, gaps.len())));
            enc.cmds.push(Cmd::Declare {
                name: slot.class.clone(),
                sort: "Int",
            });
            let kinds = slot.holes.len() + usize::from(slot.allocation.is_some());
            enc.cmds
                .push(Cmd::Assert(smt::in_range(&slot.class, 0, kinds.max(1))));
            for h in &slot.holes {
                h.declare(&tables, &mut enc.cmds);
            }
            if let Some(a) = &slot.allocation {
                enc.cmds.push(Cmd::Declare {
                    name: a.lhs.clone(),
                    sort: "Int",
                });
                enc.cmds
                    .push(Cmd::Assert(smt::in_range(&a.lhs, 0, a.targets.len())));
            }
            // What the slot's code may name depends on the gap it lands in.
            for (g, hidden) in gap_hidden.iter().enumerate() {
                if let Some(a) = &slot.allocation {
                    for (t, target) in a.targets.iter().enumerate() {
                        if !hidden.contains(target) {
                            continue;
                        }
                        if let Some(at) = slot.allocates_at(g, t) {
                            enc.cmds.push(Cmd::Assert(smt::not(&at)));
                        }
                    }
                }
                for (c, h) in slot.holes.iter().enumerate() {
                    if let Some(term) = h.names_none_of(&tables, hidden) {
                        let placed = slot.placed(g, c);
                        enc.cmds.push(Cmd::Assert(smt::implies(&placed, &term)));
                    }
                }
            }
            for refused in &p.refused_angelic {
                let Some(g) = gaps.iter().position(|gap| *gap == refused.gap) else {
                    continue;
                };
                for (c, h) in slot.holes.iter().enumerate() {
                    if let Some(term) = h.picks_angelic(&tables, &refused.kind) {
                        enc.cmds
                            .push(Cmd::Assert(smt::not(&smt::and(&[slot.placed(g, c), term]))));
                    }
                }
            }
            // Φ_bk: slots keep their order and are used in order (symmetry breaking for ξ:
            // under τ_ins <= k only the first k slots can be active).
            if let Some(prev) = slots.last() {
                enc.cmds.push(Cmd::Assert(format!(
                    "(<= {} {})",
                    prev.position, slot.position
                )));
                enc.cmds.push(Cmd::Assert(format!(
                    "(=> {} {})",
                    slot.selector, prev.selector
                )));
            }
            slots.push(slot);
        }
    }

    let mut tests = HashMap::new();
    for f in &p.program.functions {
        collect_tests(&f.body, &mut tests);
    }
    let stmt_index: HashMap<StmtId, usize> =
        stmts.iter().enumerate().map(|(i, s)| (s.id, i)).collect();
    let guard_index: HashMap<StmtId, usize> =
        guards.iter().enumerate().map(|(i, g)| (g.id, i)).collect();
    let holes = Holes {
        tables: &tables,
        stmts: &stmts,
        guards: &guards,
        slots: &slots,
        gaps: &gaps,
        tests: &tests,
        stmt_index: &stmt_index,
        guard_index: &guard_index,
    };
    for run in &runs {
        walk_run(&mut enc, run, &holes)?;
    }
    let logic = if nonlinear(p.program) {
        "QF_NIA"
    } else {
        "QF_LIA"
    };
    let original_kinds = stmts
        .iter()
        .filter_map(|s| p.program.stmt(s.id))
        .map(|s| (s.id, (s.guard.clone(), s.kind.clone())))
        .collect();
    Ok(Encoded {
        original_kinds,
        logic,
        cmds: enc.cmds,
        tables,
        stmts,
        guards,
        slots,
        gaps,
    })
}

/// The struct of the nodes an asserted state names beyond those a run starts with, when no
/// run reaches an allocation: a deleted allocation an insertion slot may put back. (Where a
/// run reaches one, even one its guard skips, a repair's inserted allocation would renumber
/// the nodes after it.)
fn missing_allocation(program: &Program, runs: &[TraceRun<'_>]) -> Option<String> {
    let allocates = |run: &TraceRun<'_>| {
        run.trace.iter().any(|step| match &step.event {
            Event::Stmt { id, .. } => matches!(
                program.stmt(*id).map(|s| &s.kind),
                Some(StmtKind::New { .. })
            ),
            _ => false,
        })
    };
    if runs.iter().any(allocates) {
        return None;
    }
    runs.iter().find_map(|run| {
        let at_entry = run
            .entry
            .nodes
            .keys()
            .filter_map(|n| node_index(n))
            .max()
            .unwrap_or(0);
        run.specs
            .iter()
            .flat_map(|s| &s.state.nodes)
            .find(|(name, _)| node_index(name).is_some_and(|k| k > at_entry))
            .map(|(_, node)| node.struct_name.clone())
    })
}

/// The variables of the tables that code of `func` at `at` cannot name: another function's,
/// one of another class here, or one declared later or in a block that has ended.
fn hidden_at(program: &Program, func: &Function, tables: &Tables, at: CodePoint) -> Vec<String> {
    let names = |class: Class| tables.vars(class).iter().map(move |v| (v, class));
    names(Class::Ptr)
        .chain(names(Class::Int))
        .filter(|(v, class)| match func.var_type(v) {
            Some(ty) => class_of(ty) != Some(*class) || !func.visible(v, at),
            None => !program.is_global(v),
        })
        .map(|(v, _)| v.clone())
        .collect()
}

/// What every run's walk routes through: the candidate space and its selectors.
#[derive(Clone, Copy)]
struct Holes<'h> {
    tables: &'h Tables,
    stmts: &'h [StmtSelector],
    guards: &'h [GuardSelector],
    slots: &'h [Slot],
    gaps: &'h [Gap],
    tests: &'h HashMap<StmtId, Expr>,
    stmt_index: &'h HashMap<StmtId, usize>,
    guard_index: &'h HashMap<StmtId, usize>,
}

/// The selector and operand hole of statement `id` (a `printf` or `free`), if it has one.
fn operand_hole<'h>(h: &Holes<'h>, id: &StmtId) -> Option<(&'h str, &'h OperandHole)> {
    match h.stmt_index.get(id).map(|si| &h.stmts[*si]) {
        Some(StmtSelector {
            selector,
            hole: Hole::Operand(o),
            ..
        }) => Some((selector.as_str(), o)),
        _ => None,
    }
}

/// Unrolls one run's trace from its entry state, asserting its specs, decisions and
/// outputs; the selectors are shared, so the same repaired code runs in every run.
fn walk_run(enc: &mut Enc<'_>, run: &TraceRun<'_>, h: &Holes<'_>) -> Res<()> {
    let mut frames: Vec<Frame> = Vec::new();
    let mut pending_call: Option<PendingCall> = None;
    let Holes {
        tables,
        stmts,
        guards,
        slots,
        gaps,
        tests,
        stmt_index,
        guard_index,
    } = *h;
    let p = enc.p;
    enc.init(&run.entry);
    let mut specs: Vec<&SpecPoint> = run.specs.iter().collect();
    specs.sort_by_key(|s| s.at);
    let mut next_spec = 0;
    let outputs: HashMap<usize, &OutputSpec> = run.outputs.iter().map(|o| (o.at, o)).collect();
    let summarized = recursion::summarized_calls(p.program, &p.function, run.trace, &run.specs);
    // A summarized call being passed over: the index of its return, and the call.
    let mut passing: Option<(usize, PendingCall)> = None;
    let mut pure_call: Option<PureCall> = None;
    // Per gap, how often the run passed it so far.
    let mut passages: HashMap<usize, i64> = HashMap::new();

    for (i, step) in run.trace.iter().enumerate() {
        while next_spec < specs.len() && specs[next_spec].at <= i {
            enc.assert_spec(specs[next_spec]);
            next_spec += 1;
        }
        if let Some((leave, call)) = passing.take() {
            if i == leave {
                enc.forget_call_effect(&call);
                continue;
            }
            // Its allocations keep the node numbering of the trace (and of the states).
            if let Event::Stmt { id, .. } = &step.event {
                if let Some(StmtKind::New { struct_name, .. }) =
                    p.program.stmt(*id).map(|s| &s.kind)
                {
                    enc.allocate_unknown(struct_name);
                }
            }
            passing = Some((leave, call));
            continue;
        }
        match &step.event {
            Event::Enter { function } => {
                let Some(mut call) = pending_call.take() else {
                    return unsupported(format!("entry of `{function}` without its call"));
                };
                if let Some(&leave) = summarized.get(&i) {
                    passing = Some((leave, call));
                    continue;
                }
                let known_results = std::mem::take(&mut call.known_results);
                frames.push(enc.enter(function, call)?);
                if pure_call.is_none() && enc.angelic_callees.contains(function) {
                    pure_call = Some(PureCall {
                        depth: frames.len(),
                        on_path: "true".to_string(),
                        known_results,
                    });
                }
            }
            Event::Leave { .. } => {
                let Some(mut frame) = frames.pop() else {
                    return unsupported("a return past the repaired function");
                };
                let depth = frames.len() + 1;
                if let Some(call) = pure_call.take_if(|c| c.depth == depth) {
                    if let Some(ret) = frame.ret.take() {
                        let free = enc.declare_fresh("Int");
                        let off_path = call
                            .known_results
                            .iter()
                            .rev()
                            .fold(free, |rest, (when, value)| smt::ite(when, value, &rest));
                        let ret = smt::ite(&call.on_path, &ret, &off_path);
                        frame.ret = Some(enc.define("Int", ret));
                    }
                }
                enc.leave(frame);
            }
            Event::Gap { gap, .. } => {
                let Some(gi) = gaps.iter().position(|g| g == gap) else {
                    continue;
                };
                let passage = passages.entry(gi).or_insert(0);
                *passage += 1;
                let passage = *passage;
                for slot in slots {
                    let mut e = Effect::default();
                    if let Some(a) = &slot.allocation {
                        // The runs allocate nothing else: the n-th passage of the gap
                        // allocates the n-th node after those at entry.
                        let id = enc.last_node + passage;
                        enc.allocate_if_new(id, &a.struct_name);
                        for (t, target) in a.targets.iter().enumerate() {
                            let act = slot.allocates_at(gi, t).expect("an allocation");
                            e.var_writes.push((target.clone(), act, id.to_string()));
                        }
                    }
                    for (c, hole) in slot.holes.iter().enumerate() {
                        let act = slot.placed(gi, c);
                        let he = hole.effect(tables, &mut *enc, &act, None);
                        e.var_writes.extend(he.var_writes);
                        e.field_writes.extend(he.field_writes);
                        e.safety.extend(he.safety);
                    }
                    enc.apply(e);
                }
            }
            Event::Branch {
                key,
                occurrence,
                taken,
                ..
            } => {
                let asserted = match &run.decisions {
                    Decisions::All => true,
                    Decisions::None => false,
                    Decisions::Only(set) => set.contains(&(*key, *occurrence)),
                };
                // Every side a pure call took is part of its recorded path, asserted or not.
                if asserted || pure_call.is_some() {
                    let test = tests.get(key).cloned().unwrap_or(Expr::Bool(true));
                    let t = enc.boolean(&test)?;
                    let side = if *taken { t } else { smt::not(&t) };
                    match &mut pure_call {
                        Some(PureCall { on_path, .. }) => {
                            *on_path = enc.define("Bool", smt::and(&[on_path.clone(), side]));
                        }
                        None => enc.cmds.push(Cmd::Assert(side)),
                    }
                }
            }
            Event::Stmt { id, .. } => {
                let stmt = p
                    .program
                    .stmt(*id)
                    .ok_or_else(|| RepairError::Unsupported(format!("no statement {id}")))?;
                let mut g = enc.boolean(&stmt.guard)?;
                if let Some(PureCall { on_path, .. }) = &pure_call {
                    // Off its recorded path a pure call's statements are not the ones it
                    // runs: nothing they read may fault.
                    g = smt::and(&[g, on_path.clone()]);
                }
                if let Some(gi) = guard_index.get(id) {
                    let gs = &guards[*gi];
                    let strengthened = smt::and(&[g.clone(), gs.cmp.value(tables, &mut *enc)]);
                    let relaxed = smt::ite(&gs.delete, "false", &strengthened);
                    g = enc.define("Bool", smt::ite(&gs.selector, &relaxed, &g));
                }
                if let Some(out) = outputs.get(&i) {
                    let hole = operand_hole(h, id).map(|(selector, o)| (selector, o, tables));
                    enc.assert_output(&stmt.kind, &g, &out.expect, hole)?;
                }
                match &stmt.kind {
                    StmtKind::Call {
                        lhs,
                        func,
                        args: original,
                    } => {
                        let mut args = original
                            .iter()
                            .map(|a| enc.sym(a))
                            .collect::<Res<Vec<_>>>()?;
                        let mut known_results = Vec::new();
                        if let Some((selector, o)) = operand_hole(h, id) {
                            let changed = smt::and(&[g.clone(), selector.to_string()]);
                            for (k, (t, _)) in args.iter_mut().enumerate() {
                                *t = o.operand(tables, &mut *enc, &changed, k, t);
                            }
                            if let Some(before) = &step.before {
                                let alternatives = o.alternatives(tables, original);
                                let results = pure_calls::results_on(
                                    p.program,
                                    func,
                                    before,
                                    &alternatives,
                                    &mut enc.pure_runs_left,
                                );
                                for (values, result) in results {
                                    known_results.extend(enc.known_result(&args, &values, &result));
                                }
                            }
                        }
                        pending_call = Some(PendingCall {
                            args,
                            lhs: lhs.clone(),
                            guard: g,
                            known_results,
                        });
                    }
                    StmtKind::Return { value: Some(v) }
                        if frames.is_empty() && enc.sorts.contains_key(RETURN_VALUE) =>
                    {
                        let t = enc.value_for(RETURN_VALUE, v)?;
                        let mut e = Effect::default();
                        match stmt_index.get(id).map(|si| &stmts[*si]) {
                            Some(StmtSelector {
                                selector,
                                hole: Hole::Stmt(h),
                                ..
                            }) => {
                                let keep = smt::and(&[g.clone(), smt::not(selector)]);
                                let change = smt::and(&[g.clone(), selector.clone()]);
                                e.var_writes.push((RETURN_VALUE.to_string(), keep, t));
                                let he = h.effect(tables, &mut *enc, &change, None);
                                e.var_writes.extend(he.var_writes);
                                e.safety.extend(he.safety);
                            }
                            _ => e.var_writes.push((RETURN_VALUE.to_string(), g, t)),
                        }
                        enc.apply(e);
                    }
                    StmtKind::Return { value: Some(v) } => {
                        let (t, is_bool) = enc.sym(v)?;
                        let frame = frames.last_mut().expect("checked");
                        let prev = frame.ret.clone().unwrap_or_else(|| "0".into());
                        let t = if is_bool { format!("(ite {t} 1 0)") } else { t };
                        frame.ret = Some(enc.define("Int", smt::ite(&g, &t, &prev)));
                    }
                    StmtKind::New {
                        lhs,
                        struct_name,
                        zeroed,
                    } => {
                        enc.last_node += 1;
                        let id = enc.last_node;
                        let fields = enc.struct_fields(struct_name);
                        for f in &fields {
                            let sort = enc.field_sort(f);
                            let v = if *zeroed {
                                if sort == "Bool" {
                                    "false".into()
                                } else {
                                    "0".into()
                                }
                            } else {
                                let ty = enc.field_types.get(f).cloned();
                                enc.uninitialized_field(ty.as_ref(), sort)
                            };
                            enc.cells.insert((id, f.clone()), v);
                        }
                        enc.live.insert(id, fields);
                        let e = Effect {
                            var_writes: vec![(lhs.clone(), g, id.to_string())],
                            ..Effect::default()
                        };
                        enc.apply(e);
                    }
                    StmtKind::Input { targets, .. } => {
                        let mut e = Effect::default();
                        for t in targets {
                            let sort = enc.sorts.get(t).copied().unwrap_or("Int");
                            let v = match step.after.as_ref().map(|s| s.var(t).clone()) {
                                Some(v) => enc.value_term(&v, sort),
                                None => None,
                            };
                            let v = v.unwrap_or_else(|| enc.declare_fresh(sort));
                            e.var_writes.push((t.clone(), g.clone(), v));
                        }
                        enc.apply(e);
                    }
                    StmtKind::Concrete { reason, .. } => {
                        // Specification refinement: gdb ran it; its post-state is the truth.
                        let Some(after) = &step.after else {
                            return unsupported(format!(
                                "{id} is concrete ({reason}) and the trace has no state after it"
                            ));
                        };
                        let after = after.clone();
                        let mut e = Effect::default();
                        for (name, v) in &after.vars {
                            let Some(sort) = enc.sorts.get(name).copied() else {
                                continue;
                            };
                            if let Some(t) = enc.value_term(v, sort) {
                                e.var_writes.push((name.clone(), g.clone(), t));
                            }
                        }
                        enc.apply(e);
                    }
                    StmtKind::Free { ptr } => {
                        let ptr = enc.var(ptr);
                        match operand_hole(h, id) {
                            Some((selector, o)) => {
                                let keep = smt::and(&[g.clone(), smt::not(selector)]);
                                let change = smt::and(&[g.clone(), selector.to_string()]);
                                enc.freeing(&ptr, &keep);
                                let chosen = o.operand(tables, &mut *enc, "true", 0, &ptr);
                                enc.freeing(&chosen, &change);
                            }
                            None => enc.freeing(&ptr, &g),
                        }
                    }
                    kind if p.nondet.contains(id) => {
                        let e = enc.havoc(kind, &g)?;
                        enc.apply(e);
                    }
                    kind => match stmt_index.get(id) {
                        None => {
                            let e = enc.original(kind, &g)?;
                            enc.apply(e);
                        }
                        Some(si) => {
                            let sel = stmts[*si].selector.clone();
                            let keep = smt::and(&[g.clone(), smt::not(&sel)]);
                            let change = smt::and(&[g.clone(), sel]);
                            let mut e = enc.original(kind, &keep)?;
                            match &stmts[*si].hole {
                                Hole::Stmt(h) => {
                                    // A value the encoding cannot form (or a boolean) is
                                    // just not offered.
                                    let original = h
                                        .original_rhs
                                        .as_ref()
                                        .and_then(|rhs| enc.sym(rhs).ok())
                                        .and_then(|(t, is_bool)| (!is_bool).then_some(t));
                                    let he =
                                        h.effect(tables, &mut *enc, &change, original.as_deref());
                                    e.var_writes.extend(he.var_writes);
                                    e.field_writes.extend(he.field_writes);
                                    e.safety.extend(he.safety);
                                    // The kept right-hand side divides as the original does.
                                    if let Some((rhs, keeps)) = h.kept_rhs() {
                                        let kept = smt::and(&[change.clone(), keeps]);
                                        e.safety.extend(enc.nonzero_divisors(rhs, &kept)?);
                                        // And so does it with a variable replaced.
                                        for (swapped, picks) in h.swapped(tables) {
                                            let picked = smt::and(&[change.clone(), picks]);
                                            e.safety
                                                .extend(enc.nonzero_divisors(&swapped, &picked)?);
                                        }
                                    }
                                }
                                Hole::Cmp(h) => {
                                    let lhs = kind.defined_var().unwrap_or_default().to_string();
                                    e.var_writes.push((lhs, change, h.value(tables, &mut *enc)));
                                }
                                // An output's arguments are read where its output is asserted.
                                Hole::Operand(_) => {}
                            }
                            enc.apply(e);
                        }
                    },
                }
            }
        }
    }
    while next_spec < specs.len() {
        enc.assert_spec(specs[next_spec]);
        next_spec += 1;
    }
    Ok(())
}
