//! A stable text form of the IR, used by fixture tests and for debugging.

use crate::ir::*;
use std::fmt::Write;

pub fn expr(e: &Expr) -> String {
    fn go(e: &Expr, top: bool) -> String {
        match e {
            Expr::Int(n) => n.to_string(),
            Expr::Char(c) => crate::cprint::char_literal(*c),
            Expr::Float(f) => f.clone(),
            Expr::Bool(b) => b.to_string(),
            Expr::Null => "null".into(),
            Expr::Var(v) => v.clone(),
            Expr::Unary(UnOp::Not, x) => format!("not({})", go(x, true)),
            Expr::Unary(UnOp::Neg, x) => format!("-{}", go(x, false)),
            Expr::Unary(UnOp::Abs, x) => format!("abs({})", go(x, true)),
            Expr::Cast(t, x) => format!("({t}){}", go(x, false)),
            Expr::Binary(op, a, b) => {
                let s = format!("{} {} {}", go(a, false), binop(*op), go(b, false));
                if top {
                    s
                } else {
                    format!("({s})")
                }
            }
        }
    }
    go(e, true)
}

pub fn binop(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "+",
        BinOp::Sub => "-",
        BinOp::Mul => "*",
        BinOp::Div => "/",
        BinOp::Rem => "%",
        BinOp::Eq => "==",
        BinOp::Ne => "!=",
        BinOp::Lt => "<",
        BinOp::Le => "<=",
        BinOp::Gt => ">",
        BinOp::Ge => ">=",
        BinOp::And => "band",
        BinOp::Or => "bor",
    }
}

fn list(items: &[Expr]) -> String {
    items.iter().map(expr).collect::<Vec<_>>().join(", ")
}

pub fn kind(k: &StmtKind) -> String {
    match k {
        StmtKind::Assign { lhs, rhs } => format!("{lhs} = {}", expr(rhs)),
        StmtKind::BoolAssign { lhs, rhs } => format!("{lhs} = ({})", expr(rhs)),
        StmtKind::BoolOr { lhs, a, b } => format!("{lhs} = {} bor {}", expr(a), expr(b)),
        StmtKind::BoolAnd { lhs, a, b } => format!("{lhs} = {} band {}", expr(a), expr(b)),
        StmtKind::GetField { lhs, base, field } => format!("{lhs} = {base}.{field}"),
        StmtKind::PutField { base, field, rhs } => format!("{base}.{field} = {}", expr(rhs)),
        StmtKind::New {
            lhs,
            struct_name,
            zeroed,
        } => format!(
            "{lhs} = new {struct_name}{}",
            if *zeroed { " (zeroed)" } else { "" }
        ),
        StmtKind::Free { ptr } => format!("free {ptr}"),
        StmtKind::Nondet { lhs } => format!("{lhs} = nondet"),
        StmtKind::Call { lhs, func, args } => match lhs {
            Some(l) => format!("{l} = call {func}({})", list(args)),
            None => format!("call {func}({})", list(args)),
        },
        StmtKind::Return { value } => match value {
            Some(v) => format!("return {}", expr(v)),
            None => "return".into(),
        },
        StmtKind::Input {
            format,
            targets,
            count,
        } => {
            let read = format!("input \"{format}\" -> {}", targets.join(", "));
            match count {
                Some(c) => format!("{c} = {read}"),
                None => read,
            }
        }
        StmtKind::Output { format, args } => format!("output \"{format}\" ({})", list(args)),
        StmtKind::Assert { cond } => format!("assert {}", expr(cond)),
        StmtKind::Break => "break".into(),
        StmtKind::Continue => "continue".into(),
        StmtKind::Concrete { reason, result } => match result {
            Some(r) => format!("{r} = concrete -- {reason}"),
            None => format!("concrete -- {reason}"),
        },
    }
}

/// One statement: `s4 @5:12-5:24 (b0) : temp = head.next [macro assert]`.
pub fn stmt(s: &Stmt) -> String {
    let mut out = format!(
        "{} @{} ({}) : {}",
        s.id,
        s.origin.range,
        expr(&s.guard),
        kind(&s.kind)
    );
    if s.origin.edit != s.origin.range {
        let _ = write!(out, " [edit {}]", s.origin.edit);
    }
    if let Some(m) = &s.origin.macro_use {
        let _ = write!(out, " [macro {m}]");
    }
    out
}

fn vars(vs: &[Var]) -> String {
    vs.iter()
        .map(|v| format!("{}: {}", v.name, v.ty))
        .collect::<Vec<_>>()
        .join(", ")
}

fn block(p: &Program, b: &Block, depth: usize, out: &mut String) {
    let pad = "  ".repeat(depth);
    for node in &b.0 {
        match node {
            Node::Stmt(id) => match p.stmt(*id) {
                Some(s) => {
                    let _ = writeln!(out, "{pad}{}", stmt(s));
                }
                None => {
                    let _ = writeln!(out, "{pad}{id} <missing>");
                }
            },
            Node::If(n) => {
                let _ = writeln!(out, "{pad}if {}", expr(&n.test));
                section(p, "cond", &n.cond, depth, out);
                section(p, "then", &n.then_branch, depth, out);
                section(p, "else", &n.else_branch, depth, out);
            }
            Node::Loop(n) => {
                let kind = match n.kind {
                    LoopKind::While => "while",
                    LoopKind::DoWhile => "do-while",
                    LoopKind::For => "for",
                };
                let test = n.test.as_ref().map(expr).unwrap_or_else(|| "true".into());
                let _ = writeln!(out, "{pad}{kind} {test} ({})", expr(&n.guard));
                section(p, "init", &n.init, depth, out);
                section(p, "cond", &n.cond, depth, out);
                section(p, "body", &n.body, depth, out);
                section(p, "step", &n.step, depth, out);
            }
        }
    }
}

fn section(p: &Program, name: &str, b: &Block, depth: usize, out: &mut String) {
    if b.0.is_empty() {
        return;
    }
    let _ = writeln!(out, "{}{name}:", "  ".repeat(depth + 1));
    block(p, b, depth + 2, out);
}

/// The whole program: structs, globals, then each function's tree.
pub fn program(p: &Program) -> String {
    let mut out = String::new();
    for s in &p.structs {
        let _ = writeln!(out, "struct {} {{ {} }}", s.name, vars(&s.fields));
    }
    for g in &p.globals {
        let init = g
            .init
            .as_ref()
            .map(|e| format!(" = {}", expr(e)))
            .unwrap_or_default();
        let _ = writeln!(out, "global {}: {}{init}", g.var.name, g.var.ty);
    }
    for f in &p.functions {
        let _ = writeln!(
            out,
            "fn {}({}) -> {} @{}",
            f.name,
            vars(&f.params),
            f.ret,
            f.range
        );
        if !f.locals.is_empty() {
            let _ = writeln!(out, "  locals: {}", vars(&f.locals));
        }
        if !f.scopes.is_empty() {
            let scopes: Vec<String> = f
                .scopes
                .iter()
                .map(|s| format!("{} {}-{}", s.name, s.declared, s.block_end))
                .collect();
            let _ = writeln!(out, "  in scope: {}", scopes.join(", "));
        }
        if !f.temps.is_empty() {
            let _ = writeln!(out, "  temps: {}", vars(&f.temps));
        }
        block(p, &f.body, 1, &mut out);
    }
    out
}
