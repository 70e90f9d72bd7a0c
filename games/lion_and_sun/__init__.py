"""Лев и солнце (The Lion and the Sun): spec ``lion_and_sun.md`` (source lines 999-1009), vocabulary and end
rules ``conventions.md`` §0.7 and §7; docs ``docs/games/lion_and_sun.md``.

**Layout.** ``state`` (options, the patience rules they select, phases, state, view), ``moves`` (move
types and their ids), ``rules`` (the deal, turns, legal moves by phase), ``play`` (what a move does,
one function per phase and move type), ``endings`` (the end of the game, the dead position), ``checks``
(client-state checks, hidden cards), ``scoring`` (score, view, the deal's events).  It composes the
patience engine :mod:`cardgames.games.mechanics.patience`: its ``Layout`` with no building columns keeps
the eight foundations (``FoundationRule(same_suit=False)``), the stock and the waste, whose draws and
redeals are the engine's (``StockRule(draw=1, redeals=total_passes - 1)``); the packs and the
half-circle are the stacks and open cells of :mod:`cardgames.games.mechanics.patience.cells`.

**Deal** (§12.1, LS-1, LS-9).  Two decks (104 cards), one player (seat 0); the match is one layout.
Pack ``p`` (0..3) is ``order[12p..12p+11]``, ``order[12p+11]`` on top; the half-circle slots H1..H13
are ``order[48..60]``; the stock is ``order[61..103]``, ``order[61]`` turned first.

**Options.** ``total_passes`` (1..10, default 4 = the first pass and three redeals, LS-5; 3 is the
spec's other reading).  ``packs_spread`` (default false, LS-2): squared packs show only their top
cards; spread out, every card is in sight (only the top one is ever playable).

**Phases.** ``PLAY`` (the whole game: LS-8 makes the book's "first the layout, then the stock" advice
only) and ``OVER`` (:class:`Ending` says why).

**Moves** (ids 0-based; labels count from 1): ``slot:S>found``, ``pack:P>found``, ``waste>found``
(LS-6), ``fill:S:P`` (an empty slot from a pack's top, LS-3), ``draw`` (one card, LS-4), ``redeal``
(the stock empty: the waste turned over unshuffled, while passes are left, LS-5), ``resign``.

**Engine resolutions** ([E], conventions §0.4):

* LS-E1  Foundations are suitless and interchangeable: an ace starts the lowest-numbered empty one and
  a card goes to the lowest-numbered one it fits (LS-7: which one does not matter).
* LS-E2  ``fill`` names the slot and the pack: any empty slot, from any pack, at any time (LS-3).
  Slots are never filled from the stock or the waste: there is no such move.
* LS-E3  §12.4's loss is judged from what the player sees.  Once the last pass is over (no draw and no
  redeal left), the game ends as ``DEAD`` when no card fits a foundation and none that fills could
  bring into play would: with ``k`` empty slots, the slots, the waste's top and each pack's top
  ``k + 1`` cards.  A card under a squared pack's top has not been seen, so while fills can reach
  one the game goes on.  It always ends (``NO_MOVES``) when no move but ``resign`` is left.
* LS-E4  A redeal turns the waste over unshuffled, the card discarded first becoming the stock's top
  (the patience engine's rule); it needs a non-empty waste.
* LS-E5  Squared packs: the cards under each top are counted in the view and named only when
  uncovered (a ``CardTurned`` event) or at the end.  The whole waste stays in the view; a stock
  that is a turned-over waste counts as seen (``redeal_unseen`` leaves it) but is shown as a count.
* LS-E6  ``resign`` is always legal; a random player never picks it while another move exists.
* LS-E7  Places in events: packs are ``TABLEAU`` 0..3, slots ``RESERVE`` 0..12, foundations
  ``FOUNDATION`` 0..7, with ``STOCK`` and ``WASTE``.

**Source and spec.**  They agree on every rule used here.  Two readings are the spec's: the book says
aces at the pack tops and in the half-circle "are brought out" (выносят) to the foundation row; the
spec (§12.2) makes that a move, and since an ace on a foundation never costs anything the game is the
same.  The book's "после того как возможности ... исчерпаны, играющий начинает перелистывать колоду"
is read as advice (LS-8), so ``draw`` is legal at any time.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .endings import is_dead, summary
from .moves import (
    GRAMMAR,
    MOVE_TYPES,
    Draw,
    Fill,
    Move,
    PackToFoundation,
    Redeal,
    Resign,
    SlotToFoundation,
    WasteToFoundation,
    parse_move,
)
from .play import RULE_REFS, apply, play
from .rules import has_move, is_terminal, layout, legal_moves, new_game, num_players, playing_moves, to_act
from .scoring import opening_events, redeals_left, score, view
from .state import (
    DECK,
    DEFAULT_PASSES,
    FOUNDATIONS,
    MAX_PASSES,
    PACK_SIZE,
    PACKS,
    SLOTS,
    SPEC,
    STOCK_SIZE,
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
    "DECK",
    "DEFAULT_PASSES",
    "FOUNDATIONS",
    "GAME",
    "MAX_PASSES",
    "MOVE_TYPES",
    "PACKS",
    "PACK_SIZE",
    "RULE_REFS",
    "SLOTS",
    "SPEC",
    "STOCK_SIZE",
    "Draw",
    "Ending",
    "Fill",
    "Move",
    "Options",
    "PackToFoundation",
    "Phase",
    "Redeal",
    "Resign",
    "SlotToFoundation",
    "State",
    "View",
    "WasteToFoundation",
    "apply",
    "cards_of",
    "check_state",
    "has_move",
    "is_dead",
    "is_terminal",
    "layout",
    "legal_moves",
    "new_game",
    "num_players",
    "opening_events",
    "parse_move",
    "play",
    "playing_moves",
    "redeal_unseen",
    "redeals_left",
    "rules_for",
    "score",
    "summary",
    "to_act",
    "view",
]
