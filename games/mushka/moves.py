"""Mushka's moves: ``pass``, ``keep``, ``exchange:7D,8H`` (pass or play, §1.4), ``take:7D`` and ``leave``
(the dealer and the trump card, MU-3), ``play:TH`` (a card to the trick, §1.5)."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.hands import sorted_cards
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value
from cardgames.games.mechanics.exchange import EXCHANGE_LIMIT

from .state import DECK

_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


def face(card: Card) -> str:
    """The card with its suit symbol (``T♥``), for labels."""
    return card.rank.letter + (_SYMBOLS[card.suit] if card.suit is not None else "")


@value
class Pass(GameMove):
    """Drop out of the deal: the hand goes away face down (not allowed holding the ace of spades)."""

    ID = "pass"
    LABEL = "Pass"


@value
class Keep(GameMove):
    """Play the deal with the five cards dealt (an exchange of none)."""

    ID = "keep"
    LABEL = "Play, keeping every card"


@value
class Exchange(GameMove):
    """Play the deal: discard ``cards`` face down and draw as many from the stock."""

    ID = "exchange:{cards}"
    LABEL = "Play, exchanging {faces}"
    PUBLIC_ID = "exchange"  # the others learn how many cards, not which
    PUBLIC_LABEL = "Play, exchanging {count} cards"
    cards: tuple[Card, ...]

    @property
    def count(self) -> int:
        return len(self.cards)

    def __post_init__(self) -> None:
        if not 1 <= len(self.cards) <= EXCHANGE_LIMIT:
            raise ValueError(f"an exchange names 1 to {EXCHANGE_LIMIT} cards (keep exchanges none), "
                             f"got {len(self.cards)}")
        object.__setattr__(self, "cards", sorted_cards(self.cards))

    @property
    def faces(self) -> str:
        return " ".join(face(card) for card in self.cards)


@value
class Take(GameMove):
    """The dealer takes the face-up trump card into his hand and discards ``card`` face down."""

    ID = "take:{card}"
    LABEL = "Take the trump card, discarding {face}"
    PUBLIC_ID = "take"  # the discard goes face down
    PUBLIC_LABEL = "Take the trump card, discarding one"
    card: Card

    @property
    def face(self) -> str:
        return face(self.card)


@value
class Leave(GameMove):
    """The dealer leaves the trump card on the table."""

    ID = "leave"
    LABEL = "Leave the trump card"


@value
class Play(GameMove):
    """Play ``card`` to the trick."""

    ID = "play:{card}"
    LABEL = "Play {face}"
    card: Card

    @property
    def face(self) -> str:
        return face(self.card)


Move = Union[Pass, Keep, Exchange, Take, Leave, Play]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Pass, Keep, Exchange, Take, Leave, Play)
GRAMMAR: Grammar[Move] = Grammar("mushka", MOVE_TYPES, DECK)

PASS, KEEP, LEAVE = Pass(), Keep(), Leave()
PLAYS: tuple[Play, ...] = tuple(Play(card) for card in DECK)
"""One interned play per card, by card code."""
TAKES: tuple[Take, ...] = tuple(Take(card) for card in DECK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``."""
    return GRAMMAR.parse(text)
