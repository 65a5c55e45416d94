//! The debug-repair runner debugs a broken helper before the function that calls it, on
//! mutants with a fault in each (one deleted statement in the helper, one replaced variable
//! in the function). Real gdb, z3 and gcc.

mod common;

use repaird_bench::runners::case::MutantCase;
use repaird_bench::runners::record::Outcome;

struct Fixture {
    mutant: common::OneOne,
    /// The function of the last session (the helper, the deleted statement's function, has
    /// the first).
    function: &'static str,
    /// How the case's detail starts: the helper's patch.
    helper_patch: &'static str,
}

fn replay(f: Fixture) {
    common::on_big_stack(check(f));
}

async fn check(f: Fixture) {
    let program = &common::corpus_program(f.mutant.program);
    let dir = tempfile::tempdir().unwrap();
    let record = common::one_one_mutant(program, &f.mutant, dir.path());
    let case = MutantCase::load(program, record, dir.path()).expect("the case loads");
    assert_eq!(case.function, f.function, "the session's function");
    let helper = f.mutant.deleted_in;
    assert_eq!(case.helpers(), vec![helper]);

    let (outcome, run_dir) = common::repair_case(&case).await;
    assert_eq!(outcome.outcome, Outcome::Repaired, "{}", outcome.detail);
    assert!(
        outcome
            .detail
            .starts_with(&format!("helper first: {}", f.helper_patch)),
        "{}",
        outcome.detail
    );
    assert!(
        outcome.detail.contains(&format!("then {}:", f.function)),
        "{}",
        outcome.detail
    );
    let script = std::fs::read_to_string(run_dir.path().join(outcome.script.unwrap())).unwrap();
    let sessions = session_headers(&script);
    assert!(
        sessions[0].ends_with(&format!("run(s) of {helper}, states of the reference:"))
            && sessions
                .last()
                .unwrap()
                .contains(&format!("of {},", f.function)),
        "the helper's session comes first, then the function's: {sessions:#?}"
    );
}

/// The header line of each session in a case's script, in order.
fn session_headers(script: &str) -> Vec<&str> {
    script
        .lines()
        .filter(|l| l.contains("one repair over"))
        .collect()
}

/// `count_nodes` never returns (its `head = head->next;` deleted), and `delete_middle`
/// keeps the wrong node (`before = slow` → `fast = slow`). Stepping over the call hangs, so
/// no session of `delete_middle` can assert anything past it.
#[test]
fn a_helper_that_never_returns_is_repaired_before_its_caller() {
    replay(Fixture {
        mutant: common::OneOne {
            program: "sll_delete_middle",
            deleted_in: "count_nodes",
            deleted: "head = head->next;",
            left: "",
            line: "before = slow;",
            from: "before",
            to: "fast",
            hangs: true,
        },
        function: "delete_middle",
        helper_patch: "inserted before line 16: head = head->next;",
    });
}

/// `linkAfter` no longer links (`if (tail != NULL) ;`): its first call, on an empty tail,
/// is right; the second is the first that goes wrong. `partition` tests the wrong list.
#[test]
fn a_helper_is_repaired_from_its_first_wrong_call() {
    replay(Fixture {
        mutant: common::OneOne {
            program: "sll_partition",
            deleted_in: "linkAfter",
            deleted: "tail->next = node;",
            left: ";",
            line: "if (lessTail != NULL) {",
            from: "lessTail",
            to: "equalHead",
            hangs: false,
        },
        function: "partition",
        helper_patch: "line 15: { tail->next = node; }",
    });
}

/// `rotate_right` no longer sets `y->height` and `avl_insert` reads `height(fresh->right)`
/// (NULL: 0). The mutant's rotations start from heights the function computed wrong, so no
/// call of the helper compares with the reference's before the function is patched; on its
/// patch, `rotate_right`'s calls start as the reference's and end elsewhere, and the
/// programmer steps into it. Its first patch (`y->height = 1` for the small trees of the
/// first tests) fails `many`, whose first wrong call comes from another call site (the
/// right-left rotation) and is asserted too.
#[test]
fn a_helper_that_goes_wrong_on_the_function_s_patch_is_repaired_next() {
    common::on_big_stack(async {
        let mutant = common::OneOne {
            program: "avl_insert",
            deleted_in: "rotate_right",
            deleted: "y->height = 1 + max2(height(y->left), height(y->right));",
            left: "",
            line: "node->height = 1 + max2(height(node->left), height(node->right));",
            from: "node->right",
            to: "fresh->right",
            hangs: false,
        };
        let program = &common::corpus_program(mutant.program);
        let dir = tempfile::tempdir().unwrap();
        let record = common::one_one_mutant(program, &mutant, dir.path());
        let case = MutantCase::load(program, record, dir.path()).expect("the case loads");
        assert_eq!(case.function, "avl_insert");

        let (outcome, run_dir) = common::repair_case(&case).await;
        assert_eq!(outcome.outcome, Outcome::Repaired, "{}", outcome.detail);
        assert!(
            outcome.detail.starts_with("on the patch line ")
                && outcome.detail.contains(
                    "rotate_right: inserted before line 27: y->height = 1 + max2(height(y->left), height(y->right));"
                ),
            "{}",
            outcome.detail
        );
        let script = std::fs::read_to_string(run_dir.path().join(outcome.script.unwrap())).unwrap();
        let sessions = session_headers(&script);
        assert!(
            sessions[0].contains("of avl_insert,")
                && sessions.last().unwrap().contains("of rotate_right,"),
            "the function's sessions come first, then the helper's: {sessions:#?}"
        );
        // The helper's refinement asserts `many`'s first wrong call of `rotate_right`,
        // which only a breakpoint at each of its call sites reaches.
        assert!(
            script.contains("test `many`, call 1")
                && ["break 62", "break 67", "break 70"]
                    .iter()
                    .all(|b| script.contains(b)),
            "{script}"
        );
    });
}
