//! Handlers: one file per method. Each is a unit struct implementing [`Method`] plus one of
//! [`SyncRequest`] (runs on the main loop with `&mut Session`; keep it quick),
//! [`BackgroundRequest`] (runs concurrently on a [`Snapshot`]), [`DeferredRequest`] (starts on
//! the main loop with `&mut Session`, then finishes concurrently), or [`Notification`].

pub mod notifications;
pub mod repair;
pub mod requests;

use std::future::Future;

use async_lsp::ResponseError;
use serde::{de::DeserializeOwned, Serialize};

use crate::session::{Session, Snapshot};

pub type HandlerResult<T> = Result<T, ResponseError>;

pub trait Method {
    const METHOD: &'static str;
    type Params: DeserializeOwned + Send + 'static;
    type Result: Serialize + Send + 'static;
}

pub trait SyncRequest: Method {
    fn run(session: &mut Session, params: Self::Params) -> HandlerResult<Self::Result>;
}

pub trait BackgroundRequest: Method {
    fn run(
        snapshot: Snapshot,
        params: Self::Params,
    ) -> impl Future<Output = HandlerResult<Self::Result>> + Send + 'static;
}

/// Starts on the main loop (reads and updates the session in order with other messages), and
/// returns the rest of the work as a future that runs concurrently: long jobs that need the
/// session's documents or client. Dropping the future (`$/cancelRequest`) must stop the work.
pub trait DeferredRequest: Method {
    fn start(
        session: &mut Session,
        params: Self::Params,
    ) -> impl Future<Output = HandlerResult<Self::Result>> + Send + 'static;
}

/// Notifications cannot be answered: problems are logged or shown to the user, and never
/// stop the connection.
pub trait Notification: Method<Result = ()> {
    fn run(session: &mut Session, params: Self::Params);
}

/// Implements [`Method`] for an LSP method from `lsp_types`.
macro_rules! lsp_method {
    ($handler:ty, $lsp:ty) => {
        impl $crate::handlers::Method for $handler {
            const METHOD: &'static str = <$lsp as async_lsp::lsp_types::request::Request>::METHOD;
            type Params = <$lsp as async_lsp::lsp_types::request::Request>::Params;
            type Result = <$lsp as async_lsp::lsp_types::request::Request>::Result;
        }
    };
    (notification $handler:ty, $lsp:ty) => {
        impl $crate::handlers::Method for $handler {
            const METHOD: &'static str =
                <$lsp as async_lsp::lsp_types::notification::Notification>::METHOD;
            type Params = <$lsp as async_lsp::lsp_types::notification::Notification>::Params;
            type Result = ();
        }
    };
}

/// Implements [`Method`] for a `repair/*` method from repaird-protocol.
macro_rules! repair_method {
    ($handler:ty, $method:ty) => {
        impl $crate::handlers::Method for $handler {
            const METHOD: &'static str = <$method as repaird_protocol::RepairMethod>::METHOD;
            type Params = <$method as repaird_protocol::RepairMethod>::Params;
            type Result = <$method as repaird_protocol::RepairMethod>::Result;
        }
    };
}

pub(crate) use {lsp_method, repair_method};
