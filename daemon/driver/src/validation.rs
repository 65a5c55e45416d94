//! Validation of candidate texts against every test: a pool of runner `Validator`s (one per
//! core, since each owns its scratch directories) and a memo keyed by normalized text.

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use repaird_runner::{RunLimits, TestSuite, Validator};

use crate::patch::normalize;

/// Which tests a candidate passed (in the suite's order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub passed: Vec<bool>,
    /// The candidate did not compile.
    pub build_error: bool,
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
    memo: Mutex<HashMap<String, Verdict>>,
    /// Candidates compiled and run (memo hits excluded).
    pub validations: AtomicUsize,
}

impl ValidatorPool {
    pub fn new(
        source: &Path,
        suite: &TestSuite,
        limits: &RunLimits,
        size: usize,
    ) -> std::io::Result<ValidatorPool> {
        let validators = (0..size.max(1))
            .map(|_| Validator::new(source, suite.clone(), limits.clone()))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ValidatorPool {
            validators,
            memo: Mutex::new(HashMap::new()),
            validations: AtomicUsize::new(0),
        })
    }

    pub fn tests_total(&self) -> usize {
        self.validators[0].suite().tests.len()
    }

    pub fn validations(&self) -> usize {
        self.validations.load(Ordering::Relaxed)
    }

    /// Compiles and runs `text` against every test (blocking).
    pub fn validate(&self, text: &str) -> Verdict {
        self.validate_with(&self.validators[0], text)
    }

    fn validate_with(&self, validator: &Validator, text: &str) -> Verdict {
        let key = normalize(text);
        if let Some(known) = self
            .memo
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
        {
            return known.clone();
        }
        self.validations.fetch_add(1, Ordering::Relaxed);
        let report = validator.validate(text, false);
        let verdict = Verdict {
            build_error: report
                .results
                .iter()
                .any(|r| matches!(r.outcome, repaird_runner::Outcome::BuildError { .. })),
            passed: report.results.iter().map(|r| r.outcome.passed()).collect(),
        };
        self.memo
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, verdict.clone());
        verdict
    }

    /// Validates `texts` on all validators at once (blocking); verdicts in input order, `None`
    /// for the texts not started because `stop()` said so.
    pub fn validate_many(
        &self,
        texts: &[String],
        stop: &(dyn Fn() -> bool + Sync),
    ) -> Vec<Option<Verdict>> {
        let next = AtomicUsize::new(0);
        let slots: Mutex<Vec<Option<Verdict>>> = Mutex::new(vec![None; texts.len()]);
        std::thread::scope(|scope| {
            for validator in &self.validators {
                let (next, slots) = (&next, &slots);
                scope.spawn(move || loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(text) = texts.get(index) else { break };
                    if stop() {
                        break;
                    }
                    let verdict = self.validate_with(validator, text);
                    slots.lock().unwrap_or_else(|e| e.into_inner())[index] = Some(verdict);
                });
            }
        });
        slots
            .into_inner()
            .unwrap_or_else(|e| e.into_inner())
            .into_iter()
            .collect()
    }
}
