"""Akulina's moves: one value type each, with its id template (``attack:7S,QS``) and label."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidMove
from cardgames.games.core.hands import sorted_cards
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK


@value
class Attack(GameMove):
    """The attacker lays one to six cards of one suit (3.4); the queen of spades only with another spade."""

    ID = "attack:{cards}"
    LABEL = "Attack with {cards}"
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if len(set(self.cards)) != len(self.cards):
            raise InvalidMove("a card is named twice in one attack", field="move.cards")
        object.__setattr__(self, "cards", sorted_cards(self.cards))


@value
class Cover(GameMove):
    """The defender covers ``attack_card`` with ``card`` (3.4)."""

    ID = "cover:{attack_card}:{card}"
    LABEL = "Cover {attack_card} with {card}"
    attack_card: Card
    card: Card


@value
class Take(GameMove):
    """The defender takes every attack card he has not covered (3.4)."""

    ID = "take"
    LABEL = "Take the cards not covered"


Move = Union[Attack, Cover, Take]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Attack, Cover, Take)
GRAMMAR: Grammar[Move] = Grammar("akulina", MOVE_TYPES, DECK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``attack:7S,QS``, ``cover:9C:KC``, ``take``."""
    return GRAMMAR.parse(text)


def move_key(move: Move) -> tuple[int, tuple[int, ...]]:
    """Sort key of legal moves: covers first, then attacks by size and cards; take last."""
    if isinstance(move, Attack):
        return (len(move.cards), tuple(card.code for card in move.cards))
    if isinstance(move, Cover):
        return (0, (move.attack_card.code, move.card.code))
    return (99, ())
