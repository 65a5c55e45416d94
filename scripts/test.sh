#!/usr/bin/env bash
# The whole test suite, as a newcomer and CI run it: installs what is missing, builds the binaries
# the end-to-end tests start (repaird, repair), then runs every test against real gcc, gdb and solvers.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --workspace --bins --quiet
cargo test --workspace --quiet -- --test-threads="${REPAIRD_TEST_THREADS:-2}"
