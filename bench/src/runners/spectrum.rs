//! Test-driven localization: Ochiai and Tarantula over the runner's coverage spectra
//! (`repaird_driver::localize`), one record per formula, ranked within the function(s) under
//! test (the scope the debug session localizes in).

use std::time::{Duration, Instant};

use repaird_driver::formula::FormulaOptions;
use repaird_driver::localize::localize_with_options;
use repaird_driver::subject::Subject;
use repaird_driver::{DriverError, Localization, Technique};
use repaird_runner::{RunLimits, TestSuite};

use crate::runners::case::MutantCase;
use crate::runners::record::{CaseRecord, Outcome, Task};

/// Ochiai and Tarantula on one mutant (one coverage run serves both).
pub async fn run(case: &MutantCase<'_>) -> Vec<CaseRecord> {
    let source = case.source.clone();
    let started = Instant::now();
    // The corpus tests finish in milliseconds; a looping mutant costs this per test.
    let limits = RunLimits {
        timeout: Duration::from_secs(1),
        ..RunLimits::default()
    };
    let result = tokio::task::spawn_blocking(move || spectra_only(&source, &limits)).await;
    let millis = started.elapsed().as_millis() as u64;
    [
        (Technique::Ochiai, "ochiai"),
        (Technique::Tarantula, "tarantula"),
    ]
    .into_iter()
    .map(|(technique, engine)| {
        let mut record = case.record(Task::Localize, engine, None, Outcome::Error);
        record.millis = millis;
        match &result {
            Err(e) => record.detail = format!("localization panicked: {e}"),
            Ok(Err(e)) => record.detail = e.to_string(),
            Ok(Ok(localization)) => {
                // Ranked within the function(s) under test, worst case among ties.
                let suspects: Vec<_> = localization
                    .by(technique)
                    .filter(|s| s.lines.iter().any(|l| case.in_scope(*l)))
                    .collect();
                record.suspicious = Some(suspects.len());
                record.fault_rank = suspects
                    .iter()
                    .filter(|s| s.lines.iter().any(|l| case.fault_lines.contains(l)))
                    .map(|s| suspects.iter().filter(|o| o.score >= s.score).count())
                    .min();
                record.outcome = if record.fault_rank.is_some() {
                    Outcome::Located
                } else {
                    Outcome::Missed
                };
                record.detail = format!(
                    "{} suspects over {} failing test(s)",
                    suspects.len(),
                    localization.failing_tests().len()
                );
            }
        }
        record
    })
    .collect()
}

/// The driver's localization without its formula engine (BugAssist/OFC are measured on
/// IntroClass; here it would only add its solver time to the spectra's).
fn spectra_only(source: &std::path::Path, limits: &RunLimits) -> Result<Localization, DriverError> {
    let suite = TestSuite::discover(source)?;
    let subject = Subject::load(source)?;
    let formula = FormulaOptions {
        enabled: false,
        ..FormulaOptions::default()
    };
    localize_with_options(&subject, suite, limits, &formula)
}
