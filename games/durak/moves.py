"""Durak's moves: one value type each, with its id template (``attack:7D,7H``) and label."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card
from cardgames.games.core.hands import sorted_cards
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK


class _CardsOnTable(GameMove):
    """Cards put on the table by one move, kept sorted so that equal moves compare equal."""

    __slots__ = ()
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", sorted_cards(self.cards))


@value
class Attack(_CardsOnTable):
    """The main attacker opens a bout with cards of one rank ([9])."""

    ID = "attack:{cards}"
    LABEL = "Attack with {cards}"
    cards: tuple[Card, ...]


@value
class Cover(GameMove):
    """The defender covers ``attack_card`` with ``card`` ([12][13])."""

    ID = "cover:{attack_card}:{card}"
    LABEL = "Cover {attack_card} with {card}"
    attack_card: Card
    card: Card


@value
class Take(GameMove):
    """The defender gives up and will pick up the table ([19])."""

    ID = "take"
    LABEL = "Take the cards"


@value
class ThrowIn(_CardsOnTable):
    """A thrower adds cards whose ranks are already on the table ([14])."""

    ID = "throw:{cards}"
    LABEL = "Throw in {cards}"
    cards: tuple[Card, ...]


@value
class Done(GameMove):
    """The current thrower declares the cards covered and loses the right to throw in ([15])."""

    ID = "done"
    LABEL = "Done (no more throw-ins)"


@value
class Pass(GameMove):
    """A player declines the one extra throw-in after a take (DUR-9)."""

    ID = "pass"
    LABEL = "Pass (throw in nothing more)"


Move = Union[Attack, Cover, Take, ThrowIn, Done, Pass]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Attack, Cover, Take, ThrowIn, Done, Pass)
GRAMMAR: Grammar[Move] = Grammar("durak", MOVE_TYPES, DECK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``attack:7D,7H``, ``cover:9H:TH``, ``take``, ``throw:9C``, ``done``, ``pass``."""
    return GRAMMAR.parse(text)


def move_key(move: Move) -> tuple[int, tuple[int, ...]]:
    """Sort key of legal moves: covers first, then attacks and throw-ins by size and cards; declines last."""
    if isinstance(move, (Attack, ThrowIn)):
        return (len(move.cards), tuple(card.code for card in move.cards))
    if isinstance(move, Cover):
        return (0, (move.attack_card.code, move.card.code))
    return (99, ())
