//! Byte offsets in a file's text (what cfront reports) to LSP positions in the client's
//! encoding, and back.

use async_lsp::lsp_types::Position;

use crate::documents::PositionEncoding;

/// The start of every line of one text (`\n`, `\r\n` and a lone `\r` end a line, as in the
/// document store).
#[derive(Debug, Clone)]
pub struct LineIndex {
    text: String,
    line_starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let bytes = text.as_bytes();
        let mut line_starts = vec![0];
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'\n' => line_starts.push(i + 1),
                b'\r' if bytes.get(i + 1) != Some(&b'\n') => line_starts.push(i + 1),
                _ => {}
            }
            i += 1;
        }
        LineIndex {
            text: text.to_string(),
            line_starts,
        }
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// The position of byte `offset` (clamped to the text, and back to a char boundary).
    pub fn position(&self, offset: usize, encoding: PositionEncoding) -> Position {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_starts.partition_point(|&start| start <= offset) - 1;
        let prefix = &self.text[self.line_starts[line]..offset];
        let character = match encoding {
            PositionEncoding::Utf8 => prefix.len(),
            PositionEncoding::Utf16 => prefix.encode_utf16().count(),
        };
        Position {
            line: line as u32,
            character: character as u32,
        }
    }

    /// Byte range of 0-based `line` without its line break; `None` past the end.
    pub fn line_range(&self, line: usize) -> Option<(usize, usize)> {
        let start = *self.line_starts.get(line)?;
        let end = self
            .line_starts
            .get(line + 1)
            .copied()
            .unwrap_or(self.text.len());
        let content = self.text[start..end].trim_end_matches(['\n', '\r']);
        Some((start, start + content.len()))
    }

    /// The text of 0-based `line` without indentation and line break.
    pub fn line_text(&self, line: usize) -> &str {
        self.line_range(line)
            .map_or("", |(start, end)| self.text[start..end].trim())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str, offset: usize, encoding: PositionEncoding) -> (u32, u32) {
        let p = LineIndex::new(text).position(offset, encoding);
        (p.line, p.character)
    }

    #[test]
    fn utf16_columns_count_surrogate_pairs_twice() {
        // "é" is 2 bytes / 1 unit, "😀" 4 bytes / 2 units.
        let text = "x\n/*é😀*/ y;\n";
        let y = text.find('y').unwrap();
        assert_eq!(at(text, y, PositionEncoding::Utf16), (1, 8));
        assert_eq!(at(text, y, PositionEncoding::Utf8), (1, 11));
    }

    #[test]
    fn line_breaks_of_every_kind_start_lines() {
        let text = "a\r\nb\rc\nd";
        assert_eq!(at(text, 3, PositionEncoding::Utf8), (1, 0));
        assert_eq!(at(text, 5, PositionEncoding::Utf8), (2, 0));
        assert_eq!(at(text, 7, PositionEncoding::Utf8), (3, 0));
        assert_eq!(at(text, 99, PositionEncoding::Utf8), (3, 1));
    }

    #[test]
    fn offsets_inside_a_char_round_down() {
        assert_eq!(at("é", 1, PositionEncoding::Utf16), (0, 0));
    }

    #[test]
    fn line_text_is_trimmed_and_line_range_excludes_the_break() {
        let index = LineIndex::new("int x;\r\n    if (a < b)\n");
        assert_eq!(index.line_text(1), "if (a < b)");
        assert_eq!(index.line_range(0), Some((0, 6)));
        assert_eq!(index.line_range(5), None);
    }
}
