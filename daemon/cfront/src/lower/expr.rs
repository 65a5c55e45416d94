//! Expressions → pure IR expressions plus the statements (field reads, calls, boolean
//! predicates) they need first. `Err(reason)` means "outside the modeled subset".

use super::stmt::FnLowerer;
use crate::ir::*;
use lang_c::ast::{
    BinaryOperator, ConditionalExpression, Constant, Expression, IntegerBase, MemberOperator,
    Statement, TypeName, UnaryOperator,
};
use lang_c::span::Node;

pub type Lowered<T> = Result<T, String>;

/// A statement waiting to be committed once the whole C statement lowered cleanly.
pub type Pending = Vec<(Expr, StmtKind)>;

/// A literal initializer for globals: numbers, characters, NULL.
pub fn constant(e: &Expression) -> Option<Expr> {
    match e {
        Expression::Constant(c) => literal(&c.node).ok(),
        Expression::Cast(c) if is_null(e) => {
            let _ = c;
            Some(Expr::Null)
        }
        Expression::UnaryOperator(u) if u.node.operator.node == UnaryOperator::Minus => {
            match constant(&u.node.operand.node)? {
                Expr::Int(n) => Some(Expr::Int(-n)),
                Expr::Float(f) => Some(Expr::Float(format!("-{f}"))),
                _ => None,
            }
        }
        _ => None,
    }
}

fn literal(c: &Constant) -> Lowered<Expr> {
    match c {
        Constant::Integer(i) => {
            let radix = match i.base {
                IntegerBase::Decimal => 10,
                IntegerBase::Octal => 8,
                IntegerBase::Hexadecimal => 16,
                IntegerBase::Binary => 2,
            };
            let digits = i.number.trim_start_matches("0x").trim_start_matches("0X");
            let digits = if radix == 2 {
                digits.trim_start_matches("0b").trim_start_matches("0B")
            } else {
                digits
            };
            i64::from_str_radix(if digits.is_empty() { "0" } else { digits }, radix)
                .map(Expr::Int)
                .map_err(|_| format!("integer literal {} is out of range", i.number))
        }
        Constant::Float(f) => Ok(Expr::Float(f.number.to_string())),
        Constant::Character(s) => char_literal(s)
            .map(Expr::Char)
            .ok_or_else(|| format!("character literal {s} is not modeled")),
    }
}

/// `'a'`, `'\n'`, `'\0'`, `'\x41'` → byte value.
fn char_literal(s: &str) -> Option<u8> {
    let inner = s.strip_prefix('\'')?.strip_suffix('\'')?;
    let b = inner.as_bytes();
    match b {
        [c] => Some(*c),
        [b'\\', rest @ ..] => match rest {
            [b'n'] => Some(b'\n'),
            [b't'] => Some(b'\t'),
            [b'r'] => Some(b'\r'),
            [b'\\'] => Some(b'\\'),
            [b'\''] => Some(b'\''),
            [b'"'] => Some(b'"'),
            [b'a'] => Some(7),
            [b'b'] => Some(8),
            [b'f'] => Some(12),
            [b'v'] => Some(11),
            [b'x', hex @ ..] => u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok(),
            oct => u8::from_str_radix(std::str::from_utf8(oct).ok()?, 8).ok(),
        },
        _ => None,
    }
}

/// `((void *)0)`: how NULL arrives after preprocessing.
pub fn is_null(e: &Expression) -> bool {
    match e {
        Expression::Cast(c) => {
            matches!(&c.node.expression.node, Expression::Constant(k)
                if matches!(&k.node, Constant::Integer(i) if &*i.number == "0"))
        }
        _ => false,
    }
}

/// The name of a called function when the callee is a plain identifier.
pub fn callee_name(e: &Expression) -> Option<&str> {
    match e {
        Expression::Call(c) => match &c.node.callee.node {
            Expression::Identifier(id) => Some(&id.node.name),
            _ => None,
        },
        _ => None,
    }
}

/// `malloc(...)`/`calloc(...)`, possibly under a cast: `Some(zeroed)`.
pub fn allocation(e: &Expression) -> Option<bool> {
    match e {
        Expression::Cast(c) => allocation(&c.node.expression.node),
        _ => match callee_name(e)? {
            "malloc" => Some(false),
            "calloc" => Some(true),
            _ => None,
        },
    }
}

/// The condition of an expanded `assert(...)`: glibc's statement-expression form
/// `({ if (c) ; else __assert_fail(...); })` or the older `c ? (void)0 : __assert_fail(...)`.
pub fn assert_condition(e: &Expression) -> Option<&Node<Expression>> {
    match e {
        Expression::Comma(items) => items.iter().find_map(|i| assert_condition(&i.node)),
        Expression::Statement(s) => match &s.node {
            Statement::Compound(items) => items.iter().find_map(|item| match &item.node {
                lang_c::ast::BlockItem::Statement(st) => match &st.node {
                    Statement::If(i) => {
                        let else_fails = i.node.else_statement.as_ref().is_some_and(|e| {
                            matches!(&e.node, Statement::Expression(Some(x))
                                if callee_name(&x.node) == Some("__assert_fail"))
                        });
                        else_fails.then_some(&*i.node.condition)
                    }
                    _ => None,
                },
                _ => None,
            }),
            _ => None,
        },
        Expression::Conditional(c)
            if callee_name(&c.node.else_expression.node) == Some("__assert_fail") =>
        {
            Some(&c.node.condition)
        }
        _ => None,
    }
}

pub fn string_literal(e: &Expression) -> Option<String> {
    match e {
        Expression::StringLiteral(s) => Some(
            s.node
                .iter()
                .map(|piece| piece.trim_start_matches('"').trim_end_matches('"'))
                .collect(),
        ),
        _ => None,
    }
}

fn arith(op: &BinaryOperator) -> Option<BinOp> {
    Some(match op {
        BinaryOperator::Plus => BinOp::Add,
        BinaryOperator::Minus => BinOp::Sub,
        BinaryOperator::Multiply => BinOp::Mul,
        BinaryOperator::Divide => BinOp::Div,
        BinaryOperator::Modulo => BinOp::Rem,
        _ => return None,
    })
}

pub fn compound_assign_op(op: &BinaryOperator) -> Option<BinOp> {
    Some(match op {
        BinaryOperator::AssignPlus => BinOp::Add,
        BinaryOperator::AssignMinus => BinOp::Sub,
        BinaryOperator::AssignMultiply => BinOp::Mul,
        BinaryOperator::AssignDivide => BinOp::Div,
        BinaryOperator::AssignModulo => BinOp::Rem,
        _ => return None,
    })
}

fn comparison(op: &BinaryOperator) -> Option<BinOp> {
    Some(match op {
        BinaryOperator::Less => BinOp::Lt,
        BinaryOperator::Greater => BinOp::Gt,
        BinaryOperator::LessOrEqual => BinOp::Le,
        BinaryOperator::GreaterOrEqual => BinOp::Ge,
        BinaryOperator::Equals => BinOp::Eq,
        BinaryOperator::NotEquals => BinOp::Ne,
        _ => return None,
    })
}

impl FnLowerer<'_, '_> {
    /// The IR type of a pure expression.
    pub fn type_of(&self, e: &Expr) -> Type {
        match e {
            Expr::Int(_) => Type::Int,
            Expr::Char(_) => Type::Char,
            Expr::Float(_) => Type::Float,
            Expr::Bool(_) => Type::Bool,
            Expr::Null => Type::Ptr(String::new()),
            Expr::Var(v) => self.var_type(v).unwrap_or(Type::Unknown("?".into())),
            Expr::Unary(UnOp::Not, _) => Type::Bool,
            Expr::Unary(UnOp::Neg, e) => self.type_of(e),
            Expr::Unary(UnOp::Abs, _) => Type::Int,
            Expr::Cast(t, _) => t.clone(),
            Expr::Binary(op, a, b) => {
                if op.is_comparison() || matches!(op, BinOp::And | BinOp::Or) {
                    Type::Bool
                } else {
                    let (ta, tb) = (self.type_of(a), self.type_of(b));
                    if ta == Type::Float || tb == Type::Float {
                        Type::Float
                    } else {
                        Type::Int
                    }
                }
            }
        }
    }

    fn type_name(&mut self, t: &TypeName) -> Type {
        let unsigned = t.specifiers.iter().any(|s| {
            matches!(&s.node, lang_c::ast::SpecifierQualifier::TypeSpecifier(ts)
                if ts.node == lang_c::ast::TypeSpecifier::Unsigned)
        });
        if unsigned {
            return Type::Unknown("unsigned".into());
        }
        let base = self.g.types.of_spec_quals(&t.specifiers);
        match &t.declarator {
            Some(d) => super::types::apply_declarator(&base, &d.node).to_ir(),
            None => base.to_ir(),
        }
    }

    /// A modeled variable reference (not an array, not an unmodeled type).
    pub fn var_ref(&self, name: &str) -> Lowered<Expr> {
        match self.var_type(name) {
            Some(Type::Unknown(t)) => Err(format!("`{name}` has type {t}, which is not modeled")),
            Some(_) => Ok(Expr::Var(name.to_string())),
            None => Err(format!("`{name}` is not a modeled variable")),
        }
    }

    /// Lowers `e` to a variable (introducing a temp when `e` is not one).
    pub fn as_var(&mut self, e: &Node<Expression>, g: &Expr, out: &mut Pending) -> Lowered<String> {
        match self.value(e, g, out)? {
            Expr::Var(v) => Ok(v),
            other => {
                let ty = self.type_of(&other);
                let t = self.fresh_temp("t", ty);
                out.push((
                    g.clone(),
                    StmtKind::Assign {
                        lhs: t.clone(),
                        rhs: other,
                    },
                ));
                Ok(t)
            }
        }
    }

    /// `base->field` (or `(*base).field`): the base as a pointer variable and the field name.
    pub fn field_access(
        &mut self,
        e: &Expression,
        g: &Expr,
        out: &mut Pending,
    ) -> Lowered<Option<(String, String)>> {
        let Expression::Member(m) = e else {
            return Ok(None);
        };
        let base_expr = match (&m.node.operator.node, &m.node.expression.node) {
            (MemberOperator::Indirect, _) => &*m.node.expression,
            (MemberOperator::Direct, Expression::UnaryOperator(u))
                if u.node.operator.node == UnaryOperator::Indirection =>
            {
                &*u.node.operand
            }
            _ => return Err("member access on a struct value is not modeled".into()),
        };
        let base = self.as_var(base_expr, g, out)?;
        match self.var_type(&base) {
            Some(Type::Ptr(_)) => Ok(Some((base, m.node.identifier.node.name.clone()))),
            _ => Err(format!("`{base}` is not a pointer to a modeled struct")),
        }
    }

    pub fn field_type(&self, base: &str, field: &str) -> Lowered<Type> {
        let Some(Type::Ptr(s)) = self.var_type(base) else {
            return Err(format!("`{base}` is not a pointer to a struct"));
        };
        match self.g.field_type(&s, field) {
            Some(Type::Unknown(t)) => Err(format!("field `{field}` has type {t}, not modeled")),
            Some(t) => Ok(t),
            None => Err(format!("struct {s} has no field `{field}`")),
        }
    }

    /// A pure value for `e`; statements it needs go to `out` under guard `g`.
    pub fn value(&mut self, e: &Node<Expression>, g: &Expr, out: &mut Pending) -> Lowered<Expr> {
        match &e.node {
            Expression::Identifier(id) => self.var_ref(&id.node.name),
            Expression::Constant(c) => literal(&c.node),
            Expression::Cast(c) => {
                if is_null(&e.node) {
                    return Ok(Expr::Null);
                }
                let ty = self.type_name(&c.node.type_name.node);
                if !ty.is_scalar() {
                    return Err(format!("cast to {ty} is not modeled"));
                }
                let inner = self.value(&c.node.expression, g, out)?;
                Ok(Expr::Cast(ty, Box::new(inner)))
            }
            Expression::Member(_) => {
                let (base, field) = self
                    .field_access(&e.node, g, out)?
                    .expect("member expression");
                let ty = self.field_type(&base, &field)?;
                let t = self.fresh_temp("t", ty);
                out.push((
                    g.clone(),
                    StmtKind::GetField {
                        lhs: t.clone(),
                        base,
                        field,
                    },
                ));
                Ok(Expr::Var(t))
            }
            Expression::UnaryOperator(u) => match u.node.operator.node {
                UnaryOperator::Minus => match self.value(&u.node.operand, g, out)? {
                    Expr::Int(n) => Ok(Expr::Int(-n)),
                    v => Ok(Expr::Unary(UnOp::Neg, Box::new(v))),
                },
                UnaryOperator::Plus => self.value(&u.node.operand, g, out),
                UnaryOperator::Negate => {
                    let c = self.predicate(e, g, out)?;
                    Ok(c)
                }
                ref op => Err(format!(
                    "operator {op:?} inside an expression is not modeled"
                )),
            },
            Expression::BinaryOperator(b) => {
                let op = &b.node.operator.node;
                if let Some(op) = arith(op) {
                    let l = self.value(&b.node.lhs, g, out)?;
                    let r = self.value(&b.node.rhs, g, out)?;
                    for side in [&l, &r] {
                        if matches!(self.type_of(side), Type::Ptr(_)) {
                            return Err("pointer arithmetic is not modeled".into());
                        }
                    }
                    return Ok(Expr::binary(op, l, r));
                }
                if comparison(op).is_some() {
                    return self.predicate(e, g, out);
                }
                if matches!(op, BinaryOperator::LogicalAnd | BinaryOperator::LogicalOr) {
                    return self.condition(e, g, out);
                }
                Err(format!(
                    "operator {op:?} inside an expression is not modeled"
                ))
            }
            Expression::Call(c) => {
                let name = callee_name(&e.node)
                    .ok_or("call through a function pointer is not modeled")?
                    .to_string();
                let Some((ret, _)) = self.g.functions.get(&name).cloned() else {
                    // `scanf` whose result is used (`if (scanf("%d", &n) != 1)`): the read,
                    // and how many values it assigned in a temporary.
                    if name == "scanf" && self.var_type(&name).is_none() {
                        let (format, targets) = self.scanf_parts(&c.node.arguments)?;
                        let t = self.fresh_temp("t", Type::Int);
                        out.push((
                            g.clone(),
                            StmtKind::Input {
                                format,
                                targets,
                                count: Some(t.clone()),
                            },
                        ));
                        return Ok(Expr::Var(t));
                    }
                    // The library's `abs` of an integer is pure: an operator, not a call.
                    if let ("abs", [arg]) = (name.as_str(), c.node.arguments.as_slice()) {
                        if self.var_type(&name).is_none() {
                            let v = self.value(arg, g, out)?;
                            if matches!(self.type_of(&v), Type::Int | Type::Char) {
                                return Ok(Expr::Unary(UnOp::Abs, Box::new(v)));
                            }
                        }
                    }
                    return Err(self.unmodeled_call(&name));
                };
                if !(ret.is_scalar() || matches!(ret, Type::Ptr(_))) {
                    return Err(format!("`{name}` returns {ret}, which is not modeled"));
                }
                let args = self.args(&c.node.arguments, g, out)?;
                let t = self.fresh_temp("t", ret);
                out.push((
                    g.clone(),
                    StmtKind::Call {
                        lhs: Some(t.clone()),
                        func: name,
                        args,
                    },
                ));
                Ok(Expr::Var(t))
            }
            Expression::StringLiteral(_) => Err("string literals are not modeled".into()),
            Expression::SizeOfTy(_) | Expression::SizeOfVal(_) => {
                Err("sizeof is not modeled".into())
            }
            Expression::Conditional(c) => self.conditional(&c.node, g, out),
            Expression::Comma(_) => Err("the comma operator is not modeled".into()),
            _ => Err("this kind of expression is not modeled".into()),
        }
    }

    /// `c ? a : b` as a temp written under either outcome of `c`: each side's statements are
    /// guarded by it, so only the chosen side runs (`n == NULL ? 0 : n->height` reads no
    /// field of a null `n`). The printer folds the pair back into `?:`.
    fn conditional(
        &mut self,
        c: &ConditionalExpression,
        g: &Expr,
        out: &mut Pending,
    ) -> Lowered<Expr> {
        let test = self.condition(&c.condition, g, out)?;
        let then_guard = Expr::and(g.clone(), test.clone());
        let else_guard = Expr::and(g.clone(), Expr::negate(test));
        let a = self.value(&c.then_expression, &then_guard, out)?;
        let b = self.value(&c.else_expression, &else_guard, out)?;
        let ty = match (self.type_of(&a), self.type_of(&b)) {
            (Type::Ptr(s), _) | (_, Type::Ptr(s)) if !s.is_empty() => Type::Ptr(s),
            (Type::Ptr(_), Type::Ptr(_)) => return Err("`?:` of two NULLs is not modeled".into()),
            (Type::Bool, Type::Bool) => Type::Bool,
            (Type::Float, _) | (_, Type::Float) => Type::Float,
            (Type::Int | Type::Char | Type::Bool, Type::Int | Type::Char | Type::Bool) => Type::Int,
            (x, y) => return Err(format!("`?:` of {x} and {y} is not modeled")),
        };
        let t = self.fresh_temp("t", ty.clone());
        for (guard, rhs) in [(then_guard, a), (else_guard, b)] {
            let rhs = match (&ty, self.type_of(&rhs)) {
                (Type::Int, Type::Bool) => Expr::Cast(Type::Int, Box::new(rhs)),
                _ => rhs,
            };
            let lhs = t.clone();
            out.push((
                guard,
                if ty == Type::Bool {
                    StmtKind::BoolAssign { lhs, rhs }
                } else {
                    StmtKind::Assign { lhs, rhs }
                },
            ));
        }
        Ok(Expr::Var(t))
    }

    pub fn unmodeled_call(&self, name: &str) -> String {
        if self.var_type(name).is_some() {
            format!("call through the function pointer `{name}` is not modeled")
        } else {
            format!("call to library function `{name}` is not modeled")
        }
    }

    pub fn args(
        &mut self,
        args: &[Node<Expression>],
        g: &Expr,
        out: &mut Pending,
    ) -> Lowered<Vec<Expr>> {
        args.iter().map(|a| self.value(a, g, out)).collect()
    }

    /// A boolean predicate expression (comparison or negation) without binding it to a variable.
    fn predicate(&mut self, e: &Node<Expression>, g: &Expr, out: &mut Pending) -> Lowered<Expr> {
        match &e.node {
            Expression::BinaryOperator(b) if comparison(&b.node.operator.node).is_some() => {
                let op = comparison(&b.node.operator.node).expect("checked");
                let l = self.value(&b.node.lhs, g, out)?;
                let r = self.value(&b.node.rhs, g, out)?;
                Ok(Expr::binary(op, l, r))
            }
            Expression::UnaryOperator(u) if u.node.operator.node == UnaryOperator::Negate => {
                let inner = &u.node.operand;
                let p = match &inner.node {
                    Expression::BinaryOperator(b)
                        if matches!(
                            b.node.operator.node,
                            BinaryOperator::LogicalAnd | BinaryOperator::LogicalOr
                        ) =>
                    {
                        self.condition(inner, g, out)?
                    }
                    _ => self.predicate(inner, g, out)?,
                };
                Ok(Expr::negate(p))
            }
            Expression::BinaryOperator(b)
                if matches!(
                    b.node.operator.node,
                    BinaryOperator::LogicalAnd | BinaryOperator::LogicalOr
                ) =>
            {
                self.condition(e, g, out)
            }
            _ => {
                let v = self.value(e, g, out)?;
                Ok(match self.type_of(&v) {
                    Type::Bool => v,
                    Type::Ptr(_) => Expr::binary(BinOp::Ne, v, Expr::Null),
                    Type::Float => Expr::binary(BinOp::Ne, v, Expr::Float("0.0".into())),
                    _ => match v {
                        Expr::Int(n) => Expr::Bool(n != 0),
                        Expr::Char(c) => Expr::Bool(c != 0),
                        v => Expr::binary(BinOp::Ne, v, Expr::Int(0)),
                    },
                })
            }
        }
    }

    /// Lowers a condition to a boolean variable (or constant), paper-style: each predicate is a
    /// `bassign`, `&&`/`||` become `band`/`bor`, and the right operand's statements are guarded
    /// by the left operand's outcome so short-circuit evaluation is kept.
    pub fn condition(
        &mut self,
        e: &Node<Expression>,
        g: &Expr,
        out: &mut Pending,
    ) -> Lowered<Expr> {
        if let Expression::BinaryOperator(b) = &e.node {
            let is_and = match b.node.operator.node {
                BinaryOperator::LogicalAnd => Some(true),
                BinaryOperator::LogicalOr => Some(false),
                _ => None,
            };
            if let Some(is_and) = is_and {
                let l = self.condition(&b.node.lhs, g, out)?;
                let rg = if is_and {
                    Expr::and(g.clone(), l.clone())
                } else {
                    Expr::and(g.clone(), Expr::negate(l.clone()))
                };
                let r = self.condition(&b.node.rhs, &rg, out)?;
                let z = self.fresh_temp("b", Type::Bool);
                let kind = if is_and {
                    StmtKind::BoolAnd {
                        lhs: z.clone(),
                        a: l,
                        b: r,
                    }
                } else {
                    StmtKind::BoolOr {
                        lhs: z.clone(),
                        a: l,
                        b: r,
                    }
                };
                out.push((g.clone(), kind));
                return Ok(Expr::Var(z));
            }
        }
        let p = self.predicate(e, g, out)?;
        // Even a plain boolean variable is copied: the body may assign it, the guard must not
        // change.
        if let Expr::Bool(_) = p {
            return Ok(p);
        }
        let z = self.fresh_temp("b", Type::Bool);
        out.push((
            g.clone(),
            StmtKind::BoolAssign {
                lhs: z.clone(),
                rhs: p,
            },
        ));
        Ok(Expr::Var(z))
    }
}
