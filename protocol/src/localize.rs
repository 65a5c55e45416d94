//! `repair/localize`: ranked suspicious statements of a program with failing tests.

use serde::{Deserialize, Serialize};

use crate::methods::{RepairMethod, LOCALIZE};
use crate::target::{ProgressToken, SourceSpan, Target};

pub struct Localize;

impl RepairMethod for Localize {
    const METHOD: &'static str = LOCALIZE;
    type Params = LocalizeParams;
    type Result = LocalizeResult;
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LocalizeParams {
    #[serde(flatten)]
    pub target: Target,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub work_done_token: Option<ProgressToken>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LocalizeResult {
    /// Absolute path of the source that was localized.
    pub path: String,
    pub tests_total: usize,
    pub failing_tests: Vec<String>,
    /// Best first; empty when every test passes.
    pub suspects: Vec<SuspectInfo>,
    pub elapsed_ms: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SuspectInfo {
    /// 1-based; ties share the worst-case rank.
    pub rank: usize,
    pub score: f64,
    /// `ochiai`, `tarantula`, `ofc+cw` (formula-based: BugAssist with on-demand formulas and clause
    /// weighting) or `angelic`.
    pub technique: String,
    /// 1-based line of the statement.
    pub line: u32,
    /// The statement's exact range, when the front end modeled it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub span: Option<SourceSpan>,
    /// The source line, trimmed.
    pub code: String,
    pub explanation: String,
    /// Failing tests that executed the statement.
    pub failing_tests: Vec<String>,
    /// IR statement ids (`s12`) on the line: the candidate repair locations.
    pub candidate_ids: Vec<String>,
}
