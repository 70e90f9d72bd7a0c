"""King through the real server: a complete match at 3 and 4 players, the double-dummy solver on a negative
and a positive deal (in the game's seats), and impossible states answered INVALID_ARGUMENT."""

from __future__ import annotations

from collections.abc import Iterator

import grpc
import pytest
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn, request_state
from cardgames.games.core.rng import Drbg
from cardgames.v1 import engine_pb2, solver_pb2, solver_pb2_grpc

INVALID = grpc.StatusCode.INVALID_ARGUMENT


@pytest.fixture(scope="module")
def solver(target: str) -> Iterator[solver_pb2_grpc.SolverStub]:
    with grpc.insecure_channel(target) as channel:
        yield solver_pb2_grpc.SolverStub(channel)


def _play(client: CardGamesClient, turn: Turn, chooser: Drbg, until_deal: int = 1 << 30) -> Turn:
    while not turn.terminal and turn.view.king.deal_number < until_deal:
        seat = turn.to_act
        assert seat is not None
        legal = client.legal_moves(turn, seat).legal_moves
        move = legal[chooser.randbelow(len(legal))]
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
    return turn


@pytest.mark.parametrize(("players", "options"), [(3, {}), (4, {}), (4, {"all_four_play": "true", "sralash": "true"})])
def test_a_complete_match_through_the_server(client: CardGamesClient, players: int, options: dict[str, str]) -> None:
    turn = client.new_game("king", players=players, seed=11, options=options)
    assert turn.view.events[0].WhichOneof("kind") == "deal_started"
    turn = _play(client, turn, Drbg(players))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    view = client.view(turn, 0).king
    assert score.terminal and len(score.match) == players and view.phase == 3  # OVER
    assert len(view.sheet.rows) == len(view.history) == (7 + 2 * players if options else 6 + players)
    assert list(score.match) == [sum(row.points[seat] for row in view.sheet.rows) for seat in range(players)]


def test_the_solver_answers_in_the_games_seats(client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    turn = client.new_game("king", players=4, seed=5)
    turn = _play(client, turn, Drbg(1), until_deal=2)  # deal 2, no hearts: three play, the dealer sits out
    turn = client.apply(turn, turn.to_act or 0, client.legal_moves(turn, turn.to_act or 0).legal_moves[0].id)
    answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=60)
    view = client.view(turn, 0).king
    assert view.deal_number == 2 and answer.seat_to_move == turn.to_act and list(answer.side) == [turn.to_act]
    assert answer.seat_to_move != view.dealer and answer.total <= 8 * 20
    assert answer.objective == solver_pb2.DOUBLE_DUMMY_OBJECTIVE_PENALTIES
    assert answer.value == min(card.value for card in answer.cards)
    turn = _play(client, turn, Drbg(2), until_deal=7)  # the first trump deal: name trump, then solve
    turn = client.apply(turn, turn.to_act or 0, "trump:spades")
    answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=120)
    assert answer.objective == solver_pb2.DOUBLE_DUMMY_OBJECTIVE_TRICKS and answer.total == 10
    assert answer.value == max(card.value for card in answer.cards)


def test_an_impossible_state_is_invalid_argument(client: CardGamesClient) -> None:
    turn = client.new_game("king", players=3, seed=2)
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.king.deal_number = 40
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=state), 0))
    assert error.code == INVALID and error.reason == "INVALID_STATE" and "deal" in error.message
    state.CopyFrom(turn.state.plain)
    del state.king.aside[:]
    error = failure(lambda: client.score(engine_pb2.StateRef(plain=state)))
    assert error.code == INVALID and error.reason == "INVALID_STATE"
    assert failure(lambda: client.new_game("king", players=2)).code == INVALID
    assert failure(lambda: client.new_game("king", players=3, options={"deck": "36"})).code == INVALID
