//! Results kept in memory and handed out again for the same key while every file they were
//! made from still has the size and modification time it had then. The C front end keeps
//! parses this way (the headers its preprocessor read) and the gdb layer builds (the headers
//! the compiler's `-MMD` list names): sessions over one program come one after the other.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

/// A file's size and modification time; `None` when it cannot be read.
type Stamp = Option<(u64, SystemTime)>;

fn stamp(path: &Path) -> Stamp {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.len(), meta.modified().ok()?))
}

struct Entry<K, V> {
    key: K,
    /// The files the value was made from, as they were when it was kept.
    inputs: Vec<(PathBuf, Stamp)>,
    value: V,
}

/// At most `capacity` values; the least recently used goes first.
pub struct Kept<K, V> {
    entries: Mutex<Vec<Entry<K, V>>>,
    capacity: usize,
}

impl<K: PartialEq, V: Clone> Kept<K, V> {
    pub const fn new(capacity: usize) -> Self {
        Kept {
            entries: Mutex::new(Vec::new()),
            capacity,
        }
    }

    /// The value kept for `key`, if every file it was made from is unchanged (a changed one
    /// drops it).
    pub fn lookup(&self, key: &K) -> Option<V> {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        let at = entries.iter().position(|e| &e.key == key)?;
        let entry = entries.remove(at);
        if !entry.inputs.iter().all(|(path, was)| stamp(path) == *was) {
            return None;
        }
        let value = entry.value.clone();
        entries.push(entry);
        Some(value)
    }

    /// Keeps `value` for `key`, made from `inputs` as they are now.
    pub fn store(&self, key: K, inputs: impl IntoIterator<Item = PathBuf>, value: V) {
        let inputs = inputs
            .into_iter()
            .map(|path| {
                let was = stamp(&path);
                (path, was)
            })
            .collect();
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        entries.retain(|e| e.key != key);
        if entries.len() >= self.capacity {
            entries.remove(0);
        }
        entries.push(Entry { key, inputs, value });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_goes_with_a_changed_input_or_as_the_least_recently_used() {
        let dir = tempfile::tempdir().unwrap();
        let header = dir.path().join("list.h");
        std::fs::write(&header, "int a;\n").unwrap();
        let kept: Kept<&str, u32> = Kept::new(2);
        kept.store("a", [header.clone()], 1);
        kept.store("b", [], 2);
        assert_eq!(
            kept.lookup(&"a"),
            Some(1),
            "a is now the most recently used"
        );
        kept.store("c", [], 3);
        assert_eq!(kept.lookup(&"b"), None, "b went to make room");
        assert_eq!(kept.lookup(&"c"), Some(3));
        std::fs::write(&header, "int a, b;\n").unwrap();
        assert_eq!(kept.lookup(&"a"), None, "its header changed size");
    }
}
