"""Малое пианино (Little Piano = Klondike with the book's own stock rule): spec ``little_piano.md``
(source lines 968-985), vocabulary and end rules ``conventions.md`` §0.7 and §7; docs
``docs/games/little_piano.md``.

**Layout.** ``state`` (options, the patience rules they select, phases, state, view), ``moves``
(move types, their ids and patience actions), ``rules`` (the deal, turns, legal moves by
phase), ``play`` (what a move does, one function per phase), ``endings`` (the automatic end
of the game), ``checks`` (client-state checks, hidden cards), ``scoring`` (score, view, the
deal's events).  The Klondike engine itself is :mod:`cardgames.games.mechanics.patience`.

**Deal** (§10.1, §10.6).  One player (seat 0); the match is one layout.  Seven columns of
7, 6, ..., 1 cards (Big Piano, ``decks=2``: ten of 10..1), dealt round by round: round ``r``
gives the next card to each column still short of its size, left to right; each column's top
card lies face up.  The rest is the stock, its first card on top.  An explicit deal is a deck
order (``ExplicitDeal.order``).

**Options.** ``stock_rule``: ``book`` (default, §10.4), ``draw1`` or ``draw3`` (the spec's
``klondike_standard``, §10.7: unlimited redeals, only the waste's top card).  ``decks``: 1 or 2
(Big Piano, same stock rule, MP-7).  ``idle_limit``: 0 (default, off) or the number of moves
in a row without progress that ends the game (LP-E4).

**Phases.** ``STOCK``: going through the stock (the book's phase 1; the whole game under
draw1/draw3).  ``RESERVE``: the book's phase 2 (MP-2..MP-6): the talon turned into a queue
(first discarded first), a reserve of up to three open cards, all available, refilled from
the queue at once, no further recycling.  ``OVER``: :class:`Ending` says why.

**Moves** (ids 0-based; labels count from 1): ``tab:S:I>tab:D``, ``tab:S>found``,
``waste>tab:D``, ``waste>found``, ``res:XX>tab:D``, ``res:XX>found`` (phase 2, naming the
reserve card), ``found:F>tab:D`` (MP-T3, also in phase 2, MP-8), ``draw``, ``turn``,
``redeal``, ``resign``.  Flips and reserve refills are automatic, never moves.

**Engine resolutions** ([E], conventions §0.4):

* LP-E1  Book rule: when the stock is empty the talon is turned by the explicit move
  ``turn``, which starts phase 2; until then the last drawn card stays playable (MP-5).
* LP-E2  Foundations are not tied to suits: an ace starts the lowest-numbered empty
  foundation and a card goes to the lowest-numbered foundation it fits (matters with two
  decks); of several foundations with the same top, ``found→tab`` takes from the first.
* LP-E3  Moving a whole column with no face-down card into an empty column only renumbers
  the columns: it is not a move.
* LP-E4  The option ``idle_limit`` (default 0: off) ends the game, a loss, after that many
  moves in a row without progress.  *Progress* is a flip, a card leaving the stock, waste
  or reserve for good, a draw of cards never seen (the book's pass, a standard first pass),
  the turn, or more cards on the foundations than ever before.  The book says nothing of
  such a limit, so no move is ever taken away: the limit only ends the game.
* LP-E5  Dead position (§10.5, §0.7): the bounded proof of
  :mod:`cardgames.games.mechanics.patience.dead` searches the arrangements of columns and
  foundations reachable without turning a card or playing a talon card (at most 400; 60
  right after progress), with the cards draws and redeals alone would make available (a
  stock the player has not gone through is never read).  When no arrangement turns a card or
  plays a talon card, the most foundation cards among them is the state's ``ceiling``, and
  the game ends (``DEAD``) once the foundations hold that many: cards taken back from the
  foundations that can still go up again keep the game alive.  The proof runs after each
  progress and after the 8th, 16th, 32nd, ... move without progress.
* LP-E6  draw1/draw3: a ``redeal`` after a pass in which the player made no move but
  ``draw`` ends the game (``STALLED``): the next pass would repeat it exactly.
* LP-E7  ``draw3`` turns up to three cards, the last of them on top of the waste; a redeal
  turns the waste over unshuffled (the first discarded card is the new stock's top).
* LP-E8  What the player saw stays known: the whole waste is in the view; ``redeal_unseen``
  permutes only face-down column cards and a stock never gone through.  The stock and the
  turned talon are never in the view before the end.
* LP-E9  ``resign`` is always legal; the game also ends when no other move is legal.
* LP-E10 A game won by force (every card face up in the columns, stock, waste and reserve
  empty) plays itself out: the cards go to the foundations as automatic steps, with events.

**Source and spec.** They agree on every rule used here.  One reading: in the source the
paragraph on the turned talon's three cards (line 985) follows the one on Big Piano (983);
the spec (MP-7), and so the engine, applies it to both games.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .endings import summary
from .moves import (
    GRAMMAR,
    MOVE_TYPES,
    Draw,
    FoundationToTableau,
    Move,
    Redeal,
    ReserveToFoundation,
    ReserveToTableau,
    Resign,
    TableauToFoundation,
    TableauToTableau,
    TurnTalon,
    WasteToFoundation,
    WasteToTableau,
    action_of,
    move_of,
    parse_move,
)
from .play import RULE_REFS, apply, play
from .rules import is_terminal, legal_moves, new_game, num_players, playing_moves, to_act
from .scoring import opening_events, score, view
from .state import (
    DEAD_CHECK_EVERY,
    MAX_IDLE_LIMIT,
    RESERVE_SIZE,
    SPEC,
    STOCK_RULES,
    Ending,
    Options,
    Phase,
    State,
    View,
    rules_for,
)

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen,
)

__all__ = [
    "DEAD_CHECK_EVERY",
    "GAME",
    "MAX_IDLE_LIMIT",
    "MOVE_TYPES",
    "RESERVE_SIZE",
    "RULE_REFS",
    "SPEC",
    "STOCK_RULES",
    "Draw",
    "Ending",
    "FoundationToTableau",
    "Move",
    "Options",
    "Phase",
    "Redeal",
    "ReserveToFoundation",
    "ReserveToTableau",
    "Resign",
    "State",
    "TableauToFoundation",
    "TableauToTableau",
    "TurnTalon",
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
    "play",
    "playing_moves",
    "redeal_unseen",
    "rules_for",
    "score",
    "summary",
    "to_act",
    "view",
]
