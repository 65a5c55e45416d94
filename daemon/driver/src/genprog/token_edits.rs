//! Single edits of the statements the IR does not model (array elements, strings, library
//! calls), made on their C tokens: the IR's operator and variable mutations cannot reach
//! `s[n - i]` or `a[mid] < key`, and a novice's slips live there as often as anywhere.
//! gcc and the tests judge each edit as they judge the IR's; nothing here needs to know
//! what the statement means.

use repaird_cfront::lex::{tokens, Token};

const COMPARISONS: [&str; 6] = ["<", "<=", ">", ">=", "==", "!="];

/// The texts one token edit of `text` makes: an integer constant off by one, another
/// comparison, `&&` for `||` and back, `+` for a binary `-` and back, one of `swappable`
/// (variables of the same type, declared here) for another, an array index off by one, `==`
/// for an `=` inside an expression (`if (x = 5)`), a computed value kept where a statement
/// drops it (`n / 10;` as `n /= 10;`), a statement's `=` as `+=` (and `+=`/`-=` as `=` or
/// each other), a cast moved before a division, and a `break;` where a `switch`'s case falls
/// through.
pub(super) fn token_mutants(text: &str, swappable: &[Vec<String>]) -> Vec<String> {
    let Some(toks) = tokens(text) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    // A statement ends with `;`; an expression (a condition, an initializer) does not.
    let expression = toks.last().is_some_and(|t| t.text != ";");
    if let [first, op, .., last] = toks.as_slice() {
        let assigns = toks
            .iter()
            .any(|t| t.text.ends_with('=') && !COMPARISONS.contains(&t.text));
        if first.is_word()
            && ["+", "-", "*", "/", "%"].contains(&op.text)
            && last.text == ";"
            && !assigns
        {
            out.push(format!("{}={}", &text[..op.end], &text[op.end..]));
        }
    }
    let mut replace = |start: usize, len: usize, new: &str| {
        out.push(format!("{}{new}{}", &text[..start], &text[start + len..]));
    };
    // A statement's own assignment: `s = a[i];` that should add (`s += a[i];`), and back.
    let assignment = toks.iter().find(|t| matches!(t.text, "=" | "+=" | "-="));
    if let (Some(first), Some(last), Some(op)) = (toks.first(), toks.last(), assignment) {
        if first.is_word() && last.text == ";" {
            let others: &[&str] = match op.text {
                "=" => &["+="],
                "+=" => &["=", "-="],
                "-=" => &["=", "+="],
                _ => &[],
            };
            for other in others {
                replace(op.start, op.text.len(), other);
            }
        }
    }
    for (i, t) in toks.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| toks[j]);
        let after = toks.get(i + 1);
        // Names after `.`/`->` are fields and names before `(` are functions.
        let member = before.is_some_and(|b| b.text == "." || b.text == "->");
        let called = after.is_some_and(|a| a.text == "(");
        if t.is_number() {
            if let Ok(n) = t.text.parse::<i64>() {
                replace(t.start, t.text.len(), &(n + 1).to_string());
                if n > 0 {
                    replace(t.start, t.text.len(), &(n - 1).to_string());
                }
            }
        } else if COMPARISONS.contains(&t.text) {
            for other in COMPARISONS.iter().filter(|o| **o != t.text) {
                replace(t.start, t.text.len(), other);
            }
        } else if t.text == "=" && expression {
            replace(t.start, 1, "==");
        } else if t.text == "&&" || t.text == "||" {
            replace(t.start, 2, if t.text == "&&" { "||" } else { "&&" });
        } else if t.text == "+" || t.text == "-" {
            // Binary only: after an operand, not after an operator or `(`.
            let binary = before
                .is_some_and(|b| b.is_word() || b.is_number() || b.text == ")" || b.text == "]");
            if binary {
                replace(t.start, 1, if t.text == "+" { "-" } else { "+" });
            }
        } else if t.is_word() && !member && !called {
            for group in swappable.iter().filter(|g| g.iter().any(|v| v == t.text)) {
                for other in group.iter().filter(|v| *v != t.text) {
                    replace(t.start, t.text.len(), other);
                }
            }
        }
    }
    out.extend(cast_before_division(text, &toks));
    out.extend(breaks_before_labels(text, &toks));
    for (open, close) in index_brackets(&toks) {
        let (start, end) = (toks[open].start + 1, toks[close].start);
        let index = text[start..end].trim();
        for step in [" + 1", " - 1"] {
            out.push(format!("{}{index}{step}{}", &text[..start], &text[end..]));
        }
    }
    out
}

/// `text` (a condition) with a member access before a null test dropped, one at a time:
/// `p->next != NULL` as `p != NULL` (a list walk that stops a node early, or reads past
/// its end when the list is empty).
pub(super) fn member_dropped(text: &str) -> Vec<String> {
    let Some(toks) = tokens(text) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        let Some(field) = toks.get(i + 1).filter(|f| f.is_word()) else {
            continue;
        };
        let tested = toks
            .get(i + 2)
            .is_some_and(|c| c.text == "!=" || c.text == "==")
            && toks
                .get(i + 3)
                .is_some_and(|v| v.text == "NULL" || v.text == "0");
        if t.text == "->" && i > 0 && tested {
            out.push(format!("{}{}", &text[..t.start], &text[field.end..]));
        }
    }
    out
}

/// The arrays `text` indexes where it also names `var` (`if (a[i] > max)` for `max`): the
/// arrays whose first element a running maximum or minimum starts from.
pub(super) fn arrays_beside<'t>(text: &'t str, var: &str) -> Vec<&'t str> {
    let Some(toks) = tokens(text) else {
        return Vec::new();
    };
    let named =
        |i: usize| toks[i].text == var && (i == 0 || !matches!(toks[i - 1].text, "." | "->"));
    if !(0..toks.len()).any(named) {
        return Vec::new();
    }
    let mut arrays: Vec<&str> = Vec::new();
    for pair in toks.windows(2) {
        if pair[0].is_word() && pair[1].text == "[" && !arrays.contains(&pair[0].text) {
            arrays.push(pair[0].text);
        }
    }
    arrays
}

/// A `switch` (unmodeled, so its text is a statement's) with `break;` added where a case
/// falls through into the next label, one label at a time. Not after a jump (`break`,
/// `return`, `continue`, `goto`) nor between labels that share a body (`case 1: case 2:`).
fn breaks_before_labels(text: &str, toks: &[Token]) -> Vec<String> {
    let mut out = Vec::new();
    for (i, label) in toks.iter().enumerate() {
        if !matches!(label.text, "case" | "default") || i == 0 {
            continue;
        }
        let end = &toks[i - 1];
        if end.text != ";" && end.text != "}" {
            continue;
        }
        // The first token of the statement that ends there.
        let first = toks[..i - 1]
            .iter()
            .rposition(|t| matches!(t.text, ";" | "{" | "}" | ":"))
            .map_or(0, |j| j + 1);
        if matches!(toks[first].text, "break" | "return" | "continue" | "goto") {
            continue;
        }
        let indent = repaird_cfront::rewrite::indent_at(text, end.start);
        out.push(format!(
            "{}\n{indent}break;{}",
            &text[..end.end],
            &text[end.end..]
        ));
    }
    out
}

/// `(double)(sum / n)` as `(double)sum / n`: the cast moved onto the dividend, so that the
/// division is no longer an integer one. Only where both operands are one token or one
/// parenthesized group.
fn cast_before_division(text: &str, toks: &[Token]) -> Vec<String> {
    let group_end = |at: usize| -> Option<usize> {
        if toks.get(at)?.text != "(" {
            return (toks.get(at)?.is_word() || toks.get(at)?.is_number()).then_some(at);
        }
        let mut depth = 0;
        for (i, t) in toks.iter().enumerate().skip(at) {
            match t.text {
                "(" => depth += 1,
                ")" if depth == 1 => return Some(i),
                ")" => depth -= 1,
                _ => {}
            }
        }
        None
    };
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let cast = toks[i..].iter().map(|t| t.text).take(4).collect::<Vec<_>>();
        if !matches!(cast.as_slice(), ["(", "double" | "float", ")", "("]) {
            continue;
        }
        let open = i + 3;
        let Some(dividend) = group_end(open + 1) else {
            continue;
        };
        if toks.get(dividend + 1).map(|t| t.text) != Some("/") {
            continue;
        }
        let Some(divisor) = group_end(dividend + 2) else {
            continue;
        };
        if toks.get(divisor + 1).map(|t| t.text) != Some(")") {
            continue;
        }
        let close = divisor + 1;
        let inner = &text[toks[open + 1].start..toks[divisor].end];
        out.push(format!(
            "{}{inner}{}",
            &text[..toks[open].start],
            &text[toks[close].end..]
        ));
    }
    out
}

/// `(open, close)` token positions of each `[ ... ]` with something inside.
fn index_brackets(toks: &[Token]) -> Vec<(usize, usize)> {
    let mut open: Vec<usize> = Vec::new();
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        match t.text {
            "[" => open.push(i),
            "]" => {
                if let Some(o) = open.pop() {
                    if i > o + 1 {
                        out.push((o, i));
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// The index expressions of `text`'s brackets, as written (spaces trimmed).
pub(super) fn indexes(text: &str) -> Vec<String> {
    let toks = tokens(text).unwrap_or_default();
    index_brackets(&toks)
        .into_iter()
        .map(|(o, c)| text[toks[o].start + 1..toks[c].start].trim().to_string())
        .collect()
}

/// `text` with every index written `index` moved by `step` (`" - 1"`): the same slip made
/// in every statement that indexes alike (`s[i] = s[n - i]; s[n - i] = t;`). `None` when
/// `text` has no such index.
pub(super) fn every_index_moved(text: &str, index: &str, step: &str) -> Option<String> {
    let toks = tokens(text)?;
    let mut out = String::new();
    let mut copied = 0;
    for (o, c) in index_brackets(&toks) {
        let (start, end) = (toks[o].start + 1, toks[c].start);
        if text[start..end].trim() != index || start < copied {
            continue;
        }
        out.push_str(&text[copied..start]);
        out.push_str(index);
        out.push_str(step);
        copied = end;
    }
    if copied == 0 {
        return None;
    }
    out.push_str(&text[copied..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Literals, comments and operators are not edited as what they look like inside.
    #[test]
    fn literals_and_comments_are_left_alone() {
        let m = token_mutants(r#"s[i] = '<'; /* i < 2 */ p = "1";"#, &[]);
        assert!(
            m.iter()
                .all(|t| t.contains("'<'") && t.contains("/* i < 2 */") && t.contains(r#""1""#)),
            "{m:?}"
        );
        assert!(m.contains(&r#"s[i + 1] = '<'; /* i < 2 */ p = "1";"#.to_string()));
    }

    #[test]
    fn an_index_comparison_and_constant_are_mutated() {
        let m = token_mutants("s[i] = s[n - i];", &[]);
        assert!(m.contains(&"s[i] = s[n - i - 1];".to_string()), "{m:?}");
        assert!(m.contains(&"s[i + 1] = s[n - i];".to_string()));
        assert!(m.contains(&"s[i] = s[n + i];".to_string()));
        let m = token_mutants("a[mid] < key", &[]);
        assert!(m.contains(&"a[mid] <= key".to_string()));
        let m = token_mutants("x = a[0];", &[]);
        assert!(m.contains(&"x = a[1];".to_string()));
    }

    #[test]
    fn variables_swap_within_their_group_but_not_fields_functions_or_literals() {
        let groups = vec![vec!["i".to_string(), "j".to_string()]];
        let m = token_mutants(r#"p->i = f(i) + g("i");"#, &groups);
        assert_eq!(m.iter().filter(|t| t.contains('j')).count(), 1, "{m:?}");
        assert!(m.contains(&r#"p->i = f(j) + g("i");"#.to_string()));
        // A unary minus stays: `-1` is no binary operator.
        assert!(!token_mutants("x = -1;", &[])
            .iter()
            .any(|t| t.replace("+=", "").contains('+')));
    }

    #[test]
    fn an_assignment_in_a_condition_compares_and_a_dropped_value_is_kept() {
        assert!(token_mutants("x = 5", &[]).contains(&"x == 5".to_string()));
        // In a statement `=` assigns, as meant.
        assert!(!token_mutants("x = a[5];", &[])
            .iter()
            .any(|t| t.contains("==")));
        assert!(token_mutants("n / 10;", &[]).contains(&"n /= 10;".to_string()));
        assert!(!token_mutants("n = n / 10;", &[])
            .iter()
            .any(|t| t.contains("/=")));
    }

    #[test]
    fn a_statement_assignment_adds_and_an_addition_assigns() {
        assert!(token_mutants("s = a[i];", &[]).contains(&"s += a[i];".to_string()));
        assert!(token_mutants("a[i] = x;", &[]).contains(&"a[i] += x;".to_string()));
        let m = token_mutants("s -= a[i];", &[]);
        assert!(m.contains(&"s = a[i];".to_string()) && m.contains(&"s += a[i];".to_string()));
        // In a condition `=` is compared, not added.
        assert!(!token_mutants("x = 5", &[]).iter().any(|t| t.contains("+=")));
    }

    #[test]
    fn a_case_falling_through_gets_its_break() {
        let switch = "switch (d) {\n    case 1:\n    case 6:\n        x = 1;\n    case 7:\n        return 2;\n    default:\n        x = 3;\n    }";
        let m = token_mutants(switch, &[]);
        let with_break: Vec<&String> = m.iter().filter(|t| t.contains("break")).collect();
        assert_eq!(
            with_break,
            vec!["switch (d) {\n    case 1:\n    case 6:\n        x = 1;\n        break;\n    case 7:\n        return 2;\n    default:\n        x = 3;\n    }"],
            "only after `x = 1;`: not between shared labels nor after `return`"
        );
    }

    #[test]
    fn a_member_before_a_null_test_is_dropped() {
        assert_eq!(member_dropped("p->next != NULL"), vec!["p != NULL"]);
        assert_eq!(
            member_dropped("p->next->next == NULL && q"),
            vec!["p->next == NULL && q"]
        );
        assert!(member_dropped("p->value > 0").is_empty());
    }

    #[test]
    fn a_cast_moves_onto_the_dividend() {
        let m = token_mutants(r#"printf("%.2f\n", (double)(sum / n));"#, &[]);
        assert!(
            m.contains(&r#"printf("%.2f\n", (double)sum / n);"#.to_string()),
            "{m:?}"
        );
        let m = token_mutants("avg = (float)(a / (n - 1));", &[]);
        assert!(
            m.contains(&"avg = (float)a / (n - 1);".to_string()),
            "{m:?}"
        );
        // Not where the quotient is only a part of the cast's operand.
        let m = token_mutants("x = (double)(a / b + c);", &[]);
        assert!(!m.iter().any(|t| t.contains("(double)a")), "{m:?}");
    }

    #[test]
    fn the_same_index_moves_everywhere_it_is_written() {
        assert_eq!(indexes("s[i] = s[n - i];"), vec!["i", "n - i"]);
        assert_eq!(
            every_index_moved("s[n - i] = t;", "n - i", " - 1").as_deref(),
            Some("s[n - i - 1] = t;")
        );
        assert_eq!(every_index_moved("s[i] = t;", "n - i", " - 1"), None);
    }
}
