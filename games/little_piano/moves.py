"""Little Piano's move types: stable text ids (``move.id``), human labels and :func:`parse_move`.

Columns and foundations are numbered from 0 in fields and ids; labels count from 1.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeAlias

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidMove
from cardgames.games.core.values import value


def _col(index: int) -> str:
    return f"column {index + 1}"


@value
class TableauToTableau:
    """Move the face-up run starting at position ``index`` of column ``source`` onto ``target``."""

    source: int
    index: int
    target: int

    @property
    def id(self) -> str:
        return f"tab:{self.source}:{self.index}>tab:{self.target}"

    @property
    def label(self) -> str:
        return f"Move the run from card {self.index + 1} of {_col(self.source)} onto {_col(self.target)}"


@value
class TableauToFoundation:
    column: int

    @property
    def id(self) -> str:
        return f"tab:{self.column}>found"

    @property
    def label(self) -> str:
        return f"Put the top card of {_col(self.column)} on a foundation"


@value
class WasteToTableau:
    column: int

    @property
    def id(self) -> str:
        return f"waste>tab:{self.column}"

    @property
    def label(self) -> str:
        return f"Move the talon's top card onto {_col(self.column)}"


@value
class WasteToFoundation:
    @property
    def id(self) -> str:
        return "waste>found"

    @property
    def label(self) -> str:
        return "Put the talon's top card on a foundation"


@value
class ReserveToTableau:
    card: Card
    column: int

    @property
    def id(self) -> str:
        return f"res:{self.card}>tab:{self.column}"

    @property
    def label(self) -> str:
        return f"Move {self.card} from the reserve onto {_col(self.column)}"


@value
class ReserveToFoundation:
    card: Card

    @property
    def id(self) -> str:
        return f"res:{self.card}>found"

    @property
    def label(self) -> str:
        return f"Put {self.card} from the reserve on a foundation"


@value
class FoundationToTableau:
    foundation: int
    column: int

    @property
    def id(self) -> str:
        return f"found:{self.foundation}>tab:{self.column}"

    @property
    def label(self) -> str:
        return f"Move the top card of foundation {self.foundation + 1} onto {_col(self.column)}"


@value
class Draw:
    @property
    def id(self) -> str:
        return "draw"

    @property
    def label(self) -> str:
        return "Turn the next stock card onto the talon"


@value
class TurnTalon:
    @property
    def id(self) -> str:
        return "turn"

    @property
    def label(self) -> str:
        return "Turn the talon over and lay out the reserve (phase 2)"


@value
class Redeal:
    @property
    def id(self) -> str:
        return "redeal"

    @property
    def label(self) -> str:
        return "Turn the waste over into a new stock"


@value
class Resign:
    @property
    def id(self) -> str:
        return "resign"

    @property
    def label(self) -> str:
        return "Give up this layout"


Move: TypeAlias = (
    TableauToTableau | TableauToFoundation | WasteToTableau | WasteToFoundation | ReserveToTableau
    | ReserveToFoundation | FoundationToTableau | Draw | TurnTalon | Redeal | Resign
)
MOVE_TYPES = (
    TableauToTableau, TableauToFoundation, WasteToTableau, WasteToFoundation, ReserveToTableau,
    ReserveToFoundation, FoundationToTableau, Draw, TurnTalon, Redeal, Resign,
)


_MOVE_PATTERNS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Move]], ...] = (
    (re.compile(r"tab:(\d+):(\d+)>tab:(\d+)"),
     lambda m: TableauToTableau(int(m[1]), int(m[2]), int(m[3]))),
    (re.compile(r"tab:(\d+)>found"), lambda m: TableauToFoundation(int(m[1]))),
    (re.compile(r"waste>tab:(\d+)"), lambda m: WasteToTableau(int(m[1]))),
    (re.compile(r"waste>found"), lambda m: WasteToFoundation()),
    (re.compile(r"res:(\w+)>tab:(\d+)"), lambda m: ReserveToTableau(Card.parse(m[1]), int(m[2]))),
    (re.compile(r"res:(\w+)>found"), lambda m: ReserveToFoundation(Card.parse(m[1]))),
    (re.compile(r"found:(\d+)>tab:(\d+)"), lambda m: FoundationToTableau(int(m[1]), int(m[2]))),
    (re.compile(r"draw"), lambda m: Draw()),
    (re.compile(r"turn"), lambda m: TurnTalon()),
    (re.compile(r"redeal"), lambda m: Redeal()),
    (re.compile(r"resign"), lambda m: Resign()),
)


def parse_move(text: str) -> Move:
    """The move whose ``id`` is ``text``."""
    key = text.strip()
    for pattern, build in _MOVE_PATTERNS:
        match = pattern.fullmatch(key)
        if match is not None:
            try:
                move = build(match)
            except ValueError as error:
                raise InvalidMove(f"bad card in move {text!r}: {error}") from None
            if isinstance(move, (ReserveToTableau, ReserveToFoundation)) and move.card.is_joker:
                raise InvalidMove(f"no jokers in little_piano: {text!r}")
            return move
    raise InvalidMove(f"not a little_piano move: {text!r}")


