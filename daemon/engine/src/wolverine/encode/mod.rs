//! Φ_sem ∧ Φ_spec ∧ Φ_grd/Φ_stm/Φ_ins ∧ Φ_bk of Algorithm 3 as SMT-LIB commands: the trace
//! of the function unrolled as observed, every relaxable statement routed through its
//! selector (`s_i`: statement, `r_i`: guard) so that the same repaired code runs in every
//! iteration, and insertion slots (`t_j`, placed at a gap `pos_j`) that run wherever the
//! trace passes their gap. Pointers are Ints: 0 is null, `k` is node `n<k>`, -1 is an
//! uninitialized (dangling) pointer.

use super::cmp_hole::CmpHole;
use super::holes::{Class, Effect, Env, StmtHole, Tables};
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

mod calls;
mod eligible;
mod enc;
mod walk;

use calls::{temporaries_given_to, Frame, PendingCall, PureCall, SummarizedCall};
use eligible::{arithmetic_allowed, eligible_hole, nonlinear};
use enc::Enc;
use walk::{walk_run, Holes};

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
    /// The `if` without an `else` the statement directly follows: instead of `cmp`, the
    /// statement may move into its `then` or into a new `else`.
    pub beside_if: Option<BesideIf>,
}

/// A statement's move into a side of the `if` just before it (a misplaced brace: `if (c)
/// { .. } p = p->next;` for `else p = p->next;`). Its guard becomes the `if`'s test or its
/// negation, the value that `if` computed on this pass: no comparison of the state after
/// the `if` spells that.
pub struct BesideIf {
    /// The `if`'s test variable.
    pub test: String,
    pub into_then: String,
    pub into_else: String,
}

impl GuardSelector {
    /// The guard as the model changed it: `false` (deleted), or the old one and the chosen
    /// comparison or `if` side.
    fn relaxed(&self, tables: &Tables, enc: &mut Enc, old: &str) -> Res<String> {
        let mut strengthened = smt::and(&[old.to_string(), self.cmp.value(tables, enc)]);
        if let Some(b) = &self.beside_if {
            let test = enc.boolean(&Expr::Var(b.test.clone()))?;
            let into_then = smt::and(&[old.to_string(), test.clone()]);
            let into_else = smt::and(&[old.to_string(), smt::not(&test)]);
            strengthened = smt::ite(
                &b.into_else,
                &into_else,
                &smt::ite(&b.into_then, &into_then, &strengthened),
            );
        }
        Ok(smt::ite(&self.delete, "false", &strengthened))
    }
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
    /// Commands that depend on every run encoded, asserted in the attempt's own scope above
    /// `cmds` ([`Layout::ByRun`]; none for [`Layout::Whole`]).
    pub scoped: Vec<Cmd>,
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

/// How an encoding's commands are ordered; the formula is the same either way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// Every hole, then every run's trace.
    #[default]
    Whole,
    /// Run by run: the holes and gaps a run reaches first go right before its trace, and
    /// what depends on every run (the slots' range of gaps) goes in [`Encoded::scoped`]. An
    /// encoding over some runs is then the start of the one over those and more wherever
    /// the runs that join change nothing the first ones encode (the statements they lock,
    /// an allocation a slot may put back), and a process that kept it takes in only the
    /// runs that joined ([`super::repair`]'s kept encoding).
    ByRun,
}

/// Where the commands that depend on one run's reach, or on every run, go: in place, or
/// into the run's block and the scoped part ([`Layout::ByRun`]).
struct Placement {
    blocks: Option<Vec<Vec<Cmd>>>,
    scoped: Vec<Cmd>,
}

impl Placement {
    fn new(layout: Layout, runs: usize) -> Self {
        Placement {
            blocks: (layout == Layout::ByRun).then(|| vec![Vec::new(); runs]),
            scoped: Vec::new(),
        }
    }

    /// Puts `cmd`, which depends on what run `run` reaches first (`None`: on every run).
    fn put(&mut self, cmds: &mut Vec<Cmd>, run: Option<usize>, cmd: Cmd) {
        match (&mut self.blocks, run) {
            (None, _) => cmds.push(cmd),
            (Some(blocks), Some(run)) => blocks[run].push(cmd),
            (Some(_), None) => self.scoped.push(cmd),
        }
    }

    /// Moves the commands pushed onto `cmds` from `start` on into run `run`'s block.
    fn take_from(&mut self, cmds: &mut Vec<Cmd>, start: usize, run: usize) {
        if let Some(blocks) = &mut self.blocks {
            blocks[run].append(&mut cmds.split_off(start));
        }
    }

    /// Run `run`'s block, at its walk.
    fn block(&mut self, run: usize) -> Vec<Cmd> {
        self.blocks
            .as_mut()
            .map(|blocks| std::mem::take(&mut blocks[run]))
            .unwrap_or_default()
    }
}

/// The value of an integer field nothing wrote yet (no program of the corpus computes it).
pub(super) const UNINITIALIZED_INT: i64 = -1_717_986_919;

fn unsupported<T>(msg: impl Into<String>) -> Res<T> {
    Err(RepairError::Unsupported(msg.into()))
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
    layout: Layout,
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

    // Statements and gaps the traces reach in the repairable functions, and the run that
    // reaches each first.
    let mut reached: BTreeMap<StmtId, usize> = BTreeMap::new();
    let mut gaps: Vec<Gap> = Vec::new();
    let mut gap_runs: Vec<usize> = Vec::new();
    let ours = |id: &StmtId| function_of(id).is_some();
    let slot_gaps = p.slot_gaps();
    let slot_site = |gap: &Gap| slot_gaps.as_ref().is_none_or(|g| g.contains(gap));
    let runs = p.runs();
    for (r, run) in runs.iter().enumerate() {
        for step in run.trace {
            match &step.event {
                Event::Stmt { id, .. } if ours(id) => {
                    reached.entry(*id).or_insert(r);
                }
                Event::Gap { gap, .. }
                    if ours(&gap.anchor()) && slot_site(gap) && !gaps.contains(gap) =>
                {
                    gaps.push(*gap);
                    gap_runs.push(r);
                }
                _ => {}
            }
        }
    }
    let mut placement = Placement::new(layout, runs.len());

    let mut stmts = Vec::new();
    let mut guards = Vec::new();
    // Holes no bound can widen to are dead weight: a check that the program as it is meets
    // the specification (both bounds 0) encodes none, and is a fraction of the size.
    let changeable = p.max_statement_changes > 0 || p.max_guard_changes > 0;
    let comparands = comparands(p.program);
    for (id, &first_run) in reached.iter().filter(|_| changeable) {
        if p.locked.contains(id) || p.nondet.contains(id) {
            continue;
        }
        let start = enc.cmds.len();
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
        let two_operands = match &hole {
            Hole::Cmp(h) => h.compares_two_operands(&tables),
            _ => None,
        };
        for term in [in_scope, two_operands].into_iter().flatten() {
            enc.cmds.push(Cmd::Assert(smt::implies(&selector, &term)));
        }
        // A condition's operand made the variable it is compared with, or it plus a
        // constant (`best < best`, `best + 1 < best` from `p->value < best`), makes the
        // condition constant: like the comparison hole's own operands, never.
        if let (Hole::Stmt(h), Some(temp)) = (&hole, stmt.kind.defined_var()) {
            let other = comparands.get(&(stmt.function.as_str(), temp));
            if let Some(term) = other.and_then(|w| h.copies_not(&tables, w)) {
                enc.cmds.push(Cmd::Assert(smt::implies(&selector, &term)));
            }
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
                beside_if: p.program.if_just_before(*id).map(|(_, test)| BesideIf {
                    test: test.to_string(),
                    into_then: format!("g{}_then", id.0),
                    into_else: format!("g{}_else", id.0),
                }),
            };
            let sides = g
                .beside_if
                .iter()
                .flat_map(|b| [&b.into_then, &b.into_else]);
            for name in [&g.selector, &g.delete].into_iter().chain(sides) {
                enc.cmds.push(Cmd::Declare {
                    name: name.clone(),
                    sort: "Bool",
                });
            }
            g.cmp.declare(&tables, &mut enc.cmds);
            let own = [
                g.cmp.names_none_of(&tables, &hidden),
                g.cmp.compares_two_operands(&tables),
            ];
            for term in own.into_iter().flatten() {
                enc.cmds.push(Cmd::Assert(smt::implies(&g.selector, &term)));
            }
            guards.push(g);
        }
        stmts.push(StmtSelector {
            id: *id,
            selector,
            hole,
        });
        placement.take_from(&mut enc.cmds, start, first_run);
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
            let range = Cmd::Assert(smt::in_range(&slot.position, 0, gaps.len()));
            placement.put(&mut enc.cmds, None, range);
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
                let run = Some(gap_runs[g]);
                if let Some(a) = &slot.allocation {
                    for (t, target) in a.targets.iter().enumerate() {
                        if !hidden.contains(target) {
                            continue;
                        }
                        if let Some(at) = slot.allocates_at(g, t) {
                            placement.put(&mut enc.cmds, run, Cmd::Assert(smt::not(&at)));
                        }
                    }
                }
                for (c, h) in slot.holes.iter().enumerate() {
                    if let Some(term) = h.names_none_of(&tables, hidden) {
                        let placed = slot.placed(g, c);
                        let cmd = Cmd::Assert(smt::implies(&placed, &term));
                        placement.put(&mut enc.cmds, run, cmd);
                    }
                }
            }
            for refused in &p.refused_angelic {
                let Some(g) = gaps.iter().position(|gap| *gap == refused.gap) else {
                    continue;
                };
                for (c, h) in slot.holes.iter().enumerate() {
                    if let Some(term) = h.picks_angelic(&tables, &refused.kind) {
                        let cmd = Cmd::Assert(smt::not(&smt::and(&[slot.placed(g, c), term])));
                        placement.put(&mut enc.cmds, Some(gap_runs[g]), cmd);
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
    for (r, run) in runs.iter().enumerate() {
        enc.cmds.append(&mut placement.block(r));
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
        scoped: placement.scoped,
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

/// Each condition temporary's comparand, by function and temporary: `w` for `t op w` or
/// `w op t` where `t` is a temporary and `w` is not (`best` for `t < best`).
fn comparands(program: &Program) -> HashMap<(&str, &str), &str> {
    let mut out = HashMap::new();
    for s in &program.stmts {
        let StmtKind::BoolAssign {
            rhs: Expr::Binary(op, a, b),
            ..
        } = &s.kind
        else {
            continue;
        };
        let (Some(func), true) = (program.function(&s.function), op.is_comparison()) else {
            continue;
        };
        if let (Expr::Var(x), Expr::Var(y)) = (&**a, &**b) {
            for (t, w) in [(x, y), (y, x)] {
                if func.is_temp(t) && !func.is_temp(w) {
                    out.entry((s.function.as_str(), t.as_str()))
                        .or_insert(w.as_str());
                }
            }
        }
    }
    out
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap::SymState;
    use crate::interp;

    /// `pick` takes one branch per run: the second run reaches a statement, and passes
    /// gaps, that the first never does.
    const PICK: &str = "int result;\n\
        void pick(int a, int b) {\n\
            if (a > 0)\n\
                result = a + 1;\n\
            else\n\
                result = b - 1;\n\
        }\n\
        int main(void) { pick(1, 4); return result; }\n";

    fn parse(source: &str) -> Program {
        repaird_cfront::parse_source(std::path::Path::new("pick.c"), source, &Default::default())
            .program
            .expect("parses")
    }

    fn entry(a: i64, b: i64) -> SymState {
        SymState::new()
            .with_var("a", Val::Int(a))
            .with_var("b", Val::Int(b))
            .with_var("result", Val::Int(0))
    }

    fn text(cmds: &[Cmd]) -> Vec<String> {
        cmds.iter().map(Cmd::to_smtlib).collect()
    }

    #[test]
    fn by_run_an_encoding_over_more_runs_starts_with_the_one_over_fewer() {
        let program = parse(PICK);
        let options = interp::Options {
            record_gaps: true,
            ..Default::default()
        };
        let entries = [entry(1, 4), entry(0, 7)];
        let traces: Vec<_> = entries
            .iter()
            .map(|e| interp::run_function(&program, "pick", e, &[], &options).trace)
            .collect();
        let one = {
            let mut p = RepairProblem::new(&program, "pick", entries[0].clone(), &traces[0]);
            p.insertion_slots = 1;
            p
        };
        let mut both = one.clone();
        both.other_runs = vec![TraceRun::new(entries[1].clone(), &traces[1])];
        let shapes = SlotShapes::default();
        let lookups = HeapLookups::default();
        let by_run = |p| encode(p, shapes, lookups, Layout::ByRun).expect("encodes");
        let whole = |p| encode(p, shapes, lookups, Layout::Whole).expect("encodes");
        let (short, long) = (by_run(&one), by_run(&both));
        assert!(
            long.stmts.len() > short.stmts.len(),
            "the second run adds a hole"
        );
        assert!(long.gaps.len() > short.gaps.len(), "and gaps");
        assert!(long.cmds.len() > short.cmds.len());
        assert_eq!(text(&long.cmds[..short.cmds.len()]), text(&short.cmds));
        // The slot's range of gaps depends on every run: above the kept part.
        for e in [&short, &long] {
            let range = format!("(assert (and (<= 0 pos0) (< pos0 {})))", e.gaps.len());
            assert_eq!(text(&e.scoped), [range]);
        }
        // The same formula as the whole layout's, in another order; which is no prefix.
        let (short_whole, long_whole) = (whole(&one), whole(&both));
        assert!(short_whole.scoped.is_empty() && long_whole.scoped.is_empty());
        let sorted = |mut cmds: Vec<String>| {
            cmds.sort();
            cmds
        };
        let all = |e: &Encoded| sorted(text(&e.cmds).into_iter().chain(text(&e.scoped)).collect());
        assert_eq!(all(&long), all(&long_whole));
        assert_eq!(all(&short), all(&short_whole));
        assert_ne!(
            text(&long_whole.cmds[..short_whole.cmds.len()]),
            text(&short_whole.cmds)
        );
    }
}
