//! The same query raced on several backends: the first definite answer (sat or
//! unsat) wins and the others are cancelled, which drops their sessions and so
//! kills their processes. `Unknown` only if every backend says unknown.

use std::time::Duration;

use tokio::task::JoinSet;

use crate::{Profile, SatResult, Session, SolverError};

pub struct Portfolio {
    profiles: Vec<Profile>,
    timeout: Option<Duration>,
}

/// How one backend of a race ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Answered(SatResult),
    Failed(String),
    /// Still running when another backend won; its process was killed.
    Cancelled,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortfolioAnswer {
    pub result: SatResult,
    /// The backend whose answer was taken (`None` when all said unknown).
    pub winner: Option<String>,
    /// Every backend with how it ended, in profile order.
    pub outcomes: Vec<(String, Outcome)>,
}

impl Portfolio {
    pub fn new(profiles: Vec<Profile>) -> Portfolio {
        Portfolio {
            profiles,
            timeout: None,
        }
    }

    /// Per-call deadline for every backend (default: each profile's own).
    pub fn with_timeout(mut self, timeout: Duration) -> Portfolio {
        self.timeout = Some(timeout);
        self
    }

    /// Runs `script` (declarations, definitions, assertions; one SMT-LIB command
    /// each) then `check-sat` on every backend at once.
    pub async fn check(&self, script: &[String]) -> Result<PortfolioAnswer, SolverError> {
        let mut race = JoinSet::new();
        for (index, profile) in self.profiles.iter().enumerate() {
            let profile = profile.clone();
            let script = script.to_vec();
            let timeout = self.timeout;
            race.spawn(async move { (index, run(profile, script, timeout).await) });
        }
        let mut outcomes: Vec<Outcome> = vec![Outcome::Cancelled; self.profiles.len()];
        let mut winner = None;
        let mut first_error = None;
        while let Some(joined) = race.join_next().await {
            let Ok((index, result)) = joined else {
                continue;
            };
            match result {
                Ok(SatResult::Unknown(reason)) => {
                    outcomes[index] = Outcome::Answered(SatResult::Unknown(reason))
                }
                Ok(definite) => {
                    outcomes[index] = Outcome::Answered(definite);
                    winner = Some(index);
                    break;
                }
                Err(e) => {
                    outcomes[index] = Outcome::Failed(e.to_string());
                    first_error.get_or_insert(e);
                }
            }
        }
        // Cancels the losers; their sessions drop and kill their processes.
        race.abort_all();
        while race.join_next().await.is_some() {}
        let named: Vec<(String, Outcome)> = self
            .profiles
            .iter()
            .map(|p| p.name.clone())
            .zip(outcomes.iter().cloned())
            .collect();
        if let Some(index) = winner {
            let Outcome::Answered(result) = outcomes[index].clone() else {
                unreachable!("the winner answered")
            };
            return Ok(PortfolioAnswer {
                result,
                winner: Some(self.profiles[index].name.clone()),
                outcomes: named,
            });
        }
        let reasons: Vec<String> = named
            .iter()
            .filter_map(|(name, outcome)| match outcome {
                Outcome::Answered(SatResult::Unknown(reason)) => Some(format!("{name}: {reason}")),
                _ => None,
            })
            .collect();
        match (reasons.is_empty(), first_error) {
            (true, Some(error)) => Err(error),
            _ => Ok(PortfolioAnswer {
                result: SatResult::Unknown(reasons.join("; ")),
                winner: None,
                outcomes: named,
            }),
        }
    }
}

async fn run(
    profile: Profile,
    script: Vec<String>,
    timeout: Option<Duration>,
) -> Result<SatResult, SolverError> {
    let mut session = Session::spawn(&profile).await?;
    if let Some(timeout) = timeout {
        session.set_timeout(timeout);
    }
    for command in &script {
        let answer = session.command(command).await?;
        if answer.atom() != Some("success") {
            return Err(SolverError::Protocol {
                command: command.clone(),
                message: format!("unexpected answer `{answer}`"),
            });
        }
    }
    session.check().await
}
