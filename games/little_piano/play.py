"""What a Little Piano move does: one function per phase (dispatch by table), the patience engine underneath."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import move_played
from cardgames.games.core.game import Step
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience import Rule

from .endings import Log, finish, settle
from .moves import (
    MOVE_TYPES,
    Draw,
    Move,
    Redeal,
    ReserveToFoundation,
    ReserveToTableau,
    Resign,
    TurnTalon,
    WasteToFoundation,
    WasteToTableau,
    action_of,
)
from .state import Ending, Phase, State, rules_for

RULE_REFS: dict[Rule, str] = {
    Rule.NO_SUCH_PLACE: "§10.1",
    Rule.FACE_DOWN: "§10.3",
    Rule.NOT_A_RUN: "§10.3",
    Rule.SAME_COLUMN: "§10.3",
    Rule.BUILD: "§10.3",
    Rule.EMPTY_COLUMN: "§10.3 MP-T4",
    Rule.RENUMBER: "LP-E3",
    Rule.EMPTY_SOURCE: "§10.2",
    Rule.FOUNDATION: "§10.2",
    Rule.NO_FOUNDATION_MOVES: "§10.2",
    Rule.FIRST_FOUNDATION: "LP-E2",
    Rule.WASTE_EMPTY: "§10.4",
    Rule.NO_RESERVE: "MP-2",
    Rule.NOT_IN_RESERVE: "MP-2",
    Rule.STOCK_EMPTY: "§10.4",
    Rule.STOCK_NOT_EMPTY: "§10.4, §10.7",
    Rule.NO_REDEAL: "§10.4 MP-3",
    Rule.NO_TURN: "§10.4 LP-E1",
    Rule.TURNED: "MP-3",
}
"""The spec paragraph behind each rule the patience engine names."""


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move``, every automatic step done (flips, reserve refills, the end), and the events."""
    if state.phase is Phase.OVER:
        raise GameOver("the layout is finished", rule="§10.5")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a little_piano move: {move!r}", field="move")
    log: Log = [move_played(0, move)]
    return Step(_APPLIERS[state.phase](state, move, log), tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _play_stock(state: State, move: Move, log: Log) -> State:
    """Phase 1 (the whole game under draw1/draw3): no reserve yet."""
    if isinstance(move, (ReserveToTableau, ReserveToFoundation)):
        raise IllegalMove("there is no reserve before the talon is turned", rule="MP-2")
    return _play(state, move, log)


def _play_reserve(state: State, move: Move, log: Log) -> State:
    """Phase 2: the stock is gone and the talon turned; cards come from the reserve (no further recycling)."""
    if isinstance(move, (Draw, TurnTalon, Redeal, WasteToTableau, WasteToFoundation)):
        raise IllegalMove("phase 2: the talon has been turned; play from the reserve (no further recycling)",
                          rule="MP-3")
    return _play(state, move, log)


def _play(state: State, move: Move, log: Log) -> State:
    if isinstance(move, Resign):
        return finish(state, Ending.RESIGNED, log)
    rules = rules_for(state.options)
    action = action_of(move)
    refused = patience.refusal(state.layout, rules, action)
    if refused is not None:
        error = InvalidMove if refused.malformed else IllegalMove
        raise error(refused.message, field="move" if refused.malformed else "", rule=RULE_REFS[refused.rule])
    if isinstance(move, Redeal) and not state.pass_changed:
        return finish(state, Ending.STALLED, log)  # LP-E6: the next pass would repeat this one exactly
    return settle(state, patience.apply(state.layout, rules, action, log), action, log)


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.STOCK: _play_stock,
    Phase.RESERVE: _play_reserve,
}
