"""Barbu: the spec's test scenarios (barbu.md 4.11) by id, and the contracts' scoring tables as rows."""

from __future__ import annotations

from collections import Counter

import pytest
from barbu_helpers import GAME, ids, play_ids, play_out, seat, start, to_play

from cardgames.games import barbu
from cardgames.games.core.cards import Rank, parse_cards
from cardgames.games.core.events import TurnPassed
from cardgames.games.core.rng import Drbg
from cardgames.games.mechanics.tricks import Trick

C = barbu.Contract
TEXT = barbu.Options()
STANDARD = barbu.Options(standard_scoring=True)
SPADES, HEARTS, DIAMONDS, CLUBS = ("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS", "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
                                   "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD", "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC")


@pytest.mark.parametrize(("contract", "number", "cards", "options", "points"), [
    (C.NO_TRICKS, 1, "2C 3C 4C 5C", TEXT, -2),
    (C.NO_TRICKS, 13, "QS QD QH QC", TEXT, -2),
    (C.NO_QUEENS, 4, "QS 2S 3S QD", TEXT, -12),
    (C.NO_QUEENS, 4, "QS QH QD QC", TEXT, -24),
    (C.NO_QUEENS, 4, "KS 2S 3S 4D", TEXT, 0),
    (C.NO_LAST_TWO, 11, "2C 3C 4C 5C", TEXT, 0),
    (C.NO_LAST_TWO, 12, "2C 3C 4C 5C", TEXT, -10),
    (C.NO_LAST_TWO, 13, "2C 3C 4C 5C", TEXT, -20),
    (C.NO_HEARTS, 2, "3H 7H AH 2C", TEXT, -24),
    (C.NO_HEARTS, 2, "3H 7H AH 2C", STANDARD, -10),
    (C.NO_HEARTS, 2, "KH 2C 3C 4C", TEXT, -2),
    (C.NO_KING, 5, "KH QH 2C 3C", TEXT, -20),
    (C.NO_KING, 5, "KS AH 2C 3C", TEXT, 0),
    (C.TRUMPS, 1, "5C 4H 9H KC", TEXT, 10),
    (C.TRUMPS, 1, "5C 4H 9H KC", STANDARD, 5),
    (C.TRUMPS, 1, "5C 6C 9C KC", TEXT, 0),
    (C.TRUMPS, 1, "5C 6C 9C KC", STANDARD, 5),
])
def test_the_contracts_tables(contract: barbu.Contract, number: int, cards: str, options: barbu.Options,
                              points: int) -> None:
    """4.5 (hearts trump in the Trumps rows): what a trick scores for its winner."""
    assert barbu.trick_score(contract, number, parse_cards(cards), barbu.TrumpSuit.HEARTS, options) == points


@pytest.mark.parametrize(("contract", "options", "total"), [
    ("contract:no_tricks", TEXT, -26), ("contract:no_queens", TEXT, -24), ("contract:no_last_two", TEXT, -30),
    ("contract:no_hearts", TEXT, -44), ("contract:no_hearts", STANDARD, -30), ("contract:no_king", TEXT, -20),
    ("trumps:spades", TEXT, 65), ("trumps:clubs", STANDARD, 65), ("contract:domino", TEXT, 65),
])
def test_every_deal_adds_up_to_the_contracts_total(contract: str, options: barbu.Options, total: int) -> None:
    """4.5's totals column, through whole deals (the dealer doubles himself: his score counts twice)."""
    for seed in range(3):
        state = to_play(barbu.new_game(options, 4, seed=seed), contract)
        chooser = Drbg(seed)
        while state.deal_number == 1:
            legal = GAME.legal_moves(state)
            state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
        row = state.sheet.rows[0]
        doubler = int(row.label.rsplit("seat ", 1)[1].split()[0])
        assert sum(row.points) - row.points[doubler] // 2 == total


def test_BAR_T1_no_queens_two_queens_in_a_trick() -> None:
    """P2 takes one trick holding QS and QD: -12, doubled -24."""
    state = to_play(start("QS", "AS", "2S", "QD 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"), "contract:no_queens")
    state = play_ids(state, "play:QS", "play:AS", "play:2S", "play:QD")
    assert state.tricks[0].winner_seat == seat(2)
    assert barbu.scoring.trick_points(C.NO_QUEENS, state.tricks, None, TEXT)[seat(2)] == -12
    assert barbu.doubled((0, -12, 0, 0), 1) == (0, -24, 0, 0)


def test_BAR_T1_no_queens_through_a_whole_deal_with_the_double() -> None:
    state = to_play(start("QS", "AS", "2S", "QD 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"), "contract:no_queens")
    state = barbu.apply(state, barbu.Double()) if state.phase is barbu.Phase.DOUBLING else state
    state = play_ids(state, "play:QS", "play:AS", "play:2S", "play:QD")
    state = play_out(state)
    row = state.sheet.rows[0]
    assert row.points[seat(2)] <= -12 and sum(row.points) - row.points[seat(1)] // 2 == -24


def test_BAR_T1_no_hearts_three_hearts_with_the_ace() -> None:
    """P3's tricks hold 3H, 7H and AH: -2 -2 -20 = -24."""
    cards = parse_cards("3H 7H AH 2C 3C 4C 5C 6C")
    assert sum(barbu.card_penalty(C.NO_HEARTS, card, TEXT) for card in cards) == -24


def test_BAR_T1_no_last_two() -> None:
    """P1 wins tricks 12 and 13: -30; P4 trick 12 and P1 trick 13: -10 and -20."""
    # P1 holds every spade: he leads and wins all thirteen tricks
    state = play_out(to_play(start(SPADES, HEARTS, DIAMONDS, CLUBS), "contract:no_last_two"))
    assert state.sheet.rows[0].points == barbu.doubled((0, 0, 0, -30), seat(1))
    taken = [Trick(0, parse_cards("2C 3C 4C 5C"), seat(1))] * 11 + [
        Trick(0, parse_cards("2C 3C 4C 5C"), seat(4)), Trick(0, parse_cards("2C 3C 4C 5C"), seat(1))]
    points = barbu.trick_points(C.NO_LAST_TWO, taken, None, TEXT)
    assert points[seat(4)] == -10 and points[seat(1)] == -20


def test_BAR_T2_trumps_play_and_scoring() -> None:
    """Hearts trump, 5C led: P2 (no clubs) plays 4H; P3 (no clubs, 9H and 2H) must play 9H; P4 must follow
    with KC though he holds AH; P3 wins a trick holding two trumps: +10 (+5 standard)."""
    hands = ("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC AC 2S", "4H 3H 5H 6H 7H 8H TH JH QH KH QD KD AD",
             "9H 2H AS 2D 3D 4D 5D 6D 7D 8D 9D TD JD", "KC AH 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")
    for options, points in ((TEXT, 10), (STANDARD, 5)):
        state = to_play(start(*hands, options=options), "trumps:hearts")
        state = play_ids(state, "play:5C")
        assert len(ids(state)) == 13  # no trump in the trick yet: any card
        state = play_ids(state, "play:4H")
        assert ids(state) == ["play:9H"]
        state = play_ids(state, "play:9H")
        assert ids(state) == ["play:KC"]
        state = play_ids(state, "play:KC")
        assert state.tricks[0].winner_seat == seat(3)
        assert barbu.trick_points(C.TRUMPS, state.tricks, barbu.TrumpSuit.HEARTS, options)[seat(3)] == points


def test_BAR_T2_standard_trumps_play_must_ruff() -> None:
    hands = ("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC AC 2S", "4H 3H 5H 6H 7H 8H TH JH QH KH QD KD AD")
    state = to_play(start(*hands, options=barbu.Options(must_ruff=True)), "trumps:hearts")
    state = play_ids(state, "play:5C")
    assert {move[-1] for move in ids(state)} == {"H"}  # void in clubs: a trump


def test_BAR_T3_domino_base_rank_and_suit_priority() -> None:
    """P1 plays 5S (base 5); P2 (6S, 5H) must play 6S; P3 (4S, 7S) may play either, and only those."""
    state = to_play(start("5S", "6S 5H", "4S 7S 5D"), "contract:domino")
    assert state.phase is barbu.Phase.DOMINO and state.turn == seat(1)
    assert len(ids(state)) == 13  # the first card: any card
    state = play_ids(state, "play:5S")
    assert state.base is Rank.FIVE and state.last_card == parse_cards("5S")[0]
    assert ids(state) == ["play:6S"]  # 5H is playable too, but the last card was a spade
    state = play_ids(state, "play:6S")
    assert sorted(ids(state)) == ["play:4S", "play:7S"]  # 5D playable, not of the last card's suit


def test_BAR_T3_domino_finishing_order_and_the_double() -> None:
    """Out in the order P3, P1, P4, P2: +45, +20, +5, -5; P1 doubled: +40."""
    order = (seat(3), seat(1), seat(4))
    points = barbu.domino_points(order, 4)
    assert [points[seat(p)] for p in (1, 2, 3, 4)] == [20, -5, 45, 5]
    assert barbu.doubled(points, seat(1))[seat(1)] == 40


def test_BAR_T3_quotas_over_the_seven_deals() -> None:
    """Every non-dealer holds the double exactly twice and the dealer once; once only one seat has a double
    left it is his (an event says so)."""
    for seed in range(4):
        state = GAME.new_game(TEXT, 4, seed=seed)
        chooser = Drbg(seed)
        forced = 0
        while not GAME.is_terminal(state):
            legal = GAME.legal_moves(state)
            step = GAME.play(state, legal[chooser.randbelow(len(legal))])
            forced += sum(1 for event in step.events if isinstance(event, TurnPassed) and "double" in event.what)
            state = step.state
        doublers = Counter(int(row.label.rsplit("seat ", 1)[1].split()[0]) for row in state.sheet.rows)
        assert doublers == Counter({s: 1 if s == state.dealer else 2 for s in range(4)})
        assert forced >= 1  # at least the seventh deal's double is forced
        assert {row.label.split(": ")[1].split(",")[0].split(" (")[0] for row in state.sheet.rows} == {
            contract.words for contract in C}
