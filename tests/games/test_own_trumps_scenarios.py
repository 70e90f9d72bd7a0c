"""The test scenarios of rules/own_trumps.md 8.7, by spec id (P1..P4 are seats 0..3)."""

from __future__ import annotations

import pytest
from shedding_positions import ot_ids, ot_play, ot_state

from cardgames.games import own_trumps as ot
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck36
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import DealScored, DealStarted, TurnPassed


def c(text: str) -> Card:
    return Card.parse(text)


# ---------------------------------------------------------------- 8.7 scenario 1: trump choice


def test_ot_t1_trump_choice_dealer_gets_the_remaining_suit() -> None:
    state = ot.new_game(ot.Options(), 4, deals=(ExplicitDeal(order=deck36()),))
    assert state.dealer == 3 and state.phase is ot.Phase.CHOOSE  # P4 deals
    assert ot.to_act(state) == 0  # P1, on the dealer's left, chooses first
    state = ot_play(state, "trump:hearts")
    assert ot.to_act(state) == 1 and ot_ids(state) == ["trump:clubs", "trump:diamonds", "trump:spades"]
    state = ot_play(state, "trump:spades", "trump:diamonds")
    assert [(t.seat, t.suit) for t in state.trumps] == [
        (0, ot.TrumpSuit.HEARTS), (1, ot.TrumpSuit.SPADES), (2, ot.TrumpSuit.DIAMONDS), (3, ot.TrumpSuit.CLUBS)]
    assert state.phase is ot.Phase.ATTACK and (state.attacker, state.defender) == (0, 1)


def test_ot_t1_a_suit_already_chosen_is_illegal() -> None:
    state = ot_play(ot.new_game(ot.Options(), 4, deals=(ExplicitDeal(order=deck36()),)), "trump:hearts")
    with pytest.raises(IllegalMove, match=r"8\.2"):
        ot.apply(state, ot.parse_move("trump:hearts"))


def test_ot_t1_the_dealers_suit_is_an_event_not_a_move() -> None:
    state = ot_play(ot.new_game(ot.Options(), 4, deals=(ExplicitDeal(order=deck36()),)),
                    "trump:hearts", "trump:spades")
    events = ot.play(state, ot.parse_move("trump:diamonds")).events
    assert events[-1] == TurnPassed(3, "gets the remaining suit, clubs, as own trump")


# ---------------------------------------------------------------- 8.7 scenario 2: beating legality

# P1 (seat 0, own trump H) attacks P2 (seat 1, own trump S).
T2 = ["9H 9S 6H AC", "TH JH QH KH AH 6S TS AS 8H 9D", "6C 7C", "8C 9C"]


@pytest.mark.parametrize("beater", ["TH", "JH", "QH", "KH", "AH", "6S", "7S", "TS", "AS"])
def test_ot_t2_nine_of_hearts_beaten_by_a_higher_heart_or_any_spade(beater: str) -> None:
    state = ot_state(T2)
    assert ot.can_beat(state, c(beater), c("9H"))


@pytest.mark.parametrize("beater", ["8H", "6H", "9D", "AD", "AC"])
def test_ot_t2_nine_of_hearts_not_beaten_otherwise(beater: str) -> None:
    assert not ot.can_beat(ot_state(T2), c(beater), c("9H"))


def test_ot_t2_nine_of_spades_only_by_higher_spades() -> None:
    state = ot_state(T2)
    beaters = [card for card in deck36() if ot.can_beat(state, card, c("9S"))]
    assert beaters == list(parse_cards("TS JS QS KS AS"))


def test_ot_t2_the_attackers_own_trump_gives_no_protection() -> None:
    state = ot_state(T2)
    assert ot.own_suit(state, 0) == c("6H").suit  # hearts are P1's own trump
    assert ot.can_beat(state, c("6S"), c("6H"))
    state = ot_play(state, "attack:6H")
    assert "beat:6H:6S" in ot_ids(state)


def test_ot_t2_in_the_engine() -> None:
    state = ot_play(ot_state(T2), "attack:9H")
    assert ot_ids(state) == ["beat:9H:TH", "beat:9H:JH", "beat:9H:QH", "beat:9H:KH", "beat:9H:AH",
                             "beat:9H:6S", "beat:9H:TS", "beat:9H:AS", "take"]
    with pytest.raises(IllegalMove, match="OT-3"):
        ot.apply(state, ot.parse_move("beat:9H:8H"))
    state = ot_play(ot_state(T2), "attack:9S")
    assert ot_ids(state) == ["beat:9S:TS", "beat:9S:AS", "take"]
    with pytest.raises(IllegalMove, match="own trump suit"):
        ot.apply(state, ot.parse_move("beat:9S:6S"))


# ---------------------------------------------------------------- 8.7 scenario 3: shapes and turns


@pytest.mark.parametrize("cards", ["KH", "7C 7D AS", "7C 7D 9H 9S QH", "7C 7D 7H", "7C 7D 7H 7S QH"])
def test_ot_t3_legal_attack_shapes(cards: str) -> None:
    assert ot.is_attack_shape(parse_cards(cards))


@pytest.mark.parametrize("cards", ["7C 7D", "7C 8D 9H", "7C 7D 9H 9S", "7C 8D 9H TS", "7C 7D 7H 7S",
                                   "7C 7D 8H 9S QH", "7C 7D 7H 8S 9S 9H"])
def test_ot_t3_illegal_attack_shapes(cards: str) -> None:
    assert not ot.is_attack_shape(parse_cards(cards))


T3_HANDS = ["7C 7D AS 9H 9S QH 8D KH", "8C 6S 9D", "6D 6C 7H", "JC QC KC AH"]


def test_ot_t3_the_engine_lays_only_legal_shapes() -> None:
    state = ot_state(T3_HANDS)
    with pytest.raises(IllegalMove, match="OT-1"):
        ot.apply(state, ot.parse_move("pair:7C,8D"))  # [7C 8D 9H] starts with no pair
    state = ot_play(state, "pair:7C,7D")
    assert state.phase is ot.Phase.BUILD and "take" not in ot_ids(state)  # a plain pair is no attack
    assert ot_ids(state) == ["pair:9H,9S"] + [f"giveaway:{card}" for card in ["8D", "9H", "QH", "KH", "9S", "AS"]]
    state = ot_play(state, "pair:9H,9S")
    assert ot_ids(state) == ["giveaway:8D", "giveaway:QH", "giveaway:KH", "giveaway:AS"]  # never four cards
    with pytest.raises(IllegalMove, match="OT-1"):
        ot.apply(state, ot.parse_move("pair:QH,KH"))
    state = ot_play(state, "giveaway:QH")
    assert state.phase is ot.Phase.DEFEND and [p.attack for p in state.table] == list(
        parse_cards("7C 7D 9H 9S QH"))


def test_ot_t3_beat_two_take_one_then_p3_attacks_p4() -> None:
    state = ot_play(ot_state(T3_HANDS), "pair:7C,7D", "giveaway:AS")
    state = ot_play(state, "beat:7C:8C", "beat:7D:6S")  # 7D beaten with a spade, P2's own trump
    assert ot_ids(state) == ["take"]  # nothing beats the ace of spades
    step = ot.play(state, ot.parse_move("take"))
    state = step.state
    ot.check_state(state)
    assert set(state.hands[1].cards) == {c("9D"), c("AS")} and state.known[1].cards == (c("AS"),)
    assert parse_cards("7C 8C 7D 6S") == state.discard[-4:]
    assert (state.attacker, state.defender) == (2, 3)  # P3 attacks P4 (OT-4)


def test_ot_t3_end_nobody_left_holding_cards_replays_the_kon() -> None:
    # P3 and P4 are out; P1 and P2 hold one card each.
    state = ot_state(["7H", "8H", "", ""], places=(0, 0, 1, 2), options=ot.Options(games=2))
    state = ot_play(state, "attack:7H")
    step = ot.play(state, ot.parse_move("beat:7H:8H"))
    state = step.state
    ot.check_state(state)
    assert state.sheet is not None and state.sheet.rows[0].points == (0, 0, 0, 0)
    assert "replayed" in state.sheet.rows[0].label
    scored = [event for event in step.events if isinstance(event, DealScored)]
    assert scored == [DealScored(1, (0, 0, 0, 0), "kon 1: replayed, nobody is left holding cards")]
    assert state.game == 2 and state.phase is ot.Phase.CHOOSE
    assert state.dealer == 3 and DealStarted(2, 3) in step.events  # the same dealer deals the replay
    assert ot.decided(state) == 0  # a replayed kon does not count towards the match
