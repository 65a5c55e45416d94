//! Candidates read off the failing tests' output: where a failing test printed words that its
//! expected output spells differently (`failed that course` where `failed the course` is
//! expected), and a string literal of a statement on the failing path holds the printed words,
//! the literal is respelled. Words are compared, not bytes: prompts and spacing differ between
//! programs and their expected outputs, and tests rarely compare them.

use repaird_cfront::ir::EditForm;
use repaird_cfront::rewrite::TextEdit;
use repaird_cfront::StmtId;
use similar::{capture_diff_slices, Algorithm, DiffOp};

use crate::localize::Localization;
use crate::subject::Subject;

/// Words of one side of a difference at most (a longer difference is not a typo).
const MAX_WORDS: usize = 4;

/// Printed words and the words expected in their place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct WordRewrite {
    /// Empty for a missing word (then `after` is the printed word it follows).
    pub old: Vec<String>,
    /// Empty for a word that must go.
    pub new: Vec<String>,
    pub after: Option<String>,
}

/// The word differences between what the failing tests printed and what they expect.
pub(crate) fn rewrites(localization: &Localization) -> Vec<WordRewrite> {
    let mut out: Vec<WordRewrite> = Vec::new();
    for (test, result) in localization
        .suite
        .tests
        .iter()
        .zip(&localization.report.results)
    {
        let Some(expected) = &test.expect.stdout else {
            continue;
        };
        if result.outcome.passed() {
            continue;
        }
        let actual: Vec<&str> = result.stdout.split_whitespace().collect();
        let expected: Vec<&str> = expected.split_whitespace().collect();
        for op in capture_diff_slices(Algorithm::Myers, &actual, &expected) {
            let (old, new) = match op {
                DiffOp::Equal { .. } => continue,
                DiffOp::Delete {
                    old_index, old_len, ..
                } => (old_index..old_index + old_len, 0..0),
                DiffOp::Insert {
                    old_index,
                    new_index,
                    new_len,
                } => (old_index..old_index, new_index..new_index + new_len),
                DiffOp::Replace {
                    old_index,
                    old_len,
                    new_index,
                    new_len,
                } => (
                    old_index..old_index + old_len,
                    new_index..new_index + new_len,
                ),
            };
            if old.len() > MAX_WORDS || new.len() > MAX_WORDS {
                continue;
            }
            let after = old
                .is_empty()
                .then(|| old.start.checked_sub(1).map(|i| actual[i].to_string()))
                .flatten();
            if old.is_empty() && after.is_none() {
                continue;
            }
            let rewrite = WordRewrite {
                old: actual[old].iter().map(|w| w.to_string()).collect(),
                new: expected[new].iter().map(|w| w.to_string()).collect(),
                after,
            };
            if !out.contains(&rewrite) {
                out.push(rewrite);
            }
        }
    }
    out
}

/// For each statement of `ranked` (its index is the rank) holding a string literal that a
/// rewrite applies to: the edit respelling it, over the whole statement.
pub(crate) fn literal_edits(
    subject: &Subject,
    ranked: &[StmtId],
    rewrites: &[WordRewrite],
) -> Vec<(usize, TextEdit)> {
    let mut out = Vec::new();
    if rewrites.is_empty() {
        return out;
    }
    for (rank, &id) in ranked.iter().enumerate() {
        let Some(stmt) = subject.program.stmt(id) else {
            continue;
        };
        if stmt.origin.form != EditForm::Statement {
            continue;
        }
        let text = subject.slice(&stmt.origin.range);
        for (start, end) in literals(text) {
            let Some(content) = unescape(&text[start..end]) else {
                continue;
            };
            for rewrite in rewrites {
                let Some(respelled) = apply(&content, rewrite) else {
                    continue;
                };
                let new_text = format!("{}{}{}", &text[..start], escape(&respelled), &text[end..]);
                let edit = TextEdit {
                    range: stmt.origin.range.clone(),
                    new_text,
                };
                if !out.iter().any(|(_, e): &(usize, TextEdit)| e == &edit) {
                    out.push((rank, edit));
                }
            }
        }
    }
    out
}

/// Byte ranges of the contents of the string literals in `text` (between the quotes).
fn literals(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\'' => {
                // A char literal: skip it, quotes inside included.
                i += 1;
                while i < bytes.len() && bytes[i] != b'\'' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'"' => {
                let start = i + 1;
                i = start;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if i < bytes.len() {
                    out.push((start, i));
                }
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// The characters of a literal's contents; `None` for escapes other than `\n \t \\ \"` (they
/// could not be written back as they were).
fn unescape(raw: &str) -> Option<String> {
    let mut out = String::new();
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        out.push(match chars.next()? {
            'n' => '\n',
            't' => '\t',
            '\\' => '\\',
            '"' => '"',
            _ => return None,
        });
    }
    Some(out)
}

fn escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c => out.push(c),
        }
    }
    out
}

/// `content` with the first occurrence of the rewrite's words replaced (whole words, the
/// literal's own spacing kept around them), or `None` when they do not occur.
fn apply(content: &str, rewrite: &WordRewrite) -> Option<String> {
    let words: Vec<(usize, &str)> = content
        .split_whitespace()
        .map(|w| (w.as_ptr() as usize - content.as_ptr() as usize, w))
        .collect();
    if rewrite.old.is_empty() {
        let after = rewrite.after.as_deref()?;
        let (at, word) = words.iter().find(|(_, w)| *w == after)?;
        let end = at + word.len();
        return Some(format!(
            "{} {}{}",
            &content[..end],
            rewrite.new.join(" "),
            &content[end..]
        ));
    }
    let n = rewrite.old.len();
    let found = words.windows(n).find(|window| {
        window
            .iter()
            .map(|(_, w)| *w)
            .eq(rewrite.old.iter().map(String::as_str))
    })?;
    let start = found[0].0;
    let last = found[n - 1];
    let mut end = last.0 + last.1.len();
    if rewrite.new.is_empty() {
        // A dropped word takes one following blank with it.
        if content[end..].starts_with(' ') {
            end += 1;
        }
    }
    Some(format!(
        "{}{}{}",
        &content[..start],
        rewrite.new.join(" "),
        &content[end..]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewrite(old: &[&str], new: &[&str], after: Option<&str>) -> WordRewrite {
        WordRewrite {
            old: old.iter().map(|s| s.to_string()).collect(),
            new: new.iter().map(|s| s.to_string()).collect(),
            after: after.map(str::to_string),
        }
    }

    #[test]
    fn literals_are_found_past_escapes_and_chars() {
        let text = r#"printf("a \"b\" %c\n", '"');"#;
        let found: Vec<&str> = literals(text).iter().map(|&(s, e)| &text[s..e]).collect();
        assert_eq!(found, [r#"a \"b\" %c\n"#]);
    }

    #[test]
    fn words_are_respelled_in_place() {
        let content = unescape(r"Student has failed that course\n").unwrap();
        let fixed = apply(&content, &rewrite(&["that"], &["the"], None)).unwrap();
        assert_eq!(escape(&fixed), r"Student has failed the course\n");
        let dropped = apply(&content, &rewrite(&["that"], &[], None)).unwrap();
        assert_eq!(dropped, "Student has failed course\n");
        let inserted = apply(&content, &rewrite(&[], &["not"], Some("has"))).unwrap();
        assert_eq!(inserted, "Student has not failed that course\n");
        assert_eq!(apply(&content, &rewrite(&["thee"], &["the"], None)), None);
    }

    #[test]
    fn unknown_escapes_are_left_alone() {
        assert_eq!(unescape(r"a\x41"), None);
        assert_eq!(unescape(r#"a\tb\\c\"d"#).as_deref(), Some("a\tb\\c\"d"));
    }
}
