"""Solver.SolveSolitaire against a real server: a deal solved and its line played through Apply to a win,
a state in play, the exact rule, errors, and the deadline as the budget."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import grpc
import pytest
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, request_state
from cardgames.v1 import common_pb2, engine_pb2, solver_pb2, solver_pb2_grpc

WON = solver_pb2.SOLITAIRE_VERDICT_WON
DRAW3 = {"stock_rule": "draw3"}


@pytest.fixture(scope="module")
def solver(target: str) -> Iterator[solver_pb2_grpc.SolverStub]:
    with grpc.insecure_channel(target) as channel:
        yield solver_pb2_grpc.SolverStub(channel)


def _deal(game_id: str, seed: int, options: dict[str, str] | None = None) -> solver_pb2.SolveSolitaireRequest:
    return solver_pb2.SolveSolitaireRequest(
        deal=solver_pb2.SolitaireDeal(game_id=game_id, seed=seed, options=options or {}))


def test_a_won_klondike_deal_played_through_apply(solver: solver_pb2_grpc.SolverStub, client: CardGamesClient) -> None:
    reply = solver.SolveSolitaire(_deal("little_piano", 1, DRAW3), timeout=20)
    assert reply.verdict == WON and reply.method == "klondike-dfs" and reply.nodes > 0
    turn = client.new_game("little_piano", options=DRAW3, seed=1)
    for move_id in reply.moves:
        turn = client.apply(turn, 0, move_id)
    score = client.score(turn)
    assert score.terminal and score.outcomes[0] == common_pb2.OUTCOME_WIN


def test_a_state_in_play_is_solved(solver: solver_pb2_grpc.SolverStub, client: CardGamesClient) -> None:
    turn = client.new_game("little_piano", options=DRAW3, seed=1)
    turn = client.apply(turn, 0, "draw")
    reply = solver.SolveSolitaire(solver_pb2.SolveSolitaireRequest(state=request_state(turn.state)), timeout=20)
    assert reply.verdict == WON
    for move_id in reply.moves:
        turn = client.apply(turn, 0, move_id)
    assert client.score(turn).outcomes[0] == common_pb2.OUTCOME_WIN


def test_prisoner_by_the_exact_rule(solver: solver_pb2_grpc.SolverStub) -> None:
    verdicts = {solver.SolveSolitaire(_deal("prisoner", seed), timeout=10).verdict for seed in range(60)}
    assert solver_pb2.SOLITAIRE_VERDICT_LOST in verdicts
    reply = solver.SolveSolitaire(_deal("prisoner", 0), timeout=10)
    assert reply.method == "exact-rule"


def test_explicit_deck_order(solver: solver_pb2_grpc.SolverStub, client: CardGamesClient) -> None:
    ranks = ["6", "7", "8", "9", "T", "J", "Q", "K", "A"]
    order = [rank + suit for suit in "SHDC" for rank in ranks]
    reply = solver.SolveSolitaire(solver_pb2.SolveSolitaireRequest(
        deal=solver_pb2.SolitaireDeal(game_id="prisoner", order=order)), timeout=10)
    assert reply.verdict in (WON, solver_pb2.SOLITAIRE_VERDICT_LOST)


def test_errors_are_invalid_argument(solver: solver_pb2_grpc.SolverStub, client: CardGamesClient) -> None:
    for request in (_deal("durak", 1), _deal("little_piano", 1, {"stock_rule": "draw7"}),
                    solver_pb2.SolveSolitaireRequest(),
                    solver_pb2.SolveSolitaireRequest(deal=solver_pb2.SolitaireDeal(game_id="prisoner", order=["ZZ"]))):
        error = failure(lambda request=request: solver.SolveSolitaire(request, timeout=10))
        assert error.code == grpc.StatusCode.INVALID_ARGUMENT, request
    turn = client.new_game("durak", seed=1)
    error = failure(lambda: solver.SolveSolitaire(
        solver_pb2.SolveSolitaireRequest(state=request_state(turn.state)), timeout=10))
    assert error.code == grpc.StatusCode.INVALID_ARGUMENT


def test_the_deadline_is_the_budget(solver: solver_pb2_grpc.SolverStub) -> None:
    reply = solver.SolveSolitaire(_deal("kosynka", 1), timeout=3.0)
    assert reply.verdict == solver_pb2.SOLITAIRE_VERDICT_BUDGET_EXCEEDED and 0 < reply.seconds < 3.0
    small = solver.SolveSolitaire(solver_pb2.SolveSolitaireRequest(
        deal=solver_pb2.SolitaireDeal(game_id="kosynka", seed=2), node_budget=10), timeout=10)
    assert small.verdict == solver_pb2.SOLITAIRE_VERDICT_BUDGET_EXCEEDED and small.nodes == 10


def test_a_solve_waiting_in_the_queue_still_answers_in_time(solver: solver_pb2_grpc.SolverStub) -> None:
    """The one worker is busy with a long search (kosynka seed 1: undecided after 4 M positions): the second
    request waits in the queue, yet its answer (out of budget, nothing explored) comes before its deadline (a late
    one would raise DEADLINE_EXCEEDED here), and the first one's in time too."""
    busy = solver.SolveSolitaire.future(_deal("kosynka", 1), timeout=4.0)
    time.sleep(0.5)  # the long search has started (on a loaded host it may not have: then this one runs first)
    waiting = solver.SolveSolitaire(_deal("mill", 2), timeout=1.0)
    assert waiting.verdict == solver_pb2.SOLITAIRE_VERDICT_BUDGET_EXCEEDED
    assert waiting.method in ("deadline", "mill-dfs"), waiting.method
    assert busy.result().verdict == solver_pb2.SOLITAIRE_VERDICT_BUDGET_EXCEEDED


def _crafted(client: CardGamesClient, game_id: str, edit: Callable[[Any], None]) -> solver_pb2.SolveSolitaireRequest:
    turn = client.new_game(game_id, seed=4)
    plain = engine_pb2.GameState()
    plain.CopyFrom(turn.state.plain)
    edit(getattr(plain, game_id).layout)
    return solver_pb2.SolveSolitaireRequest(state=engine_pb2.StateRef(plain=plain))


def _some_cards(layout: Any) -> Any:
    piles = [layout.stock, layout.queue, layout.reserve, *(column.up for column in layout.columns)]
    return next(pile for pile in piles if pile)


def _duplicate_a_card(layout: Any) -> None:
    cards = _some_cards(layout)
    cards.append(cards[0])


def _drop_a_card(layout: Any) -> None:
    _some_cards(layout).pop()


@pytest.mark.parametrize("game_id", ["kosynka", "demon", "mill", "lion_and_sun"])
@pytest.mark.parametrize("edit", [_duplicate_a_card, _drop_a_card])
def test_an_impossible_patience_state_is_invalid_argument(
    solver: solver_pb2_grpc.SolverStub, client: CardGamesClient, game_id: str, edit: Callable[[Any], None]
) -> None:
    error = failure(lambda: solver.SolveSolitaire(_crafted(client, game_id, edit), timeout=10))
    assert error.code == grpc.StatusCode.INVALID_ARGUMENT and error.reason == "INVALID_STATE", error


def test_absurd_budgets_seeds_and_options(solver: solver_pb2_grpc.SolverStub) -> None:
    """A node budget past any machine is capped, the largest seed deals, a huge option value or a wrong deck is
    INVALID_ARGUMENT; none hangs past the deadline."""
    capped = solver.SolveSolitaire(solver_pb2.SolveSolitaireRequest(
        deal=solver_pb2.SolitaireDeal(game_id="prisoner", seed=2**64 - 1), node_budget=2**64 - 1), timeout=10)
    assert capped.verdict in (WON, solver_pb2.SOLITAIRE_VERDICT_LOST)
    short = solver.SolveSolitaire(solver_pb2.SolveSolitaireRequest(
        deal=solver_pb2.SolitaireDeal(game_id="kosynka", seed=2**64 - 1), node_budget=1), timeout=10)
    assert short.verdict == solver_pb2.SOLITAIRE_VERDICT_BUDGET_EXCEEDED
    for deal in (solver_pb2.SolitaireDeal(game_id="mill", options={"idle_limit": "9" * 30}),
                 solver_pb2.SolitaireDeal(game_id="mill", options={"no_such_option": "1"}),
                 solver_pb2.SolitaireDeal(game_id="demon", order=["AS"] * 52),
                 solver_pb2.SolitaireDeal(game_id="lion_and_sun", order=["AS", "KS"]),
                 solver_pb2.SolitaireDeal(game_id="")):
        request = solver_pb2.SolveSolitaireRequest(deal=deal)
        error = failure(lambda request=request: solver.SolveSolitaire(request, timeout=10))
        assert error.code == grpc.StatusCode.INVALID_ARGUMENT, deal


def test_a_forged_state_token_is_refused(sealed_target: str) -> None:
    with CardGamesClient(sealed_target) as sealed, grpc.insecure_channel(sealed_target) as channel:
        stub = solver_pb2_grpc.SolverStub(channel)
        turn = sealed.new_game("kosynka", seed=3)
        token = bytearray(turn.state.sealed)
        token[len(token) // 2] ^= 0x20
        error = failure(lambda: stub.SolveSolitaire(solver_pb2.SolveSolitaireRequest(
            state=engine_pb2.StateRef(sealed=bytes(token))), timeout=10))
        assert error.code in (grpc.StatusCode.INVALID_ARGUMENT, grpc.StatusCode.FAILED_PRECONDITION), error


def test_a_sealed_server_solves_a_match_in_play_only_after_it_ends(sealed_target: str) -> None:
    with CardGamesClient(sealed_target) as sealed, grpc.insecure_channel(sealed_target) as channel:
        stub = solver_pb2_grpc.SolverStub(channel)
        turn = sealed.new_game("little_piano", options=DRAW3, seed=1)
        error = failure(lambda: stub.SolveSolitaire(
            solver_pb2.SolveSolitaireRequest(state=request_state(turn.state)), timeout=10))
        assert error.code == grpc.StatusCode.PERMISSION_DENIED
        assert stub.SolveSolitaire(_deal("little_piano", 1, DRAW3), timeout=20).verdict == WON
