"""What every client must get, over any transport: diagnostics on the faulty statement and a
preferred quickfix whose edit (inline, or resolved for clients that can resolve `edit`) makes
the program pass all its tests."""

from __future__ import annotations

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import wait_until
from programs import Program, apply_edit

# Localization and the background fix search on a small program take seconds; these are
# deadlines, not expectations.
DIAGNOSTICS_TIMEOUT = 90
FIX_TIMEOUT = 150


def can_resolve_edit(client: LanguageClient) -> bool:
    code_action = client.capabilities.text_document.code_action
    support = code_action.resolve_support if code_action else None
    return bool(support and "edit" in support.properties)


def open_program(client: LanguageClient, program: Program) -> str:
    text = program.source.read_text()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=program.uri, language_id="c", version=1, text=text)
        )
    )
    return text


def covering(diagnostics, line: int):
    """Diagnostics whose range covers 0-based `line`."""
    return [d for d in diagnostics if d.range.start.line <= line <= d.range.end.line]


async def fixes_on(client: LanguageClient, program: Program, diagnostics) -> list[types.CodeAction]:
    line = program.fault_line - 1
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=program.uri),
            range=types.Range(start=types.Position(line, 0), end=types.Position(line + 1, 0)),
            context=types.CodeActionContext(diagnostics=covering(diagnostics, line)),
        )
    )
    return [
        a for a in actions or []
        if isinstance(a, types.CodeAction) and a.kind == types.CodeActionKind.QuickFix
        and (a.edit is not None or a.command is None)
    ]


async def diagnostics_and_preferred_fix(client: LanguageClient, program: Program):
    text = open_program(client, program)
    diagnostics = await wait_until(lambda: client.diagnostics.get(program.uri), DIAGNOSTICS_TIMEOUT, "diagnostics")
    assert all(d.source == "repaird" for d in diagnostics), diagnostics
    assert covering(diagnostics, program.fault_line - 1), f"no diagnostic on line {program.fault_line}"
    related = client.capabilities.text_document.publish_diagnostics.related_information
    if not related:
        assert all(d.related_information is None for d in diagnostics), "relatedInformation sent unasked"

    fixes = await wait_until(
        lambda: fixes_on(client, program, client.diagnostics.get(program.uri, [])), FIX_TIMEOUT,
        "a verified fix", poll=1.0,
    )
    preferred = [f for f in fixes if f.is_preferred]
    assert len(preferred) == 1 and fixes[0] is preferred[0], [(f.title, f.is_preferred) for f in fixes]
    fix = preferred[0]
    if can_resolve_edit(client):
        assert fix.edit is None and fix.data is not None, f"{client.profile}: expected a lazy fix"
        fix = await client.code_action_resolve_async(fix)
    assert fix.edit is not None, f"{client.profile}: the fix carries no edit"

    patched = apply_edit(fix.edit, program.uri, text, client.encoding)
    assert patched != text
    passed, total = program.run_tests(patched)
    assert passed == total, f"{fix.title}: {passed}/{total} tests pass\n{patched}"
