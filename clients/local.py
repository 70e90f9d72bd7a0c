"""A server on a free loopback port: in-process for the CLI when no ``--server`` is given, or the
environment to run ``python -m cardgames.service`` as a subprocess (tests, benchmarks)."""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


def subprocess_env(root: Path, **settings: str) -> dict[str, str]:
    """The environment for ``python -m cardgames.service`` from the checkout at ``root`` on a free loopback port,
    metrics off; ``settings`` (full ``CARDGAMES_*`` names) add to it or override it."""
    env = dict(
        os.environ,
        PYTHONPATH=str(root),
        CARDGAMES_HOST="127.0.0.1",
        CARDGAMES_PORT="0",
        CARDGAMES_METRICS_PORT="-1",
    )
    env.update(settings)
    return env


@contextmanager
def server_target(server: str | None) -> Iterator[str]:
    """The given ``HOST:PORT``, or an in-process server's address for the duration (the commands' --server)."""
    if server:
        yield server
        return
    with local_server() as target:
        yield target


@contextmanager
def local_server(config: Any = None, keys: Any = None) -> Iterator[str]:
    """Start the real gRPC server in a background thread; yield its ``host:port``.

    ``config`` (a ``cardgames.service.config.Config``) and ``keys`` (a ``KeyRing``) default to a
    loopback server on a free port with an ephemeral key.  That default server is a trusted backend:
    only this process reaches it, so it accepts and returns plain states (the server's own default
    is the public, sealed-only posture).
    """
    from cardgames.service.config import Config, StateOutput
    from cardgames.service.sealing import KeyRing
    from cardgames.service.server import create_server

    loop = asyncio.new_event_loop()
    ready: dict[str, object] = {}
    started = threading.Event()

    async def start() -> None:
        chosen = config or Config(
            host="127.0.0.1",
            port=0,
            metrics_port=-1,
            grace_seconds=1.0,
            accept_plain=True,
            state_output=StateOutput.BOTH,
        )
        try:
            ready["running"] = await create_server(chosen, keys or KeyRing.ephemeral())
        except BaseException as error:  # surfaced in the caller's thread
            ready["error"] = error
        started.set()

    def run() -> None:
        asyncio.set_event_loop(loop)
        ready["task"] = loop.create_task(start())
        loop.run_forever()

    thread = threading.Thread(target=run, name="cardgames-local-server", daemon=True)
    thread.start()
    started.wait(60)
    if "error" in ready:
        raise ready["error"]  # type: ignore[misc]
    running = ready["running"]
    try:
        yield f"127.0.0.1:{running.port}"  # type: ignore[attr-defined]
    finally:
        # A graceful stop: a client channel still open gets a GOAWAY without an error code.  stop(0)
        # cancels with one, which gRPC logs to stderr ("Got goaway ... Cancelling all calls").  With no
        # call in flight it returns at once.
        asyncio.run_coroutine_threadsafe(running.server.stop(1.0), loop).result(10)  # type: ignore[attr-defined]
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
