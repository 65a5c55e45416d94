//! Recovering what a failing test expected of each output event of a path.
//!
//! The path's `printf` formats, in order, are matched against the expected stdout: literal text
//! must match (by the test's comparison mode) and every `%d`/`%i`/`%c` hole captures the value
//! the test wanted there. When the literals cannot be aligned, no value of the arguments makes
//! this path pass, and the caller encodes "the output differs from this path's output".

use crate::interp::format::unescape;
use regex::Regex;

/// How a test compares stdout (mirrors the test runner's modes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OutputCompare {
    #[default]
    Exact,
    /// Equal after trimming leading and trailing whitespace.
    Trim,
    /// Equal as sequences of whitespace-separated words.
    Whitespace,
}

/// One value a `%` conversion of some output event must print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpectedArg {
    /// Index of the output event in the path.
    pub event: usize,
    /// Index of the argument in that event's argument list.
    pub arg: usize,
    pub value: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Alignment {
    /// The literals match; these values make the output equal to the expected one.
    Aligned(Vec<ExpectedArg>),
    /// The literal text of the path's outputs cannot produce the expected stdout.
    Unaligned,
}

enum Piece {
    Literal(char),
    Space,
    /// A conversion: (event, argument index, is `%c`).
    Hole(usize, usize, bool),
}

/// Aligns the formats (C literal text, escapes not decoded) with `expected`.
pub fn align(
    formats: &[&str],
    expected: &str,
    compare: OutputCompare,
) -> Result<Alignment, String> {
    let mut pieces = Vec::new();
    for (event, format) in formats.iter().enumerate() {
        let text = unescape(format);
        let mut chars = text.chars();
        let mut arg = 0;
        while let Some(c) = chars.next() {
            if c != '%' {
                let space = compare == OutputCompare::Whitespace && c.is_whitespace();
                pieces.push(if space {
                    Piece::Space
                } else {
                    Piece::Literal(c)
                });
                continue;
            }
            match chars.next() {
                Some('%') => pieces.push(Piece::Literal('%')),
                Some('d' | 'i') => {
                    pieces.push(Piece::Hole(event, arg, false));
                    arg += 1;
                }
                Some('c') => {
                    pieces.push(Piece::Hole(event, arg, true));
                    arg += 1;
                }
                Some(other) => return Err(format!("printf conversion %{other} is not encoded")),
                None => return Err("printf format ends with %".into()),
            }
        }
    }
    let mut pattern = String::from("^");
    if compare != OutputCompare::Exact {
        pattern.push_str(r"\s*");
    }
    let mut holes = Vec::new();
    let mut last_space = false;
    for piece in &pieces {
        match piece {
            Piece::Space => {
                if !last_space {
                    pattern.push_str(r"\s+");
                }
                last_space = true;
                continue;
            }
            Piece::Literal(c) => pattern.push_str(&regex::escape(&c.to_string())),
            Piece::Hole(event, arg, is_char) => {
                pattern.push_str(if *is_char { r"([\s\S])" } else { r"(-?[0-9]+)" });
                holes.push((*event, *arg, *is_char));
            }
        }
        last_space = false;
    }
    // Whitespace at the ends is free under both relaxed comparisons.
    if last_space {
        pattern.truncate(pattern.len() - r"\s+".len());
    }
    if compare != OutputCompare::Exact {
        pattern.push_str(r"\s*");
    }
    pattern.push('$');
    let regex = Regex::new(&pattern).map_err(|e| format!("expected-output pattern: {e}"))?;
    let Some(captures) = regex.captures(expected) else {
        return Ok(Alignment::Unaligned);
    };
    let mut values = Vec::with_capacity(holes.len());
    for (k, (event, arg, is_char)) in holes.into_iter().enumerate() {
        let text = captures.get(k + 1).map_or("", |m| m.as_str());
        let value = if is_char {
            text.chars().next().map_or(0, |c| c as i64)
        } else {
            match text.parse::<i64>() {
                Ok(v) => v,
                Err(_) => return Ok(Alignment::Unaligned),
            }
        };
        values.push(ExpectedArg { event, arg, value });
    }
    Ok(Alignment::Aligned(values))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holes_capture_the_expected_values() {
        let formats = ["Please enter 3 numbers > ", "%d is the median\\n"];
        let got = align(
            &formats,
            "Please enter 3 numbers >   6 is the median",
            OutputCompare::Whitespace,
        )
        .unwrap();
        assert_eq!(
            got,
            Alignment::Aligned(vec![ExpectedArg {
                event: 1,
                arg: 0,
                value: 6
            }])
        );
    }

    #[test]
    fn wrong_literal_text_does_not_align() {
        let got = align(
            &["%d is the mean\\n"],
            "6 is the median\n",
            OutputCompare::Exact,
        );
        assert_eq!(got.unwrap(), Alignment::Unaligned);
    }

    #[test]
    fn whitespace_matters_exactly_but_not_loosely() {
        let formats = ["%d\\n", "%d\\n"];
        assert_eq!(
            align(&formats, "1 2", OutputCompare::Exact).unwrap(),
            Alignment::Unaligned
        );
        let Alignment::Aligned(v) = align(&formats, "1 -2", OutputCompare::Whitespace).unwrap()
        else {
            panic!("should align")
        };
        assert_eq!(v.iter().map(|a| a.value).collect::<Vec<_>>(), [1, -2]);
    }
}
