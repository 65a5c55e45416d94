//! How a debug session compiles, runs, models and repairs.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use repaird_cfront::ParseOptions;
use repaird_engine::wolverine::Refusals;
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
    /// Insertion slots a repair may use before more are added (`[repair] insertion_slots`;
    /// encoded only once an attempt without slots is refused).
    pub insertion_slots: usize,
    /// Most statements a repair may insert; slots are added one at a time when the proof
    /// needs them (`[repair] tau_insertion_max`).
    pub max_insertions: usize,
    /// Most guards / statements a repair may change (`[repair] tau_guard_max`,
    /// `tau_statement_max`).
    pub max_guard_changes: u32,
    pub max_statement_changes: u32,
    /// Solver calls one repair may make.
    pub max_tries: u32,
    /// Most statements `continue` steps through one by one (when hot patching or recording).
    pub max_steps_per_continue: usize,
    /// Time the search through the called functions may take once the recorded function
    /// alone is refused: a guess that part of the fault sits in a helper, which must not
    /// hold up the answer (over the avl rotations' deleted height updates it ran 30 s).
    pub callee_search_budget: Duration,
    /// Time the search that may give a pure call other arguments takes where it runs before
    /// any other (a condition the call computes was overridden, or a run faulted inside the
    /// call) or among the suspects: wall-clock time, so a loaded machine gets less from it.
    pub call_argument_budget: Duration,
    /// `repair` first searches among the statements gradient localization flags (§5);
    /// off, the whole function is the search space (the `localize off` command).
    pub localize: bool,
    /// Repairs encode integers as 32-bit bit-vectors (`Some(true)`), as mathematical
    /// integers (`Some(false)`), or as the backend decides faster (`None`; `[repair]
    /// arithmetic`).
    pub bitvectors: Option<bool>,
    /// A repair's next attempt runs beside the awaited one (beside its first, once that has run
    /// `repaird_engine::wolverine::BESIDE_AFTER`), where the machine has two cores or more
    /// (`[repair] speculative_attempts`; the answers are the same either way).
    pub speculative_attempts: bool,
    /// Where each solver session of a repair writes its commands and answers (one
    /// `repair-<pid>-<n>.smt2` per session; `repaird solvers replay` re-sends it to any
    /// backend); `None`: nowhere.
    pub transcript_dir: Option<PathBuf>,
    /// Where repairs keep the attempts a solver refused, so that a later repair over the same
    /// runs and more answers them without one (a programmer who asserts the run a patch
    /// failed, in this session or the next); shared by the sessions given the same one.
    /// `None`: nothing is kept.
    pub refusals: Option<Arc<Mutex<Refusals>>>,
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
            max_insertions: 3,
            max_guard_changes: 3,
            max_statement_changes: 3,
            max_tries: 24,
            max_steps_per_continue: 10_000,
            callee_search_budget: Duration::from_secs(10),
            call_argument_budget: Duration::from_secs(3),
            localize: true,
            bitvectors: None,
            speculative_attempts: true,
            transcript_dir: None,
            refusals: None,
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
