"""Демон (Demon, Canfield in America): spec ``demon.md`` (source lines 952-966), vocabulary and end rules
``conventions.md`` §0.7 and §7; docs ``docs/games/demon.md``.

**Layout.** ``state`` (options, the patience rules they select, phases, state, view), ``moves``
(move types, their ids and patience actions), ``rules`` (the deal, turns, legal moves by
phase), ``play`` (what a move does, one function per phase), ``endings`` (the reshuffle and the
automatic end of the game), ``checks`` (client-state checks, hidden cards), ``scoring`` (score,
view, the deal's events).  The patience engine itself is :mod:`cardgames.games.mechanics.patience`
(reserve pile, base card, packets of three, shuffled redeals and the blocked-position test are
its features; this package picks them).

**Deal** (§9.1, DE-9).  One player (seat 0); the match is one layout of one deck.  The reserve
pile is ``order[0..12]``, ``order[12]`` on top and face up (the next card turned up is
``order[11]``); the four columns start with ``order[13..16]``, face up; the base card
``order[17]`` lies on the first foundation and its rank is the base rank of all four; the
stock is ``order[18..51]``, ``order[18]`` on top.  An explicit deal is a deck order.

**Options.** ``stock_rule``: ``book`` (default: packets of three, the waste turned over and
*shuffled* into a new stock whenever the stock runs out, without limit; the shuffle comes from
the state's random stream), ``canfield_no_shuffle`` (the waste turned over unshuffled, DE-6),
``random_access`` (the spec's relaxation, §9.6-9.7: the talon lies open in the waste from the
deal and every card of it is available: ``waste:XX>tab:D``, ``waste:XX>found``).
``whole_pile_only`` (false): only a column's whole pile moves onto another column (DE-3).
``idle_limit``: 0 (default, off) or the number of moves in a row without progress that ends the
game (DE-E4).

**Rules** (§9.2-9.5).  Foundations build up in suit from the base rank with wrap-round (…
Q K A 2 …, 13 cards each; DE-1); the other three base-rank cards start the other foundations;
cards never come back.  Columns build down by one in alternating colours, a king on an ace
(DE-2); any run (a column is always one) moves onto a fitting card (DE-3).  An emptied column
is filled at once, automatically, with the reserve's open card, and the next reserve card is
turned up; once the reserve is empty the player may fill an empty column with the waste's top
card, at any time, and nothing else (DE-4).  Available: each column's top card, the reserve's
open card and the waste's top (DE-8: playing it frees the card under it, even from an earlier
packet).  ``draw`` lays up to three stock cards on the waste, the third on top; the last
packet of a pass is short (34 = 11 x 3 + 1, DE-5).

**Phases.** ``PLAY`` (the whole game), ``OVER`` (:class:`Ending` says why).

**Moves** (ids 0-based; labels count from 1): ``tab:S:I>tab:D``, ``tab:S>found``,
``res:XX>tab:D``, ``res:XX>found`` (naming the reserve's open card), ``waste>tab:D``,
``waste>found``, ``waste:XX>tab:D`` and ``waste:XX>found`` (``random_access``), ``draw``,
``redeal``, ``resign``.  Reserve fills and turns are automatic, never moves.

**End** (§9.6, DE-7).  Won with 52 cards on the foundations.  Lost when *blocked*: no sequence
of moves between the columns leads to a position where a talon card, the reserve's open card
or a column's top card goes to a foundation, a talon or reserve card goes onto a column, or an
empty column can be filled (the reserve filling one counts).  The talon is every card of the
stock and the waste under the book's rule (any of them reaches a packet's top after enough
shuffles) and under ``random_access``, and the cards the packets show under
``canfield_no_shuffle`` (the §0.7 bounded proof).  The test runs after every move (DE-E5).
``canfield_no_shuffle`` also ends (``STALLED``) at a redeal after a pass of nothing but draws.

**Engine resolutions** ([E], conventions §0.4):

* DE-E1  The waste is one face-up pile: the view shows all of it (the player saw each card as it
  came), only its top card is playable.  The book's "видна только верхняя часть пакета" is read,
  with the spec (§9.4), as: only the packet's top card is available.
* DE-E2  Foundations are numbered: the base card's is 0, the others are started in the order the
  base-rank cards arrive (a card goes to the lowest-numbered foundation that takes it).
* DE-E3  Hidden: the reserve's face-down cards, the stock's order (never in the view before the
  end); after a shuffled redeal the player knows which cards the stock holds, not their order.
* DE-E4  The option ``idle_limit`` (default 0: off) ends the game, a loss, after that many
  moves in a row without progress (a card leaving the reserve, stock or waste for good, a draw
  of cards never seen, or more cards on the foundations than ever before).  It never takes a
  move away.
* DE-E5  The blocked-position test is :func:`cardgames.games.mechanics.patience.explore` (a quick
  over-estimate first, then a search of at most 2,000 arrangements; with four columns it has
  always finished well inside that; a search that did not finish does not end the game).  It
  never reads a stock the player has not yet gone through: during the first pass a card still
  to be drawn may be one that plays, so a block is declared once the first pass is over.
* DE-E6  ``resign`` is always legal; the game also ends when no other move is legal.
* DE-E7  A game won by force (every card in the columns, reserve, stock and waste empty) plays
  itself out: the cards go to the foundations as automatic steps, with events.
* DE-E8  ``whole_pile_only`` moves only a column's whole pile onto another column (the option's
  name); a column's top card still goes to a foundation.
* DE-E9  The book's reshuffle draws from the state's random stream (``rng``: the seed and a
  counter that every shuffle advances), so a replay with the same seed and moves is identical.

**Source and spec.** They agree on every rule used here, with one arithmetic note: the source's
"in the last group of two cards both may be used" (source line 962) cannot describe the first pass,
whose stock is 52 - 13 - 4 - 1 = 34 cards, so its last packet holds one card (DE-5); a short
packet follows the normal rule, so "both may be used" holds for any short packet of two.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .endings import blocked, summary
from .moves import (
    GRAMMAR,
    MOVE_TYPES,
    Draw,
    Move,
    Redeal,
    ReserveToFoundation,
    ReserveToTableau,
    Resign,
    TableauToFoundation,
    TableauToTableau,
    TalonToFoundation,
    TalonToTableau,
    WasteToFoundation,
    WasteToTableau,
    action_of,
    move_of,
    parse_move,
)
from .play import RULE_REFS, apply, play
from .rules import base_card, is_terminal, legal_moves, new_game, num_players, playing_moves, rules_of, to_act
from .scoring import opening_events, score, view
from .state import (
    MAX_IDLE_LIMIT,
    PACKET,
    RESERVE,
    SEARCH_LIMIT,
    SHAPE,
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
    "GAME",
    "MAX_IDLE_LIMIT",
    "MOVE_TYPES",
    "PACKET",
    "RESERVE",
    "RULE_REFS",
    "SEARCH_LIMIT",
    "SHAPE",
    "SPEC",
    "STOCK_RULES",
    "Draw",
    "Ending",
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
    "TalonToFoundation",
    "TalonToTableau",
    "View",
    "WasteToFoundation",
    "WasteToTableau",
    "action_of",
    "apply",
    "base_card",
    "blocked",
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
    "rules_of",
    "score",
    "summary",
    "to_act",
    "view",
]
