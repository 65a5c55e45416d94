//! The last step of every daemon exit (SIGTERM, SIGINT, `exit`, end of input): no process
//! the daemon started may outlive it. Requests were already cancelled (their futures
//! dropped, their `kill_on_drop` children killed); what is left are children of blocking
//! work (test runs, compilers) and of daemon-wide state (debug sessions' gdb). Each gets
//! SIGTERM (its whole process group when it leads one, so forked grandchildren go too),
//! then SIGKILL after `grace`, and the daemon's own children are reaped.

use std::time::{Duration, Instant};

#[derive(Clone, Copy)]
struct Proc {
    pid: i32,
    ppid: i32,
    pgid: i32,
}

fn read_proc(pid: i32) -> Option<Proc> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // pid (comm) state ppid pgrp ...; comm may hold spaces and parentheses.
    let mut rest = stat[stat.rfind(')')? + 1..].split_whitespace();
    let _state = rest.next()?;
    let ppid = rest.next()?.parse().ok()?;
    let pgid = rest.next()?.parse().ok()?;
    Some(Proc { pid, ppid, pgid })
}

fn descendants(root: i32) -> Vec<Proc> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    let all: Vec<Proc> = entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse().ok())
        .filter_map(read_proc)
        .collect();
    let mut found = Vec::new();
    let mut frontier = vec![root];
    while let Some(parent) = frontier.pop() {
        for p in all.iter().filter(|p| p.ppid == parent) {
            frontier.push(p.pid);
            found.push(*p);
        }
    }
    found
}

fn signal_all(procs: &[Proc], own_group: i32, signal: i32) {
    for p in procs {
        // SAFETY: kill(2) has no memory effects; a pid or group already gone yields ESRCH.
        unsafe {
            if p.pgid != own_group && p.pgid > 1 {
                libc::kill(-p.pgid, signal);
            }
            libc::kill(p.pid, signal);
        }
    }
}

/// Reaps whichever of the daemon's children have exited (zombies), without blocking.
fn reap_exited() {
    loop {
        let mut status = 0;
        // SAFETY: waitpid with WNOHANG only writes `status`.
        let pid = unsafe { libc::waitpid(-1, &mut status, libc::WNOHANG) };
        if pid <= 0 {
            return;
        }
    }
}

/// Ends every descendant: SIGTERM, then SIGKILL after `grace`; returns how many were found.
/// Loops until a scan finds none (work still running may start one more child), bounded
/// by twice `grace`.
pub fn end_children(grace: Duration) -> usize {
    let me = std::process::id() as i32;
    // SAFETY: getpgrp cannot fail.
    let own_group = unsafe { libc::getpgrp() };
    let started = Instant::now();
    let mut ended = 0;
    while started.elapsed() < grace * 2 {
        reap_exited();
        let found = descendants(me);
        if found.is_empty() {
            break;
        }
        ended += found.len();
        let killing = started.elapsed() >= grace;
        signal_all(
            &found,
            own_group,
            if killing {
                libc::SIGKILL
            } else {
                libc::SIGTERM
            },
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    reap_exited();
    if !descendants(me).is_empty() {
        tracing::warn!("children still alive at the shutdown deadline");
    }
    if ended > 0 {
        tracing::info!(processes = ended, "ended the remaining child processes");
    }
    ended
}
