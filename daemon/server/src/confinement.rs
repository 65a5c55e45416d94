//! Path confinement: which files a client may make the daemon read, build, run or debug.
//!
//! A path is resolved to its canonical form first (every `..` and symlink resolved by the
//! file system), and only then compared with what is allowed, so `root/../etc/passwd` and a
//! symlink inside a root pointing out of it are both outside. Allowed are:
//! - the workspace roots the daemon was started with (`--root`);
//! - on stdio, the client's `workspaceFolders` (the editor is the user's own process);
//! - a file the client opened whose saved content is exactly the text the client sent: the
//!   client proves it already knows the file, so working on it reveals nothing new. (Without
//!   that proof a TCP client could `didOpen` `/etc/shadow` with any text and then have the
//!   compiler quote the real file back in its errors.)
//!
//! A stdio connection with no roots and no workspace folders is not confined: it is the
//! user's own embedded daemon (`repair localize FILE`) working on the user's own files.
//! A TCP connection is always confined; the folders a TCP client names grant nothing.

use std::path::{Component, Path, PathBuf};
use std::sync::{Arc, Mutex};

use async_lsp::{ErrorCode, ResponseError};
use repaird_protocol::error_codes;

use crate::session::{Session, Transport};

/// A path with every symlink and `..` resolved, checked to be inside the confinement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CanonicalPath(PathBuf);

impl CanonicalPath {
    pub fn into_path_buf(self) -> PathBuf {
        self.0
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfinementError {
    #[error("{path}: the daemon needs an absolute path")]
    Relative { path: PathBuf },
    #[error("{path}: {source}")]
    Unresolvable {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error(
        "{path} is outside the files this connection may use (the daemon's workspace roots, \
         or a file the client opened with its exact saved content)"
    )]
    Outside { path: PathBuf },
}

/// The allowed set for one check. Cheap to build per request.
#[derive(Debug, Clone, Default)]
pub struct Confinement {
    unconfined: bool,
    /// Canonical directories; everything below them is allowed.
    roots: Vec<PathBuf>,
    /// Files the client opened, with the text it sent.
    documents: Vec<(PathBuf, String)>,
}

impl Confinement {
    /// Everything is allowed (still canonicalized): the user's own embedded daemon.
    pub fn unconfined() -> Confinement {
        Confinement {
            unconfined: true,
            ..Confinement::default()
        }
    }

    /// Only the given roots. Roots that do not exist are dropped (they cannot hold a file);
    /// the others are canonicalized so a symlinked root compares with canonical paths.
    pub fn with_roots<I, P>(roots: I) -> Confinement
    where
        I: IntoIterator<Item = P>,
        P: AsRef<Path>,
    {
        let mut confinement = Confinement::default();
        for root in roots {
            confinement.allow_root(root.as_ref());
        }
        confinement
    }

    pub fn allow_root(&mut self, root: &Path) {
        match root.canonicalize() {
            Ok(root) if root.is_dir() => self.roots.push(root),
            Ok(root) => tracing::warn!(root = %root.display(), "workspace root is not a directory"),
            Err(e) => tracing::warn!(root = %root.display(), "workspace root ignored: {e}"),
        }
    }

    /// Allows `path` while its saved content is `text`.
    pub fn allow_document(&mut self, path: PathBuf, text: String) {
        self.documents.push((path, text));
    }

    pub fn check(&self, path: &Path) -> Result<CanonicalPath, ConfinementError> {
        if !path.is_absolute() {
            return Err(ConfinementError::Relative {
                path: path.to_path_buf(),
            });
        }
        let canonical = path
            .canonicalize()
            .map_err(|source| ConfinementError::Unresolvable {
                path: path.to_path_buf(),
                source,
            })?;
        if self.unconfined || self.roots.iter().any(|root| canonical.starts_with(root)) {
            return Ok(CanonicalPath(canonical));
        }
        let proven = self.documents.iter().any(|(document, text)| {
            document.canonicalize().is_ok_and(|d| d == canonical)
                && std::fs::read(&canonical).is_ok_and(|saved| saved == text.as_bytes())
        });
        if proven {
            return Ok(CanonicalPath(canonical));
        }
        Err(ConfinementError::Outside {
            path: lexically_normal(path),
        })
    }
}

/// `path` with `.` and `..` folded, for messages only (never for decisions).
fn lexically_normal(path: &Path) -> PathBuf {
    let mut normal = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                normal.pop();
            }
            other => normal.push(other),
        }
    }
    normal
}

/// The `workspaceFolders` (or `rootUri`) a client sent in `initialize`, recorded by the
/// transport gate before the session sees the message.
#[derive(Debug, Clone, Default)]
pub struct WorkspaceFolders(Arc<Mutex<Vec<PathBuf>>>);

impl WorkspaceFolders {
    pub fn set(&self, folders: Vec<PathBuf>) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = folders;
    }

    pub fn get(&self) -> Vec<PathBuf> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }
}

impl Session {
    /// What this connection may touch right now (roots, folders, open documents).
    pub fn confinement(&self) -> Confinement {
        let roots = self.daemon.workspace_roots();
        let folders = match self.transport {
            Transport::Stdio => self.workspace_folders.get(),
            Transport::Tcp => Vec::new(),
        };
        if self.transport == Transport::Stdio && roots.is_empty() && folders.is_empty() {
            return Confinement::unconfined();
        }
        let mut confinement = Confinement::with_roots(roots.iter().chain(&folders));
        for (uri, document) in self.documents.iter() {
            if let Some(path) = crate::analysis::target::path_of_uri(uri) {
                confinement.allow_document(path, document.text());
            }
        }
        confinement
    }

    /// Checks a path a request names; the answer is an input error naming the path.
    pub fn confine(&self, path: &Path) -> Result<PathBuf, ResponseError> {
        self.confinement()
            .check(path)
            .map(CanonicalPath::into_path_buf)
            .map_err(|e| ResponseError::new(ErrorCode(error_codes::INPUT_ERROR), e.to_string()))
    }

    /// [`Session::confine`] for a resolved `repair/*` target: the source and its tests.
    pub fn confine_target(
        &self,
        (source, tests): (PathBuf, Option<PathBuf>),
    ) -> Result<(PathBuf, Option<PathBuf>), ResponseError> {
        let source = self.confine(&source)?;
        let tests = match tests {
            Some(tests) => Some(self.confine(&std::path::absolute(&tests).unwrap_or(tests))?),
            None => None,
        };
        Ok((source, tests))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    struct Tree {
        _dir: tempfile::TempDir,
        root: PathBuf,
        outside: PathBuf,
    }

    /// root/{prog.c, sub/inner.c, escape -> ../outside, inside -> sub}, outside/secret.c
    fn tree() -> Tree {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().join("root");
        let outside = dir.path().join("outside");
        std::fs::create_dir_all(root.join("sub")).unwrap();
        std::fs::create_dir_all(&outside).unwrap();
        std::fs::write(root.join("prog.c"), "int main(void){return 0;}\n").unwrap();
        std::fs::write(root.join("sub/inner.c"), "int x;\n").unwrap();
        std::fs::write(outside.join("secret.c"), "secret\n").unwrap();
        symlink(&outside, root.join("escape")).unwrap();
        symlink(root.join("sub"), root.join("inside")).unwrap();
        Tree {
            _dir: dir,
            root,
            outside,
        }
    }

    #[test]
    fn paths_are_judged_after_resolving_dots_and_symlinks() {
        let t = tree();
        let confinement = Confinement::with_roots([&t.root]);
        let allowed = [
            "prog.c",
            "sub/inner.c",
            "sub/../prog.c",
            "./sub/./inner.c",
            "inside/inner.c",
        ];
        for relative in allowed {
            let checked = confinement.check(&t.root.join(relative));
            assert!(checked.is_ok(), "{relative}: {checked:?}");
        }
        let refused = [
            "../outside/secret.c",
            "escape/secret.c",
            "sub/../../outside/secret.c",
        ];
        for relative in refused {
            let checked = confinement.check(&t.root.join(relative));
            assert!(
                matches!(checked, Err(ConfinementError::Outside { .. })),
                "{relative}: {checked:?}"
            );
        }
    }

    #[test]
    fn the_canonical_path_is_what_callers_get() {
        let t = tree();
        let confinement = Confinement::with_roots([&t.root]);
        let checked = confinement.check(&t.root.join("inside/../prog.c")).unwrap();
        // `inside` is a symlink to `sub`, so `inside/..` is the root itself.
        assert_eq!(
            checked.into_path_buf(),
            t.root.canonicalize().unwrap().join("prog.c")
        );
    }

    #[test]
    fn relative_and_missing_paths_are_typed_errors() {
        let t = tree();
        let confinement = Confinement::with_roots([&t.root]);
        assert!(matches!(
            confinement.check(Path::new("prog.c")),
            Err(ConfinementError::Relative { .. })
        ));
        assert!(matches!(
            confinement.check(&t.root.join("nope.c")),
            Err(ConfinementError::Unresolvable { .. })
        ));
    }

    #[test]
    fn an_opened_document_is_allowed_only_with_its_exact_saved_text() {
        let t = tree();
        let secret = t.outside.join("secret.c");
        let mut guessed = Confinement::with_roots([&t.root]);
        guessed.allow_document(secret.clone(), "anything\n".into());
        assert!(matches!(
            guessed.check(&secret),
            Err(ConfinementError::Outside { .. })
        ));
        let mut proven = Confinement::with_roots([&t.root]);
        proven.allow_document(secret.clone(), "secret\n".into());
        assert!(proven.check(&secret).is_ok());
        // Only that file: its neighbours stay outside.
        std::fs::write(t.outside.join("other.c"), "secret\n").unwrap();
        assert!(proven.check(&t.outside.join("other.c")).is_err());
    }

    #[test]
    fn no_roots_allows_nothing_unless_unconfined() {
        let t = tree();
        let prog = t.root.join("prog.c");
        assert!(Confinement::default().check(&prog).is_err());
        assert!(Confinement::with_roots([t.root.join("missing")])
            .check(&prog)
            .is_err());
        assert!(Confinement::unconfined().check(&prog).is_ok());
        assert!(Confinement::unconfined()
            .check(&t.root.join("missing.c"))
            .is_err());
    }

    #[test]
    fn a_root_given_through_a_symlink_still_matches() {
        let t = tree();
        let link = t.outside.join("root-link");
        symlink(&t.root, &link).unwrap();
        let confinement = Confinement::with_roots([&link]);
        assert!(confinement.check(&t.root.join("prog.c")).is_ok());
        assert!(confinement.check(&link.join("prog.c")).is_ok());
        assert!(confinement.check(&link.join("escape/secret.c")).is_err());
    }
}
