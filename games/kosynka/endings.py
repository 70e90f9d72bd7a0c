"""The automatic steps after a move: the counters of the automatic endings and the end of the game.

A game ends only when it is won, when no move is left (§8.5), when the dead-position proof
says no card can ever be added to the foundations (KO-E5), by the option ``idle_limit``
(KO-E4), or by resignation.
"""

from __future__ import annotations

from cardgames.games.core.events import Event, MatchOver
from cardgames.games.core.values import replace
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience import Action, Layout, Rules

from .state import Ending, Phase, State, rules_for

Log = list[Event]


def settle(before: State, layout: Layout, action: Action, log: Log) -> State:
    """``before`` with ``layout`` after ``action``, the counters updated and the game ended if it is over.

    A game won by force (every card face up, the stock and waste empty) plays itself out to the
    foundations (KO-E7).
    """
    rules = rules_for(before.options)
    won = patience.play_out(layout, rules, log)
    layout = layout if won is None else won
    total = patience.on_foundations(layout)
    opened = patience.opened(before.layout, layout, action)
    idle = patience.idle_after(before.idle_moves, opened, total, before.best_foundation)
    state = replace(
        before, layout=layout, idle_moves=idle, best_foundation=max(before.best_foundation, total),
        ceiling=-1 if opened else before.ceiling,
    )
    if patience.proof_due(idle):
        limit = patience.QUICK_SEARCH if idle == 0 else patience.SEARCH_LIMIT
        state = replace(state, ceiling=patience.proven_ceiling(layout, rules, limit))
    ending = _ending(state, rules, total)
    return state if ending is None else finish(state, ending, log)


def _ending(state: State, rules: Rules, total: int) -> Ending | None:
    layout = state.layout
    if patience.is_won(layout, rules):
        return Ending.WON
    if not patience.has_action(layout, rules):
        return Ending.NO_MOVES
    if state.ceiling == total:
        return Ending.DEAD
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
    """``won: 104 of 104 cards on the foundations`` / ``lost (dead position): 31 of 104 ...``."""
    total = patience.on_foundations(state.layout)
    cards = f"{total} of {rules_for(state.options).shape.deck_size} cards on the foundations"
    if state.ending is None:
        return cards
    if state.ending is Ending.WON:
        return f"won: {cards}"
    return f"lost ({_WORDS[state.ending]}): {cards}"


_WORDS = {
    Ending.NO_MOVES: "no move left",
    Ending.DEAD: "dead position",
    Ending.IDLE: "idle limit",
    Ending.RESIGNED: "resigned",
}
