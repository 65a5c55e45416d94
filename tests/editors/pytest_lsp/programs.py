"""The editor fixtures (tests/editors/fixtures/NAME): copied to a scratch directory, edited as
an editor would, then built with gcc and run against their repair.toml tests."""

from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import tomllib
from dataclasses import dataclass

from lsprotocol import types

FIXTURES = pathlib.Path(
    os.environ.get("REPAIRD_FIXTURES", pathlib.Path(__file__).parent.parent / "fixtures")
)
# Keys of a [[test]] entry this checker understands; anything else is a fixture error.
KNOWN_TEST_KEYS = {"name", "args", "stdin", "stdout", "exit_code"}


def names() -> list[str]:
    return sorted(p.parent.name for p in FIXTURES.glob("*/expect.toml"))


@dataclass
class Program:
    dir: pathlib.Path
    source: pathlib.Path
    fault_line: int  # 1-based

    @property
    def uri(self) -> str:
        return self.source.as_uri()

    @classmethod
    def copy(cls, name: str, into: pathlib.Path) -> "Program":
        target = into / name
        shutil.copytree(FIXTURES / name, target)
        expect = tomllib.loads((target / "expect.toml").read_text())
        return cls(target, target / expect["source"], int(expect["fault_line"]))

    def run_tests(self, text: str) -> tuple[int, int]:
        """Builds `text` as the program and runs its tests: (passed, total)."""
        scratch = self.dir / "check"
        scratch.mkdir(exist_ok=True)
        source = scratch / self.source.name
        source.write_text(text)
        exe = scratch / "program"
        build = subprocess.run(
            ["gcc", "-g", "-O0", str(source), "-o", str(exe)],
            capture_output=True, text=True, timeout=60,
        )
        assert build.returncode == 0, f"does not build:\n{build.stderr}"
        tests = tomllib.loads((self.dir / "repair.toml").read_text())["test"]
        passed = 0
        for test in tests:
            unknown = set(test) - KNOWN_TEST_KEYS
            assert not unknown, f"test {test['name']}: unsupported keys {unknown}"
            run = subprocess.run(
                [str(exe), *test.get("args", [])], input=test.get("stdin", ""),
                capture_output=True, text=True, timeout=10,
            )
            ok = run.returncode == test.get("exit_code", 0)
            ok = ok and ("stdout" not in test or run.stdout == test["stdout"])
            passed += ok
        return passed, len(tests)


def apply_edit(edit: types.WorkspaceEdit, uri: str, text: str, encoding: str) -> str:
    """`text` of document `uri` after the WorkspaceEdit (changes or documentChanges)."""
    edits: list[types.TextEdit] = []
    if edit.document_changes:
        for change in edit.document_changes:
            assert isinstance(change, types.TextDocumentEdit), f"unexpected {change!r}"
            if change.text_document.uri == uri:
                edits.extend(change.edits)
    if edit.changes:
        edits.extend(edit.changes.get(uri, []))
    assert edits, f"the edit does not touch {uri}: {edit!r}"
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(position: types.Position) -> int:
        line = lines[position.line] if position.line < len(lines) else ""
        return starts[min(position.line, len(lines))] + _chars(line, position.character, encoding)

    # Apply from the end so earlier offsets stay valid.
    spans = sorted(((offset(e.range.start), offset(e.range.end), e.new_text) for e in edits), reverse=True)
    for start, end, new_text in spans:
        text = text[:start] + new_text + text[end:]
    return text


def _chars(line: str, units: int, encoding: str) -> int:
    """Python characters in the first `units` code units of `line`."""
    if encoding == "utf-32":
        return units
    width = (lambda c: len(c.encode("utf-8"))) if encoding == "utf-8" else (lambda c: 2 if ord(c) > 0xFFFF else 1)
    count = used = 0
    for c in line:
        if used >= units:
            break
        used += width(c)
        count += 1
    return count
