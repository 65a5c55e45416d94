//! Running one child process with a deadline, bounded output and rlimits, in
//! its own process group that is killed when the run ends (or on drop).

use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use nix::sys::resource::{setrlimit, Resource};
use nix::sys::signal::{kill, killpg, Signal};
use nix::unistd::{setgid, setgroups, setuid, Gid, Pid, Uid};

/// How long to wait for a killed process to be reaped before giving up on it.
const REAP_WAIT: Duration = Duration::from_secs(5);
/// How long to wait for the output pipes to close once the group is dead
/// (longer only if a process left the group and kept the pipe).
const PIPE_WAIT: Duration = Duration::from_secs(1);
/// How long killed group members may take to disappear.
const GROUP_EXIT_WAIT: Duration = Duration::from_secs(2);
const READ_CHUNK: usize = 64 * 1024;
const DEFAULT_PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// The environment of the child.
pub(crate) enum Env<'a> {
    /// The runner's environment plus these variables (for trusted tools).
    Inherit(&'a [(String, String)]),
    /// Only PATH, HOME (the working directory), LC_ALL=C and these: a test's
    /// behaviour should not depend on who runs it.
    Clean(&'a [(String, String)]),
}

/// Kernel-enforced limits and the user to become, applied before `exec`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Confinement {
    pub cpu_seconds: u64,
    pub address_space: Option<u64>,
    pub processes: Option<u64>,
    pub file_size: Option<u64>,
    pub switch_to: Option<(u32, u32)>,
}

pub(crate) struct ProcessSpec<'a> {
    pub program: &'a Path,
    pub args: &'a [String],
    pub cwd: &'a Path,
    pub env: Env<'a>,
    pub stdin: &'a [u8],
    pub timeout: Duration,
    /// CPU time the main process may spend ([`RunLimits::cpu_time`](super::RunLimits)).
    pub cpu_time: Option<Duration>,
    /// On timeout, send SIGTERM to the main process and wait this long before
    /// SIGKILL (lets an instrumented program write its coverage data).
    pub term_grace: Option<Duration>,
    /// Bytes kept from stdout and from stderr; more kills the group.
    pub max_output: usize,
    pub confinement: Option<Confinement>,
}

/// Why the runner stopped the process.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StopReason {
    WallTimeout,
    /// The process spent its [`ProcessSpec::cpu_time`].
    CpuTime,
    OutputLimit,
}

#[derive(Debug)]
pub(crate) struct RawRun {
    /// `None` only if the killed process could not be reaped in time.
    pub status: Option<ExitStatus>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub stopped: Option<StopReason>,
    pub elapsed: Duration,
}

enum Event {
    Exited(std::io::Result<ExitStatus>),
    Overflow,
}

pub(crate) fn run(spec: &ProcessSpec<'_>) -> std::io::Result<RawRun> {
    let mut command = Command::new(spec.program);
    command
        .args(spec.args)
        .current_dir(spec.cwd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    match spec.env {
        Env::Inherit(extra) => {
            command.envs(extra.iter().map(|(k, v)| (k, v)));
        }
        Env::Clean(extra) => {
            command
                .env_clear()
                .env(
                    "PATH",
                    std::env::var_os("PATH").unwrap_or(DEFAULT_PATH.into()),
                )
                .env("HOME", spec.cwd)
                .env("LC_ALL", "C")
                .envs(extra.iter().map(|(k, v)| (k, v)));
        }
    }
    let runner = Pid::this();
    let confinement = spec.confinement;
    // SAFETY: `die_with` and `confine` only make async-signal-safe system calls (prctl,
    // getppid, setrlimit, setgroups, setgid, setuid) and do not allocate.
    unsafe {
        command.pre_exec(move || {
            if let Some(c) = &confinement {
                confine(c)?;
            }
            // After `confine`: a change of uid or gid clears the parent-death signal. It fires
            // when this thread ends, and `run` blocks this thread until the child is gone, so
            // a runner killed outright (no unwinding, no `GroupKiller`) leaves no program
            // looping behind (one was seen spinning for half an hour after its benchmark was
            // stopped).
            repaird_owned::die_with(runner)
        });
    }

    let mut child = command.spawn()?;
    let started = Instant::now();
    let group = GroupKiller {
        pgid: Pid::from_raw(child.id() as i32),
    };
    let (events, event_rx) = mpsc::channel();

    if let Some(mut stdin) = child.stdin.take() {
        let input = spec.stdin.to_vec();
        // A program that never reads its input must not block the runner;
        // the write fails with EPIPE once the process is gone.
        std::thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
    }
    let stdout = child
        .stdout
        .take()
        .map(|p| read_bounded(p, spec.max_output, events.clone()));
    let stderr = child
        .stderr
        .take()
        .map(|p| read_bounded(p, spec.max_output, events.clone()));
    let waiter_events = events;
    std::thread::spawn(move || {
        let _ = waiter_events.send(Event::Exited(child.wait()));
    });

    let (status, mut stopped, elapsed) = supervise(spec, &group, &event_rx, started);

    group.kill_survivors();
    let (stdout, stdout_overflowed) = collect(stdout);
    let (stderr, stderr_overflowed) = collect(stderr);
    if stopped.is_none() && (stdout_overflowed || stderr_overflowed) {
        stopped = Some(StopReason::OutputLimit);
    }
    Ok(RawRun {
        status,
        stdout,
        stderr,
        stopped,
        elapsed,
    })
}

/// Waits for the exit, enforcing the deadline and the output limit.
fn supervise(
    spec: &ProcessSpec<'_>,
    group: &GroupKiller,
    events: &Receiver<Event>,
    started: Instant,
) -> (Option<ExitStatus>, Option<StopReason>, Duration) {
    let mut stopped = None;
    let mut deadline = started + spec.timeout;
    // After SIGTERM the process gets a grace period; after SIGKILL, REAP_WAIT.
    let mut terminating = false;
    let mut killed = false;
    let cpu_clock = spec
        .cpu_time
        .and_then(|budget| CpuClock::of(group.pgid, budget));
    loop {
        let mut wait = deadline.saturating_duration_since(Instant::now());
        // Until the process is stopped for some reason, its CPU clock is read every
        // CPU_POLL; once spent, it is stopped as at the deadline (SIGTERM first, if asked).
        if let Some(clock) = cpu_clock.as_ref().filter(|_| stopped.is_none()) {
            if clock.spent() {
                stopped = Some(StopReason::CpuTime);
                deadline = Instant::now();
            }
            wait = deadline
                .saturating_duration_since(Instant::now())
                .min(CPU_POLL);
        }
        match events.recv_timeout(wait) {
            Ok(Event::Exited(status)) => return (status.ok(), stopped, started.elapsed()),
            Ok(Event::Overflow) => {
                if !killed {
                    stopped.get_or_insert(StopReason::OutputLimit);
                    group.kill();
                    killed = true;
                    deadline = Instant::now() + REAP_WAIT;
                }
            }
            Err(RecvTimeoutError::Timeout) if killed => {
                tracing::warn!(
                    pgid = group.pgid.as_raw(),
                    "killed process was not reaped in time"
                );
                return (None, stopped, started.elapsed());
            }
            Err(RecvTimeoutError::Timeout) if Instant::now() < deadline => {}
            Err(RecvTimeoutError::Timeout) => {
                stopped.get_or_insert(StopReason::WallTimeout);
                match spec.term_grace {
                    Some(grace) if !terminating => {
                        let _ = kill(group.pgid, Signal::SIGTERM);
                        terminating = true;
                        deadline = Instant::now() + grace;
                    }
                    _ => {
                        group.kill();
                        killed = true;
                        deadline = Instant::now() + REAP_WAIT;
                    }
                }
            }
            Err(RecvTimeoutError::Disconnected) => return (None, stopped, started.elapsed()),
        }
    }
}

/// How often a process with a CPU-time budget has its clock read.
const CPU_POLL: Duration = Duration::from_millis(5);

/// The CPU time a running process has spent, read from `/proc/PID/stat` (user and system
/// time, in clock ticks).
struct CpuClock {
    stat: std::path::PathBuf,
    budget_ticks: u64,
}

impl CpuClock {
    /// `None` where the clock cannot be read (no procfs): the wall-clock limit still holds.
    fn of(pid: Pid, budget: Duration) -> Option<CpuClock> {
        let ticks_per_second = nix::unistd::sysconf(nix::unistd::SysconfVar::CLK_TCK)
            .ok()
            .flatten()
            .and_then(|t| u64::try_from(t).ok())
            .filter(|&t| t > 0)?;
        let clock = CpuClock {
            stat: format!("/proc/{pid}/stat").into(),
            budget_ticks: (budget.as_millis() as u64 * ticks_per_second).div_ceil(1000),
        };
        clock.ticks().is_some().then_some(clock)
    }

    fn spent(&self) -> bool {
        self.ticks().is_some_and(|t| t > self.budget_ticks)
    }

    fn ticks(&self) -> Option<u64> {
        let stat = std::fs::read_to_string(&self.stat).ok()?;
        cpu_ticks(&stat)
    }
}

/// Fields 14 (utime) and 15 (stime) of /proc/PID/stat, summed.
fn cpu_ticks(stat: &str) -> Option<u64> {
    let mut fields = stat_fields_after_name(stat)?.skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some(user + system)
}

/// Reads up to `limit` bytes on a thread; on more, reports an overflow and
/// stops reading. The result is (bytes, overflowed).
fn read_bounded(
    mut pipe: impl Read + Send + 'static,
    limit: usize,
    events: Sender<Event>,
) -> Receiver<(Vec<u8>, bool)> {
    let (done, result) = mpsc::channel();
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut chunk = vec![0u8; READ_CHUNK];
        let mut overflowed = false;
        loop {
            match pipe.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => {
                    kept.extend_from_slice(&chunk[..n]);
                    if kept.len() > limit {
                        kept.truncate(limit);
                        overflowed = true;
                        let _ = events.send(Event::Overflow);
                        break;
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(_) => break,
            }
        }
        let _ = done.send((kept, overflowed));
    });
    result
}

fn collect(reader: Option<Receiver<(Vec<u8>, bool)>>) -> (Vec<u8>, bool) {
    reader
        .and_then(|r| r.recv_timeout(PIPE_WAIT).ok())
        .unwrap_or_default()
}

fn confine(c: &Confinement) -> std::io::Result<()> {
    setrlimit(Resource::RLIMIT_CORE, 0, 0)?;
    setrlimit(Resource::RLIMIT_CPU, c.cpu_seconds, c.cpu_seconds + 1)?;
    if let Some(bytes) = c.address_space {
        setrlimit(Resource::RLIMIT_AS, bytes, bytes)?;
    }
    if let Some(count) = c.processes {
        setrlimit(Resource::RLIMIT_NPROC, count, count)?;
    }
    if let Some(bytes) = c.file_size {
        setrlimit(Resource::RLIMIT_FSIZE, bytes, bytes)?;
    }
    if let Some((uid, gid)) = c.switch_to {
        setgroups(&[])?;
        setgid(Gid::from_raw(gid))?;
        setuid(Uid::from_raw(uid))?;
    }
    Ok(())
}

/// The child's process group: SIGKILLed when the run ends, and on drop so an
/// unwinding runner leaves nothing behind.
struct GroupKiller {
    pgid: Pid,
}

impl GroupKiller {
    fn kill(&self) {
        let _ = killpg(self.pgid, Signal::SIGKILL);
    }

    /// Kills what is left of the group (children that outlived the main
    /// process) and waits until none of them is alive.
    fn kill_survivors(&self) {
        if killpg(self.pgid, Signal::SIGKILL).is_err() {
            return; // ESRCH: the group is already empty.
        }
        let give_up = Instant::now() + GROUP_EXIT_WAIT;
        while group_has_live_members(self.pgid.as_raw()) && Instant::now() < give_up {
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

impl Drop for GroupKiller {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Whether any process in group `pgid` is alive (zombies waiting for their
/// reaper do not count: they hold no resources but a pid).
pub fn group_has_live_members(pgid: i32) -> bool {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return false;
    };
    entries.flatten().any(|entry| {
        std::fs::read_to_string(entry.path().join("stat"))
            .ok()
            .and_then(|stat| parse_state_and_group(&stat))
            .is_some_and(|(state, group)| group == pgid && state != 'Z' && state != 'X')
    })
}

/// The fields of a /proc/PID/stat line from field 3 (state) on: the command name in field 2
/// may hold spaces and parentheses, so they start after its last `)`.
fn stat_fields_after_name(stat: &str) -> Option<std::str::SplitWhitespace<'_>> {
    Some(stat[stat.rfind(')')? + 1..].split_whitespace())
}

/// Fields 3 (state) and 5 (pgrp) of /proc/PID/stat.
fn parse_state_and_group(stat: &str) -> Option<(char, i32)> {
    let mut fields = stat_fields_after_name(stat)?;
    let state = fields.next()?.chars().next()?;
    let _ppid = fields.next()?;
    let pgrp = fields.next()?.parse().ok()?;
    Some((state, pgrp))
}

#[cfg(test)]
mod tests {
    use super::{cpu_ticks, parse_state_and_group};

    #[test]
    fn stat_parsing_survives_odd_command_names() {
        let stat = "4242 (a) b (c)) S 1 4240 4240 0 -1";
        assert_eq!(parse_state_and_group(stat), Some(('S', 4240)));
        let stat = "4242 (a) b (c)) R 1 4240 4240 0 -1 4194304 120 0 0 0 37 5 0 0 20 0 1 0";
        assert_eq!(cpu_ticks(stat), Some(42), "utime 37 + stime 5");
    }
}
