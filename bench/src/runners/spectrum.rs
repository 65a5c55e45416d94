//! Test-driven localization: Ochiai and Tarantula over the runner's coverage spectra
//! (`repaird_driver::localize`), one record per formula, ranked within the function(s) under
//! test (the scope the debug session localizes in).

use std::time::{Duration, Instant};

use repaird_driver::{localize, Technique};
use repaird_runner::RunLimits;

use crate::runners::case::MutantCase;
use crate::runners::record::{CaseRecord, Outcome, Task};

/// Ochiai and Tarantula on one mutant (one coverage run serves both).
pub async fn run(case: &MutantCase<'_>) -> Vec<CaseRecord> {
    let source = case.source.clone();
    let started = Instant::now();
    let limits = RunLimits {
        timeout: Duration::from_secs(2),
        ..RunLimits::default()
    };
    let result = tokio::task::spawn_blocking(move || localize(&source, &limits)).await;
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
