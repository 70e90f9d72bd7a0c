"""Poker's moves: one value type each, with its id template and label."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidMove
from cardgames.games.core.hands import sorted_cards
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK, HAND_SIZE, QUINTET_HANDS


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


@value
class Put(GameMove):
    """Quintet: place ``card`` into the hand at ``position`` (1-5); the opponent learns only that a card was
    placed (6.5, PO-12)."""

    ID = "put:{card}:{position}"
    LABEL = "Put {card} into hand {position}"
    PUBLIC_ID = "put"  # the opponent can work out the 25 cards; where each goes is the secret
    PUBLIC_LABEL = "Place a card"
    card: Card
    position: int

    def __post_init__(self) -> None:
        if not 1 <= self.position <= QUINTET_HANDS:
            raise InvalidMove(f"a quintet hand is at position 1 to 5, got {self.position}", field="position")


@value
class Commit(GameMove):
    """Quintet: seal the arrangement (every card placed; by rounds: this position's hand) before the reveal."""

    ID = "commit"
    LABEL = "Commit the hands"


Move = Union[Open, Call, Raise, Check, Fold, Draw, StandPat, Put, Commit]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Open, Call, Raise, Check, Fold, Draw, StandPat, Put, Commit)
GRAMMAR: Grammar[Move] = Grammar("poker", MOVE_TYPES, DECK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``open``, ``call``, ``raise:16``, ``check``, ``fold``, ``draw:5S,2H``, ``stand``,
    ``put:AS:3``, ``commit``."""
    return GRAMMAR.parse(text)
