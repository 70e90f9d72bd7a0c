"""A Klondike-type patience engine, written once: Little Piano, Kosynka and Demon; Mill and Lion and Sun to come.

Pure functions over frozen values (no module-level cache over positions), fast enough for
the solitaire solvers to search with; the vocabulary is ``rules/conventions.md`` §0.7 and
the move vocabulary §7.1's.

* :mod:`.rules`: what is played: :class:`Shape` (a reserve pile dealt first, column sizes,
  face-up cards per column, a base card starting the first foundation, decks, foundations),
  :class:`TableauRule` (building in alternating colours / in suit / regardless of suit, what
  an empty column takes, which runs move as a unit, a king on an ace), the foundations'
  :class:`~cardgames.games.mechanics.piles.FoundationRule` (base rank, in suit, wrap) and
  :class:`StockRule` (draw 1 or 3, a number of redeals or unlimited, shuffled redeals, a
  random-access talon, the book's reserve window), together :class:`Rules`.
* :mod:`.layout`: the table (:class:`Layout`), the deal round by round
  (:func:`deal_positions` maps deck indices to columns), cheap checks of a client's layout
  (:func:`check_layout`) and the player's view (:class:`LayoutView`).
* :mod:`.actions`: the player's moves (:class:`Action`: a run between columns, a card to a
  foundation, the waste's top or a reserve card to a column or foundation, a foundation's
  top back to a column, draw, redeal, turn) and :func:`legal_actions`.
* :mod:`.play`: :func:`apply`, with the automatic steps (a face-down card turned when the
  last face-up card leaves its column, the reserve refilled, an emptied column filled from a
  reserve pile) and, when asked, the events; :func:`play_out`, the end of a game won by force
  (every card face up, the talon empty); :func:`shuffle_stock`, a shuffled redeal's shuffle.
* :mod:`.progress`: what counts as progress for a game's idle counter and when the proof
  below runs (shared by the games' automatic endings).
* :mod:`.explain`: :func:`refusal`, why an action is illegal, naming the rule.
* :mod:`.dead`: the bounded dead-position proof (:func:`progress_reachable`).
* :mod:`.hidden`: what the player has not seen: the deal's events (:func:`deal_events`) and the
  determinised table (:func:`redeal_unseen`) of a column patience.

Engine resolutions shared by every game that composes this (a game's docs repeat them):

* foundations are not tied to suits: a card goes to the lowest-numbered foundation that
  takes it, and of several foundations with the same top card only the first gives it back
  to the tableau;
* moving a whole column with nothing under it into an empty column only renumbers the
  columns and is not a move;
* a draw of ``n`` turns the next ``n`` stock cards onto the waste, the last of them on top;
  a redeal turns the waste over unshuffled (the card discarded first is the new top), and a
  game with shuffled redeals shuffles it with its own random stream afterwards;
* a reserve pile (Demon) keeps its face-down cards in ``Layout.queue`` and its open card in
  ``Layout.reserve``; the open card is turned up where it lies (:class:`CardTurned` at
  ``RESERVE``).

How the games compose it:

* Little Piano: 7 columns of 7..1 (Big Piano 10..1, two decks, 8 foundations), alternating
  colours, kings into empty columns, any run moves, foundation cards may come back, one pass
  then the reserve window of three (or draw 1 / 3 with unlimited redeals).
* Kosynka: two decks, columns of 1..10, eight foundations, no card back from a foundation,
  ``StockRule(1, redeals=passes - 1)``.
* Demon: ``Shape((1, 1, 1, 1), reserve=13, base=True)``, ``TableauRule(wrap=True,
  empty=EmptyColumn.RESERVE)`` (``Runs.WHOLE_ONLY`` for ``whole_pile_only``), a foundation base
  read from the deal with wrap, ``StockRule(draw=3, shuffle=True)`` (the book; the game
  shuffles after a redeal), ``StockRule(draw=3)`` (no shuffle) or ``StockRule(random_access=True,
  redeals=0)`` (the relaxation, the talon open in the waste).
* Mill, Lion and Sun: no building columns (``Shape(())``); foundations ignoring suit
  (``FoundationRule(same_suit=False)``, the Mill's K-piles building down are their own),
  the stock and waste passes of :class:`StockRule` (Lion and Sun: ``redeals=3``).
"""

from __future__ import annotations

from .actions import (
    DRAW,
    REDEAL,
    TURN,
    WASTE_TO_FOUNDATION,
    Action,
    Kind,
    Targets,
    has_action,
    legal_actions,
    movable_offsets,
    open_talon,
    run,
)
from .dead import SEARCH_LIMIT, Verdict, explore, is_dead, progress_reachable, talon_reach
from .explain import Refusal, Rule, refusal
from .hidden import deal_events, redeal_unseen
from .layout import (
    Layout,
    LayoutView,
    cards_of,
    check_layout,
    deal,
    deal_positions,
    describe_foundation,
    face_down,
    is_won,
    on_foundations,
    pile_is_valid,
    stock_seen,
    talon_size,
    view_of,
)
from .play import RESERVE, STOCK, TALON, WASTE, apply, column_place, foundation_place, play_out, shuffle_stock
from .progress import DEAD_CHECK_EVERY, MAX_COUNT, QUICK_SEARCH, idle_after, opened, proof_due, proven_ceiling
from .rules import UNLIMITED, Building, EmptyColumn, Rules, Runs, Shape, StockRule, TableauRule, staircase

__all__ = [
    "DEAD_CHECK_EVERY",
    "DRAW",
    "MAX_COUNT",
    "QUICK_SEARCH",
    "REDEAL",
    "RESERVE",
    "SEARCH_LIMIT",
    "STOCK",
    "TALON",
    "TURN",
    "UNLIMITED",
    "WASTE",
    "WASTE_TO_FOUNDATION",
    "Action",
    "Building",
    "EmptyColumn",
    "Kind",
    "Layout",
    "LayoutView",
    "Refusal",
    "Rule",
    "Rules",
    "Runs",
    "Shape",
    "StockRule",
    "TableauRule",
    "Targets",
    "Verdict",
    "apply",
    "cards_of",
    "check_layout",
    "column_place",
    "deal",
    "deal_events",
    "deal_positions",
    "describe_foundation",
    "explore",
    "face_down",
    "foundation_place",
    "has_action",
    "idle_after",
    "is_dead",
    "is_won",
    "legal_actions",
    "movable_offsets",
    "on_foundations",
    "open_talon",
    "opened",
    "pile_is_valid",
    "play_out",
    "progress_reachable",
    "proof_due",
    "proven_ceiling",
    "redeal_unseen",
    "refusal",
    "run",
    "shuffle_stock",
    "staircase",
    "stock_seen",
    "talon_reach",
    "talon_size",
    "view_of",
]
