"""What a bridge move does: one function per phase (dispatch by table), events logged as it goes."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import CardTurned, Place, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.auction import Call, check_call, final_contract, is_finished
from cardgames.games.mechanics.tricks import Trick

from .deals import end_deal, end_trick
from .moves import Move, Play
from .rules import Log, dummy_of, to_act, trick_rules
from .state import PLAYERS, SEAT_NAMES, Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="§5.6")
    if not isinstance(move, (Call, Play)):
        raise InvalidMove(f"not a bridge move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[state.phase](state, move, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _call(state: State, move: Move, log: Log) -> State:
    """AUCTION: the call must be legal (§5.4, BRG-8); three passes end the auction (four pass the deal out)."""
    if not isinstance(move, Call):
        raise IllegalMove(f"{move.id}: only calls are legal during the auction", rule="§5.4")
    check_call(state.calls, move)
    calls = (*state.calls, move)
    if not is_finished(calls):
        return replace(state, calls=calls)
    contract = final_contract(calls, state.dealer, PLAYERS)
    if contract is None:  # four passes (BRG-4)
        return end_deal(replace(state, calls=calls), log)
    leader = (contract.declarer + 1) % PLAYERS  # the opening lead: the declarer's left (§5.5)
    return replace(state, phase=Phase.PLAY, calls=calls, contract=contract, trick=Trick(leader))


def _card(state: State, move: Move, log: Log) -> State:
    """PLAY: a card from the hand whose turn it is (dummy's, played by the declarer), following suit if able."""
    if not isinstance(move, Play):
        raise IllegalMove(f"{move.id}: the auction is over, play a card", rule="§5.5")
    trick, contract = state.trick, state.contract
    assert trick is not None and contract is not None
    seat = trick.next_seat(PLAYERS)
    cards, card = state.hands[seat].cards, move.card
    if card not in cards:
        raise IllegalMove(f"{card} is not in {SEAT_NAMES[seat]}'s hand", rule="§5.5")
    rules = trick_rules(contract)
    if card not in rules.legal_cards(cards, trick):
        raise IllegalMove(f"must follow suit {trick.led_suit}: {SEAT_NAMES[seat]} holds it", rule="§5.5")
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TRICK), (card,)))
    hand = Hand(tuple([other for other in cards if other is not card]))
    opening = not state.tricks and not trick.cards
    state = replace(state, hands=put(state.hands, seat, hand), trick=rules.play(trick, card))
    if opening:  # dummy lays his hand face up (§5.5)
        dummy = dummy_of(state)
        assert dummy is not None
        log.extend(CardTurned(Place(Zone.HAND, dummy), shown) for shown in state.hands[dummy].cards)
    if state.trick is not None and state.trick.winner_seat is not None:
        return end_trick(state, log)
    return state


def _over(state: State, move: Move, log: Log) -> State:
    raise GameOver("the match is over", rule="§5.6")


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.AUCTION: _call,
    Phase.PLAY: _card,
    Phase.OVER: _over,
}
