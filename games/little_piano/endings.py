"""The automatic steps after a move: the counters of the automatic endings and the end of the game.

A game ends only when it is won, when no move is left, when the dead-position proof says no
card can ever be added to the foundations (LP-E5), after a redeal that would repeat the last
pass exactly (LP-E6), by the option ``idle_limit`` (LP-E4), or by resignation.
"""

from __future__ import annotations

from cardgames.games.core.events import Event, MatchOver
from cardgames.games.core.values import replace
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience import Action, Kind, Layout, Rules

from .state import DEAD_CHECK_EVERY, MAX_COUNT, Ending, Phase, State, rules_for

Log = list[Event]
QUICK_SEARCH = 60
"""LP-E5: arrangements the proof right after progress may search (the later ones search 400)."""


def settle(before: State, layout: Layout, action: Action, log: Log) -> State:
    """``before`` with ``layout`` after ``action``, the counters updated and the game ended if it is over.

    A game won by force (every card face up, the stock, waste and reserve empty) plays itself
    out to the foundations (LP-E10).
    """
    rules = rules_for(before.options)
    won = patience.play_out(layout, rules, log)
    layout = layout if won is None else won
    total = patience.on_foundations(layout)
    opened = _opened(before.layout, layout, action)
    idle = 0 if opened or total > before.best_foundation else min(before.idle_moves + 1, MAX_COUNT)
    state = replace(
        before, layout=layout, phase=Phase.RESERVE if layout.turned else Phase.STOCK,
        idle_moves=idle, best_foundation=max(before.best_foundation, total),
        pass_changed=action.kind is not Kind.REDEAL and (before.pass_changed or action.kind is not Kind.DRAW),
        ceiling=-1 if opened else before.ceiling,
    )
    if proof_due(idle):
        state = replace(state, ceiling=_ceiling(layout, rules, QUICK_SEARCH if idle == 0 else patience.SEARCH_LIMIT))
    ending = _ending(state, rules, total)
    return state if ending is None else finish(state, ending, log)


def proof_due(idle: int) -> bool:
    """LP-E5: the proof runs after progress (searching at most :data:`QUICK_SEARCH` arrangements)
    and after the 8th, 16th, 32nd, ... move without it (at most ``SEARCH_LIMIT``)."""
    return idle == 0 or (idle % DEAD_CHECK_EVERY == 0 and idle & (idle - 1) == 0)


def _opened(old: Layout, layout: Layout, action: Action) -> bool:
    """A face-down card turned, a card out of the talon, unseen cards drawn, or the talon turned (LP-E4)."""
    if action.kind is Kind.TURN or (action.kind is Kind.DRAW and not patience.stock_seen(old)):
        return True
    return (patience.face_down(layout) < patience.face_down(old)
            or patience.talon_size(layout) < patience.talon_size(old))


def _ceiling(layout: Layout, rules: Rules, limit: int) -> int:
    """LP-E5: the proven most foundation cards when no opening is reachable, else -1."""
    verdict, ceiling = patience.explore(layout, rules, limit)
    return ceiling if verdict is patience.Verdict.CLOSED else -1


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
    """``won: 52 of 52 cards on the foundations`` / ``lost (dead position): 31 of 52 ...``."""
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
    Ending.STALLED: "a pass with nothing but draws",
    Ending.IDLE: "idle limit",
    Ending.RESIGNED: "resigned",
}
