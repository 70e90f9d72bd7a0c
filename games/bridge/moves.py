"""Bridge's moves: a :class:`Call` of the auction (``pass``, ``double``, ``redouble``, ``bid:4H``) and a
:class:`Play` of a card (``play:TH``)."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value
from cardgames.games.mechanics.auction import Call

from .state import DECK

_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


@value
class Play(GameMove):
    """Play ``card`` (from dummy's hand when the declarer plays for dummy)."""

    ID = "play:{card}"
    LABEL = "Play {face}"
    card: Card

    @property
    def face(self) -> str:
        """The card with its suit symbol (``T♥``), for the label."""
        suit = self.card.suit
        return self.card.rank.letter + (_SYMBOLS[suit] if suit is not None else "")


Move = Union[Call, Play]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Call, Play)
GRAMMAR: Grammar[Move] = Grammar("bridge", MOVE_TYPES, DECK)

PLAYS: tuple[Play, ...] = tuple(Play(card) for card in DECK)
"""One interned play per card, by card code (legal-move lists share them)."""


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``pass``, ``double``, ``redouble``, ``bid:4H``, ``bid:3NT``, ``play:TH``."""
    return GRAMMAR.parse(text)
