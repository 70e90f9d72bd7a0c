"""Preferans through the real server: a complete match at 3 and 4 players, the solver on a declared game's
play and on a raspasovka's (its widow's tricks searched by the game's rules), and bad input answered with
deliberate codes."""

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
THREE = [["AS", "KS", "QS", "JS", "TS", "9S", "AC", "KC", "QC", "JC"],
         ["8S", "7S", "AD", "KD", "QD", "JD", "TD", "9D", "8D", "7D"],
         ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "TC", "9C"]]


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
    turn = client.new_game("preferans", players=players, seed=11, options={"max_deals": "4"})
    kinds = [event.WhichOneof("kind") for event in turn.view.events]
    assert kinds[0] == "cards_moved" and "deal_started" in kinds  # the draw for the first dealer, then the deal
    turn = _play(client, turn, Drbg(5))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    assert score.terminal and sum(score.match) == 0 and score.denominator == (6 if players == 3 else 12)
    view = client.view(turn, 0).preferans
    assert view.phase == 7  # OVER
    result = [row for row in view.sheet.rows if row.section == "result"]
    assert len(result) == 1 and list(result[0].points) == list(score.match)


def _new(client: CardGamesClient) -> Turn:
    deal = common_pb2.ExplicitDeal(hands=[common_pb2.Hand(cards=hand) for hand in THREE], rest=["8C", "7C"])
    response = client._engine.NewGame(engine_pb2.NewGameRequest(game_id="preferans", players=3, seed=1, deals=[deal]))
    return Turn(response.state, response.view)


def _moves(client: CardGamesClient, turn: Turn, *ids: str) -> Turn:
    for move_id in ids:
        seat = turn.to_act
        assert seat is not None
        turn = client.apply(turn, seat, move_id)
    return turn


def test_the_solver_on_a_declared_game(client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    turn = _new(client)
    error = failure(lambda: solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(
        state=request_state(turn.state)), timeout=10))
    assert error.code == PRECONDITION and "card play" in error.message
    turn = _moves(client, turn, "bid:6S", "pass", "pass", "discard:7C,8C", "contract:6S", "whist", "whist")
    assert turn.to_act == 0
    answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=60)
    assert answer.seat_to_move == 0 and list(answer.side) == [0] and answer.total == 10
    assert 6 <= answer.value <= 10


def test_the_solver_on_a_raspasovka(client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    """From its first lead (the widow's tricks searched by the game's rules) and from the third trick (the
    engine alone): the tricks of the player to act, as penalties he avoids."""
    turn = _moves(client, _new(client), "pass", "pass", "pass")
    for tricks in (0, 2):
        while len(turn.view.preferans.tricks) < tricks:  # the two tricks whose leads the widow's clubs name
            seat = turn.to_act
            assert seat is not None
            turn = client.apply(turn, seat, client.legal_moves(turn, seat).legal_moves[0].id)
        answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)),
                                         timeout=60)
        assert answer.seat_to_move == turn.to_act and list(answer.side) == [turn.to_act]
        assert answer.total == 10 - tricks and answer.objective == solver_pb2.DOUBLE_DUMMY_OBJECTIVE_PENALTIES
        assert 0 <= answer.value <= answer.total and answer.value == min(card.value for card in answer.cards)
        legal = client.legal_moves(turn, turn.to_act).legal_moves
        assert sorted(card.card for card in answer.cards) == sorted(move.id.removeprefix("play:") for move in legal)


def test_bad_input_gets_deliberate_codes(client: CardGamesClient) -> None:
    turn = client.new_game("preferans", players=3, seed=2)
    seat = turn.to_act
    assert seat is not None
    for text in ("bid:11S", "bid:", "discard:ZZ", "flushes", "bid:MISERE"):
        error = failure(lambda text=text: client.apply(turn, seat, text))  # type: ignore[misc]
        assert error.code in (INVALID, PRECONDITION), (text, error)
    assert failure(lambda: client.apply(turn, seat, "moi")).code == PRECONDITION
    assert failure(lambda: client.apply(turn, seat, "play:AS")).code == PRECONDITION
    error = failure(lambda: client.new_game("preferans", players=3, options={"pulka_target": "5"}))
    assert error.code == INVALID and "pulka_target" in error.message
    assert failure(lambda: client.new_game("preferans", players=5)).code == INVALID
