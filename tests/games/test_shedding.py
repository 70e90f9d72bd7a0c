"""games.mechanics.shedding: refills from a stock, going out, the loser, losses over a match."""

from __future__ import annotations

import pytest

from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.errors import InvalidState
from cardgames.games.core.events import TurnPassed, Zone
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.spec import Outcome
from cardgames.games.mechanics.match import ScoreSheet, SheetRow
from cardgames.games.mechanics.shedding import (
    check_loss_sheet,
    check_places,
    final_places,
    go_out,
    last_holder,
    loss_counts,
    loss_outcomes,
    loss_row,
    loss_sheet,
    losses_text,
    refill,
    row_loser,
    still_in,
)


def h(text: str) -> Hand:
    return Hand(sorted_cards(parse_cards(text)))


def test_refill_draws_in_order_up_to_the_size() -> None:
    hands = (h("6C"), h("7C 8C 9C"), h("TC JC QC KC AC 6D"))
    known = (h(""), h(""), h(""))
    stock = parse_cards("7D 8D 9D TD JD QD")
    new, new_known, rest, events = refill(hands, known, stock, (1, 0, 2), 4)
    assert new[1] == h("7C 8C 9C 7D") and new[0] == h("6C 8D 9D TD") and new[2] == hands[2]
    assert rest == parse_cards("JD QD") and new_known == known
    assert [(e.target.seat, e.cards, e.visible_to, e.face_up) for e in events] == [
        (1, parse_cards("7D"), (1,), False), (0, parse_cards("8D 9D TD"), (0,), False)]


def test_refill_the_face_up_card_is_drawn_last_and_in_public() -> None:
    hands = (h("6C"), h("7C"))
    stock = parse_cards("7D 8D AS")
    new, known, rest, events = refill(hands, (h(""), h("")), stock, (0, 1), 3, Card.parse("AS"))
    assert new == (h("6C 7D 8D"), h("7C AS")) and rest == ()
    assert known == (h(""), h("AS"))
    assert events[-1].cards == parse_cards("AS") and events[-1].visible_to == ()
    assert events[-1].source.zone is Zone.STOCK and events[-1].target.seat == 1


def test_refill_with_an_empty_stock_changes_nothing() -> None:
    hands = (h("6C"), h(""))
    assert refill(hands, (h(""), h("")), (), (0, 1), 6) == (hands, (h(""), h("")), (), ())


def test_going_out_together_shares_a_place() -> None:
    places, events = go_out((0, 0, 0, 1), (h(""), h("7C"), h(""), h("")))
    assert places == (2, 0, 2, 1)
    assert events == (TurnPassed(0, "went out in place 2"), TurnPassed(2, "went out in place 2"))
    assert still_in(places) == (False, True, False, False)
    assert last_holder(places) == 1 and final_places(places) == (2, 4, 2, 1)


def test_nobody_left_is_no_loser() -> None:
    assert last_holder((1, 2, 2)) is None
    assert last_holder((0, 0, 1)) is None  # the game is not over: two still play


def test_check_places() -> None:
    check_places((2, 0, 2, 1), (h(""), h("7C"), h(""), h("")))
    for places, hands in (((1, 1, 3, 0), [""] * 3 + ["7C"]), ((0, 0), ["", ""])):
        check_places(places, [h(text) for text in hands])
    for places, hands, words in (
        ((2, 0), ["", "7C"], "skip"),
        ((1, 3, 0), ["", "", "7C"], "skip"),
        ((1, 1, 2, 0), ["", "", "", "7C"], "skip"),
        ((1, 0), ["6C", "7C"], "holds cards"),
        ((5, 0), ["", "7C"], "out of range"),
    ):
        with pytest.raises(InvalidState, match=words):
            check_places(places, [h(text) for text in hands])


def test_loss_rows_and_counts() -> None:
    sheet = loss_sheet(3).adding(loss_row(1, 2, 3, "a"), loss_row(2, None, 3, "b"), loss_row(3, 2, 3, "c"))
    assert sheet.rows[0].points == (0, 0, 1) and sheet.rows[1].points == (0, 0, 0)
    assert row_loser(sheet.rows[0]) == 2 and row_loser(sheet.rows[1]) is None
    assert loss_counts(sheet, 3) == (0, 0, 2) == sheet.totals()
    assert loss_counts(None, 3) == (0, 0, 0) and loss_counts(loss_sheet(3), 3) == (0, 0, 0)
    check_loss_sheet(sheet, 3, 3)
    assert losses_text((0, 0, 2)) == "losses: seat 0 0, seat 1 0, seat 2 2"


@pytest.mark.parametrize(
    ("sheet", "finished", "words"),
    [
        (loss_sheet(3).adding(SheetRow(1, "x", (1, 1, 0))), 1, "at most one loser"),
        (loss_sheet(3).adding(SheetRow(1, "x", (2, 0, 0))), 1, "at most one loser"),
        (loss_sheet(3).adding(SheetRow(1, "x", (-1, 1, 1))), 1, "at most one loser"),
        (loss_sheet(3).adding(SheetRow(1, "x", (1, 0, 0))), 2, "one row per finished game"),
        (loss_sheet(3).adding(SheetRow(2, "x", (1, 0, 0))), 1, "numbered"),
        (loss_sheet(3).adding(SheetRow(1, "x", (1, 0, 0), "above")), 1, "one section"),
        (loss_sheet(2), 0, "3 columns"),
        (ScoreSheet(("a", "b", "c"), denominator=2), 0, "whole points"),
    ],
)
def test_check_loss_sheet_rejects(sheet: ScoreSheet, finished: int, words: str) -> None:
    with pytest.raises(InvalidState, match=words):
        check_loss_sheet(sheet, 3, finished)


def test_loss_outcomes() -> None:
    assert loss_outcomes((0, 1, 0, 0)) == (Outcome.WIN, Outcome.LOSS, Outcome.WIN, Outcome.WIN)
    assert loss_outcomes((1, 2, 3)) == (Outcome.WIN, Outcome.NEUTRAL, Outcome.LOSS)
    assert loss_outcomes((2, 2)) == (Outcome.DRAW, Outcome.DRAW)
