//! Checking candidate patches: compile a source text and run the suite,
//! many times over, reusing one set of scratch directories.

use std::path::Path;

use crate::build::{Build, BuildFailure, BuildOptions, Executable};
use crate::outcome::Outcome;
use crate::sandbox::{RunLimits, WorkDirs};
use crate::spec::TestSuite;
use crate::suite_run::{RunPlan, SuiteReport};

pub struct Validator {
    suite: TestSuite,
    options: BuildOptions,
    limits: RunLimits,
    file_name: String,
    dirs: WorkDirs,
}

impl Validator {
    /// For patches of `original_source` (its name is kept, so messages and
    /// `__FILE__` look the same; its directory is on the include path).
    pub fn new(
        original_source: &Path,
        suite: TestSuite,
        limits: RunLimits,
    ) -> std::io::Result<Validator> {
        let file_name = original_source
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "candidate.c".to_string());
        let options = BuildOptions {
            include_dir: std::path::absolute(original_source)?
                .parent()
                .map(Path::to_path_buf),
            ..BuildOptions::new(suite.build.clone())
        };
        Ok(Validator {
            suite,
            options,
            limits,
            file_name,
            dirs: WorkDirs::new()?,
        })
    }

    pub fn suite(&self) -> &TestSuite {
        &self.suite
    }

    /// Compiles `candidate` and runs the suite. A compile error is reported as
    /// `BuildError` for every test. With `stop_at_first_failure`, tests not yet
    /// started when one fails are `Skipped` (put likely failures first).
    pub fn validate(&self, candidate: &str, stop_at_first_failure: bool) -> SuiteReport {
        match self.compile(candidate) {
            Ok(executable) => self.run(&executable, &[], stop_at_first_failure),
            Err(failure) => SuiteReport::uniform(
                &self.suite,
                Outcome::BuildError {
                    message: failure.to_string(),
                },
            ),
        }
    }

    /// Compiles `candidate` once, to run it several times (a program that holds many
    /// candidates and picks one by an environment variable is compiled once, run per choice).
    pub fn compile(&self, candidate: &str) -> Result<Executable, BuildFailure> {
        Build::compile_text(candidate, &self.file_name, &self.options)
    }

    /// Runs the suite against `executable`, with `env` added to every test's environment.
    pub fn run(
        &self,
        executable: &Executable,
        env: &[(String, String)],
        stop_at_first_failure: bool,
    ) -> SuiteReport {
        let plan = RunPlan {
            executable: executable.path(),
            suite: &self.suite,
            limits: &self.limits,
            dirs: &self.dirs,
            stop_at_first_failure,
            term_grace: None,
        };
        plan.run(|_| env.to_vec(), |_, _, _| ())
            .into_iter()
            .map(|(result, _)| result)
            .collect()
    }
}
