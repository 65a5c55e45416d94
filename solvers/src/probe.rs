//! The cheap health check behind `repaird doctor`: start the solver, `(check-sat)`
//! on an empty stack must say sat, read the version, time the round trip.

use std::time::{Duration, Instant};

use crate::sexp::Sexp;
use crate::{Profile, SatResult, Session, SolverError};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProbeReport {
    pub solver: String,
    pub version: String,
    /// Spawn + start-up + check-sat + get-info.
    pub round_trip: Duration,
}

pub async fn probe(profile: &Profile) -> Result<ProbeReport, SolverError> {
    let started = Instant::now();
    let mut session = Session::spawn(profile).await?;
    match session.check().await? {
        SatResult::Sat => {}
        other => {
            return Err(SolverError::Protocol {
                command: "(check-sat)".into(),
                message: format!("an empty assertion stack must be sat, got {other:?}"),
            })
        }
    }
    let version = match session.command("(get-info :version)").await {
        Ok(answer) => version_of(&answer),
        // Some solvers refuse the key; the probe still passed.
        Err(SolverError::Protocol { message, .. }) => format!("unknown ({message})"),
        Err(e) => return Err(e),
    };
    Ok(ProbeReport {
        solver: profile.name.clone(),
        version,
        round_trip: started.elapsed(),
    })
}

/// `(:version "5.4.0")` on z3/cvc5/yices; a bare string or symbol elsewhere.
fn version_of(answer: &Sexp) -> String {
    let value = match answer.list() {
        Some([key, value]) if key.atom() == Some(":version") => value,
        _ => answer,
    };
    match value {
        Sexp::Str(s) => s.clone(),
        other => other.to_string(),
    }
}
