//! Resolving what a `repair/*` request or command works on, the options a run takes from the
//! config, and how driver errors reach the client.

use std::path::{Path, PathBuf};
use std::time::Duration;

use async_lsp::lsp_types::Url;
use async_lsp::{ErrorCode, ResponseError};
use repaird_config::{Config, RepairEngine};
use repaird_driver::{DriverError, RepairOptions};
use repaird_protocol::error_codes;
use repaird_protocol::target::Target;
use repaird_runner::{RunLimits, TestSuite};

/// The source file `target` names (absolute), and the tests it names, if any.
pub fn resolve(target: &Target) -> Result<(PathBuf, Option<PathBuf>), ResponseError> {
    let path = source_file(target.path.as_deref(), target.uri.as_deref())?;
    Ok((path, target.tests.as_ref().map(PathBuf::from)))
}

/// The existing file named by exactly one of a path and a `file:` URI, made absolute.
pub fn source_file(path: Option<&str>, uri: Option<&str>) -> Result<PathBuf, ResponseError> {
    let path = match (path, uri) {
        (Some(path), None) => PathBuf::from(path),
        (None, Some(uri)) => {
            path_of_uri(uri).ok_or_else(|| input_error(format!("`{uri}` is not a file: URI")))?
        }
        _ => {
            return Err(ResponseError::new(
                ErrorCode::INVALID_PARAMS,
                "give exactly one of `path` and `uri`",
            ))
        }
    };
    let path =
        std::path::absolute(&path).map_err(|e| input_error(format!("{}: {e}", path.display())))?;
    if !path.is_file() {
        return Err(input_error(format!("{}: no such file", path.display())));
    }
    Ok(path)
}

/// The file a `file:` URI names.
pub fn path_of_uri(uri: &str) -> Option<PathBuf> {
    Url::parse(uri).ok()?.to_file_path().ok()
}

/// The tests: `tests` (a `repair.toml` or a `tests/` directory) when given, else the ones
/// found next to `source`.
pub fn load_suite(source: &Path, tests: Option<&Path>) -> Result<TestSuite, DriverError> {
    let suite = match tests {
        Some(dir) if dir.is_dir() => TestSuite::from_tests_dir(dir)?,
        Some(file) => TestSuite::load(file)?,
        None => TestSuite::discover(source)?,
    };
    if suite.tests.is_empty() {
        return Err(DriverError::NoTests);
    }
    Ok(suite)
}

pub fn run_limits(config: &Config) -> RunLimits {
    RunLimits {
        timeout: Duration::from_millis(config.tests.timeout_ms),
        max_output: usize::try_from(config.tests.max_output_bytes).unwrap_or(usize::MAX),
        parallelism: config.tests.parallelism as usize,
        ..RunLimits::default()
    }
}

pub fn repair_options(config: &Config, budget_ms: Option<u64>, suite: TestSuite) -> RepairOptions {
    let engine_on = |engine| config.repair.engines.contains(&engine);
    RepairOptions {
        mutation: engine_on(RepairEngine::Mutation),
        trace: engine_on(RepairEngine::Trace),
        nopol: engine_on(RepairEngine::Nopol),
        genprog: engine_on(RepairEngine::Genprog),
        time_budget: Duration::from_millis(budget_ms.unwrap_or(config.repair.time_budget_ms)),
        solver: config
            .solver_names()
            .into_iter()
            .next()
            .unwrap_or_else(|| "z3".into()),
        limits: run_limits(config),
        suite: Some(suite),
        ..RepairOptions::default()
    }
}

pub fn input_error(message: impl std::fmt::Display) -> ResponseError {
    ResponseError::new(ErrorCode(error_codes::INPUT_ERROR), message)
}

/// Problems with the program or its tests are the caller's to fix (-32010); the rest are ours.
pub fn driver_error(error: DriverError) -> ResponseError {
    let code = match &error {
        DriverError::Spec(repaird_runner::SpecError::NotFound { .. }) | DriverError::NoTests => {
            error_codes::NO_TESTS
        }
        DriverError::Read { .. }
        | DriverError::Spec(_)
        | DriverError::Build(_)
        | DriverError::Parse { .. } => error_codes::INPUT_ERROR,
        DriverError::Coverage(_) | DriverError::Io(_) => error_codes::ANALYSIS_FAILED,
    };
    ResponseError::new(ErrorCode(code), error)
}

pub fn cancelled() -> ResponseError {
    ResponseError::new(ErrorCode::REQUEST_CANCELLED, "the request was cancelled")
}

pub fn internal(what: &str, error: impl std::fmt::Display) -> ResponseError {
    ResponseError::new(
        ErrorCode(error_codes::ANALYSIS_FAILED),
        format!("{what}: {error}"),
    )
}
