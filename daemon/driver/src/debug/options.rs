//! How a debug session compiles, runs, models and repairs.

use std::path::PathBuf;
use std::time::Duration;

use repaird_cfront::ParseOptions;
use repaird_gdb::{CompileOptions, GraphOptions, LaunchOptions};
use repaird_solvers::Profile;

#[derive(Debug, Clone)]
pub struct DebugOptions {
    pub compile: CompileOptions,
    pub launch: LaunchOptions,
    pub parse: ParseOptions,
    pub graph: GraphOptions,
    /// The solver repairs run on; `None`: the first installed of z3, cvc5, yices.
    pub solver: Option<Profile>,
    /// Deadline of one solver call.
    pub solver_timeout: Duration,
    /// Statements a repair may insert (`[repair] insertion_slots`).
    pub insertion_slots: usize,
    /// Solver calls one repair may make.
    pub max_tries: u32,
    /// Most statements `continue` steps through one by one (when hot patching or recording).
    pub max_steps_per_continue: usize,
    /// `repair` first searches among the statements gradient localization flags (§5);
    /// off, the whole function is the search space (the `localize off` command).
    pub localize: bool,
}

impl Default for DebugOptions {
    fn default() -> Self {
        DebugOptions {
            // Sessions start often (one per test and pass in a benchmark case, one per
            // `start`): a static build gets gdb to the first stop about four times sooner.
            compile: CompileOptions {
                prefer_static: true,
                ..CompileOptions::default()
            },
            launch: LaunchOptions::default(),
            parse: ParseOptions::default(),
            graph: GraphOptions::default(),
            solver: None,
            solver_timeout: Duration::from_secs(30),
            insertion_slots: 1,
            max_tries: 24,
            max_steps_per_continue: 10_000,
            localize: true,
        }
    }
}

impl DebugOptions {
    /// The solver profile to use.
    pub fn solver_profile(&self) -> Option<Profile> {
        let mut profile = match &self.solver {
            Some(p) => p.clone(),
            None => Profile::BUILTIN_NAMES
                .iter()
                .filter_map(|n| Profile::builtin(n))
                .find(Profile::is_installed)?,
        };
        profile.timeout = self.solver_timeout;
        Some(profile)
    }
}

/// What `start` runs.
#[derive(Debug, Clone, Default)]
pub struct StartRequest {
    pub source: PathBuf,
    pub args: Vec<String>,
    /// Text the program reads on standard input.
    pub stdin: Option<String>,
    /// Breakpoints set before the run: `LINE`, `FILE:LINE` or `FUNCTION`.
    pub breakpoints: Vec<String>,
}
