//! `printf` formatting and `scanf` reading for the modeled conversions (`%d`, `%i`, `%c`,
//! `%%`). Formats arrive as C literal text (escapes not yet decoded).

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
        // Skip flags/width we can honour trivially (none): only plain conversions.
        match chars.next() {
            Some('%') => out.push('%'),
            Some(conv @ ('d' | 'i' | 'c')) => {
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
            Some(conv) => return Err(format!("printf conversion %{conv} is not modeled")),
            None => return Err("printf format ends with %".into()),
        }
    }
    Ok(out)
}

/// Reads `scanf(format)` from `input` starting at `*cursor`; returns the values read, one per
/// target (fewer at end of input, as `scanf` stops there).
pub fn scanf(format: &str, input: &str, cursor: &mut usize) -> Result<Vec<i64>, String> {
    let format = unescape(format);
    let bytes = input.as_bytes();
    let mut values = Vec::new();
    let mut chars = format.chars();
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
        if c != '%' {
            if bytes.get(*cursor) == Some(&(c as u8)) {
                *cursor += 1;
                continue;
            }
            break;
        }
        match chars.next() {
            Some('d' | 'i') => {
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
            Some(conv) => return Err(format!("scanf conversion %{conv} is not modeled")),
            None => return Err("scanf format ends with %".into()),
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

    #[test]
    fn scanf_reads_ints_and_stops_at_garbage() {
        let mut cur = 0;
        assert_eq!(scanf("%d %d", " 12\n-3 x", &mut cur).unwrap(), vec![12, -3]);
        assert_eq!(
            scanf("%d", " 12\n-3 x", &mut cur).unwrap(),
            Vec::<i64>::new()
        );
    }
}
