"""samba through a real server: a complete match (short target), standard samba's runs as structured moves,
and bad input as deliberate errors, never INTERNAL."""

from __future__ import annotations

import grpc
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn
from cardgames.games.core.rng import Drbg
from cardgames.v1 import common_pb2, engine_pb2

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION


def _play_out(client: CardGamesClient, turn: Turn, seed: int) -> tuple[Turn, int]:
    chooser = Drbg(seed)
    moves = 0
    while not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        legal = client.legal_moves(turn, seat).legal_moves
        move = legal[chooser.randbelow(len(legal))]
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
        moves += 1
    return turn, moves


def test_a_complete_samba_match(client: CardGamesClient) -> None:
    turn = client.new_game("samba", players=6, seed=3, options={"target": "1000"})
    assert list(turn.view.samba.hand_sizes) == [13] * 6 and list(turn.view.samba.sides) == [0, 1, 2, 0, 1, 2]
    turn, moves = _play_out(client, turn, 3)
    score = client.score(turn)
    assert score.terminal and max(score.match) >= 1000 and moves > 20
    assert [event.WhichOneof("kind") for event in turn.view.events][-1] == "match_over"


def test_a_structured_run_move_is_checked(client: CardGamesClient) -> None:
    turn = client.new_game("samba", players=4, seed=2, options={"standard_samba": "true"})
    move = engine_pb2.Move()
    move.samba.lay_run.suit = common_pb2.RUN_SUIT_HEARTS
    move.samba.lay_run.low = common_pb2.RANK_FIVE
    move.samba.lay_run.length = 3
    error = failure(lambda: client.apply(turn, turn.to_act or 0, move=move))
    assert error.code == PRECONDITION and error.reason == "ILLEGAL_MOVE", error  # drawing comes first
    error = failure(lambda: client.apply(turn, turn.to_act or 0, "run:purple:five:3"))
    assert error.code == INVALID and error.reason == "INVALID_MOVE", error


def test_an_impossible_samba_state_is_invalid_argument(client: CardGamesClient) -> None:
    turn = client.new_game("samba", players=6, seed=5)
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    del state.samba.stock[0]
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=state), 0))
    assert error.code == INVALID and error.reason == "INVALID_STATE" and "lost" in error.message, error
