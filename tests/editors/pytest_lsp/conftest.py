"""A pytest-lsp client on the real `repaird --stdio`, initialized with the capabilities of a
real editor (pytest-lsp's recorded profiles)."""

from __future__ import annotations

import asyncio
import os
import typing

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from programs import Program, names

REPAIRD = os.environ.get("REPAIRD_BIN", "repaird")

# Editors whose recorded capabilities the suite uses. `eglot-1.9` is the Emacs 29 profile
# less work-done progress, as Emacs 28 + eglot 1.9 was measured to send.
PROFILES = ["neovim@v0.11.0", "neovim@v0.7.0", "visual_studio_code@v1.65.2", "emacs@v29.1", "eglot-1.9"]


def capabilities(profile: str) -> types.ClientCapabilities:
    if profile == "eglot-1.9":
        caps = client_capabilities("emacs@v29.1")
        caps.window.work_done_progress = None
        return caps
    return client_capabilities(profile)


def make_client() -> LanguageClient:
    client = pytest_lsp.make_test_lsp_client()
    # lsprotocol decodes any element with a "command" key as a bare Command, so a CodeAction
    # that runs a command ("Search for a verified fix") loses its kind and title: tell them
    # apart by the type of "command" (a string only in a bare Command).
    converter = client.protocol._converter
    union = typing.Union[types.Command, types.CodeAction]

    def command_or_action(obj, _):
        if isinstance(obj.get("command"), str):
            return converter.structure(obj, types.Command)
        return converter.structure(obj, types.CodeAction)

    converter.register_structure_hook(union, command_or_action)
    client.applied_edits = []

    @client.feature(types.WORKSPACE_APPLY_EDIT)
    def apply_edit(params: types.ApplyWorkspaceEditParams):
        client.applied_edits.append(params.edit)
        return types.ApplyWorkspaceEditResult(applied=True)

    return client


@pytest.fixture(params=names())
def program(request, tmp_path) -> Program:
    return Program.copy(request.param, tmp_path)


@pytest_lsp.fixture(
    params=PROFILES,
    config=ClientServerConfig(
        server_command=[REPAIRD, "--stdio", "--log-level", "warn"],
        client_factory=make_client,
    ),
)
async def client(request, lsp_client: LanguageClient):
    caps = capabilities(request.param)
    result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=caps, root_uri=None)
    )
    lsp_client.profile = request.param
    lsp_client.encoding = result.capabilities.position_encoding or "utf-16"
    lsp_client.server_capabilities = result.capabilities
    yield
    await lsp_client.shutdown_session()


async def wait_until(predicate, timeout: float, what: str, poll: float = 0.2):
    """Polls `predicate` (sync or async) until it returns a truthy value."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        value = predicate()
        if asyncio.iscoroutine(value):
            value = await value
        if value:
            return value
        if loop.time() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        await asyncio.sleep(poll)
