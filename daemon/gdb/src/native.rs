//! Small C helpers the gdb sessions need, compiled on first use with the C compiler the
//! daemon needs anyway and kept in memory (their build directory is removed at once: a daemon
//! leaves no files behind); each session writes a copy into its scratch directory.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// One helper: its file name, C source and extra compiler flags, and the compiled image.
pub(crate) struct NativeHelper {
    name: &'static str,
    source: &'static str,
    flags: &'static [&'static str],
    image: OnceLock<Result<Vec<u8>, String>>,
}

impl NativeHelper {
    /// A helper not compiled yet (it is, on its first `install`).
    pub const fn new(
        name: &'static str,
        source: &'static str,
        flags: &'static [&'static str],
    ) -> NativeHelper {
        NativeHelper {
            name,
            source,
            flags,
            image: OnceLock::new(),
        }
    }

    /// The compiled image; an error says why it is not available.
    fn image(&self) -> Result<&[u8], String> {
        self.image
            .get_or_init(|| {
                let dir = repaird_owned::scratch::ScratchDir::new("repaird-native-")
                    .map_err(|e| format!("scratch directory: {e}"))?;
                let source = dir.path().join(format!("{}.c", self.name));
                let binary = dir.path().join(self.name);
                std::fs::write(&source, self.source).map_err(|e| e.to_string())?;
                let out = Command::new("gcc")
                    .args(["-O2"])
                    .args(self.flags)
                    .arg("-o")
                    .arg(&binary)
                    .arg(&source)
                    .output()
                    .map_err(|e| format!("gcc: {e}"))?;
                if !out.status.success() {
                    return Err(String::from_utf8_lossy(&out.stderr).into_owned());
                }
                std::fs::read(&binary).map_err(|e| e.to_string())
            })
            .as_deref()
            .map_err(Clone::clone)
    }

    /// Writes the helper into `dir` (a session's scratch directory, removed with it).
    pub fn install(&self, dir: &Path) -> Result<PathBuf, String> {
        let path = dir.join(self.name);
        std::fs::write(&path, self.image()?).map_err(|e| e.to_string())?;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
            .map_err(|e| e.to_string())?;
        Ok(path)
    }
}
