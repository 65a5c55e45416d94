//! The test-suite file `repair.toml` that sits next to each corpus program.
//!
//! Only the keys the corpus uses are modelled here; unknown keys are ignored so the
//! full format (owned by the runner) can grow without breaking the benchmarks.

use serde::Deserialize;
use std::path::Path;

#[derive(Debug, Clone, Deserialize, Default)]
pub struct TestSuite {
    #[serde(default)]
    pub build: Option<BuildSpec>,
    #[serde(default, rename = "test")]
    pub tests: Vec<TestCase>,
}

/// `[build]`: how to compile; absent means the default `gcc -g -O0`.
#[derive(Debug, Clone, Deserialize, Default)]
pub struct BuildSpec {
    #[serde(default)]
    pub flags: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct TestCase {
    pub name: String,
    #[serde(default)]
    pub args: Vec<String>,
    #[serde(default)]
    pub stdin: Option<String>,
    /// Exact expected stdout; `None` only before the expectation generator has run.
    #[serde(default)]
    pub stdout: Option<String>,
    #[serde(default)]
    pub exit_code: Option<i32>,
}

#[derive(Debug, thiserror::Error)]
pub enum SuiteError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{path} is not a valid test suite: {source}")]
    Parse {
        path: String,
        source: toml::de::Error,
    },
}

impl TestSuite {
    pub fn load(path: &Path) -> Result<Self, SuiteError> {
        let text = std::fs::read_to_string(path).map_err(|source| SuiteError::Read {
            path: path.display().to_string(),
            source,
        })?;
        toml::from_str(&text).map_err(|source| SuiteError::Parse {
            path: path.display().to_string(),
            source,
        })
    }

    /// The test named `name`.
    pub fn test(&self, name: &str) -> Option<&TestCase> {
        self.tests.iter().find(|t| t.name == name)
    }

    /// Extra compiler flags from `[build]`, if any.
    pub fn build_flags(&self) -> &[String] {
        self.build
            .as_ref()
            .map(|b| b.flags.as_slice())
            .unwrap_or(&[])
    }
}
