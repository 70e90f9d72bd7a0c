"""Business through the real server: a complete match at every player count, the double-dummy solver refusing
(FAILED_PRECONDITION) what the engine cannot express, and impossible states answered INVALID_ARGUMENT."""

from __future__ import annotations

from collections.abc import Iterator

import grpc
import pytest
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn, request_state
from cardgames.games.core.rng import Drbg
from cardgames.v1 import engine_pb2, solver_pb2, solver_pb2_grpc

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION


@pytest.fixture(scope="module")
def solver(target: str) -> Iterator[solver_pb2_grpc.SolverStub]:
    with grpc.insecure_channel(target) as channel:
        yield solver_pb2_grpc.SolverStub(channel)


def _play(client: CardGamesClient, turn: Turn, chooser: Drbg, until: str = "") -> Turn:
    while not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        legal = client.legal_moves(turn, seat).legal_moves
        move = legal[chooser.randbelow(len(legal))]
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
        if until and client.view(turn, 0).business.phase == 5:  # PLAY
            return turn
    return turn


@pytest.mark.parametrize(("players", "deals"), [(4, "0"), (5, "3"), (6, "3")])
def test_a_complete_match_through_the_server(client: CardGamesClient, players: int, deals: str) -> None:
    turn = client.new_game("business", players=players, seed=7, options={"num_deals": deals})
    assert turn.view.events[0].WhichOneof("kind") == "deal_started"
    turn = _play(client, turn, Drbg(players))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    view = client.view(turn, 0).business
    assert score.terminal and score.denominator == 2 and len(score.match) == players
    assert view.phase == 7 and len(view.history) == (2 * players if deals == "0" else 3)
    assert list(score.match) == [sum(row.points[seat] for row in view.sheet.rows) for seat in range(players)]


def test_the_solver_refuses_a_deal_with_a_change_still_possible(client: CardGamesClient,
                                                               solver: solver_pb2_grpc.SolverStub) -> None:
    turn = _play(client, client.new_game("business", players=4, seed=3, options={"deck": "52"}), Drbg(2), "play")
    error = failure(lambda: solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(
        state=request_state(turn.state)), timeout=10))
    assert error.code == PRECONDITION and "double dummy" in error.message


def test_an_impossible_state_is_invalid_argument(client: CardGamesClient) -> None:
    turn = client.new_game("business", players=4, seed=2)
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.business.dealer = 7
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=state), 0))
    assert error.code == INVALID and error.reason == "INVALID_STATE" and "dealer" in error.message
    state.CopyFrom(turn.state.plain)
    state.business.hands[0].cards[0] = state.business.hands[1].cards[0]
    error = failure(lambda: client.score(engine_pb2.StateRef(plain=state)))
    assert error.code == INVALID and error.reason == "INVALID_STATE"
    assert failure(lambda: client.new_game("business", players=6, options={"deck": "36"})).code == INVALID


def test_the_solver_answers_after_the_declarers_change(client: CardGamesClient,
                                                       solver: solver_pb2_grpc.SolverStub) -> None:
    """The Declarer plays alone and changes at his first chance; an ending after it is an engine position
    (refused only while the Declarer holds nothing but trumps)."""
    turn = client.new_game("business", players=4, seed=4, options={"deck": "52"})
    chooser = Drbg(4)
    answer = None
    while answer is None and not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        view = client.view(turn, 0).business
        if view.phase == 5 and view.changed and max(view.hand_sizes) <= 5:
            request = solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state))
            try:
                answer = solver.SolveDoubleDummy(request, timeout=60)
                break
            except grpc.RpcError as error:
                assert error.code() == PRECONDITION
        ids = [move.id for move in client.legal_moves(turn, seat).legal_moves]
        pick = "alone" if "alone" in ids else "change" if "change" in ids else ids[chooser.randbelow(len(ids))]
        turn = client.apply(turn, seat, pick)
    assert answer is not None
    assert answer.seat_to_move == view.to_act and answer.total == max(view.hand_sizes)
    assert answer.value == max(card.value for card in answer.cards)
