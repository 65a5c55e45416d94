//! Choosing the edits of one mutant: a pure function of the reference, its analysis,
//! the class and a seed.

use super::manifest::{BugClass, DeletionRecord, MutantRecord, MutationRecord};
use super::validate::Distinguished;
use crate::corpus::Program;
use crate::csyntax::{Analysis, DeleteSite, ReplaceSite};
use crate::edits::{self, Edit};
use rand::seq::index::sample;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The chosen edits and the resulting source.
#[derive(Debug, Clone)]
pub struct MutantPlan {
    pub source: String,
    mutations: Vec<(ReplaceSite, String)>,
    deletions: Vec<DeleteSite>,
    edits: Vec<Edit>,
    reference: String,
}

/// Picks `class.mutations` distinct replace sites (each with a random same-typed
/// alternative) and `class.deletions` statements that contain none of them.
/// `None` when the function under test has too few sites for the class.
pub fn plan_mutant(
    reference: &str,
    analysis: &Analysis,
    class: BugClass,
    seed: u64,
) -> Option<MutantPlan> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let sites = &analysis.replace_sites;
    if sites.len() < class.mutations {
        return None;
    }
    let mut mutations = Vec::new();
    for i in sample(&mut rng, sites.len(), class.mutations) {
        let site = &sites[i];
        let replacement = site.candidates[rng.random_range(0..site.candidates.len())].clone();
        mutations.push((site.clone(), replacement));
    }
    let free: Vec<&DeleteSite> = analysis
        .delete_sites
        .iter()
        .filter(|d| {
            mutations
                .iter()
                .all(|(m, _)| m.range.end <= d.removal.start || m.range.start >= d.removal.end)
        })
        .collect();
    if free.len() < class.deletions {
        return None;
    }
    let deletions: Vec<DeleteSite> = sample(&mut rng, free.len(), class.deletions)
        .into_iter()
        .map(|i| free[i].clone())
        .collect();
    let mut edits: Vec<Edit> = mutations
        .iter()
        .map(|(site, replacement)| Edit {
            range: site.range.clone(),
            original: site.original.clone(),
            replacement: replacement.clone(),
        })
        .chain(deletions.iter().map(|d| Edit {
            range: d.removal.clone(),
            original: reference[d.removal.clone()].to_string(),
            replacement: d.replacement.to_string(),
        }))
        .collect();
    edits.sort_by_key(|e| e.range.start);
    let source = edits::apply(reference, &edits).ok()?;
    mutations.sort_by_key(|(s, _)| s.range.start);
    let mut deletions = deletions;
    deletions.sort_by_key(|d| d.statement.start);
    Some(MutantPlan {
        source,
        mutations,
        deletions,
        edits,
        reference: reference.to_string(),
    })
}

impl MutantPlan {
    pub fn edits(&self) -> &[Edit] {
        &self.edits
    }

    pub(super) fn record(
        &self,
        program: &Program,
        class: BugClass,
        seed: u64,
        index: usize,
        outcome: Distinguished,
    ) -> MutantRecord {
        let dir = format!("{}/{}/{:02}", program.name(), class.dir_name(), index);
        let at_ref = |offset| edits::line_col(&self.reference, offset);
        let at_mutant =
            |offset| edits::line_col(&self.source, edits::map_offset(offset, &self.edits));
        MutantRecord {
            id: dir.clone(),
            dir: dir.clone(),
            program: program.name().to_string(),
            class,
            seed,
            source_file: format!("{dir}/{}", program.source_file_name()),
            mutations: self
                .mutations
                .iter()
                .map(|(site, replacement)| {
                    let (line, column) = at_ref(site.range.start);
                    let (mutant_line, mutant_column) = at_mutant(site.range.start);
                    MutationRecord {
                        kind: site.kind,
                        line,
                        column,
                        original: site.original.clone(),
                        replacement: replacement.clone(),
                        mutant_line,
                        mutant_column,
                    }
                })
                .collect(),
            deletions: self
                .deletions
                .iter()
                .map(|d| {
                    let (line, column) = at_ref(d.statement.start);
                    let (removed_line, removed_column) = at_ref(d.removal.start);
                    DeletionRecord {
                        line,
                        column,
                        statement: d.text.clone(),
                        removed_line,
                        removed_column,
                        removed: self.reference[d.removal.clone()].to_string(),
                        replacement: d.replacement.to_string(),
                        mutant_line: at_mutant(d.removal.start).0,
                    }
                })
                .collect(),
            failing_tests: outcome.failing,
            timed_out_tests: outcome.timed_out,
            crashed_tests: outcome.crashed,
        }
    }
}
