//! Child processes that die with their owner, even when the owner is killed outright (no
//! destructor runs then, so `kill_on_drop` cannot help: a solver deep in a `check-sat` or a
//! helper that never reads its stdin would outlive a SIGKILLed daemon).
//!
//! The kernel's parent-death signal does it, but it fires when the *thread* that forked the
//! child ends, not the process: a child spawned from a tokio blocking-pool thread would be
//! killed as soon as that idle thread retired. So every owned child is forked by one thread
//! that lives as long as the process.
//!
//! [`scratch`]: the scratch directories work makes on disk, removed on drop and, those blocking
//! work still holds, at the daemon's exit; those of a process killed outright, by the next
//! process that makes one.

pub mod scratch;

use std::io;
use std::os::unix::process::CommandExt as _;
use std::sync::{mpsc, OnceLock};

use nix::sys::signal::Signal;
use nix::unistd::{getppid, Pid};
use tokio::process::{Child, Command};
use tokio::runtime::Handle;

/// A spawn request: the command, the runtime the child is registered with, where to answer.
struct Request {
    command: Command,
    runtime: Handle,
    reply: mpsc::Sender<io::Result<Child>>,
}

/// The forking thread's inbox; the thread is started on first use and never ends.
fn spawner() -> &'static mpsc::Sender<Request> {
    static SPAWNER: OnceLock<mpsc::Sender<Request>> = OnceLock::new();
    SPAWNER.get_or_init(|| {
        let (tx, rx) = mpsc::channel::<Request>();
        std::thread::Builder::new()
            .name("repaird-spawner".into())
            .spawn(move || {
                for Request {
                    mut command,
                    runtime,
                    reply,
                } in rx
                {
                    let _in_runtime = runtime.enter();
                    let _ = reply.send(command.spawn());
                }
            })
            .expect("the spawner thread starts");
        tx
    })
}

/// Spawns `command` (from within a tokio runtime) so the child gets SIGKILL when this process
/// ends, however it ends. Blocks the caller for the fork only.
pub fn spawn_owned(mut command: Command) -> io::Result<Child> {
    let runtime = Handle::try_current().map_err(io::Error::other)?;
    let owner = Pid::this();
    // SAFETY: between fork and exec only async-signal-safe calls (prctl, getppid) run.
    unsafe {
        command.as_std_mut().pre_exec(move || die_with(owner));
    }
    let (reply, answer) = mpsc::channel();
    spawner()
        .send(Request {
            command,
            runtime,
            reply,
        })
        .map_err(|_| io::Error::other("the spawner thread is gone"))?;
    answer
        .recv()
        .map_err(|_| io::Error::other("the spawner thread is gone"))?
}

/// For `pre_exec`: the child gets SIGKILL when the thread that forked it (in `owner`) ends.
/// A change of uid or gid clears the signal, so it must come after one. Only async-signal-safe
/// calls (prctl, getppid).
pub fn die_with(owner: Pid) -> io::Result<()> {
    nix::sys::prctl::set_pdeathsig(Signal::SIGKILL)?;
    // The owner may have died between fork and prctl.
    if getppid() != owner {
        return Err(nix::errno::Errno::ESRCH.into());
    }
    Ok(())
}
