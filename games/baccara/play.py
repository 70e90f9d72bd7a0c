"""What a baccara move does: one function per phase (dispatch by table), the automatic steps after it."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import move_played
from cardgames.games.core.game import Step
from cardgames.games.core.values import replace

from .coup import deal, deal_to, next_coup, next_drawer, put_choice, showdown
from .moves import MOVE_TYPES, Draw, KeepBank, Move, PassBank, Stake, Stand
from .rules import Log, draw_order, punters, to_act
from .state import Choice, Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="7.6")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a baccara move: {move!r}")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    return Step(_APPLIERS[state.phase](state, move, log), tuple(log))


def apply(state: State, move: Move) -> State:
    return play(state, move).state


def _wrong_phase(state: State, move: Move, allowed: str) -> IllegalMove:
    return IllegalMove(f"{move.id} is not possible now: the {state.phase.name.lower()} phase allows {allowed}",
                       rule="7.4")


def _apply_stake(state: State, move: Move, log: Log) -> State:
    if not isinstance(move, Stake):
        raise _wrong_phase(state, move, "stake")
    if move.amount > state.options.max_stake:
        raise IllegalMove(f"the table's largest stake is {state.options.max_stake}", rule="7.4 step 1")
    stakes = (*state.stakes[: state.turn], move.amount, *state.stakes[state.turn + 1 :])
    state = replace(state, stakes=stakes)
    seats = punters(state)
    if state.turn == seats[-1]:
        return deal(state, log)
    return replace(state, turn=seats[seats.index(state.turn) + 1])


def _apply_draw(state: State, move: Move, log: Log) -> State:
    if isinstance(move, Draw):
        state = deal_to(state, state.turn, log)
        choice = Choice.DREW
    elif isinstance(move, Stand):
        choice = Choice.STOOD
    else:
        raise _wrong_phase(state, move, "draw or stand")
    state = replace(state, choices=put_choice(state.choices, state.turn, choice))
    if state.turn == state.banker:
        return showdown(state, log)
    return next_drawer(state, draw_order(state).index(state.turn) + 1, log)


def _apply_bank(state: State, move: Move, log: Log) -> State:
    if isinstance(move, KeepBank):
        return next_coup(state, state.banker, log)
    if isinstance(move, PassBank):
        return next_coup(state, (state.banker + 1) % state.players, log)
    raise _wrong_phase(state, move, "keep_bank or pass_bank")


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.STAKE: _apply_stake,
    Phase.DRAW: _apply_draw,
    Phase.BANK: _apply_bank,
}
