//! The editor fixtures (`tests/editors/fixtures/NAME/`): a buggy C program, its
//! `repair.toml`, and `expect.toml` saying where the fault is. Each scenario works on a
//! scratch copy, so the editor may write the file.

use std::path::{Path, PathBuf};

use repaird_runner::{run_suite, Build, BuildOptions, RunLimits, TestSuite};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The C file, relative to the fixture directory.
    pub source: String,
    /// 1-based line of the faulty statement.
    pub fault_line: u32,
    /// The program's stdin in the debug session.
    pub debug_stdin: String,
    /// Text the session's picture shows after `start`, `next`.
    pub debug_picture_contains: String,
}

pub struct Fixture {
    pub name: String,
    pub expect: Expect,
    /// The scratch copy of the fixture directory.
    pub dir: tempfile::TempDir,
}

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("editors")
}

/// Every fixture's name, sorted.
pub fn names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("fixtures"))
        .expect("tests/editors/fixtures")
        .flatten()
        .filter(|e| e.path().join("expect.toml").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(!names.is_empty(), "no editor fixtures found");
    names
}

impl Fixture {
    /// A scratch copy of fixture `name`.
    pub fn copy(name: &str) -> Fixture {
        let source_dir = root().join("fixtures").join(name);
        let expect_text = std::fs::read_to_string(source_dir.join("expect.toml"))
            .unwrap_or_else(|e| panic!("{name}/expect.toml: {e}"));
        let expect: Expect =
            toml::from_str(&expect_text).unwrap_or_else(|e| panic!("{name}/expect.toml: {e}"));
        let dir = tempfile::Builder::new()
            .prefix(&format!("editor-{name}-"))
            .tempdir()
            .expect("temp dir");
        for entry in std::fs::read_dir(&source_dir)
            .expect("fixture dir")
            .flatten()
        {
            if entry.path().is_file() {
                std::fs::copy(entry.path(), dir.path().join(entry.file_name()))
                    .expect("copy fixture file");
            }
        }
        Fixture {
            name: name.to_string(),
            expect,
            dir,
        }
    }

    pub fn source(&self) -> PathBuf {
        self.dir.path().join(&self.expect.source)
    }

    pub fn original_text(&self) -> String {
        std::fs::read_to_string(
            root()
                .join("fixtures")
                .join(&self.name)
                .join(&self.expect.source),
        )
        .expect("fixture source")
    }

    /// Builds the (possibly edited) source with the runner and runs its tests:
    /// (passed, total), or why it could not be built.
    pub fn run_tests(&self) -> Result<(usize, usize), String> {
        let source = self.source();
        let suite = TestSuite::discover(&source).map_err(|e| e.to_string())?;
        let executable = Build::compile(&source, &BuildOptions::new(suite.build.clone()))
            .map_err(|e| format!("does not build: {e}"))?;
        let report = run_suite(&executable, &suite, &RunLimits::default());
        Ok((report.passed(), report.results.len()))
    }
}
