//! `repair/documentText`.

use serde::{Deserialize, Serialize};

use crate::methods::{RepairMethod, DOCUMENT_TEXT};

pub struct DocumentText;

impl RepairMethod for DocumentText {
    const METHOD: &'static str = DOCUMENT_TEXT;
    type Params = DocumentTextParams;
    type Result = DocumentTextResult;
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DocumentTextParams {
    pub uri: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DocumentTextResult {
    pub uri: String,
    /// The version of the last applied `didOpen`/`didChange`.
    pub version: i32,
    pub text: String,
}
