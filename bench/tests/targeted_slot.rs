//! The slot that writes what was corrected stops its one-level search at three changed
//! guards and statements and goes on with the two-level shapes: dll_reverse with `while
//! (temp != NULL)` for `while (current != NULL)` and without `current->prev =
//! current->next;`, whose insertion only a two-level shape spells. Real gdb, z3 and gcc.

mod common;

use repaird_bench::runners::record::Outcome;

#[test]
fn the_targeted_one_level_search_gives_way_to_the_two_level_shapes_at_three_changes() {
    common::on_big_stack(check());
}

async fn check() {
    let record = common::repair_one_one(&common::OneOne {
        program: "dll_reverse",
        deleted_in: "reverseDoubly",
        deleted: "current->prev = current->next;",
        left: "",
        line: "while (current != NULL) {",
        from: "current",
        to: "temp",
        hangs: false,
    })
    .await;
    assert_eq!(record.outcome, Outcome::Repaired, "{}", record.detail);
    assert!(
        record.detail.contains("current->prev = current->next;"),
        "{}",
        record.detail
    );
    let checks: Vec<&String> = record.repair_command_search.iter().flatten().collect();
    // `1@writes τ=g,s,i`: g changed guards and s changed statements.
    let changes = |line: &str| -> Option<u32> {
        let tau = line.strip_prefix("1@writes τ=")?;
        let mut parts = tau.split([',', ' ']).map(|p| p.parse::<u32>().ok());
        Some(parts.next()?? + parts.next()??)
    };
    let one_level: Vec<u32> = checks.iter().filter_map(|c| changes(c)).collect();
    assert!(!one_level.is_empty(), "{checks:?}");
    assert!(one_level.iter().all(|&n| n <= 3), "{checks:?}");
    assert!(
        checks
            .iter()
            .any(|c| c.starts_with("1+2l@writes τ=") && c.contains(" sat ")),
        "{checks:?}"
    );
}
