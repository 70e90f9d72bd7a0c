"""Macao's moves: one value type each, with its id template (``replace:KH``, ``draw``) and label."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import PACK


@value
class ReplaceZero(GameMove):
    """Discard a ten or a figure face up and take a new card: not a draw, a natural stays natural [11] (MAC-2)."""

    ID = "replace:{card}"
    LABEL = "Replace {card} with a new card"
    card: Card


@value
class Draw(GameMove):
    """The one draw (прикупка) [10]: a card face down; the hand is no longer natural."""

    ID = "draw"
    LABEL = "Draw a card"


@value
class Stand(GameMove):
    """Play on the cards held."""

    ID = "stand"
    LABEL = "Stand"


Move = Union[ReplaceZero, Draw, Stand]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (ReplaceZero, Draw, Stand)
GRAMMAR: Grammar[Move] = Grammar("macao", MOVE_TYPES, PACK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``replace:KH``, ``draw``, ``stand``."""
    return GRAMMAR.parse(text)
