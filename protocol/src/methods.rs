//! Names of the `repair/*` requests and `repair.*` commands.

use serde::{de::DeserializeOwned, Serialize};

/// Version of the `repair/*` extension, advertised as `experimental.repair.version`.
/// Bump the minor part when adding a method, the major part when changing one.
pub const EXTENSION_VERSION: &str = "0.1";

/// `repair/ping`: round trip, no side effects.
pub const PING: &str = "repair/ping";
/// `repair/status`: daemon version, uptime, config summary, documents, connections.
pub const STATUS: &str = "repair/status";
/// `repair/documentText`: the daemon's copy of an open document (debugging aid).
pub const DOCUMENT_TEXT: &str = "repair/documentText";

/// Every `repair/*` request the daemon answers, as advertised in `experimental.repair.methods`.
pub const ALL: &[&str] = &[PING, STATUS, DOCUMENT_TEXT];

/// `workspace/executeCommand` commands (`repair.*`).
pub mod commands {
    /// Same answer as `repair/status`, for editors that only speak commands.
    pub const STATUS: &str = "repair.status";

    /// Every command advertised in `executeCommandProvider.commands`.
    pub const ALL: &[&str] = &[STATUS];
}

/// Ties a `repair/*` method name to its params and result types.
pub trait RepairMethod {
    const METHOD: &'static str;
    type Params: Serialize + DeserializeOwned + Send + 'static;
    type Result: Serialize + DeserializeOwned + Send + 'static;
}
