//! Parses of the same text under the same options, reused while every file the preprocessor
//! read for it is unchanged. A repair session, its helpers and the benchmark's rounds parse
//! the same program again and again (23 times the same reference in one benchmark case), and
//! each parse runs the compiler twice.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use crate::ParseOutcome;

/// Entries kept; the oldest goes first.
const CAPACITY: usize = 32;

/// What a parse was made of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ParseKey {
    pub path: PathBuf,
    pub text: String,
    pub on_disk: bool,
    pub compiler: String,
    pub flags: Vec<String>,
}

type Stamp = Option<(u64, SystemTime)>;

struct Entry {
    key: ParseKey,
    /// The files the preprocessor read (headers, system ones too), as they were.
    inputs: Vec<(PathBuf, Stamp)>,
    outcome: ParseOutcome,
}

static CACHE: Mutex<Vec<Entry>> = Mutex::new(Vec::new());

fn stamp(path: &Path) -> Stamp {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.len(), meta.modified().ok()?))
}

/// The outcome of an earlier parse of `key` whose headers are unchanged.
pub(crate) fn lookup(key: &ParseKey) -> Option<ParseOutcome> {
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    let at = cache.iter().position(|e| &e.key == key)?;
    let entry = cache.remove(at);
    if !entry.inputs.iter().all(|(path, was)| stamp(path) == *was) {
        return None;
    }
    let outcome = entry.outcome.clone();
    cache.push(entry);
    Some(outcome)
}

/// Keeps `outcome` for `key`; `preprocessed` names (in its line markers) the files read.
pub(crate) fn store(key: ParseKey, preprocessed: &str, main_name: &str, outcome: ParseOutcome) {
    let inputs = included_files(preprocessed, main_name)
        .into_iter()
        .map(|path| {
            let was = stamp(&path);
            (path, was)
        })
        .collect();
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    cache.retain(|e| e.key != key);
    if cache.len() >= CAPACITY {
        cache.remove(0);
    }
    cache.push(Entry {
        key,
        inputs,
        outcome,
    });
}

/// The files the line markers of `preprocessed` name (`# 1 "list.h" 1`), but the main file
/// and the compiler's own (`<built-in>`), each once.
fn included_files(preprocessed: &str, main_name: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = Vec::new();
    for line in preprocessed.lines() {
        let Some(rest) = line.strip_prefix("# ") else {
            continue;
        };
        let Some(start) = rest.find('"') else {
            continue;
        };
        let Some(len) = rest[start + 1..].find('"') else {
            continue;
        };
        let name = &rest[start + 1..start + 1 + len];
        if name.starts_with('<') || name == main_name {
            continue;
        }
        let path = PathBuf::from(name);
        if !files.contains(&path) {
            files.push(path);
        }
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_included_files_are_those_the_line_markers_name_but_the_main_file() {
        let pp = "# 0 \"p.c\"\n# 0 \"<built-in>\"\n# 1 \"/usr/include/stdio.h\" 1 3 4\nint x;\n# 2 \"list.h\" 1\n# 3 \"p.c\" 2\n# 9 \"list.h\"\n";
        assert_eq!(
            included_files(pp, "p.c"),
            vec![
                PathBuf::from("/usr/include/stdio.h"),
                PathBuf::from("list.h")
            ]
        );
    }
}
