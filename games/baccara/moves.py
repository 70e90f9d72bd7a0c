"""Baccara's moves: one value type each, with its id template (``stake:5``, ``draw``) and label."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.errors import InvalidMove
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import PACK


@value
class Stake(GameMove):
    """A punter puts down what he will risk before the deal (rule 7)."""

    ID = "stake:{amount}"
    LABEL = "Stake {amount}"
    amount: int

    def __post_init__(self) -> None:
        if self.amount <= 0:
            raise InvalidMove(f"a stake must be positive, got {self.amount}", field="move")


@value
class Draw(GameMove):
    """Take one more card, face down (rules 16-19)."""

    ID = "draw"
    LABEL = "Draw a card"


@value
class Stand(GameMove):
    """Play on the cards held (rule 20)."""

    ID = "stand"
    LABEL = "Stand"


@value
class KeepBank(GameMove):
    """The banker keeps the bank for the next coup (rule 25)."""

    ID = "keep_bank"
    LABEL = "Keep the bank"


@value
class PassBank(GameMove):
    """The banker gives up the bank to the player on his left (BAC-11)."""

    ID = "pass_bank"
    LABEL = "Pass the bank to the left"


Move = Union[Stake, Draw, Stand, KeepBank, PassBank]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Stake, Draw, Stand, KeepBank, PassBank)
GRAMMAR: Grammar[Move] = Grammar("baccara", MOVE_TYPES, PACK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``stake:5``, ``draw``, ``stand``, ``keep_bank``, ``pass_bank``."""
    return GRAMMAR.parse(text)
