"""What a whist move does: one function per phase (dispatch by table), events logged as it goes."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.tricks import follows_suit

from .deals import end_deal, end_trick, record_revoke
from .moves import Move, Penalty, Play
from .rules import Log, pending_revoke, to_act, trick_rules
from .state import POSITION_NAMES, POSITIONS, Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the player to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="§3.6")
    if not isinstance(move, (Play, Penalty)):
        raise InvalidMove(f"not a whist move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[state.phase](state, move, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _card(state: State, move: Move, log: Log) -> State:
    """PLAY: a card from the hand whose turn it is, following suit if able (§3.4, WH-T6); a revoke is
    played only in permissive mode, and noted for its penalty."""
    if not isinstance(move, Play):
        raise IllegalMove(f"{move.id}: the deal is being played, play a card", rule="§3.4")
    trick = state.trick
    assert trick is not None
    position = trick.next_seat(POSITIONS)
    cards, card = state.hands[position].cards, move.card
    if card not in cards:
        raise IllegalMove(f"{card} is not in {POSITION_NAMES[position]}'s hand", rule="§3.4")
    revoke = not follows_suit(cards, trick.cards, card)
    if revoke and not state.options.permissive:
        raise IllegalMove(f"must follow suit {trick.led_suit}: {POSITION_NAMES[position]} holds it "
                          "(WH-T6)", rule="§3.4")
    if revoke:
        state = record_revoke(state, position)
    log.append(moved(Place(Zone.HAND, position), Place(Zone.TRICK), (card,)))
    hand = Hand(tuple([other for other in cards if other is not card]))
    state = replace(state, hands=put(state.hands, position, hand), trick=trick_rules(state).play(trick, card))
    if state.trick is not None and state.trick.winner_seat is not None:
        return end_trick(state, log)
    return state


def _penalty(state: State, move: Move, log: Log) -> State:
    """PENALTY: the non-offending side takes five points or three tricks for the first open revoke (WH-11)."""
    if not isinstance(move, Penalty):
        raise IllegalMove(f"{move.id}: choose the revoke penalty first", rule="§3.4 WH-11")
    index = pending_revoke(state)
    assert index is not None
    revokes = list(state.revokes)
    revokes[index] = replace(revokes[index], penalty=move.kind)
    state = replace(state, revokes=tuple(revokes))
    if pending_revoke(state) is None:
        return end_deal(state, log)
    return state


def _over(state: State, move: Move, log: Log) -> State:
    raise GameOver("the match is over", rule="§3.6")


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.PLAY: _card,
    Phase.PENALTY: _penalty,
    Phase.OVER: _over,
}
