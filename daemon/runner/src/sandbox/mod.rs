//! Processes under limits: the deadline/output/rlimit machinery shared by the
//! compiler, checkers and tests.

mod identity;
mod limits;
pub(crate) mod process;
mod uid_lease;
mod workdir;

pub(crate) use identity::RunAs;
pub use limits::{Identity, RunLimits, SANDBOX_UID_BASE, SANDBOX_UID_COUNT};
pub use process::group_has_live_members;
pub use uid_lease::UidLease;
pub(crate) use workdir::WorkDirs;
