"""Standard packs.  A deck is a tuple of cards in a fixed canonical order (suit-major, low to high)."""

from __future__ import annotations

from .cards import Card, Rank, cards_of_ranks

FULL_RANKS = tuple(Rank(value) for value in range(2, 15))
PIQUET_RANKS = tuple(Rank(value) for value in range(7, 15))
SHORT_RANKS = tuple(Rank(value) for value in range(6, 15))


def deck52() -> tuple[Card, ...]:
    """The 52-card pack."""
    return tuple(cards_of_ranks(FULL_RANKS))


def deck36() -> tuple[Card, ...]:
    """The 36-card pack: 6 to ace in each suit."""
    return tuple(cards_of_ranks(SHORT_RANKS))


def deck32() -> tuple[Card, ...]:
    """The 32-card pack: 7 to ace in each suit."""
    return tuple(cards_of_ranks(PIQUET_RANKS))


def deck24() -> tuple[Card, ...]:
    """The 24-card pack: 9 to ace in each suit."""
    return tuple(cards_of_ranks(tuple(Rank(value) for value in range(9, 15))))


def with_jokers(deck: tuple[Card, ...]) -> tuple[Card, ...]:
    return (*deck, Card.joker(1), Card.joker(2))


def packs(deck: tuple[Card, ...], count: int) -> tuple[Card, ...]:
    """``count`` identical packs shuffled together (grand patience, bezique)."""
    return deck * count
