//! Running a suite's tests in parallel against one executable.

use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use serde::Serialize;

use crate::build::Executable;
use crate::judge::{self, Context};
use crate::outcome::{shorten, Outcome};
use crate::sandbox::process::{self, Confinement, Env, ProcessSpec};
use crate::sandbox::{RunAs, RunLimits, WorkDirs};
use crate::spec::{TestCase, TestSuite};

/// Bytes of a test's stdout and stderr kept in its [`TestResult`].
pub const KEPT_OUTPUT_LIMIT: usize = 64 * 1024;

#[derive(Debug, Clone, Serialize)]
pub struct TestResult {
    pub name: String,
    pub outcome: Outcome,
    /// The exit status, if the program exited normally.
    pub exit_code: Option<i32>,
    /// Cut to [`KEPT_OUTPUT_LIMIT`] bytes.
    pub stdout: String,
    pub stderr: String,
    pub duration: Duration,
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct SuiteReport {
    /// In the suite's order.
    pub results: Vec<TestResult>,
}

impl SuiteReport {
    pub fn passed(&self) -> usize {
        self.results.iter().filter(|r| r.outcome.passed()).count()
    }

    pub fn failed(&self) -> usize {
        self.results.iter().filter(|r| r.outcome.failed()).count()
    }

    pub fn all_passed(&self) -> bool {
        !self.results.is_empty() && self.results.iter().all(|r| r.outcome.passed())
    }

    pub fn result(&self, name: &str) -> Option<&TestResult> {
        self.results.iter().find(|r| r.name == name)
    }

    /// Every test reported with the same outcome (e.g. a build error).
    pub fn uniform(suite: &TestSuite, outcome: Outcome) -> SuiteReport {
        SuiteReport {
            results: suite
                .tests
                .iter()
                .map(|t| TestResult {
                    name: t.name.clone(),
                    outcome: outcome.clone(),
                    exit_code: None,
                    stdout: String::new(),
                    stderr: String::new(),
                    duration: Duration::ZERO,
                })
                .collect(),
        }
    }
}

/// Runs every test of `suite` against `executable`.
pub fn run_suite(executable: &Executable, suite: &TestSuite, limits: &RunLimits) -> SuiteReport {
    match WorkDirs::new() {
        Ok(dirs) => {
            let plan = RunPlan {
                executable: executable.path(),
                suite,
                limits,
                dirs: &dirs,
                stop_at_first_failure: false,
                term_grace: None,
            };
            plan.run(|_| Vec::new(), |_, _, _| ())
                .into_iter()
                .map(|(r, _)| r)
                .collect()
        }
        Err(e) => SuiteReport::uniform(
            suite,
            Outcome::RunnerError {
                message: format!("cannot create scratch directories: {e}"),
            },
        ),
    }
}

impl FromIterator<TestResult> for SuiteReport {
    fn from_iter<I: IntoIterator<Item = TestResult>>(iter: I) -> Self {
        SuiteReport {
            results: iter.into_iter().collect(),
        }
    }
}

/// A test's result and what the `after` hook made of it (`None` when the
/// test did not run).
pub(crate) type Finished<T> = (TestResult, Option<T>);

/// One parallel pass over a suite.
pub(crate) struct RunPlan<'a> {
    pub executable: &'a Path,
    pub suite: &'a TestSuite,
    pub limits: &'a RunLimits,
    pub dirs: &'a WorkDirs,
    /// Once a test fails, tests not yet started are reported `Skipped`.
    pub stop_at_first_failure: bool,
    /// On timeout, SIGTERM first and SIGKILL after this long (coverage runs).
    pub term_grace: Option<Duration>,
}

impl RunPlan<'_> {
    /// Runs the tests on `limits.parallelism` workers. `env_for(work_dir)`
    /// gives extra environment variables; `after(test, work_dir, result)` runs
    /// while the test's directory still holds what the test left there.
    pub fn run<T: Send>(
        &self,
        env_for: impl Fn(&Path) -> Vec<(String, String)> + Sync,
        after: impl Fn(&TestCase, &Path, &TestResult) -> T + Sync,
    ) -> Vec<Finished<T>> {
        let tests = &self.suite.tests;
        let next = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let slots: Mutex<Vec<Option<Finished<T>>>> =
            Mutex::new((0..tests.len()).map(|_| None).collect());
        let workers = self
            .limits
            .effective_parallelism()
            .clamp(1, tests.len().max(1));

        std::thread::scope(|scope| {
            for worker in 0..workers {
                let (next, stop, slots, env_for, after) = (&next, &stop, &slots, &env_for, &after);
                scope.spawn(move || {
                    let run_as = crate::sandbox::RunAs::acquire(self.limits.identity);
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(test) = tests.get(index) else { break };
                        let entry = if stop.load(Ordering::Relaxed) {
                            (placeholder(test, Outcome::Skipped), None)
                        } else {
                            self.run_one(worker, test, &run_as, env_for, after)
                        };
                        if self.stop_at_first_failure && entry.0.outcome.failed() {
                            stop.store(true, Ordering::Relaxed);
                        }
                        slots.lock().unwrap_or_else(|e| e.into_inner())[index] = Some(entry);
                    }
                });
            }
        });
        slots
            .into_inner()
            .unwrap_or_else(|e| e.into_inner())
            .into_iter()
            .map(|s| s.expect("every test index is taken by exactly one worker"))
            .collect()
    }

    fn run_one<T>(
        &self,
        worker: usize,
        test: &TestCase,
        run_as: &std::io::Result<RunAs>,
        env_for: impl Fn(&Path) -> Vec<(String, String)>,
        after: impl Fn(&TestCase, &Path, &TestResult) -> T,
    ) -> Finished<T> {
        let error = |message: String| (placeholder(test, Outcome::RunnerError { message }), None);
        let run_as = match run_as {
            Ok(run_as) => run_as,
            Err(e) => return error(format!("cannot choose a user to run as: {e}")),
        };
        let work_dir = match self.dirs.fresh(worker, run_as.switch_to) {
            Ok(dir) => dir,
            Err(e) => return error(format!("cannot create a working directory: {e}")),
        };
        let wall_limit = test.timeout.unwrap_or(self.limits.timeout);
        let confinement = Confinement {
            cpu_seconds: self.limits.cpu_seconds_for(wall_limit),
            address_space: self.limits.address_space,
            processes: self.limits.max_processes.map(|n| run_as.process_limit(n)),
            file_size: self.limits.max_file_size,
            switch_to: run_as.switch_to,
        };
        let env = env_for(&work_dir);
        let raw = process::run(&ProcessSpec {
            program: self.executable,
            args: &test.args,
            cwd: &work_dir,
            env: Env::Clean(&env),
            stdin: &test.stdin,
            timeout: wall_limit,
            cpu_time: self.limits.cpu_time,
            term_grace: self.term_grace,
            max_output: self.limits.max_output,
            confinement: Some(confinement),
        });
        let raw = match raw {
            Ok(raw) => raw,
            Err(e) => return error(format!("cannot start {}: {e}", self.executable.display())),
        };
        let outcome = judge::judge(
            test,
            &raw,
            &Context {
                wall_limit,
                cpu_time: self.limits.cpu_time,
                max_output: self.limits.max_output,
                max_file_size: self.limits.max_file_size,
                base_dir: &self.suite.base_dir,
                work_dir: &work_dir,
            },
        );
        let result = TestResult {
            name: test.name.clone(),
            outcome,
            exit_code: raw.status.and_then(|s| s.code()),
            stdout: shorten(&String::from_utf8_lossy(&raw.stdout), KEPT_OUTPUT_LIMIT),
            stderr: shorten(&String::from_utf8_lossy(&raw.stderr), KEPT_OUTPUT_LIMIT),
            duration: raw.elapsed,
        };
        let extra = after(test, &work_dir, &result);
        (result, Some(extra))
    }
}

fn placeholder(test: &TestCase, outcome: Outcome) -> TestResult {
    TestResult {
        name: test.name.clone(),
        outcome,
        exit_code: None,
        stdout: String::new(),
        stderr: String::new(),
        duration: Duration::ZERO,
    }
}
