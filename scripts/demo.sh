#!/usr/bin/env bash
# The main job on the embedded default: checks the tools, localizes the bug of the example
# program (examples/median: a median of three with one wrong comparison, 11 tests) and repairs
# it with the embedded daemon, printing the validated patch. The file itself is not changed
# (`repair fix --apply` would write the patch).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --workspace --bins --quiet
bin="${CARGO_TARGET_DIR:-target}/debug"
"$bin/repaird" doctor
"$bin/repair" ping
"$bin/repair" localize examples/median/median.c --top 3
"$bin/repair" fix examples/median/median.c
