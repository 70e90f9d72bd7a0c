"""Explicit shoes and scripted rounds for the banking games' tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal


def stacked(first: str, deck: Sequence[Card]) -> tuple[ExplicitDeal]:
    """An explicit deal: the cards of ``first`` on top, then the rest of ``deck`` in canonical order."""
    top = parse_cards(first.split())
    rest = Counter(deck)
    rest.subtract(top)
    assert all(count >= 0 for count in rest.values()), "more copies than the deck has"
    tail = []
    for card in deck:
        if rest[card] > 0:
            rest[card] -= 1
            tail.append(card)
    return (ExplicitDeal(order=(*top, *tail)),)
