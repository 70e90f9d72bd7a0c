"""King: the spec's worked scenarios (king.md §5.7) by id, and its penalty table as rows."""

from __future__ import annotations

import pytest
from king_helpers import play_ids

from cardgames.games import king
from cardgames.games.core.cards import Suit, parse_cards
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.hands import Hand

C = king.Contract
TEN = 10  # tricks in a deal of 32 cards to three


@pytest.mark.parametrize(("contract", "cards", "number", "points"), [
    (C.NO_TRICKS, "7S 8S 9S", 1, -20),
    (C.NO_HEARTS, "7H 8H 9S", 1, -40),
    (C.NO_HEARTS, "7S 8S 9S", 1, 0),
    (C.NO_QUEENS, "QS QH 9S", 1, -80),
    (C.NO_BOYS, "KS JH QD", 1, -40),
    (C.NO_LAST_TWO, "7S 8S 9S", 8, 0),
    (C.NO_LAST_TWO, "7S 8S 9S", 9, -80),
    (C.NO_LAST_TWO, "7S 8S 9S", 10, -80),
    (C.NO_KING_OF_HEARTS, "KH 8S 9S", 3, -160),
    (C.NO_KING_OF_HEARTS, "KS QH 9S", 3, 0),
    (C.SRALASH, "7S 8S 9S", 1, -20),
    (C.SRALASH, "KH QH 7S", 10, -360),
    (C.SRALASH, "QH 8S 9S", 2, -80),
    (C.TRUMPS, "7S 8S 9S", 1, 20),
])
def test_the_penalty_table(contract: king.Contract, cards: str, number: int, points: int) -> None:
    assert king.trick_points(contract, parse_cards(cards.split()), number, TEN) == points


def test_KI_T1_three_players_take_4_3_3_tricks() -> None:
    points = [sum(king.trick_points(C.NO_TRICKS, (), 1, TEN) for _ in range(tricks)) for tricks in (4, 3, 3)]
    assert points == [-80, -60, -60] and sum(points) == -200


def test_KI_T2_two_queens_cost_80() -> None:
    assert king.trick_points(C.NO_QUEENS, parse_cards(["QS", "QH", "7D"]), 4, TEN) == -80


def test_KI_T3_the_last_two_tricks_cost_160() -> None:
    assert sum(king.trick_points(C.NO_LAST_TWO, (), number, TEN) for number in (9, 10)) == -160
    assert sum(king.trick_points(C.NO_LAST_TWO, (), number, TEN) for number in range(1, 9)) == 0


def _repeated(hands: list[str], rest: str, deals: int) -> king.State:
    """A match whose first ``deals`` deals all give the seats these hands (the dealer moves, the hands stay)."""
    deal = king.ExplicitDeal(hands=tuple(Hand(parse_cards(text.split())) for text in hands),
                             rest=parse_cards(rest.split()))
    return king.new_game(king.Options(), 3, seed=1, deals=[deal] * deals)


def _finish(state: king.State) -> king.State:
    """Play the deal in progress out with the first legal move each time."""
    number = state.deal_number
    while state.deal_number == number:
        state = king.apply(state, king.legal_moves(state)[0])
    return state


def test_KI_T4_king_of_hearts_costs_160_and_no_heart_lead() -> None:
    assert king.trick_points(C.NO_KING_OF_HEARTS, parse_cards(["KH", "7S", "8S"]), 5, TEN) == -160
    hands = ["7H 8H AS KS QS JS TS 9S 8S 7S", "9H TH AC KC QC JC TC 9C 8C 7C", "JH QH AD KD QD JD TD 9D 8D 7D"]
    state = _repeated(hands, "KH AH", 6)
    for _ in range(5):
        state = _finish(state)
    assert king.contract_of(state.options, state.deal_number) is C.NO_KING_OF_HEARTS
    assert king.to_act(state) == 0 and parse_cards(["7H", "8H"])[0] in state.hands[0].cards
    assert {move.id for move in king.legal_moves(state)} == {f"play:{rank}S" for rank in "AKQJT987"}
    with pytest.raises(IllegalMove, match="KI-5"):
        king.apply(state, king.parse_move("play:7H"))


def test_KI_T5_sralash_last_trick_with_kh_and_qh_costs_360() -> None:
    assert king.trick_points(C.SRALASH, parse_cards(["KH", "QH", "7S"]), 10, TEN) == -(20 + 2 * 20 + 40 + 20 + 160 + 80)


def test_KI_T6_four_tricks_in_a_trump_deal_earn_80() -> None:
    assert sum(king.trick_points(C.TRUMPS, (), number, TEN) for number in range(4)) == 80


def test_KI_T7_a_hand_of_hearts_only_must_lead_one() -> None:
    hands = ["KS QS JS TS 9S 8S 7S 7D 8D 9D", "KC QC JC TC 9C 8C 7C TD JD QD", "7H 8H 9H TH JH QH KH AH AS AC"]
    state = _finish(_repeated(hands, "KD AD", 2))  # deal 2 (no hearts), dealt by seat 1: seat 2 leads
    assert king.contract_of(state.options, state.deal_number) is C.NO_HEARTS and king.to_act(state) == 2
    assert [move.id for move in king.legal_moves(state)] == ["play:AC", "play:AS"]
    state = play_ids(state, "play:AS", "play:7S", "play:7C", "play:AC", "play:7D", "play:8C")
    assert king.to_act(state) == 2 and all(card.suit is Suit.HEARTS for card in state.hands[2].cards)
    assert len(king.legal_moves(state)) == 8  # only hearts left: a heart must be led
