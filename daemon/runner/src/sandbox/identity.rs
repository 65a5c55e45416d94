//! Choosing the user a test runs as.

use std::collections::BTreeSet;
use std::sync::Mutex;

use nix::unistd::{geteuid, Uid};

use super::limits::{Identity, SANDBOX_UID_BASE, SANDBOX_UID_COUNT};

/// uids handed out under `Identity::Auto`, so two tests running at once never
/// share a process count.
static LEASED: Mutex<BTreeSet<u32>> = Mutex::new(BTreeSet::new());

/// The uid and gid one test runs as; `switch_to` is `None` when it runs as the
/// runner's own user. Returns its pooled uid when dropped.
#[derive(Debug)]
pub(crate) struct RunAs {
    pub switch_to: Option<(u32, u32)>,
    pooled: bool,
}

impl RunAs {
    pub fn acquire(identity: Identity) -> std::io::Result<RunAs> {
        match identity {
            Identity::Current => Ok(RunAs::current()),
            Identity::User { uid, gid } => Ok(RunAs {
                switch_to: Some((uid, gid)),
                pooled: false,
            }),
            Identity::Auto if !geteuid().is_root() => Ok(RunAs::current()),
            Identity::Auto => {
                let mut leased = LEASED.lock().unwrap_or_else(|e| e.into_inner());
                let uid = (SANDBOX_UID_BASE..SANDBOX_UID_BASE + SANDBOX_UID_COUNT)
                    .find(|u| !leased.contains(u))
                    .ok_or_else(|| std::io::Error::other("all sandbox uids are in use"))?;
                leased.insert(uid);
                Ok(RunAs {
                    switch_to: Some((uid, uid)),
                    pooled: true,
                })
            }
        }
    }

    fn current() -> RunAs {
        RunAs {
            switch_to: None,
            pooled: false,
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
        if self.pooled || Uid::from_raw(uid).is_root() {
            return extra;
        }
        extra + count_tasks_of(uid)
    }
}

impl Drop for RunAs {
    fn drop(&mut self) {
        if let (true, Some((uid, _))) = (self.pooled, self.switch_to) {
            LEASED
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .remove(&uid);
        }
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
