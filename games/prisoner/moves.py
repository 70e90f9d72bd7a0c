"""Prisoner's moves: ``deal`` (the next three cards, with the automatic gathering after them) and ``resign``.

The game has no decision (§13.4): ``deal`` is the only move of the rules, served as a move so a
frontend can animate the deal round by round.  ``resign`` gives up, as in every patience.
"""

from __future__ import annotations

from typing import Union

from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK


@value
class Deal(GameMove):
    """Deal the next three stock cards onto the left, middle and right piles; every top-row card of the
    middle card's rank then goes onto it by itself (§13.2)."""

    ID = "deal"
    LABEL = "Deal the next three cards"


@value
class Resign(GameMove):
    """Give up the layout (legal while cards are left to deal)."""

    ID = "resign"
    LABEL = "Give up this layout"


Move = Union[Deal, Resign]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Deal, Resign)
GRAMMAR: Grammar[Move] = Grammar("prisoner", MOVE_TYPES, DECK)
