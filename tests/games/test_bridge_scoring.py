"""Bridge scoring rows, parametrized from the spec's tables (§5.6) and the standard duplicate table."""

from __future__ import annotations

import pytest

from cardgames.games.bridge import scoring
from cardgames.games.core.cards import parse_cards
from cardgames.games.mechanics.auction import Bid, Doubling, Strain

U, X, XX = Doubling.UNDOUBLED, Doubling.DOUBLED, Doubling.REDOUBLED


@pytest.mark.parametrize(
    ("bid", "doubling", "points"),
    [
        ("1C", U, 20),
        ("2D", U, 40),
        ("3D", U, 60),
        ("5C", U, 100),
        ("1H", U, 30),
        ("2S", U, 60),
        ("4H", U, 120),
        ("4S", U, 120),
        ("1NT", U, 40),
        ("2NT", U, 70),
        ("3NT", U, 100),
        ("7NT", U, 220),
        ("4H", X, 240),
        ("1NT", X, 80),
        ("2C", X, 80),
        ("1NT", XX, 160),
        ("2C", XX, 160),
        ("7NT", XX, 880),
    ],
)
def test_trick_score(bid: str, doubling: Doubling, points: int) -> None:
    assert scoring.contract_trick_score(Bid.parse(bid), doubling) == points


@pytest.mark.parametrize(
    ("strain", "doubling", "vulnerable", "count", "points"),
    [
        (Strain.CLUBS, U, False, 1, 20),
        (Strain.DIAMONDS, U, True, 2, 40),
        (Strain.HEARTS, U, False, 2, 60),
        (Strain.SPADES, U, True, 1, 30),
        (Strain.NO_TRUMP, U, False, 1, 30),
        (Strain.NO_TRUMP, U, True, 3, 90),
        (Strain.CLUBS, X, False, 1, 100),
        (Strain.HEARTS, X, False, 2, 200),
        (Strain.HEARTS, X, True, 1, 200),
        (Strain.NO_TRUMP, X, True, 2, 400),
        (Strain.CLUBS, XX, False, 1, 200),
        (Strain.SPADES, XX, False, 2, 400),
        (Strain.SPADES, XX, True, 1, 400),
        (Strain.HEARTS, X, True, 0, 0),
    ],
)
def test_overtricks(strain: Strain, doubling: Doubling, vulnerable: bool, count: int, points: int) -> None:
    assert scoring.overtrick_score(strain, doubling, vulnerable, count) == points


@pytest.mark.parametrize(("doubling", "points"), [(U, 0), (X, 50), (XX, 100)])
def test_insult(doubling: Doubling, points: int) -> None:
    assert scoring.insult_bonus(doubling) == points


@pytest.mark.parametrize(
    ("level", "vulnerable", "points"),
    [(6, False, 500), (6, True, 750), (7, False, 1000), (7, True, 1500), (5, True, 0), (1, False, 0)],
)
def test_slam_bonus(level: int, vulnerable: bool, points: int) -> None:
    assert scoring.slam_bonus(level, vulnerable) == points


UNDERTRICK_ROWS = [
    # (doubling, vulnerable, old scale, [penalty for 1, 2, 3, ... down])
    (U, False, False, [50, 100, 150, 200, 650]),
    (U, True, False, [100, 200, 300, 400, 1300]),
    (X, False, False, [100, 300, 500, 800, 1100, 1400, 1700]),
    (X, True, False, [200, 500, 800, 1100, 1400]),
    (XX, False, False, [200, 600, 1000, 1600, 2200]),
    (XX, True, False, [400, 1000, 1600, 2200]),
    (X, False, True, [100, 300, 500, 700, 900, 1100]),
    (XX, False, True, [200, 600, 1000, 1400]),
    (X, True, True, [200, 500, 800, 1100]),
    (U, False, True, [50, 100, 150]),
]


@pytest.mark.parametrize(("doubling", "vulnerable", "old", "penalties"), UNDERTRICK_ROWS)
def test_undertricks(doubling: Doubling, vulnerable: bool, old: bool, penalties: list[int]) -> None:
    counts = [1, 2, 3, 4, 5, 6, 7][: len(penalties)]
    if doubling is U and len(penalties) == 5:
        counts = [1, 2, 3, 4, 13]
    for down, points in zip(counts, penalties, strict=True):
        assert scoring.undertrick_penalty(down, doubling, vulnerable, old) == points, down
    assert scoring.undertrick_penalty(0, doubling, vulnerable, old) == 0


@pytest.mark.parametrize(
    ("strain", "texts", "expected"),
    [
        (Strain.HEARTS, ("AH KH QH JH", "", "", ""), (100, 0)),
        (Strain.HEARTS, ("AH KH QH JH TH", "", "", ""), (150, 0)),
        (Strain.HEARTS, ("", "AH KH QH TH 2H", "", ""), (0, 100)),  # defenders' honours count too
        (Strain.HEARTS, ("AH KH QH", "JH TH", "", ""), (0, 0)),
        (Strain.SPADES, ("AH KH QH JH TH", "", "", ""), (0, 0)),  # not trumps
        (Strain.SPADES, ("AC AD AH AS", "", "", ""), (0, 0)),  # aces count only at no trump
        (Strain.NO_TRUMP, ("", "", "", "AC AD AH AS"), (0, 150)),
        (Strain.NO_TRUMP, ("AC AD AH", "AS", "", ""), (0, 0)),
        (Strain.NO_TRUMP, ("AH KH QH JH TH", "", "", ""), (0, 0)),
        (Strain.CLUBS, ("AC KC QC JC", "", "AD AH AS", ""), (100, 0)),
    ],
)
def test_honours(strain: Strain, texts: tuple[str, ...], expected: tuple[int, int]) -> None:
    assert scoring.honours_bonus(strain, [parse_cards(text) for text in texts]) == expected


@pytest.mark.parametrize(("loser_games", "points"), [(0, 700), (1, 500)])
def test_rubber_bonus(loser_games: int, points: int) -> None:
    assert scoring.rubber_bonus(loser_games) == points


@pytest.mark.parametrize(
    ("games", "part", "bonus"),
    [
        ((1, 0), (0, 60), (300, 100)),
        ((0, 0), (40, 0), (100, 0)),
        ((0, 0), (70, 30), (100, 100)),
        ((1, 1), (0, 0), (300, 300)),
        ((0, 0), (0, 0), (0, 0)),
        ((0, 1), (90, 0), (100, 300)),
    ],
)
def test_unfinished_rubber_bonus(
    games: tuple[int, int], part: tuple[int, int], bonus: tuple[int, int]
) -> None:
    assert scoring.unfinished_rubber_bonus(games, part) == bonus


@pytest.mark.parametrize(
    ("difference", "units"),
    [(930, 9), (950, 10), (949, 9), (951, 10), (50, 1), (49, 0), (0, 0), (1250, 13), (-950, -10), (100, 1)],
)
def test_settlement_rounds_half_away_from_zero(difference: int, units: int) -> None:
    assert scoring.settlement_units(difference) == units


@pytest.mark.parametrize(
    ("bid", "doubling", "vulnerable", "tricks", "below", "above", "penalty"),
    [
        ("4H", X, False, 10, 240, 50, 0),  # T3
        ("4H", X, False, 11, 240, 150, 0),
        ("4H", X, True, 11, 240, 250, 0),
        ("4H", X, False, 8, 0, 0, 300),
        ("4H", X, True, 8, 0, 0, 500),
        ("6S", U, True, 13, 180, 780, 0),  # 30 overtrick + 750 small slam
        ("7NT", XX, False, 13, 880, 1100, 0),  # 100 redoubled insult + 1000 grand slam
        ("6NT", U, False, 11, 0, 0, 50),  # slam not made: no bonus
        ("1C", U, False, 13, 20, 120, 0),
    ],
)
def test_contract_result(
    bid: str, doubling: Doubling, vulnerable: bool, tricks: int, below: int, above: int, penalty: int
) -> None:
    result = scoring.contract_result(Bid.parse(bid), doubling, vulnerable, tricks)
    assert (result.below, result.above, result.penalty) == (below, above, penalty)
    assert result.made is (penalty == 0)


def test_contract_result_old_undertricks() -> None:
    new = scoring.contract_result(Bid.parse("3NT"), X, False, 5)
    old = scoring.contract_result(Bid.parse("3NT"), X, False, 5, old_undertricks=True)
    assert (new.penalty, old.penalty) == (800, 700)


@pytest.mark.parametrize(
    ("bid", "doubling", "vulnerable", "tricks", "points"),
    [
        ("1C", U, False, 7, 70),
        ("1NT", U, False, 7, 90),
        ("2S", U, False, 8, 110),
        ("3NT", U, False, 9, 400),
        ("3NT", U, True, 9, 600),
        ("3NT", U, True, 10, 630),
        ("4S", U, False, 10, 420),
        ("4H", U, True, 11, 650),
        ("5C", U, False, 11, 400),
        ("6S", U, True, 12, 1430),
        ("6NT", U, False, 12, 990),
        ("7NT", U, True, 13, 2220),
        ("2S", X, False, 8, 470),
        ("1NT", XX, False, 7, 560),
        ("1NT", XX, True, 7, 760),
        ("1C", X, False, 9, 340),
        ("1C", X, True, 9, 540),
        ("4H", X, False, 8, -300),
        ("4H", X, True, 8, -500),
        ("3NT", U, True, 8, -100),
        ("7NT", U, False, 12, -50),
        ("2H", U, False, 7, -50),
    ],
)
def test_duplicate_score(bid: str, doubling: Doubling, vulnerable: bool, tricks: int, points: int) -> None:
    assert scoring.duplicate_score(Bid.parse(bid), doubling, vulnerable, tricks) == points


@pytest.mark.parametrize(
    ("trick_score", "vulnerable", "bonus"), [(90, True, 50), (100, False, 300), (120, True, 500)]
)
def test_duplicate_game_bonus(trick_score: int, vulnerable: bool, bonus: int) -> None:
    assert scoring.duplicate_game_bonus(trick_score, vulnerable) == bonus


# 1C doubled, 9 tricks: 40 + 50 part-score + 50 insult + 2 doubled overtricks.
# Standard 16-board cycle: None, NS, EW, All, NS, EW, All, None, EW, All, None, NS, All, None, NS, EW.
_CYCLE = ("-", "N", "E", "B", "N", "E", "B", "-", "E", "B", "-", "N", "B", "-", "N", "E")


@pytest.mark.parametrize("board", range(1, 34))
def test_board_vulnerability_and_dealer(board: int) -> None:
    code = _CYCLE[(board - 1) % 16]
    expected = {"-": (False, False), "N": (True, False), "E": (False, True), "B": (True, True)}[code]
    assert scoring.board_vulnerability(board) == expected
    assert scoring.board_dealer(board) == (board - 1) % 4


def test_the_docs_worked_rubber() -> None:
    """docs/games/bridge.md's rubber, row by row: games from the rows below the line, the bonus below it."""
    from cardgames.games.bridge import Progress, progress
    from cardgames.games.mechanics.match import ScoreSheet, SheetRow

    trick = scoring.contract_trick_score
    rows = [
        SheetRow(1, "2H by S made, 9 tricks", (trick(Bid.parse("2H"), U), 0), "below"),
        SheetRow(1, "overtricks", (scoring.overtrick_score(Strain.HEARTS, U, False, 1), 0), "above"),
        SheetRow(2, "undertricks", (scoring.undertrick_penalty(2, X, False), 0), "above"),
        SheetRow(3, "2S by N made, 8 tricks", (trick(Bid.parse("2S"), U), 0), "below"),
        SheetRow(3, "honours", (scoring.honours_bonus(Strain.SPADES, [parse_cards("AS KS QS JS"), (), (), ()])[0], 0),
                 "above"),
        SheetRow(4, "4S by E made, 10 tricks", (0, trick(Bid.parse("4S"), U)), "below"),
        SheetRow(5, "6NT by S made, 12 tricks", (trick(Bid.parse("6NT"), U), 0), "below"),
        SheetRow(5, "small slam", (scoring.slam_bonus(6, True), 0), "above"),
    ]
    assert progress(rows[:3]) == Progress((0, 0), (60, 0))
    assert progress(rows[:5]) == Progress((1, 0), (0, 0))
    assert progress(rows[:6]) == Progress((1, 1), (0, 0))
    assert progress(rows) == Progress((2, 1), (0, 0))
    rows.append(SheetRow(5, "rubber bonus", (scoring.rubber_bonus(1), 0), "below"))
    sheet = ScoreSheet(("N-S", "E-W"), ("above", "below"), tuple(rows))
    assert sheet.totals("below") == (810, 120) and sheet.totals("above") == (1180, 0)
    assert sheet.totals() == (1990, 120) and scoring.settlement_units(1990 - 120) == 19


@pytest.mark.parametrize(
    ("bid", "doubling", "vulnerable", "tricks", "points"),
    [("4S", U, False, 11, 450), ("2D", U, False, 8, 90), ("4H", X, True, 9, -200)],
)
def test_the_docs_worked_duplicate(bid: str, doubling: Doubling, vulnerable: bool, tricks: int, points: int) -> None:
    assert scoring.duplicate_score(Bid.parse(bid), doubling, vulnerable, tricks) == points
