//! Driver patches (cfront text edits: byte offsets) as LSP `WorkspaceEdit`s.

use std::collections::HashMap;

use async_lsp::lsp_types::{
    DocumentChanges, OneOf, OptionalVersionedTextDocumentIdentifier, Range, TextDocumentEdit,
    TextEdit, Url, WorkspaceEdit,
};
use repaird_driver::Patch;

use super::line_index::LineIndex;
use super::ClientFeatures;
use crate::documents::PositionEncoding;

pub fn text_edits(patch: &Patch, index: &LineIndex, encoding: PositionEncoding) -> Vec<TextEdit> {
    patch
        .edits
        .iter()
        .map(|edit| TextEdit {
            range: Range {
                start: index.position(edit.range.start.offset, encoding),
                end: index.position(edit.range.end.offset, encoding),
            },
            new_text: edit.new_text.clone(),
        })
        .collect()
}

/// A versioned `documentChanges` edit when the client supports it (it refuses the edit if the
/// document moved on), else plain `changes`.
pub fn workspace_edit(
    uri: &Url,
    version: Option<i32>,
    edits: Vec<TextEdit>,
    features: ClientFeatures,
) -> WorkspaceEdit {
    if features.document_changes {
        return WorkspaceEdit {
            document_changes: Some(DocumentChanges::Edits(vec![TextDocumentEdit {
                text_document: OptionalVersionedTextDocumentIdentifier {
                    uri: uri.clone(),
                    version,
                },
                edits: edits.into_iter().map(OneOf::Left).collect(),
            }])),
            ..WorkspaceEdit::default()
        };
    }
    WorkspaceEdit {
        changes: Some(HashMap::from([(uri.clone(), edits)])),
        ..WorkspaceEdit::default()
    }
}

/// `text` with `edits` applied (non-overlapping, byte offsets into `text`).
pub fn apply_to_text(text: &str, patch: &Patch) -> String {
    let mut edits: Vec<_> = patch.edits.iter().collect();
    edits.sort_by_key(|e| std::cmp::Reverse(e.range.start.offset));
    let mut out = text.to_string();
    for edit in edits {
        let (start, end) = (edit.range.start.offset, edit.range.end.offset);
        if start <= end
            && end <= out.len()
            && out.is_char_boundary(start)
            && out.is_char_boundary(end)
        {
            out.replace_range(start..end, &edit.new_text);
        }
    }
    out
}
