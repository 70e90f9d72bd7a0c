"""What every solitaire solver answers (:class:`Solution`), its budget (:class:`Budget`) and the replay
that checks a winning line through the rules engine (:func:`replay`)."""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

from cardgames.games.core.game import AnyGame
from cardgames.games.core.spec import Outcome

DEFAULT_SECONDS = 10.0
DEFAULT_NODES = 50_000_000
DEFAULT_TABLE_BITS = 22
"""2**22 table slots (32 MiB of 64-bit keys) for a C++ search that allocates its table up front (Mill); three
quarters full is its memory budget."""
KLONDIKE_TABLE_BITS = 24
"""The Klondike search's table starts at 2**16 slots and doubles as positions are stored, up to 2**24 (128 MiB,
12.6 M positions, about 60 M nodes of the exact phase: past what 10 s searches)."""
DEFAULT_STORED = 2_000_000
"""Positions the Python search may remember (its memory budget)."""


class Verdict(Enum):
    WON = "won"
    """A winning line was found (and replayed through the rules engine)."""
    LOST = "lost"
    """The whole space was searched: no line wins."""
    BUDGET_EXCEEDED = "budget_exceeded"
    """The budget ran out first; ``nodes`` says what was explored."""


CLOCK_EVERY = 16
"""A search looks at the clock (and its progress record) every this many nodes: well under a millisecond of
the slowest search's work, so a budget ends at most that late."""


class Progress:
    """Shared by a running search and whoever waits for it (the service): the nodes explored so far (updated at
    every look at the clock) and a request to stop, so an answer can be given at the deadline even when the
    search has not returned yet, and the search then stops."""

    __slots__ = ("nodes", "stopped")

    def __init__(self) -> None:
        self.nodes = 0
        self.stopped = False


@dataclass(frozen=True)
class Budget:
    """How far a search may go: seconds, positions expanded and positions remembered."""

    seconds: float = DEFAULT_SECONDS
    nodes: int = DEFAULT_NODES
    stored: int = DEFAULT_STORED
    table_bits: int | None = None
    """The C++ table's size (2**table_bits slots at most); None: the solver's own default."""
    progress: Progress = field(default_factory=Progress, compare=False, repr=False)

    def deadline(self) -> float:
        return time.monotonic() + self.seconds

    def spent(self, nodes: int, stored: int, deadline: float) -> bool:
        """Whether a search at ``nodes`` expanded and ``stored`` remembered must stop (it reports its progress)."""
        if nodes >= self.nodes or stored >= self.stored:
            return True
        if nodes % CLOCK_EVERY:
            return False
        self.progress.nodes = nodes
        return self.progress.stopped or time.monotonic() > deadline


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


CORE_VERDICTS = {1: Verdict.WON, 2: Verdict.LOST, 3: Verdict.BUDGET_EXCEEDED}
"""The verdict codes of the C++ cores (Klondike, Mill, Kosynka)."""


def core_solution(result: dict[str, Any], method: str, line: Callable[[list[Any]], tuple[str, ...]],
                  stats: dict[str, Any]) -> Solution:
    """A C++ core's answer as a :class:`Solution`: ``line`` turns its winning line into the game's move ids."""
    verdict = CORE_VERDICTS[result["verdict"]]
    moves = line(result["line"]) if verdict is Verdict.WON else ()
    note = result["reason"] or ("the whole space was searched" if verdict is Verdict.LOST else "")
    return Solution(verdict, moves, result["nodes"], method=method, note=note, stats=stats)


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


_paused_lock = threading.Lock()
_paused_searches = 0
_was_enabled = True


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off while a Python search runs (reference counting still frees everything).

    Why: a search keeps hundreds of thousands of live positions, so the collector keeps running full
    collections that find nothing (a third of the search's time) and each holds the interpreter lock for
    up to a quarter of a second, so the server's answer could not be sent meanwhile.  Positions, moves
    and keys make no reference cycles; the collector is switched back on when the last search ends (a
    count, as searches run in several threads)."""
    global _paused_searches, _was_enabled
    with _paused_lock:
        _paused_searches += 1
        if _paused_searches == 1:
            _was_enabled = gc.isenabled()
            gc.disable()
    try:
        yield
    finally:
        with _paused_lock:
            _paused_searches -= 1
            if _paused_searches == 0 and _was_enabled:
                gc.enable()


def timed(method: str, run: Callable[[], Solution]) -> Solution:
    """``run()`` with its wall time and method filled in."""
    started = time.perf_counter()
    solution = run()
    return Solution(solution.verdict, solution.moves, solution.nodes, time.perf_counter() - started,
                    solution.method or method, solution.note, solution.stats)
