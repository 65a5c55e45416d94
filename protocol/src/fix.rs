//! `repair/fix`: validated patches for a program with failing tests.

use serde::{Deserialize, Serialize};

use crate::methods::{RepairMethod, FIX};
use crate::target::{ProgressToken, SourceSpan, Target};

pub struct Fix;

impl RepairMethod for Fix {
    const METHOD: &'static str = FIX;
    type Params = FixParams;
    type Result = FixResult;
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FixParams {
    #[serde(flatten)]
    pub target: Target,
    /// Write the best patch to the source file (on the daemon's machine).
    #[serde(default)]
    pub apply: bool,
    /// Wall clock for the repair; default `[repair] time_budget_ms`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_budget_ms: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub work_done_token: Option<ProgressToken>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FixResult {
    pub path: String,
    /// Validated patches, best first: each compiled and passed `testsPassed` of `testsTotal`.
    pub patches: Vec<PatchInfo>,
    /// What the engines tried, in order.
    pub tried: Vec<TriedInfo>,
    /// One line: the best patch, or why there is none.
    pub summary: String,
    /// Every test passed before the repair: nothing to fix.
    pub already_passing: bool,
    pub failing_tests: Vec<String>,
    pub tests_total: usize,
    /// Candidate programs compiled and run.
    pub validations: usize,
    /// True when the best patch was written to `path`.
    pub applied: bool,
    pub elapsed_ms: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PatchInfo {
    /// E.g. "Replace `b < c` with `b > c`".
    pub title: String,
    /// `nopol` or `genprog`.
    pub engine: String,
    pub unified_diff: String,
    pub edits: Vec<EditInfo>,
    pub tests_passed: usize,
    pub tests_total: usize,
    pub changed_tokens: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EditInfo {
    pub span: SourceSpan,
    pub new_text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TriedInfo {
    pub engine: String,
    pub what: String,
    pub outcome: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_flatten_the_target_and_default_the_rest() {
        let params: FixParams =
            serde_json::from_str(r#"{"path":"/p/a.c","workDoneToken":7}"#).unwrap();
        assert_eq!(params.target.path.as_deref(), Some("/p/a.c"));
        assert_eq!(params.work_done_token, Some(ProgressToken::Number(7)));
        assert!(!params.apply && params.time_budget_ms.is_none());
        let sent = FixParams {
            target: Target {
                uri: Some("file:///p/a.c".into()),
                ..Target::default()
            },
            apply: true,
            time_budget_ms: None,
            work_done_token: Some(ProgressToken::String("t".into())),
        };
        assert_eq!(
            serde_json::to_string(&sent).unwrap(),
            r#"{"uri":"file:///p/a.c","apply":true,"workDoneToken":"t"}"#
        );
    }
}
