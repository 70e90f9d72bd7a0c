"""Baccara through a real server: a complete match, hidden hands per seat, and bad input refused with
deliberate codes (never INTERNAL)."""

from __future__ import annotations

import grpc
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn
from cardgames.games.core.rng import Drbg
from cardgames.v1 import baccara_pb2, engine_pb2

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


def test_a_complete_baccara_match(client: CardGamesClient) -> None:
    turn = client.new_game("baccara", players=4, seed=9, options={"coups": "5", "cover": "2"})
    assert turn.view.baccara.phase == baccara_pb2.BACCARA_PHASE_STAKE
    assert [event.WhichOneof("kind") for event in turn.view.events][:4] == ["cards_moved"] * 4  # the draw
    turn, moves = _play_out(client, turn, 9)
    score = client.score(turn)
    assert score.terminal and sum(score.match) == 0 and moves >= 5 * 3
    assert len(turn.view.baccara.sheet.rows) == 5
    assert [event.WhichOneof("kind") for event in turn.view.events][-1] == "match_over"


def test_each_seat_sees_only_its_own_cards(client: CardGamesClient) -> None:
    turn = client.new_game("baccara", players=3, seed=4)
    for _ in range(2):
        turn = client.apply(turn, turn.to_act or 0, "stake:3")
    assert turn.view.baccara.phase == baccara_pb2.BACCARA_PHASE_DRAW
    seat = turn.to_act or 0
    mine = client.view(turn, seat).baccara
    assert len(mine.hand) == 2 and not any(hand.cards for hand in mine.shown)
    other = client.view(turn, (seat + 1) % 3).baccara
    assert list(other.hand) != list(mine.hand) and list(mine.hand_sizes) == [2, 2, 2]


def test_bad_input_is_a_deliberate_error(client: CardGamesClient) -> None:
    turn = client.new_game("baccara", players=3, seed=3)
    error = failure(lambda: client.apply(turn, turn.to_act or 0, "stake:0"))
    assert error.code == INVALID and error.reason == "INVALID_MOVE", error
    error = failure(lambda: client.apply(turn, turn.to_act or 0, "stake:11"))
    assert error.code == PRECONDITION and error.reason == "ILLEGAL_MOVE", error
    error = failure(lambda: client.apply(turn, turn.to_act or 0, "draw"))
    assert error.code == PRECONDITION and "7.4" in error.message, error
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.baccara.balances[0] = 7
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=state), 0))
    assert error.code == INVALID and error.fields == ["balances"], error
