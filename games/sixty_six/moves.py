"""Sixty-six's moves: ``exchange`` (the trump nine for the trump card), ``close`` (the stock), ``claim`` (66),
``marry:QH`` (lead a marriage card announcing it), ``play:TH`` (a card to the trick) (§5.5, §5.7)."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK

_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


def face(card: Card) -> str:
    """The card with its suit symbol (``T♥``), for labels."""
    return card.rank.letter + (_SYMBOLS[card.suit] if card.suit is not None else "")


@value
class Exchange(GameMove):
    """Swap the nine of trumps for the face-up trump card (66-4)."""

    ID = "exchange"
    LABEL = "Exchange the trump nine for the trump card"


@value
class Close(GameMove):
    """Close the stock: nobody draws again and the strict rules apply (§5.5)."""

    ID = "close"
    LABEL = "Close the stock"


@value
class Claim(GameMove):
    """Stop the kon saying one's side has 66 (§5.7); a false claim loses it."""

    ID = "claim"
    LABEL = "Claim 66"


@value
class Marry(GameMove):
    """Lead ``card`` (a king or queen) announcing its marriage: 20, or 40 in trumps (§5.5, 66-5)."""

    ID = "marry:{card}"
    LABEL = "Lead {face}, announcing the marriage"
    card: Card

    @property
    def face(self) -> str:
        return face(self.card)


@value
class Play(GameMove):
    """Play ``card`` to the trick."""

    ID = "play:{card}"
    LABEL = "Play {face}"
    card: Card

    @property
    def face(self) -> str:
        return face(self.card)


Move = Union[Exchange, Close, Claim, Marry, Play]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Exchange, Close, Claim, Marry, Play)
GRAMMAR: Grammar[Move] = Grammar("sixty_six", MOVE_TYPES, DECK)

EXCHANGE, CLOSE, CLAIM = Exchange(), Close(), Claim()
PLAYS: dict[Card, Play] = {card: Play(card) for card in DECK}
MARRIES: dict[Card, Marry] = {card: Marry(card) for card in DECK}


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``."""
    return GRAMMAR.parse(text)
