//! What a benchmark run covers: which programs, classes, mutants, engines and solvers, and the
//! budgets. Everything that varies is drawn from the seed, so a profile plus a seed is a run.

use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::corpus::{Program, SizeClass};
use crate::inject::{BugClass, MutantRecord, CLASSES};

/// The IntroClass problems in `/work/shared/bench-data/introclass`.
pub const INTROCLASS_PROBLEMS: [&str; 4] = ["checksum", "digits", "grade", "median"];

/// A mutant's number within its (program, class): the last part of its id (`…/c1_0/03` → 3).
pub fn mutant_index(mutant: &MutantRecord) -> usize {
    mutant
        .id
        .rsplit('/')
        .next()
        .and_then(|k| k.parse().ok())
        .unwrap_or(0)
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunProfile {
    pub name: String,
    pub seed: u64,
    /// Corpus programs drawn (half small, half large); 0 = all.
    pub programs: usize,
    pub classes: Vec<BugClass>,
    pub per_class: usize,
    /// Mutants per (program, class) that the backends after the first and test-driven repair
    /// run on: the first `n` of each (the injector draws them from the seed, so this is a
    /// seeded sample); `None`: every mutant.
    #[serde(default)]
    pub sample_per_class: Option<usize>,
    pub solvers: Vec<String>,
    /// Engines: `wolverine`, `spectrum` (Ochiai + Tarantula), `test-repair` (Nopol + GenProg).
    pub engines: Vec<String>,
    /// Wall clock of one debug-repair case (spec generation included).
    pub debug_timeout: Duration,
    /// Budget of one test-driven repair.
    pub repair_budget: Duration,
    /// IntroClass versions per problem (0: IntroClass is skipped).
    pub introclass_per_problem: usize,
    pub introclass_problems: Vec<String>,
}

impl RunProfile {
    /// A few minutes: 6 programs × 4 classes × 1 mutant × z3.
    pub fn quick(seed: u64) -> RunProfile {
        RunProfile {
            name: "quick".into(),
            seed,
            programs: 6,
            classes: CLASSES.to_vec(),
            per_class: 1,
            sample_per_class: None,
            solvers: vec!["z3".into()],
            engines: vec!["wolverine".into(), "spectrum".into(), "test-repair".into()],
            debug_timeout: Duration::from_secs(90),
            repair_budget: Duration::from_secs(10),
            introclass_per_problem: 3,
            introclass_problems: vec!["median".into(), "grade".into()],
        }
    }

    /// Every program × 4 classes × 10 mutants (issue #9) with debug-repair on z3 and the
    /// spectra; cvc5, yices and test-driven repair on a seeded sample of 1 mutant per program
    /// and class (the whole grid does not fit an hour on two cores: see bench/README.md).
    pub fn full(seed: u64) -> RunProfile {
        RunProfile {
            name: "full".into(),
            programs: 0,
            per_class: 10,
            sample_per_class: Some(1),
            solvers: vec!["z3".into(), "cvc5".into(), "yices".into()],
            debug_timeout: Duration::from_secs(60),
            repair_budget: Duration::from_secs(20),
            introclass_per_problem: 10,
            introclass_problems: INTROCLASS_PROBLEMS.map(String::from).to_vec(),
            ..RunProfile::quick(seed)
        }
    }

    /// Whether `mutant` is in the sample the secondary backends and test-driven repair run on.
    pub fn in_sample(&self, mutant: &MutantRecord) -> bool {
        self.sample_per_class
            .is_none_or(|n| mutant_index(mutant) < n)
    }

    pub fn named(name: &str, seed: u64) -> Option<RunProfile> {
        match name {
            "quick" => Some(RunProfile::quick(seed)),
            "full" => Some(RunProfile::full(seed)),
            _ => None,
        }
    }

    pub fn runs(&self, engine: &str) -> bool {
        self.engines.iter().any(|e| e == engine)
    }

    /// The programs of this run, in corpus order: all, or `programs` drawn by the seed, half of
    /// them small and half large.
    pub fn select<'p>(&self, corpus: &'p [Program]) -> Vec<&'p Program> {
        if self.programs == 0 || self.programs >= corpus.len() {
            return corpus.iter().collect();
        }
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        let mut pick = |size: SizeClass, n: usize| {
            let mut names: Vec<&str> = corpus
                .iter()
                .filter(|p| p.meta.size == size)
                .map(|p| p.name())
                .collect();
            names.shuffle(&mut rng);
            names.truncate(n);
            names
        };
        let small = self.programs.div_ceil(2);
        let mut chosen = pick(SizeClass::Small, small);
        chosen.extend(pick(SizeClass::Large, self.programs - small));
        corpus
            .iter()
            .filter(|p| chosen.contains(&p.name()))
            .collect()
    }
}
