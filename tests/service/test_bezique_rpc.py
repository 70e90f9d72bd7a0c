"""Bezique through the real server: complete matches at two and four, the double-dummy solver refusing while
the stock lasts and answering in the play-out, and bad input answered with deliberate codes."""

from __future__ import annotations

from collections.abc import Iterator

import grpc
import pytest
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn, request_state
from cardgames.games.core.rng import Drbg
from cardgames.v1 import solver_pb2, solver_pb2_grpc

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION


@pytest.fixture(scope="module")
def solver(target: str) -> Iterator[solver_pb2_grpc.SolverStub]:
    with grpc.insecure_channel(target) as channel:
        yield solver_pb2_grpc.SolverStub(channel)


def _play(client: CardGamesClient, turn: Turn, chooser: Drbg, stop_phase: int = 0) -> Turn:
    """Random legal moves, drawing whenever the winner may, until the match is over (or ``stop_phase``)."""
    while not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        if stop_phase and client.view(turn, seat).bezique.phase == stop_phase:
            return turn
        moves = client.legal_moves(turn, seat).legal_moves
        move = moves[chooser.randbelow(len(moves))]
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
    return turn


@pytest.mark.parametrize("players", [2, 4])
def test_a_complete_match_through_the_server(client: CardGamesClient, players: int) -> None:
    turn = client.new_game("bezique", players=players, seed=7)
    kinds = [event.WhichOneof("kind") for event in turn.view.events]
    assert "deal_started" in kinds
    turn = _play(client, turn, Drbg(3))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    assert score.terminal and len(score.match) == players and sorted(score.places)[0] == 1
    view = client.view(turn, 0).bezique
    assert view.phase == 4 and len(view.sheet.rows) == players


def test_the_solver_refuses_the_stock_and_answers_the_play_out(
        client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    turn = client.new_game("bezique", players=2, seed=5, options={"play_out_last_cards": "true"})
    error = failure(lambda: solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(
        state=request_state(turn.state)), timeout=10))
    assert error.code == PRECONDITION and "stock" in error.message
    turn = _play(client, turn, Drbg(4), stop_phase=3)
    assert client.view(turn, turn.to_act).bezique.phase == 3
    refusals = set()
    while True:  # early in the play-out the packs repeat cards; the solver answers once they do not
        request = solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state))
        try:
            answer = solver.SolveDoubleDummy(request, timeout=120)
            break
        except grpc.RpcError as error:
            assert error.code() == PRECONDITION, error
            refusals.add(error.details().split(":")[0])
        seat = turn.to_act
        assert seat is not None
        turn = client.apply(turn, seat, client.legal_moves(turn, seat).legal_moves[0].id)
    assert refusals and all("double dummy is not defined" in text for text in refusals)
    view = client.view(turn, turn.to_act).bezique
    assert view.phase == 3 and answer.seat_to_move == turn.to_act
    assert 0 <= answer.value <= len(view.hands[turn.to_act].cards)
    assert {card.card for card in answer.cards} <= set(view.hands[turn.to_act].cards)


def test_bad_input_gets_deliberate_codes(client: CardGamesClient) -> None:
    turn = client.new_game("bezique", players=2, seed=2)
    seat = turn.to_act
    assert seat is not None
    for text in ("play:ZZ", "declare:", "show:trump_queens:2", "declare:bezique", "draw", "exchange"):
        error = failure(lambda text=text: client.apply(turn, seat, text))  # type: ignore[misc]
        assert error.code in (INVALID, PRECONDITION), (text, error)
    error = failure(lambda: client.new_game("bezique", players=2, options={"packs": "10"}))
    assert error.code == INVALID and "packs" in error.message
    assert failure(lambda: client.new_game("bezique", players=5)).code == INVALID
