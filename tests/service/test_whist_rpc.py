"""Whist through the real server: a complete match at every player count, the double-dummy solver on a
state in play, and impossible states answered INVALID_ARGUMENT naming the violation."""

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


def _play(client: CardGamesClient, turn: Turn, chooser: Drbg, moves: int = 1 << 30) -> Turn:
    while not turn.terminal and moves > 0:
        seat = turn.to_act
        assert seat is not None
        legal = client.legal_moves(turn, seat).legal_moves
        move = legal[chooser.randbelow(len(legal))]
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
        moves -= 1
    return turn


@pytest.mark.parametrize("players", [4, 3, 2])
def test_a_complete_rubber_through_the_server(client: CardGamesClient, players: int) -> None:
    turn = client.new_game("whist", players=players, seed=11)
    assert turn.view.events[0].WhichOneof("kind") == "deal_started"
    turn = _play(client, turn, Drbg(players))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    assert score.terminal and sum(score.match) == 0 and len(score.match) == players
    view = client.view(turn, 0).whist
    assert view.phase == 3 and len(view.results) == 1  # OVER
    settled = [row for row in view.sheet.rows if row.section == "settlement"]
    record = max(settled[0].points)
    assert len(settled) == 1
    expected = {4: {record}, 2: {record}, 3: {record, 2 * record}}[players]  # a dummy's partner counts twice
    assert {abs(points) for points in score.match} <= expected


def test_the_solver_answers_a_whist_deal_in_play(client: CardGamesClient,
                                                 solver: solver_pb2_grpc.SolverStub) -> None:
    turn = _play(client, client.new_game("whist", players=4, seed=5), Drbg(1), moves=9 * 4 + 2)
    answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)),
                                     timeout=60)
    view = client.view(turn, 0).whist
    assert answer.total == 4 and answer.seat_to_move == view.plays_from
    assert len(answer.cards) >= 1 and all(0 <= card.value <= 4 for card in answer.cards)
    assert answer.value == max(card.value for card in answer.cards)


def test_an_impossible_state_is_invalid_argument(client: CardGamesClient) -> None:
    turn = client.new_game("whist", players=4, seed=2)
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.whist.dealer = 7
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=state), 0))
    assert error.code == INVALID and error.reason == "INVALID_STATE" and "dealer" in error.message
    state.CopyFrom(turn.state.plain)
    state.whist.hands[0].cards[0] = state.whist.hands[1].cards[0]
    error = failure(lambda: client.score(engine_pb2.StateRef(plain=state)))
    assert error.code == INVALID and error.reason == "INVALID_STATE"
    assert failure(lambda: client.new_game("whist", players=5)).code == INVALID
