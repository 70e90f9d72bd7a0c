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


def mill_key(state: Any) -> Hashable:
    return (layout_key(state.layout, True), state.phase, piles(state.wings), piles(state.kings), state.last_transfer)


def lion_and_sun_key(state: Any) -> Hashable:
    return (layout_key(state.layout, True), state.phase, piles(state.packs),
            tuple(sorted(hash(pile.cards) for pile in state.slots)))


KEYS = {
    "little_piano": little_piano_key,
    "kosynka": kosynka_key,
    "demon": demon_key,
    "mill": mill_key,
    "lion_and_sun": lion_and_sun_key,
}
