"""Samba (Самба), canasta with three packs: spec ``samba.md``, source ``card-games-book-1994.ru.txt``
lines 263-267; docs ``docs/games/samba.md``.

Everything is canasta's (``games.canasta``): this package gives only what differs, as a
:class:`~cardgames.games.canasta.state.Variant` (three packs of 52 and two jokers, 162 cards; 13
cards each; two canastas to go out; the red threes' 1000 for five and 1200 for six; the match to
10 000; six players as three pairs seated A B C A B C) and its own types, which extend canasta's
without a field of their own (``SambaState`` is ``CanastaState`` under samba's name).

**Source wins (SAM-1).** The book says: "if a side has less than 7000 points, the minimum first
meld is 150".  The spec reads this as a slip and resolves it as 150 from 7000 upwards; the book's
words are the default here: **150 while the side's score is below 7000**, canasta's 120 from 7000
(the book is silent there).  The spec's table (50 / 90 / 120 / 150 from 7000) is the option
``minimums = "spec"``.

**Options.** ``standard_samba`` (2.2): 15 cards each, two cards drawn a turn, at most two wild cards
a meld, the pile taken only with a natural pair or onto a meld, six red threes 1000 in all, six
players as two teams of three; sequences of one suit (2.2) come with it: ``run:SUIT:LOW:N``
melds N cards from LOW up and ``extend:SUIT:LOW:N`` adds to a run; a run of seven is a samba (1500)
and counts as a canasta.  ``negative_min``, ``must_ask`` and ``target`` as in canasta.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .game import (
    DECK,
    GRAMMAR,
    MOVE_TYPES,
    SAMBA,
    SPEC,
    AddToMeld,
    Answer,
    AskGoOut,
    Discard,
    Draw,
    EndHand,
    ExtendRun,
    LayRun,
    MeldNew,
    Move,
    Options,
    Retract,
    State,
    TakePile,
    View,
    apply,
    cards_of,
    check_state,
    is_terminal,
    legal_moves,
    new_game,
    num_players,
    opening_events,
    parse_move,
    play,
    redeal_unseen,
    score,
    to_act,
    variant,
    view,
)

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen,
)

__all__ = [
    "DECK", "GAME", "MOVE_TYPES", "SAMBA", "SPEC", "AddToMeld", "Answer", "AskGoOut", "Discard", "Draw",
    "EndHand", "ExtendRun", "LayRun", "MeldNew", "Move", "Options", "Retract", "State", "TakePile", "View",
    "apply", "parse_move", "variant",
]
