"""Whist's moves: ``play:TH`` (a card to the trick, from the hand whose turn it is) and, in permissive mode,
``penalty:points`` / ``penalty:tricks`` (the non-offending side's choice for a revoke, WH-11)."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK, PenaltyKind

_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


def face(card: Card) -> str:
    """The card with its suit symbol (``T♥``), for labels."""
    return card.rank.letter + (_SYMBOLS[card.suit] if card.suit is not None else "")


@value
class Play(GameMove):
    """Play ``card`` (from a dummy's hand when its partner plays for it)."""

    ID = "play:{card}"
    LABEL = "Play {face}"
    card: Card

    @property
    def face(self) -> str:
        return face(self.card)


@value
class Penalty(GameMove):
    """Take the revoke penalty ``kind``: five points above the line or three of the offenders' tricks."""

    ID = "penalty:{kind}"
    LABEL = "Take the revoke penalty in {kind}"
    kind: PenaltyKind


Move = Union[Play, Penalty]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Play, Penalty)
GRAMMAR: Grammar[Move] = Grammar("whist", MOVE_TYPES, DECK)

PLAYS: tuple[Play, ...] = tuple(Play(card) for card in DECK)
"""One interned play per card, by card code (legal-move lists share them)."""
PENALTIES: tuple[Penalty, ...] = (Penalty(PenaltyKind.POINTS), Penalty(PenaltyKind.TRICKS))


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``play:TH``, ``penalty:points``, ``penalty:tricks``."""
    return GRAMMAR.parse(text)
