"""A seat's cards: the one ``Hand`` value every game uses (sorted by suit, then rank)."""

from __future__ import annotations

from collections.abc import Iterable

from .cards import Card
from .values import value


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards in hand order: by suit (C, D, H, S), then rank, jokers last."""
    return tuple(sorted(cards, key=_code))


def _code(card: Card) -> int:
    return card.code


@value
class Hand:
    """The cards one seat holds, sorted (an empty hand in a view may just be hidden: see the view's sizes)."""

    cards: tuple[Card, ...] = ()

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def adding(self, cards: Iterable[Card]) -> Hand:
        """This hand with ``cards`` added (kept sorted)."""
        return Hand(sorted_cards((*self.cards, *cards)))

    def removing(self, cards: Iterable[Card]) -> Hand:
        """This hand without ``cards`` (each removed once; cards it lacks are ignored)."""
        rest = list(self.cards)
        for card in cards:
            if card in rest:
                rest.remove(card)
        return Hand(tuple(rest))


def put(hands: tuple[Hand, ...], seat: int, hand: Hand) -> tuple[Hand, ...]:
    """``hands`` with seat ``seat``'s hand replaced."""
    return (*hands[:seat], hand, *hands[seat + 1 :])


EMPTY_HAND = Hand()
