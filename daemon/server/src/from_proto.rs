//! LSP/JSON -> internal types.

use async_lsp::lsp_types::{TextDocumentContentChangeEvent, Url};
use serde::Deserialize;

use crate::documents::{Position, TextChange, TextRange};

pub fn text_change(event: TextDocumentContentChangeEvent) -> TextChange {
    TextChange {
        range: event.range.map(|range| TextRange {
            start: Position {
                line: range.start.line,
                character: range.start.character,
            },
            end: Position {
                line: range.end.line,
                character: range.end.character,
            },
        }),
        text: event.text,
    }
}

/// The key documents are stored under: the URI as `Url` prints it, so `file:///a%20b.c` and
/// `file:///a b.c` name the same document.
pub fn uri_key(uri: &str) -> String {
    Url::parse(uri)
        .map(|url| url.to_string())
        .unwrap_or_else(|_| uri.to_string())
}

/// `settings.repaird` (JSON) as a TOML table for `Config::merged_with`.
pub fn config_table(settings: serde_json::Value) -> Result<toml::Table, String> {
    if !settings.is_object() {
        return Err(format!(
            "expected an object of config sections, got {settings}"
        ));
    }
    toml::Table::deserialize(settings).map_err(|e| e.to_string())
}
