"""Every client profile gets usable verified fixes from the real daemon: diagnostics on the
faulty statement, a preferred quickfix whose edit (inline, or resolved for clients that can
resolve `edit`) makes the program pass all its tests, and the `repair.fix` command that works
with no plugin code (progress only for clients that declared it; the edit via applyEdit)."""

from __future__ import annotations

from lsprotocol import types
from pytest_lsp import LanguageClient

from checks import diagnostics_and_preferred_fix, open_program
from programs import Program, apply_edit


async def test_diagnostics_and_preferred_fix(client: LanguageClient, program: Program):
    await diagnostics_and_preferred_fix(client, program)


async def test_fix_command_applies_an_edit(client: LanguageClient, program: Program):
    text = open_program(client, program)
    token = "fix-1"
    # pytest-lsp only knows tokens made by window/workDoneProgress/create: register ours.
    client.progress_reports.setdefault(token, [])
    result = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command="repair.fix", arguments=[{"uri": program.uri}], work_done_token=token
        )
    )
    assert result["patches"], result.get("summary")
    assert client.applied_edits, "repair.fix did not send workspace/applyEdit"
    patched = apply_edit(client.applied_edits[-1], program.uri, text, client.encoding)
    passed, total = program.run_tests(patched)
    assert passed == total, f"{passed}/{total} tests pass\n{patched}"

    # Progress: on our workDoneToken, begin first and end last; the strict client turns
    # progress on a token it never saw into an error, so nothing else was sent.
    kinds = [type(p).__name__ for p in client.progress_reports.get(token, [])]
    assert kinds and kinds[0] == "WorkDoneProgressBegin" and kinds[-1] == "WorkDoneProgressEnd", kinds
    if not client.capabilities.window or not client.capabilities.window.work_done_progress:
        assert list(client.progress_reports) == [token], client.progress_reports
