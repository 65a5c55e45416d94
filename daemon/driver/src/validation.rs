//! Validation of candidate texts against every test: a pool of runner `Validator`s (one per
//! core, since each owns its scratch directories) and a memo keyed by normalized text.
//!
//! Speed: the tests that failed on the original program run first, and a quick check stops at
//! the first failure (most candidates fail one of those), so a rejected candidate usually costs
//! one compile and one or two runs. A *schema* (many candidates in one program, one picked per
//! run by an environment variable) is compiled once and each choice only run.

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use repaird_runner::{Executable, RunLimits, SuiteReport, TestSuite, Validator};

use crate::patch::normalize;

/// The environment variable a schema reads to pick its candidate.
pub const SCHEMA_CHOICE_VAR: &str = "REPAIRD_CANDIDATE";

/// Which tests a candidate passed (in the suite's order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub passed: Vec<bool>,
    /// The candidate did not compile.
    pub build_error: bool,
    /// Every test ran (a quick check stops at the first failure; skipped tests count failed).
    pub complete: bool,
}

impl Verdict {
    pub fn passed_count(&self) -> usize {
        self.passed.iter().filter(|p| **p).count()
    }
    pub fn all_passed(&self) -> bool {
        !self.passed.is_empty() && self.passed.iter().all(|p| *p)
    }
}

pub struct ValidatorPool {
    validators: Vec<Validator>,
    /// `order[i]` = the suite index of the validators' i-th test (likely failures first).
    order: Vec<usize>,
    memo: Mutex<HashMap<String, Verdict>>,
    /// Candidates compiled and run (memo hits excluded).
    pub validations: AtomicUsize,
    /// Test executions (a schema choice or a candidate, each test counted).
    pub test_runs: AtomicUsize,
}

impl ValidatorPool {
    pub fn new(
        source: &Path,
        suite: &TestSuite,
        limits: &RunLimits,
        size: usize,
    ) -> std::io::Result<ValidatorPool> {
        ValidatorPool::prioritized(source, suite, limits, size, &[])
    }

    /// A pool whose validators run the tests in `first` before the others.
    pub fn prioritized(
        source: &Path,
        suite: &TestSuite,
        limits: &RunLimits,
        size: usize,
        first: &[usize],
    ) -> std::io::Result<ValidatorPool> {
        let mut order: Vec<usize> = first
            .iter()
            .copied()
            .filter(|&i| i < suite.tests.len())
            .collect();
        order.extend((0..suite.tests.len()).filter(|i| !first.contains(i)));
        let mut ordered = suite.clone();
        ordered.tests = order.iter().map(|&i| suite.tests[i].clone()).collect();
        let validators = (0..size.max(1))
            .map(|_| Validator::new(source, ordered.clone(), limits.clone()))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ValidatorPool {
            validators,
            order,
            memo: Mutex::new(HashMap::new()),
            validations: AtomicUsize::new(0),
            test_runs: AtomicUsize::new(0),
        })
    }

    pub fn tests_total(&self) -> usize {
        self.order.len()
    }

    pub fn validations(&self) -> usize {
        self.validations.load(Ordering::Relaxed)
    }

    pub fn test_runs(&self) -> usize {
        self.test_runs.load(Ordering::Relaxed)
    }

    /// Compiles and runs `text` against every test (blocking).
    pub fn validate(&self, text: &str) -> Verdict {
        self.validate_with(&self.validators[0], text, false)
    }

    /// Like [`validate`](Self::validate), but stops at the first failing test: enough to
    /// reject a candidate, and a passing candidate has run every test anyway.
    pub fn validate_quick(&self, text: &str) -> Verdict {
        self.validate_with(&self.validators[0], text, true)
    }

    fn validate_with(&self, validator: &Validator, text: &str, quick: bool) -> Verdict {
        let key = normalize(text);
        if let Some(known) = self
            .memo
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
        {
            // A quick verdict rejected the candidate; a full one is only needed for fitness.
            if known.complete || quick {
                return known.clone();
            }
        }
        self.validations.fetch_add(1, Ordering::Relaxed);
        let report = validator.validate(text, quick);
        let verdict = self.verdict_of(&report);
        self.memo
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, verdict.clone());
        verdict
    }

    /// The verdict of a report in the validators' order, mapped back to the suite's order.
    fn verdict_of(&self, report: &SuiteReport) -> Verdict {
        let ran: usize = report
            .results
            .iter()
            .filter(|r| {
                !matches!(
                    r.outcome,
                    repaird_runner::Outcome::Skipped | repaird_runner::Outcome::BuildError { .. }
                )
            })
            .count();
        self.test_runs.fetch_add(ran, Ordering::Relaxed);
        let mut passed = vec![false; self.order.len()];
        for (result, &index) in report.results.iter().zip(&self.order) {
            passed[index] = result.outcome.passed();
        }
        Verdict {
            build_error: report
                .results
                .iter()
                .any(|r| matches!(r.outcome, repaird_runner::Outcome::BuildError { .. })),
            complete: report
                .results
                .iter()
                .all(|r| !matches!(r.outcome, repaird_runner::Outcome::Skipped)),
            passed,
        }
    }

    /// Validates `texts` on all validators at once (blocking); verdicts in input order, `None`
    /// for the texts not started because `stop()` said so. `quick`: stop each candidate at its
    /// first failing test.
    pub fn validate_many(
        &self,
        texts: &[String],
        quick: bool,
        stop: &(dyn Fn() -> bool + Sync),
    ) -> Vec<Option<Verdict>> {
        self.on_all(texts.len(), stop, |slot, index| {
            Some(self.validate_with(&self.validators[slot], &texts[index], quick))
        })
    }

    /// Compiles `schema` once per validator and runs choice `c` of `choices` with
    /// [`SCHEMA_CHOICE_VAR`]`=c`, quick (first failure stops); `Err` when the schema does not
    /// compile. `Some(true)`: the choice passed every test.
    pub fn screen_schema(
        &self,
        schema: &str,
        choices: &[u32],
        stop: &(dyn Fn() -> bool + Sync),
    ) -> Result<Vec<Option<bool>>, String> {
        let executables: Vec<Executable> = self
            .validators
            .iter()
            .map(|v| v.compile(schema))
            .collect::<Result<_, _>>()
            .map_err(|e| e.to_string())?;
        Ok(self.on_all(choices.len(), stop, |slot, index| {
            let env = [(SCHEMA_CHOICE_VAR.to_string(), choices[index].to_string())];
            let report = self.validators[slot].run(&executables[slot], &env, true);
            Some(self.verdict_of(&report).all_passed())
        }))
    }

    /// Runs `job(validator slot, index)` for every index on all validators, one thread each.
    fn on_all<T: Send + Clone>(
        &self,
        count: usize,
        stop: &(dyn Fn() -> bool + Sync),
        job: impl Fn(usize, usize) -> Option<T> + Sync,
    ) -> Vec<Option<T>> {
        let next = AtomicUsize::new(0);
        let slots: Mutex<Vec<Option<T>>> = Mutex::new(vec![None; count]);
        std::thread::scope(|scope| {
            for slot in 0..self.validators.len() {
                let (next, slots, job) = (&next, &slots, &job);
                scope.spawn(move || loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= count || stop() {
                        break;
                    }
                    let result = job(slot, index);
                    slots.lock().unwrap_or_else(|e| e.into_inner())[index] = result;
                });
            }
        });
        slots.into_inner().unwrap_or_else(|e| e.into_inner())
    }
}
