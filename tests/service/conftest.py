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
BASE = Config(host="127.0.0.1", port=0, metrics_port=-1, grace_seconds=1.0)


@pytest.fixture(scope="session")
def target() -> Iterator[str]:
    """Trusted-backend server: accepts plain states, returns both forms."""
    with local_server(BASE, TEST_KEYS) as address:
        yield address


@pytest.fixture(scope="session")
def sealed_target() -> Iterator[str]:
    """Public server: sealed states only."""
    config = dataclasses.replace(BASE, accept_plain=False, state_output=StateOutput.SEALED)
    with local_server(config, TEST_KEYS) as address:
        yield address


@pytest.fixture(scope="session")
def client(target: str) -> Iterator[CardGamesClient]:
    with CardGamesClient(target, timeout=20) as sdk:
        yield sdk


@pytest.fixture(scope="session")
def stub(target: str) -> Iterator[engine_pb2_grpc.GameEngineStub]:
    with grpc.insecure_channel(target) as channel:
        yield engine_pb2_grpc.GameEngineStub(channel)
