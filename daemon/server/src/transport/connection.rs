//! One client connection: gate -> LSP main loop -> writer.
//!
//! ```text
//! peer bytes --read_frame--> Gate --ok--> duplex --> MainLoop(layers + Dispatcher) --> duplex --+
//!                              \--error answer-------------------------------------> Writer <--+--> peer
//! ```
//! The writer interleaves whole frames only, so gate answers never split a server frame.

use std::num::NonZeroUsize;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use async_lsp::concurrency::ConcurrencyLayer;
use async_lsp::panic::CatchUnwindLayer;
use async_lsp::server::LifecycleLayer;
use async_lsp::tracing::TracingLayer;
use async_lsp::MainLoop;
use serde_json::Value;
use tokio::io::{AsyncBufRead, AsyncWrite, BufReader, DuplexStream};
use tokio::sync::mpsc;
use tokio_util::compat::{TokioAsyncReadCompatExt, TokioAsyncWriteCompatExt};
use tower::ServiceBuilder;

use super::auth::Token;
use super::framing::{read_frame, write_frame, Frame, FrameError};
use super::gate::{self, Gate, Verdict};
use super::in_flight::{self, InFlight};
use crate::daemon::DaemonState;
use crate::dispatch::Dispatcher;
use crate::session::{Session, Transport};

const PIPE_BYTES: usize = 64 * 1024;

/// How a connection ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Ending {
    /// `exit` after `shutdown`.
    Exit { after_shutdown: bool },
    /// The peer closed its end, or the gate closed the connection.
    Closed,
    /// The main loop stopped on an error (logged).
    Failed,
}

pub struct ConnectionContext {
    pub daemon: Arc<DaemonState>,
    pub transport: Transport,
    /// `Some` on TCP: the peer must authenticate first.
    pub token: Option<Arc<Token>>,
}

pub async fn serve<R, W>(reader: R, writer: W, context: ConnectionContext) -> Ending
where
    R: AsyncBufRead + Unpin + Send,
    W: AsyncWrite + Unpin + Send,
{
    let _counted = context.daemon.connection_opened();
    let (to_loop, loop_input) = tokio::io::duplex(PIPE_BYTES);
    let (loop_output, from_loop) = tokio::io::duplex(PIPE_BYTES);
    let (answers_tx, answers_rx) = mpsc::unbounded_channel::<Value>();

    let slots = context.daemon.config().limits.max_requests_in_flight as usize;
    let session_daemon = context.daemon.clone();
    let transport = context.transport;
    let mut shutdown_flag = None;
    let mut folders = None;
    let (main_loop, _client) = MainLoop::new_server(|client| {
        let session = Session::new(session_daemon, client, transport);
        shutdown_flag = Some(session.shutdown_requested.clone());
        folders = Some(session.workspace_folders.clone());
        ServiceBuilder::new()
            .layer(TracingLayer::default())
            .layer(LifecycleLayer::default())
            .layer(CatchUnwindLayer::default())
            // For `$/cancelRequest` only: InFlight enforces the real limit, below this one.
            .layer(ConcurrencyLayer::new(
                NonZeroUsize::new(in_flight::outstanding_at_most(slots)).expect("non-zero"),
            ))
            .service(InFlight::new(Dispatcher::new(session), slots))
    });
    let shutdown_flag = shutdown_flag.expect("builder ran");

    let run_loop = main_loop.run_buffered(loop_input.compat(), loop_output.compat_write());
    let gate = gate_loop(
        reader,
        to_loop,
        answers_tx,
        Gate::recording(context.token, folders.expect("builder ran")),
        context.daemon.clone(),
    );
    let write = writer_loop(writer, from_loop, answers_rx);

    let serve_loop = async {
        tokio::pin!(run_loop);
        let loop_result = tokio::select! {
            result = &mut run_loop => result,
            // The gate is done (peer gone or refused): the main loop sees end of input.
            () = gate => run_loop.await,
        };
        match loop_result {
            Ok(()) => Ending::Exit {
                after_shutdown: shutdown_flag.load(Ordering::SeqCst),
            },
            Err(async_lsp::Error::Eof) => Ending::Closed,
            Err(e) => {
                tracing::error!("connection main loop stopped: {e}");
                Ending::Failed
            }
        }
    };
    let (ending, ()) = tokio::join!(serve_loop, write);
    tracing::info!(transport = transport.as_str(), ?ending, "connection ended");
    ending
}

async fn gate_loop<R: AsyncBufRead + Unpin>(
    mut reader: R,
    mut to_loop: DuplexStream,
    answers: mpsc::UnboundedSender<Value>,
    mut gate: Gate,
    daemon: Arc<DaemonState>,
) {
    loop {
        // Read per frame so a live change of limits.max_frame_bytes applies at once.
        let max = usize::try_from(daemon.config().limits.max_frame_bytes).unwrap_or(usize::MAX);
        let verdict = match read_frame(&mut reader, max).await {
            Ok(Frame::Body(body)) => gate.inspect(body),
            Ok(Frame::TooLarge { declared }) => {
                tracing::warn!(declared, max, "frame too large; closing connection");
                let message =
                    format!("frame of {declared} bytes exceeds limits.max_frame_bytes ({max})");
                Verdict::ReplyAndClose(gate::error(
                    Value::Null,
                    repaird_protocol::error_codes::LIMIT_EXCEEDED,
                    message,
                ))
            }
            Err(FrameError::Eof) => return,
            Err(FrameError::BadHeader(reason)) => {
                tracing::warn!("bad frame header, closing connection: {reason}");
                let message = format!("malformed frame header: {reason}");
                Verdict::ReplyAndClose(gate::error(
                    Value::Null,
                    repaird_protocol::error_codes::PARSE_ERROR,
                    message,
                ))
            }
            Err(FrameError::Io(e)) => {
                tracing::warn!("read failed, closing connection: {e}");
                return;
            }
        };
        match verdict {
            Verdict::Forward(body) => {
                if write_frame(&mut to_loop, &body).await.is_err() {
                    return; // main loop ended
                }
            }
            Verdict::Reply(answer) => {
                let _ = answers.send(answer);
            }
            Verdict::ReplyAndClose(answer) => {
                let _ = answers.send(answer);
                return;
            }
        }
    }
}

/// Copies whole frames from the main loop and the gate's answers to the peer, until both
/// sources are done.
async fn writer_loop<W: AsyncWrite + Unpin>(
    mut writer: W,
    from_loop: DuplexStream,
    mut answers: mpsc::UnboundedReceiver<Value>,
) {
    let mut from_loop = BufReader::new(from_loop);
    let (mut loop_open, mut answers_open) = (true, true);
    while loop_open || answers_open {
        let body = tokio::select! {
            frame = read_frame(&mut from_loop, usize::MAX), if loop_open => match frame {
                Ok(Frame::Body(body)) => body,
                _ => { loop_open = false; continue; }
            },
            answer = answers.recv(), if answers_open => match answer {
                Some(answer) => serde_json::to_vec(&answer).expect("JSON value serializes"),
                None => { answers_open = false; continue; }
            },
        };
        if let Err(e) = write_frame(&mut writer, &body).await {
            tracing::info!("peer stopped reading: {e}");
            return;
        }
    }
    let _ = tokio::io::AsyncWriteExt::shutdown(&mut writer).await;
}
