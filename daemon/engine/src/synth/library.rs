//! Building blocks and the level schedule: which multiset of components each solver query offers.

use std::fmt;

/// The synthesis levels of Nopol/SemFix: each admits more kinds of building blocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// One comparison `a op b` (or a boolean leaf / null check, possibly negated).
    Comparison = 1,
    /// Boolean combinations of comparisons: `&&`, `||`, `!`.
    Logic = 2,
    /// Comparisons over `+`, `-`, `*`, `%`.
    Arithmetic = 3,
}

impl Level {
    pub fn number(self) -> u8 {
        self as u8
    }
}

/// The kinds of building block. Each carries an operator selector, so one component stands for
/// a whole operator family (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Kind {
    /// `int op int -> bool`, op in `<, ==`; polarity bits and operand order give the rest.
    Compare,
    /// `int op int -> int`, op in `+, -, * c, % c` (c a constant with |c| >= 2).
    Arith,
    /// `[!]bool && [!]bool -> bool`; with the polarity bits this also covers `||`.
    Logic,
}

impl Kind {
    pub(crate) fn returns_int(self) -> bool {
        matches!(self, Kind::Arith)
    }

    pub(crate) fn takes_ints(self) -> bool {
        matches!(self, Kind::Compare | Kind::Arith)
    }
}

/// How many components of each kind one query offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Library {
    pub comparisons: usize,
    pub logic: usize,
    pub arithmetic: usize,
}

impl Library {
    pub const fn new(comparisons: usize, logic: usize, arithmetic: usize) -> Library {
        Library {
            comparisons,
            logic,
            arithmetic,
        }
    }

    pub fn size(&self) -> usize {
        self.comparisons + self.logic + self.arithmetic
    }

    /// The component instances, grouped by kind (the encoding orders same-kind instances).
    pub(crate) fn components(&self) -> Vec<Kind> {
        let mut kinds = vec![Kind::Arith; self.arithmetic];
        kinds.extend(std::iter::repeat_n(Kind::Compare, self.comparisons));
        kinds.extend(std::iter::repeat_n(Kind::Logic, self.logic));
        kinds
    }
}

impl fmt::Display for Library {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = [
            (self.comparisons, "comparison"),
            (self.logic, "logic"),
            (self.arithmetic, "arithmetic"),
        ]
        .iter()
        .filter(|(count, _)| *count > 0)
        .map(|(count, name)| format!("{count} {name}"))
        .collect();
        f.write_str(&parts.join(" + "))
    }
}

/// The queries tried in order: fewer and cheaper components first. Within a level, a larger
/// library is only tried when the smaller one is refuted, so the first answer is among the
/// smallest of its level.
pub const SCHEDULE: [(Level, Library); 6] = [
    (Level::Comparison, Library::new(1, 0, 0)),
    (Level::Logic, Library::new(1, 1, 0)),
    (Level::Logic, Library::new(2, 1, 0)),
    (Level::Logic, Library::new(3, 2, 0)),
    (Level::Arithmetic, Library::new(1, 0, 1)),
    (Level::Arithmetic, Library::new(2, 1, 1)),
];
