"""Little Piano under the standard Klondike stock rules (``draw1``, ``draw3``: unlimited redeals), one deck: the
thoughtful search in C++ (``src/klondike_search.hpp``, its module ``src/klondike.cpp``), its line turned into
the game's moves.

The core sees the talon as one sequence (the waste bottom to top, then the stock top down) with a cursor, so a
draw moves the cursor and a redeal resets it; a talon card is played as "draw (and redeal) until it is on top,
then play it", and the line spells those draws out. Safe cards (aces, twos, and a card no card of the other
colour could still need) go up without branching, and the moves back from a foundation are searched (Little
Piano allows them), aces and twos excepted (on the tableau they could only wait to go back up); with draw one a
safe talon card is the only move searched. Streamlined phases (fewer moves) look for a win first, then the exact
search, the only one that proves a loss, has the rest of the budget (``PHASES``); with draw three a relaxed
phase (the exact search under draw one, whose losses are draw-three losses) may be scheduled too
(``RELAXED_ONLY``). A dead-end test (a card that can never go up, proved in ``dead_end()`` of the C++ source)
decides a position lost without search, at the root and after each card sent up; ``dead_ends=False`` turns it
off (the tests compare). Swap classes: a run split onto the twin of the card it uncovers is reversible at once,
so the table folds the two positions into one key and a split is searched only together with a move that uses
the uncovered card (``swap_classes``); with draw three a position whose cursor lies whole packets after a
searched copy's is skipped (``cursor_dominance``); a column top that could go up and come straight back (it lies
on a face-up card) goes up without branching, and a card taken back from a foundation is then searched only with
a card put onto it (other cards back from a foundation in between: ``floating``); each is proved in the C++
source and compared on and off in the tests. The book's rule and Big Piano are searched by the generic solver.
"""

from __future__ import annotations

from typing import Any

from cardgames.games.core.cards import Card
from cardgames.games.mechanics.patience import UNLIMITED, Action, Kind, Layout, Rules, apply, play_out

from . import _klondike  # type: ignore[attr-defined]
from .base import KLONDIKE_TABLE_BITS, Budget, Solution, core_solution

DRAW, REDEAL, WASTE_FOUND, WASTE_TAB, TAB_FOUND, TAB_TAB, FOUND_TAB = range(7)
MOVE_KINDS = ("column_to_foundation", "column_to_column", "talon_to_foundation", "talon_to_column",
              "foundation_to_column")
Phases = tuple[tuple[float, int, bool, bool], ...]
EXACT_ONLY: Phases = ((1.0, 0, False, False),)
"""The exact search alone (what the tests compare the phases against)."""
RELAXED_ONLY: Phases = ((1.0, 0, False, True),)
"""The draw-one relaxation alone: LOST proves a draw-three loss; a win there proves nothing (BUDGET_EXCEEDED)."""
RELAXED_THEN_EXACT: Phases = ((0.5, 0, False, True), (1.0, 0, False, False))
"""The relaxation for half the budget, then the exact search (``method="relaxed"`` of the solver interface)."""
PHASES: Phases = ((0.2, 1, False, False), (0.3, 2, False, False), (0.4, 1, True, False), (1.0, 0, False, False))
"""(share of the budget at which the phase ends, strictness, random order, relaxed): streamlined searches find
most wins in milliseconds (strictness 1 splits runs only for a card going up and takes cards back from a
foundation only with a card to hold in sight; 2 also plays talon cards to columns only to hold a face-up
card or fill a column with a king), then the exact search, which alone proves losses, has what is left.  A
relaxed phase (the fourth field) runs, with draw three and unlimited redeals, the exact search under draw one:
a loss there is a loss under draw three (proved in ``relaxed_loss()`` of the C++ source); it decides other
deals than the exact phase, not more of them in the same budget (docs/solitaire.md), so it is left out here."""


def handles(state: Any) -> bool:
    """Whether the C++ search applies: one deck, a draw rule with redeals (not the book's reserve)."""
    return bool(state.options.decks == 1 and state.options.stock_rule in ("draw1", "draw3"))


def solve(state: Any, budget: Budget, phases: Phases | None = None, dead_ends: bool = True,
          swap_classes: bool = True, cursor_dominance: bool = True, floating: bool = True) -> Solution:
    from cardgames.games.little_piano import move_of, rules_for

    rules = rules_for(state.options)
    layout = state.layout
    redeals = rules.stock.redeals
    result = _klondike.solve(
        down=[list(_codes(column.down)) for column in layout.columns],
        up=[list(_codes(column.up)) for column in layout.columns],
        found=_foundation_counts(layout), talon=[*_codes(layout.waste), *_codes(layout.stock)],
        pos=len(layout.waste), draw=rules.stock.draw,
        redeals_left=-1 if redeals == UNLIMITED else max(0, redeals - layout.redeals),
        pass_changed=state.pass_changed, found_back=rules.foundation_to_tableau,
        node_limit=budget.nodes, seconds=budget.seconds, table_bits=budget.table_bits or KLONDIKE_TABLE_BITS,
        phases=PHASES if phases is None else phases, dead_ends=dead_ends, swap_classes=swap_classes,
        cursor_dominance=cursor_dominance, floating=floating,
    )
    return core_solution(result, "klondike-dfs",
                         lambda line: tuple(move.id for move in _moves(layout, rules, line, move_of)),
                         {"stored": result["stored"], "dead_ends": result["dead_ends"], "splits": result["splits"],
                          "cursor_dominated": result["cursor_dominated"],
                          "restricted": result["restricted"], "relaxed_nodes": result["relaxed_nodes"],
                          "moves_tried": dict(zip(MOVE_KINDS, result["kinds"], strict=True))})


def _codes(cards: tuple[Card, ...]) -> tuple[int, ...]:
    return tuple(card.code for card in cards)


def _foundation_counts(layout: Layout) -> list[int]:
    counts = [0, 0, 0, 0]
    for pile in layout.foundations:
        if pile.cards:
            counts[pile.cards[0].code // 13] = len(pile.cards)
    return counts


def _moves(layout: Layout, rules: Rules, line: list[tuple[int, int, int, int]], move_of: Any) -> list[Any]:
    """The core's steps as the game's moves, played on the layout as they go: a run is named by its
    height in the column, a foundation by the suit it holds."""
    moves = []
    for op, a, b, c in line:
        action = _action(op, a, b, c, layout)
        moves.append(move_of(action))
        layout = apply(layout, rules, action)
        if play_out(layout, rules, None) is not None:
            break  # every card face up, the talon empty: the game plays itself out (LP-E10)
    return moves


def _action(op: int, a: int, b: int, c: int, layout: Layout) -> Action:
    if op == DRAW:
        return Action(Kind.DRAW)
    if op == REDEAL:
        return Action(Kind.REDEAL)
    if op == WASTE_FOUND:
        return Action(Kind.WASTE_TO_FOUNDATION)
    if op == WASTE_TAB:
        return Action(Kind.WASTE_TO_COLUMN, target=b)
    if op == TAB_FOUND:
        return Action(Kind.COLUMN_TO_FOUNDATION, source=a)
    if op == TAB_TAB:
        return Action(Kind.RUN, source=a, index=len(layout.columns[a].down) + b, target=c)
    source = next(i for i, pile in enumerate(layout.foundations) if pile.cards and pile.cards[0].code // 13 == a)
    return Action(Kind.FOUNDATION_TO_COLUMN, source=source, target=c)
