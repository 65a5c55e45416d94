//! ddmin on edit sets whose minimal cores are known, plus 1-minimality on random predicates.

use std::collections::BTreeSet;

use proptest::prelude::*;
use repaird_engine::delta::{ddmin, ddmin_indices, DeltaError};

/// A predicate that passes when the subset contains every edit of one of `cores`.
fn contains_a_core<'a>(cores: &'a [&'a [usize]]) -> impl Fn(&[usize]) -> bool + 'a {
    move |subset: &[usize]| {
        let kept: BTreeSet<usize> = subset.iter().copied().collect();
        cores
            .iter()
            .any(|core| core.iter().all(|edit| kept.contains(edit)))
    }
}

/// Removing any single kept edit makes `passes` fail (and the kept set passes).
fn assert_one_minimal(kept: &[usize], passes: impl Fn(&[usize]) -> bool) {
    assert!(passes(kept), "the result {kept:?} must pass");
    for skip in 0..kept.len() {
        let smaller: Vec<usize> = kept
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != skip)
            .map(|(_, &e)| e)
            .collect();
        assert!(
            !passes(&smaller),
            "{kept:?} is not 1-minimal: {smaller:?} passes"
        );
    }
}

struct Case {
    edits: usize,
    cores: &'static [&'static [usize]],
    expected: &'static [usize],
}

const CASES: &[Case] = &[
    // One culprit among many.
    Case {
        edits: 64,
        cores: &[&[37]],
        expected: &[37],
    },
    // Two edits that only work together, far apart.
    Case {
        edits: 16,
        cores: &[&[3, 12]],
        expected: &[3, 12],
    },
    // Adjacent edits.
    Case {
        edits: 10,
        cores: &[&[4, 5, 6]],
        expected: &[4, 5, 6],
    },
    // Every edit is needed.
    Case {
        edits: 5,
        cores: &[&[0, 1, 2, 3, 4]],
        expected: &[0, 1, 2, 3, 4],
    },
    // A single edit, needed.
    Case {
        edits: 1,
        cores: &[&[0]],
        expected: &[0],
    },
    // Nothing is needed: the empty set already passes.
    Case {
        edits: 7,
        cores: &[&[]],
        expected: &[],
    },
    // Scattered core in an odd-sized set.
    Case {
        edits: 23,
        cores: &[&[0, 11, 22]],
        expected: &[0, 11, 22],
    },
];

#[test]
fn known_minimal_cores_are_found() {
    for case in CASES {
        let passes = contains_a_core(case.cores);
        let result = ddmin_indices(case.edits, &passes).expect("the full set passes");
        assert_eq!(
            result.kept, case.expected,
            "edits {} cores {:?}",
            case.edits, case.cores
        );
        assert!(result.tests_run >= 1);
        assert_one_minimal(&result.kept, &passes);
    }
}

#[test]
fn two_alternative_cores_give_one_of_them() {
    let cores: &[&[usize]] = &[&[1, 2], &[9]];
    let passes = contains_a_core(cores);
    let result = ddmin_indices(12, &passes).unwrap();
    assert!(
        result.kept == [1, 2] || result.kept == [9],
        "got {:?}",
        result.kept
    );
    assert_one_minimal(&result.kept, &passes);
}

#[test]
fn a_single_culprit_costs_logarithmically_many_tests() {
    // The full set, then one halving step (two chunk tests at most) per level: 1 + 2 * log2(n)
    // tests bound ddmin when exactly one edit matters.
    for (edits, culprit) in [(64usize, 37usize), (1024, 5), (1000, 999)] {
        let mut calls = 0usize;
        let result = ddmin_indices(edits, |subset: &[usize]| {
            calls += 1;
            subset.contains(&culprit)
        })
        .unwrap();
        assert_eq!(result.kept, [culprit]);
        assert_eq!(result.tests_run, calls, "tests_run counts predicate runs");
        let bound = 2 + 2 * (usize::BITS - edits.leading_zeros()) as usize;
        assert!(
            result.tests_run <= bound,
            "{} tests for n = {edits}",
            result.tests_run
        );
    }
}

#[test]
fn edits_keep_their_order_and_type() {
    let edits = [
        "delete line 4",
        "swap 7 and 9",
        "insert guard at 12",
        "delete line 20",
    ];
    let result = ddmin(&edits, |subset: &[&str]| {
        subset.contains(&"insert guard at 12") && subset.contains(&"delete line 4")
    })
    .unwrap();
    assert_eq!(result.kept, ["delete line 4", "insert guard at 12"]);
}

#[test]
fn a_failing_full_set_is_an_error() {
    let result = ddmin_indices(6, |subset: &[usize]| subset.len() > 10);
    assert_eq!(result, Err(DeltaError::FullSetFails(6)));
}

#[test]
fn no_subset_is_tested_twice() {
    let mut seen = BTreeSet::new();
    let passes = contains_a_core(&[&[2, 7, 13]]);
    let result = ddmin_indices(20, |subset: &[usize]| {
        assert!(seen.insert(subset.to_vec()), "{subset:?} tested twice");
        passes(subset)
    })
    .unwrap();
    assert_eq!(result.kept, [2, 7, 13]);
}

proptest! {
    /// For any family of cores (a monotone predicate), the result passes, is 1-minimal, and
    /// contains one of the cores.
    #[test]
    fn result_is_one_minimal(
        edits in 1usize..40,
        raw_cores in prop::collection::vec(prop::collection::btree_set(0usize..40, 0..5), 1..4),
    ) {
        let cores: Vec<Vec<usize>> = raw_cores
            .into_iter()
            .map(|core| core.into_iter().filter(|&e| e < edits).collect())
            .collect();
        let core_refs: Vec<&[usize]> = cores.iter().map(Vec::as_slice).collect();
        let passes = contains_a_core(&core_refs);
        let result = ddmin_indices(edits, &passes).unwrap();
        assert_one_minimal(&result.kept, &passes);
        let kept: BTreeSet<usize> = result.kept.iter().copied().collect();
        prop_assert!(cores.iter().any(|core| core.iter().all(|e| kept.contains(e))));
    }

    /// A non-monotone predicate (parity of a weighted sum): the result still passes and is
    /// 1-minimal with respect to the predicate.
    #[test]
    fn one_minimal_without_monotonicity(edits in 1usize..24, weights in prop::collection::vec(0u8..4, 24)) {
        let passes = |subset: &[usize]| {
            let total: u32 = subset.iter().map(|&e| u32::from(weights[e])).sum();
            !subset.is_empty() && total.is_multiple_of(3)
        };
        prop_assume!(passes(&(0..edits).collect::<Vec<_>>()));
        let result = ddmin_indices(edits, passes).unwrap();
        assert_one_minimal(&result.kept, passes);
    }
}
