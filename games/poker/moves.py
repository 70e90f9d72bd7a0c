"""Poker's moves: one value type each, with its id template and label."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidMove
from cardgames.games.core.hands import sorted_cards
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK, HAND_SIZE


@value
class Open(GameMove):
    """The first voluntary entry of the first round: bring one's contribution to 4 (6.4.3; jackpot: with
    openers, 6.5)."""

    ID = "open"
    LABEL = "Open for 4"


@value
class Call(GameMove):
    """Bring one's contribution up to the level ("вступить в игру", "смотреть")."""

    ID = "call"
    LABEL = "Call"


@value
class Raise(GameMove):
    """Raise the level to ``to`` (the next rung of the ladder; 1 to 16 chips more with no_limit_growth)."""

    ID = "raise:{to}"
    LABEL = "Raise to {to}"
    to: int

    def __post_init__(self) -> None:
        if not 0 < self.to <= 1_000_000:
            raise InvalidMove(f"a raise goes to a positive level, got {self.to}", field="to")


@value
class Check(GameMove):
    """Stay without adding chips ("Стою"; in a jackpot before the opening: decline to open, not a fold)."""

    ID = "check"
    LABEL = "Check"


@value
class Fold(GameMove):
    """Give up the hand and everything put in (6.4.3)."""

    ID = "fold"
    LABEL = "Fold"


@value
class Draw(GameMove):
    """Discard ``cards`` (1 to 5) and draw as many from the stock (6.4.4)."""

    ID = "draw:{cards}"
    LABEL = "Discard {cards} and draw"
    PUBLIC_ID = "draw"  # the others learn how many cards were drawn, not which were thrown
    PUBLIC_LABEL = "Discard {count} and draw"
    cards: tuple[Card, ...]

    @property
    def count(self) -> int:
        return len(self.cards)

    def __post_init__(self) -> None:
        if not 1 <= len(self.cards) <= HAND_SIZE:
            raise InvalidMove(f"discard 1 to 5 cards, got {len(self.cards)}", field="cards")
        object.__setattr__(self, "cards", sorted_cards(self.cards))


@value
class StandPat(GameMove):
    """Keep the five cards: discard and draw nothing (6.4.4)."""

    ID = "stand"
    LABEL = "Stand pat"


Move = Union[Open, Call, Raise, Check, Fold, Draw, StandPat]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Open, Call, Raise, Check, Fold, Draw, StandPat)
GRAMMAR: Grammar[Move] = Grammar("poker", MOVE_TYPES, DECK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``open``, ``call``, ``raise:16``, ``check``, ``fold``, ``draw:5S,2H``, ``stand``."""
    return GRAMMAR.parse(text)
