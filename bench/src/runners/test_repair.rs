//! Test-driven repair (`repaird_driver::repair`): the single-edit sweep, trace repair, then Nopol's
//! synthesis, then GenProg, validated against the mutant's tests, judged on the reference's.
//! The engine keeps its recorded name `nopol+genprog`, so earlier result files still resume.

use std::path::Path;
use std::time::{Duration, Instant};

use repaird_driver::repair::{no_progress, repair, RepairOptions};
use repaird_runner::TestSuite;
use tokio_util::sync::CancellationToken;

use crate::runners::judge::{judge, Verdict};
use crate::runners::record::{CaseRecord, Outcome, Task};

pub const ENGINE: &str = "nopol+genprog";

/// Judges a patched text (whole file).
pub type PatchJudge<'a> = &'a (dyn Fn(&str) -> std::io::Result<Verdict> + Sync);

/// Repairs `source` with `suite` (`None`: the tests next to it) and fills `record`: outcome,
/// time, the patch's title. `judge_patch` decides whether the patch is right.
pub async fn repair_into(
    source: &Path,
    suite: Option<TestSuite>,
    judge_patch: PatchJudge<'_>,
    solver: &str,
    budget: Duration,
    record: &mut CaseRecord,
) {
    let options = RepairOptions {
        time_budget: budget,
        max_patches: 1,
        solver: solver.to_string(),
        suite,
        ..RepairOptions::default()
    };
    let started = Instant::now();
    // The budget is checked between candidates; a hung candidate is cut off here.
    let outcome = tokio::time::timeout(
        budget * 2 + Duration::from_secs(30),
        repair(source, &options, no_progress(), CancellationToken::new()),
    )
    .await;
    record.millis = started.elapsed().as_millis() as u64;
    let outcome = match outcome {
        Err(_) => {
            record.outcome = Outcome::Timeout;
            record.detail = "the repair overran its budget".into();
            return;
        }
        Ok(Err(e)) => {
            record.outcome = Outcome::Error;
            record.detail = e.to_string();
            return;
        }
        Ok(Ok(outcome)) => outcome,
    };
    let Some(patch) = outcome.patches.first() else {
        record.outcome = if outcome.cancelled {
            Outcome::Timeout
        } else {
            Outcome::NoPatch
        };
        record.detail = outcome.summary;
        return;
    };
    record.detail = format!("{}: {}", patch.engine, patch.title);
    let Ok(original) = std::fs::read_to_string(source) else {
        record.outcome = Outcome::Error;
        return;
    };
    let patched = repaird_cfront::rewrite::apply(&original, &patch.edits);
    record.outcome = match judge_patch(&patched) {
        Ok(Verdict::PassesAll) => Outcome::Repaired,
        Ok(_) => Outcome::WrongPatch,
        Err(e) => {
            record.detail = format!("judging the patch: {e}");
            Outcome::Error
        }
    };
}

/// One corpus mutant.
pub async fn run(
    case: &crate::runners::case::MutantCase<'_>,
    solver: &str,
    budget: Duration,
) -> CaseRecord {
    let mut record = case.record(Task::Repair, ENGINE, Some(solver), Outcome::Error);
    let name = case.program.source_file_name();
    let judge_patch = |text: &str| judge(text, &name, &case.program.suite);
    repair_into(
        &case.source,
        None,
        &judge_patch,
        solver,
        budget,
        &mut record,
    )
    .await;
    record
}
