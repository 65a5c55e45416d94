//! The synthesized condition: a small C expression AST, its C text and its evaluator.
//!
//! The evaluator follows C semantics on the observed values (truncating `%`, no overflow) and is
//! what checks a synthesized condition against every observation, independently of the solver.

use std::collections::BTreeMap;
use std::fmt;

use thiserror::Error;

use super::problem::Value;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CmpOp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArithOp {
    Add,
    Sub,
    Mul,
    /// C's `%`: the result takes the sign of the dividend.
    Rem,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LogicOp {
    And,
    Or,
}

/// A C expression over in-scope variables and integer constants.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Expr {
    /// An `int` or `bool` variable (pointers appear only in [`Expr::NullCheck`]).
    Var(String),
    Const(i64),
    /// `pointer == NULL` when `is_null`, else `pointer != NULL`.
    NullCheck {
        pointer: String,
        is_null: bool,
    },
    Not(Box<Expr>),
    Compare(CmpOp, Box<Expr>, Box<Expr>),
    Arith(ArithOp, Box<Expr>, Box<Expr>),
    Logic(LogicOp, Box<Expr>, Box<Expr>),
}

/// The value of an evaluated expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EvalValue {
    Int(i64),
    Bool(bool),
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EvalError {
    #[error("variable `{0}` has no value")]
    UnknownVariable(String),
    #[error("`{0}` is used with the wrong type")]
    TypeMismatch(String),
    #[error("integer overflow in `{0}`")]
    Overflow(String),
    #[error("division by zero in `{0}`")]
    DivisionByZero(String),
}

impl CmpOp {
    pub const ALL: [CmpOp; 6] = [
        CmpOp::Eq,
        CmpOp::Ne,
        CmpOp::Lt,
        CmpOp::Le,
        CmpOp::Gt,
        CmpOp::Ge,
    ];

    pub fn holds(self, left: i64, right: i64) -> bool {
        match self {
            CmpOp::Lt => left < right,
            CmpOp::Le => left <= right,
            CmpOp::Gt => left > right,
            CmpOp::Ge => left >= right,
            CmpOp::Eq => left == right,
            CmpOp::Ne => left != right,
        }
    }

    /// The operator that gives the opposite truth value: `!(a < b)` is `a >= b`.
    pub fn negated(self) -> CmpOp {
        match self {
            CmpOp::Lt => CmpOp::Ge,
            CmpOp::Le => CmpOp::Gt,
            CmpOp::Gt => CmpOp::Le,
            CmpOp::Ge => CmpOp::Lt,
            CmpOp::Eq => CmpOp::Ne,
            CmpOp::Ne => CmpOp::Eq,
        }
    }

    /// The operator for swapped operands: `a < b` is `b > a`.
    pub fn mirrored(self) -> CmpOp {
        match self {
            CmpOp::Lt => CmpOp::Gt,
            CmpOp::Le => CmpOp::Ge,
            CmpOp::Gt => CmpOp::Lt,
            CmpOp::Ge => CmpOp::Le,
            CmpOp::Eq | CmpOp::Ne => self,
        }
    }

    fn c_token(self) -> &'static str {
        match self {
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
        }
    }
}

impl ArithOp {
    fn c_token(self) -> &'static str {
        match self {
            ArithOp::Add => "+",
            ArithOp::Sub => "-",
            ArithOp::Mul => "*",
            ArithOp::Rem => "%",
        }
    }
}

/// C operator precedence, higher binds tighter.
fn precedence(expr: &Expr) -> u8 {
    match expr {
        Expr::Var(_) | Expr::Const(_) => 16,
        Expr::Not(_) => 14,
        Expr::Arith(ArithOp::Mul | ArithOp::Rem, ..) => 13,
        Expr::Arith(ArithOp::Add | ArithOp::Sub, ..) => 12,
        Expr::Compare(CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge, ..) => 10,
        Expr::Compare(CmpOp::Eq | CmpOp::Ne, ..) | Expr::NullCheck { .. } => 9,
        Expr::Logic(LogicOp::And, ..) => 5,
        Expr::Logic(LogicOp::Or, ..) => 4,
    }
}

impl Expr {
    pub fn var(name: &str) -> Expr {
        Expr::Var(name.to_string())
    }

    pub fn compare(op: CmpOp, left: Expr, right: Expr) -> Expr {
        Expr::Compare(op, Box::new(left), Box::new(right))
    }

    pub fn arith(op: ArithOp, left: Expr, right: Expr) -> Expr {
        Expr::Arith(op, Box::new(left), Box::new(right))
    }

    pub fn logic(op: LogicOp, left: Expr, right: Expr) -> Expr {
        Expr::Logic(op, Box::new(left), Box::new(right))
    }

    /// The C text of the expression, with only the parentheses C needs (plus the ones gcc's
    /// `-Wparentheses` asks for around `&&` inside `||`).
    pub fn to_c(&self) -> String {
        self.to_string()
    }

    /// Number of operators (comparisons, arithmetic, logic, negation): the size measure that
    /// "simplest" refers to.
    pub fn operator_count(&self) -> usize {
        match self {
            Expr::Var(_) | Expr::Const(_) => 0,
            Expr::NullCheck { .. } => 1,
            Expr::Not(inner) => 1 + inner.operator_count(),
            Expr::Compare(_, l, r) | Expr::Arith(_, l, r) | Expr::Logic(_, l, r) => {
                1 + l.operator_count() + r.operator_count()
            }
        }
    }

    /// The logical negation, pushed down to the leaves so no `!` is left in front of a
    /// comparison: `!(a < b && p == NULL)` becomes `a >= b || p != NULL`.
    pub fn negated(self) -> Expr {
        match self {
            Expr::Not(inner) => *inner,
            Expr::Compare(op, l, r) => Expr::Compare(op.negated(), l, r),
            Expr::NullCheck { pointer, is_null } => Expr::NullCheck {
                pointer,
                is_null: !is_null,
            },
            Expr::Logic(op, l, r) => {
                let dual = match op {
                    LogicOp::And => LogicOp::Or,
                    LogicOp::Or => LogicOp::And,
                };
                Expr::logic(dual, l.negated(), r.negated())
            }
            other => Expr::Not(Box::new(other)),
        }
    }

    /// Cosmetic normal form: constants to the right of comparisons (`0 < x` reads `x > 0`) and
    /// `x + -1` as `x - 1`. Semantics are unchanged.
    pub fn normalized(self) -> Expr {
        match self {
            Expr::Compare(op, l, r) => {
                let (l, r) = (l.normalized(), r.normalized());
                if matches!(l, Expr::Const(_)) && !matches!(r, Expr::Const(_)) {
                    Expr::compare(op.mirrored(), r, l)
                } else {
                    Expr::compare(op, l, r)
                }
            }
            Expr::Arith(op, l, r) => {
                let (l, r) = (l.normalized(), r.normalized());
                match (op, r) {
                    (ArithOp::Add, Expr::Const(c)) if c < 0 && c != i64::MIN => {
                        Expr::arith(ArithOp::Sub, l, Expr::Const(-c))
                    }
                    (ArithOp::Sub, Expr::Const(c)) if c < 0 && c != i64::MIN => {
                        Expr::arith(ArithOp::Add, l, Expr::Const(-c))
                    }
                    (op, r) => Expr::arith(op, l, r),
                }
            }
            Expr::Logic(op, l, r) => Expr::logic(op, l.normalized(), r.normalized()),
            Expr::Not(inner) => Expr::Not(Box::new(inner.normalized())),
            leaf => leaf,
        }
    }

    /// Evaluates with C semantics over one observation's values.
    pub fn eval(&self, values: &BTreeMap<String, Value>) -> Result<EvalValue, EvalError> {
        match self {
            Expr::Var(name) => match values.get(name) {
                Some(Value::Int(v)) => Ok(EvalValue::Int(*v)),
                Some(Value::Bool(b)) => Ok(EvalValue::Bool(*b)),
                Some(Value::PtrNull(_)) => Err(EvalError::TypeMismatch(name.clone())),
                None => Err(EvalError::UnknownVariable(name.clone())),
            },
            Expr::Const(c) => Ok(EvalValue::Int(*c)),
            Expr::NullCheck { pointer, is_null } => match values.get(pointer) {
                Some(Value::PtrNull(null)) => Ok(EvalValue::Bool(null == is_null)),
                Some(_) => Err(EvalError::TypeMismatch(pointer.clone())),
                None => Err(EvalError::UnknownVariable(pointer.clone())),
            },
            Expr::Not(inner) => Ok(EvalValue::Bool(!inner.eval_bool(values)?)),
            Expr::Compare(op, l, r) => Ok(EvalValue::Bool(
                op.holds(l.eval_int(values)?, r.eval_int(values)?),
            )),
            Expr::Arith(op, l, r) => {
                let (a, b) = (l.eval_int(values)?, r.eval_int(values)?);
                let result = match op {
                    ArithOp::Add => a.checked_add(b),
                    ArithOp::Sub => a.checked_sub(b),
                    ArithOp::Mul => a.checked_mul(b),
                    ArithOp::Rem if b == 0 => return Err(EvalError::DivisionByZero(self.to_c())),
                    // Rust's `%` on integers truncates like C's.
                    ArithOp::Rem => a.checked_rem(b),
                };
                result
                    .map(EvalValue::Int)
                    .ok_or_else(|| EvalError::Overflow(self.to_c()))
            }
            Expr::Logic(op, l, r) => {
                // C's short circuit: the right side is not evaluated when the left decides.
                let left = l.eval_bool(values)?;
                Ok(EvalValue::Bool(match (op, left) {
                    (LogicOp::And, false) => false,
                    (LogicOp::Or, true) => true,
                    _ => r.eval_bool(values)?,
                }))
            }
        }
    }

    pub fn eval_bool(&self, values: &BTreeMap<String, Value>) -> Result<bool, EvalError> {
        match self.eval(values)? {
            EvalValue::Bool(b) => Ok(b),
            EvalValue::Int(_) => Err(EvalError::TypeMismatch(self.to_c())),
        }
    }

    fn eval_int(&self, values: &BTreeMap<String, Value>) -> Result<i64, EvalError> {
        match self.eval(values)? {
            EvalValue::Int(v) => Ok(v),
            EvalValue::Bool(_) => Err(EvalError::TypeMismatch(self.to_c())),
        }
    }

    fn fmt_child(&self, f: &mut fmt::Formatter<'_>, child: &Expr, right: bool) -> fmt::Result {
        let (parent, inner) = (precedence(self), precedence(child));
        let and_in_or = matches!(self, Expr::Logic(LogicOp::Or, ..))
            && matches!(child, Expr::Logic(LogicOp::And, ..));
        let associative_chain = matches!(
            (self, child),
            (Expr::Logic(a, ..), Expr::Logic(b, ..)) if a == b
        );
        let needs_parens = inner < parent
            || and_in_or
            || (right && inner == parent && !associative_chain)
            // `a < b < c` is legal C but never what anyone means.
            || (inner == parent && matches!(self, Expr::Compare(..)));
        if needs_parens {
            write!(f, "({child})")
        } else {
            write!(f, "{child}")
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Var(name) => f.write_str(name),
            Expr::Const(c) => write!(f, "{c}"),
            Expr::NullCheck { pointer, is_null } => {
                write!(f, "{pointer} {} NULL", if *is_null { "==" } else { "!=" })
            }
            Expr::Not(inner) => {
                f.write_str("!")?;
                self.fmt_child(f, inner, true)
            }
            Expr::Compare(op, l, r) => {
                self.fmt_child(f, l, false)?;
                write!(f, " {} ", op.c_token())?;
                self.fmt_child(f, r, true)
            }
            Expr::Arith(op, l, r) => {
                self.fmt_child(f, l, false)?;
                write!(f, " {} ", op.c_token())?;
                self.fmt_child(f, r, true)
            }
            Expr::Logic(op, l, r) => {
                self.fmt_child(f, l, false)?;
                f.write_str(match op {
                    LogicOp::And => " && ",
                    LogicOp::Or => " || ",
                })?;
                self.fmt_child(f, r, true)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(pairs: &[(&str, Value)]) -> BTreeMap<String, Value> {
        pairs.iter().map(|(n, v)| (n.to_string(), *v)).collect()
    }

    #[test]
    fn renders_with_minimal_parentheses() {
        let x = Expr::var("x");
        let rem = Expr::arith(ArithOp::Rem, x.clone(), Expr::Const(2));
        let even = Expr::compare(CmpOp::Eq, rem, Expr::Const(0));
        assert_eq!(even.to_c(), "x % 2 == 0");
        let sum = Expr::arith(ArithOp::Add, x.clone(), Expr::var("y"));
        let scaled = Expr::arith(ArithOp::Mul, sum.clone(), Expr::Const(3));
        assert_eq!(scaled.to_c(), "(x + y) * 3");
        let diff = Expr::arith(ArithOp::Sub, x.clone(), sum);
        assert_eq!(diff.to_c(), "x - (x + y)");
        let both = Expr::logic(
            LogicOp::Or,
            Expr::logic(LogicOp::And, Expr::var("a"), Expr::var("b")),
            Expr::Not(Box::new(Expr::var("c"))),
        );
        assert_eq!(both.to_c(), "(a && b) || !c");
        let negated_and = Expr::Not(Box::new(Expr::logic(
            LogicOp::And,
            Expr::var("a"),
            Expr::var("b"),
        )));
        assert_eq!(negated_and.to_c(), "!(a && b)");
    }

    #[test]
    fn negation_reaches_the_leaves() {
        let expr = Expr::logic(
            LogicOp::And,
            Expr::compare(CmpOp::Lt, Expr::var("a"), Expr::var("b")),
            Expr::NullCheck {
                pointer: "p".into(),
                is_null: true,
            },
        );
        assert_eq!(expr.negated().to_c(), "a >= b || p != NULL");
    }

    #[test]
    fn normal_form_puts_constants_right() {
        let expr = Expr::compare(
            CmpOp::Lt,
            Expr::Const(0),
            Expr::arith(ArithOp::Add, Expr::var("x"), Expr::Const(-1)),
        );
        assert_eq!(expr.normalized().to_c(), "x - 1 > 0");
    }

    #[test]
    fn remainder_truncates_like_c() {
        let odd = Expr::compare(
            CmpOp::Eq,
            Expr::arith(ArithOp::Rem, Expr::var("x"), Expr::Const(2)),
            Expr::Const(1),
        );
        assert_eq!(odd.eval_bool(&values(&[("x", Value::Int(3))])), Ok(true));
        assert_eq!(odd.eval_bool(&values(&[("x", Value::Int(-3))])), Ok(false));
    }

    #[test]
    fn evaluation_errors_are_typed() {
        let by_zero = Expr::arith(ArithOp::Rem, Expr::var("x"), Expr::Const(0));
        assert!(matches!(
            by_zero.eval(&values(&[("x", Value::Int(3))])),
            Err(EvalError::DivisionByZero(_))
        ));
        let overflow = Expr::arith(ArithOp::Add, Expr::var("x"), Expr::Const(1));
        assert!(matches!(
            overflow.eval(&values(&[("x", Value::Int(i64::MAX))])),
            Err(EvalError::Overflow(_))
        ));
        assert_eq!(
            Expr::var("p").eval(&values(&[("p", Value::PtrNull(true))])),
            Err(EvalError::TypeMismatch("p".into()))
        );
        assert_eq!(
            Expr::var("q").eval(&values(&[])),
            Err(EvalError::UnknownVariable("q".into()))
        );
    }

    #[test]
    fn logic_short_circuits() {
        // `p != NULL && x % 0 == 0` would divide by zero only if the left side held.
        let guarded = Expr::logic(
            LogicOp::And,
            Expr::NullCheck {
                pointer: "p".into(),
                is_null: false,
            },
            Expr::compare(
                CmpOp::Eq,
                Expr::arith(ArithOp::Rem, Expr::var("x"), Expr::Const(0)),
                Expr::Const(0),
            ),
        );
        let env = values(&[("p", Value::PtrNull(true)), ("x", Value::Int(1))]);
        assert_eq!(guarded.eval_bool(&env), Ok(false));
    }
}
