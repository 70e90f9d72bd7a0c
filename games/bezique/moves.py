"""Bezique's moves: ``play:QH`` (a card to the trick), ``exchange`` (the trump nine for the trump card),
``declare:bezique`` (a meld shown card by card), ``show:trump_queens:5`` (n cards of a count family),
``draw`` (end the winner's turn: everybody draws) (§6.4, §6.5)."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK, Family, MeldKind

_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


def face(card: Card) -> str:
    """The card with its suit symbol (``T♥``), ``IF`` for a wild card, for labels."""
    if card.suit is None:
        return "IF"
    return card.rank.letter + _SYMBOLS[card.suit]


@value
class Play(GameMove):
    """Play ``card`` to the trick."""

    ID = "play:{card}"
    LABEL = "Play {face}"
    card: Card

    @property
    def face(self) -> str:
        return face(self.card)


@value
class Exchange(GameMove):
    """The trick's winner swaps a trump nine for the face-up trump card (§6.4, BEZ-13)."""

    ID = "exchange"
    LABEL = "Exchange a trump nine for the trump card"


@value
class Declare(GameMove):
    """Show a meld of ``kind``: real unused cards first, a wild card for each one missing (§6.5b, §6.5c)."""

    ID = "declare:{kind}"
    LABEL = "Declare {name}"
    kind: MeldKind

    @property
    def name(self) -> str:
        return self.kind.name.lower().replace("_", " ")


@value
class Show(GameMove):
    """Show ``count`` cards of a count family (real cards first, then wild cards) (§6.5a)."""

    ID = "show:{family}:{count}"
    LABEL = "Show {count} {name}"
    family: Family
    count: int

    def __post_init__(self) -> None:
        if not 4 <= self.count <= len(DECK):
            raise ValueError(f"a count show has 4 or more cards, got {self.count}")

    @property
    def name(self) -> str:
        return self.family.name.lower().replace("_", " ")


@value
class Draw(GameMove):
    """The trick's winner ends his turn: he draws, then the others clockwise (§6.4, BEZ-10)."""

    ID = "draw"
    LABEL = "Draw from the stock"


Move = Union[Play, Exchange, Declare, Show, Draw]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Play, Exchange, Declare, Show, Draw)
GRAMMAR: Grammar[Move] = Grammar("bezique", MOVE_TYPES, DECK)

EXCHANGE, DRAW = Exchange(), Draw()
PLAYS: dict[Card, Play] = {card: Play(card) for card in DECK}
DECLARES: dict[MeldKind, Declare] = {kind: Declare(kind) for kind in MeldKind}


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``."""
    return GRAMMAR.parse(text)
