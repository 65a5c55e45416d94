//! Documents open on one connection, keyed by URI.

use std::collections::BTreeMap;

use super::document::{Document, TextChange};
use super::position::{PositionEncoding, TextRange};

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum StoreError {
    #[error("document {uri} is not open")]
    NotOpen { uri: String },
    #[error("cannot open {uri}: already {limit} documents open (limits.max_documents)")]
    TooMany { uri: String, limit: usize },
    #[error("edit range {range:?} ends before it starts")]
    ReversedRange { range: TextRange },
}

#[derive(Debug, Default)]
pub struct DocumentStore {
    documents: BTreeMap<String, Document>,
}

impl DocumentStore {
    /// Opens (or reopens, replacing) a document.
    pub fn open(
        &mut self,
        uri: String,
        document: Document,
        limit: usize,
    ) -> Result<(), StoreError> {
        if !self.documents.contains_key(&uri) && self.documents.len() >= limit {
            return Err(StoreError::TooMany { uri, limit });
        }
        self.documents.insert(uri, document);
        Ok(())
    }

    pub fn change(
        &mut self,
        uri: &str,
        version: i32,
        changes: Vec<TextChange>,
        encoding: PositionEncoding,
    ) -> Result<(), StoreError> {
        let document = self.get_mut(uri)?;
        if version <= document.version() {
            tracing::warn!(
                uri,
                version,
                current = document.version(),
                "didChange version does not increase"
            );
        }
        document.apply(changes, version, encoding)
    }

    pub fn close(&mut self, uri: &str) -> Result<(), StoreError> {
        self.documents
            .remove(uri)
            .map(drop)
            .ok_or_else(|| StoreError::NotOpen {
                uri: uri.to_string(),
            })
    }

    pub fn get(&self, uri: &str) -> Result<&Document, StoreError> {
        self.documents.get(uri).ok_or_else(|| StoreError::NotOpen {
            uri: uri.to_string(),
        })
    }

    fn get_mut(&mut self, uri: &str) -> Result<&mut Document, StoreError> {
        self.documents
            .get_mut(uri)
            .ok_or_else(|| StoreError::NotOpen {
                uri: uri.to_string(),
            })
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &Document)> {
        self.documents.iter().map(|(uri, doc)| (uri.as_str(), doc))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::documents::Position;

    fn edit(sl: u32, sc: u32, el: u32, ec: u32, text: &str) -> TextChange {
        TextChange {
            range: Some(TextRange {
                start: Position {
                    line: sl,
                    character: sc,
                },
                end: Position {
                    line: el,
                    character: ec,
                },
            }),
            text: text.into(),
        }
    }

    #[test]
    fn changes_in_one_notification_apply_in_order() {
        let mut store = DocumentStore::default();
        store
            .open("f".into(), Document::new("int x;\n", 1, "c".into()), 10)
            .unwrap();
        let changes = vec![edit(0, 4, 0, 5, "yy"), edit(0, 6, 0, 6, " = 1")];
        store
            .change("f", 2, changes, PositionEncoding::Utf16)
            .unwrap();
        assert_eq!(store.get("f").unwrap().text(), "int yy = 1;\n");
        assert_eq!(store.get("f").unwrap().version(), 2);
    }

    #[test]
    fn reversed_range_leaves_document_unchanged() {
        let mut store = DocumentStore::default();
        store
            .open("f".into(), Document::new("abc", 1, "c".into()), 10)
            .unwrap();
        let err = store.change("f", 2, vec![edit(0, 2, 0, 1, "")], PositionEncoding::Utf8);
        assert!(matches!(err, Err(StoreError::ReversedRange { .. })));
        assert_eq!(store.get("f").unwrap().text(), "abc");
        assert_eq!(store.get("f").unwrap().version(), 1);
    }

    #[test]
    fn open_beyond_limit_is_refused() {
        let mut store = DocumentStore::default();
        store
            .open("a".into(), Document::new("", 1, "c".into()), 1)
            .unwrap();
        let err = store
            .open("b".into(), Document::new("", 1, "c".into()), 1)
            .unwrap_err();
        assert_eq!(
            err,
            StoreError::TooMany {
                uri: "b".into(),
                limit: 1
            }
        );
        // Reopening an open document is not a new one.
        store
            .open("a".into(), Document::new("x", 2, "c".into()), 1)
            .unwrap();
    }
}
