"""Rams: the spec's worked scenarios (rams.md §2.11) by id, and its scoring table as rows."""

from __future__ import annotations

import pytest
from mushka_helpers import hands_deal, keep_all, play_ids

from cardgames.games import rams
from cardgames.games.core.events import DealScored, MatchOver
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow
from cardgames.games.mechanics.pool import COUNT, LEDGER

GAME = rams.GAME
OPTIONS = rams.Options(flush="optional", dealer_may_leave=True)  # the spec's readings: the scenarios need them


def _state(hands: list[str], trump: str, options: rams.Options = OPTIONS, stock: str = "") -> rams.State:
    deck = rams.deck_for(options, len(hands))
    return rams.new_game(options, len(hands), seed=1, deals=[hands_deal(deck, hands, trump, stock)])


@pytest.mark.parametrize(("tricks", "aces", "jacks", "change"), [
    (1, 0, 0, -1),
    (3, 5, 0, -8),
    (2, 20, 0, -22),
    (2, 20, 5, -27),
    (5, 50, 10, -65),
    (0, 0, 0, 5),
    (0, 5, 0, 10),
    (0, 10, 0, 15),
    (0, 15, 0, 20),
    (0, 20, 0, 25),
    (0, 25, 0, 30),
    (0, 45, 0, 50),
    (0, 20, 5, 0),
    (0, 0, 5, 0),
    (0, 20, 10, -5),
])
def test_the_deal_table_for_players(tricks: int, aces: int, jacks: int, change: int) -> None:
    """§2.7: t >= 1 writes off t + V + J; none: a pair changes nothing (RA-7), four jacks write off 5, else
    V + 5 is added."""
    assert rams.player_change(tricks, aces, jacks) == change


@pytest.mark.parametrize(("jacks", "change"), [(0, 0), (5, -5), (10, -10)])
def test_the_deal_table_for_passers(jacks: int, change: int) -> None:
    assert rams.passer_change(jacks) == change


@pytest.mark.parametrize(("cards", "value"), [("AS", 5), ("AC", 10), ("AD", 15), ("AH", 20), ("AC AD AH", 45),
                                              ("AS AC AD AH", 50), ("KH QH", 0)])
def test_ace_values(cards: str, value: int) -> None:
    from cardgames.games.core.cards import parse_cards

    assert rams.ace_value(parse_cards(cards)) == value


@pytest.mark.parametrize(("cards", "points"), [("JC JS", 5), ("JD JH", 5), ("JC JD", 0), ("JC JS JD", 5),
                                               ("JC JS JD JH", 10), ("JH", 0)])
def test_jack_sets(cards: str, points: int) -> None:
    from cardgames.games.core.cards import parse_cards

    assert rams.jack_points(parse_cards(cards)) == points


def test_RA_T1_no_trick_with_two_aces() -> None:
    assert 70 + rams.player_change(0, 10 + 15, 0) == 100


def test_RA_T2_no_trick_with_three_aces() -> None:
    assert rams.player_change(0, 10 + 15 + 20, 0) == 50


def test_RA_T3_tricks_aces_and_jacks() -> None:
    assert rams.player_change(2, 20, 0) == -22
    assert rams.player_change(2, 20, 5) == -27
    assert rams.player_change(0, 20, 5) == 0


def test_RA_T4_four_aces_win_the_game_at_once() -> None:
    state = _state(["AS AC AD AH 7C", "8C 9C TC 7D 8D", "9D TD 7S 8S 9H"], "7H")
    step = GAME.play(play_ids(GAME, state, "keep", "keep", "keep"), rams.Leave())
    after = step.state
    assert after.phase is rams.Phase.OVER and isinstance(step.events[-1], MatchOver)
    assert [row.points for row in after.sheet.rows if row.section == LEDGER] == [(200, -100, -100)]
    assert any(meld.kind == "four aces" and meld.owner == 0 for meld in after.shown)


def test_RA_T5_a_flush_opens_rams() -> None:
    hands = ["AC KC QC 9C 8C", "AH 2S 3S 4S 5H", "6S 7S 8S 9H TH", "JC JS 2C 3C 4D"]
    state = play_ids(GAME, _state(hands, "5D"), "keep", "keep", "keep", "pass")
    assert state.phase is rams.Phase.FLUSH and state.turn == 0
    assert {move.id for move in GAME.legal_moves(state)} == {"flush", "play_on"}
    step = GAME.play(state, rams.Flush())
    scored = [event for event in step.events if isinstance(event, DealScored)]
    assert scored[0].points == (-15, 25, 5, 0)  # the passer's jacks are cancelled (RA-10)


def test_RA_T6_the_trump_ace_then_the_king_then_the_queen_are_led() -> None:
    state = keep_all(GAME, _state(["AH QH 8C 9C TC", "8H 9H 7D 8D 9D", "AS KS QS JS 7C"], "7H"))
    assert [move.id for move in GAME.legal_moves(state)] == ["play:AH"]
    state = keep_all(GAME, _state(["KH QH 8C 9C TC", "8H 9H 7D 8D 9D", "AS KS QS JS 7C"], "7H", stock="AH"))
    assert [move.id for move in GAME.legal_moves(state)] == ["play:KH"]
    state = play_ids(GAME, state, "play:KH", "play:8H", "play:7C")
    assert state.tricks[0].winner_seat == 0
    assert [move.id for move in GAME.legal_moves(state)] == ["play:QH"]


def test_RA_T7_the_trump_ace_goes_on_a_trump_picture() -> None:
    hands = ["QH 8H 9S TC JC", "AH 7H 9C 8D 9D", "AS KS QS JS 7C"]
    state = keep_all(GAME, _state(hands, "TH", stock="KH"))
    after_queen = play_ids(GAME, state, "play:QH")
    assert [move.id for move in GAME.legal_moves(after_queen)] == ["play:AH"]
    after_eight = play_ids(GAME, state, "play:8H")
    assert {move.id for move in GAME.legal_moves(after_eight)} == {"play:AH", "play:7H"}


def test_RA_T8_the_jacks_finish() -> None:
    state = _state(["JC JS 8C 9C TC", "8H 9H 7D 8D 9D", "KS QS 7S 8S 7C"], "7H")
    assert "jacks" not in {move.id for move in GAME.legal_moves(state)}  # 100 left
    sheet = state.sheet.adding(SheetRow(1, "earlier", (-96, 0, 0), COUNT))
    state = replace(state, sheet=sheet, deal_number=2)
    assert rams.current_counts(state)[0] == 4
    step = GAME.play(state, rams.Jacks())
    rows = step.state.sheet.rows
    assert rows[-2].points == (-5, 0, 0) and rows[-1].points == (200, -100, -100)
    assert step.state.phase is rams.Phase.OVER


def test_the_docs_worked_example() -> None:
    """docs/games/rams.md: the worked deal with the defaults (the dealer passes, so no trump card decision)."""
    hands = ["AC KS 9C 7D 2H", "JD JH 4S 5S 6C", "QH 8C 8D 3S 4C", "JC JS 2C 3D 5D"]
    state = rams.new_game(rams.Options(), 4, seed=1, deals=[hands_deal(rams.DECK, hands, "9H", "AD TS 6D 3C")])
    state = play_ids(GAME, state, "exchange:7D,2H", "exchange:6C,JD", "keep", "pass")
    state = play_ids(GAME, state, "play:9C", "play:3C", "play:4C", "play:AC", "play:JH", "play:8C", "play:6D",
                     "play:8D", "play:AD", "play:TS", "play:4S", "play:3S", "play:KS", "play:5S")
    step = GAME.play(state, GAME.parse_move("play:QH"))
    row = step.state.sheet.rows[0]
    assert row.points == (-28, -6, -1, -5) and row.label == "tricks 3 1 1 -; jacks 0 5 0 5"
    assert rams.current_counts(step.state) == (72, 94, 99, 95)
