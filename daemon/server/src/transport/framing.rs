//! `Content-Length` frames, read with limits so a hostile peer cannot make us allocate or
//! buffer without bound.

use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncReadExt, AsyncWrite, AsyncWriteExt};

/// Longest header line accepted.
const MAX_HEADER_LINE: u64 = 1024;

#[derive(Debug)]
pub enum Frame {
    Body(Vec<u8>),
    /// The header announced more than the limit; the body was not read.
    TooLarge {
        declared: usize,
    },
}

#[derive(Debug, thiserror::Error)]
pub enum FrameError {
    #[error("connection closed")]
    Eof,
    #[error("malformed frame header: {0}")]
    BadHeader(String),
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

pub async fn read_frame<R: AsyncBufRead + Unpin>(
    reader: &mut R,
    max_body: usize,
) -> Result<Frame, FrameError> {
    let mut content_length = None;
    let mut first_line = true;
    loop {
        let mut line = Vec::new();
        (&mut *reader)
            .take(MAX_HEADER_LINE)
            .read_until(b'\n', &mut line)
            .await?;
        if line.is_empty() {
            return Err(if first_line {
                FrameError::Eof
            } else {
                FrameError::BadHeader("closed inside header".into())
            });
        }
        first_line = false;
        let line = std::str::from_utf8(&line)
            .map_err(|_| FrameError::BadHeader("header is not UTF-8".into()))?;
        let Some(line) = line.strip_suffix("\r\n") else {
            return Err(FrameError::BadHeader(format!(
                "header line not ended by CRLF: {:?}",
                truncate(line)
            )));
        };
        if line.is_empty() {
            break;
        }
        let (name, value) = line
            .split_once(':')
            .ok_or_else(|| FrameError::BadHeader(format!("not a header: {:?}", truncate(line))))?;
        if name.trim().eq_ignore_ascii_case("content-length") {
            let value = value.trim();
            content_length = Some(
                value
                    .parse::<usize>()
                    .map_err(|_| FrameError::BadHeader(format!("bad Content-Length {value:?}")))?,
            );
        }
    }
    let length =
        content_length.ok_or_else(|| FrameError::BadHeader("missing Content-Length".into()))?;
    if length > max_body {
        return Ok(Frame::TooLarge { declared: length });
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).await?;
    Ok(Frame::Body(body))
}

pub async fn write_frame<W: AsyncWrite + Unpin>(
    writer: &mut W,
    body: &[u8],
) -> std::io::Result<()> {
    writer
        .write_all(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes())
        .await?;
    writer.write_all(body).await?;
    writer.flush().await
}

fn truncate(text: &str) -> &str {
    let end = text.char_indices().nth(80).map_or(text.len(), |(i, _)| i);
    &text[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn read(input: &[u8], max: usize) -> Result<Frame, FrameError> {
        read_frame(&mut tokio::io::BufReader::new(input), max).await
    }

    #[tokio::test]
    async fn reads_a_frame_and_refuses_an_oversized_one_unread() {
        let Frame::Body(body) = read(b"Content-Length: 2\r\n\r\n{}", 10).await.unwrap() else {
            panic!()
        };
        assert_eq!(body, b"{}");
        assert!(matches!(
            read(b"Content-Length: 11\r\n\r\n", 10).await.unwrap(),
            Frame::TooLarge { declared: 11 }
        ));
    }

    #[tokio::test]
    async fn bad_headers_are_typed_errors() {
        assert!(matches!(read(b"", 10).await, Err(FrameError::Eof)));
        assert!(matches!(
            read(b"Content-Length: x\r\n\r\n", 10).await,
            Err(FrameError::BadHeader(_))
        ));
        assert!(matches!(
            read(b"\r\n", 10).await,
            Err(FrameError::BadHeader(_))
        ));
        let long = vec![b'a'; 5000];
        assert!(matches!(
            read(&long, 10).await,
            Err(FrameError::BadHeader(_))
        ));
    }
}
