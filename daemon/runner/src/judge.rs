//! Turning a finished process into an [`Outcome`].

use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use nix::sys::signal::Signal;

use crate::outcome::{assertion_in, Check, Outcome, Stream};
use crate::sandbox::process::{self, Env, ProcessSpec, RawRun, StopReason};
use crate::spec::{Expectations, TestCase};

/// Deadline for an external checker.
const CHECKER_TIMEOUT: Duration = Duration::from_secs(30);
const CHECKER_OUTPUT_LIMIT: usize = 64 * 1024;

/// What the judge needs to know besides the run.
pub(crate) struct Context<'a> {
    pub wall_limit: Duration,
    pub max_output: usize,
    /// The CPU-time budget the run had, if any.
    pub cpu_time: Option<Duration>,
    pub max_file_size: Option<u64>,
    /// Where relative checker paths resolve and checkers run.
    pub base_dir: &'a Path,
    /// The test's scratch directory (receives the stdout file for a checker).
    pub work_dir: &'a Path,
}

pub(crate) fn judge(test: &TestCase, run: &RawRun, cx: &Context<'_>) -> Outcome {
    match run.stopped {
        Some(StopReason::WallTimeout) => {
            return Outcome::Timeout {
                limit: cx.wall_limit,
                cpu: false,
            }
        }
        Some(StopReason::CpuTime) => {
            return Outcome::Timeout {
                limit: cx.cpu_time.unwrap_or(cx.wall_limit),
                cpu: true,
            }
        }
        Some(StopReason::OutputLimit) => {
            let stream = if run.stdout.len() >= cx.max_output {
                Stream::Stdout
            } else {
                Stream::Stderr
            };
            return Outcome::OutputLimit {
                stream,
                limit: cx.max_output as u64,
            };
        }
        None => {}
    }
    let Some(status) = run.status else {
        return Outcome::RunnerError {
            message: "the test process could not be reaped".to_string(),
        };
    };
    if let Some(signal) = status.signal() {
        return judge_signal(signal, run, cx);
    }
    let exit_code = status.code().unwrap_or(-1);
    judge_expectations(&test.expect, &test.name, exit_code, &run.stdout, cx)
}

fn judge_signal(signal: i32, run: &RawRun, cx: &Context<'_>) -> Outcome {
    let as_signal = Signal::try_from(signal).ok();
    match as_signal {
        Some(Signal::SIGABRT) => {
            if let Some((message, line)) = assertion_in(&String::from_utf8_lossy(&run.stderr)) {
                return Outcome::AssertFailed { message, line };
            }
        }
        Some(Signal::SIGXCPU) => {
            return Outcome::Timeout {
                limit: cx.wall_limit,
                cpu: true,
            }
        }
        Some(Signal::SIGXFSZ) => {
            return Outcome::OutputLimit {
                stream: Stream::File,
                limit: cx.max_file_size.unwrap_or(0),
            }
        }
        _ => {}
    }
    Outcome::Crash {
        signal,
        name: as_signal.map_or_else(|| format!("signal {signal}"), |s| s.as_str().to_string()),
    }
}

fn judge_expectations(
    expect: &Expectations,
    test_name: &str,
    exit_code: i32,
    stdout: &[u8],
    cx: &Context<'_>,
) -> Outcome {
    let text = String::from_utf8_lossy(stdout);
    if let Some(expected) = expect.exit_code {
        if expected != exit_code {
            return Outcome::fail(
                Check::ExitCode,
                &expected.to_string(),
                &exit_code.to_string(),
            );
        }
    }
    if let Some(expected) = &expect.stdout {
        if !expect.stdout_matches(expected, &text) {
            return Outcome::fail(Check::Stdout, expected, &text);
        }
    }
    if let Some(needle) = &expect.stdout_contains {
        if !text.contains(needle.as_str()) {
            return Outcome::fail(Check::StdoutContains, needle, &text);
        }
    }
    if let Some(regex) = &expect.stdout_regex {
        if !regex.is_match(&text) {
            return Outcome::fail(Check::StdoutRegex, regex.as_str(), &text);
        }
    }
    if let Some(checker) = &expect.checker {
        return run_checker(checker, test_name, stdout, cx);
    }
    Outcome::Pass
}

/// Runs `checker <stdout file> <test name>` in the suite's directory.
fn run_checker(checker: &[String], test_name: &str, stdout: &[u8], cx: &Context<'_>) -> Outcome {
    let failed = |why: String| Outcome::fail(Check::Checker, "checker exits 0", &why);
    let stdout_file = cx.work_dir.join("repaird-stdout");
    if let Err(e) = std::fs::write(&stdout_file, stdout) {
        return Outcome::RunnerError {
            message: format!("cannot write {}: {e}", stdout_file.display()),
        };
    }
    let program = resolve_program(&checker[0], cx.base_dir);
    let mut args: Vec<String> = checker[1..].to_vec();
    args.push(stdout_file.to_string_lossy().into_owned());
    args.push(test_name.to_string());
    let run = process::run(&ProcessSpec {
        program: &program,
        args: &args,
        cwd: cx.base_dir,
        env: Env::Inherit(&[]),
        stdin: &[],
        timeout: CHECKER_TIMEOUT,
        cpu_time: None,
        term_grace: None,
        max_output: CHECKER_OUTPUT_LIMIT,
        confinement: None,
    });
    match run {
        Err(e) => Outcome::RunnerError {
            message: format!("cannot start checker {}: {e}", program.display()),
        },
        Ok(run) if run.stopped.is_some() => failed(format!("checker stopped: {:?}", run.stopped)),
        Ok(run) if run.status.is_some_and(|s| s.success()) => Outcome::Pass,
        Ok(run) => {
            let status = run
                .status
                .map_or_else(|| "not reaped".into(), |s| s.to_string());
            let said = String::from_utf8_lossy(&[run.stdout, run.stderr].concat()).into_owned();
            failed(format!("checker {status}: {said}"))
        }
    }
}

/// A checker path with a slash is relative to the suite's directory; a bare
/// name is looked up on PATH.
fn resolve_program(word: &str, base_dir: &Path) -> PathBuf {
    let path = Path::new(word);
    if word.contains('/') && path.is_relative() {
        base_dir.join(path)
    } else {
        path.to_path_buf()
    }
}
