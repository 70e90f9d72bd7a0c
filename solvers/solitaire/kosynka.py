"""Kosynka while ``idle_limit`` is off: the thoughtful search in C++ (``src/kosynka/kosynka.cpp``), its line turned
into the game's moves.

The core sees the talon as one sequence (the waste bottom to top, then the stock top down) with a cursor, so a
draw moves the cursor and a redeal (``passes`` 2-3) resets it; a talon card is played as "draw (and redeal) until
it is on top, then play it", and the line spells those draws out.  Its table holds the canonical position: the
ten columns as a multiset, per suit the two foundations' heights sorted (the two copies of a card are one card
code, so twins are folded already), the talon, its cursor and the redeals left.  Exact prunings (each proved
in the C++ source): the safe foundation plays of :mod:`.safe` without branching, one empty column as a
target, and the pairing of a run move that only exposes a face-up card with a use of that card (the one of
:mod:`.layouts`).  Phases (:data:`PHASES`): a streamlined search, a thousand streamlined restarts in random order
(each with a table of its own), then the plain search with the rest of the budget; a streamlined phase leaves
out run moves that only expose a face-up card with no use in sight, so only the plain one, which searches every
move, proves a loss.  The line names real columns; :func:`~cardgames.solvers.solitaire.solve`
replays it through the rules engine.  With ``idle_limit`` on, the generic search answers (the idle counter
is part of the position).
"""

from __future__ import annotations

from typing import Any

from cardgames.games.core.cards import Card
from cardgames.games.mechanics.patience import Action, Kind, Layout, Rules, apply, play_out

from . import _kosynka  # type: ignore[attr-defined]
from .base import DEFAULT_TABLE_BITS, Budget, Solution, core_solution

DRAWS, WASTE_FOUND, WASTE_TAB, TAB_FOUND, TAB_TAB = range(5)
Phases = tuple[tuple[float, int], ...]
EXACT_ONLY: Phases = ((1.0, 0),)
"""The plain search alone (what the tests compare the phases against)."""
PLAIN, RANDOM, STRICT = 0, 1, 2
"""Phase modes (bits): the plain order; moves in random order; streamlined (a run move that only exposes a face-up
card only when that card has a use in sight: never a proof of loss)."""
FIRST_SHARE = 0.05
RESTARTS = 1000
RESTART_SHARE = 0.85
PHASES: Phases = ((FIRST_SHARE, STRICT),
                  *((FIRST_SHARE + (index + 1) * RESTART_SHARE / RESTARTS, STRICT | RANDOM)
                    for index in range(RESTARTS)),
                  (1.0, PLAIN))
"""(share of the budget at which the phase ends, mode): a streamlined search, a thousand streamlined restarts in
random order, each with a table of its own and a thousandth of 85% of the budget (they find wins the depth-first
order misses: it backtracks over the last moves, while a deal is decided by its early choices), then the plain
search, the only one that proves a loss, with the rest (all of it once a streamlined phase ran to its end: the
others search the same space).  On seeds 0-19 at a million nodes: 10 wins, against 2 for the plain search
alone, 6 for a thousand plain restarts, 5 for a hundred streamlined ones."""
MAX_COLUMN = 40
"""The core's column capacity (a legal Kosynka column holds at most 9 face-down cards under 13 face up)."""


def handles(state: Any) -> bool:
    """Whether the C++ search applies: ``idle_limit`` off, the game going on, columns within the core's size."""
    from cardgames.games.kosynka import Phase

    return bool(state.options.idle_limit == 0 and state.phase is Phase.PLAY
                and all(len(column.down) + len(column.up) <= MAX_COLUMN for column in state.layout.columns))


def solve(state: Any, budget: Budget, phases: Phases | None = None, safe_moves: bool = True,
          pairing: bool = True) -> Solution:
    """Search ``state``; ``safe_moves=False`` / ``pairing=False`` search without those prunings (the tests
    compare)."""
    from cardgames.games.kosynka import move_of, rules_for

    rules = rules_for(state.options)
    layout = state.layout
    result = _kosynka.solve(
        down=[list(_codes(column.down)) for column in layout.columns],
        up=[list(_codes(column.up)) for column in layout.columns],
        found=foundation_heights(layout), talon=[*_codes(layout.waste), *_codes(layout.stock)],
        cursor=len(layout.waste), redeals=max(0, rules.stock.redeals - layout.redeals),
        node_limit=budget.nodes, seconds=budget.seconds, table_bits=budget.table_bits or DEFAULT_TABLE_BITS,
        phases=PHASES if phases is None else phases, safe_moves=safe_moves, pairing=pairing,
    )
    return core_solution(result, "kosynka-dfs",
                         lambda line: tuple(move.id for move in _moves(layout, rules, line, move_of)),
                         {"stored": result["stored"], "best": result["best"], "safe_plays": result["safe"],
                          "paired": result["paired"]})


def _codes(cards: tuple[Card, ...]) -> tuple[int, ...]:
    return tuple(card.code for card in cards)


def foundation_heights(layout: Layout) -> list[list[int]]:
    """Per suit (clubs, diamonds, hearts, spades: code // 13) the heights of its two foundations, lower first."""
    heights: list[list[int]] = [[], [], [], []]
    for pile in layout.foundations:
        if pile.cards:
            heights[pile.cards[0].code // 13].append(len(pile.cards))
    return [sorted([*suit, 0, 0][:2]) if len(suit) < 2 else sorted(suit) for suit in heights]


def _moves(layout: Layout, rules: Rules, line: list[tuple[int, int, int, int]], move_of: Any) -> list[Any]:
    """The core's steps as the game's moves, played on the layout as they go (a run is named by its offset in
    the face-up part); the line stops where the game plays itself out (KO-E7)."""
    moves = []
    for op, a, b, c in line:
        for action in _actions(op, a, b, c, layout):
            moves.append(move_of(action))
            layout = apply(layout, rules, action)
            if play_out(layout, rules, None) is not None:
                return moves
    return moves


def _actions(op: int, a: int, b: int, c: int, layout: Layout) -> list[Action]:
    if op == DRAWS:
        redeal = [Action(Kind.REDEAL)] if b else []
        return [*(Action(Kind.DRAW) for _ in range(a)), *redeal, *(Action(Kind.DRAW) for _ in range(c))]
    if op == WASTE_FOUND:
        return [Action(Kind.WASTE_TO_FOUNDATION)]
    if op == WASTE_TAB:
        return [Action(Kind.WASTE_TO_COLUMN, target=b)]
    if op == TAB_FOUND:
        return [Action(Kind.COLUMN_TO_FOUNDATION, source=a)]
    return [Action(Kind.RUN, source=a, index=len(layout.columns[a].down) + b, target=c)]
