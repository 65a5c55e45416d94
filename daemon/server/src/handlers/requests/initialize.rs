//! `initialize`: negotiate the position encoding and advertise capabilities.

use async_lsp::lsp_types::{
    request, CodeActionKind, CodeActionOptions, CodeActionProviderCapability,
    ExecuteCommandOptions, InitializeParams, InitializeResult, PositionEncodingKind, SaveOptions,
    ServerCapabilities, ServerInfo, TextDocumentSyncCapability, TextDocumentSyncKind,
    TextDocumentSyncOptions, TextDocumentSyncSaveOptions, WorkDoneProgressOptions,
};
use repaird_protocol::methods;

use crate::analysis::ClientFeatures;
use crate::documents::PositionEncoding;
use crate::handlers::{lsp_method, HandlerResult, SyncRequest};
use crate::session::Session;

pub struct Initialize;
lsp_method!(Initialize, request::Initialize);

impl SyncRequest for Initialize {
    fn run(session: &mut Session, params: InitializeParams) -> HandlerResult<InitializeResult> {
        session.encoding = negotiate_encoding(&params);
        session.client_features = ClientFeatures::from_capabilities(&params.capabilities);
        tracing::info!(
            client = ?params.client_info.as_ref().map(|c| &c.name),
            encoding = session.encoding.as_str(),
            "initialize"
        );
        Ok(InitializeResult {
            capabilities: capabilities(session.encoding),
            server_info: Some(ServerInfo {
                name: "repaird".into(),
                version: Some(env!("CARGO_PKG_VERSION").into()),
            }),
        })
    }
}

/// UTF-8 when the client offers it (no conversion needed on our side), else LSP's UTF-16.
fn negotiate_encoding(params: &InitializeParams) -> PositionEncoding {
    let offered = params
        .capabilities
        .general
        .as_ref()
        .and_then(|g| g.position_encodings.as_ref());
    match offered {
        Some(kinds) if kinds.contains(&PositionEncodingKind::UTF8) => PositionEncoding::Utf8,
        _ => PositionEncoding::Utf16,
    }
}

fn capabilities(encoding: PositionEncoding) -> ServerCapabilities {
    let encoding_kind = match encoding {
        PositionEncoding::Utf8 => PositionEncodingKind::UTF8,
        PositionEncoding::Utf16 => PositionEncodingKind::UTF16,
    };
    ServerCapabilities {
        position_encoding: Some(encoding_kind),
        text_document_sync: Some(TextDocumentSyncCapability::Options(
            TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::INCREMENTAL),
                save: Some(TextDocumentSyncSaveOptions::SaveOptions(SaveOptions {
                    include_text: Some(false),
                })),
                ..TextDocumentSyncOptions::default()
            },
        )),
        code_action_provider: Some(CodeActionProviderCapability::Options(CodeActionOptions {
            code_action_kinds: Some(vec![CodeActionKind::QUICKFIX]),
            resolve_provider: Some(true),
            work_done_progress_options: Default::default(),
        })),
        execute_command_provider: Some(ExecuteCommandOptions {
            commands: methods::commands::ALL
                .iter()
                .map(|c| c.to_string())
                .collect(),
            work_done_progress_options: WorkDoneProgressOptions {
                work_done_progress: Some(true),
            },
        }),
        experimental: Some(serde_json::json!({
            "repair": {
                "version": repaird_protocol::EXTENSION_VERSION,
                "methods": methods::ALL,
            }
        })),
        ..ServerCapabilities::default()
    }
}
