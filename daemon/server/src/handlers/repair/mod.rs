//! The `repair/*` extension (documented in protocol/docs/lsp-extensions.md).

pub mod debug_command;
pub mod debug_end;
pub(crate) mod debug_sessions;
pub mod debug_start;
mod debug_wire;
pub mod document_text;
pub mod fix;
pub mod localize;
pub mod ping;
pub mod status;
