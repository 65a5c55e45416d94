//! Scratch directories that go with their owner. Each is removed when dropped, like any
//! temporary directory; at daemon exit, [`remove_all`] removes those still held by blocking
//! work whose thread had no time to unwind (a test suite whose child was just killed), and
//! [`refuse_new`] makes sure none appears after that.
//!
//! A process killed outright runs none of that. So a process's scratch directories live in one
//! owner directory (`repaird-owner-*` under the system's temporary directory) holding a lock
//! file the process keeps locked while it lives; the first scratch directory a process makes
//! removes every owner directory whose lock nobody holds (an editor that SIGKILLed its daemon,
//! a test that dropped its child). The owner directory goes when its last scratch directory does.

use std::collections::BTreeSet;
use std::fs::File;
use std::io;
use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use nix::fcntl::{Flock, FlockArg};
use tempfile::TempDir;

/// Owner directories are named so; only complete ones (lock taken) ever carry the name.
const OWNER_PREFIX: &str = "repaird-owner-";
const LOCK_FILE: &str = "owner.lock";

struct Registry {
    refusing: bool,
    swept: bool,
    owner: Option<Owner>,
    live: BTreeSet<PathBuf>,
}

/// This process's owner directory and the lock that says it is alive.
struct Owner {
    root: PathBuf,
    _lock: Flock<File>,
}

impl Owner {
    /// Made under a staging name, locked, then renamed: a sweeper never sees an owner
    /// directory whose lock is not yet taken.
    fn create(temp: &Path) -> io::Result<Owner> {
        let staging = tempfile::Builder::new()
            .prefix(".repaird-staging-")
            .tempdir_in(temp)?;
        // Work run as another uid (a sandboxed test) must reach its own directory in here,
        // without listing the others.
        std::fs::set_permissions(staging.path(), std::fs::Permissions::from_mode(0o711))?;
        let lock = File::create(staging.path().join(LOCK_FILE))?;
        let lock = Flock::lock(lock, FlockArg::LockExclusiveNonblock)
            .map_err(|(_, errno)| io::Error::from(errno))?;
        let suffix = staging
            .path()
            .file_name()
            .and_then(|name| name.to_str())
            .and_then(|name| name.strip_prefix(".repaird-staging-"))
            .unwrap_or("x")
            .to_string();
        let root = temp.join(format!("{OWNER_PREFIX}{}-{suffix}", std::process::id()));
        std::fs::rename(staging.path(), &root)?;
        // Renamed away: nothing left for the staging guard to remove.
        let _ = staging.keep();
        Ok(Owner { root, _lock: lock })
    }

    /// Removed while still locked, so no sweeper takes it for an orphan half-way.
    fn remove(self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

/// Removes the owner directories under `temp` whose owner is gone (their lock is free), of
/// this user only.
fn sweep_orphans(temp: &Path) {
    let Ok(entries) = std::fs::read_dir(temp) else {
        return;
    };
    let uid = nix::unistd::geteuid().as_raw();
    for entry in entries.flatten() {
        if !entry
            .file_name()
            .to_string_lossy()
            .starts_with(OWNER_PREFIX)
        {
            continue;
        }
        let path = entry.path();
        // Not a symbolic link, and ours.
        let ours = std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_dir() && m.uid() == uid);
        if !ours {
            continue;
        }
        let Ok(lock) = File::open(path.join(LOCK_FILE)) else {
            continue;
        };
        if let Ok(held) = Flock::lock(lock, FlockArg::LockExclusiveNonblock) {
            let _ = std::fs::remove_dir_all(&path);
            drop(held);
        }
    }
}

fn registry() -> MutexGuard<'static, Registry> {
    static REGISTRY: Mutex<Registry> = Mutex::new(Registry {
        refusing: false,
        swept: false,
        owner: None,
        live: BTreeSet::new(),
    });
    // A panic while holding the lock leaves the set consistent (every change is one call).
    REGISTRY
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A fresh directory in this process's owner directory, named `prefix` plus a random
/// suffix, removed with everything in it on drop.
#[derive(Debug)]
pub struct ScratchDir {
    dir: Option<TempDir>,
}

impl ScratchDir {
    pub fn new(prefix: &str) -> io::Result<ScratchDir> {
        let mut registry = registry();
        if registry.refusing {
            return Err(io::Error::other("the daemon is exiting"));
        }
        let temp = std::env::temp_dir();
        if !registry.swept {
            registry.swept = true;
            sweep_orphans(&temp);
        }
        if registry.owner.is_none() {
            registry.owner = Some(Owner::create(&temp)?);
        }
        let root = &registry.owner.as_ref().expect("made above").root;
        let dir = tempfile::Builder::new().prefix(prefix).tempdir_in(root)?;
        registry.live.insert(dir.path().to_path_buf());
        Ok(ScratchDir { dir: Some(dir) })
    }

    pub fn path(&self) -> &Path {
        self.dir.as_ref().expect("present until drop").path()
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let dir = self.dir.take().expect("dropped once");
        // Removed under the lock, so `remove_all` never returns while a removal is half done.
        let mut registry = registry();
        registry.live.remove(dir.path());
        // Already gone when `remove_all` came first; there is nobody to tell otherwise.
        let _ = dir.close();
        if registry.live.is_empty() {
            if let Some(owner) = registry.owner.take() {
                owner.remove();
            }
        }
    }
}

/// From now on no scratch directory can be made (blocking work asking for one gets an error).
pub fn refuse_new() {
    registry().refusing = true;
}

/// Removes every scratch directory still held, and the owner directory; returns how many
/// scratch directories there were.
pub fn remove_all() -> usize {
    let mut registry = registry();
    let left = std::mem::take(&mut registry.live);
    for path in &left {
        let _ = std::fs::remove_dir_all(path);
    }
    if let Some(owner) = registry.owner.take() {
        owner.remove();
    }
    left.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    // One test: the registry is process-wide, and `refuse_new` cannot be undone.
    #[test]
    fn dropped_and_left_directories_are_removed_and_none_made_after_refusal() {
        let dropped = ScratchDir::new("repaird-scratch-test-").unwrap();
        let dropped_path = dropped.path().to_path_buf();
        std::fs::write(dropped_path.join("file"), "x").unwrap();
        drop(dropped);
        assert!(!dropped_path.exists());

        let held = ScratchDir::new("repaird-scratch-test-").unwrap();
        std::fs::create_dir(held.path().join("sub")).unwrap();
        std::fs::write(held.path().join("sub/file"), "x").unwrap();
        refuse_new();
        assert!(ScratchDir::new("repaird-scratch-test-").is_err());
        assert_eq!(remove_all(), 1);
        assert!(!held.path().exists());
        drop(held);
        assert_eq!(remove_all(), 0);
    }
}
