//! Transports: Content-Length framing with limits, the per-connection gate (frame checks,
//! TCP authentication), and the stdio and TCP servers.

mod auth;
mod connection;
mod framing;
pub mod fuzzing;
mod gate;
mod in_flight;
pub mod shutdown;
pub mod stdio;
pub mod tcp;
