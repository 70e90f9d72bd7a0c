"""Solitaire solvers for the six patiences: one interface, one solver per game (issue 18).

The question, from any state of a patience with every card known ("thoughtful" solving): can it be
won?  :func:`solve` answers with a :class:`Solution`: ``WON`` with a winning line (move ids that
``Apply`` accepts one by one from that state; every line is replayed through the rules engine
before it is returned), ``LOST`` when the whole space was searched, or ``BUDGET_EXCEEDED`` with the
nodes explored.  Lines are not the shortest: the searches are depth-first.

* little_piano ``draw1``/``draw3`` (Klondike): :mod:`.klondike`, the C++ search;
* kosynka (``idle_limit`` off): :mod:`.kosynka`, the C++ search (the game's own search while it is on);
* little_piano ``book`` (one or two decks): :mod:`.layouts`, the search over the patience engine's layouts (the
  game's own search while ``idle_limit`` is on);
* mill under its default options: :mod:`.mill`, the C++ search over ranks;
* Big Piano under draw1/draw3, demon, mill's other options, lion_and_sun: :mod:`.search` over the game's own
  rules with the canonical keys of :mod:`.keys`;
* prisoner: :mod:`.prisoner`, the exact rule (the game has no decision).

``method="cp-sat"`` solves lion_and_sun with the CP-SAT model of :mod:`.lion_cpsat`, and mill (default options)
with that of :mod:`.mill_cpsat`, instead (the searches are the defaults: they are faster, see
``bench/solitaire.py --method``); the models are the searches' cross-checks in the tests.
``method="relaxed"`` solves Klondike (little_piano ``draw1``/``draw3``) with the draw-one relaxation for half the
budget first (under draw three a loss there is a loss; it decides other deals than the default schedule, see
:mod:`.klondike`), then the exact search.
``method="generic"`` solves mill with the generic search over the game's rules instead of the C++ core, and
kosynka with the Python search the C++ core replaced (the layout search, or the game's own search while
``idle_limit`` is on): the cross-checks of the C++ cores.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import GameError
from cardgames.games.core.game import AnyGame
from cardgames.games.registry import find_game

from . import klondike, kosynka, layouts, lion_cpsat, mill, mill_cpsat, prisoner
from .base import Budget, LineError, Progress, Solution, Verdict, collector_paused, is_win, replay, timed
from .keys import KEYS
from .search import dfs

GAMES = ("little_piano", "kosynka", "demon", "mill", "lion_and_sun", "prisoner")


class NotAPatience(GameError):
    """The game has no solitaire solver."""

    reason = "NOT_A_PATIENCE"


def _little_piano(game: AnyGame, state: Any, budget: Budget) -> Solution:
    from cardgames.games.little_piano import move_of, rules_for

    if klondike.handles(state):
        return klondike.solve(state, budget)
    if state.options.idle_limit == 0 and state.options.stock_rule == "book":
        return layouts.search(state.layout, rules_for(state.options), move_of, budget)
    return dfs(game, state, KEYS["little_piano"], budget)


def _klondike_relaxed(game: AnyGame, state: Any, budget: Budget) -> Solution:
    if not klondike.handles(state):
        raise NotAPatience("the relaxed method solves little_piano under stock_rule=draw1 or draw3 (one deck)")
    return klondike.solve(state, budget, phases=klondike.RELAXED_THEN_EXACT)


def _kosynka_solver(game: AnyGame, state: Any, budget: Budget) -> Solution:
    if kosynka.handles(state):
        return kosynka.solve(state, budget)
    return _kosynka_generic(game, state, budget)


def _kosynka_generic(game: AnyGame, state: Any, budget: Budget) -> Solution:
    from cardgames.games.kosynka import move_of, rules_for

    if state.options.idle_limit == 0:
        return layouts.search(state.layout, rules_for(state.options), move_of, budget)
    return dfs(game, state, KEYS["kosynka"], budget)


def _mill_solver(game: AnyGame, state: Any, budget: Budget) -> Solution:
    if mill.handles(state):
        return mill.solve(state, budget)
    return dfs(game, state, KEYS["mill"], budget)


def _prisoner(game: AnyGame, state: Any, budget: Budget) -> Solution:
    return prisoner.solve(state, budget)


def _searched(game_id: str) -> Callable[[AnyGame, Any, Budget], Solution]:
    def run(game: AnyGame, state: Any, budget: Budget) -> Solution:
        return dfs(game, state, KEYS[game_id], budget)

    return run


SOLVERS: dict[str, Callable[[AnyGame, Any, Budget], Solution]] = {
    "little_piano": _little_piano,
    "kosynka": _kosynka_solver,
    "demon": _searched("demon"),
    "mill": _mill_solver,
    "lion_and_sun": _searched("lion_and_sun"),
    "prisoner": _prisoner,
}


ALTERNATIVES: dict[tuple[str, str], Callable[[AnyGame, Any, Budget], Solution]] = {
    ("lion_and_sun", "cp-sat"): lambda game, state, budget: lion_cpsat.solve(state, budget),
    ("mill", "generic"): _searched("mill"),
    ("mill", "cp-sat"): lambda game, state, budget: mill_cpsat.solve(state, budget),
    ("kosynka", "generic"): _kosynka_generic,
    ("little_piano", "relaxed"): _klondike_relaxed,
}
"""Other solvers of a game, by (game, method): the cross-checks of the default one."""
METHODS = ("search", *sorted({method for _, method in ALTERNATIVES}))


def game_of(game_id: str) -> AnyGame:
    if game_id not in SOLVERS:
        raise NotAPatience(f"{game_id!r} has no solitaire solver; the patiences are {', '.join(GAMES)}")
    return find_game(game_id)


def solve(game_id: str, state: Any, budget: Budget | None = None, method: str = "search") -> Solution:
    """Solve ``state`` of patience ``game_id`` (``method``: ``search``, the default solver, or an alternative of
    :data:`ALTERNATIVES`); a winning line is replayed through the rules engine first."""
    game = game_of(game_id)
    run = SOLVERS[game_id] if method == "search" else ALTERNATIVES.get((game_id, method))
    if run is None:
        raise NotAPatience(f"{game_id} has no solver {method!r}; its methods are search"
                           + "".join(f", {other}" for known, other in ALTERNATIVES if known == game_id))
    budget = budget or Budget()
    if game.is_terminal(state):
        verdict = Verdict.WON if is_win(game, state) else Verdict.LOST
        return Solution(verdict, (), 0, method="terminal", note="the game is over")
    with collector_paused():
        solution = timed(game_id, lambda: run(game, state, budget))
        if solution.verdict is Verdict.WON:
            replay(game, state, solution.moves)
    return solution


def new_state(game_id: str, options: Mapping[str, object] | None = None, seed: int | None = None,
              order: tuple[Any, ...] | None = None) -> Any:
    """The state ``NewGame`` deals for ``seed`` (or the explicit deck ``order``) under ``options``."""
    game = game_of(game_id)
    built = game.spec.build_options(dict(options or {}))
    deals = (ExplicitDeal(order=order),) if order is not None else ()
    return game.new_game(built, 1, seed=seed, deals=deals)


__all__ = [
    "ALTERNATIVES", "GAMES", "METHODS", "SOLVERS", "Budget", "LineError", "NotAPatience", "Progress", "Solution",
    "Verdict", "game_of", "new_state", "replay", "solve",
]
