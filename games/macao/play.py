"""What a Macao move does: replace a zero card, draw, or stand (6.3 step 2), the automatic steps after it."""

from __future__ import annotations

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, TurnPassed, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import put
from cardgames.games.core.values import replace

from .coup import DISCARD, give, stand
from .moves import MOVE_TYPES, Draw, Move, ReplaceZero, Stand
from .rules import Log, cards_available, is_zero, legal_moves, to_act
from .state import Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the game is over", rule="6.4")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a macao move: {move!r}")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    if isinstance(move, Stand):
        return Step(stand(state, log), tuple(log))
    if not cards_available(state):
        raise IllegalMove("no card is left to give", rule="6.4")
    after = _replace(state, move, log) if isinstance(move, ReplaceZero) else _draw(state, move, log)
    return Step(_stand_when_done(after, log), tuple(log))


def apply(state: State, move: Move) -> State:
    return play(state, move).state


def _replace(state: State, move: ReplaceZero, log: Log) -> State:
    seat = state.turn
    if move.card not in state.hands[seat].cards or not is_zero(move.card):
        raise IllegalMove(f"{move.card} is not a ten or a figure in the hand", rule="6.3 step 2 [11], MAC-2")
    log.append(moved(Place(Zone.HAND, seat), DISCARD, (move.card,)))
    state = replace(state, hands=put(state.hands, seat, state.hands[seat].removing((move.card,))),
                    discard=(*state.discard, move.card))
    return give(state, seat, log)


def _draw(state: State, move: Draw, log: Log) -> State:
    if state.drew[state.turn]:
        raise IllegalMove("only one card may be drawn", rule="6.3 step 2 [10]")
    state = replace(state, drew=(*state.drew[: state.turn], True, *state.drew[state.turn + 1 :]))
    return give(state, state.turn, log)


def _stand_when_done(state: State, log: Log) -> State:
    """After the draw with no zero card to replace, standing is all that is left: it happens by itself."""
    if state.drew[state.turn] and len(legal_moves(state)) == 1:
        log.append(TurnPassed(state.turn, "stands after the draw"))
        return stand(state, log)
    return state
