//! The debug-repair runner: WOLVERINE's proof-guided repair with gradient localization, driven
//! by specifications generated from the reference (`spec_gen`) on a few failing tests and a
//! passing one, on one solver backend; once with localization and once without
//! (`wolverine-noloc`). The tests run in one debug session (`rerun` between them) and one
//! repair meets the asserted states of all of them: one test's states rarely pin a patch down
//! (the sequential repair, one test after the other on top of the patch, left 12 of 24 quick
//! mutants with a wrong patch on z3; the joint repair 5).
//!
//! The reference's states for a test do not depend on the mutant, the backend or the
//! variant: they are traced once per (program, test, call) in a run and reused, as a
//! programmer keeps the expected states they wrote down. A case's time includes tracing only
//! when it is the first to need that trace.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{LazyLock, Mutex};
use std::time::{Duration, Instant};

use repaird_driver::debug::{DebugError, DebugOptions};
use repaird_engine::wolverine::RepairError;
use repaird_gdb::LaunchOptions;
use repaird_solvers::Profile;

use crate::corpus::Program;
use crate::runners::case::MutantCase;
use crate::runners::judge::{judge, Verdict, TEST_DEADLINE};
use crate::runners::record::{CaseRecord, Outcome, Task};
use crate::runners::timeline::{timed, Timeline};
use crate::spec_gen::{
    drive_mutant_runs, ends_alike, render_script, starts_alike, trace_reference, ReferenceTrace,
    SpecError, SpecOptions, SpecRun, TestRun,
};
use crate::suite::TestCase;

pub const ENGINE: &str = "wolverine";
/// The same engine with gradient localization off (`localize off`): the whole function is
/// the repair space. The report pairs these records with [`ENGINE`]'s for the speedup.
pub const ENGINE_NO_LOCALIZATION: &str = "wolverine-noloc";
/// The same engine with the encoding's integers in the arithmetic the backend's profile
/// does not prefer (`prefers_bitvectors`): integers where it prefers 32-bit bit-vectors and
/// the reverse. The report pairs these records with [`ENGINE`]'s: a speedup above 1 says
/// the profile's preference is right.
pub const ENGINE_OTHER_ARITHMETIC: &str = "wolverine-arith";
/// The same engine with a repair's attempts one at a time (`speculative_attempts = false`;
/// the same answers). The report pairs these records with [`ENGINE`]'s for the speedup of
/// running the next attempt beside the awaited one.
pub const ENGINE_ONE_AT_A_TIME: &str = "wolverine-serial";

/// What a benchmark run varies in the engine: the default, or one thing switched off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    Default,
    /// Gradient localization off ([`ENGINE_NO_LOCALIZATION`]).
    NoLocalization,
    /// The arithmetic the backend does not prefer ([`ENGINE_OTHER_ARITHMETIC`]).
    OtherArithmetic,
    /// A repair's attempts one at a time ([`ENGINE_ONE_AT_A_TIME`]).
    OneAtATime,
}

impl Variant {
    pub fn engine(self) -> &'static str {
        match self {
            Variant::Default => ENGINE,
            Variant::NoLocalization => ENGINE_NO_LOCALIZATION,
            Variant::OtherArithmetic => ENGINE_OTHER_ARITHMETIC,
            Variant::OneAtATime => ENGINE_ONE_AT_A_TIME,
        }
    }
}

/// Runs one case in one variant; `diagnostics`: a directory for a look at one slow case,
/// where the solver sessions record what they were sent, each session's script is written
/// before its repair runs (`sessions.txt`), and the runner's steps with their times
/// (`timeline.txt`, see [`Timeline`]).
pub async fn run_variant(
    case: &MutantCase<'_>,
    solver: &str,
    timeout: Duration,
    run_dir: &Path,
    variant: Variant,
    diagnostics: Option<&Path>,
) -> CaseRecord {
    let engine = variant.engine();
    let mut record = case.record(Task::Repair, engine, Some(solver), Outcome::Error);
    let Some(profile) = Profile::builtin(solver) else {
        record.detail = format!("unknown solver profile {solver}");
        return record;
    };
    let bitvectors = (variant == Variant::OtherArithmetic).then_some(!profile.prefers_bitvectors);
    let options = SpecOptions {
        debug: DebugOptions {
            // The corpus programs finish in milliseconds: a run still going after the
            // judge's test deadline is a mutant (or patch) that loops. At the daemon's 10 s,
            // each `next` over a call that never returns cost a third of a case's 30 s.
            launch: LaunchOptions {
                run_timeout: TEST_DEADLINE,
                ..LaunchOptions::default()
            },
            solver: Some(profile),
            // One case's rounds share their refusals, as a programmer's sessions on one
            // daemon do; no other case or variant sees them.
            refusals: Some(Default::default()),
            localize: variant != Variant::NoLocalization,
            bitvectors,
            speculative_attempts: variant != Variant::OneAtATime,
            transcript_dir: diagnostics.map(Path::to_path_buf),
            ..DebugOptions::default()
        },
        script_before_repair: diagnostics.map(|d| d.join("sessions.txt")),
        timeline: diagnostics.map(|_| Timeline::default()),
        ..SpecOptions::default()
    };
    let started = Instant::now();
    // A patch that fails a reference test gets that test's run asserted too and the session
    // is replayed, as a programmer who ran the tests on the patch would (up to `REFINEMENTS`
    // times). Insertion slots are the engine's business: it adds one when the proof needs it
    // (up to `[repair] tau_insertion_max`).
    let mut progress = Progress::default();
    let result = tokio::time::timeout(timeout, async {
        let mut case = case.clone();
        match helpers_first(case, &options, run_dir, &mut record, &mut progress).await {
            Some(patched) => case = patched,
            None => return Ok(()),
        }
        let mut extra: Vec<(String, usize)> = Vec::new();
        let mut rounds = 0;
        loop {
            let append = progress.scripts_written || rounds > 0;
            let next = attempt(&case, &options, &extra, run_dir, &mut record, append).await?;
            progress.scripts_written = true;
            progress.earlier.carry(&mut record);
            match next {
                Next::Done => return Ok::<(), SpecError>(()),
                Next::AlsoAssert {
                    tests,
                    patched,
                    asserted,
                } if rounds < REFINEMENTS => {
                    rounds += 1;
                    // One failing test a round: each costs a traced run and a bigger encoding.
                    let written = written_patch(&case, &patched);
                    let path = written.as_ref().map(|(_, path)| path.as_path());
                    let Some((name, call)) = timed(
                        options.timeline.as_ref(),
                        next_run(&case, &tests, path, &asserted, &options),
                        |run| format!("the next round's run: {run:?}"),
                    )
                    .await
                    else {
                        return Ok(());
                    };
                    // The program faults in an earlier call of the test and never gets to
                    // this one: a programmer debugs it on the patch, which gets that far. The
                    // patched program is the next round's (its patch carried in the detail).
                    if call > 1
                        && patched != case.text
                        && !timed(
                            options.timeline.as_ref(),
                            reaches(&case, &name, call, &options),
                            |reached| format!("the program reaches call {call}: {reached}"),
                        )
                        .await
                    {
                        if let Some((dir, path)) = written {
                            progress.carried_changes.push(record.detail.clone());
                            case = case.with_text(path, patched);
                            progress.dirs.push(dir);
                            extra.clear();
                            // On the patch, a helper's call may now start as the
                            // reference's and end elsewhere: the programmer steps into it.
                            match helpers_first(case, &options, run_dir, &mut record, &mut progress)
                                .await
                            {
                                Some(patched) => case = patched,
                                None => return Ok(()),
                            }
                        }
                    }
                    extra.push((name, call));
                }
                _ => return Ok(()),
            }
        }
    })
    .await;
    record.millis = started.elapsed().as_millis() as u64;
    if let (Some(dir), Some(timeline)) = (diagnostics, &options.timeline) {
        let _ = std::fs::write(dir.join("timeline.txt"), timeline.render());
    }
    match result {
        Err(_) => {
            record.outcome = Outcome::Timeout;
            record.detail = format!("no answer within {} s", timeout.as_secs());
        }
        Ok(Err(e)) => {
            record.outcome = Outcome::Error;
            record.detail = e.to_string();
        }
        Ok(Ok(())) => {}
    }
    if !progress.carried_changes.is_empty() {
        record.detail = format!(
            "on the patch {}: {}",
            progress.carried_changes.join(" | then on the patch "),
            record.detail
        );
    }
    if !progress.helper_changes.is_empty() {
        record.detail = format!(
            "helper first: {} | then {}: {}",
            progress.helper_changes.join(" | "),
            case.function,
            record.detail
        );
    }
    record
}

/// The run a refinement round asserts as well: of the tests the patch (written at
/// `patched`) fails, the first whose diverging call no session of the attempt asserted
/// (call 1 where the patch could not be written or no traced call differs: the test fails
/// on its output). Failing that, the first only a later session asserted: a round adds
/// its run to the first session, which then may need a change where it needed none.
async fn next_run(
    case: &MutantCase<'_>,
    failing: &[String],
    patched: Option<&Path>,
    asserted: &[((String, usize), bool)],
    options: &SpecOptions,
) -> Option<(String, usize)> {
    let mut seen = Vec::new();
    for name in failing {
        let Some(test) = case.program.suite.test(name) else {
            continue;
        };
        let diverging = match patched {
            Some(path) => diverging_call(case, path, test, options).await,
            None => None,
        };
        let run = (name.clone(), diverging.unwrap_or(1));
        match asserted.iter().find(|(r, _)| *r == run) {
            None => return Some(run),
            Some((_, in_first)) => seen.push((run, *in_first)),
        }
    }
    seen.into_iter()
        .find(|(_, in_first)| !in_first)
        .map(|(run, _)| run)
}

/// What a case's attempts have done so far.
#[derive(Default)]
struct Progress {
    /// Repair effort of the attempts so far: a case asked again counts every attempt.
    earlier: Effort,
    scripts_written: bool,
    /// Helpers repaired before any round of the function.
    helper_changes: Vec<String>,
    /// Patches a later round builds on (a test's later call the mutant never reaches, or
    /// a helper repaired on such a patch).
    carried_changes: Vec<String>,
    /// The directories of the texts the case went on from.
    dirs: Vec<tempfile::TempDir>,
}

/// Repairs the helpers of `case`'s function whose calls go wrong (start as the reference's
/// and end elsewhere), each in a session of its own, before the function: `None` when a
/// helper's patch passes every test (`record` says so), else the case on the text with
/// the helpers' patches.
async fn helpers_first<'p>(
    mut case: MutantCase<'p>,
    options: &SpecOptions,
    run_dir: &Path,
    record: &mut CaseRecord,
    progress: &mut Progress,
) -> Option<MutantCase<'p>> {
    // Before the function's first round, a patched helper is told apart in the detail;
    // later, it is one more patch the rounds build on.
    let before_rounds = progress.carried_changes.is_empty();
    let diverging = timed(
        options.timeline.as_ref(),
        diverging_helpers(&case, options),
        |found| format!("helper checks: {} diverging", found.len()),
    )
    .await;
    for (helper, lead) in diverging {
        let helper_case = case.for_function(&helper, lead);
        let (patched, detail) =
            match repair_helper(&helper_case, options, run_dir, record, progress).await {
                HelperRepair::PassesAll => {
                    record.detail = format!("{helper}: {}", record.detail);
                    return None;
                }
                HelperRepair::Patched { text, detail } => (text, detail),
                // The helper's own session found nothing: the function's may.
                HelperRepair::Nothing => continue,
            };
        let Some((dir, path)) = written_patch(&case, &patched) else {
            break;
        };
        if before_rounds {
            progress.helper_changes.push(detail);
        } else {
            progress.carried_changes.push(format!("{helper}: {detail}"));
        }
        progress.dirs.push(dir);
        case = case.with_text(path, patched);
    }
    Some(case)
}

/// What a helper's sessions came to.
enum HelperRepair {
    /// A patch passes every test (the record says so).
    PassesAll,
    /// The last patch, the whole file, and what it changed.
    Patched {
        text: String,
        detail: String,
    },
    Nothing,
}

/// One helper's sessions, refined like the function's: a patch that fails a test in a call
/// of the helper that starts as the reference's and ends elsewhere gets that call asserted
/// too ([`wrong_helper_call`]).
async fn repair_helper(
    helper_case: &MutantCase<'_>,
    options: &SpecOptions,
    run_dir: &Path,
    record: &mut CaseRecord,
    progress: &mut Progress,
) -> HelperRepair {
    let mut extra: Vec<(String, usize)> = Vec::new();
    let mut last = HelperRepair::Nothing;
    loop {
        let next = attempt(
            helper_case,
            options,
            &extra,
            run_dir,
            record,
            progress.scripts_written,
        )
        .await;
        progress.scripts_written = true;
        progress.earlier.carry(record);
        let (tests, text, asserted) = match next {
            Ok(Next::Done) if record.outcome == Outcome::Repaired => {
                return HelperRepair::PassesAll
            }
            Ok(Next::AlsoAssert {
                tests,
                patched,
                asserted,
            }) => (tests, patched, asserted),
            _ => return last,
        };
        let patched = (extra.len() < REFINEMENTS)
            .then(|| written_patch(helper_case, &text))
            .flatten();
        // Unchanged, the helper met every asserted state: a failing test may hold more.
        if text != helper_case.text {
            last = HelperRepair::Patched {
                text: text.clone(),
                detail: record.detail.clone(),
            };
        }
        let Some((_dir, path)) = patched else {
            return last;
        };
        let on_patch = helper_case.with_text(path, text);
        match wrong_helper_call(&on_patch, &tests, &asserted, options).await {
            Some(run) => extra.push(run),
            None => return last,
        }
    }
}

/// Of the tests `case`'s program fails, the first call of its function (a helper; up to
/// [`CALLS_TRIED`]) that starts as the reference's and ends elsewhere, and that the
/// attempt did not assert. A test whose calls of the helper all start elsewhere or end
/// alike fails on what the caller does.
async fn wrong_helper_call(
    case: &MutantCase<'_>,
    failing: &[String],
    asserted: &[((String, usize), bool)],
    options: &SpecOptions,
) -> Option<(String, usize)> {
    for name in failing {
        let Some(test) = case.program.suite.test(name) else {
            continue;
        };
        let (_, first) = first_call(test);
        for call in 1..=CALLS_TRIED {
            let run = TestRun {
                call,
                ..first.clone()
            };
            match compare_helper_call(case, &case.function, &run, options).await {
                HelperCall::Wrong
                    if !asserted.iter().any(|((n, c), _)| n == name && *c == call) =>
                {
                    return Some((name.clone(), call))
                }
                HelperCall::Wrong | HelperCall::Alike => {}
                HelperCall::NotMade | HelperCall::Incomparable => break,
            }
        }
    }
    None
}

/// `text` written as the case's source file in a directory of its own (kept while the
/// directory lives).
fn written_patch(case: &MutantCase<'_>, text: &str) -> Option<(tempfile::TempDir, PathBuf)> {
    let dir = tempfile::tempdir().ok()?;
    let path = dir.path().join(case.program.source_file_name());
    std::fs::write(&path, text).ok()?;
    Some((dir, path))
}

/// Failing tests whose runs give specifications (in `spec_runs` order).
const SPEC_TESTS: usize = 3;
/// Passing tests whose runs are asserted as well: one run's states rarely pin a patch down,
/// and a passing run keeps the patch from breaking what works.
const PASSING_TESTS: usize = 1;
/// Calls of the function tried on the first test: a fault can show only in a later call (an
/// insertion into a tree that is no longer empty).
const CALLS_TRIED: usize = 3;

/// Tests a wrong patch fails that are added to the session's runs, one per round.
const REFINEMENTS: usize = 4;

/// The solver work of the attempts before the current one.
#[derive(Default)]
struct Effort {
    solver_calls: u32,
    widenings: u32,
    repair_millis: u64,
}

impl Effort {
    /// Adds the earlier attempts' work to `record`'s (the last attempt's), and keeps the sum.
    fn carry(&mut self, record: &mut CaseRecord) {
        record.solver_calls = add(record.solver_calls, self.solver_calls);
        record.widenings = add(record.widenings, self.widenings);
        record.repair_millis = add(record.repair_millis, self.repair_millis);
        *self = Effort {
            solver_calls: record.solver_calls.unwrap_or(0),
            widenings: record.widenings.unwrap_or(0),
            repair_millis: record.repair_millis.unwrap_or(0),
        };
    }
}

/// Failing tests tried for a helper's call: the mutant may return before calling it.
const HELPER_TESTS: usize = 4;

/// How long a traced run compared with the reference's (a helper's call in the mutant, a
/// call of the function on a patch) may go between two stops.
const COMPARED_RUN_DEADLINE: Duration = Duration::from_millis(500);

/// `options` for tracing a call that is only compared with the reference's `wanted`: one
/// that stops far more often goes round a loop for ever, and the reference gets anywhere in
/// milliseconds, so a run that loops before the call is given up on soon, not at the test
/// deadline. Unbounded, a patch that looped in its call was stepped 2,000 times (5.6 s of
/// sll_remove_duplicates ⟨2,1⟩'s refinement round on the EPYC).
pub fn compared_with(wanted: &ReferenceTrace, options: &SpecOptions) -> SpecOptions {
    let mut bounded = SpecOptions {
        max_steps: 2 * wanted.stops.len() + 20,
        ..options.clone()
    };
    bounded.debug.launch.run_timeout = COMPARED_RUN_DEADLINE;
    bounded
}

/// How one call of a helper in the mutant compares with the reference's.
enum HelperCall {
    /// It starts from the reference's state and ends in another, or never ends.
    Wrong,
    /// It starts and ends as the reference's.
    Alike,
    /// It starts elsewhere (its caller went wrong first), or the reference makes no such
    /// call: later calls say nothing of the helper.
    Incomparable,
    /// The mutant makes no such call.
    NotMade,
}

async fn compare_helper_call(
    case: &MutantCase<'_>,
    helper: &str,
    run: &TestRun,
    options: &SpecOptions,
) -> HelperCall {
    let Ok(wanted) = reference_trace(case.program, helper, run, options).await else {
        return HelperCall::Incomparable;
    };
    let bounded = compared_with(&wanted, options);
    match trace_reference(&case.source, helper, run, &bounded).await {
        Ok(got) if !starts_alike(&wanted, &got) => HelperCall::Incomparable,
        Ok(got) if ends_alike(&wanted, &got) => HelperCall::Alike,
        Ok(_) | Err(SpecError::TooLong { .. } | SpecError::Stuck { .. }) => HelperCall::Wrong,
        Err(SpecError::NotReached(_)) => HelperCall::NotMade,
        Err(_) => HelperCall::Incomparable,
    }
}

/// The helpers of the case's function with a call (of the first [`CALLS_TRIED`] in a failing
/// test) that starts from the reference's state and ends in another, or never ends: a
/// programmer who stepped over such a call and saw a wrong result (or waited in vain) steps
/// into it and debugs it before the function that calls it. Each call compared costs a
/// traced run of the mutant, so a helper whose code is the reference's (and calls nothing
/// changed) is not compared: it cannot go wrong from the reference's state
/// ([`MutantCase::may_diverge`]). With each helper, the test and call that showed it.
async fn diverging_helpers(
    case: &MutantCase<'_>,
    options: &SpecOptions,
) -> Vec<(String, (String, usize))> {
    // The tests that timed out first: a helper that never returns is the likeliest cause.
    let mut runs = case.spec_runs();
    runs.sort_by_key(|(name, _)| !case.record.timed_out_tests.contains(name));
    let mut out = Vec::new();
    'helpers: for helper in case.helpers().into_iter().filter(|h| case.may_diverge(h)) {
        let mut tried = 0;
        'tests: for (test, first) in &runs {
            if tried == HELPER_TESTS {
                break;
            }
            for call in 1..=CALLS_TRIED {
                let run = TestRun {
                    call,
                    ..first.clone()
                };
                match compare_helper_call(case, helper, &run, options).await {
                    HelperCall::Wrong => {
                        out.push((helper.to_string(), (test.clone(), call)));
                        continue 'helpers;
                    }
                    HelperCall::Alike => {}
                    // A test whose run never calls the helper does not count as tried.
                    HelperCall::NotMade if call == 1 => continue 'tests,
                    HelperCall::NotMade | HelperCall::Incomparable => break,
                }
            }
            tried += 1;
        }
    }
    out
}

/// `count` plus what earlier attempts spent; none when neither spent anything.
fn add<T: Copy + Default + PartialEq + std::ops::Add<Output = T>>(
    count: Option<T>,
    earlier: T,
) -> Option<T> {
    match count {
        None if earlier == T::default() => None,
        count => Some(count.unwrap_or_default() + earlier),
    }
}

/// A test's first call of the function, as a run to assert.
fn first_call(test: &TestCase) -> (String, TestRun) {
    (
        test.name.clone(),
        TestRun {
            args: test.args.clone(),
            stdin: test.stdin.clone(),
            call: 1,
        },
    )
}

/// What the case asks for after one attempt.
enum Next {
    Done,
    /// The patch (`patched`, the whole file; the program unchanged when it met every
    /// asserted state) fails these reference tests.
    AlsoAssert {
        tests: Vec<String>,
        patched: String,
        /// The runs (test, call) the attempt's sessions asserted, each with whether the
        /// first session did.
        asserted: Vec<((String, usize), bool)>,
    },
}

/// The first call of the function in `test` (up to [`CALLS_TRIED`]) that the patched
/// program (at `patched`) leaves in another state than the reference, or crashes in: the call a programmer
/// who ran the test on the patch would step through and assert. A patch often meets call
/// 1 and fails in a later one (a queue's second enqueue), where asserting call 1 teaches
/// the repair nothing. `None` when no traced call differs (the test fails on its output).
async fn diverging_call(
    case: &MutantCase<'_>,
    patched: &Path,
    test: &TestCase,
    options: &SpecOptions,
) -> Option<usize> {
    let (_, first) = first_call(test);
    for call in 1..=CALLS_TRIED {
        let run = TestRun {
            call,
            ..first.clone()
        };
        // The reference makes no such call: neither do the later ones.
        let Ok(wanted) = reference_trace(case.program, &case.function, &run, options).await else {
            break;
        };
        let bounded = compared_with(&wanted, options);
        let differs = match trace_reference(patched, &case.function, &run, &bounded).await {
            Ok(got) => !ends_alike(&wanted, &got),
            Err(_) => true,
        };
        if differs {
            return Some(call);
        }
    }
    None
}

/// Whether the case's program (the mutant, or the patch it builds on) gets to the `call`-th
/// call of the function in test `name`: a fault in an earlier call ends the run before it.
async fn reaches(case: &MutantCase<'_>, name: &str, call: usize, options: &SpecOptions) -> bool {
    let Some(test) = case.program.suite.test(name) else {
        return false;
    };
    let (_, first) = first_call(test);
    let run = TestRun { call, ..first };
    // Entering the call is all it takes: no step of it is traced (a mutant that loops in
    // it was stepped 2,000 times).
    let entered = SpecOptions {
        max_steps: 0,
        ..options.clone()
    };
    !matches!(
        trace_reference(&case.source, &case.function, &run, &entered).await,
        Err(SpecError::NotReached(_))
    )
}

/// The sessions tried, in order, each a list of runs that one joint repair must meet: call 1
/// of the first failing tests and of a passing test; then, when those runs needed no change,
/// the later calls of the first failing test besides them.
fn spec_sessions(case: &MutantCase<'_>, extra: &[(String, usize)]) -> Vec<Vec<(String, TestRun)>> {
    let mut failing: Vec<(String, TestRun)> =
        case.spec_runs().into_iter().take(SPEC_TESTS).collect();
    for (name, call) in extra {
        if failing
            .iter()
            .any(|(n, run)| n == name && run.call.max(1) == *call)
        {
            continue;
        }
        if let Some(t) = case.program.suite.test(name) {
            let (name, run) = first_call(t);
            failing.push((name, TestRun { call: *call, ..run }));
        }
    }
    let mut passing: Vec<_> = case
        .program
        .suite
        .tests
        .iter()
        .filter(|t| {
            !case.record.failing_tests.contains(&t.name)
                && !case.record.timed_out_tests.contains(&t.name)
        })
        .collect();
    passing.sort_by_key(|t| (t.args.len().abs_diff(4), t.args.len()));
    let mut first: Vec<(String, TestRun)> = failing.clone();
    first.extend(passing.into_iter().take(PASSING_TESTS).map(first_call));
    let mut later: Vec<(String, TestRun)> = Vec::new();
    if let Some((name, run)) = failing.first() {
        for call in 2..=CALLS_TRIED {
            later.push((
                name.clone(),
                TestRun {
                    call,
                    ..run.clone()
                },
            ));
        }
    }
    later.extend(first.iter().cloned());
    vec![first, later]
}

/// What identifies a reference trace: the reference source, the function, the run.
type TraceKey = (PathBuf, String, Vec<String>, Option<String>, usize);

static REFERENCE_TRACES: LazyLock<Mutex<HashMap<TraceKey, ReferenceTrace>>> =
    LazyLock::new(Default::default);

/// The reference's trace for `run`, traced under gdb the first time it is asked for.
async fn reference_trace(
    program: &Program,
    function: &str,
    run: &TestRun,
    options: &SpecOptions,
) -> Result<ReferenceTrace, SpecError> {
    let key = (
        program.source_path.clone(),
        function.to_string(),
        run.args.clone(),
        run.stdin.clone(),
        run.call.max(1),
    );
    let known = REFERENCE_TRACES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .get(&key)
        .cloned();
    if let Some(trace) = known {
        return Ok(trace);
    }
    let trace = trace_reference(&program.source_path, function, run, options).await?;
    REFERENCE_TRACES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .insert(key, trace.clone());
    Ok(trace)
}

/// What the sessions found, for the record.
#[derive(Default)]
struct Totals {
    changes: Vec<String>,
    solver_calls: u32,
    widenings: u32,
    repair_ms: u64,
    repairs: u32,
    suspicious: Vec<u32>,
    scripts: String,
}

impl Totals {
    /// The solver work of the repairs that ran so far (none ran: `None`).
    fn publish(&self, record: &mut CaseRecord) {
        let ran = self.repairs > 0;
        record.solver_calls = ran.then_some(self.solver_calls);
        record.widenings = ran.then_some(self.widenings);
        record.repair_millis = ran.then_some(self.repair_ms);
    }
}

/// The reference traces of `runs` (a run the reference does not reach is left out).
async fn traces_of(
    case: &MutantCase<'_>,
    runs: &[(String, TestRun)],
    options: &SpecOptions,
    last_error: &mut Option<SpecError>,
) -> Vec<(String, ReferenceTrace, TestRun)> {
    let mut out = Vec::new();
    for (test, run) in runs {
        match reference_trace(case.program, &case.function, run, options).await {
            Ok(trace) => out.push((test.clone(), trace, run.clone())),
            Err(e) => *last_error = Some(e),
        }
    }
    out
}

/// One session over `traces` (a first run the mutant never enters is dropped and the next
/// one leads); the runs actually given to the session with it.
async fn drive(
    case: &MutantCase<'_>,
    traces: &[(String, ReferenceTrace, TestRun)],
    options: &SpecOptions,
) -> Result<(SpecRun, usize), SpecError> {
    let mut from = 0;
    loop {
        let runs: Vec<(&ReferenceTrace, &TestRun)> =
            traces[from..].iter().map(|(_, t, r)| (t, r)).collect();
        match drive_mutant_runs(&case.source, &case.program.source, &runs, options).await {
            Err(SpecError::NotReached(_)) if from + 1 < traces.len() => from += 1,
            other => return other.map(|spec| (spec, from)),
        }
    }
}

/// Fills `record`. `extra`: runs of reference tests (test, call) asserted as well (failed by
/// an earlier attempt's patch).
async fn attempt(
    case: &MutantCase<'_>,
    options: &SpecOptions,
    extra: &[(String, usize)],
    run_dir: &Path,
    record: &mut CaseRecord,
    append_scripts: bool,
) -> Result<Next, SpecError> {
    let file_name = case.program.source_file_name();
    let mut totals = Totals::default();
    let mut last_spec_error = None;
    let mut runs_driven = 0;
    let mut asserted = Vec::new();
    let mut patched: Option<String> = None;
    let mut failure: Option<(Outcome, String)> = None;
    for (k, runs) in spec_sessions(case, extra).iter().enumerate() {
        let traces = timed(
            options.timeline.as_ref(),
            traces_of(case, runs, options, &mut last_spec_error),
            |traces| format!("reference traces of {} run(s)", traces.len()),
        )
        .await;
        if traces.is_empty() {
            continue;
        }
        let (spec, from) = timed(
            options.timeline.as_ref(),
            drive(case, &traces, options),
            |d| {
                let repair = d
                    .as_ref()
                    .ok()
                    .and_then(|(spec, _)| spec.repair.as_ref().ok());
                match repair.and_then(|reply| reply.repair.as_ref()) {
                    Some(stats) => format!("session (its repair {} ms)", stats.millis),
                    None => "session (no repair ran)".to_string(),
                }
            },
        )
        .await?;
        let given = &traces[from..];
        runs_driven += given.len();
        for (test, _, run) in given {
            asserted.push(((test.clone(), run.call.max(1)), k == 0));
        }
        let mut header = vec![format!(
            "{}: round {}, session {}, one repair over {} run(s) of {}, states of the reference:",
            case.record.id,
            extra.len() + 1,
            k + 1,
            given.len(),
            case.function
        )];
        for (i, (test, _, run)) in given.iter().enumerate() {
            header.push(format!("  run {}: test `{test}`, call {}", i + 1, run.call));
        }
        header.push(format!(
            "replay: repair debug {} --script THIS_FILE -- {}",
            case.record.source_file,
            given[0].2.args.join(" ")
        ));
        totals
            .scripts
            .push_str(&render_script(&header, &spec.commands));
        match spec.repair {
            Ok(reply) => {
                if let Some(stats) = &reply.repair {
                    totals.solver_calls += stats.solver_calls;
                    totals.widenings += stats.widenings;
                    totals.repair_ms += stats.millis;
                    record.repair_command_millis.push(stats.millis);
                    record.repair_command_search.push(stats.search.clone());
                    record.repair_command_phases.push([
                        stats.localize_millis,
                        stats.encode_millis,
                        stats.solve_millis,
                    ]);
                    totals.repairs += 1;
                    totals.publish(record);
                }
                if totals.suspicious.is_empty() {
                    totals.suspicious = reply.suspicious.iter().map(|s| s.line).collect();
                }
                if let Some(patch) = reply.patch {
                    totals.changes.extend(patch.changes);
                    patched = Some(patch.patched_text);
                    break;
                }
                // Every run already meets its asserted states: the later calls may not.
            }
            Err(failed) => {
                let mut detail = failed.to_string();
                if let Some(note) = &spec.note {
                    detail.push_str(&format!(" ({note})"));
                }
                // The searches a refused repair ran (localization, the whole function, the
                // helpers) say where it was refused.
                if !failed.messages.is_empty() {
                    detail.push_str(&format!(" [said: {}]", failed.messages.join("; ")));
                }
                failure = Some((outcome_of(&failed.error), detail));
                break;
            }
        }
    }
    save_script(run_dir, case, &totals.scripts, append_scripts, record);
    if runs_driven == 0 {
        return Err(last_spec_error.unwrap_or_else(|| SpecError::NotReached(case.function.clone())));
    }
    totals.publish(record);
    record.suspicious = None;
    record.fault_rank = None;
    if !totals.suspicious.is_empty() {
        record.suspicious = Some(totals.suspicious.len());
        if totals
            .suspicious
            .iter()
            .any(|l| case.fault_lines.contains(l))
        {
            record.fault_rank = Some(totals.suspicious.len());
        }
    }
    let Some(text) = patched else {
        return Ok(match failure {
            Some((outcome, detail)) => {
                record.outcome = outcome;
                record.detail = detail;
                Next::Done
            }
            None => {
                record.outcome = Outcome::NoPatch;
                record.detail = format!(
                    "the program already meets every asserted state of {runs_driven} run(s)"
                );
                // Tests it fails hold states the runs so far do not: a round asserts one.
                match judge(&case.text, &file_name, &case.program.suite) {
                    Ok(Verdict::Fails(tests)) => {
                        record
                            .detail
                            .push_str(&format!(" (fails {})", tests.join(", ")));
                        Next::AlsoAssert {
                            tests,
                            patched: case.text.clone(),
                            asserted,
                        }
                    }
                    _ => Next::Done,
                }
            }
        });
    };
    record.detail = totals.changes.join("; ");
    record
        .detail
        .push_str(&format!(" [{} repair(s)]", totals.repairs));
    if !extra.is_empty() {
        record.detail.push_str(&format!(
            " [runs of {} asserted after earlier patches failed them]",
            extra
                .iter()
                .map(|(test, call)| format!("{test} (call {call})"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    let mut next = Next::Done;
    let verdict = timed(
        options.timeline.as_ref(),
        async { judge(&text, &file_name, &case.program.suite) },
        |verdict| format!("judging the patch: {verdict:?}"),
    )
    .await;
    record.outcome = match verdict {
        Ok(Verdict::PassesAll) => Outcome::Repaired,
        Ok(Verdict::Fails(tests)) => {
            record
                .detail
                .push_str(&format!(" (fails {})", tests.join(", ")));
            next = Next::AlsoAssert {
                tests,
                patched: text.clone(),
                asserted: asserted.clone(),
            };
            Outcome::WrongPatch
        }
        Ok(Verdict::DoesNotCompile) => {
            record.detail.push_str(" (does not compile)");
            Outcome::WrongPatch
        }
        Err(e) => {
            record.detail = format!("judging the patch: {e}");
            Outcome::Error
        }
    };
    Ok(next)
}

/// The engine searched and found nothing: no patch; it could not model or use the program
/// or the specification: an error.
fn outcome_of(e: &DebugError) -> Outcome {
    match e {
        DebugError::Repair(
            RepairError::InconsistentSpec { .. }
            | RepairError::NeedMoreSlots { .. }
            | RepairError::TriesExceeded { .. }
            | RepairError::Unknown(_),
        ) => Outcome::NoPatch,
        _ => Outcome::Error,
    }
}

/// Writes the attempt's scripts; a later attempt (`append`: a refinement round, or the
/// function's after a helper's) adds its own after the earlier ones', so the file holds the
/// session of every repair the case ran.
fn save_script(
    run_dir: &Path,
    case: &MutantCase<'_>,
    scripts: &str,
    append: bool,
    record: &mut CaseRecord,
) {
    // `wolverine-noloc` → `_noloc`, `wolverine-arith` → `_arith`; then the backend, so the
    // scripts of one case on several backends do not overwrite each other.
    let suffix = record
        .engine
        .strip_prefix(ENGINE)
        .unwrap_or_default()
        .replace('-', "_");
    let solver = record.solver.as_deref().unwrap_or("default");
    let name = format!("{}{suffix}_{solver}.txt", case.record.id.replace('/', "_"));
    let dir = run_dir.join("scripts");
    let written = std::fs::create_dir_all(&dir).is_ok() && {
        use std::io::Write;
        std::fs::OpenOptions::new()
            .create(true)
            .write(true)
            .append(append)
            .truncate(!append)
            .open(dir.join(&name))
            .and_then(|mut f| f.write_all(scripts.as_bytes()))
            .is_ok()
    };
    if written {
        record.script = Some(format!("scripts/{name}"));
    }
}
