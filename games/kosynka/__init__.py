"""«Косынка» (Kosynka, "The Kerchief": the book's two-deck, ten-column Klondike): spec ``kosynka.md``
(source lines 920-950), vocabulary and end rules ``conventions.md`` §0.7 and §7; docs
``docs/games/kosynka.md``.

**Layout.** ``state`` (options, the patience rules they select, phases, state, view), ``moves``
(move types, their ids and patience actions), ``rules`` (the deal, turns, legal moves by
phase), ``play`` (what a move does, one function per phase), ``endings`` (the automatic end
of the game), ``checks`` (client-state checks, hidden cards), ``scoring`` (score, view, the
deal's events).  The Klondike engine itself is :mod:`cardgames.games.mechanics.patience`.

**Deal** (§8.1, KO-2).  One player (seat 0); the match is one layout.  Two decks, 104 cards.
Ten rows of 10, 9, ..., 1 cards: row ``r`` (1..10) lays its cards in columns ``r..10``, its
first card (in column ``r``) face up, so column ``c`` holds ``c`` cards, ``c - 1`` face down
under one face up (the staircase of KO-2).  Row 1 is ``order[0..9]``, row 2 ``order[10..18]``,
..., row 10 ``order[54]``: the mechanic's round-by-round deal of columns sized 1..10.  The
stock is ``order[55..103]``, ``order[55]`` turned first.  An explicit deal is a deck order.

**Options.** ``passes``: 1 (default, the book's strict rule: the patience must come out "from one
layout"), 2 or 3 (the book's variant of a second, "and if need be a third", round: the waste
turned over, unshuffled, into a new stock; KO-5).  ``idle_limit``: 0 (default, off) or the
number of moves in a row without progress that ends the game (KO-E4).

**Rules** (§8.2-8.4).  Eight foundations, each started by an ace and built up in suit to the
king; no card comes back from a foundation (KO-3).  Columns are built down by one in
alternating colours (KO-1: the book's "black on red or black on black" is a typo; all its
examples alternate); any face-up run moves as a unit; an empty column takes only a king or a
king-headed run, from a column or the waste (KO-9).  A column's last face-up card leaving
turns the card under it (automatic).  ``draw`` turns the stock's top card onto the waste,
whose top card is always available.  Turning to the stock only when the columns are exhausted
is advice, not a rule (KO-4); moving aces up is optional (KO-7).

**Phases.** ``PLAY`` (the whole game), ``OVER`` (:class:`Ending` says why).

**Moves** (ids 0-based; labels count from 1): ``tab:S:I>tab:D``, ``tab:S>found``,
``waste>tab:D``, ``waste>found``, ``draw``, ``redeal`` (passes 2-3), ``resign``.  Flips are
automatic, never moves.

**Engine resolutions** ([E], conventions §0.4):

* KO-E1  Foundations are not tied to suits: an ace starts the lowest-numbered empty
  foundation and a card goes to the lowest-numbered foundation it fits (two decks: two
  foundations per suit).
* KO-E2  Moving a whole column with no face-down card into an empty column only renumbers
  the columns: it is not a move.
* KO-E3  What the player saw stays known: the whole waste is in the view; ``redeal_unseen``
  permutes only face-down column cards and a stock never gone through (a redealt stock is the
  turned-over waste, unshuffled).  The stock is never in the view before the end.
* KO-E4  The option ``idle_limit`` (default 0: off) ends the game, a loss, after that many
  moves in a row without progress (a flip, a card leaving the stock or waste for good, a
  draw of a card never seen, or more cards on the foundations than ever before).  It never
  takes a move away.
* KO-E5  Dead position (§8.5, §0.7): the bounded proof of
  :mod:`cardgames.games.mechanics.patience.dead` (at most 400 arrangements; 60 right after
  progress), run after progress and after the 8th, 16th, 32nd, ... move without it.  When no
  arrangement reachable without turning a card or playing a stock or waste card allows either,
  the most foundation cards among them is the state's ``ceiling``, and the game ends
  (``DEAD``) once the foundations hold that many.  A stock never gone through is never read.
* KO-E6  ``resign`` is always legal; the game also ends when no other move is legal.
* KO-E7  A game won by force (every card face up in the columns, stock and waste empty) plays
  itself out: the cards go to the foundations as automatic steps, with events.
* KO-E8  ``passes=2`` is allowed as well as the spec's ``passes=3``: the book's variant allows
  "a second (and if need be a third)" round.

**Source and spec.** They agree on every rule used here.  The colour rule (KO-1) is a reading
of the source, not a departure from it: read literally, "black on red or black on black" would
let no red card be built on anything, while the source's own examples move red cards onto black
ones (4H on 5C, JD on QC, 9H on TC).
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .endings import summary
from .moves import (
    GRAMMAR,
    MOVE_TYPES,
    Draw,
    Move,
    Redeal,
    Resign,
    TableauToFoundation,
    TableauToTableau,
    WasteToFoundation,
    WasteToTableau,
    action_of,
    move_of,
    parse_move,
)
from .play import RULE_REFS, apply, play
from .rules import is_terminal, legal_moves, new_game, num_players, playing_moves, to_act
from .scoring import opening_events, passes_left, score, view
from .state import MAX_IDLE_LIMIT, MAX_PASSES, SPEC, Ending, Options, Phase, State, View, rules_for

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen,
)

__all__ = [
    "GAME",
    "MAX_IDLE_LIMIT",
    "MAX_PASSES",
    "MOVE_TYPES",
    "RULE_REFS",
    "SPEC",
    "Draw",
    "Ending",
    "Move",
    "Options",
    "Phase",
    "Redeal",
    "Resign",
    "State",
    "TableauToFoundation",
    "TableauToTableau",
    "View",
    "WasteToFoundation",
    "WasteToTableau",
    "action_of",
    "apply",
    "cards_of",
    "check_state",
    "is_terminal",
    "legal_moves",
    "move_of",
    "new_game",
    "num_players",
    "opening_events",
    "parse_move",
    "passes_left",
    "play",
    "playing_moves",
    "redeal_unseen",
    "rules_for",
    "score",
    "summary",
    "to_act",
    "view",
]
