"""Canasta's moves: one value type each, with its id template (``meld:king:3:0:1``) and label.

Suits do not matter in canasta (a black three is the only three in a hand), so melds name a
rank and how many naturals, twos and jokers to take from the hand; the cards moved are the
first of each kind in hand order.  That keeps the move list short and every id canonical.
"""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card, Rank
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value
from cardgames.games.mechanics.melds import RunSuit
from cardgames.games.mechanics.partners import Reply


@value
class Draw(GameMove):
    """T1: take the top card of the stock (red threes are laid down and replaced)."""

    ID = "draw"
    LABEL = "Draw from the stock"


@value
class TakePile(GameMove):
    """T1: take the discard pile, using its top card with these cards from the hand (1.5).

    ``2:0:0`` a natural pair; ``1:1:0`` / ``1:0:1`` a natural and a two / a joker; ``0:0:0`` the
    top card added to the side's meld of its rank.
    """

    ID = "take:{naturals}:{twos}:{jokers}"
    LABEL = "Take the pile with {naturals} natural(s), {twos} two(s) and {jokers} joker(s)"
    naturals: int
    twos: int
    jokers: int


@value
class MeldNew(GameMove):
    """T2: lay a new meld of ``rank`` from the hand (1.6)."""

    ID = "meld:{rank}:{naturals}:{twos}:{jokers}"
    LABEL = "Meld {naturals} {rank} with {twos} two(s) and {jokers} joker(s)"
    rank: Rank
    naturals: int
    twos: int
    jokers: int


@value
class AddToMeld(GameMove):
    """T2: add cards from the hand to the side's meld of ``rank``."""

    ID = "add:{rank}:{naturals}:{twos}:{jokers}"
    LABEL = "Add {naturals} {rank} with {twos} two(s) and {jokers} joker(s) to the meld"
    rank: Rank
    naturals: int
    twos: int
    jokers: int


@value
class Discard(GameMove):
    """T3: put a card from the hand on the discard pile, ending the turn."""

    ID = "discard:{card}"
    LABEL = "Discard {card}"
    card: Card


@value
class AskGoOut(GameMove):
    """Ask the partner "may I go out?" before melding (1.4)."""

    ID = "ask"
    LABEL = "Ask the partner: may I go out?"


@value
class Answer(GameMove):
    """The partner's binding answer."""

    ID = "answer:{reply}"
    LABEL = "Answer {reply}"
    reply: Reply


@value
class Retract(GameMove):
    """Take back this turn's first melds while they are below the minimum (and a taken pile's top card)."""

    ID = "retract"
    LABEL = "Take back the melds below the minimum"


@value
class EndHand(GameMove):
    """With the stock out, decline the pile and end the hand (1.8)."""

    ID = "end"
    LABEL = "End the hand (the stock is out)"


@value
class LayRun(GameMove):
    """A new run of ``length`` cards of ``suit`` from ``low`` up (samba's sequences; not a canasta move)."""

    ID = "run:{suit}:{low}:{length}"
    LABEL = "Meld a run of {length} {suit} from {low}"
    suit: RunSuit
    low: Rank
    length: int


@value
class ExtendRun(GameMove):
    """Add ``length`` cards of ``suit`` from ``low`` up to the side's run they adjoin (samba; not canasta)."""

    ID = "extend:{suit}:{low}:{length}"
    LABEL = "Extend the {suit} run with {length} card(s) from {low}"
    suit: RunSuit
    low: Rank
    length: int


Move = Union[Draw, TakePile, MeldNew, AddToMeld, Discard, AskGoOut, Answer, Retract, EndHand]  # noqa: UP007
MOVE_TYPES = (Draw, TakePile, MeldNew, AddToMeld, Discard, AskGoOut, Answer, Retract, EndHand)
RUN_TYPES = (LayRun, ExtendRun)
"""Moves of the games with sequences (samba's standard option): the engine handles them, canasta never offers them."""
GRAMMAR: Grammar[Move] = Grammar("canasta", MOVE_TYPES)
"""No deck check: with two packs a move may name one card twice (the grammar's check refuses that)."""


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``draw``, ``take:2:0:0``, ``meld:king:3:0:1``, ``discard:7H``, ``answer:yes`` ..."""
    return GRAMMAR.parse(text)
