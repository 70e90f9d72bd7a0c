"""The test scenarios of rules/durak.md 2.10, built from explicit deals."""

from __future__ import annotations

import pytest
from positions import durak_bout as custom_state
from positions import durak_deal as make_deal
from positions import durak_play as play
from positions import explicit

from cardgames.games import durak as d
from cardgames.games.core.cards import Card, Suit, parse_cards
from cardgames.games.core.decks import deck36
from cardgames.games.core.errors import IllegalMove
from cardgames.games.mechanics.beating import beaters, beats


def cards(text: str) -> set[Card]:
    return set(parse_cards(text))


# ---------------------------------------------------------------- scenario 1


def test_dur_t1_first_attacker_lowest_trump() -> None:
    deal = make_deal(
        ["7H 6C 7C 8C 9C TC", "6H 6D 7D 8D 9D TD", "6S 7S 8S 9S TS JS"], trump="AH"
    )
    state = d.new_game(d.Options(), 3, deals=explicit(deal))
    assert state.trump == Card.parse("AH")
    assert d.to_act(state) == 1 and state.attacker == 1
    assert state.defender == 2
    assert state.limit == 5  # min(5, 6) in the first bout
    assert len(state.stock) == 18 and state.stock[-1] == Card.parse("AH")


# ---------------------------------------------------------------- scenario 2


@pytest.mark.parametrize("cover", ["TH", "JH", "QH", "KH", "AH", "6S", "7S", "TS", "AS"])
def test_dur_t2_nine_of_hearts_covered_by_higher_heart_or_any_spade(cover: str) -> None:
    assert beats(Card.parse(cover), Card.parse("9H"), Suit.SPADES)


@pytest.mark.parametrize("cover", ["8H", "9D", "6H", "TD", "AC"])
def test_dur_t2_nine_of_hearts_not_covered_by_lower_or_other_suit(cover: str) -> None:
    assert not beats(Card.parse(cover), Card.parse("9H"), Suit.SPADES)


def test_dur_t2_trump_seven_covered_only_by_higher_trumps() -> None:
    allowed = beaters(deck36(), Card.parse("7S"), Suit.SPADES)
    assert set(allowed) == cards("8S 9S TS JS QS KS AS")


def test_dur_t2_limit_defender_with_three_cards_later_bout() -> None:
    # 2 players, stock empty: seat 0 attacks seat 1; after a beaten bout seat 1
    # attacks seat 0, who starts that bout with 3 cards.
    state = custom_state(["6C 8H 9H TH", "7C JD QD KD AD"], trump="AS")
    state = play(state, "attack:6C", "cover:6C:7C")  # seat 0 has no 6/7 left: Done is automatic
    assert state.phase is d.Phase.ATTACK and state.attacker == 1 and state.defender == 0
    assert len(state.hands[0].cards) == 3 and state.limit == 3


def test_dur_t2_limit_defender_with_nine_cards_is_six() -> None:
    deal = make_deal(["6S 9C 9D 9H 7C 8C", "TC TD TH JC QC KC"], trump="AS")
    state = d.new_game(d.Options(), 2, deals=explicit(deal))
    assert state.attacker == 0
    state = play(state, "attack:9C,9D,9H", "take")
    assert len(state.hands[1].cards) == 9
    assert state.attacker == 0 and state.defender == 1  # 2 players: left(D) is the old attacker
    assert state.limit == 6


def test_dur_t2_throw_in_rank_eight_or_ten_not_nine() -> None:
    deal = make_deal(["6S 8C 8D TD 9D 9H", "TC JC QC KC AC 7D"], trump="AS")
    state = play(d.new_game(d.Options(), 2, deals=explicit(deal)), "attack:8C", "cover:8C:TC")
    throws = {move.id for move in d.legal_moves(state) if isinstance(move, d.ThrowIn)}
    assert throws == {"throw:8D", "throw:TD", "throw:8D,TD"}
    with pytest.raises(IllegalMove, match=r"\[14\]"):
        d.apply(state, d.parse_move("throw:9D"))


# ---------------------------------------------------------------- scenario 3

T3_HANDS_TAKE = ["6S 7D 7C AD KD QD", "9D 8H JH QH KH AH", "9C 7H 8C JC QC KC"]
T3_HANDS_BEAT = ["6S 7D 7C AD KD QD", "9D TC JH QH KH AH", "9C 7H 8C JC QC KC"]
T3_STOCK = "6D 8D TD JD"


def test_dur_t3_bout_flow_three_players_take() -> None:
    state = d.new_game(d.Options(), 3, deals=explicit(make_deal(T3_HANDS_TAKE, "AS", T3_STOCK)))
    assert (state.attacker, state.defender) == (0, 1)
    state = play(state, "attack:7D", "cover:7D:9D", "done")
    assert d.to_act(state) == 2 and state.phase is d.Phase.THROW_IN
    state = play(state, "throw:9C", "take")
    assert state.phase is d.Phase.AFTER_TAKE and d.to_act(state) == 0  # DUR-9: A first, even after Done
    state = play(state, "pass")
    assert d.to_act(state) == 2
    state = play(state, "pass")
    assert cards("7D 9D 9C") <= set(state.hands[1].cards)
    assert set(state.known[1].cards) == cards("7D 9D 9C")
    # Refill order A, C, B: A gets the first stock card, C the second, B (8 cards) none.
    assert Card.parse("6D") in state.hands[0].cards and Card.parse("8D") in state.hands[2].cards
    assert [len(hand.cards) for hand in state.hands] == [6, 8, 6]
    assert (state.attacker, state.defender) == (2, 0)


def test_dur_t3_variant_bout_beaten() -> None:
    state = d.new_game(d.Options(), 3, deals=explicit(make_deal(T3_HANDS_BEAT, "AS", T3_STOCK)))
    state = play(state, "attack:7D", "cover:7D:9D", "done", "throw:9C", "cover:9C:TC")
    assert d.to_act(state) == 2 and state.phase is d.Phase.THROW_IN
    state = play(state, "done")
    assert set(state.discard) == cards("7D 9D 9C TC")
    assert Card.parse("6D") in state.hands[0].cards  # A first
    assert Card.parse("8D") in state.hands[2].cards  # then C
    assert cards("TD JD") <= set(state.hands[1].cards)  # B last
    assert (state.attacker, state.defender) == (1, 2)  # DUR-6: B attacks C


# ---------------------------------------------------------------- helpers


