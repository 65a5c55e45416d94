//! The guarded-statement IR (WOLVERINE, Figures 4 and 5).
//!
//! A function body is a structured tree of blocks whose leaves are guarded atomic statements.
//! Every leaf carries its full guard (the conjunction of the enclosing `if` conditions), so the
//! body can be read either as a CFG (walk the tree) or as the paper's flat sequence of
//! `⟨guard, action⟩` pairs inside loops that engines unroll. Expressions are pure: memory is only
//! read by `GetField` and written by `PutField`, so every heap access is its own statement.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::PathBuf;

/// Stable id of a statement: its index in [`Program::stmts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct StmtId(pub u32);

impl fmt::Display for StmtId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "s{}", self.0)
    }
}

/// A point in the original file: 1-based line, 1-based byte column, 0-based byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Position {
    pub line: u32,
    pub column: u32,
    pub offset: usize,
}

/// A half-open byte range `[start, end)` of the original (not preprocessed) file.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SourceRange {
    pub file: PathBuf,
    pub start: Position,
    pub end: Position,
}

impl fmt::Display for SourceRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}-{}:{}",
            self.start.line, self.start.column, self.end.line, self.end.column
        )
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Type {
    Int,
    Char,
    Bool,
    /// `float`/`double`: modeled as a number; an engine may encode it as a real.
    Float,
    /// Pointer to the named struct (`struct node *`).
    Ptr(String),
    Void,
    /// Any other C type, spelled as C; statements touching it are `Concrete`.
    Unknown(String),
}

impl Type {
    pub fn is_scalar(&self) -> bool {
        matches!(self, Type::Int | Type::Char | Type::Bool | Type::Float)
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Int => f.write_str("int"),
            Type::Char => f.write_str("char"),
            Type::Bool => f.write_str("bool"),
            Type::Float => f.write_str("float"),
            Type::Ptr(s) => write!(f, "ptr({s})"),
            Type::Void => f.write_str("void"),
            Type::Unknown(s) => write!(f, "unknown({s})"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnOp {
    Not,
    Neg,
    /// C's `abs` of an integer: a pure library function, lowered as an operator so engines
    /// compute and encode it; printed back as the call.
    Abs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// Boolean and of two booleans (`band`); only in guards and `BoolAnd`.
    And,
    /// Boolean or of two booleans (`bor`); only in guards and `BoolOr`.
    Or,
}

impl BinOp {
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
        )
    }
}

/// A pure expression over variables and constants.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Expr {
    Int(i64),
    Char(u8),
    /// A float literal, kept as written.
    Float(String),
    Bool(bool),
    Null,
    Var(String),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// A conversion between scalar types (`(int)c`).
    Cast(Type, Box<Expr>),
}

impl Expr {
    pub fn var(name: &str) -> Expr {
        Expr::Var(name.to_string())
    }
    pub fn negate(e: Expr) -> Expr {
        match e {
            Expr::Bool(b) => Expr::Bool(!b),
            Expr::Unary(UnOp::Not, inner) => *inner,
            e => Expr::Unary(UnOp::Not, Box::new(e)),
        }
    }
    pub fn binary(op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr::Binary(op, Box::new(a), Box::new(b))
    }
    /// Conjunction that keeps `true` out of guards.
    pub fn and(a: Expr, b: Expr) -> Expr {
        match (a, b) {
            (Expr::Bool(true), e) | (e, Expr::Bool(true)) => e,
            (a, b) => Expr::binary(BinOp::And, a, b),
        }
    }
    /// The integer a literal spells, `-1` included (a negated literal).
    pub fn int_literal(&self) -> Option<i64> {
        match self {
            Expr::Int(i) => Some(*i),
            Expr::Unary(UnOp::Neg, e) => match **e {
                Expr::Int(i) => Some(-i),
                _ => None,
            },
            _ => None,
        }
    }
    /// The expression with its `nth` variable read (in [`Expr::vars`] order) replaced by
    /// `name`: the paper's mutation of one variable in an expression.
    pub fn with_var_replaced(&self, nth: usize, name: &str) -> Expr {
        fn walk(e: &Expr, seen: &mut usize, nth: usize, name: &str) -> Expr {
            match e {
                Expr::Var(v) => {
                    *seen += 1;
                    Expr::Var(if *seen == nth + 1 { name } else { v }.to_string())
                }
                Expr::Unary(op, a) => Expr::Unary(*op, Box::new(walk(a, seen, nth, name))),
                Expr::Cast(ty, a) => Expr::Cast(ty.clone(), Box::new(walk(a, seen, nth, name))),
                Expr::Binary(op, a, b) => {
                    let a = walk(a, seen, nth, name);
                    Expr::binary(*op, a, walk(b, seen, nth, name))
                }
                other => other.clone(),
            }
        }
        walk(self, &mut 0, nth, name)
    }
    /// Variables read by the expression, in order of appearance (with repeats).
    pub fn vars(&self, out: &mut Vec<String>) {
        match self {
            Expr::Var(v) => out.push(v.clone()),
            Expr::Unary(_, e) | Expr::Cast(_, e) => e.vars(out),
            Expr::Binary(_, a, b) => {
                a.vars(out);
                b.vars(out);
            }
            _ => {}
        }
    }
}

/// The action of a guarded statement.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum StmtKind {
    /// `x := e` (e arithmetic over scalars, or a pointer copy / null).
    Assign {
        lhs: String,
        rhs: Expr,
    },
    /// `z := x ⋆ y` or `z := not(...)`: a boolean predicate (paper: bassign).
    BoolAssign {
        lhs: String,
        rhs: Expr,
    },
    /// `z := x bor y`.
    BoolOr {
        lhs: String,
        a: Expr,
        b: Expr,
    },
    /// `z := x band y`.
    BoolAnd {
        lhs: String,
        a: Expr,
        b: Expr,
    },
    /// `x := y.f`.
    GetField {
        lhs: String,
        base: String,
        field: String,
    },
    /// `x.f := e`.
    PutField {
        base: String,
        field: String,
        rhs: Expr,
    },
    /// `x := new S` (malloc; `zeroed` for calloc).
    New {
        lhs: String,
        struct_name: String,
        zeroed: bool,
    },
    Free {
        ptr: String,
    },
    /// `x := nondet` (used by engines; the front end never produces it).
    Nondet {
        lhs: String,
    },
    /// Call of a function defined in the program.
    Call {
        lhs: Option<String>,
        func: String,
        args: Vec<Expr>,
    },
    Return {
        value: Option<Expr>,
    },
    /// `scanf`: an input event that writes the targets, and into `count` (a `scanf` whose
    /// result is used: `if (scanf(...) != 1)`) how many it assigned, or -1 (`EOF`) when the
    /// input ended before the first conversion.
    Input {
        format: String,
        targets: Vec<String>,
        #[serde(default)]
        count: Option<String>,
    },
    /// `printf`/`puts`/`putchar`: an output event. `format` is the C literal text, unquoted.
    Output {
        format: String,
        args: Vec<Expr>,
    },
    /// `assert(cond)`: a specification point.
    Assert {
        cond: Expr,
    },
    Break,
    Continue,
    /// A statement the engines do not model; gdb executes it. For an unmodeled condition,
    /// `result` is the boolean variable that receives the condition's value.
    Concrete {
        reason: String,
        result: Option<String>,
    },
}

impl StmtKind {
    /// The variable this statement writes, if it writes one variable, or the value it
    /// defines (a call's result; a `scanf`'s count, besides the targets it reads into).
    pub fn defined_var(&self) -> Option<&str> {
        match self {
            StmtKind::Assign { lhs, .. }
            | StmtKind::BoolAssign { lhs, .. }
            | StmtKind::BoolOr { lhs, .. }
            | StmtKind::BoolAnd { lhs, .. }
            | StmtKind::GetField { lhs, .. }
            | StmtKind::New { lhs, .. }
            | StmtKind::Nondet { lhs }
            | StmtKind::Concrete {
                result: Some(lhs), ..
            } => Some(lhs),
            StmtKind::Call { lhs, .. } => lhs.as_deref(),
            StmtKind::Input { count, .. } => count.as_deref(),
            _ => None,
        }
    }
    pub fn is_concrete(&self) -> bool {
        matches!(self, StmtKind::Concrete { .. })
    }

    /// Variables the statement reads (a dereferenced base too), with repeats.
    pub fn read_vars(&self, out: &mut Vec<String>) {
        match self {
            StmtKind::Assign { rhs, .. } | StmtKind::BoolAssign { rhs, .. } => rhs.vars(out),
            StmtKind::BoolOr { a, b, .. } | StmtKind::BoolAnd { a, b, .. } => {
                a.vars(out);
                b.vars(out);
            }
            StmtKind::GetField { base, .. } => out.push(base.clone()),
            StmtKind::PutField { base, rhs, .. } => {
                out.push(base.clone());
                rhs.vars(out);
            }
            StmtKind::Free { ptr } => out.push(ptr.clone()),
            StmtKind::Call { args, .. } | StmtKind::Output { args, .. } => {
                args.iter().for_each(|a| a.vars(out))
            }
            StmtKind::Return { value: Some(v) } => v.vars(out),
            StmtKind::Assert { cond } => cond.vars(out),
            StmtKind::New { .. }
            | StmtKind::Nondet { .. }
            | StmtKind::Return { value: None }
            | StmtKind::Input { .. }
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Concrete { .. } => {}
        }
    }
}

/// What text a group of statements was lowered from, and so what a rewrite replaces.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum EditForm {
    /// A whole C statement including its `;` (or the `return`/`break` etc.).
    Statement,
    /// An expression used as a statement without `;` (for-loop init and step clauses).
    Clause,
    /// An expression whose value is `result` (if/loop conditions, declaration initializers).
    Value { result: String },
}

/// The original text a statement came from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Origin {
    /// The whole C statement (or declaration) the IR statement belongs to.
    pub range: SourceRange,
    /// The text that re-synthesis replaces; statements with the same `edit` form one group.
    pub edit: SourceRange,
    pub form: EditForm,
    /// Set when the statement comes from a macro expansion: the macro's name; `range` is then
    /// the macro's use site.
    pub macro_use: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Stmt {
    pub id: StmtId,
    pub function: String,
    /// Guard over boolean variables; `Bool(true)` when unconditional.
    pub guard: Expr,
    pub kind: StmtKind,
    pub origin: Origin,
    /// For statements that compute an if/loop condition: the range of the condition text.
    pub cond_range: Option<SourceRange>,
}

impl Stmt {
    /// Whether the statement calls the function it is in (a recursive call).
    pub fn calls_own_function(&self) -> bool {
        matches!(&self.kind, StmtKind::Call { func, .. } if *func == self.function)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Var {
    pub name: String,
    pub ty: Type,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StructDef {
    pub name: String,
    pub fields: Vec<Var>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Global {
    pub var: Var,
    /// A constant initializer, if it has a modeled one.
    pub init: Option<Expr>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LoopKind {
    While,
    DoWhile,
    For,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IfNode {
    /// Statements computing the condition (guarded like the `if` itself).
    pub cond: Block,
    /// The boolean variable (or constant) holding the condition.
    pub test: Expr,
    pub then_branch: Block,
    pub else_branch: Block,
    pub cond_range: Option<SourceRange>,
    /// The `if` has an `else` (possibly empty: `else ;`, where a repair may put code).
    #[serde(default)]
    pub has_else: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoopNode {
    pub kind: LoopKind,
    /// Guard of the whole loop (the enclosing `if` conditions).
    pub guard: Expr,
    /// `for` initializer, run once.
    pub init: Block,
    /// Statements computing the condition, run before each test.
    pub cond: Block,
    /// `None` for `for (;;)`.
    pub test: Option<Expr>,
    pub body: Block,
    /// `for` step, run after the body and on `continue`.
    pub step: Block,
    pub cond_range: Option<SourceRange>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Node {
    Stmt(StmtId),
    If(IfNode),
    Loop(LoopNode),
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Block(pub Vec<Node>);

impl Block {
    /// Every loop under this block (each a `Node::Loop`), through branches and the bodies of
    /// other loops, outer loops first.
    pub fn loops(&self) -> Vec<&Node> {
        let mut out = Vec::new();
        self.collect_loops(&mut out);
        out
    }

    fn collect_loops<'b>(&'b self, out: &mut Vec<&'b Node>) {
        for node in &self.0 {
            match node {
                Node::Stmt(_) => {}
                Node::If(n) => {
                    n.then_branch.collect_loops(out);
                    n.else_branch.collect_loops(out);
                }
                Node::Loop(n) => {
                    out.push(node);
                    n.body.collect_loops(out);
                }
            }
        }
    }

    /// All statement ids under this block, in source order.
    pub fn stmt_ids(&self, out: &mut Vec<StmtId>) {
        for node in &self.0 {
            match node {
                Node::Stmt(id) => out.push(*id),
                Node::If(n) => {
                    n.cond.stmt_ids(out);
                    n.then_branch.stmt_ids(out);
                    n.else_branch.stmt_ids(out);
                }
                Node::Loop(n) => {
                    n.init.stmt_ids(out);
                    n.cond.stmt_ids(out);
                    n.body.stmt_ids(out);
                    n.step.stmt_ids(out);
                }
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Function {
    pub name: String,
    pub ret: Type,
    pub params: Vec<Var>,
    pub locals: Vec<Var>,
    /// Variables introduced by lowering (condition booleans `bN`, field temps `tN`).
    pub temps: Vec<Var>,
    /// Where each local may be named: a repair must not read a variable before its
    /// declaration or outside its block (gcc would reject the patch).
    #[serde(default)]
    pub scopes: Vec<LocalScope>,
    pub body: Block,
    pub range: SourceRange,
}

/// The lines a local's name is in scope on: from its declaration to the end of its block.
/// A name declared twice (in two blocks) has one entry per declaration.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LocalScope {
    pub name: String,
    pub declared: u32,
    pub block_end: u32,
}

/// A point code may be placed at: on `line`, before whatever that line declares
/// (`before`, an insertion ahead of the statement there) or after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodePoint {
    pub line: u32,
    pub before: bool,
}

impl Function {
    pub fn var_type(&self, name: &str) -> Option<&Type> {
        self.params
            .iter()
            .chain(&self.locals)
            .chain(&self.temps)
            .find(|v| v.name == name)
            .map(|v| &v.ty)
    }
    pub fn is_temp(&self, name: &str) -> bool {
        self.temps.iter().any(|v| v.name == name)
    }
    /// Whether code at `at` may name `name`. Parameters, globals and temporaries are
    /// visible everywhere; a local without a recorded scope is assumed visible.
    pub fn visible(&self, name: &str, at: CodePoint) -> bool {
        let mut scopes = self.scopes.iter().filter(|s| s.name == name).peekable();
        if scopes.peek().is_none() {
            return true;
        }
        scopes.any(|s| {
            let declared = if at.before {
                s.declared < at.line
            } else {
                s.declared <= at.line
            };
            declared && at.line <= s.block_end
        })
    }
    /// Its parameters and locals of type `ty` that code at `at` may name.
    pub fn visible_of_type<'a>(
        &'a self,
        ty: &'a Type,
        at: CodePoint,
    ) -> impl Iterator<Item = &'a Var> + 'a {
        self.params
            .iter()
            .chain(&self.locals)
            .filter(move |v| v.ty == *ty && self.visible(&v.name, at))
    }
    /// The type of a pure expression of this function, by C's usual arithmetic conversions
    /// (a float operand makes the result float). A variable it does not declare (a global)
    /// is `Unknown`.
    pub fn type_of(&self, e: &Expr) -> Type {
        match e {
            Expr::Int(_) => Type::Int,
            Expr::Char(_) => Type::Char,
            Expr::Float(_) => Type::Float,
            Expr::Bool(_) => Type::Bool,
            Expr::Null => Type::Ptr(String::new()),
            Expr::Var(v) => self
                .var_type(v)
                .cloned()
                .unwrap_or_else(|| Type::Unknown(v.clone())),
            Expr::Unary(UnOp::Not, _) => Type::Bool,
            Expr::Unary(UnOp::Neg, x) => self.type_of(x),
            Expr::Unary(UnOp::Abs, _) => Type::Int,
            Expr::Cast(t, _) => t.clone(),
            Expr::Binary(op, a, b) => {
                if op.is_comparison() || matches!(op, BinOp::And | BinOp::Or) {
                    return Type::Bool;
                }
                match (self.type_of(a), self.type_of(b)) {
                    (Type::Float, _) | (_, Type::Float) => Type::Float,
                    (u @ Type::Unknown(_), _) | (_, u @ Type::Unknown(_)) => u,
                    _ => Type::Int,
                }
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Program {
    pub file: PathBuf,
    pub structs: Vec<StructDef>,
    pub globals: Vec<Global>,
    pub functions: Vec<Function>,
    /// Flat index: `stmts[id.0]` is the statement with that id.
    pub stmts: Vec<Stmt>,
}

impl Program {
    pub fn stmt(&self, id: StmtId) -> Option<&Stmt> {
        self.stmts.get(id.0 as usize)
    }
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name == name)
    }
    /// The type of `name` as code of `func` sees it: its own variable, else a global.
    pub fn var_type_in<'a>(&'a self, func: &'a Function, name: &str) -> Option<&'a Type> {
        func.var_type(name).or_else(|| {
            self.globals
                .iter()
                .find(|g| g.var.name == name)
                .map(|g| &g.var.ty)
        })
    }
    /// The definition of `struct name`.
    pub fn struct_named(&self, name: &str) -> Option<&StructDef> {
        self.structs.iter().find(|s| s.name == name)
    }
    pub fn is_global(&self, name: &str) -> bool {
        self.globals.iter().any(|g| g.var.name == name)
    }
    /// Statements whose C statement starts on `line` (1-based) of the original file.
    pub fn stmts_at_line(&self, line: u32) -> Vec<StmtId> {
        self.stmts
            .iter()
            .filter(|s| s.origin.range.start.line == line)
            .map(|s| s.id)
            .collect()
    }
    /// The fraction of statements that are `Concrete` (0 for an empty program).
    pub fn concrete_count(&self) -> usize {
        self.stmts.iter().filter(|s| s.kind.is_concrete()).count()
    }

    /// The `if` without an `else` that the C statement holding `id` directly follows in
    /// its block, with that `if`'s test variable: the statement could move into the
    /// `if`'s `then`, or into a new `else` (`p = p->next;` after an `if` that unlinks
    /// `p->next`).
    pub fn if_just_before(&self, id: StmtId) -> Option<(&IfNode, &str)> {
        let stmt = self.stmt(id)?;
        let same_statement = |other: &StmtId| {
            self.stmt(*other)
                .is_some_and(|s| s.origin.range == stmt.origin.range)
        };
        let block = self.function(&stmt.function)?.body.holding(id)?;
        let at = block.0.iter().position(|n| *n == Node::Stmt(id))?;
        let first = block.0[..at]
            .iter()
            .rposition(|n| !matches!(n, Node::Stmt(s) if same_statement(s)))?;
        match &block.0[first] {
            Node::If(n) if !n.has_else => match &n.test {
                Expr::Var(test) => Some((n, test.as_str())),
                _ => None,
            },
            _ => None,
        }
    }
}

impl Block {
    /// The `if` without an `else` whose `then` ends with `Node::Stmt(id)` after other
    /// statements: that statement could move out, below the `if` (a misplaced `}`).
    pub fn if_ending_with(&self, id: StmtId) -> Option<&IfNode> {
        self.0.iter().find_map(|node| match node {
            Node::Stmt(_) => None,
            Node::If(n) => {
                let then = &n.then_branch.0;
                let ends = !n.has_else && then.len() > 1 && then.last() == Some(&Node::Stmt(id));
                ends.then_some(n).or_else(|| {
                    [&n.then_branch, &n.else_branch]
                        .into_iter()
                        .find_map(|b| b.if_ending_with(id))
                })
            }
            Node::Loop(n) => n.body.if_ending_with(id),
        })
    }

    /// The block whose own nodes include `Node::Stmt(id)`.
    pub fn holding(&self, id: StmtId) -> Option<&Block> {
        if self.0.contains(&Node::Stmt(id)) {
            return Some(self);
        }
        self.0.iter().find_map(|node| match node {
            Node::Stmt(_) => None,
            Node::If(n) => [&n.cond, &n.then_branch, &n.else_branch]
                .into_iter()
                .find_map(|b| b.holding(id)),
            Node::Loop(n) => [&n.init, &n.cond, &n.body, &n.step]
                .into_iter()
                .find_map(|b| b.holding(id)),
        })
    }
}
