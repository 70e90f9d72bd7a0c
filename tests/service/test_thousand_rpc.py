"""Thousand through the real server: complete matches at three and four, the double-dummy solver refusing the
auction and answering the declarer's card points in the play, and bad input answered with deliberate codes."""

from __future__ import annotations

from collections.abc import Iterator

import grpc
import pytest
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn, request_state
from cardgames.games.core.rng import Drbg
from cardgames.v1 import common_pb2, engine_pb2, solver_pb2, solver_pb2_grpc

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION


@pytest.fixture(scope="module")
def solver(target: str) -> Iterator[solver_pb2_grpc.SolverStub]:
    with grpc.insecure_channel(target) as channel:
        yield solver_pb2_grpc.SolverStub(channel)


def _play(client: CardGamesClient, turn: Turn, chooser: Drbg) -> Turn:
    while not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        moves = client.legal_moves(turn, seat).legal_moves
        move = moves[chooser.randbelow(len(moves))]
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
    return turn


@pytest.mark.parametrize("players", [3, 4])
def test_a_complete_match_through_the_server(client: CardGamesClient, players: int) -> None:
    turn = client.new_game("thousand", players=players, seed=5, options={"max_deals": "2"})
    assert turn.view.events[0].WhichOneof("kind") == "deal_started"
    turn = _play(client, turn, Drbg(9))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    assert score.terminal and sorted(score.places)[0] == 1
    view = client.view(turn, 0).thousand
    assert view.phase == 4 and len(view.sheet.rows) == 2 and list(view.totals) == list(score.match)


def test_the_solver_answers_in_the_play(client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    hands = [["AH", "TH", "KH", "AS", "TS", "9S", "9C"], ["AD", "TD", "KD", "9D", "AC", "TC", "KC"],
             ["JH", "JD", "JC", "JS", "QH", "QD", "KS"]]
    deal = common_pb2.ExplicitDeal(hands=[common_pb2.Hand(cards=hand) for hand in hands], rest=["QC", "QS", "9H"])
    response = client._engine.NewGame(engine_pb2.NewGameRequest(game_id="thousand", players=3, seed=1,
                                                                deals=[deal]))
    turn = Turn(response.state, response.view)
    error = failure(lambda: solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(
        state=request_state(turn.state)), timeout=10))
    assert error.code == PRECONDITION and "before the play" in error.message
    for seat, move in ((1, "pass"), (2, "pass"), (0, "give:QS:QC")):
        turn = client.apply(turn, seat, move)
    answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=60)
    assert answer.seat_to_move == 0 and list(answer.side) == [0] and answer.total == 120
    assert 0 <= answer.value <= 120 and len(answer.cards) == 8


def test_bad_input_gets_deliberate_codes(client: CardGamesClient) -> None:
    turn = client.new_game("thousand", players=3, seed=2)
    seat = turn.to_act
    assert seat is not None
    for text in ("bid:ZZ", "bid:100", "bid:401", "give:AS:AS", "bids"):
        error = failure(lambda text=text: client.apply(turn, seat, text))  # type: ignore[misc]
        assert error.code in (INVALID, PRECONDITION), (text, error)
    assert failure(lambda: client.apply(turn, seat, "play:AS")).code == PRECONDITION
    assert failure(lambda: client.apply(turn, seat, "bid:107")).code == PRECONDITION
    error = failure(lambda: client.new_game("thousand", players=3, options={"concession": "minus_50"}))
    assert error.code == INVALID and "concession" in error.message
    assert failure(lambda: client.new_game("thousand", players=2)).code == INVALID
