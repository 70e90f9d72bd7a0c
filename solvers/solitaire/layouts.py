"""Search over the patience engine's layouts (``patience.legal_actions`` / ``patience.apply``) instead of the
game's states: several times faster than :mod:`.search` (no game-level counters, events or dead-position
proofs per move), for the games whose every game-level ending but the win is a loss that a winning line
never meets: Kosynka, and Little Piano under the book's rule (no redeal, so no stalled pass) or Big
Piano, while ``idle_limit`` is off.

Depth-first, every layout remembered by its canonical key (:func:`.keys.layout_key`), foundation moves
first and then runs that turn a card; no pruning but the table, so an exhausted search proves the loss.
A line ends where the game plays itself out (every card face up, the talon empty).  The actions become
the game's moves by the game's ``move_of``; :func:`~cardgames.solvers.solitaire.solve` replays them.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import chain
from typing import Any

from cardgames.games.mechanics.patience import UNLIMITED, Action, Kind, Layout, Rules, apply, legal_actions, play_out

from . import safe
from .base import Budget, Solution, Verdict
from .keys import layout_key
from .search import why

_FIRST = {Kind.COLUMN_TO_FOUNDATION: 0, Kind.WASTE_TO_FOUNDATION: 0, Kind.RESERVE_TO_FOUNDATION: 0}
_LAST = {Kind.DRAW: 3, Kind.REDEAL: 3, Kind.TURN: 3, Kind.FOUNDATION_TO_COLUMN: 2}


def search(layout: Layout, rules: Rules, move_of: Callable[[Action], Any], budget: Budget,
           safe_moves: bool = True) -> Solution:
    """A winning line from ``layout`` (as move ids), a proof of loss, or the budget's end.  ``safe_moves``: play
    the safe foundation moves of :mod:`.safe` without branching, where its proof holds for ``rules``."""
    settle = _settler(rules, safe_moves)
    if play_out(layout, rules, None) is not None:
        return Solution(Verdict.WON, (), 0, method="layout-search")
    redeals_matter = rules.stock.redeals != UNLIMITED
    deadline = budget.deadline()
    layout, opening = settle(layout)
    seen = {layout_key(layout, redeals_matter)}
    stack = [(layout, _ordered(layout, rules))]
    line: list[list[Action]] = [opening]
    nodes = 0
    while stack:
        current, actions = stack[-1]
        if not actions:
            stack.pop()
            line.pop()
            continue
        action = actions.pop()
        nodes += 1
        if budget.spent(nodes, len(seen), deadline):
            return Solution(Verdict.BUDGET_EXCEEDED, (), nodes, method="layout-search", note=why(nodes, seen, budget))
        child, steps = settle(apply(current, rules, action))
        if play_out(child, rules, None) is not None:
            moves = tuple(move_of(step).id for step in (*chain.from_iterable(line), action, *steps))
            return Solution(Verdict.WON, moves, nodes, method="layout-search")
        key = layout_key(child, redeals_matter)
        if key in seen:
            continue
        seen.add(key)
        line.append([action, *steps])
        stack.append((child, _ordered(child, rules)))
    return Solution(Verdict.LOST, (), nodes, method="layout-search", note=f"{len(seen)} layouts searched, none wins")


def _settler(rules: Rules, safe_moves: bool) -> Callable[[Layout], tuple[Layout, list[Action]]]:
    """The step after every move: the safe foundation moves played, or nothing."""
    if safe_moves and safe.applies(rules):
        return lambda layout: safe.play_safe(layout, rules)
    return lambda layout: (layout, [])


def _ordered(layout: Layout, rules: Rules) -> list[Action]:
    """The legal actions, the one to try first last (the stack pops from the end)."""
    actions = legal_actions(layout, rules)
    actions.sort(key=lambda action: _rank(layout, action), reverse=True)
    return actions


def _rank(layout: Layout, action: Action) -> int:
    if action.kind in _FIRST:
        return 0
    if action.kind is Kind.RUN:
        column = layout.columns[action.source]
        return 1 if column.down and action.index == len(column.down) else 2
    return _LAST.get(action.kind, 1)
