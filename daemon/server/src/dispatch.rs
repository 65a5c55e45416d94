//! The one routing place: method name -> handler. Unknown requests answer MethodNotFound;
//! unknown notifications are logged and dropped (`$/` ones silently).

use std::future::{ready, Future};
use std::ops::ControlFlow;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::pin::Pin;
use std::task::{Context, Poll};

use async_lsp::{AnyEvent, AnyNotification, AnyRequest, ErrorCode, LspService, ResponseError};
use serde::de::DeserializeOwned;
use serde_json::Value;
use tower::Service;

use crate::handlers::DeferredRequest;
use crate::handlers::{notifications as n, repair as r, requests as q};
use crate::handlers::{BackgroundRequest, Method, Notification, SyncRequest};
use crate::session::Session;
use crate::to_proto;

type ResponseFuture = Pin<Box<dyn Future<Output = Result<Value, ResponseError>> + Send>>;

pub struct Dispatcher {
    session: Session,
}

impl Dispatcher {
    pub fn new(session: Session) -> Dispatcher {
        Dispatcher { session }
    }

    fn route_request(&mut self, request: AnyRequest) -> ResponseFuture {
        let s = &mut self.session;
        let method = request.method.as_str();
        match method {
            q::initialize::Initialize::METHOD => sync::<q::initialize::Initialize>(s, request),
            q::shutdown::Shutdown::METHOD => sync::<q::shutdown::Shutdown>(s, request),
            q::code_action::CodeAction::METHOD => sync::<q::code_action::CodeAction>(s, request),
            q::code_action_resolve::CodeActionResolve::METHOD => {
                sync::<q::code_action_resolve::CodeActionResolve>(s, request)
            }
            q::execute_command::ExecuteCommand::METHOD => {
                deferred::<q::execute_command::ExecuteCommand>(s, request)
            }
            r::ping::Ping::METHOD => background::<r::ping::Ping>(s, request),
            r::localize::Localize::METHOD => deferred::<r::localize::Localize>(s, request),
            r::fix::Fix::METHOD => deferred::<r::fix::Fix>(s, request),
            r::status::Status::METHOD => sync::<r::status::Status>(s, request),
            r::debug_start::DebugStart::METHOD => {
                deferred::<r::debug_start::DebugStart>(s, request)
            }
            r::debug_command::DebugCommand::METHOD => {
                deferred::<r::debug_command::DebugCommand>(s, request)
            }
            r::debug_end::DebugEnd::METHOD => sync::<r::debug_end::DebugEnd>(s, request),
            r::document_text::DocumentText::METHOD => {
                sync::<r::document_text::DocumentText>(s, request)
            }
            #[cfg(debug_assertions)]
            crate::test_hooks::PANIC_METHOD if crate::test_hooks::enabled() => {
                crate::test_hooks::panic_in(request.params)
            }
            _ => Box::pin(ready(Err(ResponseError::new(
                ErrorCode::METHOD_NOT_FOUND,
                format!("method not found: {}", request.method),
            )))),
        }
    }

    fn route_notification(&mut self, notification: AnyNotification) {
        let s = &mut self.session;
        let method = notification.method.as_str();
        match method {
            n::initialized::Initialized::METHOD => {
                notify::<n::initialized::Initialized>(s, notification)
            }
            n::exit::Exit::METHOD => notify::<n::exit::Exit>(s, notification),
            n::did_open::DidOpen::METHOD => notify::<n::did_open::DidOpen>(s, notification),
            n::did_change::DidChange::METHOD => notify::<n::did_change::DidChange>(s, notification),
            n::did_save::DidSave::METHOD => notify::<n::did_save::DidSave>(s, notification),
            n::did_close::DidClose::METHOD => notify::<n::did_close::DidClose>(s, notification),
            n::did_change_configuration::DidChangeConfiguration::METHOD => {
                notify::<n::did_change_configuration::DidChangeConfiguration>(s, notification)
            }
            n::work_done_progress_cancel::WorkDoneProgressCancel::METHOD => {
                notify::<n::work_done_progress_cancel::WorkDoneProgressCancel>(s, notification)
            }
            other if other.starts_with("$/") => {}
            other => tracing::warn!(method = other, "unknown notification ignored"),
        }
    }
}

/// Params may be omitted (`null`) for methods whose params are an object with defaults.
fn params<P: DeserializeOwned>(value: Value) -> Result<P, ResponseError> {
    let was_null = value.is_null();
    serde_json::from_value(value)
        .or_else(|e| {
            if was_null {
                serde_json::from_value(Value::Object(Default::default()))
            } else {
                Err(e)
            }
        })
        .map_err(|e| ResponseError::new(ErrorCode::INVALID_PARAMS, format!("invalid params: {e}")))
}

fn sync<H: SyncRequest>(session: &mut Session, request: AnyRequest) -> ResponseFuture {
    let result = params::<H::Params>(request.params)
        .and_then(|p| H::run(session, p))
        .and_then(|result| to_proto::json(&result));
    Box::pin(ready(result))
}

fn background<H: BackgroundRequest>(session: &mut Session, request: AnyRequest) -> ResponseFuture {
    match params::<H::Params>(request.params) {
        Ok(p) => {
            let snapshot = session.snapshot();
            Box::pin(async move { to_proto::json(&H::run(snapshot, p).await?) })
        }
        Err(e) => Box::pin(ready(Err(e))),
    }
}

fn deferred<H: DeferredRequest>(session: &mut Session, request: AnyRequest) -> ResponseFuture {
    match params::<H::Params>(request.params) {
        Ok(p) => {
            let rest = H::start(session, p);
            Box::pin(async move { to_proto::json(&rest.await?) })
        }
        Err(e) => Box::pin(ready(Err(e))),
    }
}

/// A panicking or malformed notification is logged and shown; the connection keeps serving.
fn notify<H: Notification>(session: &mut Session, notification: AnyNotification) {
    let parsed = match serde_json::from_value::<H::Params>(notification.params) {
        Ok(parsed) => parsed,
        Err(e) => {
            session.show_error(format!(
                "repaird: malformed {} notification: {e}",
                H::METHOD
            ));
            return;
        }
    };
    if let Err(panic) = catch_unwind(AssertUnwindSafe(|| H::run(session, parsed))) {
        let what = panic
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        session.show_error(format!("repaird: internal error in {}: {what}", H::METHOD));
    }
}

impl Service<AnyRequest> for Dispatcher {
    type Response = Value;
    type Error = ResponseError;
    type Future = ResponseFuture;

    fn poll_ready(&mut self, _cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: AnyRequest) -> Self::Future {
        self.route_request(request)
    }
}

impl LspService for Dispatcher {
    fn notify(&mut self, notification: AnyNotification) -> ControlFlow<async_lsp::Result<()>> {
        self.route_notification(notification);
        ControlFlow::Continue(())
    }

    fn emit(&mut self, event: AnyEvent) -> ControlFlow<async_lsp::Result<()>> {
        tracing::warn!(event = event.type_name(), "unexpected internal event");
        ControlFlow::Continue(())
    }
}
