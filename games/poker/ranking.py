"""Poker hand ranking (spec 6.3): a hand maps to a key ``(category, ranks...)`` compared as a tuple.

The book's order (PO-1): A-5-4-3-2 is *not* a straight (the book shows it as a flush); the option
``ace_low_straight`` gives the standard rule, where it is the lowest straight with the ace as 1.
Four of a kind compares by the quad alone ("the fifth card does not count", [B]); every other
category compares its groups then the odd cards from highest down (PO-14).  With wild cards
(freakpot: the four 2s) the best substitution counts, a wild may duplicate a card held (PO-11), and
five of a kind ranks below the royal flush and above every other straight flush (PO-10; the option
``five_of_a_kind_top`` puts it on top, as modern rules do).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from enum import IntEnum
from functools import lru_cache
from itertools import combinations_with_replacement

from cardgames.games.core.cards import Card, Rank


class Category(IntEnum):
    """Hand categories from lowest to highest (five of a kind is placed by :func:`hand_key`)."""

    HIGH_CARD = 1
    PAIR = 2
    TWO_PAIR = 3
    THREE_OF_A_KIND = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    FOUR_OF_A_KIND = 8
    STRAIGHT_FLUSH = 9
    FIVE_OF_A_KIND = 10
    ROYAL_FLUSH = 11


_NAMES = {
    Category.HIGH_CARD: "high card", Category.PAIR: "one pair", Category.TWO_PAIR: "two pairs",
    Category.THREE_OF_A_KIND: "three of a kind", Category.STRAIGHT: "straight", Category.FLUSH: "flush",
    Category.FULL_HOUSE: "full house", Category.FOUR_OF_A_KIND: "four of a kind",
    Category.STRAIGHT_FLUSH: "straight flush", Category.FIVE_OF_A_KIND: "five of a kind",
    Category.ROYAL_FLUSH: "royal flush",
}

FIVE_ON_TOP = 12  # the category value five of a kind takes with ``five_of_a_kind_top``

HandKey = tuple[int, ...]


def category_name(key: HandKey) -> str:
    """The category of a key in words (``"flush"``)."""
    category = Category.FIVE_OF_A_KIND if key[0] == FIVE_ON_TOP else Category(key[0])
    return _NAMES[category]


def _straight_top(ranks: Sequence[int], ace_low: bool) -> int | None:
    """The top rank of a straight of five distinct ranks (sorted high to low), or None."""
    if len(set(ranks)) != 5:
        return None
    if ranks[0] - ranks[4] == 4:
        return ranks[0]
    if ace_low and list(ranks) == [14, 5, 4, 3, 2]:
        return 5
    return None


def natural_key(ranks: tuple[int, ...], flush: bool, ace_low: bool, five_top: bool) -> HandKey:
    """The key of five cards without wilds: ``ranks`` sorted high to low, ``flush`` whether one suit."""
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    shape = tuple(count for _, count in groups)
    ordered = tuple(rank for rank, _ in groups)
    if shape == (5,):
        return (FIVE_ON_TOP if five_top else Category.FIVE_OF_A_KIND, ordered[0])
    top = _straight_top(ranks, ace_low)
    if top is not None and flush:
        return (Category.ROYAL_FLUSH,) if top == 14 else (Category.STRAIGHT_FLUSH, top)
    if shape == (4, 1):
        return (Category.FOUR_OF_A_KIND, ordered[0])
    if shape == (3, 2):
        return (Category.FULL_HOUSE, *ordered)
    if flush:
        return (Category.FLUSH, *ranks)
    if top is not None:
        return (Category.STRAIGHT, top)
    category = {(3, 1, 1): Category.THREE_OF_A_KIND, (2, 2, 1): Category.TWO_PAIR,
                (2, 1, 1, 1): Category.PAIR}.get(shape, Category.HIGH_CARD)
    return (category, *ordered)


def hand_key(cards: Iterable[Card], ace_low: bool = False, wild_twos: bool = False,
             five_top: bool = False) -> HandKey:
    """The comparable key of a five-card hand (higher is better); equal keys tie (PO-2)."""
    listed = tuple(cards)
    if wild_twos:
        naturals = tuple(card for card in listed if card.rank is not Rank.TWO)
        if len(naturals) < len(listed):
            return _wild_key(naturals, len(listed) - len(naturals), ace_low, five_top)
    ranks = tuple(sorted((int(card.rank) for card in listed), reverse=True))
    return natural_key(ranks, len({card.suit for card in listed}) == 1, ace_low, five_top)


def _wild_key(naturals: tuple[Card, ...], wilds: int, ace_low: bool, five_top: bool) -> HandKey:
    """The best key over every rank the wilds may take; they take the naturals' suit when there is one."""
    ranks = tuple(sorted((int(card.rank) for card in naturals), reverse=True))
    suited = len({card.suit for card in naturals}) <= 1
    return _best_substitution(ranks, wilds, suited, ace_low, five_top)


@lru_cache(maxsize=4096)
def _best_substitution(ranks: tuple[int, ...], wilds: int, suited: bool, ace_low: bool, five_top: bool) -> HandKey:
    best: HandKey = ()
    for chosen in combinations_with_replacement(range(2, 15), wilds):
        key = natural_key(tuple(sorted(ranks + chosen, reverse=True)), suited, ace_low, five_top)
        best = max(best, key)
    return best


def describe(cards: Iterable[Card], ace_low: bool = False, wild_twos: bool = False, five_top: bool = False) -> str:
    """A hand's category in words with its deciding ranks (``"three of a kind: 8"``)."""
    key = hand_key(cards, ace_low, wild_twos, five_top)
    ranks = " ".join(Rank(rank).letter for rank in key[1:])
    return f"{category_name(key)}: {ranks}" if ranks else category_name(key)


def has_openers(cards: Iterable[Card], minimum: Rank, wild_twos: bool = False) -> bool:
    """Whether a hand may open a jackpot: a pair of ``minimum`` or better, or any higher category
    (PO-16: judged on the wild-adjusted hand)."""
    key = hand_key(cards, wild_twos=wild_twos)
    if key[0] >= Category.TWO_PAIR:
        return True
    return key[0] == Category.PAIR and key[1] >= minimum


__all__ = ["Category", "HandKey", "category_name", "describe", "hand_key", "has_openers", "natural_key"]
