"""Search over the patience engine's layouts (``patience.legal_actions`` / ``patience.apply``) instead of the
game's states: several times faster than :mod:`.search` (no game-level counters, events or dead-position
proofs per move), for the games whose every game-level ending but the win is a loss that a winning line
never meets: Kosynka, and Little Piano under the book's rule (no redeal, so no stalled pass) or Big
Piano, while ``idle_limit`` is off.

Depth-first, every layout remembered by its canonical key (:func:`.keys.layout_key`), foundation moves
first and then runs that turn a card.  Where their proofs hold (Kosynka's rules: nothing comes back from
a foundation, alternating colours, one card drawn at a time) two exact prunings: the safe foundation
moves of :mod:`.safe` are played without branching, and a run move that only exposes a face-up card is
followed only by a move that uses that card (:func:`_follow_up`); so an exhausted search still proves
the loss.
A line ends where the game plays itself out (every card face up, the talon empty).  The actions become
the game's moves by the game's ``move_of``; :func:`~cardgames.solvers.solitaire.solve` replays them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from itertools import chain
from typing import Any

from cardgames.games.mechanics.patience import UNLIMITED, Action, Kind, Layout, Rules, apply, legal_actions, play_out
from cardgames.games.mechanics.patience.rules import Runs

from . import safe
from .base import Budget, Solution, Verdict
from .keys import layout_key
from .search import why

_FROM_COLUMN = frozenset((Kind.RUN, Kind.COLUMN_TO_FOUNDATION))
_ONTO_COLUMN = frozenset((Kind.RUN, Kind.WASTE_TO_COLUMN, Kind.RESERVE_TO_COLUMN, Kind.FOUNDATION_TO_COLUMN))
_FIRST = {Kind.COLUMN_TO_FOUNDATION: 0, Kind.WASTE_TO_FOUNDATION: 0, Kind.RESERVE_TO_FOUNDATION: 0}
_LAST = {Kind.DRAW: 3, Kind.REDEAL: 3, Kind.TURN: 3, Kind.FOUNDATION_TO_COLUMN: 2}


def search(layout: Layout, rules: Rules, move_of: Callable[[Action], Any], budget: Budget,
           safe_moves: bool = True, pairing: bool = True) -> Solution:
    """A winning line from ``layout`` (as move ids), a proof of loss, or the budget's end.  ``safe_moves``: play
    the safe foundation moves of :mod:`.safe` without branching; ``pairing``: a run move that makes no progress
    is followed only by a move that uses what it opened (see :func:`_follow_up`); each where its proof holds
    for ``rules``."""
    settle = _settler(rules, safe_moves)
    pairs = pairing and safe.applies(rules) and rules.tableau.runs is Runs.ANY_RUN
    if play_out(layout, rules, None) is not None:
        return Solution(Verdict.WON, (), 0, method="layout-search")
    redeals_matter = rules.stock.redeals != UNLIMITED
    deadline = budget.deadline()
    layout, opening = settle(layout)
    if play_out(layout, rules, None) is not None:
        return Solution(Verdict.WON, tuple(move_of(step).id for step in opening), 0, method="layout-search")
    seen: set[Hashable] = {(layout_key(layout, redeals_matter), None)}
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
        opened = _opened(current, action) if pairs and not steps else None
        key = (layout_key(child, redeals_matter), None if opened is None else hash(child.columns[opened]))
        if key in seen:
            continue
        seen.add(key)
        line.append([action, *steps])
        following = _ordered(child, rules)
        stack.append((child, following if opened is None else _follow_up(following, opened)))
    return Solution(Verdict.LOST, (), nodes, method="layout-search", note=f"{len(seen)} layouts searched, none wins")


def _settler(rules: Rules, safe_moves: bool) -> Callable[[Layout], tuple[Layout, list[Action]]]:
    """The step after every move: the safe foundation moves played, or nothing."""
    if safe_moves and safe.applies(rules):
        return lambda layout: safe.play_safe(layout, rules, lambda now: play_out(now, rules, None) is not None)
    return lambda layout: (layout, [])


def _opened(layout: Layout, action: Action) -> int | None:
    """The column a run move opened without progress (the run lay on a face-up card, which it exposes: no card
    turned, no column emptied), or None."""
    if action.kind is not Kind.RUN:
        return None
    return action.source if action.index > len(layout.columns[action.source].down) else None


def _follow_up(actions: list[Action], column: int) -> list[Action]:
    """After a run move that only exposed the face-up card ``e`` on top of ``column``: the moves that use ``e`` (it
    goes up or moves, or a card or run comes onto it).

    Why nothing else is lost: take a winning line with such a move ``m`` (run ``R`` from ``e`` onto ``p``).
    A later move that neither uses ``e`` nor moves ``R`` as a whole commutes with ``m`` (legality reads only
    a run's head and the card it goes on; ``m`` changed neither but covered ``p``, which the later move
    cannot be using), so it can go before ``m``; a later move of ``R`` as a whole merges with ``m`` into
    one move from ``e`` (legal before ``m``); and if ``e`` is never used, ``m`` only covered ``p`` and can be
    left out.  So some winning line has ``m`` right before a move that uses ``e``, or not at all.  The
    restricted position is remembered apart from the same layout reached otherwise (its key names the
    column), so the table never cuts an unrestricted visit short."""
    return [action for action in actions if (action.source == column and action.kind in _FROM_COLUMN)
            or (action.target == column and action.kind in _ONTO_COLUMN)]


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
