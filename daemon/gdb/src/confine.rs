//! Confining the program gdb runs: its address space, its process count and, when the daemon
//! runs as root, a uid of its own.
//!
//! Why a compiled helper: gdb's `exec-wrapper` must exec the program exactly once (gdb counts
//! the execs of its start-up shell and the wrapper), so `sh -c 'ulimit …; exec setpriv … prog'`
//! would stop gdb inside `setpriv`. And why a uid: root ignores `RLIMIT_NPROC`, so without one a
//! fork bomb under gdb exhausts the machine's pids (threads of every other process then fail to
//! start). The helper is compiled once per process (see native.rs).

use std::path::{Path, PathBuf};
use std::process::Command;

use nix::unistd::geteuid;
use repaird_runner::{UidLease, SANDBOX_UID_BASE};

use crate::native::NativeHelper;

/// uids of gdb-run programs; below the test runner's range so they never meet.
const UID_COUNT: u32 = 4096;
const UID_BASE: u32 = SANDBOX_UID_BASE - 1_000_000;

/// `confine AS_BYTES NPROC UID -- PROGRAM ARGS...`: sets the limits (0 = leave as is), switches
/// to UID when it is not 0, opens the program before that (its directories may be closed to the
/// uid) and execs it through the descriptor. `confine --kill UID` kills every process of UID.
const SOURCE: &str = r#"
#define _GNU_SOURCE
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>
extern char **environ;
static int limit(int resource, const char *value) {
    rlim_t n = strtoull(value, NULL, 10);
    struct rlimit r = { n, n };
    return n == 0 ? 0 : setrlimit(resource, &r);
}
static int become(const char *value) {
    uid_t id = (uid_t)strtoul(value, NULL, 10);
    if (id == 0) return 0;
    return setgroups(0, NULL) || setgid(id) || setuid(id);
}
int main(int argc, char **argv) {
    if (argc == 3 && argv[1][0] == '-') {
        if (become(argv[2])) { perror("repaird-confine"); return 126; }
        kill(-1, SIGKILL);
        return 0;
    }
    if (argc < 6) { fprintf(stderr, "repaird-confine: usage\n"); return 126; }
    int fd = open(argv[5], O_RDONLY | O_CLOEXEC);
    if (fd < 0) { perror(argv[5]); return 127; }
    if (limit(RLIMIT_AS, argv[1]) || limit(RLIMIT_NPROC, argv[2]) || become(argv[3])) {
        perror("repaird-confine");
        return 126;
    }
    fexecve(fd, argv + 5, environ);
    perror(argv[5]);
    return 127;
}
"#;

static HELPER: NativeHelper = NativeHelper::new("repaird-confine", SOURCE, &[]);

/// One session's confinement: the `exec-wrapper` gdb runs the program through, and the uid it
/// holds until dropped (every process left under that uid is killed then). The uid is leased
/// machine-wide: that kill must never reach another daemon's program.
#[derive(Debug)]
pub(crate) struct Confinement {
    pub wrapper: String,
    lease: Option<UidLease>,
    helper: PathBuf,
}

impl Confinement {
    /// `None` when there is nothing to confine or the helper cannot be built (then gdb runs
    /// the program as before, with the caller's limits only).
    pub fn new(
        scratch: &Path,
        memory_limit: Option<u64>,
        process_limit: Option<u64>,
    ) -> Option<Confinement> {
        if memory_limit.is_none() && process_limit.is_none() {
            return None;
        }
        let helper = match HELPER.install(scratch) {
            Ok(path) => path,
            Err(e) => {
                tracing::warn!("the program runs unconfined under gdb: {e}");
                return None;
            }
        };
        // Root ignores the process limit; as another user it counts all of that user's
        // processes, so it applies only where the program gets a uid of its own.
        let lease = if geteuid().is_root() && process_limit.is_some() {
            UidLease::acquire(UID_BASE, UID_COUNT)
        } else {
            None
        };
        let nproc = if lease.is_some() {
            process_limit.unwrap_or(0)
        } else {
            0
        };
        let wrapper = format!(
            "{} {} {} {} --",
            helper.display(),
            memory_limit.unwrap_or(0),
            nproc,
            lease.as_ref().map_or(0, UidLease::uid)
        );
        Some(Confinement {
            wrapper,
            lease,
            helper,
        })
    }

    /// Kills every process of the session's uid (forks that left the program's group too).
    pub fn kill_all(&self) {
        if let Some(lease) = &self.lease {
            let _ = Command::new(&self.helper)
                .args(["--kill", &lease.uid().to_string()])
                .status();
        }
    }
}

impl Drop for Confinement {
    fn drop(&mut self) {
        // Before the lease goes (the fields drop after this): the uid is still ours.
        self.kill_all();
    }
}
