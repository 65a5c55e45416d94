//! Recovering what a failing test expected of each output event of a path.
//!
//! The path's `printf` formats, in order, are matched against the expected stdout: literal text
//! must match (by the test's comparison mode) and every `%d`/`%i`/`%c`/`%f`/`%.Nf` hole
//! captures the value the test wanted there. When the literals cannot be aligned, no value of the arguments makes
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
    pub value: ExpectedValue,
}

/// What one conversion must print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExpectedValue {
    /// `%d`, `%i` (the number) and `%c` (the character's code).
    Int(i64),
    /// `%f` / `%.Nf`: the printed decimal text; any value within half a unit of its last
    /// digit prints it (C rounds to `precision` digits).
    Fixed { text: String, precision: usize },
}

/// How a conversion prints its argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Conversion {
    Int,
    Char,
    Fixed(usize),
}

/// `%f` prints six digits unless the precision says otherwise.
const DEFAULT_PRECISION: usize = 6;
/// Precisions above this are not encoded (no test prints them, and the bound would not fit).
const MAX_PRECISION: usize = 15;

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
    /// A conversion: (event, argument index, how it prints).
    Hole(usize, usize, Conversion),
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
            let conversion = match chars.next() {
                Some('%') => {
                    pieces.push(Piece::Literal('%'));
                    continue;
                }
                Some('d' | 'i') => Conversion::Int,
                Some('c') => Conversion::Char,
                Some('f') => Conversion::Fixed(DEFAULT_PRECISION),
                Some('.') => {
                    let digits: String = chars.by_ref().take_while(|c| *c != 'f').collect();
                    match digits.parse::<usize>() {
                        Ok(p)
                            if p <= MAX_PRECISION && digits.chars().all(|c| c.is_ascii_digit()) =>
                        {
                            Conversion::Fixed(p)
                        }
                        _ => return Err(format!("printf conversion %.{digits} is not encoded")),
                    }
                }
                Some(other) => return Err(format!("printf conversion %{other} is not encoded")),
                None => return Err("printf format ends with %".into()),
            };
            pieces.push(Piece::Hole(event, arg, conversion));
            arg += 1;
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
            Piece::Hole(event, arg, conversion) => {
                match conversion {
                    Conversion::Char => pattern.push_str(r"([\s\S])"),
                    Conversion::Int | Conversion::Fixed(0) => pattern.push_str(r"(-?[0-9]+)"),
                    Conversion::Fixed(p) => pattern.push_str(&format!(r"(-?[0-9]+\.[0-9]{{{p}}})")),
                }
                holes.push((*event, *arg, *conversion));
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
    for (k, (event, arg, conversion)) in holes.into_iter().enumerate() {
        let text = captures.get(k + 1).map_or("", |m| m.as_str());
        let value = match conversion {
            Conversion::Char => ExpectedValue::Int(text.chars().next().map_or(0, |c| c as i64)),
            Conversion::Int => match text.parse::<i64>() {
                Ok(v) => ExpectedValue::Int(v),
                Err(_) => return Ok(Alignment::Unaligned),
            },
            Conversion::Fixed(precision) => ExpectedValue::Fixed {
                text: text.to_string(),
                precision,
            },
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
                value: ExpectedValue::Int(6)
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
        assert_eq!(
            v.iter().map(|a| a.value.clone()).collect::<Vec<_>>(),
            [ExpectedValue::Int(1), ExpectedValue::Int(-2)]
        );
    }

    #[test]
    fn fixed_point_holes_capture_the_printed_decimal() {
        let formats = ["%f %.2f %.0f\\n"];
        let Alignment::Aligned(v) =
            align(&formats, "-1.500000 3.14 7\n", OutputCompare::Exact).unwrap()
        else {
            panic!("should align")
        };
        let fixed = |text: &str, precision| ExpectedValue::Fixed {
            text: text.into(),
            precision,
        };
        assert_eq!(
            v.iter().map(|a| a.value.clone()).collect::<Vec<_>>(),
            [fixed("-1.500000", 6), fixed("3.14", 2), fixed("7", 0)]
        );
        // Six digits are what `%f` prints; fewer do not align.
        assert_eq!(
            align(&["%f"], "1.5", OutputCompare::Exact).unwrap(),
            Alignment::Unaligned
        );
        assert!(align(&["%.x"], "1", OutputCompare::Exact).is_err());
    }
}
