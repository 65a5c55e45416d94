//! Expect-test style comparison: `UPDATE_EXPECT=1` rewrites the expected file.

use std::path::Path;

/// Compares `actual` with the file `expected`; with `UPDATE_EXPECT=1` rewrites it instead.
/// Returns a description of the mismatch, if any.
pub fn check_expect(expected: &Path, actual: &str) -> Option<String> {
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(expected, actual).expect("write expectation");
        return None;
    }
    let want = std::fs::read_to_string(expected).unwrap_or_default();
    if want == actual {
        return None;
    }
    let diff = similar::TextDiff::from_lines(want.as_str(), actual)
        .unified_diff()
        .header("expected", "actual")
        .to_string();
    Some(format!(
        "{} differs (UPDATE_EXPECT=1 to accept):\n{diff}",
        expected.display()
    ))
}

/// The fixture directories under `tests/<kind>`, sorted.
pub fn fixture_dirs(kind: &str) -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(kind);
    let mut dirs: Vec<_> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    dirs
}
