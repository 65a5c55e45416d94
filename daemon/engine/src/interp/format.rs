//! `printf` formatting and `scanf` reading for the modeled conversions (`%d`, `%i`, `%c`,
//! `%%`, the integer ones with a length modifier: `%ld`, `%lld`, `%hd`, ...). Formats arrive as
//! C literal text (escapes not yet decoded). Floating point (`%f`, `%lf`) is not modeled: the
//! heap's values are integers.

use crate::heap::Val;

/// Decodes the C escapes of a string literal's text.
pub fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// `printf(format, args...)`; an error names the conversion that is not modeled.
pub fn printf(format: &str, args: &[Val]) -> Result<String, String> {
    let format = unescape(format);
    let mut out = String::new();
    let mut args = args.iter();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        // No flags, width or precision: only plain conversions, integer ones with a length
        // modifier (`%ld` prints a long as `%d` prints an int).
        let modifier = length_modifier(&mut chars);
        match chars.next() {
            Some('%') if modifier.is_empty() => out.push('%'),
            Some(conv @ ('d' | 'i')) | Some(conv @ 'c')
                if widening(&modifier) && (conv != 'c' || modifier.is_empty()) =>
            {
                let v = args
                    .next()
                    .ok_or_else(|| format!("printf: missing argument for %{conv}"))?;
                let n = match v {
                    Val::Int(n) => *n,
                    Val::Bool(b) => i64::from(*b),
                    other => return Err(format!("printf: %{conv} of {other}")),
                };
                if conv == 'c' {
                    out.push(char::from(n as u8));
                } else {
                    out.push_str(&n.to_string());
                }
            }
            Some(conv) => {
                return Err(format!(
                    "printf conversion %{modifier}{conv} is not modeled"
                ))
            }
            None => return Err("printf format ends with %".into()),
        }
    }
    Ok(out)
}

/// Consumes a length modifier (`hh`, `h`, `l`, `ll`, `j`, `z`, `t`) and returns it.
fn length_modifier(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) -> String {
    let mut modifier = String::new();
    while let Some(&c) = chars.peek() {
        let doubled = matches!(modifier.as_str(), "h" | "l") && modifier.starts_with(c);
        if (modifier.is_empty() && matches!(c, 'h' | 'l' | 'j' | 'z' | 't')) || doubled {
            modifier.push(c);
            chars.next();
        } else {
            break;
        }
    }
    modifier
}

/// Whether a length modifier keeps every value of an `int` as it is (`l`, `ll`; a value
/// wider than `int` the interpreter holds anyway). `h`/`hh` would truncate.
fn widening(modifier: &str) -> bool {
    matches!(modifier, "" | "l" | "ll")
}

/// How one `scanf` conversion stores into its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScanTarget {
    /// `%d`, `%i` and their length-modified forms: an integer variable.
    Int,
    /// `%c`: one `char`.
    Char,
}

/// What each converting `%` of a `scanf` format stores, in target order; an error names the
/// first conversion that is not modeled.
pub fn scanf_targets(format: &str) -> Result<Vec<ScanTarget>, String> {
    let format = unescape(format);
    let mut chars = format.chars().peekable();
    let mut targets = Vec::new();
    while let Some(c) = chars.next() {
        if c != '%' {
            continue;
        }
        let modifier = length_modifier(&mut chars);
        match chars.next() {
            Some('%') if modifier.is_empty() => {}
            Some('d' | 'i') if widening(&modifier) => targets.push(ScanTarget::Int),
            Some('c') if modifier.is_empty() => targets.push(ScanTarget::Char),
            Some(conv @ ('f' | 'e' | 'g' | 'E' | 'G')) => {
                return Err(format!(
                    "scanf conversion %{modifier}{conv} is not modeled (floating point)"
                ))
            }
            Some(conv) => return Err(format!("scanf conversion %{modifier}{conv} is not modeled")),
            None => return Err("scanf format ends with %".into()),
        }
    }
    Ok(targets)
}

/// What `scanf` returns: how many targets it assigned, or `EOF` (-1) when the input it
/// started reading (`rest`) ended before its first conversion.
pub fn scanf_result(assigned: usize, rest: &str) -> i64 {
    if assigned == 0 && rest.trim_start().is_empty() {
        -1
    } else {
        assigned as i64
    }
}

/// Reads `scanf(format)` from `input` starting at `*cursor`; returns the values read, one per
/// target (fewer at end of input, as `scanf` stops there). `%c` reads one byte, whitespace
/// included (a blank before it in the format skips whitespace first), as a signed `char`.
pub fn scanf(format: &str, input: &str, cursor: &mut usize) -> Result<Vec<i64>, String> {
    let targets = scanf_targets(format)?;
    let format = unescape(format);
    let bytes = input.as_bytes();
    let mut values = Vec::new();
    let mut chars = format.chars().peekable();
    let skip_ws = |cursor: &mut usize| {
        while *cursor < bytes.len() && bytes[*cursor].is_ascii_whitespace() {
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
                // `%%` skips blanks before matching, as conversions do.
                skip_ws(cursor);
            }
            if bytes.get(*cursor) == Some(&(c as u8)) {
                *cursor += 1;
                continue;
            }
            break;
        }
        length_modifier(&mut chars);
        let Some(conv) = chars.next() else { break };
        match targets.get(values.len()) {
            Some(ScanTarget::Int) => {
                skip_ws(cursor);
                let start = *cursor;
                if *cursor < bytes.len() && (bytes[*cursor] == b'-' || bytes[*cursor] == b'+') {
                    *cursor += 1;
                }
                while *cursor < bytes.len() && bytes[*cursor].is_ascii_digit() {
                    *cursor += 1;
                }
                match input[start..*cursor].parse::<i64>() {
                    Ok(n) => values.push(n),
                    Err(_) => {
                        *cursor = start;
                        break;
                    }
                }
            }
            Some(ScanTarget::Char) => {
                let Some(&b) = bytes.get(*cursor) else { break };
                *cursor += 1;
                values.push(i64::from(b as i8));
            }
            None => return Err(format!("scanf conversion %{conv} has no target")),
        }
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printf_formats_ints_chars_and_escapes() {
        let s = printf("%d-%c%%\\n", &[Val::Int(-4), Val::Int(65)]).unwrap();
        assert_eq!(s, "-4-A%\n");
        assert!(printf("%f", &[Val::Int(1)]).is_err());
    }

    /// `scanf`'s result: the targets it assigned, `EOF` only where the input ran out before
    /// the first conversion (garbage is 0, not `EOF`).
    #[test]
    fn scanf_counts_what_it_assigned_or_says_eof() {
        let mut cur = 0;
        let read = scanf("%d %d", "7 x", &mut cur).unwrap();
        assert_eq!(scanf_result(read.len(), "7 x"), 1);
        let mut cur = 0;
        let read = scanf("%d", "x", &mut cur).unwrap();
        assert_eq!(scanf_result(read.len(), "x"), 0);
        let mut cur = 0;
        let read = scanf("%d", " \n", &mut cur).unwrap();
        assert_eq!(scanf_result(read.len(), " \n"), -1);
        assert_eq!(scanf_result(0, ""), -1);
        assert_eq!(scanf_result(2, ""), 2);
    }

    #[test]
    fn scanf_reads_ints_and_stops_at_garbage() {
        let mut cur = 0;
        assert_eq!(scanf("%d %d", " 12\n-3 x", &mut cur).unwrap(), vec![12, -3]);
        assert_eq!(
            scanf("%d", " 12\n-3 x", &mut cur).unwrap(),
            Vec::<i64>::new()
        );
    }

    /// `%c` takes the next byte, blanks included, unless a blank in the format skips them;
    /// bytes above 127 are negative (`char` is signed).
    #[test]
    fn scanf_reads_chars_with_and_without_skipping_blanks() {
        let mut cur = 0;
        assert_eq!(scanf("%c%c", "a b", &mut cur).unwrap(), vec![97, 32]);
        assert_eq!(scanf(" %c", "a b", &mut cur).unwrap(), vec![98]);
        assert_eq!(scanf("%c", "a b", &mut cur).unwrap(), Vec::<i64>::new());
        let mut cur = 0;
        assert_eq!(scanf("%d%c", "7\n", &mut cur).unwrap(), vec![7, 10]);
        let mut cur = 0;
        assert_eq!(scanf("%c", "\u{e9}", &mut cur).unwrap(), vec![-61]);
    }

    /// `l`/`ll` only widen an integer conversion; floats and narrowing modifiers are named.
    #[test]
    fn length_modifiers_of_integers_are_read_and_printed() {
        let mut cur = 0;
        assert_eq!(
            scanf("%ld %lld%li", "-5 12345678901 +3", &mut cur).unwrap(),
            vec![-5, 12_345_678_901, 3]
        );
        assert_eq!(
            printf("%ld/%lld\\n", &[Val::Int(-5), Val::Int(12_345_678_901)]).unwrap(),
            "-5/12345678901\n"
        );
        let err = scanf("%lf", "1.5", &mut 0).unwrap_err();
        assert!(
            err.contains("%lf") && err.contains("floating point"),
            "{err}"
        );
        assert!(scanf("%hd", "1", &mut 0).unwrap_err().contains("%hd"));
        assert!(printf("%lc", &[Val::Int(65)]).is_err());
        assert_eq!(
            scanf_targets("%d %c%%%lld").unwrap(),
            vec![ScanTarget::Int, ScanTarget::Char, ScanTarget::Int]
        );
    }
}
