"""Black Jack's rules beyond the spec's scenarios: hand values, doubling and splitting tables, the dealer's
Black Jack against doubled and split boxes (BJ-7 both ways), the dealer bet, money, the shoe, the match,
illegal moves and impossible states."""

from __future__ import annotations

import pytest
from banking_helpers import stacked

from cardgames.games import blackjack as bj
from cardgames.games.blackjack.rules import reserve
from cardgames.games.blackjack.state import shoe_cards
from cardgames.games.blackjack.values import is_pair, is_soft, may_double, total
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.errors import IllegalMove, InvalidOptions, InvalidState
from cardgames.games.core.events import CardsMoved, DealScored, MatchOver, Zone
from cardgames.games.core.values import replace


def start(top: str, players: int = 1, **options: object) -> bj.State:
    chosen = bj.Options(**{"decks": 1, "rounds": 1, **options})  # type: ignore[arg-type]
    return bj.new_game(chosen, players, deals=stacked(top, shoe_cards(chosen)))


def run(state: bj.State, *moves: str) -> bj.State:
    for move in moves:
        state = bj.apply(state, bj.parse_move(move))
    return state


@pytest.mark.parametrize(("cards", "value", "soft"), [
    ("AS KD", 21, True), ("AS 6D", 17, True), ("AS 6D TC", 17, False), ("AS AD", 12, True),
    ("AS AD 9C", 21, True), ("TH 7C", 17, False), ("KH QS 5C", 25, False), ("2C 3D 4H 5S 6C", 20, False),
    ("AS AD AH AC", 14, True),
])
def test_hand_totals(cards: str, value: int, soft: bool) -> None:
    assert total(parse_cards(cards)) == value and is_soft(parse_cards(cards)) == soft


@pytest.mark.parametrize(("cards", "allowed"), [
    ("6C 5D", True), ("5C 4D", True), ("6C 4D", True), ("AS 8D", True), ("AS 9D", True), ("AS TD", False),
    ("AS AD", False), ("5C 3D", False), ("6C 6D", False), ("4C 3D 2H", False),
])
def test_doubling_on_nine_ten_eleven_either_way_of_counting_aces(cards: str, allowed: bool) -> None:
    assert may_double(parse_cards(cards)) == allowed  # BJ-4


@pytest.mark.parametrize(("cards", "by_value", "by_rank"), [
    ("6C 6D", True, True), ("TH KS", True, False), ("KH KS", True, True), ("AS AD", True, True),
    ("6C 7D", False, False), ("9C TD", False, False),
])
def test_pairs_by_value_or_by_rank(cards: str, by_value: bool, by_rank: bool) -> None:
    assert is_pair(parse_cards(cards), False) == by_value and is_pair(parse_cards(cards), True) == by_rank


def test_rank_pairs_option_refuses_ten_and_king() -> None:
    assert "split" in {m.id for m in bj.legal_moves(run(start("TH 9C KS"), "bet:10", "no_dealer_bet"))}
    ranked = run(start("TH 9C KS", pairs="rank"), "bet:10", "no_dealer_bet")
    assert "split" not in {m.id for m in bj.legal_moves(ranked)}
    with pytest.raises(IllegalMove, match="BJ-5"):
        bj.apply(ranked, bj.Split())


# 8s split (second stake), first hand 8+3 doubled (third stake), second hand 8+T stands; dealer Black Jack.
SPLIT_DOUBLE = ("8C AS 8D 3H TC 9D KD", "bet:10", "no_dealer_bet", "no_insurance", "split", "double", "stand")


@pytest.mark.parametrize(("rule", "expected"), [("all_stakes", -30), ("original_stake", -10)])
def test_bj_7_dealer_black_jack_against_split_and_doubled_stakes(rule: str, expected: int) -> None:
    state = run(start(SPLIT_DOUBLE[0], dealer_blackjack=rule), *SPLIT_DOUBLE[1:])
    assert bj.is_terminal(state) and [str(c) for c in state.dealer] == ["AS", "KD"]
    assert [hand.stake for hand in state.boxes[0].hands] == [20, 10]
    assert bj.score(state).match == (expected,)
    assert state.bankrolls == (100 + expected,)


def test_original_stake_rule_keeps_a_bust_lost() -> None:
    # 8s split, each busts on a ten: both stakes are lost at once whatever the dealer makes.
    state = run(start("8C AS 8D 4H 4D TC TS KD", dealer_blackjack="original_stake"),
                "bet:10", "no_dealer_bet", "no_insurance", "split", "hit", "hit")
    assert bj.score(state).match == (-20,)


@pytest.mark.parametrize(("top", "moves", "expected"), [
    ("TH 9C QS 7D", ("stand",), -3 + 10),  # the hand wins: the dealer bet is a tip
    ("TH 9C 8S 7D 3C", ("stand",), -3 - 10),  # the hand loses: the house keeps the bet
    ("TH 9C 7S 8D", ("stand",), 0),  # a push: the bet comes back (BJ-9)
])
def test_dealer_bet_is_lost_unless_the_hand_pushes(top: str, moves: tuple[str, ...], expected: int) -> None:
    state = run(start(top), "bet:10", "dealer_bet:3", *moves)
    assert bj.score(state).match == (expected,)


def test_dealer_bet_limits() -> None:
    state = run(start("TH 9C QS 7D"), "bet:10")
    assert [m.id for m in bj.legal_moves(state)] == [f"dealer_bet:{n}" for n in range(1, 6)] + ["no_dealer_bet"]
    with pytest.raises(IllegalMove, match="BJ-8"):
        bj.apply(state, bj.DealerBet(6))
    exact = run(start("TH 9C QS 7D", dealer_bet="exactly_half"), "bet:10")
    assert [m.id for m in bj.legal_moves(exact)] == ["dealer_bet:5", "no_dealer_bet"]
    none = run(start("TH 9C QS 7D", dealer_bet="none"), "bet:10")
    assert none.phase is bj.Phase.PLAY


def test_stakes_are_even_within_the_limits_and_the_bankroll() -> None:
    state = start("TH 9C QS 7D")
    assert [m.id for m in bj.legal_moves(state)] == [f"bet:{n}" for n in range(2, 21, 2)]
    for bad in (bj.Bet(3), bj.Bet(22)):
        with pytest.raises(IllegalMove, match=r"7\.1"):
            bj.apply(state, bad)
    poor = bj.new_game(bj.Options(bankroll=20, min_stake=20, max_stake=200), 1, seed=1)
    assert [m.id for m in bj.legal_moves(poor)] == ["bet:20"]
    with pytest.raises(InvalidOptions, match="even"):
        bj.new_game(bj.Options(min_stake=3), 1, seed=1)


def test_double_and_split_only_when_the_bankroll_covers_them() -> None:
    state = run(start("8C 7D 8D", bankroll=20, max_stake=20), "bet:20")
    assert {m.id for m in bj.legal_moves(state)} == {"hit", "stand"}
    with pytest.raises(IllegalMove, match="BJ-4"):
        bj.apply(state, bj.Double())


def test_three_splits_at_most() -> None:
    state = run(start("8C 7D 8D 8H 8S 8C 8D 2C 3C 4C 5C", decks=2), "bet:10", "no_dealer_bet", "split")
    state = run(state, "split", "split")
    assert len(state.boxes[0].hands) == 4
    assert "split" not in {m.id for m in bj.legal_moves(state)}
    assert state.bankrolls == (60,)


def test_split_tens_make_twenty_one_paid_even_money() -> None:
    state = run(start("TC 9D KH AS 7C TD"), "bet:10", "no_dealer_bet", "split", "stand")
    assert [total(hand.cards) for hand in state.boxes[0].hands] == [21, 17]
    assert bj.score(state).match == (10 - 10,)  # 21 +10 (1:1), 17 against 19 -10


def test_twenty_one_stands_by_itself_and_a_bust_loses_at_once() -> None:
    state = run(start("TH 9C 5S 6D 8D"), "bet:10", "no_dealer_bet", "hit")
    assert bj.is_terminal(state) and bj.score(state).match == (10,)  # 21 against 17
    state = run(start("TH 9C 5S TS 8D"), "bet:10", "no_dealer_bet", "hit")
    assert bj.score(state).match == (-10,) and len(state.dealer) == 2


def test_dealer_does_not_draw_when_every_hand_busted() -> None:
    state = run(start("TH 6C 5S TS 7D"), "bet:10", "no_dealer_bet", "hit")
    assert [str(c) for c in state.dealer] == ["6C", "7D"] and bj.score(state).match == (-10,)


def test_several_boxes_play_in_order_and_boxes_share_seats() -> None:
    state = start("TH 9C 8S 7D 6H 5C 7C 9S 2S", players=2, boxes=3)
    assert [bj.to_act(state)] == [0]
    state = run(state, "bet:10", "no_dealer_bet", "bet:4", "no_dealer_bet", "bet:6", "no_dealer_bet")
    assert [box.owner for box in state.boxes] == [0, 1, 0] and state.phase is bj.Phase.PLAY
    assert bj.to_act(state) == 0 and state.bankrolls == (84, 96)
    state = run(state, "stand", "stand", "stand")  # 17, 16, 13 against 7+9 (16), dealer draws 2S: 18
    assert bj.is_terminal(state) and bj.score(state).match == (-16, -4)


def test_the_shoe_is_reshuffled_before_a_round_once_the_reserve_is_reached() -> None:
    options = bj.Options(decks=1, penetration=90, rounds=30)
    assert reserve(options) == 5
    state = bj.new_game(options, 1, seed=3)
    shuffles = 0
    while not bj.is_terminal(state):
        step = bj.play(state, bj.legal_moves(state)[0])
        shuffles += sum(isinstance(e, CardsMoved) and e.target.zone is Zone.STOCK for e in step.events)
        state = step.state
    assert shuffles >= 2


def test_a_match_of_rounds_with_bankrolls_and_a_target() -> None:
    state = bj.new_game(bj.Options(rounds=3), 2, seed=5)
    rows = 0
    while not bj.is_terminal(state):
        step = bj.play(state, bj.legal_moves(state)[-1])
        rows += sum(isinstance(event, DealScored) for event in step.events)
        state = step.state
    assert rows == 3 and isinstance(step.events[-1], MatchOver)
    assert all(money == 100 + won for money, won in zip(state.bankrolls, bj.score(state).match, strict=True))
    target = bj.new_game(bj.Options(rounds=50, target=101), 1, seed=5)
    while not bj.is_terminal(target):
        target = bj.apply(target, bj.legal_moves(target)[0])
    assert target.round < 50 or target.bankrolls[0] >= 101


def test_illegal_moves_name_the_rule() -> None:
    state = start("TH 9C QS 7D")
    with pytest.raises(IllegalMove, match=r"7\.3"):
        bj.apply(state, bj.Hit())
    state = run(state, "bet:10", "no_dealer_bet")
    with pytest.raises(IllegalMove, match="BJ-4"):
        bj.apply(state, bj.Double())
    with pytest.raises(IllegalMove, match=r"7\.3"):
        bj.apply(state, bj.Insure())


@pytest.mark.parametrize(("change", "field"), [
    (lambda s: replace(s, shoe=s.shoe[1:]), "state"),
    (lambda s: replace(s, bankrolls=(50,)), "bankrolls"),
    (lambda s: replace(s, round=0), "round"),
    (lambda s: replace(s, hand=3), "hand"),
    (lambda s: replace(s, dealer=(), shoe=s.shoe + s.dealer), "dealer"),
    (lambda s: replace(s, players=9, bankrolls=(90,) * 9), "options.players"),
])
def test_impossible_states_are_refused(change: object, field: str) -> None:
    state = run(start("TH 9C 5S 7D"), "bet:10", "no_dealer_bet")
    bj.check_state(state)
    with pytest.raises(InvalidState) as error:
        bj.check_state(change(state))  # type: ignore[operator]
    assert error.value.field.startswith(field)
