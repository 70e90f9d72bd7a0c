"""Liar's bills' moves: one value type each, with its id template and label."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import Bid


@value
class Raise(GameMove):
    """Claim ``bid`` (an opening, or a raise over the standing bid): the bidder becomes the claimant."""

    ID = "bid:{bid}"
    LABEL = "Bid {bid}"
    bid: Bid


@value
class Agree(GameMove):
    """Knock on the table: side with the claim and pass the turn left (3.3)."""

    ID = "agree"
    LABEL = "Agree"


@value
class Doubt(GameMove):
    """Say "I don't believe it" ("Ne veryu", 3.3)."""

    ID = "doubt"
    LABEL = "Doubt (I don't believe it)"


@value
class Fold(GameMove):
    """Forced mode: leave the game; the note stays face down for the count, then goes to the bank (3.3)."""

    ID = "fold"
    LABEL = "Leave the game"


@value
class Resign(GameMove):
    """Option ``resign``: leave the game at one's turn, as a fold does (LP-6)."""

    ID = "resign"
    LABEL = "Resign"


Move = Union[Raise, Agree, Doubt, Fold, Resign]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Raise, Agree, Doubt, Fold, Resign)
GRAMMAR: Grammar[Move] = Grammar("liars_bills", MOVE_TYPES)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``bid:5x6``, ``bid:3xA``, ``agree``, ``doubt``, ``fold``, ``resign``."""
    return GRAMMAR.parse(text)
