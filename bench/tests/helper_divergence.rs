//! Which helpers the debug-repair runner compares with the reference's under gdb: only those
//! whose code, or that of a function under test they call, the mutant changed. Real gcc (the
//! mutants are tested as `inject` tests them); no gdb run.

mod common;

use repaird_bench::corpus::Program;
use repaird_bench::runners::case::MutantCase;

const HEIGHT_LINE: &str = "    y->height = 1 + max2(height(y->left), height(y->right));\n";

/// avl_insert with its `fresh->right` mutant (the fault in `avl_insert` itself).
fn case_of<'p>(program: &'p Program, dir: &std::path::Path) -> MutantCase<'p> {
    let record = common::one_zero_mutant(
        program,
        "node->height = 1 + max2(height(node->left), height(node->right));",
        "node->right",
        "fresh->right",
        dir,
    );
    MutantCase::load(program, record, dir).expect("the case loads")
}

/// The same case on a text whose `rotate_right` no longer sets `y->height` (the first such
/// line: `rotate_left` has one too, further down).
fn rotate_right_changed<'p>(case: &MutantCase<'p>, dir: &std::path::Path) -> MutantCase<'p> {
    let line = case.text.find(HEIGHT_LINE).expect("the line");
    assert!(
        line < case.text.find("*rotate_left(").unwrap(),
        "in rotate_right"
    );
    let text = case.text.replacen(HEIGHT_LINE, "", 1);
    let source = dir.join("changed.c");
    std::fs::write(&source, &text).unwrap();
    case.with_text(source, text)
}

#[test]
fn only_a_helper_whose_code_the_mutant_changed_is_compared() {
    let program = common::corpus_program("avl_insert");
    let dir = tempfile::tempdir().unwrap();
    let case = case_of(&program, dir.path());
    assert_eq!(case.function, "avl_insert");
    assert_eq!(case.helpers(), vec!["rotate_right", "rotate_left"]);
    for helper in case.helpers() {
        assert!(!case.may_diverge(helper), "{helper} is the reference's");
    }
    assert!(case.may_diverge("avl_insert"), "the mutated function");

    let changed = rotate_right_changed(&case, dir.path());
    assert!(changed.may_diverge("rotate_right"));
    assert!(
        !changed.may_diverge("rotate_left"),
        "rotate_left calls no changed function"
    );
}

#[test]
fn a_helper_calling_a_changed_function_is_compared() {
    let mut program = common::corpus_program("avl_insert");
    // A reference whose rotate_left calls rotate_right (never, at run time).
    let head = "static AvlNode *rotate_left(AvlNode *x)\n{\n";
    assert_eq!(
        program.source.matches(head).count(),
        1,
        "rotate_left's head"
    );
    program.source = program.source.replacen(
        head,
        &format!("{head}    if (x == NULL)\n        return rotate_right(x);\n"),
        1,
    );
    let dir = tempfile::tempdir().unwrap();
    let case = case_of(&program, dir.path());
    assert!(!case.may_diverge("rotate_left"), "nothing it runs changed");
    let changed = rotate_right_changed(&case, dir.path());
    assert!(changed.may_diverge("rotate_right"));
    assert!(changed.may_diverge("rotate_left"), "it calls rotate_right");
}
