"""Little Piano's moves: one value type each with its id template, and their patience actions.

Columns, positions and foundations are numbered from 0 in fields and ids; labels count from 1.
Flipping a face-down card and refilling the reserve are automatic, never moves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Union

from cardgames.games.core.cards import Card
from cardgames.games.core.decks import deck52
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value
from cardgames.games.mechanics.patience import DRAW, REDEAL, TURN, WASTE_TO_FOUNDATION, Action, Kind


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
    LABEL = "Move the talon's top card onto column {column_no}"
    column: int

    @property
    def column_no(self) -> int:
        return self.column + 1


@value
class WasteToFoundation(GameMove):
    """Put the waste's top card on a foundation."""

    ID = "waste>found"
    LABEL = "Put the talon's top card on a foundation"


@value
class ReserveToTableau(GameMove):
    """Phase 2: move reserve card ``card`` onto column ``column``."""

    ID = "res:{card}>tab:{column}"
    LABEL = "Move {card} from the reserve onto column {column_no}"
    card: Card
    column: int

    @property
    def column_no(self) -> int:
        return self.column + 1


@value
class ReserveToFoundation(GameMove):
    """Phase 2: put reserve card ``card`` on a foundation."""

    ID = "res:{card}>found"
    LABEL = "Put {card} from the reserve on a foundation"
    card: Card


@value
class FoundationToTableau(GameMove):
    """Move foundation ``foundation``'s top card back onto column ``column`` (MP-T3, MP-8)."""

    ID = "found:{foundation}>tab:{column}"
    LABEL = "Move the top card of foundation {foundation_no} onto column {column_no}"
    foundation: int
    column: int

    @property
    def foundation_no(self) -> int:
        return self.foundation + 1

    @property
    def column_no(self) -> int:
        return self.column + 1


@value
class Draw(GameMove):
    """Turn the next stock card (three under ``draw3``) onto the waste."""

    ID = "draw"
    LABEL = "Turn the next stock card onto the talon"


@value
class TurnTalon(GameMove):
    """The book's rule, once the stock is empty: turn the talon over and lay out the reserve (LP-E1)."""

    ID = "turn"
    LABEL = "Turn the talon over and lay out the reserve (phase 2)"


@value
class Redeal(GameMove):
    """``draw1`` / ``draw3``, once the stock is empty: turn the waste over into a new stock."""

    ID = "redeal"
    LABEL = "Turn the waste over into a new stock"


@value
class Resign(GameMove):
    """Give up the layout (always legal while the game goes on)."""

    ID = "resign"
    LABEL = "Give up this layout"


Move = Union[  # noqa: UP007 (the codec reads a typing.Union)
    TableauToTableau, TableauToFoundation, WasteToTableau, WasteToFoundation, ReserveToTableau,
    ReserveToFoundation, FoundationToTableau, Draw, TurnTalon, Redeal, Resign,
]
MOVE_TYPES = (
    TableauToTableau, TableauToFoundation, WasteToTableau, WasteToFoundation, ReserveToTableau,
    ReserveToFoundation, FoundationToTableau, Draw, TurnTalon, Redeal, Resign,
)
GRAMMAR: Grammar[Move] = Grammar("little_piano", MOVE_TYPES, deck52())


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``tab:0:5>tab:3``, ``tab:2>found``, ``res:QH>tab:6``, ``draw``, ...."""
    return GRAMMAR.parse(text)


# ---------------------------------------------------------------- moves <-> patience actions

_TO_ACTION: dict[type, Callable[[Any], Action]] = {
    TableauToTableau: lambda m: Action(Kind.RUN, m.source, m.index, m.target),
    TableauToFoundation: lambda m: Action(Kind.COLUMN_TO_FOUNDATION, m.column),
    WasteToTableau: lambda m: Action(Kind.WASTE_TO_COLUMN, target=m.column),
    WasteToFoundation: lambda m: WASTE_TO_FOUNDATION,
    ReserveToTableau: lambda m: Action(Kind.RESERVE_TO_COLUMN, target=m.column, card=m.card),
    ReserveToFoundation: lambda m: Action(Kind.RESERVE_TO_FOUNDATION, card=m.card),
    FoundationToTableau: lambda m: Action(Kind.FOUNDATION_TO_COLUMN, m.foundation, target=m.column),
    Draw: lambda m: DRAW,
    TurnTalon: lambda m: TURN,
    Redeal: lambda m: REDEAL,
}

_DRAW, _TURN, _REDEAL, _WASTE_UP = Draw(), TurnTalon(), Redeal(), WasteToFoundation()

_FROM_ACTION: dict[Kind, Callable[[Action], Move]] = {
    Kind.RUN: lambda a: TableauToTableau(a.source, a.index, a.target),
    Kind.COLUMN_TO_FOUNDATION: lambda a: TableauToFoundation(a.source),
    Kind.WASTE_TO_COLUMN: lambda a: WasteToTableau(a.target),
    Kind.WASTE_TO_FOUNDATION: lambda a: _WASTE_UP,
    Kind.RESERVE_TO_COLUMN: lambda a: ReserveToTableau(_card(a), a.target),
    Kind.RESERVE_TO_FOUNDATION: lambda a: ReserveToFoundation(_card(a)),
    Kind.FOUNDATION_TO_COLUMN: lambda a: FoundationToTableau(a.source, a.target),
    Kind.DRAW: lambda a: _DRAW,
    Kind.TURN: lambda a: _TURN,
    Kind.REDEAL: lambda a: _REDEAL,
}


def _card(action: Action) -> Card:
    assert action.card is not None
    return action.card


def action_of(move: Move) -> Action:
    """The patience action a move (other than ``resign``) stands for."""
    return _TO_ACTION[type(move)](move)


def move_of(action: Action) -> Move:
    """The move that stands for a patience action."""
    return _FROM_ACTION[action.kind](action)
