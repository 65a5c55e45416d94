//! uids leased machine-wide, so two processes (two daemons, a daemon and a benchmark) never
//! hand the same uid to programs at once: one would share the other's process count, and a
//! kill of every process of the uid would take the other's program along.

use std::os::linux::net::SocketAddrExt;
use std::os::unix::net::{SocketAddr, UnixDatagram};

/// A uid held until dropped. The claim is an abstract unix socket named after the uid: the
/// kernel refuses a second bind of the name from any process, and releases it when the holder
/// closes it or dies, so no lock file is left behind (abstract names are per network namespace).
#[derive(Debug)]
pub struct UidLease {
    uid: u32,
    _claim: UnixDatagram,
}

impl UidLease {
    /// The first free uid of `first..first + count`, or `None` when every one is held.
    pub fn acquire(first: u32, count: u32) -> Option<UidLease> {
        (first..first.saturating_add(count)).find_map(|uid| {
            let name = format!("repaird-uid-{uid}");
            let addr = SocketAddr::from_abstract_name(name.as_bytes()).ok()?;
            let claim = UnixDatagram::bind_addr(&addr).ok()?;
            Some(UidLease { uid, _claim: claim })
        })
    }

    pub fn uid(&self) -> u32 {
        self.uid
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_uid_is_not_leased_again_until_dropped() {
        // A range of its own, far from the sandbox's, so other tests do not interfere.
        let first = 1_700_000_000;
        let a = UidLease::acquire(first, 2).unwrap();
        let b = UidLease::acquire(first, 2).unwrap();
        assert_ne!(a.uid(), b.uid());
        assert!(UidLease::acquire(first, 2).is_none(), "both uids are held");
        let freed = a.uid();
        drop(a);
        assert_eq!(acquire_soon(first, 2).map(|l| l.uid()), Some(freed));
    }

    /// A lease of `first..first + count` within a second: a child another test thread is
    /// forking holds a copy of every socket until its exec closes them.
    fn acquire_soon(first: u32, count: u32) -> Option<UidLease> {
        let until = std::time::Instant::now() + std::time::Duration::from_secs(1);
        loop {
            let lease = UidLease::acquire(first, count);
            if lease.is_some() || std::time::Instant::now() > until {
                return lease;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }

    #[test]
    fn another_process_holding_a_uid_is_respected() {
        // A child process claims the name; this process must skip it.
        let first = 1_700_001_000;
        let name = format!("repaird-uid-{first}");
        let mut holder = std::process::Command::new("python3")
            .args([
                "-c",
                &format!(
                    "import socket,sys\ns=socket.socket(socket.AF_UNIX,socket.SOCK_DGRAM)\n\
                     s.bind('\\0{name}')\nprint('held',flush=True)\nsys.stdin.read()"
                ),
            ])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut line = String::new();
        std::io::BufRead::read_line(
            &mut std::io::BufReader::new(holder.stdout.as_mut().unwrap()),
            &mut line,
        )
        .unwrap();
        assert_eq!(line.trim(), "held");
        let lease = UidLease::acquire(first, 2).unwrap();
        assert_eq!(lease.uid(), first + 1, "the other process's uid is skipped");
        drop(holder.stdin.take());
        holder.wait().unwrap();
        drop(lease);
        assert_eq!(
            acquire_soon(first, 2).map(|l| l.uid()),
            Some(first),
            "freed on exit"
        );
    }
}
