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
    /// Mutants per (program, class) the first backend and the spectra run on: the first `n`
    /// of the `per_class` injected (the injector draws them from the seed); `None`: all.
    #[serde(default)]
    pub run_per_class: Option<usize>,
    /// The sample the backends after the first, debug-repair without localization and
    /// test-driven repair run on: the first `sample_per_class` mutants of each class of
    /// `sample_programs` programs drawn by the seed (half small, half large; 0 = all).
    /// `None`: every mutant that runs at all.
    #[serde(default)]
    pub sample_per_class: Option<usize>,
    #[serde(default)]
    pub sample_programs: usize,
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
    /// Mutant ids (or prefixes of them: `sll_insert/`, `avl_insert/c2_1/`) the run is
    /// limited to; empty: every mutant. For rerunning the cases a run got wrong.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cases: Vec<String>,
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
            run_per_class: None,
            sample_per_class: None,
            sample_programs: 0,
            solvers: vec!["z3".into()],
            engines: vec!["wolverine".into(), "spectrum".into(), "test-repair".into()],
            debug_timeout: Duration::from_secs(90),
            repair_budget: Duration::from_secs(10),
            introclass_per_problem: 3,
            introclass_problems: vec!["median".into(), "grade".into()],
            cases: Vec::new(),
        }
    }

    /// Every program × 4 classes × 10 mutants (issue #9): debug-repair on z3 and the spectra
    /// on every mutant; cvc5, yices, repair without localization and test-driven repair on a
    /// seeded sample of 12 programs × 1 mutant per class (the whole grid does not fit on two
    /// cores: see bench/README.md).
    pub fn full(seed: u64) -> RunProfile {
        RunProfile {
            name: "full".into(),
            programs: 0,
            per_class: 10,
            sample_per_class: Some(1),
            sample_programs: 12,
            solvers: vec!["z3".into(), "cvc5".into(), "yices".into()],
            debug_timeout: Duration::from_secs(30),
            repair_budget: Duration::from_secs(10),
            introclass_per_problem: 10,
            introclass_problems: INTROCLASS_PROBLEMS.map(String::from).to_vec(),
            ..RunProfile::quick(seed)
        }
    }

    /// Whether the first backend and the spectra run on `mutant`.
    pub fn in_run(&self, mutant: &MutantRecord) -> bool {
        self.run_per_class.is_none_or(|n| mutant_index(mutant) < n)
            && (self.cases.is_empty() || self.cases.iter().any(|c| mutant.id.starts_with(c)))
    }

    /// Whether `mutant` is in the sample of the secondary runs (see `sample_per_class`);
    /// `sampled` are the programs [`RunProfile::sample_of`] drew.
    pub fn in_sample(&self, mutant: &MutantRecord, sampled: &[String]) -> bool {
        self.in_run(mutant)
            && self
                .sample_per_class
                .is_none_or(|n| mutant_index(mutant) < n && sampled.contains(&mutant.program))
    }

    /// The programs of the secondary sample, drawn from `programs` by the seed.
    pub fn sample_of(&self, programs: &[Program]) -> Vec<String> {
        draw(programs, self.sample_programs, self.seed ^ SAMPLE_STREAM)
            .into_iter()
            .map(|p| p.name().to_string())
            .collect()
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
        draw(corpus, self.programs, self.seed)
    }
}

/// Keeps the sample's draw independent of the run's program draw.
const SAMPLE_STREAM: u64 = 0x5a4d_504c_4553;

/// `n` programs drawn by `seed` (half small, half large), in corpus order; all when `n` is 0
/// or covers the corpus.
fn draw(corpus: &[Program], n: usize, seed: u64) -> Vec<&Program> {
    if n == 0 || n >= corpus.len() {
        return corpus.iter().collect();
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pick = |size: SizeClass, k: usize| {
        let mut names: Vec<&str> = corpus
            .iter()
            .filter(|p| p.meta.size == size)
            .map(|p| p.name())
            .collect();
        names.shuffle(&mut rng);
        names.truncate(k);
        names
    };
    let small = n.div_ceil(2);
    let mut chosen = pick(SizeClass::Small, small);
    chosen.extend(pick(SizeClass::Large, n - small));
    corpus
        .iter()
        .filter(|p| chosen.contains(&p.name()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::{default_corpus_dir, load_corpus};
    use crate::inject::BugClass;
    use std::path::Path;

    fn mutant(program: &str, k: usize) -> MutantRecord {
        MutantRecord {
            id: format!("{program}/c1_0/{k:02}"),
            dir: format!("{program}/c1_0/{k:02}"),
            program: program.into(),
            class: BugClass {
                mutations: 1,
                deletions: 0,
            },
            seed: 0,
            source_file: format!("{program}/c1_0/{k:02}/{program}.c"),
            mutations: Vec::new(),
            deletions: Vec::new(),
            failing_tests: Vec::new(),
            timed_out_tests: Vec::new(),
            crashed_tests: Vec::new(),
        }
    }

    #[test]
    fn the_full_profile_names_real_introclass_problems_and_ten_mutants() {
        let full = RunProfile::full(1);
        assert_eq!(full.per_class, 10);
        let root = Path::new("/work/shared/bench-data/introclass");
        if root.is_dir() {
            for problem in &full.introclass_problems {
                assert!(
                    root.join(problem).is_dir(),
                    "no IntroClass problem {problem}"
                );
            }
        }
        for problem in &RunProfile::quick(1).introclass_problems {
            assert!(INTROCLASS_PROBLEMS.contains(&problem.as_str()), "{problem}");
        }
    }

    #[test]
    fn the_run_and_the_sample_are_prefixes_of_each_class_and_drawn_by_the_seed() {
        let corpus = load_corpus(&default_corpus_dir()).unwrap();
        let mut profile = RunProfile::full(1);
        profile.run_per_class = Some(2);
        let sampled = profile.sample_of(&corpus);
        assert_eq!(sampled.len(), profile.sample_programs);
        assert_eq!(
            sampled,
            profile.sample_of(&corpus),
            "same seed, same sample"
        );
        let other = RunProfile::full(2).sample_of(&corpus);
        assert_ne!(sampled, other, "another seed draws another sample");
        let large = corpus
            .iter()
            .filter(|p| sampled.contains(&p.meta.name) && p.meta.size == SizeClass::Large)
            .count();
        assert_eq!(
            large,
            profile.sample_programs / 2,
            "half of the sample is large"
        );

        let inside = &sampled[0];
        let outside = corpus
            .iter()
            .map(|p| p.name())
            .find(|p| !sampled.iter().any(|s| s == p))
            .unwrap();
        assert!(profile.in_run(&mutant(outside, 1)));
        assert!(!profile.in_run(&mutant(outside, 2)));
        assert!(profile.in_sample(&mutant(inside, 0), &sampled));
        assert!(!profile.in_sample(&mutant(inside, 1), &sampled));
        assert!(!profile.in_sample(&mutant(outside, 0), &sampled));
        profile.sample_per_class = None;
        assert!(profile.in_sample(&mutant(outside, 1), &sampled));
        assert!(
            !profile.in_sample(&mutant(outside, 2), &sampled),
            "not run at all"
        );

        profile.cases = vec![format!("{outside}/c1_0/01"), format!("{inside}/")];
        assert!(profile.in_run(&mutant(outside, 1)));
        assert!(!profile.in_run(&mutant(outside, 0)), "another mutant");
        assert!(profile.in_run(&mutant(inside, 0)), "a prefix names all");
        assert!(
            !profile.in_run(&mutant(inside, 2)),
            "still a prefix of each class"
        );
    }
}
