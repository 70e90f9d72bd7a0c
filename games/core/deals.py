"""Deck orders: shuffled from a seed, or given explicitly and checked."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from .cards import Card
from .errors import InvalidDeal, InvalidState
from .rng import RngState, fresh_seed, shuffle_deck


def deck_order(
    deck: Sequence[Card], seed: int | None, deal: Sequence[Card] | None
) -> tuple[tuple[Card, ...], RngState]:
    """The first deck order of a game and the random stream left for later deals.

    With ``deal`` the order is taken as given (checked to be a permutation of
    ``deck``); otherwise it is shuffled from ``seed`` (a fresh one when None).
    """
    rng = RngState(fresh_seed() if seed is None else seed)
    if deal is None:
        return shuffle_deck(deck, rng)
    check_permutation(deal, deck)
    return tuple(deal), rng


def check_permutation(cards: Sequence[Card], deck: Sequence[Card]) -> None:
    """Raise InvalidDeal naming the first missing or extra card."""
    if len(cards) != len(deck):
        raise InvalidDeal(f"a deal must have {len(deck)} cards, got {len(cards)}", field="deal")
    given, expected = Counter(cards), Counter(deck)
    extra = given - expected
    if extra:
        card = sorted(extra)[0]
        raise InvalidDeal(f"card {card} is not in this deck or appears too often", field="deal")
    missing = expected - given
    if missing:
        raise InvalidDeal(f"card {sorted(missing)[0]} is missing from the deal", field="deal")


def check_conserved(cards: Iterable[Card], deck: Sequence[Card], what: str = "state") -> None:
    """Raise InvalidState unless ``cards`` is exactly the deck (as a multiset)."""
    given, expected = Counter(cards), Counter(deck)
    extra = given - expected
    if extra:
        raise InvalidState(f"{what} holds card {sorted(extra)[0]} more often than the deck has it", field=what)
    missing = expected - given
    if missing:
        raise InvalidState(f"{what} has lost card {sorted(missing)[0]}", field=what)
