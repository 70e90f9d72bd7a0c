"""Demon's moves: one value type each with its id template, and their patience actions.

Columns and positions are numbered from 0 in fields and ids; labels count from 1.  Filling an
emptied column from the reserve and turning up the next reserve card are automatic, never moves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Union

from cardgames.games.core.cards import Card
from cardgames.games.core.decks import deck52
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value
from cardgames.games.mechanics.patience import DRAW, REDEAL, WASTE_TO_FOUNDATION, Action, Kind


@value
class TableauToTableau(GameMove):
    """Move the run starting at position ``index`` of column ``source`` onto column ``target``."""

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
    """Put column ``column``'s exposed card on the foundation that takes it."""

    ID = "tab:{column}>found"
    LABEL = "Put the top card of column {column_no} on a foundation"
    column: int

    @property
    def column_no(self) -> int:
        return self.column + 1


@value
class ReserveToTableau(GameMove):
    """Move the reserve's open card ``card`` onto column ``column``."""

    ID = "res:{card}>tab:{column}"
    LABEL = "Move {card} from the reserve onto column {column_no}"
    card: Card
    column: int

    @property
    def column_no(self) -> int:
        return self.column + 1


@value
class ReserveToFoundation(GameMove):
    """Put the reserve's open card ``card`` on a foundation."""

    ID = "res:{card}>found"
    LABEL = "Put {card} from the reserve on a foundation"
    card: Card


@value
class WasteToTableau(GameMove):
    """Move the waste's top card onto column ``column`` (an empty one once the reserve is empty, DE-4)."""

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
class TalonToTableau(GameMove):
    """``random_access``: move card ``card`` of the open talon onto column ``column``."""

    ID = "waste:{card}>tab:{column}"
    LABEL = "Move {card} from the talon onto column {column_no}"
    card: Card
    column: int

    @property
    def column_no(self) -> int:
        return self.column + 1


@value
class TalonToFoundation(GameMove):
    """``random_access``: put card ``card`` of the open talon on a foundation."""

    ID = "waste:{card}>found"
    LABEL = "Put {card} from the talon on a foundation"
    card: Card


@value
class Draw(GameMove):
    """Turn the next packet of up to three stock cards onto the waste, the last of them on top."""

    ID = "draw"
    LABEL = "Turn the next packet of three onto the waste"


@value
class Redeal(GameMove):
    """Once the stock is empty: turn the waste over into a new stock (shuffled, under the book's rule)."""

    ID = "redeal"
    LABEL = "Turn the waste over into a new stock"


@value
class Resign(GameMove):
    """Give up the layout (always legal while the game goes on)."""

    ID = "resign"
    LABEL = "Give up this layout"


Move = Union[  # noqa: UP007 (the codec reads a typing.Union)
    TableauToTableau, TableauToFoundation, ReserveToTableau, ReserveToFoundation, WasteToTableau,
    WasteToFoundation, TalonToTableau, TalonToFoundation, Draw, Redeal, Resign,
]
MOVE_TYPES = (
    TableauToTableau, TableauToFoundation, ReserveToTableau, ReserveToFoundation, WasteToTableau,
    WasteToFoundation, TalonToTableau, TalonToFoundation, Draw, Redeal, Resign,
)
GRAMMAR: Grammar[Move] = Grammar("demon", MOVE_TYPES, deck52())


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``tab:0:0>tab:3``, ``res:QH>found``, ``waste>tab:2``, ``draw``, ...."""
    return GRAMMAR.parse(text)


# ---------------------------------------------------------------- moves <-> patience actions

_TO_ACTION: dict[type, Callable[[Any], Action]] = {
    TableauToTableau: lambda m: Action(Kind.RUN, m.source, m.index, m.target),
    TableauToFoundation: lambda m: Action(Kind.COLUMN_TO_FOUNDATION, m.column),
    ReserveToTableau: lambda m: Action(Kind.RESERVE_TO_COLUMN, target=m.column, card=m.card),
    ReserveToFoundation: lambda m: Action(Kind.RESERVE_TO_FOUNDATION, card=m.card),
    WasteToTableau: lambda m: Action(Kind.WASTE_TO_COLUMN, target=m.column),
    WasteToFoundation: lambda m: WASTE_TO_FOUNDATION,
    TalonToTableau: lambda m: Action(Kind.WASTE_TO_COLUMN, target=m.column, card=m.card),
    TalonToFoundation: lambda m: Action(Kind.WASTE_TO_FOUNDATION, card=m.card),
    Draw: lambda m: DRAW,
    Redeal: lambda m: REDEAL,
}

_DRAW, _REDEAL, _WASTE_UP = Draw(), Redeal(), WasteToFoundation()


def _card(action: Action) -> Card:
    assert action.card is not None
    return action.card


_FROM_ACTION: dict[Kind, Callable[[Action], Move]] = {
    Kind.RUN: lambda a: TableauToTableau(a.source, a.index, a.target),
    Kind.COLUMN_TO_FOUNDATION: lambda a: TableauToFoundation(a.source),
    Kind.RESERVE_TO_COLUMN: lambda a: ReserveToTableau(_card(a), a.target),
    Kind.RESERVE_TO_FOUNDATION: lambda a: ReserveToFoundation(_card(a)),
    Kind.WASTE_TO_COLUMN: lambda a: WasteToTableau(a.target) if a.card is None else TalonToTableau(a.card, a.target),
    Kind.WASTE_TO_FOUNDATION: lambda a: _WASTE_UP if a.card is None else TalonToFoundation(a.card),
    Kind.DRAW: lambda a: _DRAW,
    Kind.REDEAL: lambda a: _REDEAL,
}


def action_of(move: Move) -> Action:
    """The patience action a move (other than ``resign``) stands for."""
    return _TO_ACTION[type(move)](move)


def move_of(action: Action) -> Move:
    """The move that stands for a patience action."""
    return _FROM_ACTION[action.kind](action)
