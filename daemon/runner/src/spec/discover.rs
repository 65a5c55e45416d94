//! Finding a source file's tests.

use std::path::{Path, PathBuf};

use super::dir_form::{input_stems, INTROCLASS_GROUPS};
use super::{SpecError, TestSuite, SPEC_FILE_NAME};

/// How many directories above the source's an IntroClass `tests/` may be
/// (`<problem>/<student>/<version>/<problem>.c` puts it three levels up).
const INTROCLASS_SEARCH_DEPTH: usize = 3;

pub(super) fn discover(source: &Path) -> Result<TestSuite, SpecError> {
    let source_dir = source
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut looked_for = Vec::new();

    let spec_file = source_dir.join(SPEC_FILE_NAME);
    if spec_file.is_file() {
        return TestSuite::load(&spec_file);
    }
    looked_for.push(spec_file);

    let tests_dir = source_dir.join("tests");
    if tests_dir.is_dir() && !input_stems(&tests_dir)?.is_empty() {
        return TestSuite::from_tests_dir(&tests_dir);
    }
    looked_for.push(tests_dir.join("*.in"));

    for dir in source_dir.ancestors().take(INTROCLASS_SEARCH_DEPTH + 1) {
        let mut candidates: Vec<PathBuf> = vec![dir.join("tests")];
        // The reference solution lives inside `tests/` itself.
        if dir.file_name().is_some_and(|n| n == "tests") {
            candidates.push(dir.to_path_buf());
        }
        if let Some(found) = candidates.into_iter().find(|c| is_introclass_tests_dir(c)) {
            return TestSuite::from_introclass(&found);
        }
    }
    looked_for.push(source_dir.join("../../../tests/blackbox"));

    Err(SpecError::NotFound {
        source_file: source.to_path_buf(),
        looked_for,
    })
}

fn is_introclass_tests_dir(dir: &Path) -> bool {
    INTROCLASS_GROUPS.iter().any(|g| dir.join(g).is_dir())
}
