"""The draw-one relaxation of the Klondike search (issue 18): under unlimited redeals every line of draw three
is a line of draw one, so a position lost under draw one is lost under draw three.  The relaxed phase may only
prove losses the exact draw-three search also proves, never turn a winnable position into a loss.

Budgets are node counts (the time budget is far away), so every run is the same on any machine."""

from __future__ import annotations

import pytest
from solitaire_helpers import klondike_states

from cardgames.games.registry import find_game
from cardgames.solvers.solitaire import Budget, Verdict, klondike, new_state

NODES = Budget(seconds=120.0, nodes=400_000)
SMALL = Budget(seconds=120.0, nodes=100_000)


def test_a_draw_one_loss_is_never_a_draw_three_win() -> None:
    """States deep into random draw-three games: where the relaxation proves a loss, the exact draw-three search
    never finds a win, and where both decide they agree."""
    relaxed_losses = agreed = 0
    for state in klondike_states("draw3", 40, seed=71):
        relaxed = klondike.solve(state, NODES, phases=klondike.RELAXED_ONLY)
        assert relaxed.verdict is not Verdict.WON  # a draw-one win proves nothing about draw three
        if relaxed.verdict is Verdict.LOST:
            relaxed_losses += 1
            exact = klondike.solve(state, NODES, phases=klondike.EXACT_ONLY)
            assert exact.verdict is not Verdict.WON, state
            agreed += exact.verdict is Verdict.LOST
    assert relaxed_losses >= 10 and agreed >= 10, (relaxed_losses, agreed)


def test_the_relaxation_never_loses_a_position_on_a_winning_line() -> None:
    """Every position along a winning line of a draw-three deal is winnable: the relaxation must never call one
    lost (an unsound relaxation would), whatever it finds under draw one."""
    game = find_game("little_piano")
    checked = 0
    for seed in range(8):
        state = new_state("little_piano", {"stock_rule": "draw3"}, seed)
        line = klondike.solve(state, NODES)
        if line.verdict is not Verdict.WON:
            continue
        for index, move_id in enumerate(line.moves):
            if index % 7 == 0:
                relaxed = klondike.solve(state, SMALL, phases=klondike.RELAXED_ONLY)
                assert relaxed.verdict is Verdict.BUDGET_EXCEEDED, (seed, index)
                checked += 1
            state = game.apply(state, next(move for move in game.legal_moves(state) if move.id == move_id))
            if game.is_terminal(state):
                break
    assert checked >= 40, checked


def test_the_relaxation_proves_a_deal_lost_in_fewer_positions() -> None:
    """Deal 55 (draw three): the exact search needs about a million positions to prove the loss, the relaxation
    about 140 thousand; with 400 thousand the schedule with the relaxed phase decides it, the exact search
    alone does not, and with a larger budget the exact search confirms the loss."""
    state = new_state("little_piano", {"stock_rule": "draw3"}, 55)
    assert klondike.solve(state, NODES, phases=klondike.EXACT_ONLY).verdict is Verdict.BUDGET_EXCEEDED
    relaxed = klondike.solve(state, NODES, phases=klondike.RELAXED_THEN_EXACT)
    assert relaxed.verdict is Verdict.LOST and 0 < relaxed.stats["relaxed_nodes"] == relaxed.nodes
    assert "draw one" in relaxed.note
    confirmed = klondike.solve(state, Budget(seconds=120.0, nodes=3_000_000), phases=klondike.EXACT_ONLY)
    assert confirmed.verdict is Verdict.LOST and confirmed.stats["relaxed_nodes"] == 0


def test_a_draw_one_win_leaves_the_deal_to_the_exact_phase() -> None:
    """Deal 12 (draw three) is lost at once under draw three but won under draw one: the relaxed phase proves
    nothing, the exact phase after it proves the loss, and the relaxed phase alone leaves the deal open."""
    state = new_state("little_piano", {"stock_rule": "draw3"}, 12)
    assert klondike.solve(state, NODES, phases=klondike.RELAXED_ONLY).verdict is Verdict.BUDGET_EXCEEDED
    scheduled = klondike.solve(state, NODES, phases=klondike.RELAXED_THEN_EXACT)
    assert scheduled.verdict is Verdict.LOST and scheduled.stats["relaxed_nodes"] > 0


@pytest.mark.parametrize("seed", [12, 55])
def test_draw_one_has_no_relaxation(seed: int) -> None:
    """Under draw one the relaxed phase is skipped: it would repeat the exact search."""
    state = new_state("little_piano", {"stock_rule": "draw1"}, seed)
    alone = klondike.solve(state, NODES, phases=klondike.RELAXED_ONLY)
    assert alone.verdict is Verdict.BUDGET_EXCEEDED and alone.nodes == 0 == alone.stats["relaxed_nodes"]
