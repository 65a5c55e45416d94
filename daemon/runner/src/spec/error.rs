//! Errors from reading a test description. Each says which file, and for a
//! `repair.toml` which line, column and key, so an editor can point at it.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum SpecError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The file is not valid TOML, or a key is unknown, mistyped or inconsistent.
    #[error("{}:{line}:{column}: {}{message}", path.display(), key.as_ref().map(|k| format!("key `{k}`: ")).unwrap_or_default())]
    Malformed {
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// 1-based, in characters.
        column: usize,
        /// The key the error is about, when it can be told.
        key: Option<String>,
        message: String,
    },
    /// A `tests/` directory entry is incomplete (an input without its expected output).
    #[error("{}: {message}", path.display())]
    BadTestDir { path: PathBuf, message: String },
    #[error("no tests found for {}: looked for {}", source_file.display(), looked_for.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(", "))]
    NotFound {
        source_file: PathBuf,
        looked_for: Vec<PathBuf>,
    },
}

impl SpecError {
    pub(crate) fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        SpecError::Io {
            path: path.into(),
            source,
        }
    }
}

/// 1-based line and column (in characters) of a byte offset in `text`.
pub(crate) fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text[..floor_char_boundary(text, offset)];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

#[cfg(test)]
mod tests {
    use super::line_column;

    #[test]
    fn line_column_counts_from_one() {
        let text = "a = 1\nbé = 2\n";
        assert_eq!(line_column(text, 0), (1, 1));
        assert_eq!(line_column(text, 6), (2, 1));
        // After the two-byte `é` the column counts characters, not bytes.
        assert_eq!(line_column(text, 9), (2, 3));
    }
}
