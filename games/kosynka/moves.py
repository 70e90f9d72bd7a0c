"""Kosynka's moves: one value type each with its id template, and their patience actions.

Columns and positions are numbered from 0 in fields and ids; labels count from 1.  Flipping
a face-down card is automatic, never a move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Union

from cardgames.games.core.decks import deck52
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value
from cardgames.games.mechanics.patience import DRAW, REDEAL, WASTE_TO_FOUNDATION, Action, Kind


@value
class TableauToTableau(GameMove):
    """Move the face-up run starting at position ``index`` of column ``source`` onto column ``target``."""

    ID = "tab:{source}:{index}>tab:{target}"
    LABEL = "Move the run from card {card_no} of column {source_no} onto column {target_no}"
    source: int
    index: int
    target: int

    @property
    def card_no(self) -> int:
        return self.index + 1

    @property
    def source_no(self) -> int:
        return self.source + 1

    @property
    def target_no(self) -> int:
        return self.target + 1


@value
class TableauToFoundation(GameMove):
    """Put column ``column``'s exposed card on the lowest-numbered foundation that takes it."""

    ID = "tab:{column}>found"
    LABEL = "Put the top card of column {column_no} on a foundation"
    column: int

    @property
    def column_no(self) -> int:
        return self.column + 1


@value
class WasteToTableau(GameMove):
    """Move the waste's top card onto column ``column``."""

    ID = "waste>tab:{column}"
    LABEL = "Move the waste's top card onto column {column_no}"
    column: int

    @property
    def column_no(self) -> int:
        return self.column + 1


@value
class WasteToFoundation(GameMove):
    """Put the waste's top card on a foundation."""

    ID = "waste>found"
    LABEL = "Put the waste's top card on a foundation"


@value
class Draw(GameMove):
    """Turn the stock's top card face up onto the waste."""

    ID = "draw"
    LABEL = "Turn the next stock card onto the waste"


@value
class Redeal(GameMove):
    """Passes left (option ``passes``) and the stock empty: turn the waste over, unshuffled, into a new stock."""

    ID = "redeal"
    LABEL = "Turn the waste over into a new stock"


@value
class Resign(GameMove):
    """Give up the layout (always legal while the game goes on)."""

    ID = "resign"
    LABEL = "Give up this layout"


Move = Union[  # noqa: UP007 (the codec reads a typing.Union)
    TableauToTableau, TableauToFoundation, WasteToTableau, WasteToFoundation, Draw, Redeal, Resign,
]
MOVE_TYPES = (TableauToTableau, TableauToFoundation, WasteToTableau, WasteToFoundation, Draw, Redeal, Resign)
GRAMMAR: Grammar[Move] = Grammar("kosynka", MOVE_TYPES, deck52())


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``tab:9:5>tab:7``, ``tab:2>found``, ``waste>tab:0``, ``draw``, ...."""
    return GRAMMAR.parse(text)


# ---------------------------------------------------------------- moves <-> patience actions

_TO_ACTION: dict[type, Callable[[Any], Action]] = {
    TableauToTableau: lambda m: Action(Kind.RUN, m.source, m.index, m.target),
    TableauToFoundation: lambda m: Action(Kind.COLUMN_TO_FOUNDATION, m.column),
    WasteToTableau: lambda m: Action(Kind.WASTE_TO_COLUMN, target=m.column),
    WasteToFoundation: lambda m: WASTE_TO_FOUNDATION,
    Draw: lambda m: DRAW,
    Redeal: lambda m: REDEAL,
}

_DRAW, _REDEAL, _WASTE_UP = Draw(), Redeal(), WasteToFoundation()

_FROM_ACTION: dict[Kind, Callable[[Action], Move]] = {
    Kind.RUN: lambda a: TableauToTableau(a.source, a.index, a.target),
    Kind.COLUMN_TO_FOUNDATION: lambda a: TableauToFoundation(a.source),
    Kind.WASTE_TO_COLUMN: lambda a: WasteToTableau(a.target),
    Kind.WASTE_TO_FOUNDATION: lambda a: _WASTE_UP,
    Kind.DRAW: lambda a: _DRAW,
    Kind.REDEAL: lambda a: _REDEAL,
}


def action_of(move: Move) -> Action:
    """The patience action a move (other than ``resign``) stands for."""
    return _TO_ACTION[type(move)](move)


def move_of(action: Action) -> Move:
    """The move that stands for a patience action."""
    return _FROM_ACTION[action.kind](action)
