"""Melds: cards laid face up as a combination (rummy sets and runs, marriages, bezique's declarations).

* :class:`Meld`: the shared value of a combination on the table (every game).
* Rummy melds (canasta, samba): :class:`MeldRules` says what a game accepts (wild ranks, the
  least cards and naturals, the most wild cards, the size of a canasta, runs allowed or not);
  :func:`shape_of` checks cards against them and describes the meld (:class:`Shape`: a set of
  one rank or a run in one suit, naturals and wilds); :func:`canasta_kind` names it (natural
  or mixed canasta).  A game turns :class:`MeldError` into ``IllegalMove`` with its rule id.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from functools import lru_cache

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.values import value


@value
class Meld:
    """A combination on the table: its cards, what it is, whose it is and what it scores.

    ``kind`` names the combination in the game's words (``"canasta"``, ``"marriage"``,
    ``"set"``); ``owner`` is the seat (or side, as the game says) it belongs to; ``points``
    its value so far in the game's units.
    """

    cards: tuple[Card, ...]
    kind: str = ""
    owner: int | None = None
    points: int = 0


# ---------------------------------------------------------------- rummy melds: sets and sequences with wild cards


class MeldError(ValueError):
    """Why some cards are not a meld (the game turns it into IllegalMove naming its rule)."""


class MeldShape(IntEnum):
    """What a valid meld is: cards of one rank, or a run in one suit."""

    SET = 1
    SEQUENCE = 2


class RunSuit(IntEnum):
    """The suit of a run, as a move names it (``Suit`` counts from 0, which the contract reserves)."""

    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    SPADES = 4

    @property
    def suit(self) -> Suit:
        return Suit(self - 1)


@value
class MeldRules:
    """What a game accepts as a meld (canasta's defaults: sets of 3+, 2+ naturals, at most 3 wild cards).

    ``wild_ranks`` are the ranks that are wild besides the jokers; ``sequences`` allows runs of
    one suit (samba), natural only and at most ``max_sequence`` long; ``canasta`` is the size of a
    finished meld (7).
    """

    wild_ranks: frozenset[Rank] = frozenset({Rank.TWO})
    min_cards: int = 3
    min_naturals: int = 2
    max_wilds: int = 3
    canasta: int = 7
    sequences: bool = False
    max_sequence: int = 7

    def is_wild(self, card: Card) -> bool:
        return card.is_joker or card.rank in self.wild_ranks


@value
class Shape:
    """A valid meld's description: set or sequence, its rank (sets) or suit (sequences), naturals and wilds."""

    shape: MeldShape
    rank: Rank | None
    suit: Suit | None
    naturals: int
    wilds: int

    @property
    def size(self) -> int:
        return self.naturals + self.wilds


def shape_of(cards: Sequence[Card], rules: MeldRules) -> Shape:
    """The meld ``cards`` form under ``rules``; raises :class:`MeldError` saying what is wrong."""
    return _shape_of(tuple(cards), rules)


@lru_cache(maxsize=4096)
def _shape_of(cards: tuple[Card, ...], rules: MeldRules) -> Shape:
    naturals = [card for card in cards if not rules.is_wild(card)]
    wilds = len(cards) - len(naturals)
    if len(cards) < rules.min_cards:
        raise MeldError(f"a meld needs at least {rules.min_cards} cards, got {len(cards)}")
    if not naturals:
        raise MeldError("a meld cannot be made of wild cards only")
    if len({card.rank for card in naturals}) == 1:
        return _set_shape(naturals, wilds, rules)
    if rules.sequences and len({card.suit for card in naturals}) == 1:
        return _sequence_shape(naturals, wilds, rules)
    raise MeldError("the natural cards of a meld must all be of one rank" +
                    (" or form a run in one suit" if rules.sequences else ""))


def _set_shape(naturals: Sequence[Card], wilds: int, rules: MeldRules) -> Shape:
    if len(naturals) < rules.min_naturals:
        raise MeldError(f"a meld needs at least {rules.min_naturals} natural cards, got {len(naturals)}")
    if wilds > rules.max_wilds:
        raise MeldError(f"a meld may hold at most {rules.max_wilds} wild cards, got {wilds}")
    return Shape(MeldShape.SET, naturals[0].rank, None, len(naturals), wilds)


def _sequence_shape(naturals: Sequence[Card], wilds: int, rules: MeldRules) -> Shape:
    if wilds:
        raise MeldError("a sequence may not hold wild cards")
    ranks = sorted(card.rank for card in naturals)
    if len(set(ranks)) != len(ranks) or ranks[-1] - ranks[0] != len(ranks) - 1:
        raise MeldError("a sequence needs consecutive ranks, each once")
    if len(ranks) > rules.max_sequence:
        raise MeldError(f"a sequence holds at most {rules.max_sequence} cards")
    return Shape(MeldShape.SEQUENCE, None, naturals[0].suit, len(naturals), 0)


def is_canasta(shape: Shape, rules: MeldRules) -> bool:
    """Whether the meld is finished (7 or more cards)."""
    return shape.size >= rules.canasta


def is_natural(shape: Shape) -> bool:
    """A natural meld holds no wild card (a natural canasta); a mixed one holds some."""
    return shape.wilds == 0


def canasta_kind(shape: Shape, rules: MeldRules) -> str:
    """The meld's name in the rummy games' words: ``meld``, ``natural canasta``, ``mixed canasta``, ``sequence``."""
    if shape.shape is MeldShape.SEQUENCE:
        return "samba" if is_canasta(shape, rules) else "sequence"
    if not is_canasta(shape, rules):
        return "meld"
    return "natural canasta" if is_natural(shape) else "mixed canasta"
