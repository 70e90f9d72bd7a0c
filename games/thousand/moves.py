"""Thousand's moves: ``bid:110`` and ``pass`` (the auction, §4.3), ``raise:130`` (the contract after the
widow, TY-8), ``concede`` (a forced 100, TY-10), ``give:9S:QD`` (a card to each opponent in play order,
§4.4), ``marry:QH`` (lead a marriage card declaring it, §4.5), ``play:TH`` (a card to the trick)."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import CEILING, DECK, OPENING

_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


def face(card: Card) -> str:
    """The card with its suit symbol (``T♥``), for labels."""
    return card.rank.letter + (_SYMBOLS[card.suit] if card.suit is not None else "")


def _check_points(points: int) -> None:
    if not OPENING < points <= CEILING:
        raise ValueError(f"a bid is above {OPENING} and at most {CEILING}, got {points}")


@value
class Bid(GameMove):
    """Bid ``points`` (higher than the bid so far by the step; above 120 only holding a marriage)."""

    ID = "bid:{points}"
    LABEL = "Bid {points}"
    points: int

    def __post_init__(self) -> None:
        _check_points(self.points)


@value
class Pass(GameMove):
    """Pass: out of the auction for this deal."""

    ID = "pass"
    LABEL = "Pass"


@value
class Look(GameMove):
    """Look at one's hand (blind bidding, §4.3): from now on bid normally."""

    ID = "look"
    LABEL = "Look at the hand"


@value
class Blind(GameMove):
    """Bid ``points`` without having looked at the hand (§4.3; at most 120, TY-12)."""

    ID = "blind:{points}"
    LABEL = "Bid {points} blind"
    points: int

    def __post_init__(self) -> None:
        _check_points(self.points)


@value
class Raise(GameMove):
    """The declarer raises his contract to ``points`` after taking the widow (TY-8)."""

    ID = "raise:{points}"
    LABEL = "Raise the contract to {points}"
    points: int

    def __post_init__(self) -> None:
        _check_points(self.points)


@value
class Concede(GameMove):
    """The forced declarer at 100 throws the hand in (TY-10)."""

    ID = "concede"
    LABEL = "Throw in the hand"


@value
class Give(GameMove):
    """Give ``first`` to the next player after the declarer and ``second`` to the one after, face down."""

    ID = "give:{first}:{second}"
    LABEL = "Give {first_face} and {second_face}"
    PUBLIC_ID = "give"  # face down: each receiver sees only his own card (its event)
    PUBLIC_LABEL = "Give a card to each opponent"
    first: Card
    second: Card

    def __post_init__(self) -> None:
        if self.first is self.second:
            raise ValueError("give two different cards")

    @property
    def first_face(self) -> str:
        return face(self.first)

    @property
    def second_face(self) -> str:
        return face(self.second)


@value
class Marry(GameMove):
    """Lead ``card`` declaring its marriage: its value at once and its suit trump from this trick (§4.5)."""

    ID = "marry:{card}"
    LABEL = "Lead {face}, declaring the marriage"
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


Move = Union[Bid, Pass, Raise, Concede, Give, Marry, Play, Look, Blind]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Bid, Pass, Raise, Concede, Give, Marry, Play, Look, Blind)
GRAMMAR: Grammar[Move] = Grammar("thousand", MOVE_TYPES, DECK)

PASS, CONCEDE, LOOK = Pass(), Concede(), Look()
PLAYS: dict[Card, Play] = {card: Play(card) for card in DECK}
MARRIES: dict[Card, Marry] = {card: Marry(card) for card in DECK}


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``."""
    return GRAMMAR.parse(text)
