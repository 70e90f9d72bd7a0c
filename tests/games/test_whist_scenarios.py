"""Whist: the spec's worked scenarios (whist.md §3.9) by id, and its scoring tables as rows."""

from __future__ import annotations

import pytest
from whist_helpers import ALL_SPADES, SUITS, new_match, play_ids, random_deal

from cardgames.games import whist
from cardgames.games.core.cards import Suit, parse_cards
from cardgames.games.core.errors import IllegalMove
from cardgames.games.mechanics.match import SheetRow
from cardgames.games.whist import sheet


@pytest.mark.parametrize(("tricks", "below"), [(6, 0), (7, 2), (8, 4), (9, 6), (11, 10), (12, 12), (13, 14)])
def test_WH_T1_trick_score_below_the_line(tricks: int, below: int) -> None:
    assert sheet.trick_score(tricks) == below


def test_WH_T1_eleven_tricks_win_the_game_in_one_hand() -> None:
    assert sheet.progress([SheetRow(1, "tricks", (10, 0), "below")]).games == (1, 0)
    assert sheet.progress([SheetRow(1, "tricks", (8, 0), "below")]).games == (0, 0)


@pytest.mark.parametrize(("tricks", "bonus"), [(11, 0), (12, 10), (13, 20)])
def test_WH_T2_slams(tricks: int, bonus: int) -> None:
    assert sheet.slam_bonus(tricks) == bonus


def test_WH_T2_a_grand_slam_played_out() -> None:
    """N holds every spade, spades trump: N-S take all 13 whatever is played: 14 below, +20, honours 5, the
    trump coronet A..2 110, and the game's +5."""
    hands = [ALL_SPADES, " ".join(SUITS["H"]), " ".join(SUITS["D"]), " ".join(SUITS["C"])]
    state = random_deal(new_match(hands, "2S"))
    rows = {row.label: row.points for row in state.sheet.of_deal(1)}
    assert state.history[0].tricks == 13
    assert rows["tricks"] == (14, 0) and rows["grand slam"] == (20, 0) and rows["honours"] == (5, 0)
    assert rows["coronet A-S x13 (N)"] == (110, 0) and rows["game"] == (5, 0)
    assert rows["coronet A-H x13 (E)"] == (0, 55)  # and every other hand's A..2 run at the plain rate


@pytest.mark.parametrize(("north", "south", "east", "west", "points"), [
    ("AS KS QS", "JS", "TS", "", (4, 0)),
    ("AS KS QS", "", "JS", "TS", (2, 0)),
    ("AS KS QS JS TS", "", "", "", (5, 0)),
    ("AS", "KS", "QS JS", "TS", (0, 2)),
    ("", "", "AS KS QS JS", "", (0, 4)),
])
def test_WH_T3_honours(north: str, south: str, east: str, west: str, points: tuple[int, int]) -> None:
    hands = [parse_cards(text.split()) for text in (north, east, south, west)]
    assert sheet.honours(Suit.SPADES, hands) == points


@pytest.mark.parametrize(("aces", "points"), [(4, 4), (3, 2), (2, 0)])
def test_WH_10_no_trump_honours_are_the_aces(aces: int, points: int) -> None:
    north = parse_cards(["AS", "AH", "AD", "AC"][:aces])
    east = parse_cards(["AS", "AH", "AD", "AC"][aces:])
    assert sheet.honours(None, [north, east, (), ()])[0] == points


@pytest.mark.parametrize(("run", "plain", "trump"), [
    (3, 5, 10), (4, 10, 20), (5, 15, 30), (6, 20, 40), (7, 25, 50), (13, 55, 110), (2, 0, 0),
])
def test_the_coronet_table(run: int, plain: int, trump: int) -> None:
    assert sheet.coronet_points(run, False) == plain and sheet.coronet_points(run, True) == trump


def test_WH_T4_coronets() -> None:
    hearts = parse_cards(["AH", "KH", "QH", "JH", "3C"])
    assert sheet.coronets(Suit.SPADES, hearts) == ((Suit.HEARTS, 10),)
    spades = parse_cards(["AS", "KS", "QS", "JS", "TS", "9S"])
    assert sheet.coronets(Suit.SPADES, spades) == ((Suit.SPADES, 40),)
    assert sheet.honours(Suit.SPADES, [spades, (), (), ()]) == (5, 0)
    assert sheet.coronets(Suit.SPADES, parse_cards(["AH", "KH", "JH"])) == ()  # broken run
    assert sheet.coronets(None, hearts) == ((Suit.HEARTS, 20),)  # no-trump whist: all at the trump rate


def test_WH_T5_settlement_records_the_difference() -> None:
    first, second = (10, 4, 5, 10, 0, 4, 4), (3, 2, 5, 0, 6, 6, 5)
    assert (sum(first), sum(second)) == (37, 27)
    assert sheet.settlement((37, 27)) == (10, 0)
    assert sheet.settlement((27, 37)) == (0, 10)


def test_WH_T6_follow_suit_but_trumping_is_free() -> None:
    hands = ["AH KH QH JH TH 9H 8H 7H 6H 5H 4H AD AC",
             "3H AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S",
             "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D 2C",
             "2H 2S KC QC JC TC 9C 8C 7C 6C 5C 4C 3C"]
    state = play_ids(new_match(hands, "AC"), "play:3H", "play:2D")  # E leads a heart, S is void
    assert [m.id for m in whist.legal_moves(state)] == ["play:2H"]  # W holds 2H and trumps: 2H only
    with pytest.raises(IllegalMove, match="WH-T6"):
        whist.apply(state, whist.parse_move("play:KC"))
    state = play_ids(state, "play:2H", "play:AH", "play:KH", "play:AS", "play:3D")
    assert state.tricks[0].winner_seat == 0
    legal = {m.id for m in whist.legal_moves(state)}  # W void in hearts: a trump or a discard
    assert {"play:2S", "play:KC", "play:3C"} <= legal and len(legal) == 12


def test_WH_T7_two_games_of_three_win_the_rubber() -> None:
    rows = [SheetRow(1, "tricks", (10, 0), "below"), SheetRow(2, "tricks", (0, 12), "below"),
            SheetRow(3, "tricks", (4, 0), "below"), SheetRow(4, "tricks", (6, 0), "below")]
    assert sheet.progress(rows[:1]).games == (1, 0)
    assert sheet.progress(rows[:2]).games == (1, 1) and sheet.progress(rows[:2]).winner is None
    assert sheet.progress(rows[:3]).part == (4, 0)
    assert sheet.progress(rows).games == (2, 1) and sheet.progress(rows).winner == 0


def test_WH_3_no_surplus_carries_to_the_next_game() -> None:
    rows = [SheetRow(1, "tricks", (14, 0), "below"), SheetRow(2, "tricks", (8, 0), "below")]
    assert sheet.progress(rows).part == (8, 0) and sheet.progress(rows).games == (1, 0)
