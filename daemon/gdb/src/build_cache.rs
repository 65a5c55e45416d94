//! Binaries already built from the same source with the same command, reused while nothing
//! they were built from has changed. A debug session compiles its program when it opens, and
//! sessions over one file come one after the other (a programmer restarting, the benchmark's
//! refinement rounds and helper sessions): the same bytes were compiled and statically linked
//! up to 24 times in one benchmark case, a third of its time.
//!
//! A hit needs the same source text (compared whole, not by hash), the same compiler command,
//! and every header the compiler read for it (its `-MMD` list: the program's own headers,
//! not the system's) at the size and modification time it had then.
//!
//! The binaries are kept in memory and written out afresh for each hit, so a session's
//! scratch directory still goes with it: nothing a session made stays on disk after it ends.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use repaird_reuse::Kept;

/// A built binary's bytes and file name.
#[derive(Debug, Clone)]
pub(crate) struct Image {
    pub file_name: String,
    pub bytes: Arc<[u8]>,
}

/// What a binary was built from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct BuildKey {
    pub source: PathBuf,
    pub text: String,
    /// Compiler, flags, link arguments: everything after it but the output path.
    pub command: Vec<String>,
}

/// 16 binaries, each kept while the headers it was built with are unchanged; the oldest goes
/// first. A statically linked corpus program is under 1 MB.
pub(crate) static BUILDS: Kept<BuildKey, Image> = Kept::new(16);

/// The files a make rule written by `-MMD` names after its target (`out: a.c b.h \`), but
/// `source` itself. `None` when the file cannot be read.
pub(crate) fn dependencies(rule: &Path, source: &Path) -> Option<Vec<PathBuf>> {
    let text = std::fs::read_to_string(rule).ok()?;
    let (_, prerequisites) = text.split_once(": ")?;
    let mut files = Vec::new();
    let mut word = String::new();
    let mut chars = prerequisites.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            // `\ ` is a space in a name; `\` before a newline continues the rule.
            '\\' if chars.peek() == Some(&' ') => {
                word.push(' ');
                chars.next();
            }
            '\\' if chars.peek() == Some(&'\n') => {}
            c if c.is_whitespace() => {
                if !word.is_empty() {
                    files.push(PathBuf::from(std::mem::take(&mut word)));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        files.push(PathBuf::from(word));
    }
    files.retain(|f| f != source);
    Some(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_make_rule_lists_its_prerequisites_but_the_source() {
        let dir = tempfile::tempdir().unwrap();
        let rule = dir.path().join("p.d");
        std::fs::write(
            &rule,
            "/tmp/x/p: /src/p.c /src/list.h \\\n /src/my\\ dir/q.h\n",
        )
        .unwrap();
        let deps = dependencies(&rule, Path::new("/src/p.c")).unwrap();
        assert_eq!(
            deps,
            vec![
                PathBuf::from("/src/list.h"),
                PathBuf::from("/src/my dir/q.h")
            ]
        );
        assert_eq!(
            dependencies(&dir.path().join("none.d"), Path::new("/src/p.c")),
            None
        );
    }
}
