use std::fmt;
use std::path::PathBuf;

/// Why a configuration was refused. `Invalid` names the key (dotted path) and, when the
/// config came from text, the 1-based line.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read config {path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{}", InvalidDisplay { origin, key, line: *line, message })]
    Invalid {
        origin: String,
        key: Option<String>,
        line: Option<usize>,
        message: String,
    },
}

impl ConfigError {
    /// The dotted key the error is about, e.g. `solver.backend`.
    pub fn key(&self) -> Option<&str> {
        match self {
            ConfigError::Invalid { key, .. } => key.as_deref(),
            ConfigError::Io { .. } => None,
        }
    }

    /// The 1-based line in the config text, when known.
    pub fn line(&self) -> Option<usize> {
        match self {
            ConfigError::Invalid { line, .. } => *line,
            ConfigError::Io { .. } => None,
        }
    }
}

struct InvalidDisplay<'a> {
    origin: &'a str,
    key: &'a Option<String>,
    line: Option<usize>,
    message: &'a str,
}

impl fmt::Display for InvalidDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.origin)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if let Some(key) = self.key {
            write!(f, ": key `{key}`")?;
        }
        write!(f, ": {}", self.message)
    }
}
