"""The "beat a card" rule of the durak family (durak, own_trumps).

A card beats (covers) another when it is a higher card of the same suit, or
when it is a trump and the other card is not.  A trump is beaten only by a
higher trump.  ``trump`` is the suit that counts as trump *for the player
who covers*: the game's trump in durak, the defender's own suit in
own_trumps.  ``None`` means no trump suit at all.  Ranks compare by their
natural order (ace high), which is the order of both games.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card, Suit


def beats(card: Card, target: Card, trump: Suit | None) -> bool:
    """Whether ``card`` covers ``target``: higher of the same suit, or a trump on a non-trump."""
    if card.suit == target.suit:
        return card.rank > target.rank
    return trump is not None and card.suit == trump


def beaters(hand: Iterable[Card], target: Card, trump: Suit | None) -> tuple[Card, ...]:
    """The cards of ``hand`` that cover ``target``, in hand order."""
    return tuple(card for card in hand if beats(card, target, trump))


def can_beat(hand: Iterable[Card], target: Card, trump: Suit | None) -> bool:
    """Whether any card of ``hand`` covers ``target``."""
    return any(beats(card, target, trump) for card in hand)
