"""Business through the real server: a complete match at every player count, the double-dummy solver answering
with the change to come and with jokers in play (each joker move by its id), and impossible states answered
INVALID_ARGUMENT."""

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


def test_the_solver_answers_with_jokers_in_play(client: CardGamesClient, solver: solver_pb2_grpc.SolverStub) -> None:
    """Six players, 54 cards: every card is dealt, so both jokers are in hands at the first lead; played on (no
    joker) to a seat that may play a joker with at most 4 cards a hand, the solver values every legal move, each
    joker move by its game id (``joker:JK1:QS``), as well as the position's value."""
    chooser = Drbg(2)
    turn = _play(client, client.new_game("business", players=6, seed=3, options={"deck": "54"}), chooser, "play")
    while True:
        seat = turn.to_act
        assert seat is not None and not turn.terminal
        ids = [move.id for move in client.legal_moves(turn, seat).legal_moves]
        jokers = [move for move in ids if move.startswith("joker:")]
        if jokers and max(client.view(turn, 0).business.hand_sizes) <= 4:
            break
        plain = [move for move in ids if not move.startswith("joker:")] or ids
        turn = client.apply(turn, seat, plain[chooser.randbelow(len(plain))])
    answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=60)
    values = {card.card: card.value for card in answer.cards}
    assert answer.seat_to_move == seat and set(values) == {move.removeprefix("play:") for move in ids}
    assert len(jokers) >= 52 and set(jokers) <= set(values)
    best = max(values.values()) if seat in answer.side else min(values.values())
    assert answer.value == best
    alone = solver.SolveDoubleDummy(
        solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state), value_only=True), timeout=60
    )
    assert alone.value == answer.value and not alone.cards  # the jokers' special search, value alone


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


def test_the_solver_answers_with_the_change_to_come(client: CardGamesClient,
                                                     solver: solver_pb2_grpc.SolverStub) -> None:
    """With a Banker, the change kept: at the Declarer's lead of an ending the answer values ``change`` beside
    the cards (the best new trump for the pair), and after ``change`` the Banker's ``trump:...`` moves."""
    turn = client.new_game("business", players=4, seed=4, options={"deck": "52"})
    chooser = Drbg(4)
    answers = {}
    while not turn.terminal and len(answers) < 2:
        seat = turn.to_act
        assert seat is not None
        view = client.view(turn, 0).business
        ids = [move.id for move in client.legal_moves(turn, seat).legal_moves]
        if view.phase in (5, 6) and max(view.hand_sizes) <= 4 and ("change" in ids or view.phase == 6):
            answer = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)),
                                             timeout=60)
            assert answer.seat_to_move == seat
            assert {card.card for card in answer.cards} == {move.removeprefix("play:") for move in ids}
            answers[view.phase] = answer
            assert answer.value == max(card.value for card in answer.cards)  # the pair chooses
            turn = client.apply(turn, seat, "change" if view.phase == 5 else ids[0])
            continue
        for wanted in ("with_banker", "role:banker"):
            if wanted in ids:
                ids = [wanted]
        if "change" in ids and len(ids) > 1:
            ids.remove("change")
        turn = client.apply(turn, seat, ids[chooser.randbelow(len(ids))])
    assert set(answers) == {5, 6}
    change = {card.card: card.value for card in answers[5].cards}["change"]
    assert change == answers[6].value and all(card.card.startswith("trump:") for card in answers[6].cards)
