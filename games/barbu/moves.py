"""Barbu's moves: ``contract:no_queens``, ``trumps:hearts``, ``domino:seven`` (the dealer's announcement, 4.3),
``double``, ``decline``, ``assign:2`` (the doubling, 4.6), ``challenge:1`` (standard doubling, 4.9),
``play:TH`` (a card to a trick or to the Domino layout) and ``pass`` (Domino, holding no playable card)."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK, PLAYERS, Contract, TrumpSuit

_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


def face(card: Card) -> str:
    """The card with its suit symbol (``T♥``), for labels."""
    return card.rank.letter + (_SYMBOLS[card.suit] if card.suit is not None else "")


@value
class Choose(GameMove):
    """The dealer names a contract without a trump suit (Trumps is ``trumps:<suit>``)."""

    ID = "contract:{contract}"
    LABEL = "Play {words}"
    contract: Contract

    def __post_init__(self) -> None:
        if self.contract is Contract.TRUMPS:
            raise ValueError("the Trumps contract names its suit: trumps:<suit>")

    @property
    def words(self) -> str:
        return self.contract.words


@value
class ChooseTrumps(GameMove):
    """The dealer names the Trumps contract with its trump suit."""

    ID = "trumps:{suit}"
    LABEL = "Play trumps, {suit_name} trump"
    suit: TrumpSuit

    @property
    def suit_name(self) -> str:
        return self.suit.name.lower()


@value
class ChooseDomino(GameMove):
    """With ``fan_tan``: the dealer names Domino and its base rank."""

    ID = "domino:{rank}"
    LABEL = "Play domino from the {rank_name}s"
    rank: Rank

    def __post_init__(self) -> None:
        if self.rank is Rank.JOKER:
            raise ValueError("the base rank is one of 2..A")

    @property
    def rank_name(self) -> str:
        return self.rank.name.lower()


@value
class Double(GameMove):
    """Take this deal's double: the seat's score for the deal counts twice."""

    ID = "double"
    LABEL = "Double"


@value
class Decline(GameMove):
    """Do not double this deal."""

    ID = "decline"
    LABEL = "Decline to double"


@value
class Challenge(GameMove):
    """``pairwise_doubling``: double ``seat`` (the difference of the two scores is settled between them)."""

    ID = "challenge:{seat}"
    LABEL = "Double seat {seat}"
    seat: int

    def __post_init__(self) -> None:
        if not 0 <= self.seat < PLAYERS:
            raise ValueError(f"a seat is 0..{PLAYERS - 1}, got {self.seat}")


@value
class Assign(GameMove):
    """Nobody doubled: the dealer gives the double to ``seat``."""

    ID = "assign:{seat}"
    LABEL = "Give the double to seat {seat}"
    seat: int

    def __post_init__(self) -> None:
        if not 0 <= self.seat < PLAYERS:
            raise ValueError(f"a seat is 0..{PLAYERS - 1}, got {self.seat}")


@value
class Play(GameMove):
    """Play ``card`` to the trick, or onto the Domino layout."""

    ID = "play:{card}"
    LABEL = "Play {face}"
    card: Card

    @property
    def face(self) -> str:
        return face(self.card)


@value
class Pass(GameMove):
    """Domino: no playable card, the turn passes."""

    ID = "pass"
    LABEL = "Pass"


Move = Union[Choose, ChooseTrumps, ChooseDomino, Double, Decline, Assign, Play, Pass, Challenge]  # noqa: UP007
MOVE_TYPES = (Choose, ChooseTrumps, ChooseDomino, Double, Decline, Assign, Play, Pass, Challenge)
GRAMMAR: Grammar[Move] = Grammar("barbu", MOVE_TYPES, DECK)

DOUBLE, DECLINE, PASS = Double(), Decline(), Pass()
PLAYS: tuple[Play, ...] = tuple(Play(card) for card in DECK)
"""One interned play per card, by card code."""
ASSIGNS: tuple[Assign, ...] = tuple(Assign(seat) for seat in range(PLAYERS))
CHALLENGES: tuple[Challenge, ...] = tuple(Challenge(seat) for seat in range(PLAYERS))


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``."""
    return GRAMMAR.parse(text)
