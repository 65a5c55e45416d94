//! A run that faults inside a call of a function that writes nothing: the call is given the
//! wrong variable. The repair gives it another argument first, before a search along the
//! recorded path of the callee, which no repair of the caller can keep (it ended in
//! insertions that set the variable just for the call). Real gdb, z3 and gcc.

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
