"""Rams's moves: ``pass``, ``keep``, ``exchange:7D,8H``, ``jacks`` (§2.4), ``take:7D`` and ``leave``
(the dealer and the trump card), ``flush`` and ``play_on`` (§2.5), ``play:TH`` (a card to the trick, §2.6).

The moves both games have are mushka's (ids, labels, the exchange's checks), under rams's names (the
proto names a move after its game); ``jacks``, ``flush`` and ``play_on`` are rams's own."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value
from cardgames.games.mushka import moves as mushka

from .state import DECK


@value
class Pass(mushka.Pass):
    """Drop out of the deal: the hand goes away face down (not allowed with an ace dealt)."""


@value
class Keep(mushka.Keep):
    """Play the deal with the five cards dealt (an exchange of none)."""


@value
class Exchange(mushka.Exchange):
    """Play the deal: discard ``cards`` face down and draw as many from the stock."""


@value
class Jacks(GameMove):
    """Declare the jack set dealt, worth at least the count left: write it off and win the game (§2.4, RA-12)."""

    ID = "jacks"
    LABEL = "Declare the jacks and finish"


@value
class Flush(GameMove):
    """Show five cards of one suit ("open Rams", §2.5)."""

    ID = "flush"
    LABEL = "Show the flush"


@value
class PlayOn(GameMove):
    """Keep the flush quiet and play the tricks."""

    ID = "play_on"
    LABEL = "Play on without showing the flush"


@value
class Take(mushka.Take):
    """The dealer takes the face-up trump card into his hand and discards ``card`` face down."""


@value
class Leave(mushka.Leave):
    """The dealer leaves the trump card on the table."""


@value
class Play(mushka.Play):
    """Play ``card`` to the trick."""


Move = Union[Pass, Keep, Exchange, Jacks, Take, Leave, Flush, PlayOn, Play]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Pass, Keep, Exchange, Jacks, Take, Leave, Flush, PlayOn, Play)
GRAMMAR: Grammar[Move] = Grammar("rams", MOVE_TYPES, DECK)

PASS, KEEP, LEAVE, JACKS, FLUSH, PLAY_ON = Pass(), Keep(), Leave(), Jacks(), Flush(), PlayOn()
PLAYS: tuple[Play, ...] = tuple(Play(card) for card in DECK)
"""One interned play per card, by card code."""
TAKES: tuple[Take, ...] = tuple(Take(card) for card in DECK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``."""
    return GRAMMAR.parse(text)
