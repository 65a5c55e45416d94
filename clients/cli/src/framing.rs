//! `Content-Length` frames as LSP sends them.

use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncReadExt, AsyncWrite, AsyncWriteExt};

const MAX_HEADER_LINE: u64 = 1024;
/// Larger answers than this are refused rather than buffered.
pub const MAX_FRAME_BYTES: usize = 256 * 1024 * 1024;

/// Reads one frame body; `Ok(None)` at a clean end of stream.
pub async fn read_frame<R: AsyncBufRead + Unpin>(
    reader: &mut R,
) -> std::io::Result<Option<Vec<u8>>> {
    let invalid = |m: String| std::io::Error::new(std::io::ErrorKind::InvalidData, m);
    let mut length = None;
    let mut first = true;
    loop {
        let mut line = Vec::new();
        (&mut *reader)
            .take(MAX_HEADER_LINE)
            .read_until(b'\n', &mut line)
            .await?;
        if line.is_empty() && first {
            return Ok(None);
        }
        first = false;
        let line = String::from_utf8_lossy(&line);
        let Some(line) = line.strip_suffix("\r\n") else {
            return Err(invalid(format!("bad header line {line:?}")));
        };
        if line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.trim().eq_ignore_ascii_case("content-length") {
                length = Some(
                    value
                        .trim()
                        .parse::<usize>()
                        .map_err(|_| invalid(format!("bad length {value:?}")))?,
                );
            }
        }
    }
    let length = length.ok_or_else(|| invalid("missing Content-Length".into()))?;
    if length > MAX_FRAME_BYTES {
        return Err(invalid(format!("frame of {length} bytes is too large")));
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).await?;
    Ok(Some(body))
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
