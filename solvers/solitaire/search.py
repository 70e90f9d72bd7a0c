"""The generic solver: depth-first search over a game's own ``legal_moves`` and ``apply`` with a table of
canonical positions (every position searched once), foundation moves first.

It works for every patience of the registry (the rules engine is the move generator, so nothing
is re-implemented) and is exact: a position is skipped only when an equal one (by the game's
canonical key) was searched already, so an exhausted search is a proof of loss.  It is the
solver of the games without a faster one and the cross-check of those that have one.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from cardgames.games.core.game import AnyGame

from .base import Budget, Solution, Verdict, is_win

Key = Callable[[Any], Hashable]
Priority = Callable[[str], int]

RESIGN = "resign"


def default_priority(move_id: str) -> int:
    """Foundation moves first, then everything else, draws and redeals last."""
    if "found" in move_id.split(">")[-1] or move_id.endswith(">ace"):
        return 0
    if move_id in ("draw", "redeal", "turn") or move_id.startswith("refill"):
        return 2
    return 1


def dfs(game: AnyGame, root: Any, key: Key, budget: Budget, priority: Priority = default_priority) -> Solution:
    """Search from ``root`` until a win, the space's end or the budget's."""
    if is_win(game, root):
        return Solution(Verdict.WON, (), 0, method="search")
    deadline = budget.deadline()
    seen = {key(root)}
    stack = [(root, _ordered(game, root, priority))]
    line: list[str] = []
    nodes = 0
    while stack:
        state, moves = stack[-1]
        if not moves:
            stack.pop()
            if line:
                line.pop()
            continue
        move = moves.pop()
        nodes += 1
        if budget.spent(nodes, len(seen), deadline):
            return Solution(Verdict.BUDGET_EXCEEDED, (), nodes, method="search", note=why(nodes, seen, budget))
        child = game.apply(state, move)
        if game.is_terminal(child):
            if is_win(game, child):
                return Solution(Verdict.WON, (*line, move.id), nodes, method="search")
            continue
        child_key = key(child)
        if child_key in seen:
            continue
        seen.add(child_key)
        line.append(move.id)
        stack.append((child, _ordered(game, child, priority)))
    return Solution(Verdict.LOST, (), nodes, method="search", note=f"{len(seen)} positions searched, none wins")


def _ordered(game: AnyGame, state: Any, priority: Priority) -> list[Any]:
    """The legal moves but ``resign``, the one to try first last (the stack pops from the end)."""
    moves = [move for move in game.legal_moves(state) if move.id != RESIGN]
    moves.sort(key=lambda move: priority(move.id), reverse=True)
    return moves


def why(nodes: int, seen: set[Hashable], budget: Budget) -> str:
    if nodes >= budget.nodes:
        return f"the node budget ({budget.nodes}) ran out"
    if len(seen) >= budget.stored:
        return f"the memory budget ({budget.stored} positions) ran out"
    if budget.progress.stopped:
        return "the caller stopped the search (its deadline came)"
    return f"the time budget ({budget.seconds:g} s) ran out"
