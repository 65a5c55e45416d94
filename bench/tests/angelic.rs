//! A deleted statement no shape spells (it calls functions) is put back from its twin: the
//! corpus's avl_rotate_left without `y->height = max_int(height(y->left), height(y->right)) + 1;`
//! and with `y = x->left`. The repair changes the variable and inserts a value of its own
//! into `y->height`, whose code is the kept `x->height = ...` renamed. Real gdb, z3 and gcc.

mod common;

use repaird_bench::runners::case::MutantCase;
use repaird_bench::runners::record::Outcome;

#[test]
fn a_deleted_statement_that_calls_helpers_is_put_back_from_its_twin() {
    common::on_big_stack(check());
}

async fn check() {
    let program = &common::corpus_program("avl_rotate_left");
    let mutant = common::OneOne {
        program: "avl_rotate_left",
        deleted_in: "rotate_left",
        deleted: "y->height = max_int(height(y->left), height(y->right)) + 1;",
        left: "",
        line: "struct avl_node *y = x->right;",
        from: "right",
        to: "left",
        hangs: false,
    };
    let dir = tempfile::tempdir().unwrap();
    let record = common::one_one_mutant(program, &mutant, dir.path());
    let case = MutantCase::load(program, record, dir.path()).expect("the case loads");
    let (outcome, _scripts) = common::repair_case(&case).await;
    assert_eq!(outcome.outcome, Outcome::Repaired, "{}", outcome.detail);
    assert!(
        outcome
            .detail
            .contains("y->height = max_int(height(y->left), height(y->right)) + 1;")
            && outcome.detail.contains("y = x->right;"),
        "the variable back and the height update inserted: {}",
        outcome.detail
    );
}
