//! repaird-config: the daemon's configuration as plain data.
//!
//! Layout:
//! - [`model`]: the [`Config`] sections with their defaults (kept equal to `configs/repaird.toml`
//!   by a test; that file is also embedded as [`DEFAULT_TOML`]).
//! - `parse`: TOML text -> [`Config`], with errors that name the key and the line; live
//!   partial updates merged into a running config.
//! - `validate`: value checks serde cannot express (ranges, addresses, portfolio members).
//!
//! Architecture invariant: no IO beyond reading the one file given to [`Config::load`]; nothing
//! here knows LSP or JSON. Callers convert their wire format to a `toml::Table` first.

mod error;
pub mod model;
mod parse;
mod validate;

pub use error::ConfigError;
pub use model::*;

/// The documented default configuration, embedded so the binary works from any directory.
pub const DEFAULT_TOML: &str = include_str!("../../../configs/repaird.toml");

/// Origin name used for [`DEFAULT_TOML`].
pub const BUILTIN_ORIGIN: &str = "builtin:configs/repaird.toml";
