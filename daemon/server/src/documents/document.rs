//! One open document.

use ropey::Rope;

use super::position::{char_index, PositionEncoding, TextRange};
use super::store::StoreError;

/// One content change; `range: None` replaces the whole text.
#[derive(Debug, Clone)]
pub struct TextChange {
    pub range: Option<TextRange>,
    pub text: String,
}

#[derive(Debug, Clone)]
pub struct Document {
    text: Rope,
    version: i32,
    language_id: String,
}

impl Document {
    pub fn new(text: &str, version: i32, language_id: String) -> Document {
        Document {
            text: Rope::from_str(text),
            version,
            language_id,
        }
    }

    pub fn version(&self) -> i32 {
        self.version
    }

    pub fn language_id(&self) -> &str {
        &self.language_id
    }

    pub fn text(&self) -> String {
        self.text.to_string()
    }

    /// Applies `changes` in order (each range refers to the text after the previous change),
    /// then records `version`. A reversed range is refused and leaves the document unchanged.
    pub fn apply(
        &mut self,
        changes: Vec<TextChange>,
        version: i32,
        encoding: PositionEncoding,
    ) -> Result<(), StoreError> {
        let mut text = self.text.clone();
        for change in changes {
            match change.range {
                None => text = Rope::from_str(&change.text),
                Some(range) => {
                    let start = char_index(&text, range.start, encoding);
                    let end = char_index(&text, range.end, encoding);
                    if start > end {
                        return Err(StoreError::ReversedRange { range });
                    }
                    text.remove(start..end);
                    text.insert(start, &change.text);
                }
            }
        }
        self.text = text;
        self.version = version;
        Ok(())
    }
}
