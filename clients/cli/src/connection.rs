//! A JSON-RPC connection to repaird.

use std::collections::VecDeque;
use std::time::Duration;

use serde::{de::DeserializeOwned, Serialize};
use serde_json::{json, Value};
use tokio::io::{AsyncRead, AsyncWrite, BufReader};
use tokio::process::Child;

use crate::framing::{read_frame, write_frame};

type Reader = BufReader<Box<dyn AsyncRead + Unpin + Send>>;
type Writer = Box<dyn AsyncWrite + Unpin + Send>;

#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("the daemon answered with error {code}: {message}")]
    /// `data`: the error's structured details, if the daemon sent any (a failed debug
    /// command's `messages`).
    Rpc {
        code: i64,
        message: String,
        data: Option<Value>,
    },
    #[error("the daemon closed the connection")]
    Closed,
    #[error("no answer to {method} within {after:?}")]
    Timeout { method: String, after: Duration },
    #[error("connection failed: {0}")]
    Io(#[from] std::io::Error),
    #[error("unexpected answer: {0}")]
    Protocol(String),
}

pub struct Connection {
    reader: Reader,
    writer: Writer,
    next_id: i64,
    timeout: Duration,
    /// Notifications received while waiting for answers, oldest first.
    notifications: VecDeque<Value>,
    /// The embedded daemon, killed when the connection drops.
    child: Option<Child>,
}

impl Connection {
    pub fn new(
        reader: impl AsyncRead + Unpin + Send + 'static,
        writer: impl AsyncWrite + Unpin + Send + 'static,
    ) -> Connection {
        Connection {
            reader: BufReader::new(Box::new(reader)),
            writer: Box::new(writer),
            next_id: 1,
            timeout: Duration::from_secs(60),
            notifications: VecDeque::new(),
            child: None,
        }
    }

    pub fn with_child(mut self, child: Child) -> Connection {
        self.child = Some(child);
        self
    }

    /// Per-request deadline (default 60 s).
    pub fn set_timeout(&mut self, timeout: Duration) {
        self.timeout = timeout;
    }

    /// Sends `initialize` (with `initializationOptions`, e.g. the TCP token) then `initialized`.
    pub async fn handshake(
        &mut self,
        initialization_options: Option<Value>,
    ) -> Result<Value, ClientError> {
        let mut params = json!({
            "processId": std::process::id(),
            "clientInfo": { "name": "repair", "version": env!("CARGO_PKG_VERSION") },
            "capabilities": { "general": { "positionEncodings": ["utf-16"] } },
        });
        if let Some(options) = initialization_options {
            params["initializationOptions"] = options;
        }
        let result = self.request_value("initialize", params).await?;
        self.notify("initialized", json!({})).await?;
        Ok(result)
    }

    /// Typed request through a repaird-protocol method.
    pub async fn call<M: repaird_protocol::RepairMethod>(
        &mut self,
        params: &M::Params,
    ) -> Result<M::Result, ClientError> {
        let value = self.request_value(M::METHOD, to_value(params)?).await?;
        serde_json::from_value(value)
            .map_err(|e| ClientError::Protocol(format!("{}: {e}", M::METHOD)))
    }

    pub async fn request<R: DeserializeOwned>(
        &mut self,
        method: &str,
        params: impl Serialize,
    ) -> Result<R, ClientError> {
        let value = self.request_value(method, to_value(&params)?).await?;
        serde_json::from_value(value).map_err(|e| ClientError::Protocol(format!("{method}: {e}")))
    }

    pub async fn request_value(
        &mut self,
        method: &str,
        params: Value,
    ) -> Result<Value, ClientError> {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }))
            .await?;
        let after = self.timeout;
        tokio::time::timeout(after, self.answer_to(id))
            .await
            .map_err(|_| ClientError::Timeout {
                method: method.to_string(),
                after,
            })?
    }

    /// Typed request whose notifications (e.g. `$/progress`) go to `observe` as they arrive,
    /// instead of being queued.
    pub async fn call_observing<M: repaird_protocol::RepairMethod>(
        &mut self,
        params: &M::Params,
        mut observe: impl FnMut(&Value),
    ) -> Result<M::Result, ClientError> {
        let id = self.next_id;
        self.next_id += 1;
        let request =
            json!({ "jsonrpc": "2.0", "id": id, "method": M::METHOD, "params": to_value(params)? });
        self.send(&request).await?;
        let after = self.timeout;
        let answer = tokio::time::timeout(after, async {
            loop {
                let queued = self.notifications.len();
                let result = self.answer_or_notification(id).await?;
                if let Some(answer) = result {
                    return Ok::<Value, ClientError>(answer);
                }
                for notification in self.notifications.drain(queued..) {
                    observe(&notification);
                }
            }
        })
        .await
        .map_err(|_| ClientError::Timeout {
            method: M::METHOD.to_string(),
            after,
        })??;
        serde_json::from_value(answer)
            .map_err(|e| ClientError::Protocol(format!("{}: {e}", M::METHOD)))
    }

    /// Reads one message: `Some(result)` when it answers `id`; `None` after queueing a
    /// notification or serving a daemon request.
    async fn answer_or_notification(&mut self, id: i64) -> Result<Option<Value>, ClientError> {
        let body = read_frame(&mut self.reader)
            .await?
            .ok_or(ClientError::Closed)?;
        let message: Value = serde_json::from_slice(&body)
            .map_err(|e| ClientError::Protocol(format!("daemon sent invalid JSON: {e}")))?;
        match (message.get("id"), message.get("method").is_some()) {
            (Some(got), false) if *got == json!(id) => into_result(message).map(Some),
            (Some(_), false) => Ok(None),
            (Some(request_id), true) => {
                let answer = json!({ "jsonrpc": "2.0", "id": request_id,
                    "error": { "code": -32601, "message": "the repair CLI does not serve requests" } });
                self.send(&answer).await?;
                Ok(None)
            }
            (None, true) => {
                self.notifications.push_back(message);
                Ok(None)
            }
            (None, false) => into_result(message).map(Some),
        }
    }

    pub async fn notify(&mut self, method: &str, params: Value) -> Result<(), ClientError> {
        self.send(&json!({ "jsonrpc": "2.0", "method": method, "params": params }))
            .await
    }

    pub async fn send(&mut self, message: &Value) -> Result<(), ClientError> {
        let body = serde_json::to_vec(message).map_err(|e| ClientError::Protocol(e.to_string()))?;
        self.send_raw(&body).await
    }

    /// Sends `body` as one frame, unchecked (tests use it for malformed input).
    pub async fn send_raw(&mut self, body: &[u8]) -> Result<(), ClientError> {
        write_frame(&mut self.writer, body)
            .await
            .map_err(ClientError::from)
    }

    /// Writes bytes with no framing at all.
    pub async fn send_bytes(&mut self, bytes: &[u8]) -> Result<(), ClientError> {
        use tokio::io::AsyncWriteExt;
        self.writer.write_all(bytes).await?;
        self.writer.flush().await.map_err(ClientError::from)
    }

    /// The next message from the daemon, whatever it is; `Err(Closed)` at end of stream.
    pub async fn next_message(&mut self) -> Result<Value, ClientError> {
        let after = self.timeout;
        let read = tokio::time::timeout(after, read_frame(&mut self.reader))
            .await
            .map_err(|_| ClientError::Timeout {
                method: "<next message>".into(),
                after,
            })?;
        let body = read?.ok_or(ClientError::Closed)?;
        serde_json::from_slice(&body)
            .map_err(|e| ClientError::Protocol(format!("daemon sent invalid JSON: {e}")))
    }

    /// Notifications received so far (e.g. `window/showMessage`), oldest first.
    pub fn take_notifications(&mut self) -> Vec<Value> {
        self.notifications.drain(..).collect()
    }

    /// `shutdown` then `exit`; waits for an embedded daemon to end.
    pub async fn finish(mut self) -> Result<(), ClientError> {
        self.request_value("shutdown", Value::Null).await?;
        self.notify("exit", Value::Null).await?;
        if let Some(mut child) = self.child.take() {
            match tokio::time::timeout(Duration::from_secs(10), child.wait()).await {
                Ok(Ok(status)) if status.success() => {}
                Ok(Ok(status)) => {
                    return Err(ClientError::Protocol(format!(
                        "daemon exited with {status}"
                    )))
                }
                Ok(Err(e)) => return Err(e.into()),
                Err(_) => {
                    return Err(ClientError::Protocol(
                        "daemon did not exit after `exit`".into(),
                    ))
                }
            }
        }
        Ok(())
    }

    async fn answer_to(&mut self, id: i64) -> Result<Value, ClientError> {
        loop {
            let body = read_frame(&mut self.reader)
                .await?
                .ok_or(ClientError::Closed)?;
            let message: Value = serde_json::from_slice(&body)
                .map_err(|e| ClientError::Protocol(format!("daemon sent invalid JSON: {e}")))?;
            let has_method = message.get("method").is_some();
            match (message.get("id"), has_method) {
                (Some(got), false) if *got == json!(id) => return into_result(message),
                (Some(_), false) => {} // answer to an abandoned request
                (Some(request_id), true) => {
                    // A request from the daemon this client does not serve.
                    let answer = json!({ "jsonrpc": "2.0", "id": request_id,
                        "error": { "code": -32601, "message": "the repair CLI does not serve requests" } });
                    self.send(&answer).await?;
                }
                (None, true) => self.notifications.push_back(message),
                (None, false) => {
                    // An error the daemon could not tie to a request (e.g. authentication).
                    return into_result(message);
                }
            }
        }
    }
}

fn into_result(mut message: Value) -> Result<Value, ClientError> {
    if let Some(error) = message.get("error") {
        return Err(ClientError::Rpc {
            code: error.get("code").and_then(Value::as_i64).unwrap_or(0),
            message: error
                .get("message")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_string(),
            data: error.get("data").cloned(),
        });
    }
    Ok(message
        .get_mut("result")
        .map(Value::take)
        .unwrap_or(Value::Null))
}

fn to_value(params: &impl Serialize) -> Result<Value, ClientError> {
    serde_json::to_value(params).map_err(|e| ClientError::Protocol(e.to_string()))
}
