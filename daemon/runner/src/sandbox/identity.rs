//! Choosing the user a test runs as.

use nix::unistd::{geteuid, Uid};

use super::limits::{Identity, SANDBOX_UID_BASE, SANDBOX_UID_COUNT};
use super::uid_lease::UidLease;

/// The uid and gid one test runs as; `switch_to` is `None` when it runs as the
/// runner's own user. A uid of its own (under `Identity::Auto`) is leased machine-wide, so
/// two tests running at once, in this process or another, never share a process count;
/// it is returned when dropped.
#[derive(Debug)]
pub(crate) struct RunAs {
    pub switch_to: Option<(u32, u32)>,
    lease: Option<UidLease>,
}

impl RunAs {
    pub fn acquire(identity: Identity) -> std::io::Result<RunAs> {
        match identity {
            Identity::Current => Ok(RunAs::current()),
            Identity::User { uid, gid } => Ok(RunAs {
                switch_to: Some((uid, gid)),
                lease: None,
            }),
            Identity::Auto if !geteuid().is_root() => Ok(RunAs::current()),
            Identity::Auto => {
                let lease = UidLease::acquire(SANDBOX_UID_BASE, SANDBOX_UID_COUNT)
                    .ok_or_else(|| std::io::Error::other("all sandbox uids are in use"))?;
                Ok(RunAs {
                    switch_to: Some((lease.uid(), lease.uid())),
                    lease: Some(lease),
                })
            }
        }
    }

    fn current() -> RunAs {
        RunAs {
            switch_to: None,
            lease: None,
        }
    }

    /// The uid whose processes `RLIMIT_NPROC` will count.
    pub fn effective_uid(&self) -> u32 {
        self.switch_to
            .map_or_else(|| geteuid().as_raw(), |(uid, _)| uid)
    }

    /// The `RLIMIT_NPROC` value that lets the test start `extra` processes:
    /// the limit counts every task of the user, so a shared user's existing
    /// tasks are added (counted once per call, from /proc).
    pub fn process_limit(&self, extra: u64) -> u64 {
        let uid = self.effective_uid();
        if self.lease.is_some() || Uid::from_raw(uid).is_root() {
            return extra;
        }
        extra + count_tasks_of(uid)
    }
}

fn count_tasks_of(uid: u32) -> u64 {
    use std::os::unix::fs::MetadataExt;
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return 0;
    };
    entries
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .bytes()
                .all(|b| b.is_ascii_digit())
        })
        .filter(|e| e.metadata().is_ok_and(|m| m.uid() == uid))
        .map(|e| std::fs::read_dir(e.path().join("task")).map_or(1, |t| t.count() as u64))
        .sum()
}
