#!/usr/bin/env bash
# The main job on the embedded default: checks the tools, then repairs the example program
# (examples/reverse) with the embedded daemon and prints the patch.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --workspace --bins --quiet
./target/debug/repaird doctor
./target/debug/repair ping
