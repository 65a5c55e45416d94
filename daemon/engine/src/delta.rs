//! Delta debugging: shrink a set of edits to a 1-minimal subset that still satisfies a
//! predicate (Zeller and Hildebrandt's `ddmin`).
//!
//! The predicate is "this subset of edits still passes all tests". Starting from the whole set
//! (which must pass) and granularity 2, `ddmin` splits the current set into `n` chunks and tries
//! each chunk, then each complement; a passing chunk restarts at granularity 2, a passing
//! complement keeps granularity `n - 1`; when nothing passes the granularity doubles, up to one
//! edit per chunk. The result is 1-minimal: removing any single edit makes the predicate fail.
//! Subsets already tested are remembered, so the predicate never runs twice on the same subset.

use std::collections::HashMap;

use thiserror::Error;

/// A 1-minimal subset and what it cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Minimized<T> {
    /// The kept edits, in their original order.
    pub kept: Vec<T>,
    /// How many times the predicate ran.
    pub tests_run: usize,
    /// How many subsets were answered from the memo instead of running the predicate.
    pub cache_hits: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DeltaError {
    #[error(
        "the full set of {0} edits does not satisfy the predicate, so there is nothing to shrink"
    )]
    FullSetFails(usize),
}

struct Memo<F> {
    predicate: F,
    seen: HashMap<Vec<usize>, bool>,
    tests_run: usize,
    cache_hits: usize,
}

impl<F: FnMut(&[usize]) -> bool> Memo<F> {
    fn test(&mut self, indices: &[usize]) -> bool {
        if let Some(&known) = self.seen.get(indices) {
            self.cache_hits += 1;
            return known;
        }
        self.tests_run += 1;
        let passes = (self.predicate)(indices);
        self.seen.insert(indices.to_vec(), passes);
        passes
    }
}

/// Splits `set` into `n` contiguous chunks whose sizes differ by at most one.
fn chunks(set: &[usize], n: usize) -> Vec<&[usize]> {
    let (base, extra) = (set.len() / n, set.len() % n);
    let mut parts = Vec::with_capacity(n);
    let mut start = 0;
    for i in 0..n {
        let size = base + usize::from(i < extra);
        parts.push(&set[start..start + size]);
        start += size;
    }
    parts
}

/// Shrinks `edits` to a 1-minimal subset on which `passes` holds. `passes` receives the kept
/// subset in the original order of `edits`.
pub fn ddmin<T, F>(edits: &[T], mut passes: F) -> Result<Minimized<T>, DeltaError>
where
    T: Clone,
    F: FnMut(&[T]) -> bool,
{
    let mut selected = Vec::new();
    let by_index = |indices: &[usize]| -> bool {
        selected.clear();
        selected.extend(indices.iter().map(|&i| edits[i].clone()));
        passes(&selected)
    };
    let minimized = ddmin_indices(edits.len(), by_index)?;
    Ok(Minimized {
        kept: minimized.kept.iter().map(|&i| edits[i].clone()).collect(),
        tests_run: minimized.tests_run,
        cache_hits: minimized.cache_hits,
    })
}

/// [`ddmin`] over the edit indices `0..count`.
pub fn ddmin_indices<F>(count: usize, passes: F) -> Result<Minimized<usize>, DeltaError>
where
    F: FnMut(&[usize]) -> bool,
{
    let mut memo = Memo {
        predicate: passes,
        seen: HashMap::new(),
        tests_run: 0,
        cache_hits: 0,
    };
    let mut current: Vec<usize> = (0..count).collect();
    if !memo.test(&current) {
        return Err(DeltaError::FullSetFails(count));
    }
    let mut granularity = 2;
    while current.len() >= 2 {
        let parts = chunks(&current, granularity);
        let mut reduced = None;
        for part in &parts {
            if memo.test(part) {
                reduced = Some((part.to_vec(), 2));
                break;
            }
        }
        // With two chunks each complement is the other chunk, already tested.
        if reduced.is_none() && granularity > 2 {
            for skip in 0..parts.len() {
                let complement: Vec<usize> = parts
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != skip)
                    .flat_map(|(_, part)| part.iter().copied())
                    .collect();
                if memo.test(&complement) {
                    reduced = Some((complement, (granularity - 1).max(2)));
                    break;
                }
            }
        }
        match reduced {
            Some((smaller, next)) => {
                current = smaller;
                granularity = next.min(current.len().max(2));
            }
            None if granularity >= current.len() => break,
            None => granularity = (granularity * 2).min(current.len()),
        }
    }
    // A single remaining edit is 1-minimal only if the empty set fails.
    if current.len() == 1 && memo.test(&[]) {
        current.clear();
    }
    Ok(Minimized {
        kept: current,
        tests_run: memo.tests_run,
        cache_hits: memo.cache_hits,
    })
}
