"""A real server on a free loopback port, and a client for it."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import grpc
import pytest

from cardgames.clients.local import local_server
from cardgames.clients.sdk import CardGamesClient
from cardgames.service.config import Config, StateOutput
from cardgames.service.sealing import KeyRing
from cardgames.v1 import engine_pb2_grpc

TEST_KEYS = KeyRing.parse("old=" + "A" * 43 + "\nnew=" + "B" * 43)
# The server's defaults: the public posture (sealed states only, seat tokens required).
BASE = Config(host="127.0.0.1", port=0, metrics_port=-1, grace_seconds=1.0)
# A trusted backend: plain states accepted and returned (tests that need them say so with this).
TRUSTED = dataclasses.replace(BASE, accept_plain=True, state_output=StateOutput.BOTH)


@pytest.fixture(scope="session")
def target() -> Iterator[str]:
    """Trusted-backend server: accepts plain states, returns both forms."""
    with local_server(TRUSTED, TEST_KEYS) as address:
        yield address


@pytest.fixture(scope="session")
def sealed_target() -> Iterator[str]:
    """Public server (the defaults): sealed states only."""
    assert not BASE.accept_plain and BASE.state_output is StateOutput.SEALED
    with local_server(BASE, TEST_KEYS) as address:
        yield address


@pytest.fixture(scope="session")
def client(target: str) -> Iterator[CardGamesClient]:
    with CardGamesClient(target, timeout=20) as sdk:
        yield sdk


@pytest.fixture(scope="session")
def stub(target: str) -> Iterator[engine_pb2_grpc.GameEngineStub]:
    with grpc.insecure_channel(target) as channel:
        yield engine_pb2_grpc.GameEngineStub(channel)
