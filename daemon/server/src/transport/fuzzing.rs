//! Entry points for the fuzz targets (fuzz/) and their smoke test: bytes a peer could send,
//! through the same framing and gate code a connection runs. Not a public API.

use std::sync::Arc;

use tokio::io::BufReader;

use super::auth::Token;
use super::framing::{read_frame, Frame, FrameError};
use super::gate::{Gate, Verdict};

/// The frame limit the fuzzers use: small, so oversized declarations are exercised too.
const MAX_FRAME: usize = 64 * 1024;

/// What the peer's bytes came to.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Decoded {
    pub forwarded: usize,
    pub answered: usize,
    /// The connection would be closed after these bytes (bad header, too large, refused).
    pub closed: bool,
}

/// Reads frames from `bytes` until the end or the first frame that would close the
/// connection; each body goes through the gate (with a token when `tcp`). Never panics on
/// any input: that is what the fuzzers check.
pub fn decode_peer_bytes(bytes: &[u8], tcp: bool) -> Decoded {
    thread_local! {
        static RUNTIME: tokio::runtime::Runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("a current-thread runtime");
    }
    let token = tcp.then(|| Arc::new(Token::from_value("fuzz-token")));
    let mut gate = Gate::new(token);
    RUNTIME.with(|runtime| {
        runtime.block_on(async {
            let mut reader = BufReader::new(bytes);
            let mut decoded = Decoded::default();
            loop {
                let body = match read_frame(&mut reader, MAX_FRAME).await {
                    Ok(Frame::Body(body)) => body,
                    Err(FrameError::Eof) => return decoded,
                    Ok(Frame::TooLarge { .. }) | Err(_) => {
                        decoded.closed = true;
                        return decoded;
                    }
                };
                match gate.inspect(body) {
                    Verdict::Forward(_) => decoded.forwarded += 1,
                    Verdict::Reply(_) => decoded.answered += 1,
                    Verdict::ReplyAndClose(_) => {
                        decoded.answered += 1;
                        decoded.closed = true;
                        return decoded;
                    }
                }
            }
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_are_decoded_in_order_and_a_bad_one_stops_the_stream() {
        let good = br#"{"jsonrpc":"2.0","id":1,"method":"repair/ping"}"#;
        let mut bytes = Vec::new();
        for body in [&good[..], b"not json", &good[..]] {
            bytes.extend(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes());
            bytes.extend(body);
        }
        let decoded = decode_peer_bytes(&bytes, false);
        assert_eq!((decoded.forwarded, decoded.answered), (2, 1));
        // On TCP the first frame is not an authenticated initialize: answered, then closed.
        let decoded = decode_peer_bytes(&bytes, true);
        assert_eq!(
            decoded,
            Decoded {
                forwarded: 0,
                answered: 1,
                closed: true
            }
        );
    }
}
