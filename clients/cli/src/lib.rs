//! repair-cli
