//! Byte-range text edits on a source file and the line/column bookkeeping the
//! manifest needs (positions in both the reference and the mutant).

use std::ops::Range;

/// Replace `range` of the reference text (which must read `original`) by `replacement`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    pub range: Range<usize>,
    pub original: String,
    pub replacement: String,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum EditError {
    #[error("edits overlap at byte {0}")]
    Overlap(usize),
    #[error("edit at byte {at} expects `{expected}` but the text reads `{found}`")]
    Mismatch {
        at: usize,
        expected: String,
        found: String,
    },
}

/// Applies non-overlapping edits (in any order) to `text`.
pub fn apply(text: &str, edits: &[Edit]) -> Result<String, EditError> {
    let mut sorted: Vec<&Edit> = edits.iter().collect();
    sorted.sort_by_key(|e| e.range.start);
    let mut out = String::with_capacity(text.len());
    let mut cursor = 0;
    for edit in sorted {
        if edit.range.start < cursor {
            return Err(EditError::Overlap(edit.range.start));
        }
        let found = text.get(edit.range.clone()).unwrap_or_default();
        if found != edit.original {
            return Err(EditError::Mismatch {
                at: edit.range.start,
                expected: edit.original.clone(),
                found: found.to_string(),
            });
        }
        out.push_str(&text[cursor..edit.range.start]);
        out.push_str(&edit.replacement);
        cursor = edit.range.end;
    }
    out.push_str(&text[cursor..]);
    Ok(out)
}

/// Where reference byte `offset` ends up after `edits` (for an offset outside every edit,
/// or at an edit's start).
pub fn map_offset(offset: usize, edits: &[Edit]) -> usize {
    let mut shifted = offset as isize;
    for edit in edits {
        if edit.range.end <= offset && edit.range.start < offset {
            shifted += edit.replacement.len() as isize - edit.range.len() as isize;
        }
    }
    shifted as usize
}

/// 1-based line and column (in bytes) of a byte offset.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map(|i| i + 1).unwrap_or(0);
    (line, offset - line_start + 1)
}

/// Byte offset of a 1-based line and column.
pub fn offset_of(text: &str, line: usize, column: usize) -> Option<usize> {
    let mut start = 0;
    for _ in 1..line {
        start += text[start..].find('\n')? + 1;
    }
    let offset = start + column.checked_sub(1)?;
    (offset <= text.len()).then_some(offset)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edit(range: Range<usize>, original: &str, replacement: &str) -> Edit {
        Edit {
            range,
            original: original.into(),
            replacement: replacement.into(),
        }
    }

    #[test]
    fn applies_unsorted_edits_and_maps_offsets() {
        let text = "a = b;\nc = d;\n";
        let edits = vec![edit(11..12, "d", "NULL"), edit(0..7, "a = b;\n", "")];
        assert_eq!(apply(text, &edits).unwrap(), "c = NULL;\n");
        assert_eq!(map_offset(11, &edits), 4);
        assert_eq!(line_col(text, 11), (2, 5));
        assert_eq!(offset_of(text, 2, 5), Some(11));
    }

    #[test]
    fn rejects_overlap_and_mismatch() {
        let text = "abcdef";
        assert_eq!(
            apply(text, &[edit(0..3, "abc", "x"), edit(2..4, "cd", "y")]),
            Err(EditError::Overlap(2))
        );
        assert!(matches!(
            apply(text, &[edit(0..1, "z", "x")]),
            Err(EditError::Mismatch { .. })
        ));
    }
}
