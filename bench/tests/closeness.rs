//! Among repairs of the same size, the one closest to the original code: a statement deleted
//! from a branch that tests its pointer comes back inside that branch, not as a copy guarded
//! by the same test inserted elsewhere. Real gdb, z3 and gcc.

mod common;

use repaird_bench::runners::record::Outcome;

/// `left_rotate` lost the then-branch of `if (y->left != NULL)` (`;` is left) and tests
/// `y->parent` where it should test `x->parent`. The deleted statement needs its guard where
/// it is put before the `if` (`y->left` is NULL in some call); inside the branch it needs none
/// (`x->right->parent = x;` there is the same statement: `x->right` was just set to `y->left`).
/// The mutated condition reads what `y->parent = x->parent;` just made equal: no change.
#[test]
fn a_statement_deleted_from_a_branch_is_put_back_inside_it() {
    common::on_big_stack(async {
        let mutant = common::OneOne {
            program: "rb_rotate_left",
            deleted_in: "left_rotate",
            deleted: "y->left->parent = x;",
            left: ";",
            line: "if (x->parent == NULL)",
            from: "x->parent",
            to: "y->parent",
            hangs: false,
        };
        let outcome = common::repair_one_one(&mutant).await;
        assert_eq!(outcome.outcome, Outcome::Repaired, "{}", outcome.detail);
        assert!(
            outcome.detail.starts_with("line 26: { ")
                && outcome.detail.contains("->parent = x; }")
                && !outcome.detail.contains("!= NULL)"),
            "{}",
            outcome.detail
        );
    });
}
