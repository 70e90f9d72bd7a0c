"""games.mechanics.first_dealer: the draw for the first dealer (lowest card deals, ties turn again)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.decks import deck36
from cardgames.games.core.errors import InvalidState
from cardgames.games.core.events import CardsMoved, Zone
from cardgames.games.core.rng import RngState
from cardgames.games.mechanics.first_dealer import CutCard, check_cut, cut_dealer, cut_events, cut_for_dealer

DECK = deck36()


def cut_of(*rounds: str) -> tuple[CutCard, ...]:
    """A draw written round by round: ``"0:7H 1:9C 2:7S"``."""
    entries = []
    for number, text in enumerate(rounds, start=1):
        for part in text.split():
            seat, card = part.split(":")
            entries.append(CutCard(number, int(seat), Card.parse(card)))
    return tuple(entries)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_lowest_card_deals_and_the_draw_is_recorded(players: int) -> None:
    for seed in range(60):
        dealer, cut, rng = cut_for_dealer(DECK, players, RngState(seed))
        check_cut(cut, players, dealer, DECK)
        assert cut_dealer(cut) == dealer
        first = [entry for entry in cut if entry.round == 1]
        assert [entry.seat for entry in first] == list(range(players))
        last = [entry for entry in cut if entry.round == cut[-1].round]
        lowest = min(entry.card.rank for entry in last)
        assert [entry.seat for entry in last if entry.card.rank == lowest] == [dealer]
        assert rng.counter > 0


def test_ties_turn_again_only_among_the_tied() -> None:
    tied = 0
    for seed in range(300):
        _, cut, _ = cut_for_dealer(DECK, 4, RngState(seed))
        rounds = Counter(entry.round for entry in cut)
        for number in range(2, max(rounds) + 1):
            before = [entry for entry in cut if entry.round == number - 1]
            low = min(entry.card.rank for entry in before)
            assert [e.seat for e in cut if e.round == number] == [e.seat for e in before if e.card.rank == low]
            tied += 1
    assert tied > 10  # ties happen (four players, nine ranks)


def test_every_seat_deals_about_equally_often() -> None:
    counts = Counter(cut_for_dealer(DECK, 3, RngState(seed))[0] for seed in range(600))
    assert set(counts) == {0, 1, 2} and min(counts.values()) > 150


def test_same_stream_same_draw() -> None:
    assert cut_for_dealer(DECK, 4, RngState(9)) == cut_for_dealer(DECK, 4, RngState(9))


def test_check_cut_accepts_a_complete_draw_and_no_draw() -> None:
    check_cut(cut_of("0:7H 1:6C 2:7S"), 3, 1, DECK)
    check_cut(cut_of("0:6H 1:6C 2:7S", "0:9D 1:8D"), 3, 1, DECK)
    check_cut((), 3, 2, DECK)  # an explicit first deal: no draw
    check_cut(cut_of("0:7H 1:6C 2:7S"), 3, None, DECK)  # later deals: any dealer


@pytest.mark.parametrize(
    ("rounds", "dealer", "words"),
    [
        (("0:7H 1:6C",), 1, "seats [0, 1, 2]"),  # a seat missing
        (("1:7H 0:6C 2:7S",), 1, "in order"),
        (("0:7H 1:6C 2:7S",), 0, "names seat 1"),
        (("0:6H 1:6C 2:7S",), 0, "tie"),  # the draw stopped in a tie
        (("0:6H 1:6C 2:7S", "0:9D 2:8D"), 1, "seats [0, 1]"),  # the wrong seats turned again
        (("0:7H 1:6C 2:7S", "1:9D"), 1, "went on"),
        (("0:7H 1:6C 2:7H",), 1, "twice"),
        (("0:7H 1:2C 2:7S",), 1, "not in the pack"),
    ],
)
def test_check_cut_rejects_impossible_draws(rounds: tuple[str, ...], dealer: int, words: str) -> None:
    with pytest.raises(InvalidState, match=re.escape(words)):
        check_cut(cut_of(*rounds), 3, dealer, DECK)


def test_events_turn_each_card_up_then_return_them() -> None:
    cut = cut_of("0:6H 1:6C 2:7S", "0:9D 1:8D")
    events = cut_events(cut)
    assert len(events) == 6
    turned = [event for event in events[:5] if isinstance(event, CardsMoved)]
    assert [(e.target.zone, e.target.seat, e.cards) for e in turned][:2] == [
        (Zone.TABLE, 0, parse_cards("6H")), (Zone.TABLE, 1, parse_cards("6C"))]
    back = events[-1]
    assert isinstance(back, CardsMoved) and back.target.zone is Zone.DECK and back.count == 5
    assert cut_events(()) == ()
