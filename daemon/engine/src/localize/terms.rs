//! IR expressions as SMT-LIB terms over the current SSA names.
//!
//! Integers are SMT `Int`, not 32-bit bit-vectors: the interpreter computes in `i64`, the
//! programs we localize compute far from overflow, `Int` keeps the models readable, and the
//! linear integer fragment is the one every backend (z3, cvc5, yices) decides quickly inside
//! MaxSMT loops. C's truncating `/` and `%` are the helper functions [`PRELUDE`] defines.
//! `float`/`double` are SMT `Real`: exact where C rounds, which keeps every comparison of
//! values read from the input as the program makes it except between values that differ
//! below the float's precision; mixed arithmetic converts the integer operand (C's usual
//! arithmetic conversions), and a real converted to an integer truncates toward zero.

use repaird_cfront::ir::{BinOp, Expr, Type, UnOp};

/// A function definition of the formula's prelude: name, parameters, result sort, body.
pub type Definition = (
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static str,
    &'static str,
);

/// Definitions every trace formula starts with: C division and remainder (truncation toward
/// zero) in terms of SMT-LIB's Euclidean `div`.
pub const PRELUDE: &[Definition] = &[
    ("c_abs", &[("a", "Int")], "Int", "(ite (>= a 0) a (- a))"),
    (
        "c_div",
        &[("a", "Int"), ("b", "Int")],
        "Int",
        "(ite (= (>= a 0) (>= b 0)) (div (c_abs a) (c_abs b)) (- (div (c_abs a) (c_abs b))))",
    ),
    (
        "c_rem",
        &[("a", "Int"), ("b", "Int")],
        "Int",
        "(- a (* b (c_div a b)))",
    ),
    (
        "c_trunc",
        &[("r", "Real")],
        "Int",
        "(ite (>= r 0.0) (to_int r) (- (to_int (- r))))",
    ),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sort {
    Int,
    Bool,
    Real,
}

impl Sort {
    pub fn smt(self) -> &'static str {
        match self {
            Sort::Int => "Int",
            Sort::Bool => "Bool",
            Sort::Real => "Real",
        }
    }

    /// The sort a C variable of type `ty` is encoded with; `None` if it is not modeled.
    pub fn of(ty: &Type) -> Option<Sort> {
        match ty {
            Type::Int | Type::Char => Some(Sort::Int),
            Type::Bool => Some(Sort::Bool),
            Type::Float => Some(Sort::Real),
            _ => None,
        }
    }
}

/// A term and its sort.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    pub text: String,
    pub sort: Sort,
}

impl Term {
    pub fn new(text: impl Into<String>, sort: Sort) -> Term {
        Term {
            text: text.into(),
            sort,
        }
    }

    pub fn as_bool(&self) -> String {
        match self.sort {
            Sort::Bool => self.text.clone(),
            Sort::Int => format!("(not (= {} 0))", self.text),
            Sort::Real => format!("(not (= {} 0.0))", self.text),
        }
    }

    pub fn as_int(&self) -> String {
        match self.sort {
            Sort::Int => self.text.clone(),
            Sort::Bool => format!("(ite {} 1 0)", self.text),
            Sort::Real => format!("(c_trunc {})", self.text),
        }
    }

    pub fn as_real(&self) -> String {
        match self.sort {
            Sort::Real => self.text.clone(),
            Sort::Int => format!("(to_real {})", self.text),
            Sort::Bool => format!("(ite {} 1.0 0.0)", self.text),
        }
    }

    pub fn as_sort(&self, sort: Sort) -> String {
        match sort {
            Sort::Int => self.as_int(),
            Sort::Bool => self.as_bool(),
            Sort::Real => self.as_real(),
        }
    }
}

/// An SMT-LIB decimal for `value` (no exponent; `None` for NaN and infinities).
pub fn real_literal(value: f64) -> Option<String> {
    if !value.is_finite() {
        return None;
    }
    // Display prints the shortest round-trip decimal without an exponent.
    let mut text = format!("{}", value.abs());
    if !text.contains('.') {
        text.push_str(".0");
    }
    Some(if value < 0.0 {
        format!("(- {text})")
    } else {
        text
    })
}

pub fn int_literal(i: i64) -> String {
    if i < 0 {
        format!("(- {})", i.unsigned_abs())
    } else {
        i.to_string()
    }
}

/// Translates `e`, reading variables through `var` (which returns the current SSA term, or an
/// error message for a variable that cannot be encoded).
pub fn translate(
    e: &Expr,
    var: &mut dyn FnMut(&str) -> Result<Term, String>,
) -> Result<Term, String> {
    Ok(match e {
        Expr::Int(i) => Term::new(int_literal(*i), Sort::Int),
        Expr::Char(c) => Term::new(c.to_string(), Sort::Int),
        Expr::Bool(b) => Term::new(b.to_string(), Sort::Bool),
        Expr::Float(f) => Term::new(
            f.trim_end_matches(['f', 'F', 'l', 'L'])
                .parse::<f64>()
                .ok()
                .and_then(real_literal)
                .ok_or_else(|| format!("floating point literal {f} is not encoded"))?,
            Sort::Real,
        ),
        Expr::Null => return Err("pointers are not encoded".into()),
        Expr::Var(v) => var(v)?,
        Expr::Cast(ty, inner) => {
            let t = translate(inner, var)?;
            match ty {
                Type::Bool => Term::new(t.as_bool(), Sort::Bool),
                Type::Int | Type::Char => Term::new(t.as_int(), Sort::Int),
                Type::Float => Term::new(t.as_real(), Sort::Real),
                other => return Err(format!("cast to {other} is not encoded")),
            }
        }
        Expr::Unary(UnOp::Not, inner) => Term::new(
            format!("(not {})", translate(inner, var)?.as_bool()),
            Sort::Bool,
        ),
        Expr::Unary(UnOp::Neg, inner) => {
            let t = translate(inner, var)?;
            let sort = if t.sort == Sort::Real {
                Sort::Real
            } else {
                Sort::Int
            };
            Term::new(format!("(- {})", t.as_sort(sort)), sort)
        }
        Expr::Unary(UnOp::Abs, inner) => {
            let t = translate(inner, var)?.as_int();
            Term::new(format!("(ite (< {t} 0) (- {t}) {t})"), Sort::Int)
        }
        Expr::Binary(op, a, b) => {
            let (a, b) = (translate(a, var)?, translate(b, var)?);
            binary(*op, &a, &b)?
        }
    })
}

fn binary(op: BinOp, a: &Term, b: &Term) -> Result<Term, String> {
    // C's usual arithmetic conversions: a real operand makes the operation real.
    let num = if a.sort == Sort::Real || b.sort == Sort::Real {
        Sort::Real
    } else {
        Sort::Int
    };
    let int = |f: &str| Term::new(format!("({f} {} {})", a.as_sort(num), b.as_sort(num)), num);
    let cmp = |f: &str| {
        Term::new(
            format!("({f} {} {})", a.as_sort(num), b.as_sort(num)),
            Sort::Bool,
        )
    };
    Ok(match op {
        BinOp::Add => int("+"),
        BinOp::Sub => int("-"),
        BinOp::Mul => int("*"),
        BinOp::Div if num == Sort::Real => int("/"),
        BinOp::Div => int("c_div"),
        BinOp::Rem if num == Sort::Real => return Err("`%` of a floating point value".into()),
        BinOp::Rem => int("c_rem"),
        BinOp::Lt => cmp("<"),
        BinOp::Le => cmp("<="),
        BinOp::Gt => cmp(">"),
        BinOp::Ge => cmp(">="),
        BinOp::Eq | BinOp::Ne => {
            let eq = if a.sort == Sort::Bool && b.sort == Sort::Bool {
                format!("(= {} {})", a.text, b.text)
            } else {
                format!("(= {} {})", a.as_sort(num), b.as_sort(num))
            };
            if op == BinOp::Eq {
                Term::new(eq, Sort::Bool)
            } else {
                Term::new(format!("(not {eq})"), Sort::Bool)
            }
        }
        BinOp::And => Term::new(format!("(and {} {})", a.as_bool(), b.as_bool()), Sort::Bool),
        BinOp::Or => Term::new(format!("(or {} {})", a.as_bool(), b.as_bool()), Sort::Bool),
    })
}

/// `(and a b)` that keeps literal `true`/`false` out of the formula.
pub fn and(a: &str, b: &str) -> String {
    match (a, b) {
        ("true", x) | (x, "true") => x.to_string(),
        ("false", _) | (_, "false") => "false".into(),
        _ => format!("(and {a} {b})"),
    }
}

pub fn or(a: &str, b: &str) -> String {
    match (a, b) {
        ("false", x) | (x, "false") => x.to_string(),
        ("true", _) | (_, "true") => "true".into(),
        _ => format!("(or {a} {b})"),
    }
}

pub fn not(a: &str) -> String {
    match a {
        "true" => "false".into(),
        "false" => "true".into(),
        _ => format!("(not {a})"),
    }
}
