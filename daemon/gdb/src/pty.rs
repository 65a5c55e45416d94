//! The inferior's own pseudo-terminal: its output never mixes with MI, and is captured
//! (bounded) by a reader thread.

use std::fs::File;
use std::io::Read;
use std::os::fd::{AsFd, OwnedFd};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nix::poll::{poll, PollFd, PollFlags, PollTimeout};

use nix::pty::openpty;
use nix::sys::termios::{cfmakeraw, tcgetattr, tcsetattr, SetArg};

use crate::GdbError;

/// What the inferior wrote, up to a limit; the rest is counted, not kept.
#[derive(Debug, Default)]
pub(crate) struct OutputBuffer {
    bytes: Vec<u8>,
    limit: usize,
    dropped: u64,
}

impl OutputBuffer {
    fn push(&mut self, chunk: &[u8]) {
        let room = self.limit.saturating_sub(self.bytes.len());
        let kept = room.min(chunk.len());
        self.bytes.extend_from_slice(&chunk[..kept]);
        self.dropped += (chunk.len() - kept) as u64;
    }
}

/// A snapshot of the inferior's captured output.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct InferiorOutput {
    pub text: String,
    /// Bytes written beyond the capture limit (not kept).
    pub dropped_bytes: u64,
}

pub(crate) struct InferiorTty {
    /// Kept open so the master never sees EOF between runs.
    _slave: OwnedFd,
    /// A second handle on the master, only to ask whether bytes wait unread.
    master_probe: OwnedFd,
    pub(crate) path: PathBuf,
    output: Arc<Mutex<OutputBuffer>>,
    /// True while the reader holds bytes it has read but not yet stored.
    reading: Arc<AtomicBool>,
}

impl InferiorTty {
    pub(crate) fn open(limit: usize) -> Result<Self, GdbError> {
        let pty = openpty(None, None)
            .map_err(|e| GdbError::io("opening a pty for the inferior", e.into()))?;
        // Raw mode: no echo, no "\n" -> "\r\n" rewriting; the program's bytes as written.
        let mut termios = tcgetattr(&pty.slave)
            .map_err(|e| GdbError::io("reading the pty's settings", e.into()))?;
        cfmakeraw(&mut termios);
        tcsetattr(&pty.slave, SetArg::TCSANOW, &termios)
            .map_err(|e| GdbError::io("setting the pty to raw mode", e.into()))?;
        let path = nix::unistd::ttyname(&pty.slave)
            .map_err(|e| GdbError::io("naming the inferior's pty", e.into()))?;
        let output = Arc::new(Mutex::new(OutputBuffer {
            limit,
            ..OutputBuffer::default()
        }));
        let master_probe = pty
            .master
            .try_clone()
            .map_err(|e| GdbError::io("duplicating the pty master", e))?;
        let reading = Arc::new(AtomicBool::new(false));
        let sink = Arc::clone(&output);
        let busy = Arc::clone(&reading);
        let mut master = File::from(pty.master);
        std::thread::Builder::new()
            .name("inferior-pty".into())
            .spawn(move || {
                let mut chunk = [0u8; 8192];
                loop {
                    let mut fds = [PollFd::new(master.as_fd(), PollFlags::POLLIN)];
                    if poll(&mut fds, PollTimeout::NONE).is_err() {
                        break;
                    }
                    // Set before reading so `snapshot` never sees "nothing pending" while a
                    // chunk is in our hands but not yet stored.
                    busy.store(true, Ordering::SeqCst);
                    let n = match master.read(&mut chunk) {
                        Ok(n @ 1..) => n,
                        // EOF or EIO: every slave descriptor is closed.
                        _ => break,
                    };
                    if let Ok(mut out) = sink.lock() {
                        out.push(&chunk[..n]);
                    }
                    busy.store(false, Ordering::SeqCst);
                }
                busy.store(false, Ordering::SeqCst);
            })
            .map_err(|e| GdbError::io("starting the pty reader", e))?;
        Ok(InferiorTty {
            _slave: pty.slave,
            master_probe,
            path,
            output,
            reading,
        })
    }

    /// Waits (briefly, bounded) until everything the inferior wrote has been stored.
    /// A pty hands written bytes to the master side from a kernel work queue; polling the
    /// master flushes that queue, so "not readable" really means "nothing in flight".
    fn settle(&self) {
        let give_up = Instant::now() + Duration::from_millis(500);
        while Instant::now() < give_up {
            let mut fds = [PollFd::new(self.master_probe.as_fd(), PollFlags::POLLIN)];
            let readable = match poll(&mut fds, PollTimeout::ZERO) {
                Ok(n) => n > 0,
                Err(_) => return,
            };
            if !readable && !self.reading.load(Ordering::SeqCst) {
                return;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    pub(crate) fn snapshot(&self) -> InferiorOutput {
        self.settle();
        let out = self.output.lock().unwrap_or_else(|p| p.into_inner());
        InferiorOutput {
            text: String::from_utf8_lossy(&out.bytes).into_owned(),
            dropped_bytes: out.dropped,
        }
    }

    pub(crate) fn clear(&self) {
        let mut out = self.output.lock().unwrap_or_else(|p| p.into_inner());
        out.bytes.clear();
        out.dropped = 0;
    }
}
