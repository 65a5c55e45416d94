//! A bounded pool of warm sessions for one profile. Concurrent requests each get
//! their own session; when all are out, a request waits up to the pool's wait
//! limit, then fails with [`SolverError::PoolExhausted`]. A returned session is
//! reset to its base state (same process) before the next request sees it.

use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::{Profile, Session, SolverError};

#[derive(Clone)]
pub struct Pool {
    shared: Arc<Shared>,
}

struct Shared {
    profile: Profile,
    size: usize,
    wait: Duration,
    permits: Arc<Semaphore>,
    idle: Mutex<Vec<Session>>,
}

impl Pool {
    /// At most `size` sessions (spawned lazily); a request waits at most `wait`.
    pub fn new(profile: Profile, size: usize, wait: Duration) -> Pool {
        let size = size.max(1);
        Pool {
            shared: Arc::new(Shared {
                profile,
                size,
                wait,
                permits: Arc::new(Semaphore::new(size)),
                idle: Mutex::new(Vec::new()),
            }),
        }
    }

    pub fn profile(&self) -> &Profile {
        &self.shared.profile
    }

    /// Sessions currently idle (warm and reset).
    pub fn idle(&self) -> usize {
        self.shared.idle_sessions().len()
    }

    pub async fn get(&self) -> Result<PooledSession, SolverError> {
        let shared = &self.shared;
        let permit = tokio::time::timeout(shared.wait, Arc::clone(&shared.permits).acquire_owned())
            .await
            .map_err(|_| SolverError::PoolExhausted {
                solver: shared.profile.name.clone(),
                size: shared.size,
                waited: shared.wait,
            })?
            .expect("the pool never closes its semaphore");
        let warm = shared.idle_sessions().pop();
        let session = match warm {
            Some(session) => session,
            None => Session::spawn(&shared.profile).await?,
        };
        Ok(PooledSession {
            session: Some(session),
            permit: Some(permit),
            shared: Arc::clone(&self.shared),
        })
    }
}

impl Shared {
    fn idle_sessions(&self) -> std::sync::MutexGuard<'_, Vec<Session>> {
        self.idle.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A session borrowed from a [`Pool`]; dropping it resets it and hands it back.
pub struct PooledSession {
    session: Option<Session>,
    permit: Option<OwnedSemaphorePermit>,
    shared: Arc<Shared>,
}

impl Deref for PooledSession {
    type Target = Session;
    fn deref(&self) -> &Session {
        self.session.as_ref().expect("present until drop")
    }
}

impl DerefMut for PooledSession {
    fn deref_mut(&mut self) -> &mut Session {
        self.session.as_mut().expect("present until drop")
    }
}

impl Drop for PooledSession {
    fn drop(&mut self) {
        let (Some(mut session), Some(permit)) = (self.session.take(), self.permit.take()) else {
            return;
        };
        let shared = Arc::clone(&self.shared);
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return; // no runtime left: the session's process dies with it
        };
        // The permit is held until the reset finishes, so a waiting request gets a
        // clean session, never one still being reset.
        runtime.spawn(async move {
            session.stop_recording();
            session.set_timeout(shared.profile.timeout);
            match session.reset().await {
                Ok(()) => shared.idle_sessions().push(session),
                Err(e) => {
                    tracing::warn!(solver = %shared.profile.name, "pooled session dropped: {e}")
                }
            }
            drop(permit);
        });
    }
}
