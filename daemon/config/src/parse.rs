//! TOML text and partial updates -> [`Config`], with errors naming key and line.

use std::path::Path;

use toml_edit::ImDocument;

use crate::{validate, Config, ConfigError};

impl Config {
    /// Parses a whole config. `origin` names the text in errors (usually its path).
    /// Unknown keys, wrong types and out-of-range values are refused.
    pub fn from_toml_str(text: &str, origin: &str) -> Result<Config, ConfigError> {
        let document = ImDocument::parse(text).map_err(|e| ConfigError::Invalid {
            origin: origin.to_string(),
            key: None,
            line: e.span().map(|span| line_of(text, span.start)),
            message: e.message().trim().to_string(),
        })?;
        let located = |key: String, message: String, span: Option<std::ops::Range<usize>>| {
            let line = span
                .map(|s| line_of(text, s.start))
                .or_else(|| line_of_key(&document, text, &key));
            ConfigError::Invalid {
                origin: origin.to_string(),
                key: Some(key),
                line,
                message,
            }
        };
        let deserializer = toml::Deserializer::new(text);
        let mut config: Config = serde_path_to_error::deserialize(deserializer).map_err(|e| {
            let key = e.path().to_string();
            let inner = e.into_inner();
            located(key, inner.message().trim().to_string(), inner.span())
        })?;
        validate::check(&config).map_err(|(key, message)| located(key, message, None))?;
        config.origin = origin.to_string();
        Ok(config)
    }

    /// Reads and parses `path`; relative paths inside resolve against its directory.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        let mut config = Config::from_toml_str(&text, &path.display().to_string())?;
        config.base_dir = path.parent().map(Path::to_path_buf);
        Ok(config)
    }

    /// The documented defaults (`configs/repaird.toml`, embedded at build time).
    pub fn builtin() -> Config {
        Config::from_toml_str(crate::DEFAULT_TOML, crate::BUILTIN_ORIGIN)
            .expect("the embedded configs/repaird.toml is valid (checked by a test)")
    }

    /// This config with `partial` (same keys as the file, any subset) merged over it, checked
    /// like a file. On error `self` is untouched and the error names the key (no line).
    pub fn merged_with(&self, partial: toml::Table, origin: &str) -> Result<Config, ConfigError> {
        let invalid = |key: Option<String>, message: String| ConfigError::Invalid {
            origin: origin.to_string(),
            key,
            line: None,
            message,
        };
        let mut current = toml::Table::try_from(self)
            .map_err(|e| invalid(None, format!("cannot serialize the active config: {e}")))?;
        merge_tables(&mut current, partial);
        let mut merged: Config = serde_path_to_error::deserialize(toml::Value::Table(current))
            .map_err(|e| {
                let key = e.path().to_string();
                invalid(Some(key), e.into_inner().message().trim().to_string())
            })?;
        validate::check(&merged).map_err(|(key, message)| invalid(Some(key), message))?;
        merged.origin = format!("{} + {origin}", self.origin);
        merged.base_dir = self.base_dir.clone();
        Ok(merged)
    }
}

/// Tables merge key by key; any other value replaces the old one.
fn merge_tables(base: &mut toml::Table, update: toml::Table) {
    for (key, value) in update {
        match (base.get_mut(&key), value) {
            (Some(toml::Value::Table(old)), toml::Value::Table(new)) => merge_tables(old, new),
            (_, value) => {
                base.insert(key, value);
            }
        }
    }
}

/// 1-based line of a byte offset.
fn line_of(text: &str, offset: usize) -> usize {
    let offset = offset.min(text.len());
    text.as_bytes()[..offset]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// Line of the deepest key of a dotted path that exists in the document.
fn line_of_key(document: &ImDocument<&str>, text: &str, dotted: &str) -> Option<usize> {
    let mut table: &dyn toml_edit::TableLike = document.as_table();
    let mut line = None;
    for segment in dotted.split('.') {
        let (key, item) = table.get_key_value(segment)?;
        line = key
            .span()
            .or_else(|| item.span())
            .map(|s| line_of(text, s.start))
            .or(line);
        match item.as_table_like() {
            Some(inner) => table = inner,
            None => break,
        }
    }
    line
}
