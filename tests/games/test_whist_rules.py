"""Whist's rules: seating and partnerships, the deal and the trump card, dummies, what each player sees,
revokes in permissive mode, the rubber's end and settlement, and states a client may not send."""

from __future__ import annotations

from collections import Counter

import pytest
from whist_helpers import SUITS, new_match, order, play_ids, random_deal

from cardgames.games import whist
from cardgames.games.core.cards import Card
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.hands import Hand
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow
from cardgames.games.whist.deals import shares

FOUR_SUITS = [" ".join(SUITS[letter]) for letter in "SHDC"]


def test_four_players_partner_each_other_once_over_three_rubbers() -> None:
    pairs = set()
    for rubber in (1, 2, 3):
        seating = whist.seating_of(4, rubber)
        assert sorted(seating) == [0, 1, 2, 3]
        pairs.add(frozenset((seating[0], seating[2])))
        pairs.add(frozenset((seating[1], seating[3])))
    assert len(pairs) == 6


def test_three_players_take_the_dummy_in_turn() -> None:
    partners = {whist.seating_of(3, rubber)[0] for rubber in (1, 2, 3)}
    assert partners == {0, 1, 2} and all(whist.seating_of(3, rubber)[2] == -1 for rubber in (1, 2, 3))


@pytest.mark.parametrize(("players", "net", "expected"), [
    (4, 10, (10, -10, 10, -10)), (3, 10, (20, -10, -10)), (3, -6, (-12, 6, 6)), (2, 7, (7, -7)),
])
def test_settlement_shares_are_zero_sum(players: int, net: int, expected: tuple[int, ...]) -> None:
    assert shares(players, 1, net) == expected and sum(expected) == 0


def test_the_last_card_is_the_dealers_and_trump() -> None:
    state = new_match(FOUR_SUITS, "7S")
    assert state.trump_card == Card.parse("7S") and state.dealer == 0
    assert whist.trick_rules(state).trump == Card.parse("7S").suit
    assert state.trick is not None and state.trick.leader == 1  # eldest hand leads
    assert whist.recipients(0)[51] == 0 and whist.recipients(0)[0] == 1
    assert order(FOUR_SUITS, "7S")[51] == Card.parse("7S")


def test_no_trump_turns_nothing() -> None:
    state = new_match(FOUR_SUITS, None, no_trump=True)
    assert state.trump_card is None and whist.trick_rules(state).trump is None


def test_the_deal_passes_left_and_the_match_ends_after_its_rubbers() -> None:
    state = new_match(FOUR_SUITS, "2S")
    state = random_deal(state)
    assert state.dealer == 1 and state.deal_number == 2 and state.history[0].dealer == 0
    while not whist.is_terminal(state):
        state = random_deal(state, seed=state.deal_number)
    assert len(state.results) == 1 and whist.to_act(state) is None and not whist.legal_moves(state)
    last = [row for row in state.sheet.rows if row.section == "settlement"]
    assert len(last) == 1 and sum(whist.score(state).match) == 0


def test_a_dummy_is_face_up_and_played_by_its_partner() -> None:
    state = new_match(FOUR_SUITS, "2S", players=3)  # rubber 1: player 0 at N with the dummy at S
    for seat in (0, 1, 2):
        assert whist.view(state, seat).hands[2] == state.hands[2]
    state = play_ids(state, "play:AH")  # E (player 1) leads
    assert whist.plays_from(state) == 2 and whist.to_act(state) == 0
    opening = whist.opening_events(state)
    assert any(getattr(event, "face_up", False) and event.count == 13 for event in opening[1:])


def test_a_player_sees_his_hand_the_trump_card_and_the_last_two_tricks() -> None:
    state = new_match(FOUR_SUITS, "2S")
    view = whist.view(state, 1)
    assert view.hands[1] == state.hands[1] and view.hands[0] == Hand() and view.trump_card == Card.parse("2S")
    state = random_deal(state)  # a finished deal, then three tricks of the next
    for _ in range(12):
        state = whist.apply(state, whist.legal_moves(state)[0])
    assert len(state.tricks) == 3 and len(whist.view(state, 0).recent_tricks) == 2
    full = replace(state, options=replace(state.options, full_history=True))
    assert len(whist.view(full, 0).recent_tricks) == 3


def test_revokes_only_in_permissive_mode_and_the_penalty_choice() -> None:
    hands = ["AH KH QH JH TH 9H 8H 7H 6H 5H 4H AD AC",
             "3H AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S",
             "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D 2C",
             "2H 2S KC QC JC TC 9C 8C 7C 6C 5C 4C 3C"]
    strict = play_ids(new_match(hands, "AC"), "play:3H", "play:2D")
    with pytest.raises(IllegalMove, match="follow suit"):
        whist.apply(strict, whist.parse_move("play:KC"))
    state = play_ids(new_match(hands, "AC", permissive=True), "play:3H", "play:2D", "play:KC")  # W revokes
    assert state.revokes == (whist.Revoke(3, 1),)
    assert whist.view(state, 0).revokes == () and whist.view(state, 3).revokes == state.revokes
    while state.phase is whist.Phase.PLAY:  # no more revokes
        trick = state.trick
        assert trick is not None
        hand = state.hands[trick.next_seat(4)].cards
        state = whist.apply(state, whist.Play(whist.trick_rules(state).legal_cards(hand, trick)[0]))
    assert state.phase is whist.Phase.PENALTY and whist.to_act(state) == 0  # N-S choose (N on W's left)
    with pytest.raises(IllegalMove, match="penalty"):
        whist.apply(state, whist.Play(Card.parse("AH")))
    won = sum(1 for trick in state.tricks if trick.winner_seat is not None and trick.winner_seat % 2 == 0)
    after = whist.apply(state, whist.parse_move("penalty:tricks"))
    assert after.history[0].tricks == min(13, won + min(3, 13 - won))
    points = whist.apply(state, whist.parse_move("penalty:points"))
    assert any(row.label == "revoke by W" and row.points == (5, 0) for row in points.sheet.rows)


def test_explicit_deal_checks() -> None:
    with pytest.raises(Exception, match="3S is not in this deck or appears too often"):
        bad = (*order(FOUR_SUITS)[:51], Card.parse("3S"))
        whist.new_game(whist.Options(), 4, deals=[whist.ExplicitDeal(order=bad)])


@pytest.mark.parametrize(("change", "field"), [
    (lambda s: replace(s, dealer=4), "dealer"),
    (lambda s: replace(s, hands=(s.hands[1], s.hands[0], s.hands[2], s.hands[3])), "trump_card"),
    (lambda s: replace(s, hands=(s.hands[0], s.hands[0], s.hands[2], s.hands[3])), "state"),
    (lambda s: replace(s, trump_card=None), "trump_card"),
    (lambda s: replace(s, rubber=2), "rubber"),
    (lambda s: replace(s, sheet=s.sheet.adding(SheetRow(1, "tricks", (2, 0), "below"))), "sheet"),
    (lambda s: replace(s, revokes=(whist.Revoke(0, 1),)), "revokes"),
    (lambda s: replace(s, phase=whist.Phase.OVER), "history"),
    (lambda s: replace(s, phase=whist.Phase.PENALTY), "trick"),
])
def test_impossible_states_are_named(change, field: str) -> None:  # type: ignore[no-untyped-def]
    state = new_match(FOUR_SUITS, "2S")
    with pytest.raises(InvalidState) as error:
        whist.check_state(change(state))
    assert error.value.field.startswith(field) or field in str(error.value)


def test_a_tampered_history_is_refused() -> None:
    state = random_deal(new_match(FOUR_SUITS, "2S"))
    record = state.history[0]
    with pytest.raises(InvalidState, match="tricks"):
        whist.check_state(replace(state, history=(replace(record, tricks=(record.tricks + 1) % 14),)))
    with pytest.raises(InvalidState, match="history"):
        whist.check_state(replace(state, history=(replace(record, dealer=2),)))


def test_redeal_keeps_the_trump_card_with_the_dealer() -> None:
    from cardgames.games.core.rng import Drbg
    state = new_match(FOUR_SUITS, "2S")
    for seed in range(5):
        other = whist.redeal_unseen(state, 1, Drbg(seed))
        assert Card.parse("2S") in other.hands[0].cards and other.hands[1] == state.hands[1]
        assert Counter(whist.cards_of(other)) == Counter(whist.cards_of(state))


def test_trick_play_is_the_deal_in_progress() -> None:
    state = play_ids(new_match(FOUR_SUITS, "2S"), "play:AH")
    position = whist.trick_play(state)
    assert position is not None and position.objective == "tricks" and position.trick.cards == (Card.parse("AH"),)
    assert position.scoring == (True, False, True, False) and position.rules.trump == Card.parse("2S").suit
