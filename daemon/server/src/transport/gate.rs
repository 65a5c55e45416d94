//! Checks each incoming frame before the LSP main loop sees it: JSON-RPC shape, and on TCP
//! the token in the first `initialize`. A bad frame gets an error answer here, so the main
//! loop (which would end the connection on a parse error) only ever sees well-formed messages.

use std::sync::Arc;

use repaird_protocol::error_codes;
use serde_json::{json, Value};

use super::auth::Token;
use crate::confinement::WorkspaceFolders;

pub enum Verdict {
    /// Well-formed: pass these bytes to the main loop.
    Forward(Vec<u8>),
    /// Answer with this error message and keep serving.
    Reply(Value),
    /// Answer with this error message, then close the connection.
    ReplyAndClose(Value),
}

pub struct Gate {
    /// `Some` on TCP until the client authenticated.
    pending_auth: Option<Arc<Token>>,
    /// Where the folders an `initialize` names are recorded for the session.
    folders: WorkspaceFolders,
}

impl Gate {
    pub fn new(token: Option<Arc<Token>>) -> Gate {
        Gate::recording(token, WorkspaceFolders::default())
    }

    /// A gate that records the client's `workspaceFolders` into `folders`.
    pub fn recording(token: Option<Arc<Token>>, folders: WorkspaceFolders) -> Gate {
        Gate {
            pending_auth: token,
            folders,
        }
    }

    pub fn inspect(&mut self, body: Vec<u8>) -> Verdict {
        let mut message: Value = match serde_json::from_slice(&body) {
            Ok(value) => value,
            Err(e) => {
                tracing::warn!("malformed JSON frame: {e}");
                return self.refuse(error(
                    Value::Null,
                    error_codes::PARSE_ERROR,
                    format!("parse error: {e}"),
                ));
            }
        };
        let id = match shape_problem(&message) {
            Ok(id) => id,
            Err((id, problem)) => {
                tracing::warn!("invalid JSON-RPC message: {problem}");
                return self.refuse(error(id, -32600, format!("invalid request: {problem}")));
            }
        };
        if message.get("method").and_then(Value::as_str) == Some("initialize") {
            self.folders.set(workspace_folders(&message));
        }
        if let Some(token) = &self.pending_auth {
            if let Err(reason) = authenticate(&mut message, token) {
                tracing::warn!("TCP client refused: {reason}");
                return Verdict::ReplyAndClose(error(id, error_codes::AUTHENTICATION, reason));
            }
            self.pending_auth = None;
            tracing::info!("TCP client authenticated");
            return Verdict::Forward(
                serde_json::to_vec(&message).expect("a parsed JSON value serializes"),
            );
        }
        Verdict::Forward(body)
    }

    /// Before authentication every refusal also closes: nothing but a good `initialize` is
    /// served to an unknown peer.
    fn refuse(&self, answer: Value) -> Verdict {
        if self.pending_auth.is_some() {
            Verdict::ReplyAndClose(answer)
        } else {
            Verdict::Reply(answer)
        }
    }
}

pub fn error(id: Value, code: i32, message: impl Into<String>) -> Value {
    json!({ "jsonrpc": "2.0", "id": id, "error": { "code": code, "message": message.into() } })
}

/// `Ok(id)` (`null` for notifications) when `message` is a JSON-RPC 2.0 request, notification
/// or response the main loop can decode; else the id to answer with and what is wrong.
fn shape_problem(message: &Value) -> Result<Value, (Value, String)> {
    let Some(object) = message.as_object() else {
        return Err((
            Value::Null,
            "expected a JSON object (batches are not supported)".into(),
        ));
    };
    let id = object.get("id").cloned();
    let id_ok = match &id {
        None => true,
        Some(Value::String(_)) => true,
        Some(Value::Number(n)) => n.as_i64().is_some_and(|n| i32::try_from(n).is_ok()),
        Some(_) => false,
    };
    let answer_id = if id_ok {
        id.clone().unwrap_or(Value::Null)
    } else {
        Value::Null
    };
    if object.get("jsonrpc") != Some(&Value::String("2.0".into())) {
        return Err((answer_id, "\"jsonrpc\" must be \"2.0\"".into()));
    }
    if !id_ok {
        return Err((
            answer_id,
            "\"id\" must be a string or a 32-bit integer".into(),
        ));
    }
    match object.get("method") {
        Some(Value::String(_)) => Ok(answer_id),
        Some(_) => Err((answer_id, "\"method\" must be a string".into())),
        None if id.is_some() => Ok(answer_id),
        None => Err((answer_id, "neither \"method\" nor \"id\"".into())),
    }
}

/// The directories an `initialize` names: `workspaceFolders`, else `rootUri`, else `rootPath`.
/// Anything that is not a `file:` URI of an absolute path is ignored.
fn workspace_folders(initialize: &Value) -> Vec<std::path::PathBuf> {
    let params = &initialize["params"];
    let uris: Vec<&str> = match params["workspaceFolders"].as_array() {
        Some(folders) => folders.iter().filter_map(|f| f["uri"].as_str()).collect(),
        None => params["rootUri"].as_str().into_iter().collect(),
    };
    let mut paths: Vec<_> = uris
        .into_iter()
        .filter_map(crate::analysis::target::path_of_uri)
        .collect();
    if paths.is_empty() && params["workspaceFolders"].is_null() && params["rootUri"].is_null() {
        paths.extend(params["rootPath"].as_str().map(std::path::PathBuf::from));
    }
    paths.retain(|p| p.is_absolute());
    paths
}

/// The first message must be `initialize` with the right `initializationOptions.token`;
/// the token is removed before the message goes further (so it never reaches a log).
fn authenticate(message: &mut Value, token: &Token) -> Result<(), String> {
    if message.get("method").and_then(Value::as_str) != Some("initialize")
        || message.get("id").is_none()
    {
        return Err(
            "authentication required: the first message must be the `initialize` request \
                    carrying initializationOptions.token"
                .into(),
        );
    }
    let options = message
        .pointer_mut("/params/initializationOptions")
        .and_then(Value::as_object_mut);
    let offered = options.and_then(|options| options.remove("token"));
    match offered {
        None => Err("authentication required: initializationOptions.token is missing".into()),
        Some(Value::String(offered)) if token.matches(&offered) => Ok(()),
        Some(_) => Err("invalid token".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(verdict: &Verdict) -> Option<i64> {
        match verdict {
            Verdict::Forward(_) => None,
            Verdict::Reply(answer) | Verdict::ReplyAndClose(answer) => {
                answer["error"]["code"].as_i64()
            }
        }
    }

    #[test]
    fn shape_checks_answer_without_closing_once_authenticated() {
        let mut gate = Gate::new(None);
        for (input, expected) in [
            (r#"{"jsonrpc":"2.0","id":1,"method":"x"}"#, None),
            (r#"{"jsonrpc":"2.0","method":"x"}"#, None),
            (r#"{"jsonrpc":"2.0","id":"a","result":null}"#, None),
            (r#"not json"#, Some(-32700)),
            (r#"[{"jsonrpc":"2.0","id":1,"method":"x"}]"#, Some(-32600)),
            (r#"{"jsonrpc":"1.0","id":1,"method":"x"}"#, Some(-32600)),
            (
                r#"{"jsonrpc":"2.0","id":4294967296,"method":"x"}"#,
                Some(-32600),
            ),
            (r#"{"jsonrpc":"2.0","method":7}"#, Some(-32600)),
            (r#"{"jsonrpc":"2.0"}"#, Some(-32600)),
        ] {
            let verdict = gate.inspect(input.as_bytes().to_vec());
            assert_eq!(code(&verdict), expected, "{input}");
            assert!(!matches!(verdict, Verdict::ReplyAndClose(_)), "{input}");
        }
    }

    #[test]
    fn token_is_checked_then_stripped() {
        let mut gate = Gate::new(Some(Arc::new(Token::new("s3cret"))));
        let good = br#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"initializationOptions":{"token":"s3cret","x":1}}}"#;
        let Verdict::Forward(body) = gate.inspect(good.to_vec()) else {
            panic!("refused a good token")
        };
        let forwarded: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(
            forwarded["params"]["initializationOptions"],
            json!({ "x": 1 })
        );
        // Authenticated: later frames pass untouched.
        let later = br#"{"jsonrpc":"2.0","id":2,"method":"repair/ping"}"#;
        assert!(matches!(gate.inspect(later.to_vec()), Verdict::Forward(b) if b == later));
    }

    #[test]
    fn initialize_records_the_workspace_folders() {
        let cases = [
            (
                json!({ "workspaceFolders": [{ "uri": "file:///w/a", "name": "a" }, { "uri": "https://x/y", "name": "y" }], "rootUri": "file:///ignored" }),
                vec!["/w/a"],
            ),
            (json!({ "rootUri": "file:///w/b" }), vec!["/w/b"]),
            (json!({ "rootPath": "/w/c" }), vec!["/w/c"]),
            (json!({ "rootPath": "relative" }), vec![]),
            (json!({}), vec![]),
        ];
        for (params, expected) in cases {
            let folders = WorkspaceFolders::default();
            let mut gate = Gate::recording(None, folders.clone());
            let message =
                json!({ "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params });
            assert!(matches!(
                gate.inspect(serde_json::to_vec(&message).unwrap()),
                Verdict::Forward(_)
            ));
            let expected: Vec<std::path::PathBuf> = expected.iter().map(Into::into).collect();
            assert_eq!(folders.get(), expected, "{params}");
        }
    }

    #[test]
    fn unauthenticated_refusals_close() {
        for input in [
            r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"initializationOptions":{"token":"S3cret"}}}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"initializationOptions":{"token":7}}}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"repair/ping"}"#,
            r#"garbage"#,
        ] {
            let mut gate = Gate::new(Some(Arc::new(Token::new("s3cret"))));
            let verdict = gate.inspect(input.as_bytes().to_vec());
            assert!(matches!(verdict, Verdict::ReplyAndClose(_)), "{input}");
        }
    }
}
