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
/// `repair/localize`: ranked suspicious statements of a program, from its tests.
pub const LOCALIZE: &str = "repair/localize";
/// `repair/fix`: validated patches for a program, from its tests.
pub const FIX: &str = "repair/fix";

/// `repair/debug/start`: compiles a program and runs it under gdb to its first stop.
pub const DEBUG_START: &str = "repair/debug/start";
/// `repair/debug/command`: one command of a debug session (`next`, `spec`, `repair`, ..).
pub const DEBUG_COMMAND: &str = "repair/debug/command";
/// `repair/debug/end`: ends a debug session (gdb and the program are killed).
pub const DEBUG_END: &str = "repair/debug/end";

/// Every `repair/*` request the daemon answers, as advertised in `experimental.repair.methods`.
pub const ALL: &[&str] = &[
    PING,
    STATUS,
    DOCUMENT_TEXT,
    LOCALIZE,
    FIX,
    DEBUG_START,
    DEBUG_COMMAND,
    DEBUG_END,
];

/// `workspace/executeCommand` commands (`repair.*`).
pub mod commands {
    /// Same answer as `repair/status`, for editors that only speak commands.
    pub const STATUS: &str = "repair.status";
    /// Repairs a document (`arguments: [{ "uri": string, "apply"?: bool }]`) with progress,
    /// then applies the best patch with `workspace/applyEdit` (unless `apply` is false).
    pub const FIX: &str = "repair.fix";

    /// Every command advertised in `executeCommandProvider.commands`.
    pub const ALL: &[&str] = &[STATUS, FIX];
}

/// Ties a `repair/*` method name to its params and result types.
pub trait RepairMethod {
    const METHOD: &'static str;
    type Params: Serialize + DeserializeOwned + Send + 'static;
    type Result: Serialize + DeserializeOwned + Send + 'static;
}
