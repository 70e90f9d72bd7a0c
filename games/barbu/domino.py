"""Barbu's Domino (4.5, BAR-10): rows grown both ways from a base rank, which cards are playable, the
priority for the suit of the card played last, and the finishing order."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from cardgames.games.core.cards import Card, Rank
from cardgames.games.core.hands import Hand

SCORES = (45, 20, 5, -5)
"""First, second, third out and the seat left last."""


def playable(card: Card, rows: Sequence[Hand], base: Rank | None) -> bool:
    """Whether ``card`` may go onto the layout: any card first (its rank becomes the base), the base rank
    on an empty row, or one rank below the low end or above the high end of its suit's row."""
    if base is None:
        return True
    assert card.suit is not None
    row = rows[card.suit].cards
    if not row:
        return card.rank is base
    return card.rank == row[0].rank - 1 or card.rank == row[-1].rank + 1


def playable_cards(hand: Sequence[Card], rows: Sequence[Hand], base: Rank | None, last: Card | None,
                   priority: bool) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played now, in hand order: with ``priority`` (the text's rule), the
    playable cards of the last card's suit when there are any (BAR-10); otherwise every playable card."""
    cards = tuple([card for card in hand if playable(card, rows, base)])
    if priority and last is not None:
        same = tuple([card for card in cards if card.suit is last.suit])
        if same:
            return same
    return cards


def is_run(row: Sequence[Card], base: Rank | None) -> bool:
    """Whether a row (sorted) is a run of consecutive ranks through the base rank (or is empty)."""
    if not row:
        return True
    if base is None or not row[0].rank <= base <= row[-1].rank:
        return False
    return all(later.rank == earlier.rank + 1 for earlier, later in pairwise(row))


def domino_points(finished: Sequence[int], players: int) -> tuple[int, ...]:
    """+45, +20, +5 in the order of going out; the seat left -5."""
    last = next(seat for seat in range(players) if seat not in finished)
    order = (*finished, last)
    points = [0] * players
    for place, seat in enumerate(order):
        points[seat] = SCORES[place]
    return tuple(points)
