"""King's moves: ``trump:hearts`` (the trump-namer's choice in a positive deal, KI-6) and ``play:TH``."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK52, Trump

_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


@value
class NameTrump(GameMove):
    """Name ``suit`` trump for this positive deal."""

    ID = "trump:{suit}"
    LABEL = "Name {suit} trump"
    suit: Trump


@value
class Play(GameMove):
    """Play ``card`` to the trick."""

    ID = "play:{card}"
    LABEL = "Play {face}"
    card: Card

    @property
    def face(self) -> str:
        suit = self.card.suit
        return self.card.rank.letter + (_SYMBOLS[suit] if suit is not None else "")


Move = Union[NameTrump, Play]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (NameTrump, Play)
GRAMMAR: Grammar[Move] = Grammar("king", MOVE_TYPES, DECK52)
PLAYS: tuple[Play, ...] = tuple(Play(card) for card in DECK52)
NAMINGS: tuple[NameTrump, ...] = tuple(NameTrump(suit) for suit in Trump)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``trump:spades``, ``play:TH``."""
    return GRAMMAR.parse(text)
