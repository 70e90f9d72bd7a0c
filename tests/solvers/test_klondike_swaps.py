"""Swap classes in the Klondike search (issue 18), on hand-built positions that are won only through one kind
of use of the card a split uncovers (``split_moves()`` in ``src/klondike_search.hpp``).  A run split onto the
twin of the card it leaves is searched only together with a move that uses the uncovered card; a search that forgot
one kind of use would call these positions lost, so each test asserts the verdict with the rule on, with it
off and as worked out by hand, and replays the winning line through the rules engine.

Random states rarely need a split at all, so the random comparison in ``test_klondike.py`` cannot catch such a
mistake; the win below can (it fails with "the uncovered card to its foundation" left out of ``split_moves()``).
The other uses (the split-off card's twin onto the uncovered card, from the talon, a foundation or a column
base) have no such position here: with each of them left out, no hand-built or random small position lost its
win, because the same twin can go onto the other twin (the split's target, a column top) without the split, and
on ~2,000 random positions that mirror position had the same verdict as the one through the use.

Positions: most cards already on the foundations, the rest as below (columns bottom to top, ``|`` between
the face-down cards and the face-up run), the pass already changed (the swap rule's precondition) and the
unlimited redeals of draw one / draw three."""

from __future__ import annotations

import pytest

from cardgames.games import little_piano as lp
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.values import replace
from cardgames.games.mechanics.patience import Layout
from cardgames.games.mechanics.piles import Column, Pile
from cardgames.games.registry import find_game
from cardgames.solvers import solitaire
from cardgames.solvers.solitaire import Budget, Verdict, klondike, new_state

NODES = Budget(seconds=60.0, nodes=200_000)
RANKS = "A23456789TJQK"


def _foundation(suit: str, top: str) -> Pile:
    """The foundation of ``suit`` from the ace up to ``top``."""
    return Pile(tuple(Card.parse(rank + suit) for rank in RANKS[: RANKS.index(top) + 1]))


def _column(down: str, up: str) -> Column:
    return Column(parse_cards(down), parse_cards(up))


def _position(rule: str, columns: list[Column], tops: dict[str, str], waste: str = "", stock: str = "") -> lp.State:
    """A little_piano state under ``rule`` with the foundations holding up to ``tops`` (suit -> rank) and the pass
    already changed, so that the swap classes apply from the root."""
    foundations = tuple(_foundation(suit, top) for suit, top in tops.items())
    columns += [Column() for _ in range(7 - len(columns))]
    layout = Layout(tuple(columns), foundations, stock=parse_cards(stock), waste=parse_cards(waste))
    dealt = new_state("little_piano", {"stock_rule": rule}, 0)
    held = sum(len(pile.cards) for pile in foundations)
    return replace(dealt, layout=layout, pass_changed=True, best_foundation=held)


def _assert_verdict(state: lp.State, expected: Verdict) -> None:
    """The verdict with swap classes on and off is the one worked out by hand; a win replays, and with the rule
    on it was found through a compound move (split, then use)."""
    lp.check_state(state)
    folded = klondike.solve(state, NODES, phases=klondike.EXACT_ONLY)
    plain = klondike.solve(state, NODES, phases=klondike.EXACT_ONLY, swap_classes=False)
    assert (folded.verdict, plain.verdict) == (expected, expected), (folded, plain)
    assert plain.stats["splits"] == 0
    if expected is Verdict.WON:
        assert folded.stats["splits"] > 0, folded
        for solution in (folded, plain):
            solitaire.replay(find_game("little_piano"), state, solution.moves)


@pytest.mark.parametrize("rule", ["draw1", "draw3"])
def test_the_uncovered_card_goes_to_its_foundation(rule: str) -> None:
    """Clubs are complete; diamonds and hearts are up to the ten, spades to the eight.  Columns:
    ``QS 9S | JH TS``, ``KS | JD``, ``KH KD QH QD | JS``; the talon is empty.

    The 9S under JH is needed (spades wait on it).  TS fits only the red jacks: JH, which it already lies on,
    and JD, the twin of JH.  No black queen can take JH with TS (QS is face down, QC cannot leave its foundation
    with no red king to hold it), and JH cannot go up under TS.  JD may go up, but that turns KS and leaves TS
    nowhere to go: lost.  The only win splits TS onto JD, then sends the uncovered JH up (use 1): 9S turns and
    goes up, then TS, JD, JS, QD, QS, KS, QH, KD, KH."""
    columns = [_column("QS 9S", "JH TS"), _column("KS", "JD"), _column("KH KD QH QD", "JS")]
    state = _position(rule, columns, {"C": "K", "D": "T", "H": "T", "S": "8"})
    _assert_verdict(state, Verdict.WON)


@pytest.mark.parametrize("rule", ["draw1", "draw3"])
def test_a_lost_position_stays_lost_through_the_compound_moves(rule: str) -> None:
    """As above, but the spades are blocked for good: columns ``KS 9S | JH TS``, ``QD | JD``, ``KH KD JS | QS``,
    ``| QH``.  QS lies on JS, its own suit's jack, and only a red king could take it, both face down under JS (an
    empty column takes only a king): JS never goes up, so the deal is lost.  The dead-end test would see that at
    the root, so it is off here and the search has to prove it: it plays the compound move "TS onto JD, then JH
    up" (then 9S, TS, JD, QD, QH go up) and everything after it, and must still find no win, with the swap classes
    on and off."""
    columns = [_column("KS 9S", "JH TS"), _column("QD", "JD"), _column("KH KD JS", "QS"), _column("", "QH")]
    state = _position(rule, columns, {"C": "K", "D": "T", "H": "T", "S": "8"})
    lp.check_state(state)
    assert klondike.solve(state, NODES, phases=klondike.EXACT_ONLY).verdict is Verdict.LOST  # the dead-end test
    folded = klondike.solve(state, NODES, phases=klondike.EXACT_ONLY, dead_ends=False)
    plain = klondike.solve(state, NODES, phases=klondike.EXACT_ONLY, dead_ends=False, swap_classes=False)
    assert (folded.verdict, plain.verdict) == (Verdict.LOST, Verdict.LOST), (folded, plain)
    assert folded.stats["splits"] > 0 and plain.stats["splits"] == 0, (folded, plain)
