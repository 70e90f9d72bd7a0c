"""The Klondike search's phases and its draw-one talon rule (issue 18): the streamlined phases only find
wins, never change a verdict; the safe talon card played without branching agrees with the plain search.

Budgets here are node counts (the time budget is far away), so every run is the same on any machine."""

from __future__ import annotations

from typing import Any

import pytest
from solitaire_helpers import binomial_band, klondike_rule_on_off, klondike_states

from cardgames.games.registry import find_game
from cardgames.solvers import solitaire
from cardgames.solvers.solitaire import Budget, Verdict, klondike, new_state
from cardgames.solvers.solitaire.keys import KEYS
from cardgames.solvers.solitaire.search import dfs

NODES = Budget(seconds=120.0, nodes=400_000)
SOLVITAIRE_DRAW1 = 0.9048
"""Blake & Gent, Solvitaire: thoughtful Klondike, draw one, unlimited redeals, 90.48% +- 0.12%."""


def _late_states(rule: str, count: int, seed: int, keep: Any = None, moves: tuple[int, int] = (40, 400)) -> list[Any]:
    """States deep into random Klondike games (few positions left), those ``keep`` accepts."""
    return klondike_states(rule, count, seed, keep, moves)


def _safe_talon_card(state: Any) -> bool:
    """An ace or a two in the talon whose foundation is ready for it (safe whatever the other suits hold)."""
    layout = state.layout
    held = {pile.cards[0].code // 13: len(pile.cards) for pile in layout.foundations if pile.cards}
    for card in (*layout.waste, *layout.stock):
        rank = 1 if card.code % 13 == 12 else card.code % 13 + 2
        if rank <= 2 and held.get(card.code // 13, 0) == rank - 1:
            return True
    return False


@pytest.mark.parametrize("rule", ["draw1", "draw3"])
def test_phases_agree_with_the_exact_search_alone(rule: str) -> None:
    """Streamlined phases leave moves out, so they may only add wins the exact search also has: where
    both decide, the verdicts are the same, and every line still replays to a win."""
    game = find_game("little_piano")
    agreed = won = lost = 0
    for state in _late_states(rule, 30, seed=21):
        phased = klondike.solve(state, NODES)
        exact = klondike.solve(state, NODES, phases=klondike.EXACT_ONLY)
        if phased.verdict is Verdict.WON:
            solitaire.replay(game, state, phased.moves)
        if Verdict.BUDGET_EXCEEDED in (phased.verdict, exact.verdict):
            continue
        assert phased.verdict is exact.verdict, (phased, exact)
        agreed += 1
        won += phased.verdict is Verdict.WON
        lost += phased.verdict is Verdict.LOST
    assert agreed >= 15 and won >= 3 and lost >= 2, (agreed, won, lost)


def test_a_strict_phase_alone_never_proves_a_loss() -> None:
    """A schedule whose only long phase is strict: a lost deal stays undecided until the exact phase."""
    state = new_state("little_piano", {"stock_rule": "draw3"}, 12)  # lost at once (seed 12, LP deal)
    assert klondike.solve(state, NODES, phases=klondike.EXACT_ONLY).verdict is Verdict.LOST
    strict_then_nothing = ((0.999999, 1, False, False), (1.0, 0, False, False))
    starved = klondike.solve(state, Budget(seconds=120.0, nodes=1), phases=strict_then_nothing)
    assert starved.verdict is Verdict.BUDGET_EXCEEDED


def test_draw1_safe_talon_card_without_branching_agrees_with_the_plain_search() -> None:
    """Draw one: a reachable safe talon card is the only move searched; against the generic search over
    the rules (no pruning but the table) on states with an ace or two ready in the talon.  An unsound rule
    would make winnable states look lost, and nearly all of these states are winnable."""
    game = find_game("little_piano")
    agreed = 0
    for state in _late_states("draw1", 30, seed=33, keep=_safe_talon_card):
        fast = klondike.solve(state, NODES, phases=klondike.EXACT_ONLY)
        if fast.verdict is Verdict.BUDGET_EXCEEDED:
            continue  # nothing to compare: no need to spend the plain search's budget
        plain = dfs(game, state, KEYS["little_piano"], Budget(seconds=2.0, stored=300_000))
        if plain.verdict is Verdict.BUDGET_EXCEEDED:
            continue
        assert fast.verdict is plain.verdict, (fast, plain)
        agreed += 1
    assert agreed >= 10, agreed


def test_klondike_draw1_share_agrees_with_solvitaire_on_a_small_sample() -> None:
    """40 deals: no more proven losses than the 4-sigma band around 90.48% wins allows (at this size the
    band's top is above 40, so only the losses can disagree)."""
    counts = {verdict: 0 for verdict in Verdict}
    for seed in range(40):
        state = new_state("little_piano", {"stock_rule": "draw1"}, seed)
        counts[solitaire.solve("little_piano", state, Budget(seconds=1.0)).verdict] += 1
    low, _ = binomial_band(40, SOLVITAIRE_DRAW1)
    assert counts[Verdict.LOST] <= 40 - low, counts
    assert counts[Verdict.WON] >= 26, counts  # most deals are won within a second, even on a loaded host


@pytest.mark.parametrize("rule", ["draw1", "draw3"])
def test_dead_end_test_never_changes_a_verdict(rule: str) -> None:
    """The dead-end test (a card that can never go up: the position is lost) on and off, on states deep into
    random games: where both decide, the same verdict; an unsound rule would call winnable states lost.
    The rule has to have fired somewhere in the sample, or the comparison proves nothing."""
    tally = klondike_rule_on_off(_late_states(rule, 25, seed=45), NODES, "dead_ends", "dead_ends")
    assert tally.agreed >= 12 and tally.fired > 0, tally


def test_a_self_blocked_deal_is_lost_without_search() -> None:
    """Draw three, deal 52: the fixpoint finds a card that can never go up (blocked under cards that wait on
    it, directly or through other columns), so the deal is lost at the root; the search without the test
    runs out of budget."""
    state = new_state("little_piano", {"stock_rule": "draw3"}, 52)
    proven = klondike.solve(state, NODES, phases=klondike.EXACT_ONLY)
    assert (proven.verdict, proven.nodes, proven.stats["dead_ends"]) == (Verdict.LOST, 0, 1)
    searched = klondike.solve(state, Budget(seconds=120.0, nodes=100_000), phases=klondike.EXACT_ONLY, dead_ends=False)
    assert searched.verdict is Verdict.BUDGET_EXCEEDED


@pytest.mark.parametrize("rule", ["draw1", "draw3"])
def test_swap_classes_never_change_a_verdict(rule: str) -> None:
    """Swap classes (a run split onto the twin of the card it leaves is folded into one position, and searched
    only together with a move that uses the uncovered card) on and off, on states deep into random games:
    where both decide, the same verdict, and every line found with them replays to a win.  A compound move
    (split, then use) has to have been played in the sample, or the comparison proves nothing."""
    tally = klondike_rule_on_off(_late_states(rule, 25, seed=57), NODES, "swap_classes", "splits")
    assert tally.agreed >= 12 and tally.fired >= 5, tally


def _long_talon(state: Any) -> bool:
    """A talon of a dozen cards or more: room for cursors a packet apart."""
    return len(state.layout.waste) + len(state.layout.stock) >= 12


def test_cursor_dominance_never_changes_a_verdict() -> None:
    """Draw three: a position whose talon cursor lies a whole number of packets after the cursor of a searched
    copy is skipped (draws alone lead there).  On and off on states deep into random games: where both decide,
    the same verdict; the rule has to have skipped positions in the sample."""
    states = _late_states("draw3", 25, seed=61, keep=_long_talon, moves=(20, 80))
    tally = klondike_rule_on_off(states, NODES, "cursor_dominance", "cursor_dominated")
    assert tally.agreed >= 12 and tally.fired >= 5, tally


def test_the_table_grows_up_to_the_budget_and_no_further() -> None:
    """The table starts at 2**16 slots and doubles when three quarters full, up to the budget's table_bits.
    Draw three, deal 44 stores about 97,000 positions before its loss is proved: 2**16 slots (49,152
    positions) stop the search with the table full; 2**17 (one doubling, every stored key moved) and 2**24
    prove the loss with the same positions searched and stored, within the smaller table's three quarters."""
    state = new_state("little_piano", {"stock_rule": "draw3"}, 44)
    small, grown, large = (klondike.solve(state, Budget(seconds=120.0, nodes=2_000_000, table_bits=bits))
                           for bits in (16, 17, 24))
    assert (small.verdict, small.stats["stored"], small.note) == (
        Verdict.BUDGET_EXCEEDED, 3 * 2**16 // 4, "the transposition table is full")
    assert grown.verdict is large.verdict is Verdict.LOST
    assert (grown.nodes, grown.stats["stored"]) == (large.nodes, large.stats["stored"])
    assert 2**16 * 3 // 4 < grown.stats["stored"] <= 2**17 * 3 // 4
