"""games.mechanics.exchange (pass or play with an exchange against a stock, the dealer's trump card) and
games.mechanics.pool (a count worked down to zero, the winner and the settlement), on their own."""

from __future__ import annotations

import pytest

from cardgames.games.core.cards import parse_cards
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import CardsMoved, TurnPassed, events_for
from cardgames.games.core.hands import Hand
from cardgames.games.mechanics import exchange as ex
from cardgames.games.mechanics import pool
from cardgames.games.mechanics.match import SheetRow

HAND = Hand(parse_cards("7C 9D KH 6S AS"))


def test_discard_choices_are_every_subset_up_to_the_limit_and_the_stock() -> None:
    assert len(ex.discard_choices(HAND.cards, 20)) == 32  # 0..5 of five cards
    assert ex.discard_choices(HAND.cards, 20)[0] == ()
    assert len(ex.discard_choices(HAND.cards, 2)) == 1 + 5 + 10  # at most what the stock holds
    assert ex.discard_choices(HAND.cards, 0) == ((),)
    assert max(len(choice) for choice in ex.discard_choices(HAND.cards, 20, limit=3)) == 3


@pytest.mark.parametrize(("discards", "stock_left", "words"), [
    ("QH", 5, "not in the hand"),
    ("7C 9D KH", 2, "holds only 2"),
    ("7C 7C", 5, "twice"),
])
def test_check_discard_names_the_broken_rule(discards: str, stock_left: int, words: str) -> None:
    with pytest.raises(IllegalMove, match=words):
        ex.check_discard(HAND.cards, parse_cards(discards), stock_left, rule="MU-10")


def test_check_discard_limits_the_number_of_cards() -> None:
    with pytest.raises(IllegalMove, match="at most 2"):
        ex.check_discard(HAND.cards, parse_cards("7C 9D KH"), 10, limit=2)


def test_exchange_draws_from_the_top_of_the_stock_in_order() -> None:
    stock = parse_cards("2H 3H 4H 5H")
    hand, drawn, rest = ex.exchange(HAND, parse_cards("7C 6S"), stock)
    assert drawn == parse_cards("2H 3H") and rest == parse_cards("4H 5H")
    assert hand.cards == Hand(parse_cards("9D KH AS 2H 3H")).adding(()).cards
    assert ex.exchange(HAND, (), stock) == (HAND, (), stock)


def test_the_dealer_takes_the_trump_card_and_discards_one() -> None:
    (trump,) = parse_cards("TD")
    hand = ex.take_trump_card(HAND, trump, parse_cards("7C")[0])
    assert trump in hand.cards and len(hand) == 5 and parse_cards("7C")[0] not in hand.cards
    with pytest.raises(IllegalMove, match="not in the dealer's hand"):
        ex.take_trump_card(HAND, trump, trump)


def test_events_show_discards_and_draws_to_their_seat_only() -> None:
    events = ex.exchange_events(1, parse_cards("7C"), parse_cards("2H"))
    assert all(isinstance(event, CardsMoved) and event.visible_to == (1,) for event in events)
    assert all(event.cards == () and event.count == 1 for event in events_for(events, 0))  # type: ignore[union-attr]
    assert ex.exchange_events(1, (), ()) == ()
    passed = ex.pass_events(2, HAND.cards)
    assert isinstance(passed[0], TurnPassed) and passed[1].visible_to == (2,)  # type: ignore[union-attr]
    taken = ex.trump_card_events(0, parse_cards("TD")[0], parse_cards("7C")[0])
    assert taken[0].visible_to == () and taken[1].visible_to == (0,)  # type: ignore[union-attr]


def test_playing_order_skips_the_seats_out_of_the_deal() -> None:
    playing = (True, False, True, True)
    assert ex.playing_order(2, playing) == (2, 3, 0)
    assert ex.first_playing(3, playing) == 0
    assert ex.first_playing(0, playing) == 2
    assert ex.first_playing(1, (False,) * 4) is None


def test_the_pool_counts_from_the_start_of_the_game() -> None:
    sheet = pool.pool_sheet(3).adding(
        SheetRow(1, "deal 1", (-5, 5, 0), pool.COUNT), SheetRow(1, "game 1", (10, -5, -5), pool.LEDGER),
        SheetRow(2, "deal 2", (-1, -2, 5), pool.COUNT))
    assert pool.counts(sheet, 25, 1) == (19, 28, 30)
    assert pool.counts(sheet, 25, 2) == (24, 23, 30)
    assert sheet.totals(pool.LEDGER) == (10, -5, -5)


@pytest.mark.parametrize(("counts", "eldest", "force", "winner"), [
    ((3, 0, 7), 0, False, 1),
    ((3, 5, 7), 0, False, None),
    ((3, 5, 7), 0, True, 0),
    ((-2, -5, 1), 0, False, 1),  # the lowest count wins (MU-6)
    ((-2, 4, -2), 1, False, 2),  # a tie goes to the first from the dealer's left
    ((-2, 4, -2), 0, False, 0),
])
def test_the_winner_is_the_lowest_count_at_zero_or_below(
    counts: tuple[int, ...], eldest: int, force: bool, winner: int | None
) -> None:
    assert pool.winner(counts, eldest, force) == winner


def test_settlement_every_other_seat_pays_what_it_has_left() -> None:
    assert pool.settlement((0, 7, 19), 0) == (26, -7, -19)  # MU-T6
    assert pool.settlement((-3, -1, 10), 0) == (10, 0, -10)  # a count at or below zero pays nothing
    assert sum(pool.settlement((5, -8, 40, 12), 1)) == 0
