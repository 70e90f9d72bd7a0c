"""The Mill's moves: one value type each with its id template.

Wings and king piles are numbered from 0 in fields and ids; labels count from 1.  Placing a king in a
corner is automatic (option ``forced_kings``, default), as are wing refills (option ``refill=talon``,
default); otherwise they are the moves ``wing:W>king:K`` / ``talon>king:K`` and ``refill:stock|talon``.
"""

from __future__ import annotations

from typing import Union

from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK, Source


@value
class WingToAce(GameMove):
    """Put the card of wing ``wing`` on the ace pile."""

    ID = "wing:{wing}>ace"
    LABEL = "Put the card of wing {wing_no} on the ace pile"
    wing: int

    @property
    def wing_no(self) -> int:
        return self.wing + 1


@value
class WingToKing(GameMove):
    """Put the card of wing ``wing`` on king pile ``pile`` (or a king into that empty corner)."""

    ID = "wing:{wing}>king:{pile}"
    LABEL = "Put the card of wing {wing_no} on king pile {pile_no}"
    wing: int
    pile: int

    @property
    def wing_no(self) -> int:
        return self.wing + 1

    @property
    def pile_no(self) -> int:
        return self.pile + 1


@value
class TalonToAce(GameMove):
    """Put the talon's top card on the ace pile (ML-3)."""

    ID = "talon>ace"
    LABEL = "Put the top card of the talon on the ace pile"


@value
class TalonToKing(GameMove):
    """Put the talon's top card on king pile ``pile`` (or a king into that empty corner)."""

    ID = "talon>king:{pile}"
    LABEL = "Put the top card of the talon on king pile {pile_no}"
    pile: int

    @property
    def pile_no(self) -> int:
        return self.pile + 1


@value
class Draw(GameMove):
    """Turn the stock's top card onto the talon (a king goes straight to an empty corner)."""

    ID = "draw"
    LABEL = "Turn the next stock card onto the talon"


@value
class Transfer(GameMove):
    """Move the top card of king pile ``pile`` onto the ace pile (ML-6)."""

    ID = "transfer:{pile}"
    LABEL = "Move the top card of king pile {pile_no} onto the ace pile"
    pile: int

    @property
    def pile_no(self) -> int:
        return self.pile + 1


@value
class Refill(GameMove):
    """Option ``refill=choice``: refill the emptied wing from the stock's or the talon's top (ML-2)."""

    ID = "refill:{source}"
    LABEL = "Refill the empty wing from the {source}"
    source: Source


@value
class Resign(GameMove):
    """Give up the layout (always legal while the game goes on)."""

    ID = "resign"
    LABEL = "Give up this layout"


Move = Union[  # noqa: UP007 (the codec reads a typing.Union)
    WingToAce, WingToKing, TalonToAce, TalonToKing, Draw, Transfer, Refill, Resign,
]
MOVE_TYPES = (WingToAce, WingToKing, TalonToAce, TalonToKing, Draw, Transfer, Refill, Resign)
GRAMMAR: Grammar[Move] = Grammar("mill", MOVE_TYPES, DECK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``wing:3>ace``, ``wing:0>king:2``, ``talon>ace``, ``transfer:1``, ``refill:stock``."""
    return GRAMMAR.parse(text)
