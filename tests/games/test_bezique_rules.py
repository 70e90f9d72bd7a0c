"""Bezique's rules beyond the spec's scenarios: wild cards in tricks, the nine exchange, drawing, the end of the
stock, the dealer sitting out at four, the match, the play-out, the views and bad states."""

from __future__ import annotations

import random

import pytest
from bezique_helpers import play_ids, table

from cardgames.games import bezique
from cardgames.games.bezique.rules import trick_rules
from cardgames.games.core.cards import Card, Suit, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.values import replace
from cardgames.games.mechanics.tricks import Trick

Phase = bezique.Phase


def _random_until(state: bezique.State, stop: object, seed: int = 1) -> bezique.State:
    chooser = random.Random(seed)
    while not bezique.is_terminal(state) and not stop(state):  # type: ignore[operator]
        state = bezique.play(state, chooser.choice(bezique.legal_moves(state))).state
    return state


def test_a_wild_card_never_wins_and_a_wild_lead_takes_the_next_suit() -> None:
    state = play_ids(table(["JK1 AS", "9C"], "KD"), "play:JK1", "play:9C")
    assert state.last_winner == 1
    state = play_ids(table(["AS JK1", "JK2"], "KD"), "play:JK1", "play:JK2")
    assert state.last_winner == 0  # every card a wild card: the leader wins
    state = play_ids(table(["AS", "JK1", "9S"], "KD"), "play:AS", "play:JK1", "play:9S")
    assert state.last_winner == 0


def test_three_players_equal_cards_the_earliest_wins() -> None:
    state = play_ids(table(["9S", "AS", "AS"], "KD"), "play:9S", "play:AS", "play:AS")
    assert state.last_winner == 1  # BEZ-19


def test_the_nine_exchange_scores_nothing_and_is_no_declaration() -> None:
    state = play_ids(table(["9H AH KH QH", "TC"], "AH"), "play:AH", "play:TC")
    state = play_ids(state, "exchange")
    assert state.face_up == Card.parse("9H") and Card.parse("AH") in state.exposed[0].cards
    assert state.melds[0].points == 0 and bezique.Exchange() not in bezique.legal_moves(state)
    state = play_ids(state, "declare:marriage")
    assert state.melds[0].points == 4


def test_the_exchange_comes_before_the_declaration() -> None:
    state = play_ids(table(["9H KH QH AS", "TC"], "AH"), "play:AS", "play:TC", "declare:marriage")
    with pytest.raises(IllegalMove, match="before he declares"):
        bezique.play(state, bezique.Exchange())


def test_the_winner_draws_first_then_the_others() -> None:
    state = play_ids(table(["AS", "9C"], "KD", "QS KC"), "play:AS", "play:9C", "draw")
    assert parse_cards("QS")[0] in state.hands[0].cards and parse_cards("KC")[0] in state.hands[1].cards


def test_the_trump_card_is_drawn_last_in_public_and_the_deal_ends_with_the_stock() -> None:
    state = _random_until(bezique.new_game(bezique.Options(), 2, seed=3),
                          lambda s: s.phase is Phase.MELD and len(s.stock) <= 1)
    trump, winner = state.face_up, state.last_winner
    assert trump is not None and winner is not None
    step = bezique.play(state, bezique.Draw())
    loser = 1 - winner
    drawn = [event for event in step.events if type(event).__name__ == "CardsMoved" and event.cards == (trump,)]
    assert drawn and drawn[0].target.seat == loser and not drawn[0].visible_to
    assert step.state.deal_number == 2 and step.state.sheet.rows[0].points == tuple(m.points for m in state.melds)
    kinds = [type(event).__name__ for event in step.events]
    assert "DealScored" in kinds and "DealStarted" in kinds


def test_the_dealer_sits_out_at_four_and_everybody_deals_once() -> None:
    state = bezique.new_game(bezique.Options(), 4, seed=9)
    assert not state.hands[state.dealer].cards
    assert sorted(bezique.active_seats(4, state.dealer)) == sorted({0, 1, 2, 3} - {state.dealer})
    dealers = [state.dealer]
    while not bezique.is_terminal(state):
        state = _random_until(state, lambda s, n=state.deal_number: s.deal_number != n)
        dealers.append(state.dealer)
    assert sorted(set(dealers)) == [0, 1, 2, 3] and len(state.sheet.rows) == 4
    assert all(row.points[dealer] == 0 for row, dealer in zip(state.sheet.rows, dealers, strict=False))


def test_the_match_score_and_the_settlement() -> None:
    state = _random_until(bezique.new_game(bezique.Options(), 3, seed=4), lambda s: False)
    score = bezique.score(state)
    assert score.terminal and sum(score.breakdown[1].values) == 0
    assert bezique.settlement((100, 40, 10)) == (150, -30, -120)


def test_the_play_out_follows_suit_and_trumps() -> None:
    state = _random_until(bezique.new_game(bezique.Options(play_out_last_cards=True), 2, seed=3),
                          lambda s: s.phase is Phase.PLAY_OUT and len(s.trick.cards) == 1)
    seat = bezique.to_act(state)
    assert seat is not None
    led = state.trick.cards[0]
    hand = state.hands[seat].cards
    legal = bezique.legal_cards(state, seat)
    if led.suit is not None and any(card.suit is led.suit for card in hand):
        assert all(card.suit is led.suit for card in legal)
    else:
        assert set(legal) <= set(hand)
    in_play = [card for seat_hand in state.hands for card in seat_hand.cards] + list(state.trick.cards)
    assert len(set(in_play)) < len(in_play)  # 36 cards of 26 kinds: a card repeats
    position = bezique.trick_play(state)  # and the double-dummy solver takes it: equal cards tie
    assert position is not None and position.rules.repeated_cards and position.rules.must_head


@pytest.mark.parametrize(("players", "trick", "hand", "legal"), [
    (2, "KS", "AS 9S 9D", "AS"),  # follow and beat
    (2, "KS", "9S TS 9D", "9S TS"),  # follow, nothing beats
    (2, "KS", "9C 9D TD", "9D TD"),  # void: trump, each beats
    (3, "KS 9D", "AS 9D TD", "AS"),  # follow: the ace cannot beat the trump
    (3, "KS 9D", "9C 9D TD", "TD"),  # void: beat the trump; the equal nine would lose
    (3, "KS 9D", "9C TC", "9C TC"),  # nothing to follow or trump with
    (2, "JK1", "JK2 9C", "9C"),  # a suited card beats a wild lead
    (2, "KS", "JK2 9C", "JK2 9C"),  # a wild card only where any card may go
])
def test_the_play_out_heads_the_trick(players: int, trick: str, hand: str, legal: str) -> None:
    """§6.6: follow suit, else trump, and head the trick (beat the winning card) whenever an allowed card does;
    trump diamonds."""
    rules = trick_rules(players, Suit.DIAMONDS, "akqjt9", True)
    assert rules.legal_cards(parse_cards(hand), Trick(0, parse_cards(trick))) == parse_cards(legal)


def test_double_dummy_is_refused_while_the_stock_lasts() -> None:
    with pytest.raises(IllegalMove, match="not defined while the stock lasts"):
        bezique.trick_play(bezique.new_game(bezique.Options(), 2, seed=1))


def test_a_wild_card_turned_goes_back_into_the_stock() -> None:
    deck = list(bezique.DECK)
    deck.remove(Card.joker(1))
    order = (*deck[:36], Card.joker(1), *deck[36:])
    state = bezique.new_game(bezique.Options(), 2, seed=1, deals=[ExplicitDeal(order=order)])
    assert state.trump.suit is not None and Card.joker(1) in state.stock and len(state.stock) == 137


def test_a_played_card_gives_up_a_used_copy_first() -> None:
    state = play_ids(table(["KH KH QH QH AS", "TC TC"], "9H", "9C 9C"), "play:AS", "play:TC", "declare:marriage",
                     "draw", "play:KH")
    assert not state.melds[0].used[bezique.MeldKind.MARRIAGE - 1].cards.count(Card.parse("KH"))
    assert Card.parse("KH") not in state.exposed[0].cards


def test_views_hide_other_hands_the_stock_and_finished_tricks() -> None:
    state = play_ids(table(["AS", "9C"], "KD"), "play:AS", "play:9C")
    view = bezique.view(state, 1)
    assert not view.hands[0].cards and view.hands[1].cards and view.trick.cards == ()
    assert view.pile_count == 2 and view.stock_count == 138


@pytest.mark.parametrize(("change", "field"), [
    (lambda s: replace(s, stock=s.stock[1:]), "state"),
    (lambda s: replace(s, declared_now=True), "declared_now"),
    (lambda s: replace(s, deal_number=3), "deal_number"),
    (lambda s: replace(s, trump=Card.joker(1)), "trump"),
    (lambda s: replace(s, melds=(replace(s.melds[0], points=5), s.melds[1])), "melds[0]"),
    (lambda s: replace(s, exposed=(s.exposed[0].adding(parse_cards("AH")), s.exposed[1])), "exposed[0]"),
])
def test_impossible_states_are_named(change: object, field: str) -> None:
    state = bezique.new_game(bezique.Options(), 2, seed=1)
    bezique.check_state(state)
    with pytest.raises(InvalidState) as error:
        bezique.check_state(change(state))  # type: ignore[operator]
    assert error.value.field == field


def _declared() -> bezique.State:
    return play_ids(table(["QH JD AH", "TC"], "KH"), "play:AH", "play:TC", "declare:bezique")


@pytest.mark.parametrize(("change", "field"), [
    (lambda s: replace(s, declarations=(replace(s.declarations[0], points=50),)), "declarations"),
    (lambda s: replace(s, declarations=(replace(s.declarations[0], kind="royal"),)), "declarations"),
    (lambda s: replace(s, melds=(replace(s.melds[0], declared=(0,) * 7), s.melds[1])), "melds[0]"),
    (lambda s: replace(s, melds=(replace(s.melds[0], counts=(5, 0, 0, 0, 0, 0)), s.melds[1])), "melds[0]"),
])
def test_counters_must_match_the_declarations(change: object, field: str) -> None:
    state = _declared()
    bezique.check_state(state)
    with pytest.raises(InvalidState) as error:
        bezique.check_state(change(state))  # type: ignore[operator]
    assert error.value.field == field


def test_deals_per_match_sets_the_match_length() -> None:
    state = _random_until(bezique.new_game(bezique.Options(deals_per_match=3), 2, seed=6), lambda s: False)
    assert len(state.sheet.rows) == 3 and [row.deal for row in state.sheet.rows] == [1, 2, 3]
    bezique.check_state(state)
