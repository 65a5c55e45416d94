//! Judging a run observed under gdb against a test's expectations (the runner judges its own
//! runs; gdb runs give us stdout and the exit status).

use repaird_runner::TestCase;

/// `Some(pass)`, or `None` when the test needs an external checker, which only the runner runs.
pub fn passes(test: &TestCase, stdout: &str, exit_code: Option<i32>) -> Option<bool> {
    let expect = &test.expect;
    if expect.checker.is_some() {
        return None;
    }
    let Some(code) = exit_code else {
        return Some(false);
    };
    let ok = expect
        .stdout
        .as_ref()
        .is_none_or(|want| expect.stdout_matches(want, stdout))
        && expect
            .stdout_contains
            .as_ref()
            .is_none_or(|want| stdout.contains(want.as_str()))
        && expect
            .stdout_regex
            .as_ref()
            .is_none_or(|re| re.is_match(stdout))
        && expect.exit_code.is_none_or(|want| want == code);
    Some(ok)
}
