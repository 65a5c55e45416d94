//! Which statements get a hole, and of which shapes: a statement's eligibility and the
//! program-wide facts (nonlinear arithmetic, pointers) that choose the shapes.

use super::*;

pub(super) fn eligible_hole(
    enc: &Enc<'_>,
    prefix: &str,
    stmt: &repaird_cfront::ir::Stmt,
) -> Option<Hole> {
    if stmt.origin.macro_use.is_some() {
        return None;
    }
    // An angelic callee's results are known only for the arguments the call's own hole gives
    // it: an argument changed through the temporary that computes it (`t1 = distinct` for the
    // `t1 = cur->val` that `seen_before(prev, cur, t1)` is given) would get any result it
    // needs, and the patched program, replayed, miss.
    if let Some(v) = stmt.kind.defined_var() {
        if enc
            .angelic_arguments
            .contains(&(stmt.function.clone(), v.to_string()))
        {
            return None;
        }
    }
    // A helper's statement (see `RepairProblem::callees`) is read in its own function.
    let f = enc.p.program.function(&stmt.function)?;
    let value_form = matches!(stmt.origin.form, EditForm::Value { .. });
    // A temporary stands for a value the source spells out (an operand of a condition,
    // `list->number` in `list->number != sentinel`, the `y->left` of `y->left->parent = x`):
    // its hole keeps the temporary as the written variable, and rewriting folds the new value
    // into the text that uses it. A statement of its own may write another variable or a field.
    let fixed_form = value_form || stmt.kind.defined_var().is_some_and(|v| f.is_temp(v));
    let hole = |class: Class, fixed: Option<&String>| {
        // An assignment of a computed value (not one operand, which ASSIGN covers) may keep it.
        // So may a field write of a computed value keep it, in another field or node. A
        // temporary is a computed value too: no shape names it (`x->left = y->parent` is
        // `t = y->parent; x->left = t`, and only keeping `t` spells `x->parent = y->parent`).
        let operand = |e: &Expr| match e {
            Expr::Var(v) => !f.is_temp(v),
            Expr::Int(_) | Expr::Null => true,
            _ => false,
        };
        let original_rhs = match &stmt.kind {
            StmtKind::Assign { rhs, .. }
                if !fixed_form && !matches!(rhs, Expr::Var(v) if !f.is_temp(v)) =>
            {
                Some(rhs.clone())
            }
            StmtKind::PutField { rhs, .. } if !fixed_form && !operand(rhs) => Some(rhs.clone()),
            _ => None,
        };
        let relabel_into_field = matches!(stmt.kind, StmtKind::PutField { .. });
        let base_temp = match &stmt.kind {
            StmtKind::PutField { base, .. } | StmtKind::GetField { base, .. }
                if f.is_temp(base) =>
            {
                Some(base.clone())
            }
            _ => None,
        };
        Some(Hole::Stmt(StmtHole {
            prefix: prefix.to_string(),
            class,
            fixed_lhs: if fixed_form { fixed.cloned() } else { None },
            allow_put: !fixed_form,
            allow_get: true,
            original_rhs,
            relabel_into_field,
            deep: false,
            base_temp,
            null_guard: false,
            angelic: false,
            writes: None,
        }))
    };
    let class_of_var = |v: &str| enc.var_type_in(f, v).as_ref().and_then(class_of);
    match &stmt.kind {
        // The returned value, when a spec asserts it (see `RETURN_VALUE`); a helper's
        // return hands its value to the caller, which no spec names.
        StmtKind::Return { value: Some(_) }
            if enc.sorts.contains_key(RETURN_VALUE) && stmt.function == enc.p.function =>
        {
            Some(Hole::Stmt(StmtHole {
                prefix: prefix.to_string(),
                class: class_of(&f.ret)?,
                fixed_lhs: Some(RETURN_VALUE.to_string()),
                allow_put: false,
                allow_get: false,
                original_rhs: None,
                relabel_into_field: false,
                deep: false,
                base_temp: None,
                null_guard: false,
                angelic: false,
                writes: None,
            }))
        }
        StmtKind::Assign { lhs, .. } | StmtKind::GetField { lhs, .. } => {
            hole(class_of_var(lhs)?, Some(lhs))
        }
        StmtKind::Free { .. } => OperandHole::of(prefix, &stmt.kind, &|_| false).map(Hole::Operand),
        // What a pure function is given (its path is free once that changes).
        StmtKind::Call { func, args, .. } if enc.angelic_callees.contains(func) => {
            let class_of_arg = |v: &str| (!f.is_temp(v)).then(|| class_of_var(v)).flatten();
            OperandHole::of_call(prefix, args, &class_of_arg).map(Hole::Operand)
        }
        // Only an expected output tells a printed argument's choice.
        StmtKind::Output { .. } if enc.p.space.printed_operands && enc.p.outputs_asserted() => {
            let is_int_var = |v: &str| !f.is_temp(v) && class_of_var(v) == Some(Class::Int);
            OperandHole::of(prefix, &stmt.kind, &is_int_var).map(Hole::Operand)
        }
        StmtKind::PutField { field, .. } if !value_form => {
            hole(enc.field_types.get(field).and_then(class_of)?, None)
        }
        // A comparison's value: a condition's, or one a statement computes into a temporary
        // (`return value <= key + 1 && ...;`), which the rewrite folds back into it.
        StmtKind::BoolAssign { lhs, rhs } if value_form || f.is_temp(lhs) => match rhs {
            Expr::Binary(op, a, b) if op.is_comparison() && f.is_temp(lhs) => {
                let temps = [a, b]
                    .into_iter()
                    .filter_map(|e| match &**e {
                        Expr::Var(v) if f.is_temp(v) => Some((v.clone(), class_of_var(v)?)),
                        _ => None,
                    })
                    .collect();
                let computed = [a, b]
                    .into_iter()
                    .filter(|e| {
                        !matches!(
                            &***e,
                            Expr::Var(_) | Expr::Int(_) | Expr::Null | Expr::Char(_)
                        ) && computes_integer(e)
                    })
                    .map(|e| (**e).clone())
                    .collect();
                Some(Hole::Cmp(CmpHole {
                    prefix: prefix.to_string(),
                    temps,
                    computed,
                }))
            }
            _ => None,
        },
        _ => None,
    }
}

/// Whether `e` is integer arithmetic (`key + 1`, `-x`): an operand a comparison hole may keep.
fn computes_integer(e: &Expr) -> bool {
    matches!(
        e,
        Expr::Binary(
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem,
            ..
        ) | Expr::Unary(UnOp::Neg | UnOp::Abs, _)
    )
}

/// Whether the program multiplies, divides or takes a remainder with no constant operand
/// (the hole shapes themselves stay linear: see `StmtHole`).
pub(super) fn nonlinear(program: &Program) -> bool {
    fn expr(e: &Expr) -> bool {
        match e {
            Expr::Binary(BinOp::Mul | BinOp::Div | BinOp::Rem, a, b)
                if !matches!(**a, Expr::Int(_)) && !matches!(**b, Expr::Int(_)) =>
            {
                true
            }
            Expr::Binary(_, a, b) => expr(a) || expr(b),
            Expr::Unary(_, a) | Expr::Cast(_, a) => expr(a),
            _ => false,
        }
    }
    program.stmts.iter().any(|s| match &s.kind {
        StmtKind::Assign { rhs, .. }
        | StmtKind::BoolAssign { rhs, .. }
        | StmtKind::PutField { rhs, .. } => expr(rhs),
        StmtKind::Return { value: Some(v) } => expr(v),
        StmtKind::Output { args, .. } | StmtKind::Call { args, .. } => args.iter().any(expr),
        _ => false,
    })
}

/// `x = y op z` in integer holes. Heap programs keep the paper's shapes: their integer
/// holes are counters, and a product of two symbolic choices in every loop iteration would
/// slow each of their queries; integer programs (no pointer anywhere) get arithmetic.
pub(super) fn arithmetic_allowed(tables: &Tables) -> bool {
    tables.ptr_vars.is_empty() && tables.ptr_fields.is_empty()
}
