//! Which integers an encoding's term may denote, where that is a known finite set.
//!
//! A field read or write through a pointer term is a lookup over the live nodes it may
//! name. Most pointer terms of an encoding are a constant or a choice (`ite`) among a few
//! constants: statements the localization locked compute the trace's own nodes, and a hole
//! picks among a few variables. Knowing the set, a read looks at those nodes only and a write
//! updates only their cells, instead of every live node's. Insertion slots, whose base may be
//! any pointer variable, keep most of their lookups: the encodings shrink by a few percent
//! (what a cll_split_halves ⟨2,1⟩ case sent: 500 KB against 524 KB), but those are `ite`s
//! cvc5 preprocesses one by one (its repairs took 0.85× the time, bench/README.md).

use std::collections::{BTreeSet, HashMap};
use std::rc::Rc;

/// The values the named terms of an encoding may take (`None`: unknown).
#[derive(Default)]
pub struct ValueSets {
    named: HashMap<String, Rc<BTreeSet<i64>>>,
}

impl ValueSets {
    /// Records what `name`, defined as `body`, may denote.
    pub fn define(&mut self, name: &str, body: &str) {
        if let Some(set) = self.of(body) {
            self.named.insert(name.to_string(), set);
        }
    }

    /// The values `term` may take: a literal's own, a defined name's, both arms of an
    /// `ite`; `None` for anything else (declared constants, arithmetic).
    pub fn of(&self, term: &str) -> Option<Rc<BTreeSet<i64>>> {
        if let Some(n) = literal(term) {
            return Some(Rc::new(BTreeSet::from([n])));
        }
        if !term.starts_with('(') {
            return self.named.get(term).cloned();
        }
        let rest = term.strip_prefix("(ite ")?.strip_suffix(')')?;
        let [_, then, otherwise] = arguments(rest)?;
        let a = self.of(then)?;
        let b = self.of(otherwise)?;
        if a.is_superset(&b) {
            return Some(a);
        }
        if b.is_superset(&a) {
            return Some(b);
        }
        Some(Rc::new(a.union(&b).copied().collect()))
    }
}

/// `term = value` for a term that may denote `may_be`: `false` where it cannot, `true`
/// where it cannot be anything else.
pub fn equals(may_be: Option<&BTreeSet<i64>>, term: &str, value: i64) -> String {
    match may_be {
        Some(set) if !set.contains(&value) => "false".into(),
        Some(set) if set.len() == 1 => "true".into(),
        _ => super::smt::eq(term, &super::smt::int(value)),
    }
}

/// An integer literal as the encodings spell it (`3`, `(- 1)`).
fn literal(term: &str) -> Option<i64> {
    if let Some(rest) = term.strip_prefix("(- ") {
        return rest.strip_suffix(')')?.parse::<i64>().ok().map(|n| -n);
    }
    if term.bytes().all(|b| b.is_ascii_digit()) {
        return term.parse().ok();
    }
    None
}

/// The three space-separated s-expressions of `text`, or `None` where it holds another count.
fn arguments(text: &str) -> Option<[&str; 3]> {
    let mut parts = Vec::with_capacity(3);
    let mut depth = 0usize;
    let mut start = None;
    for (i, b) in text.bytes().enumerate() {
        match b {
            b'(' => {
                start.get_or_insert(i);
                depth += 1;
            }
            b')' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    parts.push(&text[start.take()?..=i]);
                }
            }
            b' ' if depth == 0 => {
                if let Some(s) = start.take() {
                    parts.push(&text[s..i]);
                }
            }
            _ => {
                start.get_or_insert(i);
            }
        }
    }
    if let Some(s) = start {
        parts.push(&text[s..]);
    }
    parts.try_into().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(values: &[i64]) -> Option<Rc<BTreeSet<i64>>> {
        Some(Rc::new(values.iter().copied().collect()))
    }

    #[test]
    fn choices_among_known_terms_denote_their_union_and_anything_else_is_unknown() {
        let mut sets = ValueSets::default();
        sets.define("d1", "(ite s1 3 (- 1))");
        sets.define("d2", "(ite (= h1 0) d1 (ite (and s2 (= d1 3)) 0 5))");
        sets.define("d3", "(+ d1 1)");
        sets.define("d4", "(ite s3 d2 u1)");
        assert_eq!(sets.of("d1"), set(&[-1, 3]));
        assert_eq!(sets.of("d2"), set(&[-1, 0, 3, 5]));
        assert_eq!(sets.of("d3"), None);
        assert_eq!(sets.of("d4"), None, "a declared constant may be anything");
        assert_eq!(sets.of("(- 7)"), set(&[-7]));
        assert_eq!(equals(sets.of("d2").as_deref(), "d2", 4), "false");
        assert_eq!(equals(sets.of("d2").as_deref(), "d2", 5), "(= d2 5)");
        assert_eq!(equals(sets.of("(ite c 2 2)").as_deref(), "x", 2), "true");
        assert_eq!(equals(sets.of("u1").as_deref(), "u1", -1), "(= u1 (- 1))");
    }

    #[test]
    fn arguments_split_at_the_top_level_only() {
        assert_eq!(
            arguments("(= a 1) (ite b 2 3) d7"),
            Some(["(= a 1)", "(ite b 2 3)", "d7"])
        );
        assert_eq!(arguments("a b"), None);
        assert_eq!(arguments("a (b c) d e"), None);
    }
}
