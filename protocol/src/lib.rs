//! repaird-protocol: the JSON shapes of the `repair/*` extension to LSP.
//!
//! Layout:
//! - [`methods`]: method and command name constants, and [`RepairMethod`] tying a
//!   method name to its params and result types.
//! - [`ping`], [`status`], [`document`], [`localize`], [`fix`]: one module per method family;
//!   [`target`]: what localize and fix work on.
//!
//! Architecture invariant: this crate does no IO and knows nothing of transports; it is
//! plain serde data shared by the daemon and its clients. Every method here has a section
//! in `docs/lsp-extensions.md` (checked by a test).

pub mod debug;
pub mod document;
pub mod fix;
pub mod localize;
pub mod methods;
pub mod ping;
pub mod status;
pub mod target;

pub use methods::{RepairMethod, EXTENSION_VERSION};

/// JSON-RPC error codes used by repaird beyond the standard LSP ones.
pub mod error_codes {
    /// The TCP peer has not authenticated, or sent a wrong token. The connection is closed.
    pub const AUTHENTICATION: i32 = -32001;
    /// A frame broke the transport limits (`limits.max_frame_bytes`) or the connection cap.
    pub const LIMIT_EXCEEDED: i32 = -32005;
    /// A frame's body was not valid JSON-RPC.
    pub const PARSE_ERROR: i32 = -32700;
    /// The request named a document the daemon does not have open.
    pub const UNKNOWN_DOCUMENT: i32 = -32004;
    /// The program cannot be worked on as given: no such file, no tests, a bad test
    /// description, or it does not build. The CLI exits 2.
    pub const INPUT_ERROR: i32 = -32010;
    /// An engine, solver, debugger or the test runner failed. The CLI exits 3.
    pub const ANALYSIS_FAILED: i32 = -32011;
    /// The program has no tests (none found next to it, or an empty description). The CLI
    /// exits 2; `repair batch` skips the file.
    pub const NO_TESTS: i32 = -32012;
}
