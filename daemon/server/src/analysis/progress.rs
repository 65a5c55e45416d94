//! `$/progress` (begin / report / end) on one token.

use async_lsp::lsp_types::{
    notification::Progress, NumberOrString, ProgressParams, ProgressParamsValue, WorkDoneProgress,
    WorkDoneProgressBegin, WorkDoneProgressEnd, WorkDoneProgressReport,
};
use async_lsp::ClientSocket;
use repaird_protocol::target::ProgressToken;

#[derive(Clone)]
pub struct Reporter {
    client: ClientSocket,
    token: NumberOrString,
}

impl Reporter {
    pub fn new(client: ClientSocket, token: NumberOrString) -> Reporter {
        Reporter { client, token }
    }

    pub fn from_protocol(client: ClientSocket, token: &ProgressToken) -> Reporter {
        Reporter::new(client, lsp_token(token))
    }

    pub fn begin(&self, title: &str, cancellable: bool) {
        self.send(WorkDoneProgress::Begin(WorkDoneProgressBegin {
            title: title.into(),
            cancellable: Some(cancellable),
            message: None,
            percentage: Some(0),
        }));
    }

    pub fn report(&self, message: String, fraction: f32) {
        self.send(WorkDoneProgress::Report(WorkDoneProgressReport {
            cancellable: None,
            message: Some(message),
            percentage: Some((fraction.clamp(0.0, 1.0) * 100.0).round() as u32),
        }));
    }

    pub fn end(&self, message: String) {
        self.send(WorkDoneProgress::End(WorkDoneProgressEnd {
            message: Some(message),
        }));
    }

    fn send(&self, value: WorkDoneProgress) {
        let params = ProgressParams {
            token: self.token.clone(),
            value: ProgressParamsValue::WorkDone(value),
        };
        if self.client.notify::<Progress>(params).is_err() {
            tracing::debug!("client gone; progress not sent");
        }
    }
}

pub fn lsp_token(token: &ProgressToken) -> NumberOrString {
    match token {
        ProgressToken::Number(n) => NumberOrString::Number(*n),
        ProgressToken::String(s) => NumberOrString::String(s.clone()),
    }
}

pub fn token_key(token: &NumberOrString) -> String {
    serde_json::to_string(token).unwrap_or_default()
}
