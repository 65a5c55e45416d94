//! Line/column positions in the client's encoding, mapped onto rope char indices.

use ropey::{Rope, RopeSlice};

/// How a client counts columns. LSP's default is UTF-16 code units; a client may offer UTF-8.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PositionEncoding {
    Utf16,
    Utf8,
}

impl PositionEncoding {
    pub fn as_str(self) -> &'static str {
        match self {
            PositionEncoding::Utf16 => "utf-16",
            PositionEncoding::Utf8 => "utf-8",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub line: u32,
    pub character: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextRange {
    pub start: Position,
    pub end: Position,
}

/// Char index of `position`. As LSP asks, a column past the end of its line means the line
/// end, and a line past the last line means the end of the text.
pub fn char_index(rope: &Rope, position: Position, encoding: PositionEncoding) -> usize {
    let line = position.line as usize;
    if line >= rope.len_lines() {
        return rope.len_chars();
    }
    let line_start = rope.line_to_char(line);
    let content = without_line_break(rope.line(line));
    let column = position.character as usize;
    let chars_in = match encoding {
        PositionEncoding::Utf16 => content.utf16_cu_to_char(column.min(content.len_utf16_cu())),
        PositionEncoding::Utf8 => content.byte_to_char(column.min(content.len_bytes())),
    };
    line_start + chars_in
}

fn without_line_break(line: RopeSlice<'_>) -> RopeSlice<'_> {
    let len = line.len_chars();
    let break_len = match (
        len.checked_sub(2).map(|i| line.char(i)),
        len.checked_sub(1).map(|i| line.char(i)),
    ) {
        (Some('\r'), Some('\n')) => 2,
        (_, Some('\n' | '\r')) => 1,
        _ => 0,
    };
    line.slice(..len - break_len)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str, line: u32, character: u32, encoding: PositionEncoding) -> usize {
        char_index(
            &Rope::from_str(text),
            Position { line, character },
            encoding,
        )
    }

    #[test]
    fn utf16_counts_surrogate_pairs_as_two() {
        // "a😀b": 😀 is one char, two UTF-16 units, four UTF-8 bytes.
        let text = "a\u{1F600}b\n";
        assert_eq!(at(text, 0, 3, PositionEncoding::Utf16), 2);
        assert_eq!(at(text, 0, 5, PositionEncoding::Utf8), 2);
    }

    #[test]
    fn columns_past_line_end_clamp_before_the_break() {
        assert_eq!(at("ab\r\ncd", 0, 99, PositionEncoding::Utf16), 2);
        assert_eq!(at("ab\ncd", 1, 99, PositionEncoding::Utf8), 5);
        assert_eq!(at("ab\ncd", 7, 0, PositionEncoding::Utf16), 5);
    }

    #[test]
    fn lone_carriage_return_is_a_line_break() {
        assert_eq!(at("ab\rcd", 1, 1, PositionEncoding::Utf16), 4);
    }
}
