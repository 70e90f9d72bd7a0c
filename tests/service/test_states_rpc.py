"""Impossible numbers in a plain state are INVALID_ARGUMENT naming the field, for every game."""

from __future__ import annotations

import grpc
import pytest
from rpc_helpers import failure

from cardgames.v1 import engine_pb2, engine_pb2_grpc


@pytest.mark.parametrize(("game_id", "players"), [("durak", 3), ("bridge", 4), ("little_piano", 1)])
def test_a_random_stream_that_cannot_advance_is_refused(
    stub: engine_pb2_grpc.GameEngineStub, game_id: str, players: int
) -> None:
    """A counter at its maximum would overflow at the next shuffle: the state is refused up front."""
    state = stub.NewGame(engine_pb2.NewGameRequest(game_id=game_id, players=players, seed=1)).state
    plain = engine_pb2.GameState()
    plain.CopyFrom(state.plain)
    getattr(plain, game_id).rng.counter = 2**64 - 1
    error = failure(lambda: stub.View(engine_pb2.ViewRequest(state=engine_pb2.StateRef(plain=plain))))
    assert error.code == grpc.StatusCode.INVALID_ARGUMENT
    assert error.fields and "rng.counter" in error.fields[0]
