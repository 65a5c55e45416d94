//! A run that faults inside a call the function made: the call is given the wrong variable.
//! The repair gives it another argument first, before a search along the recorded path of
//! the callee, which no repair of the caller can keep (for a function that writes nothing it
//! ended in insertions that set the variable just for the call; for one that writes, each
//! search is refused). Real gdb, z3 and gcc.

mod common;

use repaird_bench::runners::record::Outcome;

/// sll_remove_duplicates asks `seenBefore(victim, outer, ...)` where it should ask
/// `seenBefore(head, ...)`: `victim` is NULL on the first call, and `seenBefore` dereferences
/// it. No condition is overridden (the runs meet no value an earlier sweep kept, so the call's
/// answer is 0 either way): the fault alone says where to look.
#[test]
fn a_call_a_run_faulted_inside_gets_another_argument() {
    common::on_big_stack(async {
        let outcome = common::repair_one_zero(
            "sll_remove_duplicates",
            "if (seenBefore(head, outer",
            "head",
            "victim",
        )
        .await;
        assert_eq!(outcome.outcome, Outcome::Repaired, "{}", outcome.detail);
        assert!(
            outcome
                .detail
                .starts_with("line 37: if (seenBefore(head, outer, outer->val)) {")
                && !outcome.detail.contains("inserted"),
            "{}",
            outcome.detail
        );
    });
}

/// avl_insert hands `rotate_right` the NULL `fresh` where it should hand it `node`, and a run
/// faults inside the call (`rotate_right` writes, so no search may give it other arguments).
/// Every search along the recorded path of the callee would be refused at every bound: the
/// call's other arguments are tried first, and the first repair takes one solver check.
#[test]
fn a_call_a_run_faulted_inside_gets_another_argument_before_any_search() {
    common::on_big_stack(async {
        let outcome =
            common::repair_one_zero("avl_insert", "return rotate_right(node);", "node", "fresh")
                .await;
        assert_eq!(outcome.outcome, Outcome::Repaired, "{}", outcome.detail);
        assert!(
            outcome
                .detail
                .starts_with("line 63: return rotate_right(node);"),
            "{}",
            outcome.detail
        );
        let first = &outcome.repair_command_search[0];
        let checks = first.iter().filter(|step| !step.contains(" encoded "));
        assert_eq!(checks.count(), 1, "one check: {first:?}");
    });
}
