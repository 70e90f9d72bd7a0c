"""Bezique through the real server: complete matches at two and four, the double-dummy solver refusing while
the stock lasts and answering in the play-out (repeated cards and wild cards included; three hands from their
first lead), and bad input answered with deliberate codes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import grpc
import pytest
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn, request_state
from cardgames.games import bezique
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import solve_position
from cardgames.solvers.positions import game_seats, position_of
from cardgames.v1 import solver_pb2, solver_pb2_grpc

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION


@pytest.fixture(scope="module")
def solver(target: str) -> Iterator[solver_pb2_grpc.SolverStub]:
    with grpc.insecure_channel(target) as channel:
        yield solver_pb2_grpc.SolverStub(channel)


def _play(client: CardGamesClient, turn: Turn, chooser: Drbg, stop_phase: int = 0,
          played: list[str] | None = None) -> Turn:
    """Random legal moves, drawing whenever the winner may, until the match is over (or ``stop_phase``); the
    moves' ids go to ``played`` when given."""
    while not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        if stop_phase and client.view(turn, seat).bezique.phase == stop_phase:
            return turn
        moves = client.legal_moves(turn, seat).legal_moves
        move = moves[chooser.randbelow(len(moves))]
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
        if played is not None:
            played.append(move.id)
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


def _solve(solver: solver_pb2_grpc.SolverStub, turn: Turn) -> solver_pb2.SolveDoubleDummyResponse:
    return solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=120)


def _check_answer(client: CardGamesClient, turn: Turn, answer: solver_pb2.SolveDoubleDummyResponse) -> list[str]:
    """The answer's cards are the legal moves (a repeated card once), its value the best of them; the hand."""
    seat = turn.to_act
    assert seat is not None and answer.seat_to_move == seat
    hand = list(client.view(turn, seat).bezique.hands[seat].cards)
    legal = {move.id.removeprefix("play:") for move in client.legal_moves(turn, seat).legal_moves}
    assert {card.card for card in answer.cards} == legal
    assert answer.value == max(card.value for card in answer.cards) and answer.total == len(hand)
    return hand


def test_the_solver_refuses_the_stock_and_answers_the_whole_play_out(
        client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    turn = client.new_game("bezique", players=2, seed=5, options={"play_out_last_cards": "true"})
    error = failure(lambda: _solve(solver, turn))
    assert error.code == PRECONDITION and "stock" in error.message
    turn = _play(client, turn, Drbg(4), stop_phase=3)
    assert client.view(turn, turn.to_act).bezique.phase == 3
    hand = _check_answer(client, turn, _solve(solver, turn))  # 18 cards, the packs repeating some
    assert len(hand) == 18 and len(set(hand)) < len(hand)


def test_three_hands_are_answered_from_the_play_outs_first_lead(
        client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    """Three hands of 18 cards, more than 15 of a suit in play (the engine's 32-bit suits hold them): the value at
    once, equal to an in-process solve of the same game (replayed from its seed and moves), then every card's
    value a few tricks later."""
    played: list[str] = []
    turn = client.new_game("bezique", players=3, seed=5, options={"play_out_last_cards": "true"})
    turn = _play(client, turn, Drbg(4), stop_phase=3, played=played)
    seat = turn.to_act
    assert seat is not None and len(client.view(turn, seat).bezique.hands[seat].cards) == 18
    request = solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state), value_only=True)
    answer = solver.SolveDoubleDummy(request, timeout=120)
    state = bezique.GAME.new_game(bezique.Options(play_out_last_cards=True), 3, seed=5)
    for move_id in played:
        state = bezique.GAME.play(state, bezique.GAME.parse_move(move_id)).state
    position = position_of(bezique.GAME, state)
    assert max(Counter(card[-1] for hand in position.hands for card in hand).values()) > 15
    here = solve_position(position, values_of_cards=False)
    assert game_seats(bezique.GAME, state)[here.seat_to_move] == seat == answer.seat_to_move
    assert (answer.value, answer.total) == (here.value, here.total) and answer.total == 18 and not answer.cards
    while len(client.view(turn, turn.to_act).bezique.hands[turn.to_act].cards) > 5 or turn.view.bezique.trick.cards:
        seat = turn.to_act
        assert seat is not None
        turn = client.apply(turn, seat, client.legal_moves(turn, seat).legal_moves[0].id)
    _check_answer(client, turn, _solve(solver, turn))


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
