"""Kosynka's C++ search (``solitaire.kosynka``, issue 18) against the Python search it replaced (its cross-check,
``method="generic"``): the same verdict wherever both decide, on positions late in random games (one pass and
three), on reduced deals and around the winning line of a whole deal; the phases and the prunings (safe plays,
pairing) agree with the plain search without them; its lines replay through the rules engine (``solve``
replays every line); a forged position is refused.

Budgets are node counts where the C++ search is compared with itself, so those runs are the same on any
machine."""

from __future__ import annotations

import random
from typing import Any

import pytest
from solitaire_helpers import played_into
from test_solitaire_losses import reduced_deals

from cardgames.games.registry import find_game
from cardgames.solvers.solitaire import Budget, Verdict, kosynka, new_state, solve

GAME = find_game("kosynka")
BUDGET = Budget(seconds=1.0)
NODES = Budget(seconds=120.0, nodes=200_000)
WHOLE_DEAL = Budget(seconds=300.0, nodes=3_000_000)
"""Seed 0 under ``passes=3`` is won within it; a node budget, so the line (and the positions taken around it) is
the same on any machine."""


def _late_states(options: dict[str, str], count: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    states: list[Any] = []
    while len(states) < count:
        state = played_into("kosynka", new_state("kosynka", options, seed=rng.randrange(10**6)),
                            rng.randrange(100, 500), rng)
        if not GAME.is_terminal(state):
            states.append(state)
    return states


def _around_a_win(seed: int, count: int) -> list[Any]:
    """Positions on a whole deal's winning line (late in it) and a few random moves off it: wins and losses."""
    root = new_state("kosynka", {"passes": "3"}, seed=seed)
    solution = solve("kosynka", root, WHOLE_DEAL)
    assert solution.verdict is Verdict.WON, (seed, solution)
    rng = random.Random(seed)
    line = [root]
    for move in solution.moves[:-1]:
        line.append(GAME.apply(line[-1], GAME.parse_move(move)))
    picked = []
    for state in line[len(line) // 2:][:: max(1, len(line) // (2 * count))]:
        picked.append(state)
        picked.append(played_into("kosynka", state, rng.randrange(1, 6), rng))
    return [state for state in picked if not GAME.is_terminal(state)]


def _agree(states: list[Any]) -> dict[Verdict, int]:
    """Both searches on every state: equal verdicts wherever both decide; how many of each were decided."""
    decided = {Verdict.WON: 0, Verdict.LOST: 0}
    for state in states:
        fast = solve("kosynka", state, BUDGET)
        plain = solve("kosynka", state, BUDGET, method="generic")
        assert fast.method == "kosynka-dfs" and plain.method == "layout-search"
        if Verdict.BUDGET_EXCEEDED in (fast.verdict, plain.verdict):
            continue
        assert fast.verdict is plain.verdict, (fast, plain)
        decided[fast.verdict] += 1
    return decided


@pytest.mark.parametrize(("passes", "won", "lost"), [("1", 0, 8), ("3", 2, 0)])
def test_late_positions_agree_with_the_generic_search(passes: str, won: int, lost: int) -> None:
    decided = _agree(_late_states({"passes": passes}, 14, int(passes)))
    assert decided[Verdict.WON] >= won and decided[Verdict.LOST] >= lost, decided


def test_reduced_deals_agree_with_the_generic_search() -> None:
    decided = _agree(reduced_deals("kosynka", {}, 4))
    assert decided[Verdict.LOST] >= 8, decided


def test_around_a_winning_line_agree_with_the_generic_search() -> None:
    decided = _agree(_around_a_win(0, 6))
    assert decided[Verdict.WON] >= 4, decided


@pytest.mark.parametrize(("safe_moves", "pairing"), [(False, True), (True, False), (False, False)])
def test_prunings_keep_the_verdict(safe_moves: bool, pairing: bool) -> None:
    """The safe plays and the pairing against the plain search without one or both (the plain phase alone); the
    pruned search takes fewer nodes in all."""
    decided = pruned_nodes = plain_nodes = 0
    for state in [*reduced_deals("kosynka", {}, 3), *_late_states({"passes": "3"}, 8, 5)]:
        fast = kosynka.solve(state, NODES, phases=kosynka.EXACT_ONLY)
        plain = kosynka.solve(state, NODES, phases=kosynka.EXACT_ONLY, safe_moves=safe_moves, pairing=pairing)
        if Verdict.BUDGET_EXCEEDED in (fast.verdict, plain.verdict):
            continue
        assert fast.verdict is plain.verdict, (fast, plain)
        decided += 1
        pruned_nodes += fast.nodes
        plain_nodes += plain.nodes
    assert decided >= 6, decided
    assert pruned_nodes < plain_nodes


def test_phases_agree_with_the_plain_search() -> None:
    """Random restarts and streamlined phases change the order and find wins sooner, never the verdict."""
    decided = 0
    for state in _late_states({"passes": "3"}, 10, 11):
        phased = kosynka.solve(state, NODES)
        plain = kosynka.solve(state, NODES, phases=kosynka.EXACT_ONLY)
        if Verdict.BUDGET_EXCEEDED in (phased.verdict, plain.verdict):
            continue
        assert phased.verdict is plain.verdict
        decided += 1
    assert decided >= 5, decided


def test_a_whole_deal_is_won_and_replayed() -> None:
    """From the deal (one pass, the book's rule): the line replays through the rules engine to a win."""
    state = new_state("kosynka", seed=6)
    solution = solve("kosynka", state, Budget(seconds=300.0, nodes=100_000))
    assert solution.verdict is Verdict.WON, solution
    assert solution.moves[0] in {move.id for move in GAME.legal_moves(state)}


def test_the_budget_is_counted_in_nodes() -> None:
    solution = solve("kosynka", new_state("kosynka", seed=2), Budget(seconds=5.0, nodes=50))
    assert solution.verdict is Verdict.BUDGET_EXCEEDED and solution.nodes == 50
    assert "node budget" in solution.note


def test_a_forged_position_is_refused() -> None:
    """The core checks what it is given: a face-up run that does not alternate down by one is refused."""
    from cardgames.solvers.solitaire import _kosynka  # type: ignore[attr-defined]

    empty: list[list[int]] = [[] for _ in range(10)]
    up = [[11, 10], *empty[1:]]  # KC then QC: the same colour
    with pytest.raises(ValueError, match="run"):
        _kosynka.solve(down=empty, up=up, found=[[0, 0]] * 4, talon=[], cursor=0, redeals=0, node_limit=10,
                       seconds=1.0, table_bits=12)


def test_idle_limit_is_left_to_the_game_search() -> None:
    state = new_state("kosynka", {"idle_limit": "50"}, 3)
    assert not kosynka.handles(state)
    assert solve("kosynka", state, Budget(seconds=0.3)).method == "search"
