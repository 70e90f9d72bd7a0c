"""The test scenarios of rules/blackjack.md 7.9, played through the rules from explicit shoes."""

from __future__ import annotations

from banking_helpers import stacked

from cardgames.games import blackjack as bj
from cardgames.games.blackjack.state import shoe_cards
from cardgames.games.blackjack.values import dealer_draws
from cardgames.games.core.cards import parse_cards


def one_round(top: str, *moves: str, **options: object) -> bj.State:
    """One player, one box, one round from a shoe whose first cards are ``top``: box, dealer, box, ..."""
    chosen = bj.Options(decks=1, rounds=1, **options)  # type: ignore[arg-type]
    state = bj.new_game(chosen, 1, deals=stacked(top, shoe_cards(chosen)))
    for move in ("bet:10", "no_dealer_bet", *moves):
        state = bj.apply(state, bj.parse_move(move))
    assert bj.is_terminal(state)
    return state


def net(state: bj.State) -> int:
    return bj.score(state).match[0]


# ---------------------------------------------------------------- 1. Black Jack, push and the dealer's rule


def test_bj_t1_black_jack_pays_three_to_two_against_nineteen() -> None:
    state = one_round("AS TC KD 9H")
    assert [str(card) for card in state.dealer] == ["TC", "9H"]
    assert net(state) == 15


def test_bj_t1_seventeen_against_seventeen_is_a_push() -> None:
    state = one_round("TH TD 7C 7S", "stand")
    assert net(state) == 0 and len(state.dealer) == 2


def test_bj_t1_dealer_stands_on_soft_seventeen_and_hits_hard_sixteen() -> None:
    assert not dealer_draws(parse_cards("AH 6D"))
    assert dealer_draws(parse_cards("TC 6S"))
    state = one_round("TH AH 9C 6D", "no_insurance", "stand")
    assert [str(card) for card in state.dealer] == ["AH", "6D"] and net(state) == 10
    state = one_round("TH TC 7C 6S 2D", "stand")
    assert [str(card) for card in state.dealer] == ["TC", "6S", "2D"] and net(state) == -10


# ---------------------------------------------------------------- 2. Insurance and even money


def test_bj_t2_insured_twenty_against_dealer_black_jack_nets_zero() -> None:
    state = one_round("TH AD QS KC", "insure", "stand")
    assert net(state) == 0


def test_bj_t2_insured_twenty_against_eighteen_nets_five() -> None:
    state = one_round("TH AD QS 7C", "insure", "stand")
    assert net(state) == 5


def test_bj_t2_even_money_taken_pays_ten() -> None:
    assert net(one_round("AS AD KD KC", "even_money")) == 10
    assert net(one_round("AS AD KD 7C", "even_money")) == 10


def test_bj_t2_even_money_declined() -> None:
    assert net(one_round("AS AD KD KC", "decline_even_money")) == 0
    assert net(one_round("AS AD KD 7C", "decline_even_money")) == 15


# ---------------------------------------------------------------- 3. Doubling and splitting


def test_bj_t3_doubled_eleven_makes_twenty_against_eighteen() -> None:
    state = one_round("6C TD 5D 9H 8S", "double")
    hand = state.boxes[0].hands[0]
    assert hand.doubled and hand.stake == 20 and len(hand.cards) == 3
    assert net(state) == 20


def test_bj_t3_split_aces_one_card_each_twenty_one_is_not_black_jack() -> None:
    state = one_round("AS TC AD KH 7C TD", "split")
    hands = state.boxes[0].hands
    assert [len(hand.cards) for hand in hands] == [2, 2] and all(hand.done for hand in hands)
    assert net(state) == 0  # 21 (paid 1:1, not 3:2) +10, 18 against 20 -10
