//! A C lexer for code that edits text by tokens: the rewriter's minimal edits and the
//! repair search's token edits of statements the IR does not model.

/// One token and its byte range in the text it was read from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Token<'t> {
    pub text: &'t str,
    pub start: usize,
    pub end: usize,
}

impl Token<'_> {
    /// An identifier or keyword.
    pub fn is_word(&self) -> bool {
        self.text
            .bytes()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
    }
    /// A number (`1.5e-3` is one).
    pub fn is_number(&self) -> bool {
        self.text.bytes().next().is_some_and(|c| c.is_ascii_digit())
    }
    /// A string or character literal.
    pub fn is_literal(&self) -> bool {
        self.text.starts_with(['"', '\''])
    }
}

/// How many tokens `a` and `b` share at their start, then how many of the rest at their end:
/// what lies between is all that differs (`x = y;` and `x = y * 10;`: 3 and 1).
pub fn common_ends(a: &[Token], b: &[Token]) -> (usize, usize) {
    let prefix = a
        .iter()
        .zip(b)
        .take_while(|(x, y)| x.text == y.text)
        .count();
    let room = a.len().min(b.len()) - prefix;
    let suffix = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take(room)
        .take_while(|(x, y)| x.text == y.text)
        .count();
    (prefix, suffix)
}

/// C tokens of `text` with their byte ranges; comments and white space are not tokens.
/// `None` for text this lexer does not know (a stray quote, say).
pub fn tokens(text: &str) -> Option<Vec<Token<'_>>> {
    const PUNCTUATORS: [&str; 23] = [
        "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "##",
    ];
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if text[i..].starts_with("//") {
            i = text[i..].find('\n').map_or(bytes.len(), |n| i + n);
            continue;
        }
        if text[i..].starts_with("/*") {
            i = i + 2 + text[i + 2..].find("*/")? + 2;
            continue;
        }
        if c.is_ascii_alphanumeric() || c == b'_' {
            // Identifiers, keywords and numbers (`1.5e-3` stays one token).
            i += 1;
            while i < bytes.len() {
                let d = bytes[i];
                let exponent_sign = matches!(d, b'+' | b'-')
                    && bytes[start].is_ascii_digit()
                    && matches!(bytes[i - 1], b'e' | b'E');
                if d.is_ascii_alphanumeric() || d == b'_' || d == b'.' || exponent_sign {
                    i += 1;
                } else {
                    break;
                }
            }
        } else if c == b'"' || c == b'\'' {
            i += 1;
            loop {
                match *bytes.get(i)? {
                    b'\\' => i += 2,
                    d if d == c => {
                        i += 1;
                        break;
                    }
                    b'\n' => return None,
                    _ => i += 1,
                }
            }
        } else {
            i += PUNCTUATORS
                .iter()
                .find(|p| text[i..].starts_with(*p))
                .map_or(1, |p| p.len());
        }
        out.push(Token {
            text: text.get(start..i)?,
            start,
            end: i,
        });
    }
    Some(out)
}
