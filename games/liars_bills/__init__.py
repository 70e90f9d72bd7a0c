"""Liar's bills, "Ne veryu" (liar's poker on banknote serial numbers): spec ``liars_bills.md`` (source:
``banknote-bluff.ru.txt``); docs ``docs/games/liars_bills.md``.

**Layout.** ``state`` (options, bids, phases, state, view), ``moves``, ``rules`` (the ladder, counting,
notes, turns, legal moves), ``play`` (moves and the automatic steps: circles, showdown, eliminations, the
bank, rounds), ``checks`` (client-state checks, re-drawing hidden digits), ``scoring``.

**No cards.** Each player still in holds a note of ``digits_per_note`` uniform digits drawn from the
state's random stream (3.1); only its owner sees it until the count, when every note of the round is shown
(folded ones too).  ``cards_of`` is empty; ``redeal_unseen`` re-draws the other notes' digits.

**Bids** (3.2). ``bid:5x6`` claims at least five 6s counting zeros as jokers; ``bid:3xA`` at least three
zeros (Aces; zeros alone count, LP-9).  A bid outbids the standing one when its key is higher: ``(c, f)``,
an Ace bid ``(2c, 10)``: more digits with any face, the same count with a higher face (LP-2), after a
numeric bid ``c`` Aces need ``a >= ceil(c/2)``, after ``a`` Aces a numeric bid needs ``2a + 1``.  An
opening must be numeric; no count above every digit in play (LP-3).

**Round** (3.3). OPEN: the first claimant bids.  RESPOND: the others in turn :class:`Agree`, :class:`Doubt`
or :class:`Raise` (a raise makes a new claimant, cancels the circle's answers and starts a new circle).
Back at the claimant: a doubt means a count; all agreed means FORCED: the button passes left and its holder
raises or :class:`Fold`s (leaves the game; LP-5), until someone raises or the claimant is alone and wins.
Count: the bid holds when reached; believers (the claimant and the circle's agreers, LP-4 "sides") and
doubters win or lose together (``agree=neutral``: agreers are unaffected).  Losers and leavers give their
notes to the bank and are out.  Variant 2 (default): the winners play on, opened by the nearest player left
of the last claimant, until one takes the bank; Variant 1 (``ending=one_round``): the winners share it
(LP-7, exact in 1/2520 notes).  ``first_doubt`` plays 3.6: raise or doubt only, the first doubt ends the
round with one loser (the doubter if the bid holds, else the claimant) whose note goes to the bank (V1) or
the winner (V2), or who stays in (V3, ``endless``: to the winner, ``rounds`` rounds); the winner opens next.

The spec and the source agree on every point used here.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Agree, Doubt, Fold, Move, Raise, Resign, parse_move
from .play import apply, play
from .rules import actual, cap, is_terminal, legal_moves, new_game, num_players, outbids, to_act
from .scoring import opening_events, score, view
from .state import ACE, SPEC, Bid, Options, Phase, Response, RoundResult, State, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen,
)

__all__ = [
    "ACE",
    "GAME",
    "MOVE_TYPES",
    "SPEC",
    "Agree",
    "Bid",
    "Doubt",
    "Fold",
    "Move",
    "Options",
    "Phase",
    "Raise",
    "Resign",
    "Response",
    "RoundResult",
    "State",
    "View",
    "actual",
    "apply",
    "cap",
    "cards_of",
    "check_state",
    "is_terminal",
    "legal_moves",
    "new_game",
    "num_players",
    "opening_events",
    "outbids",
    "parse_move",
    "play",
    "redeal_unseen",
    "score",
    "to_act",
    "view",
]
