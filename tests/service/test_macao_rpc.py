"""Macao through a real server: a complete game, hidden cards per seat, and bad input refused with
deliberate codes (never INTERNAL)."""

from __future__ import annotations

import grpc
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn
from cardgames.games.core.rng import Drbg
from cardgames.v1 import common_pb2, engine_pb2, macao_pb2

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


def test_a_complete_macao_game(client: CardGamesClient) -> None:
    turn = client.new_game("macao", players=5, seed=12, options={"stake": "2"})
    kinds = [event.WhichOneof("kind") for event in turn.view.events]
    assert "deal_started" in kinds and kinds.count("cards_moved") >= 5 + 5
    turn, moves = _play_out(client, turn, 12)
    score = client.score(turn)
    assert score.terminal and sum(score.match) == 0 and all(won % 2 == 0 for won in score.match)
    assert turn.view.macao.phase == macao_pb2.MACAO_PHASE_OVER and turn.view.macao.bank == 5
    assert len(turn.view.macao.sheet.rows) >= 5 and moves > 5 * 5


def test_each_seat_sees_only_its_own_card(client: CardGamesClient) -> None:
    turn = client.new_game("macao", players=3, seed=2)
    views = [client.view(turn, seat).macao for seat in range(3)]
    assert all(len(view.hand) == 1 for view in views)
    assert all(not hand.cards for view in views for hand in view.hands)
    dealt = [event.cards_moved for event in client.view(turn, 0).events if event.WhichOneof("kind") == "cards_moved"
             and event.cards_moved.target.zone == common_pb2.ZONE_HAND]
    assert [len(event.cards) for event in dealt if event.target.seat == 0] == [1]
    assert all(not event.cards for event in dealt if event.target.seat != 0)


def test_bad_input_is_a_deliberate_error(client: CardGamesClient) -> None:
    turn = client.new_game("macao", players=3, seed=3)
    error = failure(lambda: client.apply(turn, turn.to_act or 0, "replace:XX"))
    assert error.code == INVALID and error.reason == "INVALID_MOVE", error
    card = client.view(turn, turn.to_act or 0).macao.hand[0]
    wrong = "KH" if card != "KH" else "QH"
    error = failure(lambda: client.apply(turn, turn.to_act or 0, f"replace:{wrong}"))
    assert error.code == PRECONDITION and error.reason == "ILLEGAL_MOVE" and "MAC-2" in error.message, error
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.macao.balances[0] = 3
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=state), 0))
    assert error.code == INVALID and error.fields == ["balances"], error
