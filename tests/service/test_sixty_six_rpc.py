"""Sixty-six through the real server: complete matches at two and four, the double-dummy solver refusing an
open stock and answering card points once it is closed, and bad input answered with deliberate codes."""

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
    """Random legal moves (a claim only when nothing else is left to try) until the match is over."""
    while not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        moves = client.legal_moves(turn, seat).legal_moves
        cards = [move for move in moves if move.id != "claim"]
        move = cards[chooser.randbelow(len(cards))] if cards else moves[0]
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
    return turn


@pytest.mark.parametrize("players", [2, 4])
def test_a_complete_match_through_the_server(client: CardGamesClient, players: int) -> None:
    turn = client.new_game("sixty_six", players=players, seed=7, options={"target": "5"})
    kinds = [event.WhichOneof("kind") for event in turn.view.events]
    assert "deal_started" in kinds
    turn = _play(client, turn, Drbg(3))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    assert score.terminal and max(score.match) >= 5 and sorted(score.places)[0] == 1
    view = client.view(turn, 0).sixty_six
    assert view.phase == 3 and sum(len(row.points) == 2 for row in view.sheet.rows) == len(view.sheet.rows)


def test_the_solver_refuses_an_open_stock_and_counts_points_once_closed(
        client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    hands = [["AH", "9S", "JC", "QC", "KC", "AD"], ["KH", "QH", "TS", "9D", "JD", "QD"]]
    top = ["JH"]
    used = {card for hand in hands for card in hand} | set(top)
    rest = top + [f"{rank}{suit}" for suit in "CDHS" for rank in "9TJQKA" if f"{rank}{suit}" not in used]
    deal = common_pb2.ExplicitDeal(hands=[common_pb2.Hand(cards=hand) for hand in hands], rest=rest)
    response = client._engine.NewGame(engine_pb2.NewGameRequest(game_id="sixty_six", players=2, seed=1, deals=[deal]))
    turn = Turn(response.state, response.view)
    error = failure(lambda: solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(
        state=request_state(turn.state)), timeout=10))
    assert error.code == PRECONDITION and "stock" in error.message
    turn = client.apply(turn, 1, "close")
    answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=30)
    assert answer.seat_to_move == 1 and list(answer.side) == [1]
    in_hands = sum({"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}[card[0]] for hand in hands for card in hand)
    assert answer.total == in_hands and 0 <= answer.value <= in_hands
    assert {card.card for card in answer.cards} == set(hands[1])


def test_bad_input_gets_deliberate_codes(client: CardGamesClient) -> None:
    turn = client.new_game("sixty_six", players=2, seed=2)
    seat = turn.to_act
    assert seat is not None
    for text in ("play:ZZ", "marry:", "exchanges", "play:2C"):
        error = failure(lambda text=text: client.apply(turn, seat, text))  # type: ignore[misc]
        assert error.code in (INVALID, PRECONDITION), (text, error)
    assert failure(lambda: client.apply(turn, seat, "exchange")).code == PRECONDITION
    assert failure(lambda: client.apply(turn, seat, "marry:AS")).code == PRECONDITION
    error = failure(lambda: client.new_game("sixty_six", players=2, options={"target": "0"}))
    assert error.code == INVALID and "target" in error.message
    assert failure(lambda: client.new_game("sixty_six", players=5)).code == INVALID
