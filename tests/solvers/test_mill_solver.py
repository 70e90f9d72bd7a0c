"""The Mill's C++ search (``solitaire.mill``, issue 18) against the generic search over the game's own rules (its
cross-check, ``method="generic"``): the same verdict wherever both decide, on positions late in random games
(stock left, and stock gone: the window fold) and around the winning lines of whole deals; the phases agree
with the plain phase alone; its lines replay through the rules engine (``solve`` replays every line).

Budgets here are node counts where the C++ search is compared with itself, so those runs are the same on any
machine."""

from __future__ import annotations

import random
from typing import Any

import pytest
from solitaire_helpers import played_into
from test_solitaire_losses import reduced_deals

from cardgames.games.mill import Phase
from cardgames.games.registry import find_game
from cardgames.solvers import solitaire
from cardgames.solvers.solitaire import Budget, Verdict, mill, new_state, solve

GAME = find_game("mill")
BUDGET = Budget(seconds=1.5)
NODES = Budget(seconds=120.0, nodes=300_000)
WHOLE_DEAL = Budget(seconds=300.0, nodes=5_000_000)
"""Seed 0 is won within it; a node budget, so the line (and the positions taken around it) is the same on any
machine."""


def _drawn_out(state: Any, rng: random.Random, plays_after: int) -> Any:
    """``state`` with its stock drawn (a king to its corner), then up to ``plays_after`` random plays: positions
    with the stock empty, where the wings and the talon's top are one window."""
    while state.layout.stock and not GAME.is_terminal(state):
        state = GAME.apply(state, GAME.parse_move("draw"))
    return played_into("mill", state, plays_after, rng) if not GAME.is_terminal(state) else state


def _late_states(count: int, seed: int) -> list[Any]:
    """Positions late in random games, half of them with the stock drawn out."""
    rng = random.Random(seed)
    states: list[Any] = []
    while len(states) < count:
        state = new_state("mill", seed=rng.randrange(10**6))
        if len(states) % 2:
            state = _drawn_out(state, rng, rng.randrange(0, 30))
        else:
            state = played_into("mill", state, rng.randrange(60, 200), rng)
        if not GAME.is_terminal(state):
            states.append(state)
    return states


def _around_a_win(seed: int, count: int) -> list[Any]:
    """Positions on a whole deal's winning line (late in it) and a few random moves off it: wins and losses."""
    root = new_state("mill", seed=seed)
    solution = solve("mill", root, WHOLE_DEAL)
    assert solution.verdict is Verdict.WON, (seed, solution)
    rng = random.Random(seed)
    line = [root]
    for move_id in solution.moves[:-1]:
        line.append(GAME.apply(line[-1], GAME.parse_move(move_id)))
    states = []
    for _ in range(count):
        state = line[rng.randrange(max(0, len(line) - 40), len(line))]
        states.append(played_into("mill", state, rng.randrange(0, 8), rng))
    return [state for state in states if not GAME.is_terminal(state)]


def _agree(states: list[Any]) -> list[Verdict]:
    verdicts = []
    for state in states:
        fast = solve("mill", state, BUDGET)
        generic = solve("mill", state, BUDGET, "generic")
        if Verdict.BUDGET_EXCEEDED in (fast.verdict, generic.verdict):
            continue
        assert fast.verdict is generic.verdict, (fast, generic)
        assert fast.method == "mill-dfs" and generic.method == "search"
        verdicts.append(fast.verdict)
    return verdicts


def test_the_core_and_the_generic_search_agree_late_in_random_games() -> None:
    states = _late_states(24, seed=5)
    assert sum(not state.layout.stock for state in states) >= 10
    verdicts = _agree(states)
    assert len(verdicts) >= 12, verdicts


def test_the_core_and_the_generic_search_agree_around_winning_lines() -> None:
    verdicts = _agree(_around_a_win(0, 16))
    assert len(verdicts) >= 8 and Verdict.WON in verdicts and Verdict.LOST in verdicts, verdicts


def test_the_phases_agree_with_the_plain_search_alone() -> None:
    """The restarts in random order change the order of the moves only: where both decide, the same verdict."""
    agreed = 0
    for state in [*_late_states(12, seed=9), *_around_a_win(0, 6)]:
        phased = mill.solve(state, NODES)
        plain = mill.solve(state, NODES, phases=mill.EXACT_ONLY)
        if phased.verdict is Verdict.WON:
            solitaire.replay(GAME, state, phased.moves)
        if Verdict.BUDGET_EXCEEDED in (phased.verdict, plain.verdict):
            continue
        assert phased.verdict is plain.verdict
        agreed += 1
    assert agreed >= 10, agreed


def test_a_whole_deal_is_won_and_replayed() -> None:
    """Seed 0 is won from the deal (the line is replayed by ``solve``; here once more)."""
    state = new_state("mill", seed=0)
    solution = solve("mill", state, WHOLE_DEAL)
    assert solution.verdict is Verdict.WON and solution.method == "mill-dfs"
    assert solitaire.replay(GAME, state, solution.moves).phase is Phase.OVER


@pytest.mark.parametrize("options", [{"refill": "choice"}, {"forced_kings": "false"}])
def test_other_options_are_searched_by_the_generic_solver(options: dict[str, str]) -> None:
    state = new_state("mill", options, seed=1)
    assert not mill.handles(state)
    assert solve("mill", state, Budget(seconds=0.2)).method == "search"


def test_the_node_budget_is_kept() -> None:
    solution = mill.solve(new_state("mill", seed=3), Budget(seconds=60.0, nodes=5_000))
    assert solution.verdict is Verdict.BUDGET_EXCEEDED and solution.nodes <= 5_001
    assert "node budget" in solution.note


def test_the_safe_ace_plays_keep_the_verdict() -> None:
    """Once the stock is empty a window card the ace pile wants goes up without branching while every king pile is
    complete or wants a rank two below (proof in ``mill.cpp``): against the search without it, the same verdicts,
    with the rule used on some positions and never more nodes in all."""
    agreed = used = safe_nodes = plain_nodes = 0
    for state in [*_late_states(30, seed=11), *reduced_deals("mill", {}, 6)]:
        safe = mill.solve(state, NODES, phases=mill.EXACT_ONLY)
        plain = mill.solve(state, NODES, phases=mill.EXACT_ONLY, safe_moves=False)
        if Verdict.BUDGET_EXCEEDED in (safe.verdict, plain.verdict):
            continue
        assert safe.verdict is plain.verdict
        agreed += 1
        used += safe.stats["safe_plays"] > 0
        safe_nodes += safe.nodes
        plain_nodes += plain.nodes
    assert agreed >= 12 and used >= 1, (agreed, used)
    assert safe_nodes <= plain_nodes
