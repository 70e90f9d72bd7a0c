"""The automatic steps of a round: the next box to bet, the deal, the next hand to play, the dealer's turn,
the settlement (7.4-7.6) and the next round or the end of the match."""

from __future__ import annotations

from cardgames.games.core.events import DealScored, DealStarted, MatchOver, TurnPassed, moved
from cardgames.games.core.values import replace
from cardgames.games.mechanics.betting import credit_to
from cardgames.games.mechanics.match import ScoreSheet, SheetRow

from .rules import (
    DEALER,
    DISCARD,
    TABLE,
    Log,
    box_count,
    committed,
    dealer_bet_range,
    draw,
    hand_place,
    may_insure,
    natural,
    owner,
    reserve,
    reshuffle,
)
from .state import Box, Insurance, Phase, PlayerHand, State
from .values import BLACKJACK, dealer_draws, is_bust, is_natural, total

# --------------------------------------------------------------------------- betting


def next_bettor(state: State, log: Log) -> State:
    """The next box whose owner can cover the minimum stake bets; the others sit the round out.

    Once every box has bet (or sat out) the cards are dealt.
    """
    boxes = box_count(state.options, state.players)
    while len(state.bets) < boxes:
        box = len(state.bets)
        seat = owner(box, state.players)
        if state.bankrolls[seat] >= state.options.min_stake:
            return replace(state, phase=Phase.BET, box=box)
        log.append(TurnPassed(seat, f"box {box} sits out: its owner cannot cover the minimum stake"))
        state = replace(state, bets=(*state.bets, 0), dealer_bets=(*state.dealer_bets, 0))
    return deal(state, log)


def after_bet(state: State, log: Log) -> State:
    """Offer the "on the dealer" bet when the box could place one (7.6); else the next box bets."""
    if dealer_bet_range(state):
        return replace(state, phase=Phase.DEALER_BET)
    state = replace(state, dealer_bets=(*state.dealer_bets, 0))
    return next_bettor(state, log)


# --------------------------------------------------------------------------- the deal


def clear_table(state: State, log: Log) -> State:
    """The last round's cards go to the discards (face down)."""
    cards = (*(card for box in state.boxes for hand in box.hands for card in hand.cards), *state.dealer)
    if cards:
        log.append(moved(TABLE, DISCARD, cards, face_up=False))
    return replace(state, boxes=(), dealer=(), discard=state.discard + cards)


def deal(state: State, log: Log) -> State:
    """Clear the table, reshuffle a short shoe (BJ-2), deal a card to each box, one to the dealer, a second
    to each box (7.3 step 2), then offer insurance against an ace or start the play."""
    state = clear_table(state, log)
    if len(state.shoe) < reserve(state.options):
        state = reshuffle(state, log)
    log.append(DealStarted(state.round, 0))
    boxes = tuple(
        Box(owner(index, state.players), stake, dealer_bet, hands=(PlayerHand((), stake),))
        for index, (stake, dealer_bet) in enumerate(zip(state.bets, state.dealer_bets, strict=True)) if stake
    )
    state = replace(state, boxes=boxes, bets=(), dealer_bets=())
    for _ in range(2):
        for index in range(len(boxes)):
            state = _give(state, index, 0, log)
        if not state.dealer:
            state, card = draw(state, log, DEALER)
            state = replace(state, dealer=(card,))
    if state.dealer[0].rank == 14:
        return next_insurance(replace(state, phase=Phase.INSURANCE, box=0), log)
    return next_hand(replace(state, phase=Phase.PLAY, box=0, hand=0), log)


def _give(state: State, box: int, hand: int, log: Log) -> State:
    """One card from the shoe to a box's hand; a hand that reaches 21 or more is done."""
    state, card = draw(state, log, hand_place(state, box, hand))
    target = state.boxes[box]
    old = target.hands[hand]
    cards = (*old.cards, card)
    done = old.done or total(cards) >= BLACKJACK
    hands = (*target.hands[:hand], replace(old, cards=cards, done=done), *target.hands[hand + 1 :])
    return put_box(state, box, replace(target, hands=hands))


def put_box(state: State, index: int, box: Box) -> State:
    return replace(state, boxes=(*state.boxes[:index], box, *state.boxes[index + 1 :]))


def give(state: State, box: int, hand: int, log: Log) -> State:
    """:func:`_give` for the play (hits, doubles, splits)."""
    return _give(state, box, hand, log)


# --------------------------------------------------------------------------- insurance and the play


def next_insurance(state: State, log: Log) -> State:
    """The next box from ``state.box`` answers the dealer's ace; a box that cannot pay insurance refuses."""
    while state.box < len(state.boxes):
        box = state.boxes[state.box]
        if natural(box) or may_insure(state):
            return state
        log.append(TurnPassed(box.owner, f"box {state.box} cannot cover insurance"))
        state = replace(put_box(state, state.box, replace(box, insurance=Insurance.REFUSED)), box=state.box + 1)
    return next_hand(replace(state, phase=Phase.PLAY, box=0, hand=0), log)


def next_hand(state: State, log: Log) -> State:
    """The first hand from (box, hand) that still takes decisions; the dealer's turn when none is left."""
    box, hand = state.box, state.hand
    while box < len(state.boxes):
        hands = state.boxes[box].hands
        if state.boxes[box].insurance is not Insurance.EVEN_MONEY:
            while hand < len(hands):
                if not hands[hand].done:
                    return replace(state, box=box, hand=hand)
                hand += 1
        box, hand = box + 1, 0
    return dealer_turn(state, log)


# --------------------------------------------------------------------------- the dealer and the settlement


def waiting(box: Box) -> bool:
    """The box has a hand whose result depends on the dealer's total beyond his second card."""
    if box.insurance is Insurance.EVEN_MONEY or natural(box):
        return False
    return any(not is_bust(hand.cards) for hand in box.hands)


def dealer_turn(state: State, log: Log) -> State:
    """The dealer's second card, then draws below 17 while a hand still waits on his total (7.3 step 5)."""
    state, card = draw(state, log, DEALER)
    state = replace(state, dealer=(*state.dealer, card))
    if not is_natural(state.dealer) and any(waiting(box) for box in state.boxes):
        while dealer_draws(state.dealer) and (state.shoe or state.discard):
            state, card = draw(state, log, DEALER)
            state = replace(state, dealer=(*state.dealer, card))
    return settle(state, log)


def hand_result(hand: PlayerHand, natural_box: bool, dealer: tuple[int, bool]) -> int:
    """A hand against the dealer's (total, Black Jack) when he has no Black Jack (7.4)."""
    mine = total(hand.cards)
    if mine > BLACKJACK:
        return -hand.stake
    if natural_box:
        return hand.stake * 3 // 2
    if dealer[0] > BLACKJACK or mine > dealer[0]:
        return hand.stake
    return 0 if mine == dealer[0] else -hand.stake


def main_result(box: Box, dealer: tuple[int, bool], original_only: bool) -> int:
    """The box's main stakes: even money, a dealer Black Jack (BJ-7) or hand by hand (7.4, 7.5)."""
    if box.insurance is Insurance.EVEN_MONEY:
        return box.stake
    if dealer[1]:
        if natural(box):
            return 0
        lost = sum(hand.stake for hand in box.hands if is_bust(hand.cards))
        everything = sum(hand.stake for hand in box.hands)
        return -max(box.stake, lost) if original_only else -everything
    return sum(hand_result(hand, natural(box), dealer) for hand in box.hands)


def box_result(box: Box, dealer: tuple[int, bool], original_only: bool) -> int:
    """Main stakes, insurance (2:1 on a dealer Black Jack, 7.5) and the "on the dealer" bet (lost unless a push)."""
    main = main_result(box, dealer, original_only)
    insurance = 0
    if box.insurance is Insurance.TAKEN:
        insurance = box.stake if dealer[1] else -(box.stake // 2)
    return main + insurance - (box.dealer_bet if main else 0)


def settle(state: State, log: Log) -> State:
    """Pay every box, write the round's row, then start the next round or end the match."""
    dealer = (total(state.dealer), is_natural(state.dealer))
    original_only = state.options.dealer_blackjack == "original_stake"
    nets = [0] * state.players
    returned = [0] * state.players
    boxes = []
    for box in state.boxes:
        result = box_result(box, dealer, original_only)
        nets[box.owner] += result
        returned[box.owner] += committed(box) + result
        boxes.append(replace(box, net=result))
    label = f"round {state.round}: dealer {total(state.dealer)}" + (" Black Jack" if dealer[1] else "")
    sheet = (state.sheet or fresh_sheet(state.players)).adding(SheetRow(state.round, label, tuple(nets)))
    log.append(DealScored(state.round, tuple(nets), label))
    state = replace(state, boxes=tuple(boxes), bankrolls=credit_to(state.bankrolls, returned), sheet=sheet)
    return next_round(state, log)


def fresh_sheet(players: int) -> ScoreSheet:
    """A column per player, a row per round with each player's net."""
    return ScoreSheet(tuple(f"seat {seat}" for seat in range(players)))


def match_ends(state: State) -> str:
    """Why the match ends after this round, or "" when it goes on."""
    if state.round >= state.options.rounds:
        return f"{state.round} rounds played"
    if state.options.target and max(state.bankrolls) >= state.options.target:
        return f"a bankroll reached {state.options.target}"
    if max(state.bankrolls) < state.options.min_stake:
        return "nobody can cover the minimum stake"
    return ""


def next_round(state: State, log: Log) -> State:
    reason = match_ends(state)
    if reason:
        log.append(MatchOver(f"{reason}; bankrolls " + ", ".join(str(money) for money in state.bankrolls)))
        return replace(state, phase=Phase.OVER, box=0, hand=0)
    return next_bettor(replace(state, round=state.round + 1, phase=Phase.BET, box=0, hand=0), log)
