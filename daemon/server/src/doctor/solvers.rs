//! Each configured solver: start it, `(check-sat)` on an empty stack, read its version.

use std::time::{Duration, Instant};

use repaird_config::Config;
use repaird_solvers::Profile;

use super::Check;

pub async fn check(config: &Config) -> Vec<Check> {
    let profiles = match profiles(config) {
        Ok(profiles) => profiles,
        Err(problem) => {
            return vec![Check {
                tool: "solvers".into(),
                result: Err(problem),
                took: Duration::ZERO,
            }];
        }
    };
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

/// A solver name and its profile, or why there is none.
type NamedProfile = (String, Result<Profile, String>);

/// The profile of every solver the configured backend uses (the portfolio members, or the
/// one backend), from `solver.profiles_dir` when set, else the built-in ones.
fn profiles(config: &Config) -> Result<Vec<NamedProfile>, String> {
    let available = match config.profiles_dir() {
        Some(dir) => Profile::load_dir(&dir)
            .map_err(|e| format!("solver profiles in {}: {e}", dir.display()))?,
        None => Vec::new(),
    };
    Ok(config
        .solver_names()
        .into_iter()
        .map(|name| {
            let found = available
                .iter()
                .find(|p| p.name == name)
                .cloned()
                .or_else(|| Profile::builtin(&name))
                .ok_or_else(|| format!("no solver profile named `{name}`"));
            (name, found)
        })
        .collect())
}
