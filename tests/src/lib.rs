//! end-to-end tests live in tests/*.rs
