"""Double dummy through a game's own rules where its play briefly leaves the solver's rules.

Some tricks follow rules no :class:`~cardgames.solvers.dd.Rules` value expresses: a preferans raspasovka's first
two tricks are led by the widow's cards (or their leads named by them). A game that has such tricks says which
states they cover with ``Game.extras["dd_by_rules"]``: a callable that answers, for a state, the seats whose
tricks count and whether they avoid them (a :class:`Counting`; None outside those tricks). This module searches
those states with the game's own ``legal_moves`` and ``play`` (minimax with alpha-beta over the seats' tricks,
counted from the game's :class:`~cardgames.games.core.events.TrickWon` events) down to the first states
``Game.trick_play`` accepts, which the engine solves with the same counting (its scoring seats replaced by the
root's). The frontier is near by construction (two tricks in preferans), so the search stays small.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import TrickWon
from cardgames.games.core.game import AnyGame
from cardgames.games.mechanics.tricks import TrickPosition
from cardgames.solvers.dd import PositionResult, SolverBudgetExceeded, solve_position
from cardgames.solvers.positions import dd_position


@dataclass(frozen=True)
class Counting:
    """Whose tricks the value counts (game seats) and whether they avoid them (penalties) or want them."""

    counted: frozenset[int]
    avoid: bool


def counting_by_rules(game: AnyGame, state: Any) -> Counting | None:
    """The game's counting for ``state`` if it is one of the tricks searched by the rules, else None."""
    plan: Callable[[Any], tuple[frozenset[int], bool] | None] | None = game.extras.get("dd_by_rules")
    answer = None if plan is None else plan(state)
    return None if answer is None else Counting(*answer)


class _Search:
    def __init__(self, game: AnyGame, counting: Counting, tt_mb: float, time_budget: float) -> None:
        self.game, self.counting, self.tt_mb = game, counting, tt_mb
        self.deadline = time.monotonic() + time_budget if time_budget > 0 else 0.0
        self.nodes = 0

    def left(self) -> float:
        if not self.deadline:
            return 0.0
        seconds = self.deadline - time.monotonic()
        if seconds <= 0:
            raise SolverBudgetExceeded("the time budget ran out in the tricks searched by the game's rules")
        return seconds

    def value(self, state: Any, alpha: int, beta: int) -> int:
        """The counted seats' tricks from ``state`` on, exact when inside (alpha, beta)."""
        if self.game.extras["dd_by_rules"](state) is None:
            return self.frontier(state)
        maximise = (self.game.to_act(state) in self.counting.counted) != self.counting.avoid
        best = -1 if maximise else 1 << 30
        for move in self.game.legal_moves(state):
            after, gained = self.step(state, move)
            found = gained + self.value(after, alpha - gained, beta - gained)
            if maximise:
                best, alpha = max(best, found), max(alpha, found)
            else:
                best, beta = min(best, found), min(beta, found)
            if alpha >= beta:
                break
        return best

    def step(self, state: Any, move: Any) -> tuple[Any, int]:
        """The state after ``move`` and the tricks it completes for the counted seats."""
        played = self.game.play(state, move)
        won = sum(1 for event in played.events if isinstance(event, TrickWon) and event.seat in self.counting.counted)
        return played.state, won

    def frontier(self, state: Any) -> int:
        """A state the engine takes: solved with the root's counting."""
        position = self.game.trick_play(state) if self.game.trick_play is not None else None
        if position is None:
            return 0  # the play is over
        result = solve_position(dd_position(self.rescored(position)), tt_mb=self.tt_mb, time_budget=self.left(),
                                values_of_cards=False)
        self.nodes += result.nodes
        return self.counted_value(position, result)

    def rescored(self, position: TrickPosition) -> TrickPosition:
        seats = position.seats or tuple(range(len(position.hands)))
        return replace(position, scoring=tuple(seat in self.counting.counted for seat in seats))

    def counted_value(self, position: TrickPosition, result: PositionResult) -> int:
        """The engine's value is the side of its seat to move's (tricks) or the marked seats' (penalties)."""
        if position.objective == "penalties" or result.side[result.seat_to_move]:
            return result.value
        return result.total - result.value


def solve_by_rules(game: AnyGame, state: Any, counting: Counting, *, tt_mb: float, time_budget: float = 0.0,
                   values_of_cards: bool = True) -> PositionResult:
    """The value of ``state`` for ``counting`` and of each legal card of the seat to act, in game seats (the
    result's ``side`` marks the counted seats; ``total`` is the tricks still to play)."""
    search = _Search(game, counting, tt_mb, time_budget)
    mover = game.to_act(state)
    if mover is None:
        raise IllegalMove("the play is over: nothing to solve")
    maximise = (mover in counting.counted) != counting.avoid
    cards: dict[str, int] = {}
    best: int | None = None
    for move in game.legal_moves(state):
        after, gained = search.step(state, move)
        if values_of_cards:
            found = gained + search.value(after, -1, 1 << 30)
            cards[str(move.card)] = found
        else:
            window = (best, 1 << 30) if maximise and best is not None else (-1, best if best is not None else 1 << 30)
            found = gained + search.value(after, window[0] - gained, window[1] - gained)
        best = found if best is None else (max(best, found) if maximise else min(best, found))
    assert best is not None
    total = max(len(hand.cards) for hand in state.hands)  # the tricks left, the current one included
    side = tuple(seat in counting.counted for seat in range(game.num_players(state)))
    return PositionResult(mover, best, cards, total, side, search.nodes)
