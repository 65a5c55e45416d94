//! The `repair/*` extension (documented in protocol/docs/lsp-extensions.md).

pub mod document_text;
pub mod fix;
pub mod localize;
pub mod ping;
pub mod status;
