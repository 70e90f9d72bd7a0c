"""Explicit shoes and scripted rounds for the banking games' tests."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.hands import Hand


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


def seated(hands: Sequence[str], deck: Sequence[Card], top: str = "") -> tuple[ExplicitDeal]:
    """An explicit deal by hands (one string of cards per seat), the shoe continuing with ``top`` and then
    the rest of ``deck`` in canonical order."""
    dealt = [parse_cards(hand.split()) for hand in hands]
    head = parse_cards(top.split())
    rest = Counter(deck)
    rest.subtract([card for hand in dealt for card in hand])
    rest.subtract(head)
    assert all(count >= 0 for count in rest.values()), "more copies than the deck has"
    tail = []
    for card in deck:
        if rest[card] > 0:
            rest[card] -= 1
            tail.append(card)
    return (ExplicitDeal(hands=tuple(Hand(hand) for hand in dealt), rest=(*head, *tail)),)
