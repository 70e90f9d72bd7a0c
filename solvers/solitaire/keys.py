"""Canonical positions for the generic search: what decides a patience's future, nothing else.

Columns are equivalent (their order only names them), so they are sorted; foundations are not
tied to suits, so they are sorted too.  Counters that only feed an ending (the idle counter while
``idle_limit`` is off, the best foundation count, a proven ceiling) are left out; what changes the
legal moves stays in (the redeal count under a limit, Little Piano's and Demon's "the pass changed
something", the random stream of a game that shuffles at a redeal, Mill's transfer marker).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from cardgames.games.core.cards import Card
from cardgames.games.mechanics.patience import UNLIMITED, Layout
from cardgames.games.mechanics.patience.rules import RANK
from cardgames.games.mechanics.piles import Pile


def piles(pile_tuple: Iterable[Pile]) -> tuple[tuple[Card, ...], ...]:
    return tuple(pile.cards for pile in pile_tuple)


def layout_key(layout: Layout, redeals_matter: bool) -> Hashable:
    """The layout with its columns and its foundations as sorted multisets (by the hash of their cards: a
    card is one object per code, hashed by identity, so this is fast; equal multisets give equal keys)."""
    columns = tuple(sorted(hash((column.down, column.up)) for column in layout.columns))
    foundations = tuple(sorted(hash(pile.cards) for pile in layout.foundations))
    return (columns, foundations, layout.stock, layout.waste, layout.queue, layout.reserve,
            layout.redeals if redeals_matter else -1, layout.turned)


def _idle(state: Any) -> int:
    return state.idle_moves if state.options.idle_limit else 0


def little_piano_key(state: Any) -> Hashable:
    from cardgames.games.little_piano import rules_for

    limited = rules_for(state.options).stock.redeals != UNLIMITED
    return (layout_key(state.layout, limited), state.phase, state.pass_changed, _idle(state))


def kosynka_key(state: Any) -> Hashable:
    return (layout_key(state.layout, True), state.phase, _idle(state))


def demon_key(state: Any) -> Hashable:
    shuffles = state.options.stock_rule == "book"
    return (layout_key(state.layout, False), state.phase, state.pass_changed, _idle(state),
            state.rng if shuffles else None)


def ranks(cards: Iterable[Card]) -> bytes:
    """The patience ranks of ``cards`` in order (ace 1 .. king 13), one byte each."""
    return bytes(RANK[card.code] for card in cards)


def sorted_ranks(pile_tuple: Iterable[Pile]) -> bytes:
    """The ranks of one-card piles as a multiset (0 for an empty pile)."""
    return bytes(sorted(RANK[pile.cards[-1].code] if pile.cards else 0 for pile in pile_tuple))


def mill_key(state: Any) -> Hashable:
    """Suits never matter in the Mill (every rule reads ranks only: the ace pile goes up and the king piles down
    regardless of suit, kings go to the corners by rank), so a position is its ranks; the eight wings are
    interchangeable, so are the king piles (the one the last transfer came from marked), and the ace pile,
    built A..K four times, is its length.  Positions equal under this key have the same moves up to renaming
    wings and piles and the same future, so folding them keeps the search exact."""
    layout = state.layout
    kings = tuple(sorted((ranks(pile.cards), index == state.last_transfer) for index, pile in enumerate(state.kings)))
    return (state.phase, len(layout.foundations[0].cards), ranks(layout.stock), ranks(layout.waste),
            sorted_ranks(state.wings), kings)


def lion_and_sun_key(state: Any) -> Hashable:
    """Suits never matter in the Lion and the Sun (foundations up from the aces regardless of suit, no building
    elsewhere), so a position is its ranks: a foundation is its length, the half-circle slots and the packs are
    interchangeable multisets, the stock and waste their rank sequences and the redeals made."""
    layout = state.layout
    return (state.phase, bytes(sorted(len(pile.cards) for pile in layout.foundations)), ranks(layout.stock),
            ranks(layout.waste), layout.redeals, sorted_ranks(state.slots),
            tuple(sorted(ranks(pile.cards) for pile in state.packs)))


def _plain_kosynka(state: Any) -> Hashable:
    return (state.layout, state.phase, _idle(state))


def _plain_demon(state: Any) -> Hashable:
    return (state.layout, state.phase, state.pass_changed, _idle(state),
            state.rng if state.options.stock_rule == "book" else None)


def _plain_mill(state: Any) -> Hashable:
    return (state.layout, state.phase, state.wings, state.kings, state.last_transfer)


def _plain_lion_and_sun(state: Any) -> Hashable:
    return (state.layout, state.phase, state.packs, state.slots)


PLAIN_KEYS = {
    "kosynka": _plain_kosynka,
    "demon": _plain_demon,
    "mill": _plain_mill,
    "lion_and_sun": _plain_lion_and_sun,
}
"""Keys that fold nothing (columns, piles and suits as they lie; only counters that feed no rule left out): the
exhaustive search without pruning that re-checks the solvers' proven losses."""


KEYS = {
    "little_piano": little_piano_key,
    "kosynka": kosynka_key,
    "demon": demon_key,
    "mill": mill_key,
    "lion_and_sun": lion_and_sun_key,
}
