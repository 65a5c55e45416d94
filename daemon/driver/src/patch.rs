//! Validated patches as plain data: text edits against the original file, a unified diff,
//! how many tests pass, and the size measure patches are ranked by.

use std::collections::BTreeSet;

use repaird_cfront::rewrite::{self, TextEdit};
use serde::Serialize;

use crate::subject::Subject;

/// Which engine produced a patch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Engine {
    /// Angelic fix localization + condition synthesis (Nopol / SemFix).
    Nopol,
    /// Every single-token change and deletion on the failing path, smallest first.
    Mutation,
    /// Search over statement edits on the weighted path (GenProg), minimized by ddmin.
    GenProg,
    /// Proof-guided repair (WOLVERINE) over the tests' traces, their outputs as specification.
    Trace,
}

impl std::fmt::Display for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Engine::Nopol => "nopol",
            Engine::Mutation => "mutation",
            Engine::GenProg => "genprog",
            Engine::Trace => "trace",
        })
    }
}

/// A patch that compiled and passed the tests it claims.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Patch {
    /// E.g. "Replace `a>=c` with `c>=a`".
    pub title: String,
    pub engine: Engine,
    /// Non-overlapping edits against the original text, in file order.
    pub edits: Vec<TextEdit>,
    pub unified_diff: String,
    pub tests_passed: usize,
    pub tests_total: usize,
    /// C tokens removed plus tokens inserted (a token-level diff of the edited regions).
    pub changed_tokens: usize,
    /// How far the changed tokens moved (see [`token_shift`]): among patches of as many
    /// tokens, `score >= 80` or `score > 79` for `score > 80` before `score > 70`.
    pub token_shift: u64,
    /// The engine's own confidence in `[0, 1]` (suspiciousness of the site, fitness, ..).
    pub confidence: f64,
}

impl Patch {
    /// Builds a patch for `edits` (sorted here) with its diff and size.
    pub fn new(
        subject: &Subject,
        title: String,
        engine: Engine,
        mut edits: Vec<TextEdit>,
        tests: (usize, usize),
        confidence: f64,
    ) -> Patch {
        edits.sort_by_key(|e| (e.range.start.offset, e.range.end.offset));
        let edited = rewrite::apply(&subject.text, &edits);
        let (changed_tokens, token_shift) = edits
            .iter()
            .map(|e| token_change(subject.slice(&e.range), &e.new_text))
            .fold((0, 0), |(d, s), (de, se)| (d + de, s + se));
        Patch {
            title,
            engine,
            unified_diff: rewrite::unified_diff(&subject.file_name(), &subject.text, &edited),
            edits,
            tests_passed: tests.0,
            tests_total: tests.1,
            changed_tokens,
            token_shift,
            confidence,
        }
    }

    /// The patched program's text with all whitespace removed: two patches that differ only
    /// in layout are the same patch.
    pub fn normalized_text(&self, subject: &Subject) -> String {
        normalize(&rewrite::apply(&subject.text, &self.edits))
    }

    /// Lines of the original file the patch touches.
    pub fn touched_lines(&self) -> BTreeSet<u32> {
        self.edits
            .iter()
            .flat_map(|e| e.range.start.line..=e.range.end.line)
            .collect()
    }
}

pub fn normalize(text: &str) -> String {
    text.split_whitespace().collect()
}

/// Orders patches best first (all tests passed, fewest changed tokens, the smallest shift of
/// them, then confidence, then title for determinism) and drops duplicates by normalized
/// patched text.
pub fn rank_and_dedup(subject: &Subject, patches: Vec<Patch>) -> Vec<Patch> {
    let mut patches = patches;
    patches.sort_by(|a, b| {
        let failing = |p: &Patch| p.tests_total - p.tests_passed;
        failing(a)
            .cmp(&failing(b))
            .then(a.changed_tokens.cmp(&b.changed_tokens))
            .then(a.token_shift.cmp(&b.token_shift))
            .then(b.confidence.total_cmp(&a.confidence))
            .then(a.title.cmp(&b.title))
    });
    let mut seen = BTreeSet::new();
    patches.retain(|p| seen.insert(p.normalized_text(subject)));
    patches
}

/// C tokens (the front end's lexer); text it cannot read (a stray quote) splits at blanks.
pub fn tokens(text: &str) -> Vec<&str> {
    match repaird_cfront::lex::tokens(text) {
        Some(tokens) => tokens.iter().map(|t| t.text).collect(),
        None => text.split_whitespace().collect(),
    }
}

/// Tokens deleted plus tokens inserted turning `old` into `new`.
pub fn token_distance(old: &str, new: &str) -> usize {
    token_change(old, new).0
}

/// How far `old`'s tokens moved to become `new`'s: a number replaced by a number counts their
/// difference (capped), any other replaced, removed or inserted token 1. A bound off by one
/// is a smaller slip than one off by ten.
pub fn token_shift(old: &str, new: &str) -> u64 {
    token_change(old, new).1
}

/// [`token_distance`] and [`token_shift`] of one token diff.
pub fn token_change(old: &str, new: &str) -> (usize, u64) {
    const CAP: u64 = 1_000;
    let (a, b) = (tokens(old), tokens(new));
    let number = |t: &str| t.parse::<i64>().ok();
    let diff = similar::capture_diff_slices(similar::Algorithm::Myers, &a, &b);
    let mut distance = 0;
    let mut shift = 0;
    for op in &diff {
        let changed = op
            .iter_changes(&a, &b)
            .filter(|change| change.tag() != similar::ChangeTag::Equal)
            .count();
        distance += changed;
        shift += match *op {
            similar::DiffOp::Replace {
                old_index,
                old_len,
                new_index,
                new_len,
            } if old_len == new_len => (0..old_len)
                .map(
                    |i| match (number(a[old_index + i]), number(b[new_index + i])) {
                        (Some(x), Some(y)) => x.abs_diff(y).min(CAP),
                        _ => 1,
                    },
                )
                .sum(),
            _ => changed as u64,
        };
    }
    (distance, shift)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_split_c_text() {
        assert_eq!(tokens("a>=c&&b"), ["a", ">=", "c", "&&", "b"]);
        assert_eq!(
            tokens("printf(\"%d\\n\", x);"),
            ["printf", "(", "\"%d\\n\"", ",", "x", ")", ";"]
        );
        assert_eq!(tokens("x = 1.5e3;"), ["x", "=", "1.5e3", ";"]);
    }

    #[test]
    fn token_distance_counts_removed_and_inserted() {
        assert_eq!(token_distance("a>=c", "c>=a"), 4);
        assert_eq!(token_distance("a >= c", "a>=c"), 0);
        assert_eq!(token_distance("x = y;", ""), 4);
        assert_eq!(token_distance("a < b", "a <= b"), 2);
    }

    #[test]
    fn token_shift_counts_how_far_numbers_moved() {
        assert_eq!(token_shift("score > 80", "score >= 80"), 1);
        assert_eq!(token_shift("score > 80", "score > 79"), 1);
        assert_eq!(token_shift("score > 80", "score > 70"), 10);
        assert_eq!(token_shift("x = y;", "x = y + 1;"), 2);
        assert_eq!(token_shift("a >= c", "a>=c"), 0);
    }
}
