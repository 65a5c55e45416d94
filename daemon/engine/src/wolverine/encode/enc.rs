//! The encoder's state while it walks a trace: variables, heap cells, live and freed nodes,
//! the terms it defines, and the effects and asserted states it turns into commands.

use super::*;

pub(super) struct Enc<'p> {
    pub(super) p: &'p RepairProblem<'p>,
    pub(super) func: &'p Function,
    pub(super) cmds: Vec<Cmd>,
    pub(super) fresh: usize,
    pub(super) sorts: BTreeMap<String, &'static str>,
    pub(super) vars: HashMap<String, String>,
    pub(super) cells: BTreeMap<(i64, String), String>,
    /// Live nodes: id → its fields.
    pub(super) live: BTreeMap<i64, Vec<String>>,
    /// Per node, whether a `free` released it (a Bool term; absent: never freed).
    freed: BTreeMap<i64, String>,
    extra_ids: HashMap<String, i64>,
    /// The node ids (and other integers) each defined term may denote, where known: what a
    /// summarized call can reach, and (where [`HeapLookups::Narrowed`]) the nodes a read or
    /// write through a pointer looks at.
    pub(super) values: ValueSets,
    pub(super) narrowed: bool,
    pub(super) last_node: i64,
    pub(super) field_types: HashMap<String, Type>,
    /// The functions whose calls return any value off their recorded path (empty unless
    /// [`RepairProblem::angelic_calls`]).
    pub(super) angelic_callees: BTreeSet<String>,
    /// The temporaries (with their function) a call of an angelic callee is given: they get
    /// no hole ([`eligible_hole`]).
    pub(super) angelic_arguments: BTreeSet<(String, String)>,
    /// Runs of pure callees this encoding may still make ([`pure_calls::results_on`]).
    pub(super) pure_runs_left: usize,
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

impl<'p> Enc<'p> {
    pub(super) fn new(p: &'p RepairProblem<'p>, lookups: HeapLookups) -> Res<Self> {
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
            values: ValueSets::default(),
            narrowed: lookups == HeapLookups::Narrowed,
            last_node: 0,
            field_types,
            angelic_arguments: temporaries_given_to(p.program, &angelic_callees),
            angelic_callees,
            pure_runs_left: pure_calls::RUNS_PER_ENCODING,
        })
    }

    pub(super) fn var_type(&self, name: &str) -> Option<Type> {
        self.var_type_in(self.func, name)
    }

    /// The type of `name` as code of `func` sees it (its own variable, else a global).
    pub(super) fn var_type_in(&self, func: &Function, name: &str) -> Option<Type> {
        self.p.program.var_type_in(func, name).cloned()
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
        let may_be = self.narrowed.then(|| self.values.of(base)).flatten();
        let ids = self
            .live
            .iter()
            .filter(|(id, _)| may_be.as_ref().is_none_or(|set| set.contains(id)))
            .filter(|(_, fs)| field.is_none_or(|field| fs.iter().any(|f| f == field)))
            .map(|(id, _)| *id)
            .collect();
        Lookup { base, may_be, ids }
    }

    pub(super) fn declare_fresh(&mut self, sort: &'static str) -> String {
        self.fresh += 1;
        let name = format!("u{}", self.fresh);
        self.cmds.push(Cmd::Declare {
            name: name.clone(),
            sort,
        });
        name
    }

    pub(super) fn define(&mut self, sort: &'static str, body: String) -> String {
        if !body.contains(' ') {
            return body;
        }
        self.fresh += 1;
        let name = format!("d{}", self.fresh);
        if sort == "Int" {
            self.values.define(&name, &body);
        }
        self.cmds.push(Cmd::Define {
            name: name.clone(),
            sort,
            body,
        });
        name
    }

    pub(super) fn value_term(&mut self, v: &Val, sort: &str) -> Option<String> {
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
    pub(super) fn known_result(
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
    pub(super) fn unknown_value(&mut self, ty: Option<&Type>, sort: &'static str) -> String {
        match ty {
            Some(Type::Ptr(_)) => "(- 1)".into(),
            _ => self.declare_fresh(sort),
        }
    }

    /// A field of a node the repaired code allocates, before anything writes it: garbage
    /// the solver may not choose. Left free, it lets a patch that never writes the field
    /// meet a specification that asserts its value (an overfitted repair).
    pub(super) fn uninitialized_field(&mut self, ty: Option<&Type>, sort: &'static str) -> String {
        match (ty, sort) {
            (_, "Bool") => self.declare_fresh(sort),
            (Some(Type::Ptr(_)), _) => "(- 1)".into(),
            _ => smt::int(UNINITIALIZED_INT),
        }
    }

    /// Starts a run: the state at the function's entry, nothing else live.
    pub(super) fn init(&mut self, entry: &SymState) {
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

    pub(super) fn struct_fields(&self, name: &str) -> Vec<String> {
        self.p
            .program
            .struct_named(name)
            .map(|s| {
                s.fields
                    .iter()
                    .filter(|f| sort_of(&f.ty).is_some())
                    .map(|f| f.name.clone())
                    .collect()
            })
            .unwrap_or_default()
    }

    pub(super) fn field_sort(&self, f: &str) -> &'static str {
        self.field_types.get(f).and_then(sort_of).unwrap_or("Int")
    }

    /// The term of an expression and whether it is Bool-sorted.
    pub(super) fn sym(&self, e: &Expr) -> Res<(String, bool)> {
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

    pub(super) fn boolean(&self, e: &Expr) -> Res<String> {
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

    pub(super) fn value_for(&self, lhs: &str, e: &Expr) -> Res<String> {
        if self.sorts.get(lhs) == Some(&"Bool") {
            self.boolean(e)
        } else {
            self.integer(e)
        }
    }

    /// Where `act` holds, `e` divides by no 0: SMT's `div` and `mod` by 0 are some number,
    /// where C faults.
    pub(super) fn nonzero_divisors(&self, e: &Expr, act: &str) -> Res<Vec<String>> {
        let mut divisors = Vec::new();
        collect_divisors(e, &mut divisors);
        divisors
            .into_iter()
            .filter(|d| d.int_literal().is_none_or(|c| c == 0))
            .map(|d| Ok(format!("(=> {act} (distinct {} 0))", self.integer(d)?)))
            .collect()
    }

    /// The original statement's effect when `act` holds.
    pub(super) fn original(&mut self, kind: &StmtKind, act: &str) -> Res<Effect> {
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
    pub(super) fn havoc(&mut self, kind: &StmtKind, act: &str) -> Res<Effect> {
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

    /// The live nodes a call given `args` can reach from its pointer parameters (`params`)
    /// and the pointer globals through pointer fields (all a callee may read, write or
    /// free), each with the condition under which it does: a root that may denote several
    /// nodes (a hole may change the argument) reaches what each of them leads to when it is
    /// that one. `None` where a pointer on the way may denote values not known.
    pub(super) fn reachable(
        &mut self,
        args: &[(String, bool)],
        params: &[Type],
    ) -> Option<BTreeMap<i64, String>> {
        let mut roots: Vec<String> = args
            .iter()
            .zip(params)
            .filter(|(_, ty)| is_pointer(Some(ty)))
            .map(|((term, _), _)| term.clone())
            .collect();
        roots.extend(
            self.vars
                .iter()
                .filter(|(name, _)| {
                    self.is_global(name) && is_pointer(self.var_type(name).as_ref())
                })
                .map(|(_, term)| term.clone()),
        );
        let mut when: BTreeMap<i64, Vec<String>> = BTreeMap::new();
        for root in &roots {
            let may_be = self.values.of(root)?;
            for &node in may_be.iter().filter(|id| self.live.contains_key(id)) {
                let cond = match may_be.len() {
                    1 => "true".to_string(),
                    _ => smt::eq(root, &smt::int(node)),
                };
                for id in self.closure(node)? {
                    when.entry(id).or_default().push(cond.clone());
                }
            }
        }
        Some(
            when.into_iter()
                .map(|(id, conds)| (id, self.define("Bool", smt::or(&conds))))
                .collect(),
        )
    }

    /// A recursive call summarized by the state after it must make progress: the inductive
    /// hypothesis holds for a call on other arguments than its caller's own (`entry`, each
    /// integer or pointer parameter's value at the caller's entry). A hole that makes
    /// `insert(root->right, k)` into `insert(root, k)` would recurse forever, yet the summary
    /// would let it do whatever the asserted state says.
    pub(super) fn require_progress(&mut self, call: &PendingCall, entry: &[Option<String>]) {
        let differs: Vec<String> = call
            .args
            .iter()
            .zip(entry)
            .filter(|((_, is_bool), _)| !is_bool)
            .filter_map(|((arg, _), at_entry)| Some(smt::not(&smt::eq(arg, at_entry.as_ref()?))))
            .collect();
        if !differs.is_empty() {
            let progress = smt::implies(&call.guard, &smt::or(&differs));
            self.cmds.push(Cmd::Assert(progress));
        }
    }

    /// The live nodes `start` may lead to through pointer fields (itself included), by what
    /// each cell may denote; `None` where that is not known.
    fn closure(&self, start: i64) -> Option<BTreeSet<i64>> {
        let mut reached = BTreeSet::from([start]);
        let mut pending = vec![start];
        while let Some(id) = pending.pop() {
            for f in &self.live[&id] {
                if !is_pointer(self.field_types.get(f)) {
                    continue;
                }
                let cell = self.cells.get(&(id, f.clone()))?;
                for &next in self.values.of(cell)?.iter() {
                    if self.live.contains_key(&next) && reached.insert(next) {
                        pending.push(next);
                    }
                }
            }
        }
        Some(reached)
    }

    /// A recursive call summarized by the state asserted after it
    /// ([`super::recursion`]): when it runs (its guard), what it returns, every global, and
    /// the cells and freedom of every node it reaches (`reach`, computed at the call, each
    /// node with the condition it is reached under; `None`: every node) are whatever that
    /// state says. Nodes numbered above `before` it allocated ([`Self::allocate_unknown`]); a
    /// pointer it returns is NULL, reached or one of those. Bounded by what it reaches, the
    /// call cannot meet an asserted state by writing a node its arguments never lead to
    /// (`insert(root->right, k)` given NULL setting `root->right` itself).
    pub(super) fn forget_call_effect(&mut self, summary: &SummarizedCall) {
        let SummarizedCall {
            call,
            reach,
            before,
            ..
        } = summary;
        let reach = reach.as_ref();
        let before = *before;
        let allocated = before + 1..=self.last_node;
        // Under which condition the call may change node `id`; `None`: it cannot.
        let touched = |id: i64| -> Option<String> {
            if allocated.contains(&id) {
                return None;
            }
            match reach {
                None => Some(call.guard.clone()),
                Some(r) => r
                    .get(&id)
                    .map(|c| smt::and(&[call.guard.clone(), c.clone()])),
            }
        };
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
            let returned = call.lhs.as_deref() == Some(name.as_str());
            if let (true, Some(reach), true) =
                (returned, reach, is_pointer(self.var_type(&name).as_ref()))
            {
                let is = |id: i64| smt::eq(&v, &smt::int(id));
                let may_be: Vec<String> = std::iter::once(is(0))
                    .chain(allocated.clone().map(is))
                    .chain(reach.iter().map(|(id, c)| smt::and(&[c.clone(), is(*id)])))
                    .collect();
                self.cmds.push(Cmd::Assert(smt::or(&may_be)));
            }
            e.var_writes.push((name, call.guard.clone(), v));
        }
        self.apply(e);
        let cells: Vec<((i64, String), String)> = self
            .cells
            .keys()
            .filter_map(|key| Some((key.clone(), touched(key.0)?)))
            .collect();
        for ((id, f), cond) in cells {
            let sort = self.field_sort(&f);
            let v = self.declare_fresh(sort);
            let old = self.cells[&(id, f.clone())].clone();
            let now = self.define(sort, smt::ite(&cond, &v, &old));
            self.cells.insert((id, f), now);
        }
        let ids: Vec<(i64, String)> = self
            .live
            .keys()
            .filter_map(|id| Some((*id, touched(*id)?)))
            .collect();
        for (id, cond) in ids {
            let v = self.declare_fresh("Bool");
            let old = self
                .freed
                .get(&id)
                .cloned()
                .unwrap_or_else(|| "false".into());
            let now = self.define("Bool", smt::ite(&cond, &v, &old));
            self.freed.insert(id, now);
        }
    }

    /// Node `id` as an allocation slot makes it (fields uninitialized), unless it exists.
    pub(super) fn allocate_if_new(&mut self, id: i64, struct_name: &str) {
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
    pub(super) fn allocate_unknown(&mut self, struct_name: &str) {
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

    pub(super) fn apply(&mut self, e: Effect) {
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
    pub(super) fn freeing(&mut self, p: &str, act: &str) {
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
    pub(super) fn assert_output(
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

    pub(super) fn assert_spec(&mut self, spec: &SpecPoint) {
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

fn is_pointer(ty: Option<&Type>) -> bool {
    matches!(ty, Some(Type::Ptr(_)))
}
