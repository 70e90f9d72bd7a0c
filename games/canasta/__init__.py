"""Canasta (Канаста): spec ``canasta.md``, source ``card-games-book-1994.ru.txt`` lines 195-261; docs
``docs/games/canasta.md``.

**Layout.** ``state`` (options, the variant's constants, state, view), ``moves`` (move types and
their ids), ``table`` (sides, who plays a hand and in what order, the deal), ``deal`` (new match,
new hand), ``rules`` (the questions and one checker per move: the only gate of ``legal`` and
``play``), ``legal`` (legal moves), ``play`` (what a move does), ``hand_end`` (red threes, the next
turn, scoring a hand, the next hand or the end of the match), ``checks`` (client-state checks,
hidden cards), ``scoring`` (score, views).  Samba (``games.samba``) reuses all of it through
:class:`~.state.Variant`.

**Players and sides** (1.1): 2 and 3 play alone; 4 and 6 in two partnerships seated alternately
(0+2 against 1+3); 5 as 0+2 against 1+3+4 with one of the three sitting out each hand in turn
(CAN-13).  Two packs and four jokers (108 cards).

**Turn** (1.4): phase ``DRAW``: :class:`Draw` (red threes in the hand are laid and replaced first,
T0; a drawn red three is laid and replaced), :class:`TakePile`, or with the stock out
:class:`EndHand`; phase ``MELD``: :class:`MeldNew`, :class:`AddToMeld`, :class:`AskGoOut` (the
partner :class:`Answer`\\ s in phase ``ANSWER``), :class:`Retract`, :class:`Discard`.  Taking the
pile before the side has melded leads to ``OPENING``: the top card's meld is laid, the rest of the
pile waits while the player lays melds from his hand until they reach the minimum, then it is his.

**Resolutions made here** (the spec leaves them open):

* Melds name a rank and counts of naturals, twos and jokers (suits never matter; the cards moved
  are the first of each kind in hand order).  A take uses the fewest cards (a pair, a natural and
  a wild card, or none when the top card goes on the side's meld); more are added afterwards.
* First melds below the minimum may be taken back (:class:`Retract`; a taken top card goes back on
  the pile): the standard correction of an insufficient first meld, and the way out of an opening
  that cannot be completed.  A take is offered only when the hand could reach the minimum.
* Black threes are melded only as the last meld of a going out (at most one card left to discard).
* A player answered yes who ends his turn without going out costs his side 100 (1.4); he is not
  otherwise forced.  Red threes still in a hand when the hand ends (their owner never had a turn)
  count as laid.
* The whole discard pile is public (1.10 [R]).

The spec and the source agree on every point used here (the book's literal readings the spec
resolves, CAN-1 .. CAN-19, are taken as the spec resolves them).
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .deal import new_game
from .legal import legal_moves
from .moves import (
    GRAMMAR,
    MOVE_TYPES,
    AddToMeld,
    Answer,
    AskGoOut,
    Discard,
    Draw,
    EndHand,
    MeldNew,
    Move,
    Retract,
    TakePile,
    parse_move,
)
from .play import apply, play
from .rules import is_terminal, minimum, num_players, to_act
from .scoring import opening_events, score, view
from .state import CANASTA, DECK, SPEC, Options, State, Variant, View, card_value

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen,
)

__all__ = [
    "CANASTA", "DECK", "GAME", "MOVE_TYPES", "SPEC", "AddToMeld", "Answer", "AskGoOut", "Discard", "Draw",
    "EndHand", "MeldNew", "Move", "Options", "Retract", "State", "TakePile", "Variant", "View", "apply",
    "card_value", "cards_of", "check_state", "is_terminal", "legal_moves", "minimum", "new_game",
    "num_players", "opening_events", "parse_move", "play", "redeal_unseen", "score", "to_act", "view",
]
