"""prisoner: the spec's layout (§13.1) and worked scenarios UZ-T1..UZ-T3 (rules/prisoner.md §13.5), by id."""

from __future__ import annotations

import pytest
from positions import explicit

from cardgames.games import prisoner as pr
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.spec import Outcome

UZ_T1 = ("6C 6D 7C 7D 8C 8D 9C 9D TC  JC 6H JD  QC 7H QD  KC 8H KD  AC 9H AD  JH TH JS  QH QS KH  KS AH AS  "
         "6S 7S 8S  9S TD TS")
UZ_T2 = UZ_T1.replace("JH TH JS", "TH JH JS").replace("9S TD TS", "TD 9S TS")


def start(deck: str) -> pr.State:
    return pr.new_game(pr.Options(), 1, deals=explicit(parse_cards(deck)))


def rounds(state: pr.State) -> list[tuple[Card, tuple[Card, ...]]]:
    """Deal every round: (the middle card, the top-row cards gathered onto it) per round."""
    played = []
    while not pr.is_terminal(state):
        state = pr.apply(state, pr.Deal())
        pile = state.middle[-1]
        played.append((pile.cards[0], pile.cards[1:]))
    return played


def finish(deck: str) -> pr.State:
    state = start(deck)
    while not pr.is_terminal(state):
        state = pr.apply(state, pr.Deal())
    return state


def test_13_1_layout_maps_the_deck() -> None:
    order = parse_cards(UZ_T1)
    state = start(UZ_T1)
    assert [pile.cards for pile in state.top_row] == [(card,) for card in order[:9]]
    assert state.stock == order[9:] and state.middle == () and not state.left.cards and not state.right.cards
    for k in range(9):
        state = pr.apply(state, pr.Deal())
        assert state.left.cards[k] == order[9 + 3 * k]  # UZ-1: left, middle, right
        assert state.middle[k].cards[0] == order[10 + 3 * k]
        assert state.right.cards[k] == order[11 + 3 * k]
    assert state.stock == () and len(list(pr.cards_of(state))) == 36


def test_uz_t1_win() -> None:
    table = rounds(start(UZ_T1))
    expected = [("6H", "6C 6D"), ("7H", "7C 7D"), ("8H", "8C 8D"), ("9H", "9C 9D"), ("TH", "TC"),
                ("QS", ""), ("AH", ""), ("7S", ""), ("TD", "")]
    assert table == [(Card.parse(middle), parse_cards(taken)) for middle, taken in expected]
    state = finish(UZ_T1)
    assert state.ending is pr.Ending.WON and pr.score(state).outcomes == (Outcome.WIN,)
    assert pr.score(state).deal == (9,) and pr.summary(state) == "won: 9 of 9 top-row cards gathered"


def test_uz_t1_top_row_empty_after_round_5_and_the_deal_goes_on() -> None:
    state = start(UZ_T1)
    for _ in range(5):
        state = pr.apply(state, pr.Deal())
    assert not any(pile.cards for pile in state.top_row) and not pr.is_terminal(state)  # PR-E1
    assert pr.legal_moves(state) == (pr.Deal(), pr.Resign())


def test_uz_t2_loss() -> None:
    table = rounds(start(UZ_T2))
    assert [middle for middle, _ in table] == list(parse_cards("6H 7H 8H 9H JH QS AH 7S 9S"))
    assert table[4] == (Card.parse("JH"), ())  # no ten is ever a middle card
    state = finish(UZ_T2)
    assert state.ending is pr.Ending.LOST and pr.score(state).outcomes == (Outcome.LOSS,)
    assert [pile.cards for pile in state.top_row if pile.cards] == [parse_cards("TC")]
    assert pr.score(state).deal == (8,)


def test_uz_t3_two_of_a_rank_leave_in_the_same_round() -> None:
    state = pr.apply(start(UZ_T1), pr.Deal())  # round 1: middle 6H; the top row holds 6C and 6D
    assert len(state.middle) == 1
    assert state.middle[0].cards == parse_cards("6H 6C 6D")
    assert [pile.cards for pile in state.top_row[:2]] == [(), ()]


def test_uz_2_gathering_after_the_first_round_too() -> None:
    # the very first middle card already gathers (UZ-2): round 1 takes both sixes
    state = pr.apply(start(UZ_T1), pr.Deal())
    assert pr.gathered(state) == 2


def test_uz_3_only_the_card_just_dealt_counts() -> None:
    # UZ-T2 round 5 deals TH to the LEFT pile: a ten that is not the middle card gathers nothing
    state = start(UZ_T2)
    for _ in range(5):
        state = pr.apply(state, pr.Deal())
    assert Card.parse("TH") in state.left.cards and state.top_row[8].cards == parse_cards("TC")


def test_uz_4_suits_never_matter() -> None:
    swap = str.maketrans("CDHS", "DCSH")
    swapped = " ".join(card[0] + card[1].translate(swap) for card in UZ_T1.split())
    assert finish(swapped).ending is pr.Ending.WON
    swapped = " ".join(card[0] + card[1].translate(swap) for card in UZ_T2.split())
    assert finish(swapped).ending is pr.Ending.LOST


@pytest.mark.parametrize(("deck", "ending"), [(UZ_T1, pr.Ending.WON), (UZ_T2, pr.Ending.LOST)])
def test_13_3_closed_form(deck: str, ending: pr.Ending) -> None:
    order = parse_cards(deck)
    top = {card.rank for card in order[:9]}
    middle = {order[10 + 3 * k].rank for k in range(9)}
    assert (top <= middle) == (ending is pr.Ending.WON) == (finish(deck).ending is pr.Ending.WON)
