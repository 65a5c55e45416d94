//! Scratch working directories for tests: one per worker, emptied before
//! each test, all under one temporary directory removed on drop.

use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;

use repaird_owned::scratch::ScratchDir;

pub(crate) struct WorkDirs {
    root: ScratchDir,
}

impl WorkDirs {
    pub fn new() -> std::io::Result<WorkDirs> {
        let root = ScratchDir::new("repaird-run-")?;
        // Tests may run as another uid: they must reach their own directory
        // but not list the others.
        std::fs::set_permissions(root.path(), std::fs::Permissions::from_mode(0o711))?;
        Ok(WorkDirs { root })
    }

    /// An empty directory for worker `slot`, owned by `owner` when given.
    pub fn fresh(&self, slot: usize, owner: Option<(u32, u32)>) -> std::io::Result<PathBuf> {
        let dir = self.root.path().join(format!("w{slot}"));
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        std::fs::create_dir(&dir)?;
        if let Some((uid, gid)) = owner {
            std::os::unix::fs::chown(&dir, Some(uid), Some(gid))?;
        }
        Ok(dir)
    }
}
