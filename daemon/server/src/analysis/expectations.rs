//! Where a test's expectation is written: its `[[test]]` entry in `repair.toml` (the line of
//! its expected-output key, else its `name`), or the `.out` file of the directory forms.

use std::path::{Path, PathBuf};

use repaird_runner::{SuiteOrigin, TestSuite};

/// Keys that state what a test expects, in the order a reader looks for them.
const EXPECTATION_KEYS: [&str; 5] = [
    "stdout",
    "stdout_contains",
    "stdout_regex",
    "exit_code",
    "checker",
];

/// A file and a 0-based line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub file: PathBuf,
    pub line: u32,
}

/// The location of `test`'s expectation, when it can be found.
pub fn locate(suite: &TestSuite, test: &str) -> Option<Location> {
    match &suite.origin {
        SuiteOrigin::SpecFile(path) => {
            let text = std::fs::read_to_string(path).ok()?;
            let line = line_in_spec(&text, test)?;
            Some(Location {
                file: path.clone(),
                line,
            })
        }
        SuiteOrigin::TestsDir(dir) | SuiteOrigin::IntroClass(dir) => {
            let file = dir.join(format!("{test}.out"));
            file.is_file().then_some(Location { file, line: 0 })
        }
    }
}

/// 0-based line of the expectation of the `[[test]]` named `test` in a `repair.toml`.
pub fn line_in_spec(text: &str, test: &str) -> Option<u32> {
    let mut block: Vec<(usize, &str, &str)> = Vec::new();
    let mut found = None;
    let mut in_test = false;
    let lines: Vec<&str> = text.lines().collect();
    for (number, line) in lines.iter().enumerate().chain([(lines.len(), &"[[end]]")]) {
        let line = line.trim();
        if line.starts_with('[') {
            if in_test && block_names(&block, test) {
                found = Some(std::mem::take(&mut block));
                break;
            }
            block.clear();
            in_test = line.replace(' ', "") == "[[test]]";
            continue;
        }
        if let Some((key, value)) = line.split_once('=') {
            block.push((number, key.trim(), value.trim()));
        }
    }
    let block = found?;
    EXPECTATION_KEYS
        .iter()
        .find_map(|wanted| block.iter().find(|(_, key, _)| key == wanted))
        .or_else(|| block.iter().find(|(_, key, _)| *key == "name"))
        .map(|(number, _, _)| *number as u32)
}

fn block_names(block: &[(usize, &str, &str)], test: &str) -> bool {
    block.iter().any(|(_, key, value)| {
        *key == "name"
            && toml::from_str::<toml::Table>(&format!("v = {value}"))
                .ok()
                .and_then(|t| t.get("v").and_then(|v| v.as_str().map(str::to_string)))
                .is_some_and(|name| name == test)
    })
}

/// `file://` URL of `path` (absolute).
pub fn file_url(path: &Path) -> Option<async_lsp::lsp_types::Url> {
    let path = std::path::absolute(path).ok()?;
    async_lsp::lsp_types::Url::from_file_path(path).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: &str = r#"# tests
[[test]]
name = "first"
stdin = "1\n"
stdout = "1\n"

[[ test ]]
stdin = "2\n"
name = 'second' # a comment
exit_code = 3

[[test]]
name = "third"
args = ["x"]
"#;

    #[test]
    fn points_at_the_expectation_of_the_named_test() {
        assert_eq!(line_in_spec(SPEC, "first"), Some(4));
        assert_eq!(line_in_spec(SPEC, "second"), Some(9));
    }

    #[test]
    fn falls_back_to_the_name_and_misses_unknown_tests() {
        assert_eq!(line_in_spec(SPEC, "third"), Some(12));
        assert_eq!(line_in_spec(SPEC, "fourth"), None);
    }
}
