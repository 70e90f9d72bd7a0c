"""What a client-sent Black Jack state must satisfy, where every card lies, and re-dealing the hidden shoe."""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace

from .round import waiting
from .rules import box_count, check_table, committed, natural, owner
from .state import MAX_HANDS, MAX_ROUNDS, Box, Insurance, Phase, State, shoe_cards
from .values import BLACKJACK, is_bust, total


def cards_of(state: State) -> Iterable[Card]:
    """Every card: the shoe, the boxes' hands, the dealer's cards and the discards."""
    yield from state.shoe
    for box in state.boxes:
        for hand in box.hands:
            yield from hand.cards
    yield from state.dealer
    yield from state.discard


def check_state(state: State) -> None:
    """Raise InvalidState for any impossible claim of a state a client sent back."""
    try:
        check_table(state.options, state.players)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    check_rng(state.rng)
    check_conserved(cards_of(state), shoe_cards(state.options))
    if len(state.bankrolls) != state.players or min(state.bankrolls) < 0:
        raise InvalidState("bankrolls need one non-negative amount per seat", field="bankrolls")
    _check_round(state)
    _check_boxes(state)
    _check_money(state)
    _check_turn(state)


def _check_round(state: State) -> None:
    if not 1 <= state.round <= min(state.options.rounds, MAX_ROUNDS):
        raise InvalidState(f"round {state.round} outside a match of {state.options.rounds}", field="round")
    finished = state.round if state.phase is Phase.OVER else state.round - 1
    if (state.sheet is None and finished) or (state.sheet is not None and (
            len(state.sheet.rows) != finished or any(row.deal != index + 1
                                                     for index, row in enumerate(state.sheet.rows)))):
        raise InvalidState("the sheet needs one row per finished round", field="sheet")
    if state.sheet is not None:
        state.sheet.check(state.players, finished)
    betting = state.phase in (Phase.BET, Phase.DEALER_BET)
    boxes = box_count(state.options, state.players)
    if not betting and (state.bets or state.dealer_bets):
        raise InvalidState("stakes for the next deal only while betting", field="bets")
    if betting and not len(state.dealer_bets) <= len(state.bets) <= boxes:
        raise InvalidState("bets and dealer bets out of step", field="bets")
    if state.phase is Phase.DEALER_BET and len(state.dealer_bets) != len(state.bets) - 1:
        raise InvalidState("the dealer bet belongs to the box that just bet", field="dealer_bets")
    if state.phase is Phase.BET and len(state.dealer_bets) != len(state.bets):
        raise InvalidState("every box that bet has answered the dealer bet", field="dealer_bets")
    if any(bet < 0 or bet % 2 for bet in state.bets) or any(bet < 0 for bet in state.dealer_bets):
        raise InvalidState("stakes must be even and not negative", field="bets")


def _check_boxes(state: State) -> None:
    if len(state.boxes) > box_count(state.options, state.players):
        raise InvalidState("more boxes than the table has", field="boxes")
    for index, box in enumerate(state.boxes):
        _check_box(state, index, box)
    live = state.phase in (Phase.INSURANCE, Phase.PLAY)
    if live and (not state.boxes or len(state.dealer) != 1):
        raise InvalidState("during the play the dealer holds one card and some box plays", field="dealer")
    if state.boxes and not live and len(state.dealer) < 2:
        raise InvalidState("a settled round shows the dealer's second card", field="dealer")
    if not state.boxes and state.dealer:
        raise InvalidState("dealer cards without boxes", field="dealer")


def _check_box(state: State, index: int, box: Box) -> None:
    field = f"boxes[{index}]"
    check_seat(box.owner, state.players, field=f"{field}.owner")
    if not state.options.min_stake <= box.stake <= state.options.max_stake or box.stake % 2:
        raise InvalidState(f"{field}: stake {box.stake} outside the table's limits", field=f"{field}.stake")
    if not 1 <= len(box.hands) <= MAX_HANDS or box.dealer_bet < 0 or box.dealer_bet > box.stake // 2:
        raise InvalidState(f"{field}: 1-4 hands and a dealer bet of at most half the stake", field=field)
    ace = state.dealer[:1] and state.dealer[0].rank == 14
    if (box.insurance is Insurance.NOT_OFFERED) == bool(ace) and state.phase is not Phase.INSURANCE:
        raise InvalidState(f"{field}: insurance is answered exactly when the dealer shows an ace", field=field)
    if box.insurance in (Insurance.EVEN_MONEY, Insurance.EVEN_MONEY_DECLINED) and not natural(box):
        raise InvalidState(f"{field}: even money needs a Black Jack", field=f"{field}.insurance")
    for number, hand in enumerate(box.hands):
        where = f"{field}.hands[{number}]"
        if len(hand.cards) < 2 or hand.stake != box.stake * (1 + hand.doubled):
            raise InvalidState(f"{where}: two cards or more and the box's stake (twice if doubled)", field=where)
        if (not hand.done and total(hand.cards) >= BLACKJACK) or is_bust(hand.cards[:-1]):
            raise InvalidState(f"{where}: a hand on 21 or more takes no more cards", field=where)
        if hand.from_split != (len(box.hands) > 1):
            raise InvalidState(f"{where}: split hands exactly when the box has several", field=where)


def _check_money(state: State) -> None:
    """Money is conserved: bankroll + chips on the table = the start + the sheet's total, seat by seat."""
    totals = state.sheet.totals() if state.sheet is not None else (0,) * state.players
    on_table = [0] * state.players
    if state.phase in (Phase.INSURANCE, Phase.PLAY):
        for box in state.boxes:
            on_table[box.owner] += committed(box)
    for index, (stake, dealer_bet) in enumerate(zip(state.bets, (*state.dealer_bets, 0), strict=False)):
        on_table[owner(index, state.players)] += stake + dealer_bet
    for seat in range(state.players):
        if state.bankrolls[seat] + on_table[seat] != state.options.bankroll + totals[seat]:
            raise InvalidState(f"seat {seat}: bankroll and stakes do not match the sheet", field="bankrolls")


def _check_turn(state: State) -> None:
    if state.phase in (Phase.BET, Phase.DEALER_BET):
        expected = len(state.bets) - (state.phase is Phase.DEALER_BET)
        if state.box != expected or state.box >= box_count(state.options, state.players):
            raise InvalidState("the box to bet is the next one without a stake", field="box")
        return
    if state.phase is Phase.OVER:
        return
    if not 0 <= state.box < len(state.boxes):
        raise InvalidState(f"box {state.box} is not on the table", field="box")
    box = state.boxes[state.box]
    if state.phase is Phase.INSURANCE:
        if box.insurance is not Insurance.NOT_OFFERED or state.dealer[0].rank != 14:
            raise InvalidState("the box to answer insurance has not answered", field="box")
        return
    if not 0 <= state.hand < len(box.hands) or box.hands[state.hand].done or not waiting(box):
        raise InvalidState("the hand to act must still take decisions", field="hand")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Shuffle the shoe: its order is the only thing nobody sees (7.7)."""
    check_seat(seat, state.players)
    return replace(state, shoe=tuple(drbg.shuffled(state.shoe)))
