"""Progress and the dead-position proof's schedule, shared by the games' automatic endings.

A patience ends by itself when it is won, when no move is left, or when the bounded proof of
:mod:`.dead` shows that no card can ever be added to the foundations.  Between those, a game
counts the moves in a row *without progress* (an idle counter: an optional limit ends the
game, and the proof runs on a schedule keyed to it).  This module says what progress is and
when the proof is due; the game keeps the counters in its state.
"""

from __future__ import annotations

from .actions import Action, Kind
from .dead import Verdict, explore
from .layout import Layout, face_down, stock_seen, talon_size
from .rules import Rules

DEAD_CHECK_EVERY = 8
"""The proof runs after progress, then after the 8th, 16th, 32nd, ... move without it."""
QUICK_SEARCH = 60
"""Arrangements the proof right after progress may search (the later ones search ``SEARCH_LIMIT``)."""
MAX_COUNT = 2**31 - 1
"""Counters saturate here (they travel as int32)."""


def opened(before: Layout, after: Layout, action: Action) -> bool:
    """Whether ``action`` made progress: a face-down card turned (in a column or a reserve pile), a card
    out of the stock, waste or reserve for good, cards never seen drawn, or the talon turned."""
    if action.kind is Kind.TURN or (action.kind is Kind.DRAW and not stock_seen(before)):
        return True
    return face_down(after) < face_down(before) or talon_size(after) < talon_size(before)


def proof_due(idle: int) -> bool:
    """Whether the proof runs after a move leaving ``idle`` moves in a row without progress: after
    progress (``idle == 0``) and after the 8th, 16th, 32nd, ... move without it."""
    return idle == 0 or (idle % DEAD_CHECK_EVERY == 0 and idle & (idle - 1) == 0)


def proven_ceiling(layout: Layout, rules: Rules, limit: int) -> int:
    """The most cards the foundations can ever hold, when the proof finds no opening within ``limit``
    arrangements; -1 otherwise."""
    verdict, ceiling = explore(layout, rules, limit)
    return ceiling if verdict is Verdict.CLOSED else -1


def idle_after(idle: int, progress: bool, total: int, best: int) -> int:
    """The idle counter after a move: 0 after progress or a foundation count above the best so far."""
    return 0 if progress or total > best else min(idle + 1, MAX_COUNT)


__all__ = ["DEAD_CHECK_EVERY", "MAX_COUNT", "QUICK_SEARCH", "idle_after", "opened", "proof_due", "proven_ceiling"]
