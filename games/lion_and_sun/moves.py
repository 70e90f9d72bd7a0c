"""Lion and Sun's moves: one value type each with its id template.

Slots, packs and foundations are numbered from 0 in fields and ids; labels count from 1.  A card goes
to the lowest-numbered foundation that takes it (which one does not matter: they are suitless).
"""

from __future__ import annotations

from typing import Union

from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK


@value
class SlotToFoundation(GameMove):
    """Put the card of half-circle slot ``slot`` on a foundation."""

    ID = "slot:{slot}>found"
    LABEL = "Put the card of slot {slot_no} on a foundation"
    slot: int

    @property
    def slot_no(self) -> int:
        return self.slot + 1


@value
class PackToFoundation(GameMove):
    """Put the top card of pack ``pack`` on a foundation."""

    ID = "pack:{pack}>found"
    LABEL = "Put the top card of pack {pack_no} on a foundation"
    pack: int

    @property
    def pack_no(self) -> int:
        return self.pack + 1


@value
class WasteToFoundation(GameMove):
    """Put the waste's top card on a foundation (LS-6)."""

    ID = "waste>found"
    LABEL = "Put the top card of the waste on a foundation"


@value
class Fill(GameMove):
    """Fill the empty slot ``slot`` with the top card of pack ``pack`` (LS-3: any pack, at any time)."""

    ID = "fill:{slot}:{pack}"
    LABEL = "Fill slot {slot_no} with the top card of pack {pack_no}"
    slot: int
    pack: int

    @property
    def slot_no(self) -> int:
        return self.slot + 1

    @property
    def pack_no(self) -> int:
        return self.pack + 1


@value
class Draw(GameMove):
    """Turn the next stock card onto the waste (LS-4)."""

    ID = "draw"
    LABEL = "Turn the next stock card onto the waste"


@value
class Redeal(GameMove):
    """With the stock empty, turn the waste over, unshuffled, into a new stock (LS-5)."""

    ID = "redeal"
    LABEL = "Turn the waste over into a new stock"


@value
class Resign(GameMove):
    """Give up the layout (always legal while the game goes on)."""

    ID = "resign"
    LABEL = "Give up this layout"


Move = Union[  # noqa: UP007 (the codec reads a typing.Union)
    SlotToFoundation, PackToFoundation, WasteToFoundation, Fill, Draw, Redeal, Resign,
]
MOVE_TYPES = (SlotToFoundation, PackToFoundation, WasteToFoundation, Fill, Draw, Redeal, Resign)
GRAMMAR: Grammar[Move] = Grammar("lion_and_sun", MOVE_TYPES, DECK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``slot:4>found``, ``pack:2>found``, ``fill:4:2``, ``draw``, ...."""
    return GRAMMAR.parse(text)
