//! Repair holes: the symbolic replacements a relaxed statement, guard or insertion slot
//! may take, in the paper's shapes (`x = y`, `x = y->f`, `x->f = y`, `x op y`), plus the
//! counter step `x = y + c` of integer holes (a deleted `i++` is an insertion of that shape)
//! and, where [`Tables::arithmetic`] allows it, `x = y op z` (op in `+ - *`, operands
//! variables or constants, a product's second operand a constant so that the encoding stays
//! linear) for the arithmetic faults of integer programs. Insertion slots that need them
//! also take the two-level shapes `x = y->f->g`, `x->f->g = y` and `x->f = y->g`. An
//! assignment of a computed integer may also keep its expression with one variable
//! replaced by another (`k = k % len` for `k = k % moves`), the paper's variable mutation
//! where no other shape spells the expression.

use super::problem::Written;
use super::smt::{self, Cmd};
use repaird_cfront::ir::{BinOp, Expr, StmtKind};

/// The value type a statement hole writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    Ptr,
    Int,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Operand {
    Var(String),
    Null,
    Const(i64),
    /// An operand the original code computes inline (`key + 1` in `value <= key + 1`).
    Computed(Expr),
}

impl Operand {
    pub fn expr(&self) -> Expr {
        match self {
            Operand::Var(v) => Expr::Var(v.clone()),
            Operand::Null => Expr::Null,
            Operand::Const(c) => Expr::Int(*c),
            Operand::Computed(e) => e.clone(),
        }
    }

    /// `e` as an operand: a variable or a literal as such, anything else as computed.
    pub fn of(e: &Expr) -> Operand {
        match e {
            Expr::Var(v) => Operand::Var(v.clone()),
            Expr::Null => Operand::Null,
            // `-1` is a literal too: the constant operands offer it as such.
            e => e
                .int_literal()
                .map_or_else(|| Operand::Computed(e.clone()), Operand::Const),
        }
    }
}

/// The entities mutations range over.
#[derive(Clone, Debug, Default)]
pub struct Tables {
    pub ptr_vars: Vec<String>,
    pub int_vars: Vec<String>,
    pub ptr_fields: Vec<String>,
    pub int_fields: Vec<String>,
    pub int_consts: Vec<i64>,
    /// Integer holes may also take `x = y op z`. A product of two chosen operands is
    /// nonlinear, so the encoder offers it only where it pays (see `encode`).
    pub arithmetic: bool,
}

impl Tables {
    pub fn vars(&self, c: Class) -> &[String] {
        match c {
            Class::Ptr => &self.ptr_vars,
            Class::Int => &self.int_vars,
        }
    }
    pub fn fields(&self, c: Class) -> &[String] {
        match c {
            Class::Ptr => &self.ptr_fields,
            Class::Int => &self.int_fields,
        }
    }
    pub fn operands(&self, c: Class) -> Vec<Operand> {
        let vars = self.vars(c).iter().map(|v| Operand::Var(v.clone()));
        match c {
            Class::Ptr => vars.chain([Operand::Null]).collect(),
            Class::Int => vars
                .chain(self.int_consts.iter().map(|c| Operand::Const(*c)))
                .collect(),
        }
    }
}

/// Reads the symbolic state of the encoding: current terms of variables and cells.
pub trait Env {
    fn var(&self, name: &str) -> String;
    /// The value of field `field` of the node whose id is `base` (any value when invalid).
    fn read(&self, base: &str, field: &str) -> String;
    /// `base` denotes a live node that has `field`.
    fn valid(&self, base: &str, field: &str) -> String;
    /// A name standing for `body`, defined once (or `body` itself when it is atomic): a
    /// term used in many places is sent to the solver once, not once per use.
    fn bind(&mut self, sort: &'static str, body: String) -> String;
    /// The integer value of an expression of the original code in the current state.
    fn computed(&self, e: &Expr) -> String;
    /// A new unconstrained constant of `sort`.
    fn fresh(&mut self, sort: &'static str) -> String;
    fn operand(&self, o: &Operand) -> String {
        match o {
            Operand::Var(v) => self.var(v),
            Operand::Null => "0".into(),
            Operand::Const(c) => smt::int(*c),
            Operand::Computed(e) => self.computed(e),
        }
    }
}

/// A part of a hole set to the value that spells the original code, or kept out of values
/// that cannot spell it.
#[derive(Clone, Debug, PartialEq)]
pub struct Pin {
    pub term: String,
    pub wanted: Wanted,
}

/// The values that meet a [`Pin`].
#[derive(Clone, Debug, PartialEq)]
pub enum Wanted {
    Int(i64),
    Bool(bool),
    /// Any integer outside `range`: an operand that stays no constant (`a->data` where the
    /// original compared with `seen->data`, not the `2` one run held there). With `when`,
    /// only where that part (the kind of statement) has one of those values.
    NoneOf {
        range: std::ops::Range<i64>,
        when: Option<(String, Vec<i64>)>,
    },
}

impl Pin {
    pub(super) fn int(term: String, value: i64) -> Pin {
        Pin {
            term,
            wanted: Wanted::Int(value),
        }
    }

    pub(super) fn boolean(term: String, value: bool) -> Pin {
        Pin {
            term,
            wanted: Wanted::Bool(value),
        }
    }

    /// The part meeting the pin, as an SMT-LIB term.
    pub fn equation(&self) -> String {
        match &self.wanted {
            Wanted::Int(v) => smt::eq(&self.term, &smt::int(*v)),
            Wanted::Bool(b) => smt::eq(&self.term, &b.to_string()),
            Wanted::NoneOf { range, when } => {
                let outside = smt::not(&smt::in_range(
                    &self.term,
                    range.start as usize,
                    range.end as usize,
                ));
                match when {
                    None => outside,
                    Some((part, values)) => {
                        let is: Vec<String> = values
                            .iter()
                            .map(|v| smt::eq(part, &smt::int(*v)))
                            .collect();
                        smt::or(&[smt::not(&smt::or(&is)), outside])
                    }
                }
            }
        }
    }

    /// Whether a model's values of the parts (0/1 for a Bool) meet the pin.
    pub fn met(&self, value: &dyn Fn(&str) -> Option<i64>) -> bool {
        let Some(x) = value(&self.term) else {
            return false;
        };
        match &self.wanted {
            Wanted::Int(v) => x == *v,
            Wanted::Bool(b) => (x != 0) == *b,
            Wanted::NoneOf { range, when } => {
                let applies = match when {
                    None => true,
                    Some((part, values)) => value(part).is_some_and(|k| values.contains(&k)),
                };
                !applies || !range.contains(&x)
            }
        }
    }

    /// The pin that an integer operand part `term` (indexing `Tables::operands(Int)`:
    /// variables, then constants) is no constant, where there are constants.
    pub(super) fn no_constant(
        t: &Tables,
        term: String,
        when: Option<(String, Vec<i64>)>,
    ) -> Option<Pin> {
        let vars = t.int_vars.len() as i64;
        let constants = t.int_consts.len() as i64;
        (constants > 0).then(|| Pin {
            term,
            wanted: Wanted::NoneOf {
                range: vars..vars + constants,
                when,
            },
        })
    }
}

/// The effect of one hole at one step: per written variable / field, a (condition, value).
#[derive(Default)]
pub struct Effect {
    pub var_writes: Vec<(String, String, String)>,
    /// (field, condition on the base, base term, value).
    pub field_writes: Vec<(String, String, String, String)>,
    /// Must hold (no dereference of null or of a non-node).
    pub safety: Vec<String>,
}

/// `x = y`, `x = y->f`, `x->f = y` or (integers) `x = y + c` and `x = y op z` of one
/// value class.
#[derive(Clone, Debug)]
pub struct StmtHole {
    pub prefix: String,
    pub class: Class,
    /// The lhs cannot change (the statement is an initializer or a condition value).
    pub fixed_lhs: Option<String>,
    pub allow_put: bool,
    /// `x = y->f` as well (not for a returned value, which C spells as one expression).
    pub allow_get: bool,
    /// The original right-hand side of an assignment: it may be kept while the lhs changes
    /// (`weight = weight + t` for a mutated `count = weight + t`), a shape the others lack.
    pub original_rhs: Option<Expr>,
    /// The original is a field write: the kept right-hand side goes into a field the hole
    /// picks (`x->height = ..` for a mutated `x->key = ..`), not into a variable.
    pub relabel_into_field: bool,
    /// Two-level field shapes as well: `x = y->f->g`, `x->f->g = y` and `x->f = y->g` (a
    /// deleted `y->left->parent = x;` cannot be rebuilt from the one-level shapes without a
    /// variable to hold `y->left`). Read back as a field read into a value no variable holds,
    /// followed by its use; rewriting folds the two into one C statement.
    pub deep: bool,
    /// The original dereferences a node a temporary holds (`y->parent->left = y` is
    /// `t = y->parent; t->left = y`): the base may stay that node while the rest changes
    /// (`y->parent->left = x`). Picked after the pointer variables.
    pub base_temp: Option<String>,
    /// The statement may run only when the node it dereferences is not null
    /// (`if (y->left != NULL) y->left->parent = x;`), as inserted code often must: the slot
    /// sits next to the `if` that tests it, not inside it.
    pub null_guard: bool,
    /// An integer insertion may write a value of its own at each run (an angelic value,
    /// as in SemFix and Nopol) into a variable or a field: what a deleted statement
    /// computed with calls no shape spells. The repair is only a location and a target;
    /// the caller finds code that computes those values (see [`ANGELIC_VALUE`]).
    pub angelic: bool,
    /// Only these variables and fields may be written (`None`: any the tables name): the
    /// writes to the others are left out of the encoding, not just ruled out.
    pub writes: Option<Written>,
}

/// The right-hand side an angelic insertion reads back with: a value the caller must
/// find code for.
pub const ANGELIC_VALUE: &str = "@angelic";

const ASSIGN: i64 = 0;
const GET: i64 = 1;
const PUT: i64 = 2;
const STEP: i64 = 3;
const ARITH: i64 = 4;
/// The original right-hand side into another variable.
const RELABEL: i64 = 5;
/// `x = y->f->g`.
const GET2: i64 = 6;
/// `x->f->g = y`.
const PUT2: i64 = 7;
/// `x->f = y->g`: a field copied from another node (a deleted `prev->next = cur->next`).
const COPY: i64 = 8;
/// The original right-hand side with one of its integer variables replaced by another.
const SWAP: i64 = 9;
/// An angelic value into a variable, and into a field.
const ANGELIC_VAR: i64 = 10;
const ANGELIC_PUT: i64 = 11;

/// The kinds that write a variable, and those that write a field (RELABEL, either by the
/// hole's original, is never a slot's).
const INTO_VAR: [i64; 7] = [ASSIGN, STEP, ARITH, GET, GET2, SWAP, ANGELIC_VAR];
const INTO_FIELD: [i64; 4] = [PUT, PUT2, COPY, ANGELIC_PUT];

/// `a op b`, or its value when both are constants: a shape that steps a constant reads
/// back as `0`, not `1 - 1`.
fn folded(op: BinOp, a: Expr, b: Expr) -> Expr {
    let value = match (op, &a, &b) {
        (BinOp::Add, Expr::Int(x), Expr::Int(y)) => x.checked_add(*y),
        (BinOp::Sub, Expr::Int(x), Expr::Int(y)) => x.checked_sub(*y),
        (BinOp::Mul, Expr::Int(x), Expr::Int(y)) => x.checked_mul(*y),
        _ => None,
    };
    value.map_or_else(|| Expr::binary(op, a, b), Expr::Int)
}

/// An inserted `x = a op b` with a commutative `op`, its operands in the order C code
/// usually has them: the variable written first (`n = n + k`), a literal last
/// (`taken = taken + 1`, not `1 + taken`). Both orders are one shape to the solver, which
/// picks either; an inserted statement has no original to follow (a changed one keeps
/// its original's order through the closeness pins).
fn in_usual_order(kind: StmtKind) -> StmtKind {
    let StmtKind::Assign { lhs, rhs } = kind else {
        return kind;
    };
    let rhs = match rhs {
        Expr::Binary(op @ (BinOp::Add | BinOp::Mul), a, b) => {
            let written = |e: &Expr| matches!(e, Expr::Var(v) if *v == lhs);
            let literal = |e: &Expr| matches!(e, Expr::Int(_));
            if (written(&b) && !written(&a)) || (literal(&a) && !literal(&b)) {
                Expr::Binary(op, b, a)
            } else {
                Expr::Binary(op, a, b)
            }
        }
        rhs => rhs,
    };
    StmtKind::Assign { lhs, rhs }
}

/// The operators of `x = y op z`, by the index the `op` term picks.
const ARITH_OPS: [(BinOp, &str); 3] = [(BinOp::Add, "+"), (BinOp::Sub, "-"), (BinOp::Mul, "*")];
/// The index of `*` in [`ARITH_OPS`].
const MUL: usize = 2;

impl StmtHole {
    fn v(&self, part: &str) -> String {
        format!("{}_{part}", self.prefix)
    }
    pub fn value_terms(&self) -> Vec<String> {
        [
            "k", "lhs", "base", "fld", "rhs", "add", "op", "rhs2", "fld1", "nn", "src", "sfld",
            "at", "to",
        ]
        .iter()
        .map(|p| self.v(p))
        .collect()
    }

    /// `x = y op z` applies. Not to a hole restricted to what was corrected
    /// ([`StmtHole::writes`]): it stands for a deleted statement, which steps or copies a
    /// value (`count = count + 1`), and leaves `x = y op z` to a slot anywhere (one with it
    /// picked `below = i - above` at the loop's end over the `below = below + 1` of an empty
    /// `else`).
    fn arithmetic(&self, t: &Tables) -> bool {
        self.class == Class::Int && t.arithmetic && self.writes.is_none()
    }

    /// The positions (in [`Expr::vars`] order) of the original right-hand side's integer
    /// variables that SWAP may replace: an assignment's kept expression only (not a field
    /// write's), and only where another integer variable could take the place.
    fn swap_leaves(&self, t: &Tables) -> Vec<usize> {
        let Some(rhs) = self.original_rhs.as_ref() else {
            return Vec::new();
        };
        if self.class != Class::Int || self.relabel_into_field || t.int_vars.len() < 2 {
            return Vec::new();
        }
        // `y + c` (STEP) and, with arithmetic, `y op z` (ARITH) already range over every
        // variable in each place: offering SWAP there would only grow the encoding.
        let plain = |e: &Expr| matches!(e, Expr::Var(_)) || e.int_literal().is_some();
        let covered = match rhs {
            Expr::Binary(BinOp::Add | BinOp::Sub, a, b)
                if plain(a) && b.int_literal().is_some() =>
            {
                true
            }
            Expr::Binary(op, a, b) if self.arithmetic(t) && plain(a) && plain(b) => {
                ARITH_OPS.iter().any(|(o, _)| o == op)
            }
            _ => false,
        };
        if covered {
            return Vec::new();
        }
        let mut read = Vec::new();
        rhs.vars(&mut read);
        read.iter()
            .enumerate()
            .filter(|(_, v)| t.int_vars.contains(v))
            .map(|(i, _)| i)
            .collect()
    }

    /// Every expression SWAP may write, with the condition on the hole that picks it.
    pub fn swapped(&self, t: &Tables) -> Vec<(Expr, String)> {
        let Some(rhs) = self.original_rhs.as_ref() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (i, leaf) in self.swap_leaves(t).into_iter().enumerate() {
            for (j, name) in t.int_vars.iter().enumerate() {
                let picks = smt::and(&[
                    smt::eq(&self.v("k"), &SWAP.to_string()),
                    smt::eq(&self.v("at"), &i.to_string()),
                    smt::eq(&self.v("to"), &j.to_string()),
                ]);
                out.push((rhs.with_var_replaced(leaf, name), picks));
            }
        }
        out
    }

    /// Two-level shapes apply: some pointer field leads to a node with this class's fields.
    fn deep_fields(&self, t: &Tables) -> bool {
        self.deep
            && !t.ptr_vars.is_empty()
            && !t.ptr_fields.is_empty()
            && !t.fields(self.class).is_empty()
    }

    /// The nodes the hole may dereference: the pointer variables, then the temporary base.
    fn bases(&self, t: &Tables) -> Vec<String> {
        let mut bases = t.ptr_vars.clone();
        bases.extend(self.base_temp.iter().cloned());
        bases
    }

    /// `x->f = y->g` applies: a two-level hole that may write a field of this class.
    fn copies(&self, t: &Tables) -> bool {
        self.deep && self.allow_put && !t.ptr_vars.is_empty() && !t.fields(self.class).is_empty()
    }

    /// Angelic values apply: integers only (a pointer's value is a node the tables name).
    fn angelic(&self) -> bool {
        self.angelic && self.class == Class::Int
    }

    /// Whether the hole may write variable `name`, and field `name`.
    fn writes_var(&self, name: &str) -> bool {
        self.writes.as_ref().is_none_or(|w| w.vars.contains(name))
    }
    fn writes_field(&self, name: &str) -> bool {
        self.writes.as_ref().is_none_or(|w| w.fields.contains(name))
    }

    /// With [`StmtHole::writes`], the indices of the class's variables and fields it may
    /// write; `None` where any may be.
    fn targets(&self, t: &Tables) -> (Option<Vec<usize>>, Option<Vec<usize>>) {
        if self.writes.is_none() {
            return (None, None);
        }
        let indices = |names: &[String], ok: &dyn Fn(&str) -> bool| {
            names
                .iter()
                .enumerate()
                .filter(|(_, n)| ok(n))
                .map(|(i, _)| i)
                .collect::<Vec<_>>()
        };
        (
            Some(indices(t.vars(self.class), &|n| self.writes_var(n))),
            Some(indices(t.fields(self.class), &|n| self.writes_field(n))),
        )
    }

    /// Whether the hole can write anything at all (a targeted slot's class may not).
    pub fn writes_anything(&self, t: &Tables) -> bool {
        match self.targets(t) {
            (Some(vars), Some(fields)) => !vars.is_empty() || !fields.is_empty(),
            _ => true,
        }
    }

    pub fn declare(&self, t: &Tables, out: &mut Vec<Cmd>) {
        for name in self.value_terms() {
            out.push(Cmd::Declare { name, sort: "Int" });
        }
        let nvars = t.vars(self.class).len();
        let nfields = t.fields(self.class).len();
        let nptr = t.ptr_vars.len();
        let nbases = self.bases(t).len();
        let nops = t.operands(self.class).len();
        let mut kinds = vec![ASSIGN];
        let nconsts = t.int_consts.len();
        if self.class == Class::Int && nconsts > 0 {
            kinds.push(STEP);
        }
        if self.arithmetic(t) {
            kinds.push(ARITH);
        }
        if self.original_rhs.is_some() {
            kinds.push(RELABEL);
        }
        if nfields > 0 && nbases > 0 {
            if self.allow_get {
                kinds.push(GET);
            }
            if self.allow_put {
                kinds.push(PUT);
            }
        }
        if self.deep_fields(t) {
            if self.allow_get {
                kinds.push(GET2);
            }
            if self.allow_put {
                kinds.push(PUT2);
            }
        }
        if self.copies(t) {
            kinds.push(COPY);
        }
        let nleaves = self.swap_leaves(t).len();
        if nleaves > 0 {
            kinds.push(SWAP);
        }
        if self.angelic() {
            kinds.push(ANGELIC_VAR);
            if nfields > 0 && nbases > 0 && self.allow_put {
                kinds.push(ANGELIC_PUT);
            }
        }
        // An angelic hole of a program with integer fields and no integer variable (the
        // slot exists for the angelic field write): only the field writes remain.
        if self.angelic() && nvars == 0 && self.fixed_lhs.is_none() {
            kinds.retain(|c| !INTO_VAR.contains(c) && (*c != RELABEL || self.relabel_into_field));
        }
        // Where only some targets may be written: the indices of those, per kind of target.
        let (var_targets, field_targets) = self.targets(t);
        if let Some(targets) = &var_targets {
            if targets.is_empty() {
                kinds.retain(|c| !INTO_VAR.contains(c));
            }
        }
        if let Some(targets) = &field_targets {
            if targets.is_empty() {
                kinds.retain(|c| !INTO_FIELD.contains(c));
            }
        }
        let k = self.v("k");
        let one_of = |part: &str, indices: &[usize]| {
            smt::or(
                &indices
                    .iter()
                    .map(|i| smt::eq(&self.v(part), &i.to_string()))
                    .collect::<Vec<_>>(),
            )
        };
        let field_written = match &field_targets {
            Some(targets) if !targets.is_empty() => {
                let into_field: Vec<String> = INTO_FIELD
                    .iter()
                    .map(|c| smt::eq(&k, &c.to_string()))
                    .collect();
                Some(smt::implies(&smt::or(&into_field), &one_of("fld", targets)))
            }
            _ => None,
        };
        let kinds: Vec<String> = kinds.iter().map(|c| smt::eq(&k, &c.to_string())).collect();
        let lhs = match (&self.fixed_lhs, &var_targets) {
            (Some(name), _) => {
                let i = t
                    .vars(self.class)
                    .iter()
                    .position(|v| v == name)
                    .unwrap_or(0);
                smt::eq(&self.v("lhs"), &i.to_string())
            }
            (None, Some(targets)) if !targets.is_empty() => one_of("lhs", targets),
            (None, _) => smt::in_range(&self.v("lhs"), 0, nvars.max(1)),
        };
        if let Some(term) = field_written {
            out.push(Cmd::Assert(term));
        }
        out.push(Cmd::Assert(smt::and(&[
            smt::or(&kinds),
            lhs,
            smt::in_range(&self.v("base"), 0, nbases.max(1)),
            smt::in_range(&self.v("fld"), 0, nfields.max(1)),
            smt::in_range(&self.v("rhs"), 0, nops.max(1)),
            smt::in_range(&self.v("add"), 0, nconsts.max(1)),
            smt::in_range(&self.v("op"), 0, ARITH_OPS.len()),
            smt::in_range(&self.v("rhs2"), 0, nops.max(1)),
            smt::in_range(&self.v("fld1"), 0, t.ptr_fields.len().max(1)),
            smt::in_range(&self.v("src"), 0, nptr.max(1)),
            smt::in_range(&self.v("sfld"), 0, nfields.max(1)),
            smt::in_range(&self.v("at"), 0, nleaves.max(1)),
            smt::in_range(&self.v("to"), 0, t.int_vars.len().max(1)),
            // A null guard only where something is dereferenced.
            if self.null_guard {
                format!(
                    "(and (<= 0 {nn} 1) (=> (= {nn} 1) (or (= {k} {GET}) (= {k} {PUT}) (= {k} {GET2}) (= {k} {PUT2}))))",
                    nn = self.v("nn"),
                    k = self.v("k")
                )
            } else {
                smt::eq(&self.v("nn"), "0")
            },
            // `y * z` only with a constant `z` (operands list variables first).
            format!(
                "(=> (and (= {} {ARITH}) (= {} {MUL})) (>= {} {nvars}))",
                self.v("k"),
                self.v("op"),
                self.v("rhs2")
            ),
        ])));
    }

    /// That the hole names none of `hidden` (variables out of scope where its code would
    /// go) in a part its chosen shape uses. `None` when nothing is hidden from it.
    pub fn names_none_of(&self, t: &Tables, hidden: &[String]) -> Option<String> {
        let k = self.v("k");
        let kind_in = |kinds: &[i64]| {
            smt::or(
                &kinds
                    .iter()
                    .map(|c| smt::eq(&k, &c.to_string()))
                    .collect::<Vec<_>>(),
            )
        };
        let relabel_var: &[i64] = if self.relabel_into_field {
            &[]
        } else {
            &[RELABEL]
        };
        let relabel_field: &[i64] = if self.relabel_into_field {
            &[RELABEL]
        } else {
            &[]
        };
        // Listed only where they apply: the encoding of a repair without them is unchanged.
        let (angelic_var, angelic_put): (&[i64], &[i64]) = if self.angelic() {
            (&[ANGELIC_VAR], &[ANGELIC_PUT])
        } else {
            (&[], &[])
        };
        let lhs_kinds = [
            &[ASSIGN, STEP, ARITH, GET, GET2, SWAP][..],
            angelic_var,
            relabel_var,
        ]
        .concat();
        let base_kinds = [
            &[GET, PUT, GET2, PUT2, COPY][..],
            angelic_put,
            relabel_field,
        ]
        .concat();
        let mut parts: Vec<(&str, &[String], Vec<i64>)> = vec![
            ("base", &t.ptr_vars, base_kinds),
            (
                "rhs",
                t.vars(self.class),
                vec![ASSIGN, STEP, ARITH, PUT, PUT2],
            ),
            ("rhs2", t.vars(self.class), vec![ARITH]),
            ("src", &t.ptr_vars, vec![COPY]),
            ("to", &t.int_vars, vec![SWAP]),
        ];
        if self.fixed_lhs.is_none() {
            parts.push(("lhs", t.vars(self.class), lhs_kinds));
        }
        let mut terms = Vec::new();
        for (part, list, kinds) in parts {
            for (i, name) in list.iter().enumerate() {
                if hidden.contains(name) {
                    terms.push(format!(
                        "(=> (= {} {i}) (not {}))",
                        self.v(part),
                        kind_in(&kinds)
                    ));
                }
            }
        }
        (!terms.is_empty()).then(|| smt::and(&terms))
    }

    /// That the hole does not make its temporary `name` or `name` plus a constant (`None`:
    /// no such choice).
    pub fn copies_not(&self, t: &Tables, name: &str) -> Option<String> {
        let i = t.vars(self.class).iter().position(|v| v == name)?;
        let k = self.v("k");
        Some(smt::not(&smt::and(&[
            smt::or(&[
                smt::eq(&k, &ASSIGN.to_string()),
                smt::eq(&k, &STEP.to_string()),
            ]),
            smt::eq(&self.v("rhs"), &i.to_string()),
        ])))
    }

    /// The condition under which the hole writes an angelic value into the target `kind`
    /// (as [`StmtHole::read_back`] spells it); `None` when it cannot.
    pub fn picks_angelic(&self, t: &Tables, kind: &StmtKind) -> Option<String> {
        if !self.angelic() {
            return None;
        }
        let index = |list: &[String], name: &str| list.iter().position(|v| v == name);
        let k = self.v("k");
        Some(match kind {
            StmtKind::Assign { lhs, .. } => smt::and(&[
                smt::eq(&k, &ANGELIC_VAR.to_string()),
                smt::eq(&self.v("lhs"), &index(t.vars(self.class), lhs)?.to_string()),
            ]),
            StmtKind::PutField { base, field, .. } => smt::and(&[
                smt::eq(&k, &ANGELIC_PUT.to_string()),
                smt::eq(&self.v("base"), &index(&self.bases(t), base)?.to_string()),
                smt::eq(
                    &self.v("fld"),
                    &index(t.fields(self.class), field)?.to_string(),
                ),
            ]),
            _ => return None,
        })
    }

    /// The original right-hand side, if the hole can keep it (into another target), and
    /// when it does.
    pub fn kept_rhs(&self) -> Option<(&Expr, String)> {
        let rhs = self.original_rhs.as_ref()?;
        Some((rhs, smt::eq(&self.v("k"), &RELABEL.to_string())))
    }

    /// `original`: the term of [`StmtHole::original_rhs`] at this step.
    pub fn effect(
        &self,
        t: &Tables,
        env: &mut dyn Env,
        act: &str,
        original: Option<&str>,
    ) -> Effect {
        let mut e = Effect::default();
        if act == "false" {
            return e;
        }
        let k = self.v("k");
        let ops: Vec<String> = t
            .operands(self.class)
            .iter()
            .map(|o| env.operand(o))
            .collect();
        let rhs = env.bind("Int", smt::select(&self.v("rhs"), &ops));
        let bases: Vec<String> = self.bases(t).iter().map(|v| env.var(v)).collect();
        let base = env.bind("Int", smt::select(&self.v("base"), &bases));
        let fields = t.fields(self.class);
        let reads: Vec<String> = fields.iter().map(|f| env.read(&base, f)).collect();
        let read = smt::select(&self.v("fld"), &reads);
        let mut value = read;
        let deep = self.deep_fields(t);
        // The node `base->f` of the two-level shapes.
        let mid = if deep {
            let mids: Vec<String> = t.ptr_fields.iter().map(|f| env.read(&base, f)).collect();
            let mid = env.bind("Int", smt::select(&self.v("fld1"), &mids));
            let reads: Vec<String> = fields.iter().map(|f| env.read(&mid, f)).collect();
            let read2 = smt::select(&self.v("fld"), &reads);
            value = smt::ite(&smt::eq(&k, &GET2.to_string()), &read2, &value);
            Some(mid)
        } else {
            None
        };
        let deep_kind = smt::or(&[
            smt::eq(&k, &GET2.to_string()),
            smt::eq(&k, &PUT2.to_string()),
        ]);
        // Where the slot runs at all: with a null guard, not when its node is null.
        let runs;
        let outer = act;
        let act: &str = if self.null_guard {
            let node = match &mid {
                Some(mid) => smt::ite(&deep_kind, mid, &base),
                None => base.clone(),
            };
            let skip = smt::and(&[smt::eq(&self.v("nn"), "1"), smt::eq(&node, "0")]);
            // Named once: every write below is conditioned on it.
            runs = env.bind("Bool", smt::and(&[act.to_string(), smt::not(&skip)]));
            &runs
        } else {
            act
        };
        if self.class == Class::Int && !t.int_consts.is_empty() {
            let consts: Vec<String> = t.int_consts.iter().map(|c| smt::int(*c)).collect();
            let stepped = format!("(+ {rhs} {})", smt::select(&self.v("add"), &consts));
            value = smt::ite(&smt::eq(&k, &STEP.to_string()), &stepped, &value);
        }
        if self.arithmetic(t) {
            let rhs2 = env.bind("Int", smt::select(&self.v("rhs2"), &ops));
            // A product takes a constant factor (see `declare`): one linear term per operand,
            // so no solver needs nonlinear arithmetic (yices rejects it outright).
            let products: Vec<String> = t
                .operands(self.class)
                .iter()
                .map(|o| match o {
                    Operand::Const(c) => format!("(* {rhs} {})", smt::int(*c)),
                    _ => "0".into(),
                })
                .collect();
            let products = smt::select(&self.v("rhs2"), &products);
            let results: Vec<String> = ARITH_OPS
                .iter()
                .map(|(_, op)| match *op {
                    "*" => products.clone(),
                    op => format!("({op} {rhs} {rhs2})"),
                })
                .collect();
            let computed = smt::select(&self.v("op"), &results);
            value = smt::ite(&smt::eq(&k, &ARITH.to_string()), &computed, &value);
        }
        let mut value = smt::ite(&smt::eq(&k, &ASSIGN.to_string()), &rhs, &value);
        if let Some(original) = original.filter(|_| self.original_rhs.is_some()) {
            value = smt::ite(&smt::eq(&k, &RELABEL.to_string()), original, &value);
        }
        let swapped = self.swapped(t);
        if !swapped.is_empty() {
            // Chosen by `at` (the variable replaced), then `to` (the one in its place).
            let per_leaf: Vec<String> = swapped
                .chunks(t.int_vars.len())
                .map(|row| {
                    let terms: Vec<String> = row.iter().map(|(e, _)| env.computed(e)).collect();
                    smt::select(&self.v("to"), &terms)
                })
                .collect();
            let computed = env.bind("Int", smt::select(&self.v("at"), &per_leaf));
            value = smt::ite(&smt::eq(&k, &SWAP.to_string()), &computed, &value);
        }
        // A value of its own at each run of the slot.
        let angelic = self.angelic().then(|| env.fresh("Int"));
        if let Some(free) = &angelic {
            value = smt::ite(&smt::eq(&k, &ANGELIC_VAR.to_string()), free, &value);
        }
        // Written into every candidate variable below: one definition, many uses.
        let value = env.bind("Int", value);
        let mut field_kinds = vec![
            smt::eq(&k, &PUT.to_string()),
            smt::eq(&k, &PUT2.to_string()),
        ];
        // `x->f = y->g` writes where PUT does, the value read from the other node.
        let copy = self.copies(t).then(|| {
            let ptrs: Vec<String> = t.ptr_vars.iter().map(|v| env.var(v)).collect();
            let src = env.bind("Int", smt::select(&self.v("src"), &ptrs));
            let reads: Vec<String> = fields.iter().map(|f| env.read(&src, f)).collect();
            (src, smt::select(&self.v("sfld"), &reads))
        });
        let (put_kind, put_value) = match &copy {
            Some((_, copied)) => {
                field_kinds.push(smt::eq(&k, &COPY.to_string()));
                let is_copy = smt::eq(&k, &COPY.to_string());
                (
                    smt::or(&[smt::eq(&k, &PUT.to_string()), is_copy.clone()]),
                    env.bind("Int", smt::ite(&is_copy, copied, &rhs)),
                )
            }
            None => (smt::eq(&k, &PUT.to_string()), rhs.clone()),
        };
        let (put_kind, put_value) = match &angelic {
            Some(free) => {
                let is_angelic = smt::eq(&k, &ANGELIC_PUT.to_string());
                field_kinds.push(is_angelic.clone());
                (
                    smt::or(&[put_kind, is_angelic.clone()]),
                    env.bind("Int", smt::ite(&is_angelic, free, &put_value)),
                )
            }
            None => (put_kind, put_value),
        };
        if self.relabel_into_field {
            field_kinds.push(smt::eq(&k, &RELABEL.to_string()));
        }
        let writes_var = smt::not(&smt::or(&field_kinds));
        // A fixed lhs outside the table (a condition's temporary) is written directly.
        if let Some(fixed) = self
            .fixed_lhs
            .as_ref()
            .filter(|f| !t.vars(self.class).contains(f))
        {
            let cond = smt::and(&[act.to_string(), writes_var.clone()]);
            e.var_writes.push((fixed.clone(), cond, value.clone()));
        }
        for (i, v) in t.vars(self.class).iter().enumerate() {
            // A fixed lhs, and the targets, are asserted in `declare`; skip the writes they
            // rule out.
            if self.fixed_lhs.as_ref().is_some_and(|f| f != v) || !self.writes_var(v) {
                continue;
            }
            let cond = smt::and(&[
                act.to_string(),
                writes_var.clone(),
                smt::eq(&self.v("lhs"), &i.to_string()),
            ]);
            e.var_writes.push((v.clone(), cond, value.clone()));
        }
        for (i, f) in fields.iter().enumerate() {
            if !self.writes_field(f) {
                continue;
            }
            let cond = smt::and(&[
                act.to_string(),
                put_kind.clone(),
                smt::eq(&self.v("fld"), &i.to_string()),
            ]);
            e.field_writes
                .push((f.clone(), cond, base.clone(), put_value.clone()));
            if let Some(original) = original.filter(|_| self.relabel_into_field) {
                let cond = smt::and(&[
                    act.to_string(),
                    smt::eq(&k, &RELABEL.to_string()),
                    smt::eq(&self.v("fld"), &i.to_string()),
                ]);
                e.field_writes
                    .push((f.clone(), cond, base.clone(), original.to_string()));
            }
        }
        let valid: Vec<String> = fields
            .iter()
            .enumerate()
            .map(|(i, f)| smt::and(&[smt::eq(&self.v("fld"), &i.to_string()), env.valid(&base, f)]))
            .collect();
        if !fields.is_empty() {
            let mut also = String::new();
            if self.relabel_into_field {
                also.push_str(&format!(" (= {k} {RELABEL})"));
            }
            if copy.is_some() {
                also.push_str(&format!(" (= {k} {COPY})"));
            }
            if angelic.is_some() {
                also.push_str(&format!(" (= {k} {ANGELIC_PUT})"));
            }
            e.safety.push(format!(
                "(=> (and {act} (or (= {k} {GET}) (= {k} {PUT}){also})) {})",
                smt::or(&valid)
            ));
        }
        if let Some((src, _)) = &copy {
            let readable: Vec<String> = fields
                .iter()
                .enumerate()
                .map(|(i, f)| {
                    smt::and(&[smt::eq(&self.v("sfld"), &i.to_string()), env.valid(src, f)])
                })
                .collect();
            e.safety.push(format!(
                "(=> (and {act} (= {k} {COPY})) {})",
                smt::or(&readable)
            ));
        }
        if let Some(mid) = mid {
            for (i, f) in fields.iter().enumerate() {
                if !self.writes_field(f) {
                    continue;
                }
                let cond = smt::and(&[
                    act.to_string(),
                    smt::eq(&k, &PUT2.to_string()),
                    smt::eq(&self.v("fld"), &i.to_string()),
                ]);
                e.field_writes
                    .push((f.clone(), cond, mid.clone(), rhs.clone()));
            }
            let first: Vec<String> = t
                .ptr_fields
                .iter()
                .enumerate()
                .map(|(i, f)| {
                    smt::and(&[
                        smt::eq(&self.v("fld1"), &i.to_string()),
                        env.valid(&base, f),
                    ])
                })
                .collect();
            let second: Vec<String> = fields
                .iter()
                .enumerate()
                .map(|(i, f)| {
                    smt::and(&[smt::eq(&self.v("fld"), &i.to_string()), env.valid(&mid, f)])
                })
                .collect();
            // The middle node is read whenever the slot is active; its field only when the
            // statement runs.
            e.safety.push(format!(
                "(=> (and {outer} {deep_kind}) {})",
                smt::or(&first)
            ));
            e.safety
                .push(format!("(=> (and {act} {deep_kind}) {})", smt::or(&second)));
        }
        e
    }

    /// The values of this hole's parts that spell `original` (the statement it replaces),
    /// kind first: what [`super::repair`] pins to keep a repair close to the original code.
    pub fn original_values(&self, t: &Tables, original: &StmtKind) -> Vec<Pin> {
        let var = |name: &str| t.vars(self.class).iter().position(|v| v == name);
        let operand = |e: &Expr| {
            let wanted = match e {
                Expr::Var(v) => Operand::Var(v.clone()),
                Expr::Int(c) => Operand::Const(*c),
                Expr::Null => Operand::Null,
                _ => return None,
            };
            t.operands(self.class).iter().position(|o| *o == wanted)
        };
        let bases = self.bases(t);
        let base = |name: &str| bases.iter().position(|v| v == name);
        let field = |name: &str| t.fields(self.class).iter().position(|f| f == name);
        let parts: Vec<(&str, Option<usize>)> = match original {
            StmtKind::Assign { lhs, rhs } => match rhs {
                Expr::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => {
                    let step = match (op, &**b) {
                        (BinOp::Add, Expr::Int(c)) => Some(*c),
                        (BinOp::Sub, Expr::Int(c)) => Some(-c),
                        _ => None,
                    };
                    let add = step.and_then(|c| t.int_consts.iter().position(|k| *k == c));
                    vec![
                        ("k", Some(STEP as usize).filter(|_| add.is_some())),
                        ("lhs", var(lhs)),
                        ("rhs", operand(a)),
                        ("add", add),
                    ]
                }
                rhs => match operand(rhs) {
                    // Made a field write, closest through the variable it wrote (`p->next = n`
                    // for `p = n`, not `head->next = n` where the two are one node).
                    Some(i) => vec![
                        ("k", Some(ASSIGN as usize)),
                        ("lhs", var(lhs)),
                        ("rhs", Some(i)),
                        ("base", base(lhs)),
                    ],
                    // Kept as written; failing that, with one variable replaced (the pins
                    // contradict each other: the second holds only once the first is dropped).
                    None => vec![
                        (
                            "k",
                            Some(RELABEL as usize).filter(|_| self.original_rhs.is_some()),
                        ),
                        ("lhs", var(lhs)),
                        (
                            "k",
                            Some(SWAP as usize).filter(|_| !self.swap_leaves(t).is_empty()),
                        ),
                    ],
                },
            },
            StmtKind::GetField {
                lhs,
                base: b,
                field: f,
            } => vec![
                ("k", Some(GET as usize)),
                ("lhs", var(lhs)),
                ("base", base(b)),
                ("fld", field(f)),
            ],
            StmtKind::PutField {
                base: b,
                field: f,
                rhs,
            } => match operand(rhs) {
                Some(i) => vec![
                    ("k", Some(PUT as usize)),
                    ("base", base(b)),
                    ("fld", field(f)),
                    ("rhs", Some(i)),
                ],
                None => vec![
                    (
                        "k",
                        Some(RELABEL as usize).filter(|_| self.relabel_into_field),
                    ),
                    ("base", base(b)),
                    ("fld", field(f)),
                ],
            },
            StmtKind::Return { value: Some(v) } => {
                vec![("k", Some(ASSIGN as usize)), ("rhs", operand(v))]
            }
            _ => Vec::new(),
        };
        let mut pins: Vec<Pin> = parts
            .into_iter()
            .filter(|(part, _)| *part != "lhs" || self.fixed_lhs.is_none())
            .filter_map(|(part, value)| Some(Pin::int(self.v(part), value? as i64)))
            .collect();
        // An integer the original reads or computes stays no constant in the shapes that
        // write an operand (`t = a->data` for `t = seen->data`, not `t = 2`): a constant
        // fits the runs' values only.
        let computed = match original {
            StmtKind::Assign { rhs, .. } | StmtKind::PutField { rhs, .. } => {
                !matches!(rhs, Expr::Int(_))
            }
            StmtKind::Return { value: Some(v) } => !matches!(v, Expr::Int(_)),
            StmtKind::GetField { .. } => true,
            _ => false,
        };
        if self.class == Class::Int && computed {
            let writing = Some((self.v("k"), vec![ASSIGN, PUT, STEP]));
            pins.extend(Pin::no_constant(t, self.v("rhs"), writing));
        }
        pins
    }

    /// The null guard off (see [`StmtHole::null_guard`]), where it may be on.
    pub fn unguarded(&self) -> Option<Pin> {
        self.null_guard.then(|| Pin::int(self.v("nn"), 0))
    }

    /// Where the model chose a counter step `x = y + c`: `y` the variable it writes, as in
    /// the `i++` or `count = count + 1` a deleted step usually was (`below = i + 1` may meet
    /// the same asserted states). An integer operand's index is its variable's.
    pub fn self_step(&self, model: &dyn Fn(&str) -> i64) -> Option<Pin> {
        let steps =
            self.class == Class::Int && self.fixed_lhs.is_none() && model(&self.v("k")) == STEP;
        steps.then(|| Pin::int(self.v("rhs"), model(&self.v("lhs"))))
    }

    /// The statements the model chose, each with its guard: one, or for a two-level shape
    /// the read of the middle node into `temp` (a name no program variable has) and the
    /// statement using it. A null guard tests the node the statement dereferences.
    pub fn read_back_all(
        &self,
        t: &Tables,
        model: &dyn Fn(&str) -> i64,
        temp: &str,
    ) -> Option<Vec<(Option<Expr>, StmtKind)>> {
        let k = model(&self.v("k"));
        let pick = |list: &[String], part: &str| list.get(model(&self.v(part)) as usize).cloned();
        let guard_on = |node: &str| {
            (self.null_guard && model(&self.v("nn")) == 1)
                .then(|| Expr::binary(BinOp::Ne, Expr::Var(node.to_string()), Expr::Null))
        };
        if k == COPY {
            let read = StmtKind::GetField {
                lhs: temp.to_string(),
                base: pick(&t.ptr_vars, "src")?,
                field: pick(t.fields(self.class), "sfld")?,
            };
            let write = StmtKind::PutField {
                base: pick(&t.ptr_vars, "base")?,
                field: pick(t.fields(self.class), "fld")?,
                rhs: Expr::Var(temp.to_string()),
            };
            return Some(vec![(None, read), (None, write)]);
        }
        if k != GET2 && k != PUT2 {
            let kind = in_usual_order(self.read_back(t, model)?);
            let guard = match &kind {
                StmtKind::GetField { base, .. } | StmtKind::PutField { base, .. } => guard_on(base),
                _ => None,
            };
            return Some(vec![(guard, kind)]);
        }
        let middle = StmtKind::GetField {
            lhs: temp.to_string(),
            base: pick(&t.ptr_vars, "base")?,
            field: pick(&t.ptr_fields, "fld1")?,
        };
        let field = pick(t.fields(self.class), "fld")?;
        let last = if k == GET2 {
            StmtKind::GetField {
                lhs: match &self.fixed_lhs {
                    Some(fixed) => fixed.clone(),
                    None => pick(t.vars(self.class), "lhs")?,
                },
                base: temp.to_string(),
                field,
            }
        } else {
            let ops = t.operands(self.class);
            StmtKind::PutField {
                base: temp.to_string(),
                field,
                rhs: ops.get(model(&self.v("rhs")) as usize)?.expr(),
            }
        };
        Some(vec![(None, middle), (guard_on(temp), last)])
    }

    /// The statement the model chose (none for a two-level shape: see `read_back_all`).
    pub fn read_back(&self, t: &Tables, model: &dyn Fn(&str) -> i64) -> Option<StmtKind> {
        let bases = self.bases(t);
        let pick = |list: &[String], part: &str| match (&self.fixed_lhs, part) {
            (Some(fixed), "lhs") => Some(fixed.clone()),
            _ => list.get(model(&self.v(part)) as usize).cloned(),
        };
        let ops = t.operands(self.class);
        let rhs = ops.get(model(&self.v("rhs")) as usize)?.expr();
        Some(match model(&self.v("k")) {
            RELABEL if self.relabel_into_field => StmtKind::PutField {
                base: pick(&bases, "base")?,
                field: pick(t.fields(self.class), "fld")?,
                rhs: self.original_rhs.clone()?,
            },
            RELABEL => StmtKind::Assign {
                lhs: pick(t.vars(self.class), "lhs")?,
                rhs: self.original_rhs.clone()?,
            },
            ASSIGN => StmtKind::Assign {
                lhs: pick(t.vars(self.class), "lhs")?,
                rhs,
            },
            SWAP => {
                let leaf = *self.swap_leaves(t).get(model(&self.v("at")) as usize)?;
                let name = t.int_vars.get(model(&self.v("to")) as usize)?;
                StmtKind::Assign {
                    lhs: pick(t.vars(self.class), "lhs")?,
                    rhs: self.original_rhs.as_ref()?.with_var_replaced(leaf, name),
                }
            }
            STEP => {
                let c = *t.int_consts.get(model(&self.v("add")) as usize)?;
                if c == 0 {
                    return Some(StmtKind::Assign {
                        lhs: pick(t.vars(self.class), "lhs")?,
                        rhs,
                    });
                }
                let (op, c) = if c < 0 {
                    (BinOp::Sub, -c)
                } else {
                    (BinOp::Add, c)
                };
                StmtKind::Assign {
                    lhs: pick(t.vars(self.class), "lhs")?,
                    rhs: folded(op, rhs, Expr::Int(c)),
                }
            }
            ARITH => {
                let rhs2 = ops.get(model(&self.v("rhs2")) as usize)?.expr();
                let (op, _) = *ARITH_OPS.get(model(&self.v("op")) as usize)?;
                StmtKind::Assign {
                    lhs: pick(t.vars(self.class), "lhs")?,
                    rhs: folded(op, rhs, rhs2),
                }
            }
            GET => StmtKind::GetField {
                lhs: pick(t.vars(self.class), "lhs")?,
                base: pick(&bases, "base")?,
                field: pick(t.fields(self.class), "fld")?,
            },
            ANGELIC_VAR => StmtKind::Assign {
                lhs: pick(t.vars(self.class), "lhs")?,
                rhs: Expr::var(ANGELIC_VALUE),
            },
            ANGELIC_PUT => StmtKind::PutField {
                base: pick(&bases, "base")?,
                field: pick(t.fields(self.class), "fld")?,
                rhs: Expr::var(ANGELIC_VALUE),
            },
            GET2 | PUT2 | COPY => return None,
            _ => StmtKind::PutField {
                base: pick(&bases, "base")?,
                field: pick(t.fields(self.class), "fld")?,
                rhs,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_stepped_or_combined_read_back_as_their_value() {
        assert_eq!(folded(BinOp::Sub, Expr::Int(1), Expr::Int(1)), Expr::Int(0));
        assert_eq!(
            folded(BinOp::Mul, Expr::Int(-2), Expr::Int(3)),
            Expr::Int(-6)
        );
        let x_minus_one = Expr::binary(BinOp::Sub, Expr::var("x"), Expr::Int(1));
        assert_eq!(
            folded(BinOp::Sub, Expr::var("x"), Expr::Int(1)),
            x_minus_one
        );
        let overflow = folded(BinOp::Add, Expr::Int(i64::MAX), Expr::Int(1));
        assert!(matches!(overflow, Expr::Binary(BinOp::Add, _, _)));
    }

    #[test]
    fn an_inserted_sum_reads_as_c_writes_it() {
        let assign = |lhs: &str, op, a: Expr, b: Expr| StmtKind::Assign {
            lhs: lhs.into(),
            rhs: Expr::binary(op, a, b),
        };
        let (n, k) = (Expr::var("n"), Expr::var("k"));
        // The variable written first, a literal last; `-` is left alone.
        assert_eq!(
            in_usual_order(assign("n", BinOp::Add, Expr::Int(1), n.clone())),
            assign("n", BinOp::Add, n.clone(), Expr::Int(1))
        );
        assert_eq!(
            in_usual_order(assign("n", BinOp::Mul, k.clone(), n.clone())),
            assign("n", BinOp::Mul, n.clone(), k.clone())
        );
        assert_eq!(
            in_usual_order(assign("m", BinOp::Add, Expr::Int(2), k.clone())),
            assign("m", BinOp::Add, k.clone(), Expr::Int(2))
        );
        let kept = assign("n", BinOp::Sub, Expr::Int(1), n.clone());
        assert_eq!(in_usual_order(kept.clone()), kept);
        let kept = assign("n", BinOp::Add, n.clone(), k.clone());
        assert_eq!(in_usual_order(kept.clone()), kept);
    }

    #[test]
    fn a_counter_step_is_pinned_to_step_the_variable_it_writes() {
        let hole = StmtHole {
            prefix: "i0n".into(),
            class: Class::Int,
            fixed_lhs: None,
            allow_put: true,
            allow_get: true,
            original_rhs: None,
            relabel_into_field: false,
            deep: false,
            base_temp: None,
            null_guard: true,
            angelic: false,
            writes: None,
        };
        // `below = i + 1`: the 2nd variable written, the 1st read.
        let step = |t: &str| match t {
            "i0n_k" => STEP,
            "i0n_lhs" => 1,
            _ => 0,
        };
        assert_eq!(hole.self_step(&step), Some(Pin::int("i0n_rhs".into(), 1)));
        let assign = |t: &str| if t == "i0n_lhs" { 1 } else { ASSIGN };
        assert_eq!(
            hole.self_step(&assign),
            None,
            "only a step reads its own variable"
        );
    }
}
