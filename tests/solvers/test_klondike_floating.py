"""Floating cards in the Klondike search (issue 18; ``src/klondike_floating.hpp``): a column top that could go up
and come straight back (it lies on a face-up card, its foundation holds the rank below) goes up without
branching, and a card taken back from a foundation is searched only in a block of such moves that ends with a
card put onto a card that could go up, the cards taken back limited to those such a block can need.

Each test compares verdicts with the rule on and off (or against the plain search over the game's own rules) on
states deep into random games, where cards come back from the foundations; where both decide, the verdicts must
be the same, and the rule must have fired in the sample.  Budgets are node counts: the same on any machine."""

from __future__ import annotations

from typing import Any

import pytest
from solitaire_helpers import klondike_rule_on_off, klondike_states

from cardgames.games.registry import find_game
from cardgames.solvers.solitaire import Budget, Verdict, klondike, new_state
from cardgames.solvers.solitaire.keys import KEYS
from cardgames.solvers.solitaire.search import dfs

NODES = Budget(seconds=120.0, nodes=400_000)


def _cards_up(state: Any) -> int:
    return sum(len(pile.cards) for pile in state.layout.foundations)


def _states(rule: str, count: int, seed: int, moves: tuple[int, int], least_up: int) -> list[Any]:
    """States ``moves`` random moves into random games with at least ``least_up`` cards on the foundations (so that
    cards can float and come back) and the pass changed (the rule's precondition)."""
    return klondike_states(rule, count, seed, lambda state: state.pass_changed and _cards_up(state) >= least_up, moves)


@pytest.mark.parametrize("rule", ["draw1", "draw3"])
def test_floating_cards_never_change_a_verdict(rule: str) -> None:
    """On and off, the exact phase alone: the same verdict wherever both decide (an unsound fold or block rule
    would call won states lost), every line found with the rule replays to a win, and the rule restricted
    positions in at least a few states of the sample."""
    states = _states(rule, 30, seed=71, moves=(60, 300), least_up=6)
    tally = klondike_rule_on_off(states, NODES, "floating", "restricted")
    assert tally.agreed >= 15 and tally.fired >= 5 and tally.lost >= 2, tally


@pytest.mark.parametrize("rule", [pytest.param("draw1", marks=pytest.mark.nightly), "draw3"])  # draw1: 40 s
def test_floating_cards_agree_with_the_plain_search(rule: str) -> None:
    """Against the generic search over the game's own moves (no pruning but its table, whose keys fold only the
    order of columns and foundations), on states late in random games with cards up: where both finish, the same
    verdict, with losses among them."""
    game = find_game("little_piano")
    agreed = lost = 0
    for state in _states(rule, 25, seed=83, moves=(60, 300), least_up=8):
        fast = klondike.solve(state, NODES, phases=klondike.EXACT_ONLY)
        if fast.verdict is Verdict.BUDGET_EXCEEDED:
            continue
        plain = dfs(game, state, KEYS["little_piano"], Budget(seconds=120.0, nodes=60_000, stored=60_000))
        if plain.verdict is Verdict.BUDGET_EXCEEDED:
            continue
        assert fast.verdict is plain.verdict, (fast, plain)
        agreed += 1
        lost += fast.verdict is Verdict.LOST and plain.nodes >= 10
    assert agreed >= 8 and lost >= 2, (agreed, lost)


def test_floating_cards_on_whole_deals_agree_with_the_search_without_them() -> None:
    """Draw three, whole deals that the search decides with and without the rule within the budget: the same
    verdicts (losses included: deals 10, 25 and 44 are lost)."""
    for seed in (0, 1, 2, 10, 25, 44):
        state = new_state("little_piano", {"stock_rule": "draw3"}, seed)
        folded = klondike.solve(state, Budget(seconds=120.0, nodes=2_000_000))
        plain = klondike.solve(state, Budget(seconds=120.0, nodes=2_000_000), floating=False)
        assert folded.verdict is plain.verdict is not Verdict.BUDGET_EXCEEDED, (seed, folded, plain)
