"""Barbu through the real server: a complete match, double dummy on a play-phase state (and refused for Domino),
and bad input answered with deliberate codes."""

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
SUITS = "SHDC"


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


def test_a_complete_match_through_the_server(client: CardGamesClient) -> None:
    turn = client.new_game("barbu", players=4, seed=11)
    assert turn.view.events[0].WhichOneof("kind") == "deal_started"
    turn = _play(client, turn, Drbg(5))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    assert score.terminal and sorted(score.places)[0] == 1
    view = client.view(turn, 0).barbu
    assert len(view.sheet.rows) == 7 and list(score.match) == [sum(row.points[s] for row in view.sheet.rows)
                                                                for s in range(4)]


def _one_suit_each(client: CardGamesClient) -> Turn:
    """Seat s holds every card of one suit (seat 3, the dealer, the spades)."""
    hands = [[f"{rank}{suit}" for rank in "23456789TJQKA"] for suit in "HDCS"]
    deal = common_pb2.ExplicitDeal(hands=[common_pb2.Hand(cards=hand) for hand in hands])
    response = client._engine.NewGame(engine_pb2.NewGameRequest(game_id="barbu", players=4, seed=1, deals=[deal]))
    return Turn(response.state, response.view)


def _moves(client: CardGamesClient, turn: Turn, *ids: str) -> Turn:
    for move_id in ids:
        seat = turn.to_act
        assert seat is not None
        turn = client.apply(turn, seat, move_id)
    return turn


def test_double_dummy_on_a_play_phase_state(client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    turn = _moves(client, _one_suit_each(client), "contract:no_hearts", "decline", "decline", "decline", "double")
    assert turn.to_act == 3
    answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=30)
    # the dealer holds the spades: he wins every trick and takes all 13 hearts (2 x 12 + 20 for the ace)
    assert answer.seat_to_move == 3 and answer.value == 44 and answer.total == 44


def test_double_dummy_is_refused_for_domino(client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    turn = _moves(client, _one_suit_each(client), "contract:domino", "decline", "decline", "decline", "double")
    error = failure(lambda: solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(
        state=request_state(turn.state)), timeout=10))
    assert error.code == PRECONDITION and "Domino" in error.message


def test_bad_input_gets_deliberate_codes(client: CardGamesClient) -> None:
    turn = client.new_game("barbu", players=4, seed=2)
    seat = turn.to_act
    assert seat is not None
    for text in ("contract:no_clubs", "trumps:", "assign:9", "play:ZZ"):
        error = failure(lambda text=text: client.apply(turn, seat, text))  # type: ignore[misc]
        assert error.code in (INVALID, PRECONDITION), (text, error)
    assert failure(lambda: client.apply(turn, seat, "double")).code == PRECONDITION
    assert failure(lambda: client.apply(turn, seat, "contract:trumps")).code == INVALID
    error = failure(lambda: client.new_game("barbu", players=3))
    assert error.code == INVALID
    error = failure(lambda: client.new_game("barbu", players=4, options={"fan_tan": "maybe"}))
    assert error.code == INVALID and "fan_tan" in error.message


def test_double_dummy_in_the_texts_trumps(client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    """BAR-4's obligations reach the engine: seat 0 (all the hearts) ruffs every trick, +5 a trump card."""
    turn = _moves(client, _one_suit_each(client), "trumps:hearts", "decline", "decline", "decline", "double")
    answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=30)
    assert answer.seat_to_move == 3 and answer.value == 0 and answer.total == 65


def test_a_solve_out_of_time_answers_what_it_proved(client: CardGamesClient,
                                                     solver: solver_pb2_grpc.SolverStub) -> None:
    """No Tricks from the opening lead takes minutes: a one-second deadline answers DEADLINE_EXCEEDED with the
    value's proven bounds (the penalty points the seat to lead takes) in the ErrorInfo and the message."""
    turn = client.new_game("barbu", players=4, seed=1)
    seat = turn.to_act
    assert seat is not None
    turn = client.apply(turn, seat, "contract:no_tricks")
    while not (moves := client.legal_moves(turn, turn.to_act).legal_moves)[0].id.startswith("play:"):  # type: ignore[arg-type]
        turn = client.apply(turn, turn.to_act, moves[0].id)  # type: ignore[arg-type]
    request = solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state), value_only=True)
    error = failure(lambda: solver.SolveDoubleDummy(request, timeout=1.0))
    assert error.code == grpc.StatusCode.DEADLINE_EXCEEDED and error.reason == "DEADLINE_EXCEEDED", error
    lower, upper = int(error.metadata["value_lower"]), int(error.metadata["value_upper"])
    assert 0 <= lower <= upper <= 26 and f"the value lies in [{lower}, {upper}]" in error.message, error
