"""King's rules: who plays and deals, the schedule, the positive deals, the options, what each seat sees,
and states a client may not send."""

from __future__ import annotations

import pytest
from king_helpers import new_match, play_ids, random_deal, skip_to

from cardgames.games import king
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow

C = king.Contract


@pytest.mark.parametrize(("players", "options", "active", "cards", "aside"), [
    (3, {}, (1, 2, 0), 10, 2),
    (3, {"deck": "52"}, (1, 2, 0), 17, 1),
    (4, {}, (1, 2, 3), 10, 2),
    (4, {"all_four_play": True}, (1, 2, 3, 0), 8, 0),
    (4, {"all_four_play": True, "deck": "52"}, (1, 2, 3, 0), 13, 0),
])
def test_who_plays_and_how_many_cards(players: int, options: dict[str, object], active: tuple[int, ...],
                                      cards: int, aside: int) -> None:
    state = king.new_game(king.SPEC.build_options(options), players, seed=3)
    state = replace(state, dealer=0) if state.dealer else state
    assert king.active_seats(state.options, players, 0) == active
    fresh = king.new_game(king.SPEC.build_options(options), players, seed=3)
    seats = king.active_seats(fresh.options, players, fresh.dealer)
    assert all(len(fresh.hands[seat].cards) == cards for seat in seats) and len(fresh.aside) == aside
    assert king.to_act(fresh) == seats[0]  # the active player on the dealer's left leads (KI-4)


@pytest.mark.parametrize(("players", "sralash", "deals"), [(3, False, 9), (4, False, 10), (3, True, 13), (4, True, 15)])
def test_the_schedule(players: int, sralash: bool, deals: int) -> None:
    options = king.Options(sralash=sralash)
    assert king.total_deals(options, players) == deals
    negatives = [king.contract_of(options, number) for number in range(1, 7 + sralash)]
    assert negatives == list(C)[:6 + sralash]
    assert all(king.contract_of(options, number) is C.TRUMPS for number in range(7 + sralash, deals + 1))


def test_a_whole_match_the_dealer_moves_and_each_names_trump_once() -> None:
    state = king.new_game(king.Options(), 4, seed=8)
    first = state.dealer
    namers = []
    while not king.is_terminal(state):
        if state.phase is king.Phase.NAME_TRUMP:
            namers.append(king.to_act(state))
        state = random_deal(state, state.deal_number)
    assert [record.dealer for record in state.history] == [(first + i) % 4 for i in range(10)]
    assert sorted(namers) == [0, 1, 2, 3]
    for record, row in zip(state.history, state.sheet.rows, strict=True):
        assert row.points[record.dealer] == 0  # the dealer sat out
    assert king.score(state).match == king.scoring.totals(state)


def test_a_positive_deal_names_trump_and_must_trump() -> None:
    state = skip_to(king.new_game(king.Options(), 3, seed=4), 7)
    assert state.phase is king.Phase.NAME_TRUMP and [m.id for m in king.legal_moves(state)] == [
        "trump:clubs", "trump:diamonds", "trump:hearts", "trump:spades"]
    with pytest.raises(IllegalMove, match="KI-6"):
        king.apply(state, king.Play(state.hands[king.to_act(state) or 0].cards[0]))
    state = play_ids(state, "trump:hearts")
    assert state.trump is king.Trump.HEARTS and king.trick_rules(state).must_trump
    assert king.to_act(state) == king.active_seats(state.options, 3, state.dealer)[0]


def test_must_trump_when_void() -> None:
    hands = ["7H 8H AS KS QS JS TS 9S 8S 7S", "9H TH AC KC QC JC TC 9C 8C 7C", "JH QH AD KD QD JD TD 9D 8D 7D"]
    deal = king.ExplicitDeal(hands=tuple(Hand(parse_cards(h.split())) for h in hands),
                             rest=parse_cards(["KH", "AH"]))
    state = king.new_game(king.Options(), 3, seed=1, deals=[deal] * 7)
    while state.deal_number < 7:
        state = king.apply(state, king.legal_moves(state)[0])
    assert state.dealer == 0 and king.to_act(state) == 1
    state = play_ids(state, "trump:hearts", "play:AC")  # seat 2 void in clubs, holds hearts
    assert {m.id for m in king.legal_moves(state)} == {"play:JH", "play:QH"}
    with pytest.raises(IllegalMove, match="KI-7"):
        king.apply(state, king.parse_move("play:AD"))


KH_HANDS = ["KH 8H KC QC JC TC 9C 8C 7C 7D", "AS KS QS JS TS 9S 8S 7S 9H AC", "JH QH TH AD KD QD JD TD 9D 8D"]


def _deal_six(**options: object) -> king.State:
    """Deal 6 (no king of hearts, dealt by seat 2: seat 0 leads) with KH_HANDS, seat 1 on lead after 7C, AC, 8D
    and AS led: seat 2 has discarded 9D, seat 0 (void in spades, holding KH) to play."""
    deal = king.ExplicitDeal(hands=tuple(Hand(parse_cards(h.split())) for h in KH_HANDS),
                             rest=parse_cards(["7H", "AH"]))
    state = king.new_game(king.SPEC.build_options(options), 3, seed=1, deals=[deal] * 6)
    while state.deal_number < 6:
        state = king.apply(state, king.legal_moves(state)[0])
    assert king.contract_of(state.options, 6) is C.NO_KING_OF_HEARTS and king.to_act(state) == 0
    return play_ids(state, "play:7C", "play:AC", "play:8D", "play:AS", "play:9D")


def test_the_obligatory_king_of_hearts() -> None:
    assert len(king.legal_moves(_deal_six())) == 9  # KI-8: not obliged by default
    state = _deal_six(king_of_hearts_obligatory=True)
    assert [move.id for move in king.legal_moves(state)] == ["play:KH"]
    with pytest.raises(IllegalMove, match="KI-8"):
        king.apply(state, king.parse_move("play:8H"))


def test_stop_early_ends_a_deal_once_no_penalty_is_left() -> None:
    late = play_ids(_deal_six(), "play:KH")
    assert late.deal_number == 6 and len(late.tricks) == 2  # played on to the end by default
    state = play_ids(_deal_six(stop_early=True), "play:KH")
    assert state.deal_number == 7 and state.history[-1].tricks == (0, 2, 0)
    assert state.sheet.rows[-1].points == (0, -160, 0)


def test_zero_sum_is_exact() -> None:
    state = skip_to(king.new_game(king.Options(zero_sum=True), 3, seed=6), 3)
    score = king.score(state)
    assert score.denominator == 3 and sum(score.match) == 0
    totals = king.scoring.totals(state)
    assert score.match == tuple(3 * total - sum(totals) for total in totals)


def test_a_seat_sees_its_hand_never_the_cards_put_aside() -> None:
    state = king.new_game(king.Options(), 4, seed=2)
    seat = king.active_seats(state.options, 4, state.dealer)[1]
    view = king.view(state, seat)
    assert view.hands[seat] == state.hands[seat] and view.aside_size == 2
    assert all(view.hands[other] == Hand() for other in range(4) if other != seat)
    assert not set(state.aside) & {card for hand in view.hands for card in hand.cards}


@pytest.mark.parametrize(("change", "field"), [
    (lambda s: replace(s, dealer=5), "dealer"),
    (lambda s: replace(s, deal_number=11), "deal_number"),
    (lambda s: replace(s, aside=(s.aside[0], s.aside[0])), "state"),
    (lambda s: replace(s, trump=king.Trump.SPADES), "trump"),
    (lambda s: replace(s, sheet=s.sheet.adding(SheetRow(1, "x", (0, 0, 0)))), "sheet"),
    (lambda s: replace(s, players=5), "players"),
    (lambda s: replace(s, trick=None), "trick"),
])
def test_impossible_states_are_named(change, field: str) -> None:  # type: ignore[no-untyped-def]
    state = king.new_game(king.Options(), 3, seed=2)
    with pytest.raises(InvalidState) as error:
        king.check_state(change(state))
    assert error.value.field.startswith(field), error.value


def test_a_tampered_row_is_refused() -> None:
    state = random_deal(king.new_game(king.Options(), 4, seed=2))
    row = state.sheet.rows[0]
    dealer = state.history[0].dealer
    points = list(row.points)
    points[dealer] = -20
    with pytest.raises(InvalidState, match="history"):
        king.check_state(replace(state, sheet=replace(state.sheet, rows=(replace(row, points=tuple(points)),))))


@pytest.mark.parametrize("tricks", [(1,), (3, 3, 3, 3, 3), (-1, 5, 4, 2)])
def test_a_history_record_needs_one_trick_count_a_participant(tricks: tuple[int, ...]) -> None:
    """The fuzzer's king state with a record of one trick count: an IndexError (INTERNAL) before."""
    state = random_deal(king.new_game(king.Options(), 4, seed=2))
    record = replace(state.history[0], tricks=tricks)
    with pytest.raises(InvalidState, match="one count a participant"):
        king.check_state(replace(state, history=(record, *state.history[1:])))


def test_explicit_deals_in_hand_form() -> None:
    hands = ["7H 8H AS KS QS JS TS 9S 8S 7S", "9H TH AC KC QC JC TC 9C 8C 7C", "JH QH AD KD QD JD TD 9D 8D 7D"]
    state = new_match(hands, "KH AH")
    assert state.dealer == 0 and state.aside == (Card.parse("KH"), Card.parse("AH"))
    assert all(state.hands[seat].cards == sorted_cards(parse_cards(text.split())) for seat, text in enumerate(hands))
