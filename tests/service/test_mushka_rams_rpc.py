"""Mushka and rams through the real server: a complete match each, the solver in the game's seats, and bad
input answered with deliberate codes."""

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


def _play(client: CardGamesClient, turn: Turn, chooser: Drbg, stop: str = "") -> Turn:
    """Random legal moves until the match is over (or the phase named ``stop`` is reached)."""
    while not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        game = turn.view.WhichOneof("game")
        if stop and getattr(turn.view, game).phase == stop:
            return turn
        moves = client.legal_moves(turn, seat).legal_moves
        move = moves[chooser.randbelow(len(moves))]
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
    return turn


@pytest.mark.parametrize(("game_id", "players"), [("mushka", 3), ("rams", 4)])
def test_a_complete_match_through_the_server(client: CardGamesClient, game_id: str, players: int) -> None:
    turn = client.new_game(game_id, players=players, seed=11)
    assert turn.view.events[0].WhichOneof("kind") == "deal_started"
    turn = _play(client, turn, Drbg(5))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    assert score.terminal and sum(score.match) == 0 and sorted(score.places)[0] == 1
    view = getattr(client.view(turn, 0), game_id)
    assert view.phase == 4 + (game_id == "rams")  # OVER
    ledger = [row for row in view.sheet.rows if row.section == "ledger"]
    assert len(ledger) == 1 and list(ledger[0].points) == list(score.match)


def test_the_solver_answers_in_the_games_seats(client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    # seat 0 passes: the play is between seats 1 and 2, the solver's seats 0 and 1
    hands = [["7S", "8C", "9C", "TC", "JC"], ["KH", "6H", "7D", "8D", "9D"], ["AS", "6S", "QD", "KD", "AD"]]
    top = ["7H", "AH"]  # the trump card, then the stock
    used = {card for hand in hands for card in hand} | set(top)
    rest = top + [f"{rank}{suit}" for suit in "CDHS" for rank in "6789TJQKA" if f"{rank}{suit}" not in used]
    deal = common_pb2.ExplicitDeal(hands=[common_pb2.Hand(cards=hand) for hand in hands], rest=rest)
    stub = client._engine
    response = stub.NewGame(engine_pb2.NewGameRequest(game_id="mushka", players=3, seed=1, deals=[deal]))
    turn = Turn(response.state, response.view)
    error = failure(lambda: solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(
        state=request_state(turn.state)), timeout=10))
    assert error.code == PRECONDITION and "stock" in error.message
    for move in ("pass", "keep", "keep", "leave"):
        seat = turn.to_act
        assert seat is not None
        turn = client.apply(turn, seat, move)
    assert turn.to_act == 1  # the first player on the dealer's (seat 2's) left still in the deal
    answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=30)
    assert answer.seat_to_move == turn.to_act and list(answer.side) == [turn.to_act] and answer.total == 5


def test_the_solver_searches_the_ace_of_spades_rule_by_the_games_rules(
        client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    """Seat 1 holds the trump ace (hearts), seat 2 the ace of spades: MU-4 may apply, the engine's rules do not
    express it, and the service searches those tricks by the game's own rules (an answer, not a refusal)."""
    hands = [["7S", "8C", "9C", "TC", "JC"], ["AH", "6H", "7D", "8D", "9D"], ["AS", "6S", "QD", "KD", "AD"]]
    top = ["7H", "KH"]
    used = {card for hand in hands for card in hand} | set(top)
    rest = top + [f"{rank}{suit}" for suit in "CDHS" for rank in "6789TJQKA" if f"{rank}{suit}" not in used]
    deal = common_pb2.ExplicitDeal(hands=[common_pb2.Hand(cards=hand) for hand in hands], rest=rest)
    response = client._engine.NewGame(engine_pb2.NewGameRequest(game_id="mushka", players=3, seed=1, deals=[deal]))
    turn = Turn(response.state, response.view)
    for move in ("pass", "keep", "keep", "leave"):
        seat = turn.to_act
        assert seat is not None
        turn = client.apply(turn, seat, move)
    answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=30)
    assert answer.seat_to_move == turn.to_act and list(answer.side) == [turn.to_act] and answer.total == 5
    assert answer.objective == solver_pb2.DOUBLE_DUMMY_OBJECTIVE_TRICKS
    assert answer.value == max(card.value for card in answer.cards) and len(answer.cards) == 5


def test_bad_input_gets_deliberate_codes(client: CardGamesClient) -> None:
    turn = client.new_game("rams", players=3, seed=2)
    seat = turn.to_act
    assert seat is not None
    for text in ("exchange:ZZ", "exchange:", "take:2C", "flushes"):
        error = failure(lambda text=text: client.apply(turn, seat, text))  # type: ignore[misc]
        assert error.code in (INVALID, PRECONDITION), (text, error)
    assert failure(lambda: client.apply(turn, seat, "flush")).code == PRECONDITION
    assert failure(lambda: client.apply(turn, seat, "play:AS")).code == PRECONDITION
    error = failure(lambda: client.new_game("rams", players=3, options={"start": "120"}))
    assert error.code == INVALID and "start" in error.message
    error = failure(lambda: client.new_game("mushka", players=7))
    assert error.code == INVALID
