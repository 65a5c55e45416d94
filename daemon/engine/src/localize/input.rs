//! What a `scanf` of the trace reads from the test's stdin: the inputs of the trace formula,
//! which are hard constraints. Wider than the interpreter's reader: floating point (`%f`,
//! `%lf`, `%e`, `%g`) and characters (`%c`) too, since the formula does not need the
//! interpreter to have computed with them.

use super::terms::{int_literal, real_literal, Sort, Term};
use crate::interp::format::unescape;

/// Reads `scanf(format)` from `input` at `*cursor`: one term per converted target, fewer at
/// the end of the input or at a mismatch (where `scanf` stops too).
pub fn scanf(format: &str, input: &str, cursor: &mut usize) -> Result<Vec<Term>, String> {
    let format = unescape(format);
    let bytes = input.as_bytes();
    let mut values = Vec::new();
    let mut chars = format.chars().peekable();
    let skip_ws = |cursor: &mut usize| {
        while bytes.get(*cursor).is_some_and(u8::is_ascii_whitespace) {
            *cursor += 1;
        }
    };
    while let Some(c) = chars.next() {
        if c.is_whitespace() {
            skip_ws(cursor);
            continue;
        }
        if c != '%' || chars.peek() == Some(&'%') {
            if c == '%' {
                chars.next();
            }
            if bytes.get(*cursor) == Some(&(c as u8)) {
                *cursor += 1;
                continue;
            }
            break;
        }
        // Length modifiers change the C type written, not what is read.
        while matches!(chars.peek(), Some('l' | 'h' | 'L')) {
            chars.next();
        }
        let read = match chars.next() {
            Some('d' | 'i' | 'u') => {
                skip_ws(cursor);
                number(input, cursor, false)
                    .and_then(|t| t.parse::<i64>().ok())
                    .map(|n| Term::new(int_literal(n), Sort::Int))
            }
            Some('f' | 'e' | 'g' | 'E' | 'G') => {
                skip_ws(cursor);
                number(input, cursor, true)
                    .and_then(|t| t.parse::<f64>().ok())
                    .and_then(real_literal)
                    .map(|r| Term::new(r, Sort::Real))
            }
            Some('c') => bytes.get(*cursor).map(|b| {
                *cursor += 1;
                // `char` is signed here (gcc on x86-64).
                Term::new(int_literal(i64::from(*b as i8)), Sort::Int)
            }),
            Some(conv) => return Err(format!("scanf conversion %{conv} is not encoded")),
            None => return Err("scanf format ends with %".into()),
        };
        match read {
            Some(term) => values.push(term),
            None => break,
        }
    }
    Ok(values)
}

/// Consumes a decimal number at `*cursor` (with a fraction and exponent when `real`); on no
/// number the cursor stays.
fn number<'a>(input: &'a str, cursor: &mut usize, real: bool) -> Option<&'a str> {
    let bytes = input.as_bytes();
    let start = *cursor;
    let mut at = start;
    let digits = |at: &mut usize| {
        let from = *at;
        while bytes.get(*at).is_some_and(u8::is_ascii_digit) {
            *at += 1;
        }
        *at > from
    };
    if matches!(bytes.get(at), Some(b'-' | b'+')) {
        at += 1;
    }
    let mut any = digits(&mut at);
    if real && bytes.get(at) == Some(&b'.') {
        at += 1;
        any |= digits(&mut at);
    }
    if !any {
        return None;
    }
    if real && matches!(bytes.get(at), Some(b'e' | b'E')) {
        let mut exp = at + 1;
        if matches!(bytes.get(exp), Some(b'-' | b'+')) {
            exp += 1;
        }
        if digits(&mut exp) {
            at = exp;
        }
    }
    *cursor = at;
    Some(&input[start..at])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(format: &str, input: &str) -> Vec<String> {
        let mut cursor = 0;
        scanf(format, input, &mut cursor)
            .unwrap()
            .into_iter()
            .map(|t| t.text)
            .collect()
    }

    #[test]
    fn reads_ints_reals_and_chars() {
        assert_eq!(read("%d %d", " 12\n-3 x"), ["12", "(- 3)"]);
        assert_eq!(read("%f%f", "90 80.5"), ["90.0", "80.5"]);
        assert_eq!(read("%lf", "-2.5e1"), ["(- 25.0)"]);
        assert_eq!(read("%c%c", "a\n"), ["97", "10"]);
        assert_eq!(read("%d", "x"), Vec::<String>::new());
        let mut cursor = 0;
        assert!(scanf("%s", "word", &mut cursor).is_err());
    }
}
