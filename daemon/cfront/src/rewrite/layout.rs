//! Keeping the programmer's layout in a re-synthesized construct. A changed condition or
//! statement is printed from the IR, which knows neither line breaks, comments nor
//! parentheses the grammar does not need: printed whole, a one-token fix of a condition
//! spread over two lines would rewrite both lines and drop its parentheses (which `gcc
//! -Wparentheses` then asks for). Instead the printed old and new texts are compared token
//! by token, and only the tokens that differ are replaced in the original text, provided the
//! result parses to the same tree as the printed new text (parentheses aside).

use crate::lex::{common_ends, tokens};
use tree_sitter::Node;

/// Which C construct a text is, for parsing it on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Construct {
    Expression,
    Statement,
}

/// `original`, the construct's text in the file, with the tokens where `old` (the
/// construct printed from the unchanged IR) and `new` (printed from the changed IR) differ
/// replaced by `new`'s. `None` when the original does not read as `old` give or take
/// parentheses, or the result would not mean what `new` means.
pub fn keep_layout(original: &str, old: &str, new: &str, construct: Construct) -> Option<String> {
    let source = tokens(original)?;
    let old_tokens = tokens(old)?;
    let new_tokens = tokens(new)?;
    if old_tokens.is_empty() || new_tokens.is_empty() {
        return None;
    }
    // Which original token each printed old token is.
    let mut at = Vec::with_capacity(old_tokens.len());
    let mut i = 0;
    for t in &old_tokens {
        while source.get(i)?.text != t.text {
            if !matches!(source[i].text, "(" | ")") {
                return None;
            }
            i += 1;
        }
        at.push(i);
        i += 1;
    }
    if source[i..].iter().any(|t| !matches!(t.text, "(" | ")")) {
        return None;
    }
    let (prefix, suffix) = common_ends(&old_tokens, &new_tokens);
    let (old_end, new_end) = (old_tokens.len() - suffix, new_tokens.len() - suffix);
    if prefix == old_end && prefix == new_end {
        return Some(original.to_string());
    }
    // The original bytes the differing old tokens span, and the new text for them. Where
    // one side has no tokens (a pure insertion or deletion) the white space beside them goes
    // too, so that `a < b` + `&& c` is `a < b && c`.
    let (start, end, replacement) = match (prefix < old_end, prefix < new_end) {
        (true, true) => (
            source[at[prefix]].start,
            source[at[old_end - 1]].end,
            &new[new_tokens[prefix].start..new_tokens[new_end - 1].end],
        ),
        // Between two kept tokens with only blanks between them, the blanks go as printed:
        // `-` inserted into `d = d` is `d = -d`, not `d = - d`.
        (false, true)
            if prefix > 0
                && suffix > 0
                && original[source[at[prefix - 1]].end..source[at[prefix]].start]
                    .trim()
                    .is_empty() =>
        {
            (
                source[at[prefix - 1]].end,
                source[at[prefix]].start,
                &new[new_tokens[prefix - 1].end..new_tokens[new_end].start],
            )
        }
        (false, true) if prefix > 0 => {
            let after = source[at[prefix - 1]].end;
            let text = &new[new_tokens[prefix - 1].end..new_tokens[new_end - 1].end];
            (after, after, text)
        }
        (false, true) => {
            let before = source[at[0]].start;
            (before, before, &new[..new_tokens[new_end].start])
        }
        (true, false) if prefix > 0 => {
            (source[at[prefix - 1]].end, source[at[old_end - 1]].end, "")
        }
        (true, false) => (source[at[0]].start, source[at[old_end]].start, ""),
        (false, false) => unreachable!("equal texts returned above"),
    };
    let edited = format!("{}{replacement}{}", &original[..start], &original[end..]);
    (shape(&edited, construct)? == shape(new, construct)?).then_some(edited)
}

/// The syntax tree of `text` as a string, parentheses and comments left out: two texts
/// with the same shape are the same C. `None` where it does not parse cleanly.
fn shape(text: &str, construct: Construct) -> Option<String> {
    let wrapped = match construct {
        Construct::Expression => format!("void f(void) {{ ({text}); }}"),
        Construct::Statement => format!("void f(void) {{ {text} }}"),
    };
    let tree = crate::syntax::parse_tree(&wrapped)?;
    let root = tree.root_node();
    if root.has_error() {
        return None;
    }
    let mut out = String::new();
    write_shape(root, wrapped.as_bytes(), &mut out);
    Some(out)
}

fn write_shape(node: Node, source: &[u8], out: &mut String) {
    match node.kind() {
        "comment" => {}
        "parenthesized_expression" => {
            let mut cursor = node.walk();
            for child in node.named_children(&mut cursor) {
                write_shape(child, source, out);
            }
        }
        kind => {
            out.push('(');
            out.push_str(kind);
            if node.child_count() == 0 {
                out.push(' ');
                out.push_str(node.utf8_text(source).unwrap_or(""));
            }
            let mut cursor = node.walk();
            for child in node.children(&mut cursor) {
                write_shape(child, source, out);
            }
            out.push(')');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keep(original: &str, old: &str, new: &str) -> Option<String> {
        keep_layout(original, old, new, Construct::Expression)
    }

    #[test]
    fn one_operand_changes_in_place_over_lines_and_parentheses() {
        let original = "(a->next != NULL && a->next->data < fresh->data) ||\n            (b->next != NULL && b->next->data < b->data)";
        let old = "a->next != NULL && a->next->data < fresh->data || b->next != NULL && b->next->data < b->data";
        let new = "a->next != NULL && a->next->data < a->data || b->next != NULL && b->next->data < b->data";
        assert_eq!(
            keep(original, old, new).as_deref(),
            Some("(a->next != NULL && a->next->data < a->data) ||\n            (b->next != NULL && b->next->data < b->data)")
        );
    }

    #[test]
    fn comments_stay_and_an_operator_changes_alone() {
        let original = "x >= 0 /* lower */ &&\n x <= 9";
        assert_eq!(
            keep(original, "x >= 0 && x <= 9", "x > 0 && x <= 9").as_deref(),
            Some("x > 0 /* lower */ &&\n x <= 9")
        );
    }

    #[test]
    fn an_added_conjunct_goes_where_the_printed_text_has_it() {
        assert_eq!(
            keep("(a < b)", "a < b", "a < b && c != 0").as_deref(),
            Some("(a < b && c != 0)")
        );
        assert_eq!(
            keep("(c != 0) && (a < b)", "c != 0 && a < b", "a < b").as_deref(),
            Some("(a < b)")
        );
        assert_eq!(
            keep("(a < b) && (c != 0)", "a < b && c != 0", "a < b").as_deref(),
            Some("(a < b)")
        );
        assert_eq!(
            keep_layout("x  =  y;", "x = y;", "x = y->next;", Construct::Statement).as_deref(),
            Some("x  =  y->next;")
        );
    }

    /// Left where the original's parentheses would regroup the new tokens: in `a + (b * c)`
    /// the parentheses the printer leaves out would make `a * (b * c)` of a change to
    /// `a * b * c`; and a change whose tokens straddle a parenthesis does not parse.
    #[test]
    fn an_inserted_token_takes_the_printed_spacing_between_kept_ones() {
        let keep = |original, old, new| keep_layout(original, old, new, Construct::Statement);
        assert_eq!(
            keep("d = d;", "d = d;", "d = -d;").as_deref(),
            Some("d = -d;")
        );
        assert_eq!(
            keep("x  =  y ;", "x = y;", "x = y * 10;").as_deref(),
            Some("x  =  y * 10;")
        );
        // A comment between the kept tokens stays.
        assert_eq!(
            keep("x = y /* why */;", "x = y;", "x = y * 10;").as_deref(),
            Some("x = y * 10 /* why */;")
        );
    }

    #[test]
    fn a_change_the_original_grouping_would_alter_is_refused() {
        assert_eq!(keep("a + (b * c)", "a + b * c", "a * b * c"), None);
        assert_eq!(keep("(a && b) || c", "a && b || c", "a && d"), None);
    }

    #[test]
    fn text_that_does_not_read_as_the_printed_old_is_refused() {
        assert_eq!(keep("a + (int) b", "a + b", "a - b"), None);
        assert_eq!(keep("\"unterminated", "x", "y"), None);
        assert_eq!(keep("x", "x", ""), None);
    }
}
