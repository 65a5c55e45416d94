//! Resource limits for running a test.

use std::time::Duration;

use serde::{Deserialize, Serialize};

/// Limits applied to every test process (and its children).
///
/// Enforcement: the wall clock, stdout and stderr size are watched by the
/// runner, which kills the test's whole process group; CPU time, address space,
/// process count and file size are `setrlimit` limits set in the child before
/// `exec`. `RLIMIT_NPROC` counts all processes of a user, and root ignores it:
/// so with [`Identity::Auto`] a runner running as root runs each test as its
/// own unprivileged uid (see [`Identity`]), which makes the limit per test.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunLimits {
    /// Wall-clock limit of a test that gives none itself.
    pub timeout: Duration,
    /// `RLIMIT_CPU` in seconds; `None` derives it from the test's wall-clock
    /// limit (rounded up, plus one second).
    pub cpu_seconds: Option<u64>,
    /// CPU time (user and system) the test's process may spend, checked every few
    /// milliseconds: finer than `cpu_seconds`, and unlike the wall-clock limit blind to how
    /// loaded the machine is, so a candidate repair that loops forever can be stopped after
    /// a few tens of milliseconds of spinning without cutting a slow but ending one short.
    pub cpu_time: Option<Duration>,
    /// `RLIMIT_AS` in bytes (breaks AddressSanitizer builds: set `None` for those).
    pub address_space: Option<u64>,
    /// Bytes read from stdout, and separately from stderr, before the test is
    /// killed and reported as `OutputLimit`.
    pub max_output: usize,
    /// `RLIMIT_NPROC`: processes (threads count too) the test may have at once.
    pub max_processes: Option<u64>,
    /// `RLIMIT_FSIZE` in bytes: the largest file the test may write.
    pub max_file_size: Option<u64>,
    /// Tests run at once; `0` means one per available core.
    pub parallelism: usize,
    /// Which user a test runs as.
    pub identity: Identity,
}

impl Default for RunLimits {
    fn default() -> Self {
        RunLimits {
            timeout: Duration::from_secs(5),
            cpu_seconds: None,
            cpu_time: None,
            address_space: Some(1 << 30),
            max_output: 1 << 20,
            max_processes: Some(32),
            max_file_size: Some(16 << 20),
            parallelism: 0,
            identity: Identity::Auto,
        }
    }
}

impl RunLimits {
    /// The number of tests run at once.
    pub fn effective_parallelism(&self) -> usize {
        if self.parallelism > 0 {
            self.parallelism
        } else {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        }
    }

    pub(crate) fn cpu_seconds_for(&self, wall: Duration) -> u64 {
        self.cpu_seconds
            .unwrap_or_else(|| wall.as_secs() + u64::from(wall.subsec_nanos() > 0) + 1)
    }
}

/// Which user runs a test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Identity {
    /// As root: each running test gets its own uid and gid from
    /// [`SANDBOX_UID_BASE`]`..+`[`SANDBOX_UID_COUNT`] (no account needed), so the
    /// process limit holds and the test cannot touch the runner's files.
    /// Otherwise: the current user.
    Auto,
    /// Always the current user (as root the process limit is then not enforced).
    Current,
    /// A fixed uid and gid (needs root).
    User { uid: u32, gid: u32 },
}

/// First uid (and gid) handed to tests under [`Identity::Auto`] as root.
pub const SANDBOX_UID_BASE: u32 = 1_800_000_000;
/// How many uids [`Identity::Auto`] may use at once.
pub const SANDBOX_UID_COUNT: u32 = 4096;
