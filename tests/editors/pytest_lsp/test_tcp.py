"""The same client over TCP to `repaird --listen`: pytest-lsp only starts servers over stdio,
so the daemon is started here and the client connects with pygls' start_tcp. The token goes
in `initializationOptions.token`; a wrong one is refused."""

from __future__ import annotations

import asyncio
import os
import pathlib

import pytest
import pytest_asyncio
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from checks import diagnostics_and_preferred_fix
from conftest import REPAIRD, capabilities, make_client
from programs import Program

TOKEN = f"pytest-lsp-{os.getpid()}"
# Announcing the address is quick; this is a deadline.
LISTEN_TIMEOUT = 30


@pytest_asyncio.fixture
async def daemon(tmp_path: pathlib.Path):
    """`repaird --listen 127.0.0.1:0` with a token from the environment: its (host, port)."""
    config = tmp_path / "repaird.toml"
    config.write_text('[tcp]\ntoken_env = "REPAIRD_TEST_TOKEN"\n')
    process = await asyncio.create_subprocess_exec(
        REPAIRD, "--listen", "127.0.0.1:0", "--log-level", "warn", "--config", str(config),
        env={**os.environ, "REPAIRD_TEST_TOKEN": TOKEN},
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
    )
    try:
        line = (await asyncio.wait_for(process.stdout.readline(), LISTEN_TIMEOUT)).decode()
        prefix = "repaird listening on "
        assert line.startswith(prefix), f"unexpected announcement {line!r}"
        host, port = line[len(prefix):].strip().rsplit(":", 1)
        yield host, int(port)
    finally:
        process.kill()
        await process.wait()


async def connect(address, profile: str, token: str):
    client = make_client()
    await client.start_tcp(*address)
    client.profile = profile
    params = types.InitializeParams(
        capabilities=capabilities(profile), initialization_options={"token": token}
    )
    return client, params


@pytest.mark.parametrize("profile", ["visual_studio_code@v1.65.2", "eglot-1.9"])
async def test_preferred_fix_over_tcp(daemon, program: Program, profile: str):
    client, params = await connect(daemon, profile, TOKEN)
    try:
        result = await client.initialize_session(params)
        client.encoding = result.capabilities.position_encoding or "utf-16"
        await diagnostics_and_preferred_fix(client, program)
        await client.shutdown_session()
    finally:
        await client.stop()


async def test_wrong_token_is_refused(daemon):
    client, params = await connect(daemon, "neovim@v0.11.0", "not-the-token")
    try:
        with pytest.raises(JsonRpcException) as refused:
            await client.initialize_session(params)
        assert refused.value.code == -32001, refused.value
    finally:
        await client.stop()
