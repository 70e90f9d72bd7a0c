"""What a Black Jack move does: one function per phase (dispatch by table), the automatic steps after it."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import TurnPassed, move_played
from cardgames.games.core.game import Step
from cardgames.games.core.values import replace
from cardgames.games.mechanics.betting import credit_to

from .moves import (
    MOVE_TYPES,
    Bet,
    DealerBet,
    DeclineEvenMoney,
    Double,
    EvenMoney,
    Hit,
    Insure,
    Move,
    NoDealerBet,
    NoInsurance,
    Split,
    Stand,
)
from .round import after_bet, give, next_bettor, next_hand, next_insurance, put_box
from .rules import (
    Log,
    cards_left,
    current,
    dealer_bet_range,
    may_double_now,
    may_insure,
    may_split,
    natural,
    owner,
    stake_range,
    to_act,
)
from .state import Insurance, Phase, PlayerHand, State
from .values import BLACKJACK, is_bust, total


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="7.3")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a blackjack move: {move!r}")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[state.phase](state, move, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _wrong_phase(state: State, move: Move, allowed: str) -> IllegalMove:
    return IllegalMove(f"{move.id} is not possible now: the {state.phase.name.lower()} phase allows {allowed}",
                       rule="7.3")


def _pay(state: State, seat: int, amount: int) -> State:
    """Chips from the seat's bankroll onto the table."""
    return replace(state, bankrolls=credit_to(state.bankrolls, [-amount if s == seat else 0
                                                                  for s in range(state.players)]))


def _apply_bet(state: State, move: Move, log: Log) -> State:
    if not isinstance(move, Bet):
        raise _wrong_phase(state, move, "bet")
    if move.amount not in stake_range(state):
        options = state.options
        raise IllegalMove(f"a stake must be even, between {options.min_stake} and {options.max_stake}, and "
                          f"covered by the bankroll ({state.bankrolls[to_act(state) or 0]})", rule="7.1")
    state = _pay(state, owner(state.box, state.players), move.amount)
    return after_bet(replace(state, bets=(*state.bets, move.amount)), log)


def _apply_dealer_bet(state: State, move: Move, log: Log) -> State:
    amount = 0
    if isinstance(move, DealerBet):
        if move.amount not in dealer_bet_range(state):
            rule = "exactly" if state.options.dealer_bet == "exactly_half" else "at most"
            raise IllegalMove(f"the bet on the dealer is {rule} half the stake and covered by the bankroll",
                              rule="7.6, BJ-8")
        amount = move.amount
    elif not isinstance(move, NoDealerBet):
        raise _wrong_phase(state, move, "dealer_bet or no_dealer_bet")
    state = _pay(state, owner(state.box, state.players), amount)
    return next_bettor(replace(state, dealer_bets=(*state.dealer_bets, amount)), log)


def _apply_insurance(state: State, move: Move, log: Log) -> State:
    box = state.boxes[state.box]
    if natural(box):
        if not isinstance(move, (EvenMoney, DeclineEvenMoney)):
            raise IllegalMove("a Black Jack against an ace is offered even money, not insurance", rule="7.5")
        answer = Insurance.EVEN_MONEY if isinstance(move, EvenMoney) else Insurance.EVEN_MONEY_DECLINED
    elif isinstance(move, Insure):
        if not may_insure(state):
            raise IllegalMove("insurance costs half the stake, more than the bankroll", rule="7.5")
        state = _pay(state, box.owner, box.stake // 2)
        answer = Insurance.TAKEN
    elif isinstance(move, NoInsurance):
        answer = Insurance.REFUSED
    else:
        raise _wrong_phase(state, move, "insure or no_insurance (even money only with a Black Jack)")
    state = put_box(state, state.box, replace(box, insurance=answer))
    return next_insurance(replace(state, box=state.box + 1), log)


def _apply_play(state: State, move: Move, log: Log) -> State:
    handler = _PLAYS.get(type(move))
    if handler is None:
        raise _wrong_phase(state, move, "hit, stand, double or split")
    return handler(state, log)


def _hit(state: State, log: Log) -> State:
    if total(current(state).cards) >= BLACKJACK or not cards_left(state):
        raise IllegalMove("a hand may hit only below 21", rule="7.3 step 4")
    state = give(state, state.box, state.hand, log)
    return _after_card(state, log)


def _after_card(state: State, log: Log) -> State:
    hand = current(state)
    if is_bust(hand.cards):
        log.append(TurnPassed(state.boxes[state.box].owner, f"box {state.box} hand {state.hand} busts"))
    elif hand.done:
        log.append(TurnPassed(state.boxes[state.box].owner, f"box {state.box} hand {state.hand} stands on 21"))
    return next_hand(state, log)


def _stand(state: State, log: Log) -> State:
    return next_hand(_mark_done(state, current(state)), log)


def _mark_done(state: State, hand: PlayerHand, **changes: object) -> State:
    box = state.boxes[state.box]
    hands = list(box.hands)
    hands[state.hand] = replace(hand, done=True, **changes)
    return put_box(state, state.box, replace(box, hands=tuple(hands)))


def _double(state: State, log: Log) -> State:
    if not may_double_now(state):
        raise IllegalMove("only a two-card 9, 10 or 11 (aces as one or eleven) may double, with the bankroll "
                          "to cover the stake", rule="7.3 step 4, BJ-4")
    hand = current(state)
    state = _pay(state, state.boxes[state.box].owner, hand.stake)
    box = state.boxes[state.box]
    hands = list(box.hands)
    hands[state.hand] = replace(hand, stake=hand.stake * 2, doubled=True)
    state = put_box(state, state.box, replace(box, hands=tuple(hands)))
    state = give(state, state.box, state.hand, log)
    state = _mark_done(state, current(state))
    return _after_card(state, log)


def _split(state: State, log: Log) -> State:
    if not may_split(state):
        raise IllegalMove("only a pair of equal value (identical ranks with pairs=rank) splits, at most three "
                          "times a box, with the bankroll to cover the stake", rule="7.3 step 4, BJ-5, BJ-6")
    box = state.boxes[state.box]
    hand = current(state)
    state = _pay(state, box.owner, box.stake)
    aces = hand.cards[0].rank == 14
    pair = tuple(PlayerHand((card,), box.stake, from_split=True) for card in hand.cards)
    hands = (*box.hands[: state.hand], *pair, *box.hands[state.hand + 1 :])
    state = put_box(state, state.box, replace(box, hands=hands))
    for offset in (0, 1):
        state = give(state, state.box, state.hand + offset, log)
        if aces:  # each split ace takes one card only (BJ-6)
            state = replace(state, hand=state.hand + offset)
            state = replace(_mark_done(state, current(state)), hand=state.hand - offset)
    return next_hand(state, log)


_PLAYS: dict[type, Callable[[State, Log], State]] = {Hit: _hit, Stand: _stand, Double: _double, Split: _split}

_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.BET: _apply_bet,
    Phase.DEALER_BET: _apply_dealer_bet,
    Phase.INSURANCE: _apply_insurance,
    Phase.PLAY: _apply_play,
}
