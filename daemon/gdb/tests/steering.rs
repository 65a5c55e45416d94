//! Steering: forcing a loop out, flipping a branch, skipping and replacing statements.

mod common;

use common::{at, launch, line_of};
use repaird_gdb::{Branch, RunOptions, StopReason};

fn loop_branch() -> Branch {
    Branch {
        condition_line: line_of("counter.c", "loop"),
        condition: Some("i < 1000000".into()),
        taken_line: line_of("counter.c", "body"),
        not_taken_line: line_of("counter.c", "skip_me"),
        always_jump: false,
        calls: false,
    }
}

#[tokio::test]
async fn a_loop_is_entered_naturally_then_forced_to_exit() {
    let (_bin, mut gdb) = launch("counter.c").await;
    gdb.start(&RunOptions::default()).await.unwrap();
    // Runs to the condition; it holds, so this is an ordinary step into the body.
    let entered = gdb.force_branch(&loop_branch(), true).await.unwrap();
    assert_eq!(entered.natural, Some(true));
    assert!(!entered.forced);
    assert_eq!(entered.stop.line, Some(line_of("counter.c", "body")));
    gdb.next().await.unwrap(); // i++ -> 1
    gdb.next().await.unwrap(); // i++ -> 2 (back at the body after the condition)
    let left = gdb.force_branch(&loop_branch(), false).await.unwrap();
    assert_eq!(left.natural, Some(true));
    assert!(left.forced);
    assert_eq!(left.stop.line, Some(line_of("counter.c", "skip_me")));
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Exited { code: 0 }
    );
    assert_eq!(gdb.inferior_output().text, "x=6 i=2\nsmall\n");
}

#[tokio::test]
async fn always_jump_jumps_even_where_the_condition_agrees() {
    // The caller ran what precedes the condition on its line (a `for` init): stepping would
    // run it again.
    let (_bin, mut gdb) = launch("counter.c").await;
    gdb.start(&RunOptions::default()).await.unwrap();
    let branch = Branch {
        always_jump: true,
        ..loop_branch()
    };
    let entered = gdb.force_branch(&branch, true).await.unwrap();
    assert_eq!(entered.natural, Some(true));
    assert!(entered.forced, "moved by a jump");
    assert_eq!(entered.stop.line, Some(line_of("counter.c", "body")));
}

#[tokio::test]
async fn a_statement_is_skipped_and_another_replaced() {
    let (_bin, mut gdb) = launch("counter.c").await;
    gdb.break_at(&at("counter.c", "skip_me")).await.unwrap();
    // Leave the long loop at once so the run is short.
    gdb.start(&RunOptions::default()).await.unwrap();
    gdb.force_branch(&loop_branch(), false).await.unwrap();
    let after_skip = gdb.skip_line().await.unwrap();
    assert_eq!(after_skip.line, Some(line_of("counter.c", "replace_me")));
    assert_eq!(gdb.evaluate_int("x").await.unwrap(), 0);
    // Hot patch: `x = x + 1` becomes `x = x + 40; i = i - 1`.
    let stop = gdb
        .replace_line("x = x + 40; i = i - 1;", None)
        .await
        .unwrap();
    assert_eq!(stop.line, Some(line_of("counter.c", "print")));
    assert_eq!(gdb.evaluate_int("x").await.unwrap(), 40);
    // Flip the `if`: x > 100 is false, go to the then-branch anyway.
    let flipped = gdb
        .force_branch(
            &Branch {
                condition_line: line_of("counter.c", "branch"),
                condition: Some("x > 100".into()),
                taken_line: line_of("counter.c", "big"),
                not_taken_line: line_of("counter.c", "small"),
                always_jump: false,
                calls: false,
            },
            true,
        )
        .await
        .unwrap();
    assert_eq!(flipped.natural, Some(false));
    assert!(flipped.forced);
    assert_eq!(flipped.stop.line, Some(line_of("counter.c", "big")));
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Exited { code: 0 }
    );
    assert_eq!(gdb.inferior_output().text, "x=40 i=-1\nbig\n");
}

#[tokio::test]
async fn control_flow_is_not_a_replacement_statement() {
    let (_bin, mut gdb) = launch("counter.c").await;
    gdb.start(&RunOptions::default()).await.unwrap();
    let before = gdb.location().await.unwrap();
    assert!(gdb.replace_line("return 1;", None).await.is_err());
    // Refused before the program moved.
    assert_eq!(gdb.location().await.unwrap().line, before.line);
}

#[tokio::test]
async fn entering_an_empty_loop_body_goes_round_once() {
    // The body has no line of its own: `next` would run the loop (for ever) on the condition
    // line. Entering jumps back to the start of that line instead.
    let (_bin, mut gdb) = launch("empty_loop.c").await;
    gdb.start(&RunOptions::default()).await.unwrap();
    let head = line_of("empty_loop.c", "loop");
    let branch = Branch {
        condition_line: head,
        condition: Some("go".into()),
        taken_line: head,
        not_taken_line: line_of("empty_loop.c", "after"),
        always_jump: false,
        calls: false,
    };
    for _ in 0..3 {
        let round = gdb.force_branch(&branch, true).await.unwrap();
        assert_eq!(round.natural, Some(true));
        assert!(round.forced, "moved by a jump");
        assert_eq!(round.stop.line, Some(head));
    }
    let left = gdb.force_branch(&branch, false).await.unwrap();
    assert_eq!(left.stop.line, Some(line_of("empty_loop.c", "after")));
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Exited { code: 3 }
    );
}

fn calling_branch(name: &str, taken: &str, not_taken: &str) -> Branch {
    Branch {
        condition_line: line_of("calls_in_condition.c", name),
        condition: Some("whatever gdb must not evaluate".into()),
        taken_line: line_of("calls_in_condition.c", taken),
        not_taken_line: line_of("calls_in_condition.c", not_taken),
        always_jump: false,
        calls: true,
    }
}

#[tokio::test]
async fn a_condition_that_calls_runs_its_calls_once_and_a_fault_in_them_is_forced_past() {
    let (_bin, mut gdb) = launch("calls_in_condition.c").await;
    gdb.start(&RunOptions::default()).await.unwrap();
    let first = calling_branch("first", "first_yes", "first_no");
    let agreed = gdb.force_branch(&first, true).await.unwrap();
    assert_eq!(agreed.natural, Some(true));
    assert!(!agreed.forced, "the program went that way itself");
    assert_eq!(
        agreed.stop.line,
        Some(line_of("calls_in_condition.c", "first_yes"))
    );
    // The call inside the second condition faults: its frame is popped, and the program is
    // moved to the side asked for.
    let second = calling_branch("second", "second_yes", "after");
    let forced = gdb.force_branch(&second, true).await.unwrap();
    assert_eq!(forced.natural, None);
    assert!(forced.forced);
    assert_eq!(
        forced.stop.line,
        Some(line_of("calls_in_condition.c", "second_yes"))
    );
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Exited { code: 0 }
    );
    // Each condition's call ran once: gdb evaluated neither.
    assert_eq!(
        gdb.inferior_output().text,
        "first yes\nsecond yes\ncalls 2\n"
    );
}

#[tokio::test]
async fn a_condition_that_calls_is_moved_when_it_went_the_other_way() {
    let (_bin, mut gdb) = launch("calls_in_condition.c").await;
    gdb.start(&RunOptions::default()).await.unwrap();
    let first = calling_branch("first", "first_yes", "first_no");
    let flipped = gdb.force_branch(&first, false).await.unwrap();
    assert_eq!(flipped.natural, Some(true));
    assert!(flipped.forced);
    assert_eq!(
        flipped.stop.line,
        Some(line_of("calls_in_condition.c", "first_no"))
    );
    gdb.force_branch(&calling_branch("second", "second_yes", "after"), false)
        .await
        .unwrap();
    assert_eq!(
        gdb.cont().await.unwrap().reason,
        StopReason::Exited { code: 0 }
    );
    assert_eq!(gdb.inferior_output().text, "first no\ncalls 2\n");
}
