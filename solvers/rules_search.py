"""Double dummy through a game's own rules where its play leaves the engine's rules for a while.

Some tricks follow rules no :class:`~cardgames.solvers.dd.Rules` value expresses: a preferans raspasovka's first
two tricks are led by the widow's cards (or their leads named by them); in mushka the ace of spades may beat the
trump ace (MU-4); in rams the trump ace and king must be led and the ace put on a trump picture. A game that has
such tricks says which states they cover with ``Game.extras["dd_by_rules"]``: a callable that answers, for a
state, ``(counted, avoid, key)``: the seats whose tricks the value counts, whether they avoid them (penalties) or
want them, and a hashable summary of everything the rest of the deal depends on (None: not cached); None outside
those tricks.

This module searches those states with the game's own ``legal_moves`` and ``play``: minimax with alpha-beta over
the counted seats' tricks (from the game's :class:`~cardgames.games.core.events.TrickWon` events), with a table
of bounds by the game's key, down to the first states ``Game.trick_play`` accepts, which the engine solves for the
same seats (its scoring seats replaced by the root's), or to the end of the deal.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from typing import Any

from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import TrickWon
from cardgames.games.core.game import AnyGame
from cardgames.games.mechanics.tricks import TrickPosition
from cardgames.solvers.dd import PositionResult, SolverBudgetExceeded, solve_position
from cardgames.solvers.positions import dd_position

Plan = Callable[[Any], "tuple[frozenset[int], bool, Hashable | None] | None"]
INFINITY = 1 << 30


@dataclass(frozen=True)
class Counting:
    """Whose tricks the value counts (game seats) and whether they avoid them (penalties) or want them."""

    counted: frozenset[int]
    avoid: bool


def counting_by_rules(game: AnyGame, state: Any) -> Counting | None:
    """The game's counting for ``state`` if it is one of the tricks searched by the rules, else None."""
    plan: Plan | None = game.extras.get("dd_by_rules")
    answer = None if plan is None else plan(state)
    return None if answer is None else Counting(answer[0], answer[1])


class _Search:
    def __init__(self, game: AnyGame, root: Any, counting: Counting, tt_mb: float, time_budget: float) -> None:
        self.game, self.counting, self.tt_mb = game, counting, tt_mb
        self.plan: Plan = game.extras["dd_by_rules"]
        self.deal = getattr(root, "deal_number", None)
        self.deadline = time.monotonic() + time_budget if time_budget > 0 else 0.0
        self.nodes = 0
        self.bounds: dict[Hashable, tuple[int, int]] = {}  # key -> (lower, upper) of the value from there
        self.frontiers: dict[Hashable, int] = {}  # the engine's values, by the position it solved
        self.room = max(1 << 12, int(tt_mb * 2048))  # entries of both tables (some 500 bytes each), as tt_mb allows

    def left(self) -> float:
        if not self.deadline:
            return 0.0
        seconds = self.deadline - time.monotonic()
        if seconds <= 0:
            raise SolverBudgetExceeded("the time budget ran out in the tricks searched by the game's rules")
        return seconds

    def value(self, state: Any, alpha: int, beta: int) -> int:
        """The counted seats' tricks from ``state`` on: exact inside (alpha, beta), else a bound on that side."""
        if self.game.is_terminal(state) or getattr(state, "deal_number", None) != self.deal:
            return 0  # the deal is over: its tricks were counted as they were won
        self.left()  # the budget, checked at every node: a deal searched to its end never meets the engine
        answer = self.plan(state)
        if answer is None:
            return self.frontier(state)
        key = answer[2]
        lower, upper = self.bounds.get(key, (0, INFINITY)) if key is not None else (0, INFINITY)
        if lower >= beta or upper <= alpha or lower == upper:
            return lower if lower >= beta or lower == upper else upper
        low, high = max(alpha, lower), min(beta, upper)
        found = self.expand(state, low, high)
        if key is not None:  # fail-soft: at most low an upper bound, at least high a lower one, else exact
            if len(self.bounds) >= self.room:
                self.bounds.clear()
            self.bounds[key] = (found if found > low else lower, found if found < high else upper)
        return found

    def expand(self, state: Any, alpha: int, beta: int) -> int:
        maximise = (self.game.to_act(state) in self.counting.counted) != self.counting.avoid
        best = -1 if maximise else INFINITY
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
        """A state the engine takes: solved for the root's counted seats (each position once)."""
        position = self.game.trick_play(state) if self.game.trick_play is not None else None
        if position is None:
            return 0  # the play is over
        position = self.rescored(position)
        known = self.frontiers.get(position)
        if known is not None:
            return known
        result = solve_position(dd_position(position), tt_mb=self.tt_mb, time_budget=self.left(),
                                values_of_cards=False)
        self.nodes += result.nodes
        found = self.counted_value(position, result)
        if len(self.frontiers) >= self.room:
            self.frontiers.clear()
        self.frontiers[position] = found
        return found

    def rescored(self, position: TrickPosition) -> TrickPosition:
        seats = position.seats or tuple(range(len(position.hands)))
        return replace(position, scoring=tuple(seat in self.counting.counted for seat in seats))

    def counted_value(self, position: TrickPosition, result: PositionResult) -> int:
        """The engine's value counts the marked seats (penalties), else the side of its seat to move (``side``
        marks it): the counted seats' when that side is theirs, else what the other side leaves them."""
        if position.objective == "penalties" or tuple(map(bool, result.side)) == position.scoring:
            return result.value
        return result.total - result.value


def solve_by_rules(game: AnyGame, state: Any, counting: Counting, *, tt_mb: float, time_budget: float = 0.0,
                   values_of_cards: bool = True) -> PositionResult:
    """The value of ``state`` for ``counting`` and of each legal card of the seat to act, in game seats (the
    result's ``side`` marks the counted seats; ``total`` is the tricks still to play)."""
    search = _Search(game, state, counting, tt_mb, time_budget)
    mover = game.to_act(state)
    if mover is None:
        raise IllegalMove("the play is over: nothing to solve")
    maximise = (mover in counting.counted) != counting.avoid
    cards: dict[str, int] = {}
    best: int | None = None
    for move in game.legal_moves(state):
        after, gained = search.step(state, move)
        if values_of_cards or best is None:
            alpha, beta = -1, INFINITY
        else:
            alpha, beta = (best, INFINITY) if maximise else (-1, best)
        found = gained + search.value(after, alpha - gained, beta - gained)
        if values_of_cards:  # keyed as the engine keys them: the card ("QH"), or the move's id for another move
            card = getattr(move, "card", None)
            cards[move.id if card is None else str(card)] = found
        best = found if best is None else (max(best, found) if maximise else min(best, found))
    assert best is not None
    total = max(len(hand.cards) for hand in state.hands)  # the tricks left, the current one included
    side = tuple(seat in counting.counted for seat in range(game.num_players(state)))
    return PositionResult(mover, best, cards, total, side, search.nodes)
