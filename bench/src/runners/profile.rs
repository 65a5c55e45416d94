//! What a benchmark run covers: which programs, classes, mutants, engines and solvers, and the
//! budgets. Everything that varies is drawn from the seed, so a profile plus a seed is a run.

use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::corpus::{Program, SizeClass};
use crate::inject::{BugClass, CLASSES};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunProfile {
    pub name: String,
    pub seed: u64,
    /// Corpus programs drawn (half small, half large); 0 = all.
    pub programs: usize,
    pub classes: Vec<BugClass>,
    pub per_class: usize,
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
            solvers: vec!["z3".into()],
            engines: vec!["wolverine".into(), "spectrum".into(), "test-repair".into()],
            debug_timeout: Duration::from_secs(90),
            repair_budget: Duration::from_secs(10),
            introclass_per_problem: 3,
            introclass_problems: vec!["median".into(), "smallest".into()],
        }
    }

    /// Every program × 4 classes × 2 mutants × every backend.
    pub fn full(seed: u64) -> RunProfile {
        RunProfile {
            name: "full".into(),
            programs: 0,
            per_class: 2,
            solvers: vec!["z3".into(), "cvc5".into(), "yices".into()],
            debug_timeout: Duration::from_secs(180),
            repair_budget: Duration::from_secs(60),
            introclass_per_problem: 20,
            introclass_problems: ["median", "smallest", "grade", "checksum", "digits"]
                .map(String::from)
                .to_vec(),
            ..RunProfile::quick(seed)
        }
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
