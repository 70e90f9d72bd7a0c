"""What every solitaire solver answers (:class:`Solution`), its budget (:class:`Budget`) and the replay
that checks a winning line through the rules engine (:func:`replay`)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

from cardgames.games.core.game import AnyGame
from cardgames.games.core.spec import Outcome

DEFAULT_SECONDS = 10.0
DEFAULT_NODES = 50_000_000
DEFAULT_TABLE_BITS = 22
"""2**22 table slots (32 MiB of 64-bit keys) for the C++ search; three quarters full is its memory budget."""
DEFAULT_STORED = 2_000_000
"""Positions the Python search may remember (its memory budget)."""


class Verdict(Enum):
    WON = "won"
    """A winning line was found (and replayed through the rules engine)."""
    LOST = "lost"
    """The whole space was searched: no line wins."""
    BUDGET_EXCEEDED = "budget_exceeded"
    """The budget ran out first; ``nodes`` says what was explored."""


@dataclass(frozen=True)
class Budget:
    """How far a search may go: seconds, positions expanded and positions remembered."""

    seconds: float = DEFAULT_SECONDS
    nodes: int = DEFAULT_NODES
    stored: int = DEFAULT_STORED
    table_bits: int = DEFAULT_TABLE_BITS

    def deadline(self) -> float:
        return time.monotonic() + self.seconds


@dataclass(frozen=True)
class Solution:
    """A solver's answer from one state."""

    verdict: Verdict
    moves: tuple[str, ...] = ()
    """Move ids, each legal in turn from the state solved (empty unless won)."""
    nodes: int = 0
    seconds: float = 0.0
    method: str = ""
    """Which search answered (``klondike-dfs``, ``search``, ``exact-rule``, ``cp-sat``)."""
    note: str = ""
    """Why the budget ran out, or how the verdict was reached."""
    stats: dict[str, Any] = field(default_factory=dict)


class Solver(Protocol):
    """One patience's solver: from any state of the game (every card known), win, loss or out of budget."""

    def __call__(self, state: Any, budget: Budget) -> Solution: ...


class LineError(AssertionError):
    """A line the solver returned does not win when replayed (a solver bug, never bad input)."""


def replay(game: AnyGame, state: Any, moves: Sequence[str]) -> Any:
    """Play ``moves`` (ids) from ``state`` through the rules engine; raise :class:`LineError` unless they win."""
    for index, text in enumerate(moves):
        if game.is_terminal(state):
            raise LineError(f"the game ended before move {index} ({text})")
        state = game.apply(state, game.parse_move(text))
    if not game.is_terminal(state) or game.score(state).outcomes[0] is not Outcome.WIN:
        raise LineError("the line does not win")
    return state


def is_win(game: AnyGame, state: Any) -> bool:
    return bool(game.is_terminal(state) and game.score(state).outcomes[0] is Outcome.WIN)


def timed(method: str, run: Callable[[], Solution]) -> Solution:
    """``run()`` with its wall time and method filled in."""
    started = time.perf_counter()
    solution = run()
    return Solution(solution.verdict, solution.moves, solution.nodes, time.perf_counter() - started,
                    solution.method or method, solution.note, solution.stats)
