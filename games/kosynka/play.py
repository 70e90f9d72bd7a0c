"""What a Kosynka move does: one function per phase (dispatch by table), the patience engine underneath."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import move_played
from cardgames.games.core.game import Step
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience import Rule

from .endings import Log, finish, settle
from .moves import MOVE_TYPES, Move, Resign, action_of
from .state import Ending, Phase, State, rules_for

RULE_REFS: dict[Rule, str] = {
    Rule.NO_SUCH_PLACE: "§8.1",
    Rule.FACE_DOWN: "§8.3",
    Rule.NOT_A_RUN: "§8.3",
    Rule.SAME_COLUMN: "§8.3",
    Rule.BUILD: "§8.3 KO-1",
    Rule.EMPTY_COLUMN: "§8.3 KO-9",
    Rule.RENUMBER: "KO-E2",
    Rule.EMPTY_SOURCE: "§8.3",
    Rule.FOUNDATION: "§8.2",
    Rule.NO_FOUNDATION_MOVES: "§8.2 KO-3",
    Rule.FIRST_FOUNDATION: "KO-E1",
    Rule.WASTE_EMPTY: "§8.4",
    Rule.NOT_IN_WASTE: "§8.4",
    Rule.NO_RESERVE: "§8.4",
    Rule.NOT_IN_RESERVE: "§8.4",
    Rule.STOCK_EMPTY: "§8.4",
    Rule.STOCK_NOT_EMPTY: "§8.4 KO-T3",
    Rule.NO_REDEAL: "§8.4 KO-5 KO-T3",
    Rule.NO_TURN: "§8.4",
    Rule.TURNED: "§8.4",
}
"""The spec paragraph behind each rule the patience engine names."""


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move``, every automatic step done (flips, the end), and the events."""
    if state.phase is Phase.OVER:
        raise GameOver("the layout is finished", rule="§8.5")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a kosynka move: {move!r}", field="move")
    log: Log = [move_played(0, move)]
    return Step(_APPLIERS[state.phase](state, move, log), tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _play(state: State, move: Move, log: Log) -> State:
    """The one playing phase: the layout says what is open."""
    if isinstance(move, Resign):
        return finish(state, Ending.RESIGNED, log)
    rules = rules_for(state.options)
    action = action_of(move)
    refused = patience.refusal(state.layout, rules, action)
    if refused is not None:
        error = InvalidMove if refused.malformed else IllegalMove
        raise error(refused.message, field="move" if refused.malformed else "", rule=RULE_REFS[refused.rule])
    return settle(state, patience.apply(state.layout, rules, action, log), action, log)


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.PLAY: _play,
}
