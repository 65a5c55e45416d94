//! Scratch directories that go with their owner. Each is removed when dropped, like any
//! temporary directory; at daemon exit, [`remove_all`] removes those still held by blocking
//! work whose thread had no time to unwind (a test suite whose child was just killed), and
//! [`refuse_new`] makes sure none appears after that.

use std::collections::BTreeSet;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use tempfile::TempDir;

struct Registry {
    refusing: bool,
    live: BTreeSet<PathBuf>,
}

fn registry() -> MutexGuard<'static, Registry> {
    static REGISTRY: Mutex<Registry> = Mutex::new(Registry {
        refusing: false,
        live: BTreeSet::new(),
    });
    // A panic while holding the lock leaves the set consistent (every change is one call).
    REGISTRY
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A fresh directory under the system's temporary directory, named `prefix` plus a random
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
        let dir = tempfile::Builder::new().prefix(prefix).tempdir()?;
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
    }
}

/// From now on no scratch directory can be made (blocking work asking for one gets an error).
pub fn refuse_new() {
    registry().refusing = true;
}

/// Removes every scratch directory still held; returns how many there were.
pub fn remove_all() -> usize {
    let mut registry = registry();
    let left = std::mem::take(&mut registry.live);
    for path in &left {
        let _ = std::fs::remove_dir_all(path);
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
