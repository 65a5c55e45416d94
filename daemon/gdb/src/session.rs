//! A live gdb session on one program: launch, the execute-and-wait core, and teardown.
//! The other `impl GdbSession` blocks live in execution.rs, observe.rs, change.rs,
//! steer.rs and checkpoint.rs.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use repaird_owned::scratch::ScratchDir;

use crate::confine::Confinement;
use crate::driver::{mi_quote, MiDriver};
use crate::pty::InferiorTty;
use crate::stop::{StopLocation, StopReason};
use crate::xstate;
use crate::{python, GdbError};

#[derive(Debug, Clone)]
pub struct LaunchOptions {
    pub gdb: PathBuf,
    /// Budget of a command that does not run the program.
    pub command_timeout: Duration,
    /// Budget of one run/continue/step/jump; past it the program is interrupted.
    pub run_timeout: Duration,
    /// Address-space limit of the program (`RLIMIT_AS`), in bytes.
    pub memory_limit_bytes: Option<u64>,
    /// Processes the program may have at once (`RLIMIT_NPROC`). Applied where the daemon runs
    /// as root, under a uid of the session's own (see confine.rs). Off by default: under that
    /// uid, checkpoints and hot-patched restarts lost access to the program's memory on the
    /// machine this was measured on, so only sessions without checkpoints (test runs) set it.
    pub process_limit: Option<u64>,
    /// Program output kept by `inferior_output`; the rest is counted.
    pub output_limit_bytes: usize,
    /// Name heap blocks in allocation order (needs gdb with Python).
    pub track_allocations: bool,
    /// The program's working directory; default: the binary's directory.
    pub working_dir: Option<PathBuf>,
    /// Variables set in the program's environment, over the daemon's.
    pub environment: Vec<(String, String)>,
}

impl Default for LaunchOptions {
    fn default() -> Self {
        LaunchOptions {
            gdb: PathBuf::from("gdb"),
            command_timeout: Duration::from_secs(10),
            run_timeout: Duration::from_secs(10),
            memory_limit_bytes: Some(1 << 30),
            process_limit: None,
            output_limit_bytes: 1 << 20,
            track_allocations: true,
            working_dir: None,
            environment: Vec::new(),
        }
    }
}

/// Our name for a checkpoint; stable across restarts (gdb's own numbers are not).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct CheckpointId(pub u32);

pub struct GdbSession {
    pub(crate) driver: MiDriver,
    pub(crate) tty: InferiorTty,
    pub(crate) opts: LaunchOptions,
    pub(crate) program: PathBuf,
    /// Every process the program became (the run, checkpoint forks), killed with the session.
    pub(crate) inferior_pids: Vec<i32>,
    /// Our checkpoint id -> gdb's checkpoint number holding that snapshot.
    pub(crate) checkpoints: HashMap<CheckpointId, u32>,
    pub(crate) next_checkpoint: u32,
    /// Dropped after the program's processes are killed: releases the session's uid.
    confinement: Option<Confinement>,
    _scratch: ScratchDir,
}

impl GdbSession {
    pub async fn launch(program: &Path, opts: LaunchOptions) -> Result<GdbSession, GdbError> {
        let program = std::path::absolute(program)
            .map_err(|e| GdbError::io(format!("resolving {}", program.display()), e))?;
        if !program.is_file() {
            return Err(GdbError::InvalidRequest(format!(
                "no program at {}",
                program.display()
            )));
        }
        let scratch = ScratchDir::new("repaird-gdb-")
            .map_err(|e| GdbError::io("creating the session's scratch directory", e))?;
        let cwd = opts
            .working_dir
            .clone()
            .or_else(|| program.parent().map(Path::to_path_buf))
            .unwrap_or_else(|| PathBuf::from("."));
        let tty = InferiorTty::open(opts.output_limit_bytes)?;
        let preload = xstate::install(scratch.path());
        let driver = MiDriver::spawn(&opts.gdb, &cwd, opts.command_timeout, preload.as_deref())?;
        let mut session = GdbSession {
            driver,
            tty,
            opts,
            program,
            inferior_pids: Vec::new(),
            checkpoints: HashMap::new(),
            next_checkpoint: 0,
            confinement: None,
            _scratch: scratch,
        };
        session.configure().await?;
        Ok(session)
    }

    async fn configure(&mut self) -> Result<(), GdbError> {
        for setting in [
            "-gdb-set mi-async on",
            "-gdb-set confirm off",
            "-gdb-set pagination off",
            "-gdb-set breakpoint pending on",
            "-gdb-set startup-with-shell on",
            "-gdb-set print elements 200",
        ] {
            self.driver.command(setting).await?;
        }
        // The program gets the daemon's environment, not gdb's preload.
        let inherited = match std::env::var("LD_PRELOAD") {
            Ok(paths) => format!("set environment LD_PRELOAD {paths}"),
            Err(_) => "unset environment LD_PRELOAD".to_string(),
        };
        self.driver.console(&inherited).await?;
        for (name, value) in &self.opts.environment {
            self.driver
                .console(&format!("set environment {name} {value}"))
                .await?;
        }
        let tty = self.tty.path.display().to_string();
        self.driver
            .command(&format!("-inferior-tty-set {}", mi_quote(&tty)))
            .await?;
        self.confinement = Confinement::new(
            self._scratch.path(),
            self.opts.memory_limit_bytes,
            self.opts.process_limit,
        );
        if let Some(confinement) = &self.confinement {
            self.driver
                .console(&format!("set exec-wrapper {}", confinement.wrapper))
                .await?;
        }
        let program = self.program.display().to_string();
        self.driver
            .command(&format!("-file-exec-and-symbols {}", mi_quote(&program)))
            .await?;
        let helper = python::write_helper(self._scratch.path())?;
        self.driver
            .console(&format!("source {}", helper.display()))
            .await
            .map_err(|e| match e {
                GdbError::Mi { message, .. } => GdbError::Mi {
                    command: "source repaird_gdb.py".into(),
                    message: format!("gdb's Python could not load the helper: {message}"),
                },
                other => other,
            })?;
        if self.opts.track_allocations {
            self.driver
                .command(&format!("-repaird-heap track {}", mi_quote(&program)))
                .await?;
        }
        Ok(())
    }

    /// Starts an execution command (`-exec-next`, ..) and waits for the `*stopped` that
    /// follows ITS `^running`, within the run budget; past it, the program is interrupted
    /// (and killed if it will not stop) and `Timeout` is returned.
    pub(crate) async fn execute(&mut self, command: &str) -> Result<StopLocation, GdbError> {
        let budget = self.opts.run_timeout;
        let reply = self.driver.command(command).await?;
        let started = reply.seq;
        let deadline = tokio::time::Instant::now() + budget;
        let mut after = started;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.driver.next_event_after(after, left).await? {
                Some(event) => {
                    after = event.seq;
                    if event.class == "stopped" {
                        return Ok(StopLocation::from_stopped(&event.results));
                    }
                }
                None => {
                    let interrupted_at = self.interrupt(after).await?.map(Box::new);
                    return Err(GdbError::Timeout {
                        what: format!("`{command}`"),
                        after: budget,
                        interrupted_at,
                    });
                }
            }
        }
    }

    /// Stops a program that ran past its budget: `-exec-interrupt`, then SIGKILL. Where it
    /// stopped, when the interrupt took.
    async fn interrupt(&mut self, after: u64) -> Result<Option<StopLocation>, GdbError> {
        const GRACE: Duration = Duration::from_secs(2);
        let asked = self
            .driver
            .command_with_timeout("-exec-interrupt", GRACE)
            .await;
        if asked.is_ok() {
            let mut seen = after;
            while let Some(event) = self.driver.next_event_after(seen, GRACE).await? {
                seen = event.seq;
                if event.class == "stopped" {
                    let mut stop = StopLocation::from_stopped(&event.results);
                    stop.reason = StopReason::Interrupted;
                    return Ok(Some(stop));
                }
            }
        }
        tracing::warn!("program did not stop on interrupt; killing it");
        self.kill_inferiors();
        let mut seen = after;
        while let Some(event) = self.driver.next_event_after(seen, GRACE).await? {
            seen = event.seq;
            if event.class == "stopped" {
                break;
            }
        }
        Ok(None)
    }

    fn kill_inferiors(&mut self) {
        use nix::sys::signal::{kill, killpg, Signal};
        use nix::unistd::{getpgid, Pid};
        let announced = self.driver.take_inferior_pids();
        self.inferior_pids.extend(announced);
        for pid in self.inferior_pids.drain(..) {
            let pid = Pid::from_raw(pid);
            // gdb gives the program its own process group: take its children along.
            if getpgid(Some(pid)) == Ok(pid) {
                let _ = killpg(pid, Signal::SIGKILL);
            }
            let _ = kill(pid, Signal::SIGKILL);
        }
    }

    /// Changes the budget of each later run/continue/step/jump.
    pub fn set_run_timeout(&mut self, budget: Duration) {
        self.opts.run_timeout = budget;
    }

    /// gdb's own pid (for diagnostics).
    pub fn gdb_pid(&self) -> Option<u32> {
        self.driver.gdb_pid()
    }

    pub fn program(&self) -> &Path {
        &self.program
    }

    /// Ends gdb and every process of the program now; later calls return `GdbDied`.
    pub fn kill(&mut self) {
        self.kill_inferiors();
        self.driver.kill();
        if let Some(confinement) = &self.confinement {
            confinement.kill_all();
        }
    }
}

impl Drop for GdbSession {
    fn drop(&mut self) {
        self.kill();
    }
}

// The daemon keeps sessions in its state and moves them between tasks.
const _: fn() = || {
    fn must_be_send<T: Send>() {}
    must_be_send::<GdbSession>();
};
