//! repair-cli: the `repair` thin client.
//!
//! Layout:
//! - [`framing`]: `Content-Length` frames (client side).
//! - [`connection`]: a JSON-RPC/LSP connection to repaird: handshake, requests, notifications.
//! - [`launch`]: how to reach a daemon: an embedded `repaird --stdio` child or a TCP server.
//! - `commands/`: one file per subcommand; human output or `--json`.
//!
//! Architecture invariant: talks to the daemon only through the protocol (repaird-protocol
//! types); never links daemon internals.

pub mod connection;
pub mod framing;
pub mod launch;
