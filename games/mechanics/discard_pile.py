"""A rummy discard pile that can be frozen and taken whole (canasta, samba).

* :class:`DiscardPile`: the cards face up, bottom first, and whether a wild card (or a red
  three) in it freezes it for everybody.  Every card in it was seen face up when it arrived,
  so the whole pile is public.
* :func:`take_ways`: the ways the top card may be used to take the pile, given what the taker
  holds and whether the pile is frozen for him: a natural pair of the top card's rank (always),
  one natural and one wild card, or the top card added to his side's meld of its rank (only when
  the pile is not frozen for him, and the game allows it).
* :class:`RummyPhase`: the turn of these games: draw or take, meld, the opening after taking the
  pile before the side's first melds are worth the minimum, a partner's answer, the end.
"""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.values import value


class RummyPhase(IntEnum):
    """Where a rummy turn stands."""

    DRAW = 1
    """Draw from the stock or take the discard pile (with the stock out: take it or end the hand)."""
    MELD = 2
    """Lay melds, add to the side's melds, ask the partner, discard."""
    OPENING = 3
    """The pile was taken before the side had melded: lay melds from the hand until they are worth the minimum."""
    ANSWER = 4
    """The partner answers "may I go out?"."""
    OVER = 5
    """The match is over."""


class TakeWay(IntEnum):
    """How the top discard is used to take the pile."""

    PAIR = 1
    """With two natural cards of its rank from the hand."""
    NATURAL_AND_WILD = 2
    """With one natural card of its rank and one wild card from the hand."""
    ADD = 3
    """Added to the side's meld of its rank."""


@value
class DiscardPile:
    """The discard pile: ``cards`` bottom first (top card last); ``frozen`` while a wild card or red three is in it."""

    cards: tuple[Card, ...] = ()
    frozen: bool = False

    @property
    def top(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    def adding(self, card: Card, freezes: bool) -> DiscardPile:
        """The pile with ``card`` on top; a card that ``freezes`` (a wild card) freezes it for everybody."""
        return DiscardPile((*self.cards, card), self.frozen or freezes)


EMPTY_PILE = DiscardPile()


def take_ways(
    naturals: int, wilds: int, frozen_for_taker: bool, has_meld: bool, wild_takes: bool = True
) -> tuple[TakeWay, ...]:
    """The ways a player may take the pile whose top card he can use.

    ``naturals`` and ``wilds``: his cards of the top card's rank and his wild cards;
    ``frozen_for_taker``: the pile is frozen for everybody or against his side (no meld yet);
    ``has_meld``: his side has a meld of the top card's rank; ``wild_takes``: the game lets
    a natural and a wild card take an unfrozen pile.
    """
    ways = []
    if naturals >= 2:
        ways.append(TakeWay.PAIR)
    if not frozen_for_taker:
        if wild_takes and naturals >= 1 and wilds >= 1 and not has_meld:
            ways.append(TakeWay.NATURAL_AND_WILD)
        if has_meld:
            ways.append(TakeWay.ADD)
    return tuple(ways)


__all__ = ["EMPTY_PILE", "DiscardPile", "RummyPhase", "TakeWay", "take_ways"]
