//! Each configured solver: start it, `(check-sat)` on an empty stack, read its version.

use std::time::{Duration, Instant};

use repaird_config::Config;

use super::Check;

pub async fn check(config: &Config) -> Vec<Check> {
    let profiles = crate::solver_profiles::configured(config);
    let deadline = Duration::from_millis(config.solver.call_timeout_ms) + Duration::from_secs(5);
    let mut checks = Vec::new();
    for (name, profile) in profiles {
        let started = Instant::now();
        let result = match profile {
            Err(problem) => Err(problem),
            Ok(profile) => {
                match tokio::time::timeout(deadline, repaird_solvers::probe(&profile)).await {
                    Err(_) => Err(format!(
                        "`{}` did not answer (check-sat) within {deadline:?}",
                        profile.program
                    )),
                    Ok(Err(e)) => Err(e.to_string()),
                    Ok(Ok(report)) => Ok(format!(
                        "{} {} ({}); (check-sat) round trip {} ms",
                        report.solver,
                        report.version,
                        profile.program,
                        report.round_trip.as_millis()
                    )),
                }
            }
        };
        checks.push(Check {
            tool: name,
            result,
            took: started.elapsed(),
        });
    }
    checks
}
