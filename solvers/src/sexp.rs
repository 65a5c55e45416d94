//! A reader for solver answers: S-expressions with balanced parentheses, string
//! literals (`""` escapes a quote), `|quoted|` symbols and `;` line comments
//! (z3 prints comments after `unsupported`). The reader is incremental: it says
//! "need more bytes" until one complete top-level expression is buffered.

use std::fmt;

/// One parsed answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sexp {
    /// A symbol, keyword or literal, exactly as printed (`|a b|` keeps its bars).
    Atom(String),
    /// A string literal, unescaped.
    Str(String),
    List(Vec<Sexp>),
}

impl Sexp {
    pub fn atom(&self) -> Option<&str> {
        match self {
            Sexp::Atom(a) => Some(a),
            _ => None,
        }
    }

    pub fn list(&self) -> Option<&[Sexp]> {
        match self {
            Sexp::List(items) => Some(items),
            _ => None,
        }
    }

    /// The message of an `(error "...")` answer.
    pub fn error_message(&self) -> Option<&str> {
        match self.list()? {
            [Sexp::Atom(head), Sexp::Str(message)] if head == "error" => Some(message),
            _ => None,
        }
    }
}

impl fmt::Display for Sexp {
    /// Single-line SMT-LIB text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sexp::Atom(a) => f.write_str(a),
            Sexp::Str(s) => write!(f, "\"{}\"", s.replace('"', "\"\"")),
            Sexp::List(items) => {
                f.write_str("(")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// Text that is not an S-expression (e.g. a stray `)`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Garbage(pub String);

/// Parses the first complete expression in `input`.
///
/// `Ok(None)`: more input is needed. `Ok(Some((sexp, used)))`: `used` bytes were consumed.
pub fn parse_prefix(input: &[u8]) -> Result<Option<(Sexp, usize)>, Garbage> {
    let mut parser = Parser { input, pos: 0 };
    match parser.expr() {
        Ok(sexp) => Ok(Some((sexp, parser.pos))),
        Err(Stop::Incomplete) => Ok(None),
        Err(Stop::Garbage(g)) => Err(g),
    }
}

/// Parses text that must hold exactly one expression.
pub fn parse_one(text: &str) -> Result<Sexp, Garbage> {
    // A trailing newline terminates a bare atom at the end of the text.
    let padded = format!("{text}\n");
    match parse_prefix(padded.as_bytes())? {
        Some((sexp, used)) if padded[used..].trim().is_empty() => Ok(sexp),
        Some(_) => Err(Garbage(format!("more than one expression in `{text}`"))),
        None => Err(Garbage(format!("incomplete expression `{text}`"))),
    }
}

enum Stop {
    Incomplete,
    Garbage(Garbage),
}

struct Parser<'a> {
    input: &'a [u8],
    pos: usize,
}

impl Parser<'_> {
    fn skip_blank(&mut self) {
        while let Some(&b) = self.input.get(self.pos) {
            if b.is_ascii_whitespace() {
                self.pos += 1;
            } else if b == b';' {
                match self.input[self.pos..].iter().position(|&c| c == b'\n') {
                    Some(end) => self.pos += end + 1,
                    None => self.pos = self.input.len(),
                }
            } else {
                break;
            }
        }
    }

    fn expr(&mut self) -> Result<Sexp, Stop> {
        self.skip_blank();
        let Some(&first) = self.input.get(self.pos) else {
            return Err(Stop::Incomplete);
        };
        match first {
            b'(' => {
                self.pos += 1;
                let mut items = Vec::new();
                loop {
                    self.skip_blank();
                    match self.input.get(self.pos) {
                        None => return Err(Stop::Incomplete),
                        Some(b')') => {
                            self.pos += 1;
                            return Ok(Sexp::List(items));
                        }
                        Some(_) => items.push(self.expr()?),
                    }
                }
            }
            b')' => Err(Stop::Garbage(Garbage(format!(
                "unbalanced `)` in `{}`",
                self.context()
            )))),
            b'"' => self.string(),
            _ => self.atom(),
        }
    }

    fn string(&mut self) -> Result<Sexp, Stop> {
        let mut bytes = Vec::new();
        let mut i = self.pos + 1;
        loop {
            match self.input.get(i) {
                None => return Err(Stop::Incomplete),
                Some(b'"') if self.input.get(i + 1) == Some(&b'"') => {
                    bytes.push(b'"');
                    i += 2;
                }
                // A closing quote at the very end may still be the first half of `""`.
                Some(b'"') if i + 1 == self.input.len() => return Err(Stop::Incomplete),
                Some(b'"') => {
                    self.pos = i + 1;
                    return Ok(Sexp::Str(String::from_utf8_lossy(&bytes).into_owned()));
                }
                Some(&b) => {
                    bytes.push(b);
                    i += 1;
                }
            }
        }
    }

    fn atom(&mut self) -> Result<Sexp, Stop> {
        let start = self.pos;
        let mut i = self.pos;
        loop {
            match self.input.get(i) {
                // An atom at the end of the buffer may continue in the next read.
                None => return Err(Stop::Incomplete),
                Some(b'|') => match self.input[i + 1..].iter().position(|&c| c == b'|') {
                    Some(len) => i += len + 2,
                    None => return Err(Stop::Incomplete),
                },
                Some(&b) if b.is_ascii_whitespace() || matches!(b, b'(' | b')' | b';' | b'"') => {
                    break
                }
                Some(_) => i += 1,
            }
        }
        self.pos = i;
        Ok(Sexp::Atom(
            String::from_utf8_lossy(&self.input[start..i]).into_owned(),
        ))
    }

    fn context(&self) -> String {
        let end = (self.pos + 60).min(self.input.len());
        String::from_utf8_lossy(&self.input[self.pos..end]).into_owned()
    }
}

/// Strips the bars of a `|quoted|` symbol.
pub fn unquote_symbol(symbol: &str) -> &str {
    symbol
        .strip_prefix('|')
        .and_then(|s| s.strip_suffix('|'))
        .unwrap_or(symbol)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn complete(text: &str) -> Sexp {
        let (sexp, _) = parse_prefix(text.as_bytes()).unwrap().unwrap();
        sexp
    }

    #[test]
    fn reads_the_answer_shapes_solvers_print() {
        let cases = [
            ("success\n", "success"),
            ("(:version \"5.4.0\")\n", "(:version \"5.4.0\")"),
            ("(\nb\na\n)\n", "(b a)"),
            ("((x 1)\n ((- 3) (- 3)))\n", "((x 1) ((- 3) (- 3)))"),
            ("(|a b| |c)|)\n", "(|a b| |c)|)"),
            ("(error \"say \"\"hi\"\"\")\n", "(error \"say \"\"hi\"\"\")"),
            ("; z3 comment\n; more\nsat\n", "sat"),
            ("(a ; inner comment\n b)", "(a b)"),
        ];
        for (input, shown) in cases {
            assert_eq!(complete(input).to_string(), shown, "input {input:?}");
        }
        assert_eq!(
            complete("(error \"a \"\"b\"\"\")").error_message(),
            Some("a \"b\"")
        );
    }

    #[test]
    fn incomplete_input_asks_for_more() {
        for partial in [
            "",
            "  ",
            "(a (b",
            "succ",
            "\"abc",
            "(|a b",
            "; only a comment",
            "\"a\"",
        ] {
            assert_eq!(
                parse_prefix(partial.as_bytes()),
                Ok(None),
                "input {partial:?}"
            );
        }
    }

    #[test]
    fn consumes_exactly_one_expression() {
        let input = b"sat\nunsat\n";
        let (first, used) = parse_prefix(input).unwrap().unwrap();
        assert_eq!(first, Sexp::Atom("sat".into()));
        let (second, _) = parse_prefix(&input[used..]).unwrap().unwrap();
        assert_eq!(second, Sexp::Atom("unsat".into()));
    }

    #[test]
    fn stray_close_paren_is_garbage() {
        assert!(parse_prefix(b")) junk\n").is_err());
        assert!(parse_one("a b").is_err());
        assert_eq!(parse_one("(a)").unwrap().to_string(), "(a)");
        assert_eq!(unquote_symbol("|a b|"), "a b");
        assert_eq!(unquote_symbol("a"), "a");
    }
}
