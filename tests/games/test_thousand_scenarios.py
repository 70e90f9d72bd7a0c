"""Thousand: the spec's worked scenarios (thousand.md §4.9) by id, and the scoring table as rows."""

from __future__ import annotations

import pytest
from mushka_helpers import hands_deal, play_ids

from cardgames.games import thousand
from cardgames.games.core.cards import Suit, parse_cards
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.values import replace
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mechanics.tricks import Trick

GAME = thousand.GAME
OPTIONS = thousand.Options()
HANDS = ["KH QH AH TH AS TS 9S", "KD QD AD TD 9D KC QC", "AC TC JC JD JH JS KS"]


def _state(hands: list[str] = HANDS, widow: str = "9C 9H QS", options: thousand.Options = OPTIONS) -> thousand.State:
    """A first deal by seat 2: seat 0 is the eldest hand, on 100."""
    first, *rest = widow.split()
    return thousand.new_game(options, 3, seed=1, deals=[hands_deal(thousand.DECK, hands, first, " ".join(rest))])


@pytest.mark.parametrize(("points", "contract", "score"), [
    (162, 120, 120), (120, 120, 120), (135, 140, -140), (0, 100, -100), (400, 300, 300), (99, 100, -100),
])
def test_the_declarers_score(points: int, contract: int, score: int) -> None:
    """§4.6: +contract when the points reach it (not the points), else -contract."""
    assert thousand.declarer_score(points, contract) == score


def test_TY_T1_the_deck_holds_120_points() -> None:
    rules = thousand.rules.trick_rules(None)
    assert rules.points(thousand.DECK) == 120


def _played(state: thousand.State, declarer: int, contract: int, tricks: list[tuple[str, int]],
            marriages: list[tuple[str, int, int]]) -> thousand.State:
    return replace(state, declarer=declarer, contract=contract, phase=thousand.Phase.PLAY,
                   tricks=tuple(Trick(seat, parse_cards(cards), seat) for cards, seat in tricks),
                   marriages=tuple(Meld(parse_cards(cards), "marriage", owner, points)
                                   for cards, owner, points in marriages))


def test_TY_T2_a_made_contract_and_the_opponents_own_points() -> None:
    tricks = [("AH TH AS", 0), ("TS KC QC", 0), ("AD TD 9D", 1), ("JD JH JS", 2), ("AC 9C 9S", 2)]
    state = _played(_state(), 0, 120, tricks, [("QH KH", 0, 100), ("QS KS", 1, 40)])
    taken = thousand.scoring.taken_points(state)
    assert taken[0] == 32 + 17 + 100 and taken[1] == 21 + 40 and taken[2] == 6 + 11
    assert thousand.scoring.play_scores(state) == (120, 61, 17)


def test_TY_T3_a_failed_contract() -> None:
    state = _played(_state(), 1, 140, [("AH TH AS", 1), ("TS KC QC", 1), ("JD JH JS", 1)], [("QD KD", 1, 80)])
    assert thousand.scoring.taken_points(state)[1] == 55 + 80 and thousand.scoring.play_scores(state)[1] == -140


def test_TY_T5_a_forced_100_conceded() -> None:
    state = play_ids(GAME, _state(), "pass", "pass")
    assert state.phase is thousand.Phase.WIDOW and state.declarer == 0 and state.contract == 100
    assert state.shown == () and GAME.view(state, 1).shown == ()  # taken unseen
    assert "concede" in {move.id for move in GAME.legal_moves(state)}
    after = play_ids(GAME, state, "concede")
    assert after.sheet.rows[0].points == (0, 40, 40) and after.deal_number == 2
    minus = play_ids(GAME, _state(options=thousand.Options(concession="minus_100")), "pass", "pass", "concede")
    assert minus.sheet.rows[0].points == (-100, 40, 40)


def test_TY_T5_three_nines_in_the_widow_are_redealt_by_the_same_dealer() -> None:
    hands = ["KH QH AH TH AS TS JS", "KD QD AD TD JD KC QC", "AC TC JC QS JH 9H KS"]
    state = play_ids(GAME, _state(hands, "9C 9D 9S"), "pass", "pass")
    assert state.deal_number == 2 and state.dealer == 2 and state.sheet.rows[0].points == (0, 0, 0)
    off = play_ids(GAME, _state(hands, "9C 9D 9S", thousand.Options(three_nines_redeal=False)), "pass", "pass")
    assert off.phase is thousand.Phase.WIDOW


def test_TY_T5_a_contract_that_was_bid_over_cannot_be_conceded() -> None:
    state = play_ids(GAME, _state(), "bid:105", "pass", "bid:110", "pass")
    assert state.declarer == 0 and state.contract == 110 and state.shown == parse_cards("9C 9H QS")
    with pytest.raises(IllegalMove, match="forced"):
        GAME.play(state, thousand.Concede())


def test_TY_T6_above_120_only_with_a_marriage() -> None:
    hands = ["KH QH AH TH AS TS 9S", "KD JD AD TD 9D KC QS", "AC TC JC QD JH JS KS"]
    state = _state(hands, "9C 9H QC")
    assert thousand.to_act(state) == 1
    bids = {move.id for move in GAME.legal_moves(state)}
    assert "bid:120" in bids and "bid:125" not in bids
    with pytest.raises(IllegalMove, match="above 120 only holding a marriage"):
        GAME.play(state, thousand.Bid(125))
    state = play_ids(GAME, state, "pass")
    assert "bid:125" not in {move.id for move in GAME.legal_moves(state)}  # seat 2: no marriage either
    state = play_ids(GAME, state, "pass")
    assert state.declarer == 0


def test_TY_T7_must_trump_only_once_a_marriage_made_trumps() -> None:
    hand = parse_cards("9H AD KC")
    assert thousand.rules.trick_rules(Suit.HEARTS).legal_cards(hand, Trick(0, parse_cards("TS"))) == parse_cards("9H")
    assert thousand.rules.trick_rules(None).legal_cards(hand, Trick(0, parse_cards("TS"))) == hand


BLIND = thousand.Options(blind_bidding=True)


def test_TY_T4_blind_110_made_or_failed_counts_double() -> None:
    tricks = [("AH TH AS", 1), ("TS KC QC", 1), ("AD TD 9D", 1), ("JD JH JS", 2)]
    state = replace(_played(_state(options=BLIND), 1, 110, tricks, []), blind=True)
    assert thousand.scoring.taken_points(state)[1] == 70 and thousand.scoring.play_scores(state)[1] == -220
    made = replace(state, marriages=(Meld(parse_cards("QD KD"), "marriage", 1, 80),))
    assert thousand.scoring.play_scores(made)[1] == 220 and thousand.scoring.play_scores(made)[2] == 6  # not doubled


def test_blind_bidding_hides_the_hand_until_its_owner_looks() -> None:
    state = _state(options=BLIND)
    assert thousand.to_act(state) == 1 and GAME.view(state, 1).hands[1] == thousand.rules.Hand()
    moves = {move.id for move in GAME.legal_moves(state)}
    assert {"pass", "look", "blind:105", "blind:120"} <= moves and "blind:125" not in moves and "bid:105" not in moves
    with pytest.raises(IllegalMove, match="look at the hand first"):
        GAME.play(state, thousand.Bid(105))
    looked = play_ids(GAME, state, "look")
    assert GAME.view(looked, 1).hands[1].cards == looked.hands[1].cards and "bid:105" in _ids(looked)
    assert "look" not in _ids(looked)


def test_a_declarer_who_wins_blind_plays_double_without_showing_the_widow() -> None:
    state = play_ids(GAME, _state(options=BLIND), "blind:105", "pass", "pass")
    assert state.declarer == 1 and state.blind and state.contract == 105 and state.shown == ()
    assert all(state.looked) and len(state.hands[1].cards) == 10
    opened = play_ids(GAME, _state(options=BLIND), "look", "bid:105", "pass", "pass")
    assert opened.declarer == 1 and not opened.blind and opened.shown == parse_cards("9C 9H QS")


def _ids(state: thousand.State) -> set[str]:
    return {move.id for move in GAME.legal_moves(state)}
