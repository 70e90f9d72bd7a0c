"""Preferans's moves: the pre-auction options, the auction calls, the widow, the whisting decisions, the play."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card
from cardgames.games.core.hands import sorted_cards
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK, WIDOW, Contract


@value
class ClosePulka(GameMove):
    """§4.5: the last player with an open pulka closes it, the missing amount going onto his gora."""

    ID = "close_pulka"
    LABEL = "Close my pulka onto my gora"


@value
class EndSplit(GameMove):
    """§4.5: the last player with a gora ends the game; the others each write their share of it on him."""

    ID = "end_split"
    LABEL = "End the game: split my gora among the others"


@value
class Circle(GameMove):
    """§4.5 (option ``circle``): one deal per player of the chosen type, then the options again."""

    ID = "circle"
    LABEL = "Declare a circle of raspasovkas"


@value
class PlayOn(GameMove):
    """Decline the pre-auction option and deal on."""

    ID = "play_on"
    LABEL = "Play on"


@value
class Blind(GameMove):
    """§4.6: before the first call, bid blind (the own hand stays unseen until the widow or the auction's end)."""

    ID = "blind"
    LABEL = "Bid blind"


@value
class Pass(GameMove):
    """Pass: in the auction (final), or as a defender, the dealer or a half-whister declining (§4.6, §4.8)."""

    ID = "pass"
    LABEL = "Pass"


@value
class Bid(GameMove):
    """§4.6: a contract strictly above the highest bid (misère has its own call)."""

    ID = "bid:{contract}"
    LABEL = "Bid {contract}"
    contract: Contract

    def __post_init__(self) -> None:
        if self.contract.misere:
            raise ValueError("misère is called with the move misere, not bid")


@value
class Moi(GameMove):
    """§4.6: the first bidder takes over the highest bid at its level ("мой")."""

    ID = "moi"
    LABEL = "Mine (hold the bid)"


@value
class Misere(GameMove):
    """§4.6: misère, only as the player's first call."""

    ID = "misere"
    LABEL = "Misère"


@value
class Discard(GameMove):
    """§4.7: the declarer puts two cards away face down."""

    ID = "discard:{cards}"
    LABEL = "Discard {cards}"
    PUBLIC_ID = "discard"  # face down: the others see two cards go, not which
    PUBLIC_LABEL = "Discard {count} cards"
    cards: tuple[Card, ...]

    @property
    def count(self) -> int:
        return len(self.cards)

    def __post_init__(self) -> None:
        if len(self.cards) != WIDOW or len(set(self.cards)) != WIDOW:
            raise ValueError(f"a discard is {WIDOW} different cards")
        object.__setattr__(self, "cards", sorted_cards(self.cards))


@value
class Announce(GameMove):
    """§4.7: the final contract, not below the winning bid (misère only after misère)."""

    ID = "contract:{contract}"
    LABEL = "Play {contract}"
    contract: Contract


@value
class Whist(GameMove):
    """§4.8: whist (a defender, the 4-player dealer on a six, or D1 reconsidering after a half-whist)."""

    ID = "whist"
    LABEL = "Whist"


@value
class HalfWhistCall(GameMove):
    """§4.8 (3 players, a six both defenders passed): D2 writes two tricks' whists unless D1 reconsiders."""

    ID = "half_whist"
    LABEL = "Half-whist"


@value
class Open(GameMove):
    """§4.8: the sole whister plays open (hands face up after the opening lead, he directs both)."""

    ID = "open"
    LABEL = "Whist open"


@value
class Closed(GameMove):
    """§4.8: the sole whister plays closed (each defender his own hand)."""

    ID = "closed"
    LABEL = "Whist closed"


@value
class Look(GameMove):
    """§4.8 (4 players, a six both defenders passed): the dealer looks at one defender's hand."""

    ID = "view:{seat}"
    LABEL = "Look at seat {seat}'s hand"
    seat: int


@value
class Play(GameMove):
    """Play ``card`` to the trick (from the hand the seat to act plays from)."""

    ID = "play:{card}"
    LABEL = "Play {card}"
    card: Card


Move = Union[  # noqa: UP007 (the codec reads a typing.Union)
    ClosePulka, EndSplit, Circle, PlayOn, Blind, Pass, Bid, Moi, Misere, Discard, Announce, Whist, HalfWhistCall,
    Open, Closed, Look, Play,
]
MOVE_TYPES = (ClosePulka, EndSplit, Circle, PlayOn, Blind, Pass, Bid, Moi, Misere, Discard, Announce, Whist,
              HalfWhistCall, Open, Closed, Look, Play)
GRAMMAR: Grammar[Move] = Grammar("preferans", MOVE_TYPES, DECK)

PASS, WHIST, OPEN, CLOSED = Pass(), Whist(), Open(), Closed()
PLAYS: dict[Card, Play] = {card: Play(card) for card in DECK}


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``."""
    return GRAMMAR.parse(text)
