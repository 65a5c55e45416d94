//! The program under repair: its text, IR and line map, and the repair sites read from them
//! (`if` conditions, statements that may need a precondition), its literals and the scalar
//! variables of each function.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use repaird_cfront::ir::{Block, EditForm, Expr, Function, Node, SourceRange, Type};
use repaird_cfront::{LineMap, ParseOptions, Program, StmtId, StmtKind};

use crate::error::DriverError;

/// A parsed C file.
#[derive(Debug, Clone)]
pub struct Subject {
    /// Absolute path of the source.
    pub path: PathBuf,
    pub text: String,
    pub program: Program,
    pub line_map: LineMap,
}

/// An executed `if` condition that angelic forcing may flip.
#[derive(Debug, Clone, PartialEq)]
pub struct ConditionSite {
    pub function: String,
    /// The IR statements computing the condition (a compound condition has several).
    pub stmts: Vec<StmtId>,
    /// The condition's text range, without the `if`'s parentheses.
    pub range: SourceRange,
    pub text: String,
}

/// A statement that angelic forcing may skip (a missing-precondition candidate).
#[derive(Debug, Clone, PartialEq)]
pub struct StatementSite {
    pub function: String,
    pub stmt: StmtId,
    /// The whole C statement, `;` included.
    pub range: SourceRange,
    pub text: String,
}

/// How a variable's runtime value is read for condition synthesis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScalarKind {
    /// `int`, `char` (as its code), other integers; `float`/`double` truncated.
    Int,
    Bool,
    /// Recorded by nullness only.
    Pointer,
}

impl Subject {
    /// Reads and parses `path`. A file the front end cannot model at all is an error; one
    /// with unmodeled statements is fine (they are `Concrete` in the IR).
    pub fn load(path: &Path) -> Result<Subject, DriverError> {
        let path = std::path::absolute(path).map_err(|source| DriverError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        let text = std::fs::read_to_string(&path).map_err(|source| DriverError::Read {
            path: path.clone(),
            source,
        })?;
        let outcome = repaird_cfront::parse_source(&path, &text, &ParseOptions::default());
        let Some(program) = outcome.program else {
            let message = outcome
                .diagnostics
                .iter()
                .map(|d| format!("{}:{}: {}", d.line, d.column, d.message))
                .collect::<Vec<_>>()
                .join("; ");
            return Err(DriverError::Parse { path, message });
        };
        Ok(Subject {
            path,
            text,
            line_map: outcome.line_map,
            program,
        })
    }

    /// The file name the program is compiled as (kept for `__FILE__` and gdb's line specs).
    pub fn file_name(&self) -> String {
        self.path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "program.c".into())
    }

    pub fn slice(&self, range: &SourceRange) -> &str {
        self.text
            .get(range.start.offset..range.end.offset)
            .unwrap_or("")
    }

    /// Every `if` condition with a known text range, in source order.
    pub fn if_conditions(&self) -> Vec<ConditionSite> {
        let mut out = Vec::new();
        for function in &self.program.functions {
            collect_ifs(&function.body, function, self, &mut out);
        }
        out.sort_by_key(|c| c.range.start.offset);
        out
    }

    /// Statements that can be wrapped in `if (...) { ... }` as they stand: whole C statements
    /// that are not declarations and do not come from a macro.
    pub fn guardable_statements(&self) -> Vec<StatementSite> {
        let mut seen = BTreeSet::new();
        let mut out = Vec::new();
        for stmt in &self.program.stmts {
            if stmt.origin.form != EditForm::Statement
                || stmt.origin.macro_use.is_some()
                || stmt.cond_range.is_some()
                || !seen.insert(stmt.origin.range.start.offset)
            {
                continue;
            }
            let text = self.slice(&stmt.origin.range);
            if text.is_empty() || !text.trim_end().ends_with(';') || looks_like_declaration(text) {
                continue;
            }
            out.push(StatementSite {
                function: stmt.function.clone(),
                stmt: stmt.id,
                range: stmt.origin.range.clone(),
                text: text.to_string(),
            });
        }
        out
    }

    /// Integer literals of the program (chars as their codes), without repeats, in order.
    pub fn literals(&self) -> Vec<i64> {
        let mut found = Vec::new();
        for stmt in &self.program.stmts {
            for expr in stmt_exprs(&stmt.kind) {
                literals_in(expr, &mut found);
            }
        }
        let mut seen = BTreeSet::new();
        found.retain(|v| seen.insert(*v));
        found
    }

    /// The scalar parameters and locals of `function` plus scalar globals, as synthesis reads them.
    pub fn scalar_variables(&self, function: &str) -> Vec<(String, ScalarKind)> {
        let mut out = Vec::new();
        let mut push = |name: &str, ty: &Type| {
            let kind = match ty {
                // A float is read truncated to an integer: test inputs of the programs this
                // serves are mostly whole numbers (grades, thresholds), and every synthesized
                // condition is validated on the real program anyway.
                Type::Int | Type::Char | Type::Float => ScalarKind::Int,
                Type::Bool => ScalarKind::Bool,
                Type::Ptr(_) => ScalarKind::Pointer,
                _ => return,
            };
            if !out.iter().any(|(n, _)| n == name) {
                out.push((name.to_string(), kind));
            }
        };
        if let Some(f) = self.program.function(function) {
            for var in f.params.iter().chain(&f.locals) {
                push(&var.name, &var.ty);
            }
        }
        for global in &self.program.globals {
            push(&global.var.name, &global.var.ty);
        }
        out
    }

    /// The statements starting on `line`.
    pub fn stmts_at(&self, line: u32) -> &[StmtId] {
        self.line_map.stmts_at(line)
    }
}

pub(crate) fn looks_like_declaration(text: &str) -> bool {
    const TYPE_WORDS: [&str; 16] = [
        "int", "char", "float", "double", "long", "short", "unsigned", "signed", "struct", "const",
        "static", "bool", "_Bool", "void", "enum", "size_t",
    ];
    let first = text
        .trim_start()
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .next()
        .unwrap_or("");
    TYPE_WORDS.contains(&first)
}

fn collect_ifs(
    block: &Block,
    function: &Function,
    subject: &Subject,
    out: &mut Vec<ConditionSite>,
) {
    for node in &block.0 {
        match node {
            Node::Stmt(_) => {}
            Node::If(n) => {
                if let Some(range) = &n.cond_range {
                    let mut stmts = Vec::new();
                    n.cond.stmt_ids(&mut stmts);
                    let from_macro = stmts.iter().any(|id| {
                        subject
                            .program
                            .stmt(*id)
                            .is_some_and(|s| s.origin.macro_use.is_some())
                    });
                    if !from_macro && range.end.offset > range.start.offset {
                        out.push(ConditionSite {
                            function: function.name.clone(),
                            stmts,
                            range: range.clone(),
                            text: subject.slice(range).to_string(),
                        });
                    }
                }
                collect_ifs(&n.then_branch, function, subject, out);
                collect_ifs(&n.else_branch, function, subject, out);
            }
            Node::Loop(n) => {
                collect_ifs(&n.init, function, subject, out);
                collect_ifs(&n.body, function, subject, out);
                collect_ifs(&n.step, function, subject, out);
            }
        }
    }
}

/// The expressions a statement reads.
pub(crate) fn stmt_exprs(kind: &StmtKind) -> Vec<&Expr> {
    match kind {
        StmtKind::Assign { rhs, .. }
        | StmtKind::BoolAssign { rhs, .. }
        | StmtKind::PutField { rhs, .. } => vec![rhs],
        StmtKind::BoolOr { a, b, .. } | StmtKind::BoolAnd { a, b, .. } => vec![a, b],
        StmtKind::Call { args, .. } | StmtKind::Output { args, .. } => args.iter().collect(),
        StmtKind::Return { value } => value.iter().collect(),
        StmtKind::Assert { cond } => vec![cond],
        _ => Vec::new(),
    }
}

fn literals_in(expr: &Expr, out: &mut Vec<i64>) {
    match expr {
        Expr::Int(v) => out.push(*v),
        Expr::Char(c) => out.push(i64::from(*c)),
        Expr::Unary(_, e) | Expr::Cast(_, e) => literals_in(e, out),
        Expr::Binary(_, a, b) => {
            literals_in(a, out);
            literals_in(b, out);
        }
        _ => {}
    }
}
