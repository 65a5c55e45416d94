//! A recursive-descent parser for one line of GDB/MI output.

use super::record::{AsyncKind, MiTuple, MiValue, Record, ResultClass, StreamKind};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("malformed MI output at byte {position}: {reason} in {line:?}")]
pub struct MiParseError {
    pub line: String,
    pub position: usize,
    pub reason: &'static str,
}

/// Parses one line of gdb's MI output (without the trailing newline).
pub fn parse_line(line: &str) -> Result<Record, MiParseError> {
    let line = line.strip_suffix('\r').unwrap_or(line);
    if line.trim_end() == "(gdb)" {
        return Ok(Record::Prompt);
    }
    let mut cursor = Cursor {
        line,
        bytes: line.as_bytes(),
        pos: 0,
    };
    let record = cursor.record()?;
    if cursor.pos != cursor.bytes.len() {
        return Err(cursor.error("trailing characters"));
    }
    Ok(record)
}

struct Cursor<'a> {
    line: &'a str,
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn error(&self, reason: &'static str) -> MiParseError {
        MiParseError {
            line: self.line.to_string(),
            position: self.pos,
            reason,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn expect(&mut self, byte: u8, reason: &'static str) -> Result<(), MiParseError> {
        if self.peek() == Some(byte) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.error(reason))
        }
    }

    fn record(&mut self) -> Result<Record, MiParseError> {
        let token = self.token()?;
        let marker = self.peek().ok_or_else(|| self.error("empty record"))?;
        // Checked before stepping over it: a non-ASCII first byte would leave `pos` inside a
        // character, and slicing from there panics (found by fuzzing).
        if !matches!(marker, b'~' | b'@' | b'&' | b'^' | b'*' | b'+' | b'=') {
            return Err(self.error("unknown record marker"));
        }
        self.pos += 1;
        let stream = match marker {
            b'~' => Some(StreamKind::Console),
            b'@' => Some(StreamKind::Target),
            b'&' => Some(StreamKind::Log),
            _ => None,
        };
        if let Some(kind) = stream {
            if token.is_some() {
                return Err(self.error("stream records carry no token"));
            }
            let text = self.c_string()?;
            return Ok(Record::Stream { kind, text });
        }
        let class = self.word();
        let results = self.trailing_results()?;
        match marker {
            b'^' => {
                let class = match class {
                    "done" => ResultClass::Done,
                    "running" => ResultClass::Running,
                    "connected" => ResultClass::Connected,
                    "error" => ResultClass::Error,
                    "exit" => ResultClass::Exit,
                    _ => return Err(self.error("unknown result class")),
                };
                Ok(Record::Result {
                    token,
                    class,
                    results,
                })
            }
            b'*' | b'+' | b'=' => {
                let kind = match marker {
                    b'*' => AsyncKind::Exec,
                    b'+' => AsyncKind::Status,
                    _ => AsyncKind::Notify,
                };
                if class.is_empty() {
                    return Err(self.error("missing async class"));
                }
                Ok(Record::Async {
                    token,
                    kind,
                    class: class.to_string(),
                    results,
                })
            }
            _ => Err(self.error("unknown record marker")),
        }
    }

    fn token(&mut self) -> Result<Option<u64>, MiParseError> {
        let start = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.pos += 1;
        }
        if start == self.pos {
            return Ok(None);
        }
        self.line[start..self.pos]
            .parse()
            .map(Some)
            .map_err(|_| self.error("token out of range"))
    }

    /// A result class, async class or variable name: anything up to `,` `=` or the end.
    fn word(&mut self) -> &'a str {
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|b| !matches!(b, b',' | b'=' | b'{' | b'}' | b'[' | b']' | b'"'))
        {
            self.pos += 1;
        }
        &self.line[start..self.pos]
    }

    fn trailing_results(&mut self) -> Result<MiTuple, MiParseError> {
        let mut results = Vec::new();
        while self.peek() == Some(b',') {
            self.pos += 1;
            results.push(self.result()?);
        }
        Ok(MiTuple(results))
    }

    fn result(&mut self) -> Result<(String, MiValue), MiParseError> {
        let name = self.word().to_string();
        if name.is_empty() {
            return Err(self.error("missing result name"));
        }
        self.expect(b'=', "expected '=' after a result name")?;
        Ok((name, self.value()?))
    }

    fn value(&mut self) -> Result<MiValue, MiParseError> {
        match self.peek() {
            Some(b'"') => Ok(MiValue::Const(self.c_string()?)),
            Some(b'{') => {
                self.pos += 1;
                let mut items = Vec::new();
                if self.peek() == Some(b'}') {
                    self.pos += 1;
                    return Ok(MiValue::Tuple(MiTuple(items)));
                }
                loop {
                    items.push(self.result()?);
                    match self.peek() {
                        Some(b',') => self.pos += 1,
                        Some(b'}') => {
                            self.pos += 1;
                            return Ok(MiValue::Tuple(MiTuple(items)));
                        }
                        _ => return Err(self.error("expected ',' or '}' in a tuple")),
                    }
                }
            }
            Some(b'[') => {
                self.pos += 1;
                if self.peek() == Some(b']') {
                    self.pos += 1;
                    return Ok(MiValue::List(Vec::new()));
                }
                // A list holds either bare values or name=value results; the first item decides.
                let named = !matches!(self.peek(), Some(b'"' | b'{' | b'['));
                let mut values = Vec::new();
                let mut results = Vec::new();
                loop {
                    if named {
                        results.push(self.result()?);
                    } else {
                        values.push(self.value()?);
                    }
                    match self.peek() {
                        Some(b',') => self.pos += 1,
                        Some(b']') => {
                            self.pos += 1;
                            return Ok(if named {
                                MiValue::ResultList(MiTuple(results))
                            } else {
                                MiValue::List(values)
                            });
                        }
                        _ => return Err(self.error("expected ',' or ']' in a list")),
                    }
                }
            }
            _ => Err(self.error("expected a value")),
        }
    }

    /// A C string with gdb's escapes; octal escapes are bytes, decoded as UTF-8 (lossily).
    fn c_string(&mut self) -> Result<String, MiParseError> {
        self.expect(b'"', "expected '\"'")?;
        let mut out = Vec::new();
        loop {
            let b = self
                .peek()
                .ok_or_else(|| self.error("unterminated string"))?;
            self.pos += 1;
            match b {
                b'"' => return Ok(String::from_utf8_lossy(&out).into_owned()),
                b'\\' => {
                    let e = self
                        .peek()
                        .ok_or_else(|| self.error("unterminated escape"))?;
                    self.pos += 1;
                    match e {
                        b'n' => out.push(b'\n'),
                        b't' => out.push(b'\t'),
                        b'r' => out.push(b'\r'),
                        b'a' => out.push(0x07),
                        b'b' => out.push(0x08),
                        b'f' => out.push(0x0c),
                        b'v' => out.push(0x0b),
                        b'e' => out.push(0x1b),
                        b'0'..=b'7' => {
                            let mut v = u32::from(e - b'0');
                            for _ in 0..2 {
                                match self.peek() {
                                    Some(d @ b'0'..=b'7') => {
                                        v = v * 8 + u32::from(d - b'0');
                                        self.pos += 1;
                                    }
                                    _ => break,
                                }
                            }
                            out.push((v & 0xff) as u8);
                        }
                        other => out.push(other),
                    }
                }
                other => out.push(other),
            }
        }
    }
}

#[cfg(test)]
mod tests;
