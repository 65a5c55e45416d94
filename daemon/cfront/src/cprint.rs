//! IR → C text. Temps (field reads, condition booleans) are folded back into the expression
//! that uses them, so `t0 = p.next; x = t0.val` prints as `x = p->next->val;`.

use crate::ir::*;
use std::collections::HashMap;

/// A C expression tree, printed with minimal parentheses.
#[derive(Clone, Debug)]
pub enum C {
    Atom(String),
    Field(Box<C>, String),
    Call(String, Vec<C>),
    Unary(&'static str, Box<C>),
    Cast(String, Box<C>),
    Binary(&'static str, u8, Box<C>, Box<C>),
    /// `c ? a : b`.
    Cond(Box<C>, Box<C>, Box<C>),
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot print as C: {0}")]
pub struct PrintError(pub String);

const POSTFIX: u8 = 16;
const UNARY: u8 = 15;
const CONDITIONAL: u8 = 3;

impl C {
    fn prec(&self) -> u8 {
        match self {
            C::Atom(_) | C::Field(..) | C::Call(..) => POSTFIX,
            C::Unary(..) | C::Cast(..) => UNARY,
            C::Binary(_, p, ..) => *p,
            C::Cond(..) => CONDITIONAL,
        }
    }
    pub fn render(&self) -> String {
        match self {
            C::Atom(s) => s.clone(),
            C::Field(b, f) => format!("{}->{f}", paren(b, POSTFIX)),
            C::Call(f, args) => format!(
                "{f}({})",
                args.iter().map(C::render).collect::<Vec<_>>().join(", ")
            ),
            C::Unary(op, e) => format!("{op}{}", paren(e, UNARY)),
            C::Cast(t, e) => format!("({t}){}", paren(e, UNARY)),
            // `a || (b || c)` is `a || b || c`: the same operands evaluated in the same order
            // (so with `&&`), where an edit to `a || b && c` would print the parentheses.
            C::Binary(op @ ("&&" | "||"), p, a, b) if matches!(&**b, C::Binary(inner, ..) if inner == op) =>
            {
                format!("{} {op} {}", paren(a, *p), b.render())
            }
            C::Binary(op, p, a, b) => {
                format!("{} {op} {}", paren(a, *p), paren(b, *p + 1))
            }
            C::Cond(c, a, b) => format!(
                "{} ? {} : {}",
                paren(c, CONDITIONAL + 1),
                paren(a, CONDITIONAL + 1),
                paren(b, CONDITIONAL)
            ),
        }
    }
}

fn paren(e: &C, min: u8) -> String {
    if e.prec() < min {
        format!("({})", e.render())
    } else {
        e.render()
    }
}

pub fn char_literal(c: u8) -> String {
    match c {
        b'\n' => "'\\n'".into(),
        b'\t' => "'\\t'".into(),
        b'\r' => "'\\r'".into(),
        0 => "'\\0'".into(),
        b'\\' => "'\\\\'".into(),
        b'\'' => "'\\''".into(),
        0x20..=0x7e => format!("'{}'", c as char),
        _ => format!("'\\x{c:02x}'"),
    }
}

fn c_binop(op: BinOp) -> (&'static str, u8) {
    match op {
        BinOp::Mul => ("*", 13),
        BinOp::Div => ("/", 13),
        BinOp::Rem => ("%", 13),
        BinOp::Add => ("+", 12),
        BinOp::Sub => ("-", 12),
        BinOp::Lt => ("<", 10),
        BinOp::Le => ("<=", 10),
        BinOp::Gt => (">", 10),
        BinOp::Ge => (">=", 10),
        BinOp::Eq => ("==", 9),
        BinOp::Ne => ("!=", 9),
        BinOp::And => ("&&", 5),
        BinOp::Or => ("||", 4),
    }
}

fn negated(op: BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::Eq => BinOp::Ne,
        BinOp::Ne => BinOp::Eq,
        BinOp::Lt => BinOp::Ge,
        BinOp::Ge => BinOp::Lt,
        BinOp::Gt => BinOp::Le,
        BinOp::Le => BinOp::Gt,
        _ => return None,
    })
}

pub fn c_type(t: &Type) -> String {
    match t {
        Type::Int => "int".into(),
        Type::Char => "char".into(),
        Type::Bool => "_Bool".into(),
        Type::Float => "double".into(),
        Type::Ptr(s) => format!("struct {s} *"),
        Type::Void => "void".into(),
        Type::Unknown(s) => s.clone(),
    }
}

/// Temps already folded into C expressions, by name.
pub type Folded = HashMap<String, C>;

pub fn expr(e: &Expr, folded: &Folded) -> C {
    match e {
        Expr::Int(n) => C::Atom(n.to_string()),
        Expr::Char(c) => C::Atom(char_literal(*c)),
        Expr::Float(f) => C::Atom(f.clone()),
        Expr::Bool(b) => C::Atom(if *b { "1" } else { "0" }.into()),
        Expr::Null => C::Atom("NULL".into()),
        Expr::Var(v) => folded.get(v).cloned().unwrap_or_else(|| C::Atom(v.clone())),
        Expr::Unary(UnOp::Not, x) => match &**x {
            Expr::Binary(op, a, b) if negated(*op).is_some() => expr(
                &Expr::Binary(negated(*op).expect("checked"), a.clone(), b.clone()),
                folded,
            ),
            _ => C::Unary("!", Box::new(expr(x, folded))),
        },
        Expr::Unary(UnOp::Neg, x) => C::Unary("-", Box::new(expr(x, folded))),
        Expr::Unary(UnOp::Abs, x) => C::Call("abs".into(), vec![expr(x, folded)]),
        Expr::Cast(t, x) => C::Cast(c_type(t), Box::new(expr(x, folded))),
        // A call's value as a condition: the front end compares it with 0, the source did not.
        Expr::Binary(op @ (BinOp::Ne | BinOp::Eq), a, b)
            if **b == Expr::Int(0) && matches!(expr(a, folded), C::Call(..)) =>
        {
            let call = expr(a, folded);
            match op {
                BinOp::Ne => call,
                _ => C::Unary("!", Box::new(call)),
            }
        }
        Expr::Binary(op, a, b) => {
            let (s, p) = c_binop(*op);
            C::Binary(s, p, Box::new(expr(a, folded)), Box::new(expr(b, folded)))
        }
    }
}

/// The value a temp-defining statement folds to, if it can be folded.
pub fn folded_value(k: &StmtKind, folded: &Folded) -> Option<C> {
    Some(match k {
        StmtKind::Assign { rhs, .. } | StmtKind::BoolAssign { rhs, .. } => expr(rhs, folded),
        StmtKind::BoolOr { a, b, .. } => {
            expr(&Expr::binary(BinOp::Or, a.clone(), b.clone()), folded)
        }
        StmtKind::BoolAnd { a, b, .. } => {
            expr(&Expr::binary(BinOp::And, a.clone(), b.clone()), folded)
        }
        StmtKind::GetField { base, field, .. } => C::Field(
            Box::new(expr(&Expr::Var(base.clone()), folded)),
            field.clone(),
        ),
        StmtKind::Call { func, args, .. } => {
            C::Call(func.clone(), args.iter().map(|a| expr(a, folded)).collect())
        }
        StmtKind::Input {
            format,
            targets,
            count: Some(_),
        } => scanf_call(format, targets),
        StmtKind::New {
            struct_name,
            zeroed,
            ..
        } => allocation(struct_name, *zeroed),
        _ => return None,
    })
}

fn scanf_call(format: &str, targets: &[String]) -> C {
    let mut args = vec![C::Atom(format!("\"{format}\""))];
    args.extend(targets.iter().map(|t| C::Atom(format!("&{t}"))));
    C::Call("scanf".into(), args)
}

fn allocation(s: &str, zeroed: bool) -> C {
    let size = C::Atom(format!("sizeof(struct {s})"));
    if zeroed {
        C::Call("calloc".into(), vec![C::Atom("1".into()), size])
    } else {
        C::Call("malloc".into(), vec![size])
    }
}

fn args(items: &[Expr], folded: &Folded) -> String {
    items
        .iter()
        .map(|a| expr(a, folded).render())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A statement as C, without the trailing `;` (callers add it where C wants one).
pub fn stmt_clause(k: &StmtKind, folded: &Folded) -> Result<String, PrintError> {
    let var = |v: &str| expr(&Expr::Var(v.to_string()), folded).render();
    Ok(match k {
        StmtKind::Assign { lhs, .. }
        | StmtKind::BoolAssign { lhs, .. }
        | StmtKind::BoolOr { lhs, .. }
        | StmtKind::BoolAnd { lhs, .. }
        | StmtKind::GetField { lhs, .. }
        | StmtKind::New { lhs, .. }
        | StmtKind::Call { lhs: Some(lhs), .. }
        | StmtKind::Input {
            count: Some(lhs), ..
        } => {
            let v = folded_value(k, folded).expect("value-defining statement");
            format!("{lhs} = {}", v.render())
        }
        StmtKind::Call {
            lhs: None,
            func,
            args: a,
        } => format!("{func}({})", args(a, folded)),
        StmtKind::PutField { base, field, rhs } => {
            format!(
                "{} = {}",
                C::Field(Box::new(C::Atom(var(base))), field.clone()).render(),
                expr(rhs, folded).render()
            )
        }
        StmtKind::Free { ptr } => format!("free({})", var(ptr)),
        StmtKind::Return { value: None } => "return".into(),
        StmtKind::Return { value: Some(v) } => format!("return {}", expr(v, folded).render()),
        StmtKind::Input {
            format,
            targets,
            count: None,
        } => scanf_call(format, targets).render(),
        StmtKind::Output { format, args: a } => {
            if a.is_empty() {
                format!("printf(\"{format}\")")
            } else {
                format!("printf(\"{format}\", {})", args(a, folded))
            }
        }
        StmtKind::Assert { cond } => format!("assert({})", expr(cond, folded).render()),
        StmtKind::Break => "break".into(),
        StmtKind::Continue => "continue".into(),
        StmtKind::Nondet { .. } => {
            return Err(PrintError("a nondet assignment has no C form".into()))
        }
        StmtKind::Concrete { .. } => {
            return Err(PrintError(
                "a new or changed concrete statement has no C form".into(),
            ))
        }
    })
}

/// A statement as a complete C statement: `x = y->next;`.
pub fn stmt(k: &StmtKind, folded: &Folded) -> Result<String, PrintError> {
    Ok(format!("{};", stmt_clause(k, folded)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimal_parentheses() {
        let e = Expr::binary(
            BinOp::Mul,
            Expr::binary(BinOp::Add, Expr::var("a"), Expr::Int(1)),
            Expr::var("b"),
        );
        assert_eq!(expr(&e, &Folded::new()).render(), "(a + 1) * b");
        let e = Expr::binary(
            BinOp::Sub,
            Expr::var("a"),
            Expr::binary(BinOp::Sub, Expr::var("b"), Expr::var("c")),
        );
        assert_eq!(expr(&e, &Folded::new()).render(), "a - (b - c)");
        let n = Expr::negate(Expr::binary(BinOp::Eq, Expr::var("p"), Expr::Null));
        assert_eq!(expr(&n, &Folded::new()).render(), "p != NULL");
        // `||` and `&&` nest either way alike; a mixed nesting keeps C's reading.
        let or = |a, b| Expr::binary(BinOp::Or, a, b);
        let and = |a, b| Expr::binary(BinOp::And, a, b);
        let (a, b, c, d) = (
            Expr::var("a"),
            Expr::var("b"),
            Expr::var("c"),
            Expr::var("d"),
        );
        let e = or(or(a.clone(), or(b.clone(), c.clone())), d.clone());
        assert_eq!(expr(&e, &Folded::new()).render(), "a || b || c || d");
        let e = and(a.clone(), and(b.clone(), or(c.clone(), d.clone())));
        assert_eq!(expr(&e, &Folded::new()).render(), "a && b && (c || d)");
        let e = or(a, and(b, c));
        assert_eq!(expr(&e, &Folded::new()).render(), "a || b && c");
    }

    #[test]
    fn a_call_tested_for_truth_reads_as_written() {
        let mut f = Folded::new();
        let call = StmtKind::Call {
            lhs: Some("t0".into()),
            func: "seen".into(),
            args: vec![Expr::var("head"), Expr::var("cur")],
        };
        f.insert("t0".into(), folded_value(&call, &f).unwrap());
        let truth = Expr::binary(BinOp::Ne, Expr::var("t0"), Expr::Int(0));
        assert_eq!(expr(&truth, &f).render(), "seen(head, cur)");
        assert_eq!(expr(&Expr::negate(truth), &f).render(), "!seen(head, cur)");
        // Not a call: the comparison stays.
        let n = Expr::binary(BinOp::Ne, Expr::var("n"), Expr::Int(0));
        assert_eq!(expr(&n, &f).render(), "n != 0");
    }

    #[test]
    fn folds_field_reads() {
        let mut f = Folded::new();
        let k = StmtKind::GetField {
            lhs: "t0".into(),
            base: "p".into(),
            field: "next".into(),
        };
        f.insert("t0".into(), folded_value(&k, &f).unwrap());
        let s = StmtKind::GetField {
            lhs: "x".into(),
            base: "t0".into(),
            field: "val".into(),
        };
        assert_eq!(stmt(&s, &f).unwrap(), "x = p->next->val;");
    }
}
