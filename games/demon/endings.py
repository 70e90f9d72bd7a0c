"""The automatic steps after a move: the book's reshuffle, the counters and the end of the game.

A game ends only when it is won, when it is blocked for good (§9.6, DE-7: the test runs after
every move), under ``canfield_no_shuffle`` after a redeal ending a pass of nothing but draws
(§9.6), when no move is left, by the option ``idle_limit`` (DE-E4), or by resignation.
"""

from __future__ import annotations

from cardgames.games.core.events import Event, MatchOver
from cardgames.games.core.rng import Drbg
from cardgames.games.core.values import replace
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience import Action, Kind, Layout, Rules

from .rules import rules_of
from .state import SEARCH_LIMIT, SHAPE, Ending, Phase, State

Log = list[Event]


def settle(before: State, layout: Layout, action: Action, log: Log) -> State:
    """``before`` with ``layout`` after ``action``: a redeal's shuffle (book), the counters, the end.

    A game won by force (every card in the columns, reserve, stock and waste empty) plays itself
    out to the foundations (DE-E7).
    """
    rules = rules_of(before)
    state = before
    if action.kind is Kind.REDEAL and rules.stock.shuffle:
        drbg = Drbg(before.rng)
        layout = patience.shuffle_stock(layout, drbg)
        state = replace(state, rng=drbg.state)
    won = patience.play_out(layout, rules, log)
    layout = layout if won is None else won
    total = patience.on_foundations(layout)
    opened = patience.opened(before.layout, layout, action)
    state = replace(
        state, layout=layout, best_foundation=max(before.best_foundation, total),
        idle_moves=patience.idle_after(before.idle_moves, opened, total, before.best_foundation),
        pass_changed=action.kind is not Kind.REDEAL and (before.pass_changed or action.kind is not Kind.DRAW),
    )
    ending = _ending(state, rules)
    return state if ending is None else finish(state, ending, log)


def blocked(layout: Layout, rules: Rules) -> bool:
    """§9.6 (DE-7): no sequence of moves between the columns lets a card of the talon (every card of
    the stock and the waste under the book's reshuffle and ``random_access``; those the packets show
    under ``canfield_no_shuffle``), the reserve's open card or a column's top card go anywhere, or
    fills an empty column.  A stock the player has not yet gone through is never read: drawing it
    may show a card that plays (DE-E5)."""
    return patience.explore(layout, rules, SEARCH_LIMIT)[0] is patience.Verdict.CLOSED


def _ending(state: State, rules: Rules) -> Ending | None:
    layout = state.layout
    if patience.on_foundations(layout) == SHAPE.deck_size:
        return Ending.WON
    if not patience.has_action(layout, rules):
        return Ending.NO_MOVES
    if blocked(layout, rules):
        return Ending.BLOCKED
    limit = state.options.idle_limit
    if limit and state.idle_moves >= limit:
        return Ending.IDLE
    return None


def finish(state: State, ending: Ending, log: Log) -> State:
    """The game ends with ``ending``: the phase is OVER and a :class:`MatchOver` event says how."""
    over = replace(state, phase=Phase.OVER, ending=ending)
    log.append(MatchOver(summary(over)))
    return over


def summary(state: State) -> str:
    """``won: 52 of 52 cards on the foundations`` / ``lost (blocked): 17 of 52 ...``."""
    cards = f"{patience.on_foundations(state.layout)} of {SHAPE.deck_size} cards on the foundations"
    if state.ending is None:
        return cards
    if state.ending is Ending.WON:
        return f"won: {cards}"
    return f"lost ({_WORDS[state.ending]}): {cards}"


_WORDS = {
    Ending.BLOCKED: "blocked",
    Ending.STALLED: "a pass with nothing but draws",
    Ending.NO_MOVES: "no move left",
    Ending.IDLE: "idle limit",
    Ending.RESIGNED: "resigned",
}
