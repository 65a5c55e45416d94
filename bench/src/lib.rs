//! benchmarks
