//! Faults the trace cannot describe, repaired with edits drawn from the program and checked
//! by replay: avl_insert with its right recursion deleted (`else if (key > node->key) ;`) and
//! the left-left rotation handed `fresh` (NULL) for `node`. The runs that go right walk
//! through the empty branch; the one that rotates faults inside `rotate_right`. Neither
//! edit alone meets both: the repair takes the argument and the mirrored twin together.
//! Real gdb, z3 and gcc.

mod common;

use repaird_bench::runners::record::Outcome;

#[test]
fn a_wrong_argument_and_a_deleted_recursive_call_are_put_right_together() {
    common::on_big_stack(async {
        let mutant = common::OneOne {
            program: "avl_insert",
            deleted_in: "avl_insert",
            deleted: "node->right = avl_insert(node->right, key);",
            left: ";",
            line: "return rotate_right(node);",
            from: "node",
            to: "fresh",
            hangs: false,
        };
        let outcome = common::repair_one_one(&mutant).await;
        assert_eq!(outcome.outcome, Outcome::Repaired, "{}", outcome.detail);
        for change in [
            "{ node->right = avl_insert(node->right, key); }",
            "return rotate_right(node);",
        ] {
            assert!(outcome.detail.contains(change), "{}", outcome.detail);
        }
    });
}
