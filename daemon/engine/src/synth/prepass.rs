//! The enumerative pre-pass: every level-1 candidate (a boolean leaf, its negation, or one
//! comparison of an integer variable with a constant or another variable) evaluated directly on
//! the observations. It answers the common case without starting a solver query.

use super::expr::{CmpOp, Expr};
use super::inputs::{Leaf, Leaves};
use super::problem::SynthesisProblem;

/// The first consistent level-1 candidate in order of simplicity, and how many were tried.
pub(crate) fn first_consistent(problem: &SynthesisProblem, leaves: &Leaves) -> (Option<Expr>, u32) {
    let observations = &problem.observations;
    let oracles: Vec<bool> = observations.iter().map(|o| o.oracle).collect();
    let mut tried = 0u32;

    for index in 0..leaves.bools.len() {
        let column: Vec<bool> = observations
            .iter()
            .map(|o| leaves.bool_value(index, o))
            .collect();
        for negate in [false, true] {
            tried += 1;
            if column
                .iter()
                .zip(&oracles)
                .all(|(&v, &want)| (v != negate) == want)
            {
                let leaf = leaves.bools[index].expr();
                return (Some(if negate { leaf.negated() } else { leaf }), tried);
            }
        }
    }

    let int_column = |position: usize| -> Vec<i64> {
        observations
            .iter()
            .map(|o| leaves.int_value(position, o))
            .collect()
    };
    let variables: Vec<(usize, Vec<i64>)> =
        (0..leaves.int_vars).map(|p| (p, int_column(p))).collect();
    let constants: Vec<(usize, Vec<i64>)> = leaves
        .constants()
        .map(|(p, _)| (p, int_column(p)))
        .collect();

    // Variable against constant before variable against variable: `x > 0` is the more usual fix.
    let pairs = variables
        .iter()
        .flat_map(|l| constants.iter().map(move |r| (l, r)))
        .chain(
            variables
                .iter()
                .enumerate()
                .flat_map(|(i, l)| variables[i + 1..].iter().map(move |r| (l, r))),
        );
    for ((left, left_values), (right, right_values)) in pairs {
        for op in CmpOp::ALL {
            tried += 1;
            let consistent = left_values
                .iter()
                .zip(right_values)
                .zip(&oracles)
                .all(|((&a, &b), &want)| op.holds(a, b) == want);
            if consistent {
                let expr = Expr::compare(op, leaf_expr(leaves, *left), leaf_expr(leaves, *right));
                return (Some(expr), tried);
            }
        }
    }
    (None, tried)
}

fn leaf_expr(leaves: &Leaves, position: usize) -> Expr {
    leaves
        .leaf(position)
        .map(Leaf::expr)
        .expect("positions come from the leaf table")
}
