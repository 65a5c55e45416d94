//! `limits.max_requests_in_flight`: at most that many requests of one connection do their
//! work at once; further ones wait for a slot, and a connection that queues far more than
//! it can run is answered with an error.
//!
//! Why not async-lsp's `ConcurrencyLayer`: it makes the main loop wait in `poll_ready`
//! for a free slot, and while waiting the loop does not poll the running requests' futures,
//! so a slot is never freed and the connection deadlocks on the first pipelined request over
//! the limit. Here the main loop is never held: the handler starts in order as always, and
//! its answer future waits for a permit before it does any work. Cancellation (`$/cancelRequest`)
//! stays with async-lsp's layer, which wraps this one with a limit it never reaches.

use std::future::Future;
use std::ops::ControlFlow;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};

use async_lsp::{AnyEvent, AnyNotification, AnyRequest, ErrorCode, LspService, ResponseError};
use serde_json::Value;
use tokio::sync::Semaphore;
use tower::Service;

/// Requests that may wait per running slot before new ones are refused.
const WAITING_PER_SLOT: usize = 64;

/// The most requests a connection with `limit` slots ever has outstanding (running, waiting,
/// or being refused). async-lsp's `ConcurrencyLayer` still wraps this service for
/// `$/cancelRequest`; sized above this bound, its own limit (and its deadlock) is never reached.
pub fn outstanding_at_most(limit: usize) -> usize {
    limit.max(1) * (WAITING_PER_SLOT + 1) + 1
}

type Answer = Pin<Box<dyn Future<Output = Result<Value, ResponseError>> + Send>>;

pub struct InFlight<S> {
    inner: S,
    slots: Arc<Semaphore>,
    limit: usize,
    queued: Arc<AtomicUsize>,
}

impl<S> InFlight<S> {
    pub fn new(inner: S, limit: usize) -> InFlight<S> {
        let limit = limit.max(1);
        InFlight {
            inner,
            slots: Arc::new(Semaphore::new(limit)),
            limit,
            queued: Arc::new(AtomicUsize::new(0)),
        }
    }
}

/// Counts a request from `call` until its answer is ready.
struct Queued(Arc<AtomicUsize>);

impl Drop for Queued {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl<S> Service<AnyRequest> for InFlight<S>
where
    S: Service<AnyRequest, Response = Value, Error = ResponseError>,
    S::Future: Send + 'static,
{
    type Response = Value;
    type Error = ResponseError;
    type Future = Answer;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: AnyRequest) -> Self::Future {
        let queued = self.queued.fetch_add(1, Ordering::SeqCst) + 1;
        let counted = Queued(self.queued.clone());
        if queued > self.limit * (WAITING_PER_SLOT + 1) {
            return Box::pin(async move {
                drop(counted);
                Err(ResponseError::new(
                    ErrorCode(repaird_protocol::error_codes::LIMIT_EXCEEDED),
                    "too many requests waiting on this connection (limits.max_requests_in_flight)",
                ))
            });
        }
        let answer = self.inner.call(request);
        let slots = self.slots.clone();
        Box::pin(async move {
            let _counted = counted;
            let _slot = slots.acquire_owned().await.map_err(|_| {
                ResponseError::new(ErrorCode::INTERNAL_ERROR, "the connection is closing")
            })?;
            answer.await
        })
    }
}

impl<S> LspService for InFlight<S>
where
    S: LspService<Response = Value, Error = ResponseError>,
    S::Future: Send + 'static,
{
    fn notify(&mut self, notification: AnyNotification) -> ControlFlow<async_lsp::Result<()>> {
        self.inner.notify(notification)
    }

    fn emit(&mut self, event: AnyEvent) -> ControlFlow<async_lsp::Result<()>> {
        self.inner.emit(event)
    }
}
