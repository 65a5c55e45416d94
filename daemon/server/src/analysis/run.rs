//! Running the driver's pipelines off the main loop: blocking work on tokio's blocking pool,
//! progress on a `$/progress` token, cancellation through a token.

use std::path::PathBuf;
use std::sync::Arc;

use async_lsp::ResponseError;
use repaird_driver::repair::Progress;
use repaird_driver::{Localization, RepairOptions, RepairOutcome};
use repaird_runner::{RunLimits, TestSuite};
use tokio_util::sync::CancellationToken;

use super::progress::Reporter;
use super::target::{self, driver_error};

/// Loads the tests and localizes (both blocking) on the blocking pool.
pub async fn localize(
    path: PathBuf,
    tests: Option<PathBuf>,
    limits: RunLimits,
) -> Result<(TestSuite, Localization), ResponseError> {
    tokio::task::spawn_blocking(move || {
        let suite = target::load_suite(&path, tests.as_deref()).map_err(driver_error)?;
        let subject = repaird_driver::subject::Subject::load(&path).map_err(driver_error)?;
        let localization =
            repaird_driver::localize::localize_with(&subject, suite.clone(), &limits)
                .map_err(driver_error)?;
        Ok((suite, localization))
    })
    .await
    .map_err(|e| target::internal("localization stopped", e))?
}

/// Loads the tests on the blocking pool.
pub async fn load_suite(path: PathBuf, tests: Option<PathBuf>) -> Result<TestSuite, ResponseError> {
    tokio::task::spawn_blocking(move || target::load_suite(&path, tests.as_deref()))
        .await
        .map_err(|e| target::internal("loading the tests stopped", e))?
        .map_err(driver_error)
}

/// Repairs `path` in its own task (so a dropped caller cannot leave the driver half-polled),
/// reporting on `progress`; `cancel` stops it between candidates.
pub async fn repair(
    path: PathBuf,
    options: RepairOptions,
    progress: Option<Reporter>,
    cancel: CancellationToken,
) -> Result<RepairOutcome, ResponseError> {
    let on_progress: repaird_driver::ProgressFn = match progress.clone() {
        Some(reporter) => Arc::new(move |p: Progress| reporter.report(p.message, p.fraction)),
        None => Arc::new(|_| {}),
    };
    // Begin and end are sent from the task: a caller dropped by `$/cancelRequest` still
    // leaves the client's progress closed.
    let task = tokio::spawn(async move {
        if let Some(reporter) = &progress {
            reporter.begin("Repairing", true);
        }
        let outcome = repaird_driver::repair(&path, &options, on_progress, cancel)
            .await
            .map_err(driver_error);
        if let Some(reporter) = &progress {
            reporter.end(match &outcome {
                Ok(outcome) if outcome.cancelled => "cancelled".to_string(),
                Ok(outcome) => outcome.summary.clone(),
                Err(e) => e.message.clone(),
            });
        }
        outcome
    });
    task.await
        .map_err(|e| target::internal("repair stopped", e))?
}
