//! The injector's output: one record per accepted mutant (the ground truth for
//! localization: every changed token and every deleted statement, with positions in
//! both the reference and the mutant) and rejection counts per (program, class).

use super::InjectConfig;
use crate::csyntax::SiteKind;
use serde::{Deserialize, Serialize};

/// ⟨mutations, deletions⟩.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BugClass {
    pub mutations: usize,
    pub deletions: usize,
}

/// The four classes of WOLVERINE's evaluation.
pub const CLASSES: [BugClass; 4] = [
    BugClass::new(1, 0),
    BugClass::new(1, 1),
    BugClass::new(2, 0),
    BugClass::new(2, 1),
];

impl BugClass {
    pub const fn new(mutations: usize, deletions: usize) -> Self {
        BugClass {
            mutations,
            deletions,
        }
    }

    /// Directory name: `c1_0` for ⟨1, 0⟩.
    pub fn dir_name(self) -> String {
        format!("c{}_{}", self.mutations, self.deletions)
    }

    /// Parses `1,0` or `c1_0`.
    pub fn parse(text: &str) -> Option<Self> {
        let text = text.trim().trim_start_matches('c');
        let (x, y) = text.split_once([',', '_'])?;
        Some(BugClass::new(
            x.trim().parse().ok()?,
            y.trim().parse().ok()?,
        ))
    }
}

impl std::fmt::Display for BugClass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "<{},{}>", self.mutations, self.deletions)
    }
}

/// One replaced token. Lines and columns are 1-based; columns count bytes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MutationRecord {
    pub kind: SiteKind,
    pub line: usize,
    pub column: usize,
    pub original: String,
    pub replacement: String,
    pub mutant_line: usize,
    pub mutant_column: usize,
}

/// One deleted statement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeletionRecord {
    /// Where the statement started in the reference.
    pub line: usize,
    pub column: usize,
    /// The statement's text.
    pub statement: String,
    /// Exactly what was cut (the whole line when the statement stood alone on it),
    /// starting at `removed_line`:`removed_column` of the reference.
    pub removed_line: usize,
    pub removed_column: usize,
    pub removed: String,
    /// What replaced it: nothing, or `;` for the unbraced body of an `if` or loop.
    pub replacement: String,
    /// The mutant line before whose remaining text the statement must be re-inserted.
    pub mutant_line: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MutantRecord {
    /// `<program>/<class dir>/<k>`, also the mutant's directory under the output root.
    pub id: String,
    pub dir: String,
    pub program: String,
    pub class: BugClass,
    /// Reproduces this mutant: `plan_mutant(reference, analysis, class, seed)`.
    pub seed: u64,
    pub source_file: String,
    pub mutations: Vec<MutationRecord>,
    pub deletions: Vec<DeletionRecord>,
    /// Tests whose stdout or exit code differ from the reference's.
    pub failing_tests: Vec<String>,
    /// Of those, the ones that hit the deadline (a loop the mutation made endless).
    pub timed_out_tests: Vec<String>,
    /// Of those, the ones killed by a signal (e.g. a NULL dereference).
    pub crashed_tests: Vec<String>,
}

/// Why attempts for one (program, class) did not become mutants.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RejectionStats {
    pub program: String,
    pub class: BugClass,
    pub attempts: usize,
    pub accepted: usize,
    pub no_sites: usize,
    pub duplicate: usize,
    pub not_compiling: usize,
    pub undistinguished: usize,
    /// Runs of the same test disagreed (garbage reads).
    pub unstable: usize,
}

impl RejectionStats {
    pub fn new(program: &str, class: BugClass) -> Self {
        RejectionStats {
            program: program.to_string(),
            class,
            attempts: 0,
            accepted: 0,
            no_sites: 0,
            duplicate: 0,
            not_compiling: 0,
            undistinguished: 0,
            unstable: 0,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    pub seed: u64,
    pub per_class: usize,
    pub test_deadline_ms: u64,
    pub mutants: Vec<MutantRecord>,
    pub stats: Vec<RejectionStats>,
}

impl Manifest {
    pub fn new(config: &InjectConfig) -> Self {
        Manifest {
            seed: config.seed,
            per_class: config.per_class,
            test_deadline_ms: config.test_deadline.as_millis() as u64,
            mutants: Vec::new(),
            stats: Vec::new(),
        }
    }

    /// Accepted mutants per class, in class order.
    pub fn counts_by_class(&self) -> Vec<(BugClass, usize)> {
        let mut counts: std::collections::BTreeMap<BugClass, usize> = Default::default();
        for stats in &self.stats {
            *counts.entry(stats.class).or_default() += stats.accepted;
        }
        counts.into_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_parse_from_both_spellings() {
        assert_eq!(BugClass::parse("2,1"), Some(BugClass::new(2, 1)));
        assert_eq!(BugClass::parse("c1_0"), Some(BugClass::new(1, 0)));
        assert_eq!(BugClass::parse("1"), None);
        assert_eq!(BugClass::parse("x,y"), None);
        assert_eq!(BugClass::new(2, 1).dir_name(), "c2_1");
        assert_eq!(BugClass::new(2, 1).to_string(), "<2,1>");
    }
}
