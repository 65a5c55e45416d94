//! The client capabilities the analysis features depend on, read once in `initialize`.

use async_lsp::lsp_types::ClientCapabilities;

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ClientFeatures {
    /// `textDocument.publishDiagnostics.relatedInformation`.
    pub related_information: bool,
    /// `textDocument.codeAction.resolveSupport.properties` contains `"edit"`: code actions
    /// may leave `edit` out and fill it in `codeAction/resolve`.
    pub lazy_code_action_edit: bool,
    /// `window.workDoneProgress`: the server may create progress tokens.
    pub work_done_progress: bool,
    /// `workspace.applyEdit`.
    pub apply_edit: bool,
    /// `workspace.workspaceEdit.documentChanges`: versioned edits.
    pub document_changes: bool,
}

impl ClientFeatures {
    pub fn from_capabilities(capabilities: &ClientCapabilities) -> ClientFeatures {
        let text = capabilities.text_document.as_ref();
        let workspace = capabilities.workspace.as_ref();
        ClientFeatures {
            related_information: text
                .and_then(|t| t.publish_diagnostics.as_ref())
                .and_then(|d| d.related_information)
                .unwrap_or(false),
            lazy_code_action_edit: text
                .and_then(|t| t.code_action.as_ref())
                .and_then(|c| c.resolve_support.as_ref())
                .is_some_and(|r| r.properties.iter().any(|p| p == "edit")),
            work_done_progress: capabilities
                .window
                .as_ref()
                .and_then(|w| w.work_done_progress)
                .unwrap_or(false),
            apply_edit: workspace.and_then(|w| w.apply_edit).unwrap_or(false),
            document_changes: workspace
                .and_then(|w| w.workspace_edit.as_ref())
                .and_then(|e| e.document_changes)
                .unwrap_or(false),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn features(json: serde_json::Value) -> ClientFeatures {
        ClientFeatures::from_capabilities(&serde_json::from_value(json).unwrap())
    }

    #[test]
    fn neovim_07_style_client_gets_edits_inline() {
        // Neovim 0.7 declares resolveSupport only for properties other than `edit`.
        let nvim = features(serde_json::json!({
            "textDocument": { "codeAction": { "resolveSupport": { "properties": [] } } },
            "workspace": { "applyEdit": true },
            "window": { "workDoneProgress": true }
        }));
        assert!(!nvim.lazy_code_action_edit);
        assert!(nvim.apply_edit && nvim.work_done_progress);
        assert_eq!(features(serde_json::json!({})), ClientFeatures::default());
    }

    #[test]
    fn resolve_support_for_edit_enables_lazy_edits() {
        let vscode = features(serde_json::json!({
            "textDocument": {
                "codeAction": { "resolveSupport": { "properties": ["edit"] } },
                "publishDiagnostics": { "relatedInformation": true }
            },
            "workspace": { "workspaceEdit": { "documentChanges": true } }
        }));
        assert!(vscode.lazy_code_action_edit && vscode.related_information);
        assert!(vscode.document_changes && !vscode.apply_edit);
    }
}
