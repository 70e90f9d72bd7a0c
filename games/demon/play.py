"""What a Demon move does: one function per phase (dispatch by table), the patience engine underneath."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import move_played
from cardgames.games.core.game import Step
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience import Rule

from .endings import Log, finish, settle
from .moves import MOVE_TYPES, Move, Redeal, Resign, action_of
from .rules import rules_of
from .state import Ending, Phase, State

RULE_REFS: dict[Rule, str] = {
    Rule.NO_SUCH_PLACE: "§9.1",
    Rule.FACE_DOWN: "§9.3",
    Rule.NOT_A_RUN: "§9.3 DE-3",
    Rule.SAME_COLUMN: "§9.3",
    Rule.BUILD: "§9.3 DE-2",
    Rule.EMPTY_COLUMN: "§9.3 DE-4",
    Rule.RENUMBER: "§9.3 DE-4",
    Rule.EMPTY_SOURCE: "§9.3",
    Rule.FOUNDATION: "§9.2 DE-1",
    Rule.NO_FOUNDATION_MOVES: "§9.2",
    Rule.FIRST_FOUNDATION: "§9.2",
    Rule.WASTE_EMPTY: "§9.4",
    Rule.NOT_IN_WASTE: "§9.4 DE-8",
    Rule.NO_RESERVE: "§9.1",
    Rule.NOT_IN_RESERVE: "§9.3",
    Rule.STOCK_EMPTY: "§9.4",
    Rule.STOCK_NOT_EMPTY: "§9.5",
    Rule.NO_REDEAL: "§9.5",
    Rule.NO_TURN: "§9.5",
    Rule.TURNED: "§9.5",
}
"""The spec paragraph behind each rule the patience engine names."""


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move``, every automatic step done (reserve fills, the reshuffle, the end), and the events."""
    if state.phase is Phase.OVER:
        raise GameOver("the layout is finished", rule="§9.6")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a demon move: {move!r}", field="move")
    log: Log = [move_played(0, move)]
    return Step(_APPLIERS[state.phase](state, move, log), tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _play(state: State, move: Move, log: Log) -> State:
    """The one playing phase: the layout says what is open."""
    if isinstance(move, Resign):
        return finish(state, Ending.RESIGNED, log)
    rules = rules_of(state)
    action = action_of(move)
    refused = patience.refusal(state.layout, rules, action)
    if refused is not None:
        error = InvalidMove if refused.malformed else IllegalMove
        raise error(refused.message, field="move" if refused.malformed else "", rule=RULE_REFS[refused.rule])
    if isinstance(move, Redeal) and not state.pass_changed and not rules.stock.shuffle:
        return finish(state, Ending.STALLED, log)  # §9.6: the next pass would repeat this one exactly
    return settle(state, patience.apply(state.layout, rules, action, log), action, log)


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.PLAY: _play,
}
