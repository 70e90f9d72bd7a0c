"""Sixty-six's rules one by one: the deal and the first dealer, drawing, the exchange and closing, marriages,
claims and the locked winner, the four-handed game, the match, what each seat sees, and check_state."""

from __future__ import annotations

import pytest
from mushka_helpers import hands_deal, play_ids

from cardgames.games import sixty_six
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.events import CardsMoved, CardTurned, DealScored, MatchOver, events_for
from cardgames.games.core.hands import Hand
from cardgames.games.core.values import replace
from cardgames.games.mechanics.first_dealer import cut_dealer

GAME = sixty_six.GAME
OPTIONS = sixty_six.Options()
TWO = ["AH 9S JC QC KC AD", "KH QH TS 9D JD QD"]


def _state(hands: list[str] = TWO, trump: str = "JH", stock: str = "",
           options: sixty_six.Options = OPTIONS) -> sixty_six.State:
    return sixty_six.new_game(options, len(hands), seed=1, deals=[hands_deal(sixty_six.DECK, hands, trump, stock)])


def _ids(state: sixty_six.State) -> set[str]:
    return {move.id for move in GAME.legal_moves(state)}


def test_the_deal_one_at_a_time_from_the_dealers_left() -> None:
    order = sixty_six.DECK
    state = sixty_six.new_game(OPTIONS, 2, deals=[ExplicitDeal(order=order)])
    assert state.dealer == 1 and sixty_six.to_act(state) == 1  # the dealer leads (66-13)
    assert state.hands[0].cards == tuple(sorted(order[0:12:2])) and state.face_up is order[12]
    assert state.stock == order[13:] and state.trump is order[12]
    four = sixty_six.new_game(OPTIONS, 4, deals=[ExplicitDeal(order=order)])
    assert all(len(hand.cards) == 3 for hand in four.hands) and sixty_six.to_act(four) == 1  # dealer's partner


def test_the_first_dealer_turns_the_lowest_card() -> None:
    state = sixty_six.new_game(OPTIONS, 3, seed=5)
    assert state.cut and cut_dealer(state.cut, sixty_six.rules.cut_rank) == state.dealer
    assert sixty_six.rules.cut_rank(Card.parse("TS")) > sixty_six.rules.cut_rank(Card.parse("KS"))  # 66-12
    assert [type(e).__name__ for e in GAME.opening_events(state)][:len(state.cut)] == ["CardsMoved"] * len(state.cut)


def test_the_winner_draws_first_and_the_trump_card_comes_last() -> None:
    state = _state(stock="AS TD")
    step = GAME.play(play_ids(GAME, state, "play:QD"), sixty_six.Play(parse_cards("AD")[0]))
    draws = [e for e in step.events if isinstance(e, CardsMoved) and e.target.zone.name == "HAND"]
    assert [e.target.seat for e in draws] == [0, 1] and draws[0].cards == parse_cards("AS")
    assert all(not e.cards for e in events_for(draws, 1) if e.visible_to == (0,))


def test_the_stock_runs_out_into_the_strict_phase() -> None:
    state = _state()
    while state.phase is sixty_six.Phase.STOCK:
        state = GAME.play(state, GAME.legal_moves(state)[-1]).state
    assert state.face_up is None and state.stock == () and len(state.tricks) == 6
    assert sum(len(h.cards) for h in state.known) >= 1  # the trump card was drawn in public
    assert "close" not in _ids(state) and "exchange" not in _ids(state)


def test_only_the_last_tricks_winner_may_exchange_and_only_before_leading() -> None:
    state = _state(["9H 9S JC QC KC AD", "KH QH TS 9D JD QD"], "AH", stock="AS TD")
    assert "exchange" not in _ids(state)
    with pytest.raises(IllegalMove, match="previous trick"):
        GAME.play(state, sixty_six.Exchange())
    state = play_ids(GAME, state, "play:QD", "play:AD", "exchange")
    assert state.face_up == parse_cards("9H")[0] and state.known[0].cards == parse_cards("AH")
    state = play_ids(GAME, state, "play:AH")  # the known trump card leaves the known cards when played
    assert state.known[0].cards == ()


def test_the_exchange_alternative_counts_face_down_cards_only() -> None:
    options = sixty_six.Options(exchange_face_down_only=True)
    state = _state(["9H 9S JC QC KC AD", "KH QH TS 9D JD QD"], "AH", options=options)
    state = replace(state, stock=state.stock[:1], tricks=(), phase=sixty_six.Phase.STOCK)
    assert sixty_six.rules.exchange_error(state, 0) is not None


def test_closing_and_the_strict_rules_after_it() -> None:
    state = play_ids(GAME, _state(), "close")
    assert state.closed_by == 1 and state.phase is sixty_six.Phase.PLAY
    state = play_ids(GAME, state, "play:TS")
    assert _ids(state) == {"claim", "play:9S"}  # follow suit
    with pytest.raises(IllegalMove, match="follow suit"):
        GAME.play(state, sixty_six.Play(parse_cards("AH")[0]))
    view = GAME.view(state, 0)
    assert view.face_up is None and view.stock_count == 0 and view.closed_by == 1


def test_must_head_narrows_to_winning_cards() -> None:
    state = play_ids(GAME, _state(["AH 9S AS QC KC AD", "KH QH TS 9D JD QD"], options=sixty_six.Options(
        must_head=True)), "close", "play:TS")
    assert _ids(state) == {"claim", "play:AS"}
    with pytest.raises(IllegalMove, match="double dummy is not defined with must_head"):
        sixty_six.trick_play(state)


def test_a_marriage_shows_its_other_card_and_is_credited_at_once_with_a_trick() -> None:
    state = play_ids(GAME, _state(), "play:QD", "play:AD")  # seat 0 has a trick
    state = play_ids(GAME, state, "play:JC", "play:9D")
    assert state.tricks[-1].winner_seat == 0
    state2 = _state(["KC QC 9S JC AH AD", "KH QH TS 9D JD QD"], "JH")
    state2 = play_ids(GAME, state2, "play:QD", "play:AD")
    step = GAME.play(state2, GAME.parse_move("marry:KC"))
    assert any(isinstance(e, CardTurned) and e.card == parse_cards("QC")[0] for e in step.events)
    assert sixty_six.side_totals(step.state) == (11 + 3 + 20, 0) and step.state.known[0].cards == parse_cards("QC")
    assert GAME.view(step.state, 1).known[0].cards == parse_cards("QC")
    with pytest.raises(IllegalMove, match="only when leading"):
        GAME.play(step.state, GAME.parse_move("marry:KH"))


def test_a_correct_claim_and_the_locked_winner() -> None:
    state = _state(["KH QH AH TH 9S AD", "AS TS 9D JD QD KD"], "JH")
    state = play_ids(GAME, state, "play:KD", "play:AH")       # seat 0 trumps: 15
    state = play_ids(GAME, state, "marry:QH")                 # + 40 at once (it has a trick): 55
    assert state.locked is None and sixty_six.side_totals(state) == (55, 0)
    state = play_ids(GAME, state, "play:AS")                  # QH is a trump: + 14 = 69, locked
    assert state.locked == 0 and sixty_six.side_totals(state) == (69, 0)
    step = GAME.play(state, sixty_six.Claim())
    scored = [e for e in step.events if isinstance(e, DealScored)]
    assert scored[0].points == (3, 0) and "correctly" in scored[0].label  # seat 1 took no trick


def test_auto_claim_ends_the_kon_at_once_before_the_draw() -> None:
    state = _state(["KH QH AH TH 9S AD", "AS TS 9D JD QD KD"], "JH", options=sixty_six.Options(auto_claim=True))
    state = play_ids(GAME, state, "play:KD", "play:AH", "marry:QH")
    step = GAME.play(state, sixty_six.Play(parse_cards("AS")[0]))
    assert step.state.deal_number == 2 and step.state.sheet.rows[0].points == (3, 0)
    kinds = [type(e).__name__ for e in step.events]
    assert kinds[:4] == ["MovePlayed", "CardsMoved", "TrickWon", "DealScored"]


def test_four_players_play_in_partnerships() -> None:
    state = sixty_six.new_game(OPTIONS, 4, seed=4)
    assert sixty_six.sides(4) == 2 and sixty_six.side_of(2, 4) == 0
    assert GAME.score(state).match == (0, 0, 0, 0)
    while state.deal_number == 1:
        moves = [m for m in GAME.legal_moves(state) if m.id != "claim"]
        state = GAME.play(state, moves[-1]).state
    row = state.sheet.rows[0]
    assert len(row.points) == 2 and max(row.points) in (1, 2, 3)


def test_the_match_is_a_race_to_the_target() -> None:
    state = sixty_six.new_game(sixty_six.Options(target=2), 2, seed=3)
    events: list[object] = []
    while not GAME.is_terminal(state):
        step = GAME.play(state, sixty_six.Claim())  # false claims: the other side scores
        events.extend(step.events)
        state = step.state
    assert any(isinstance(e, MatchOver) for e in events) and max(state.sheet.totals()) >= 2
    score = GAME.score(state)
    assert score.terminal and sorted(score.places) == [1, 2] and GAME.legal_moves(state) == ()


def test_views_hide_the_other_hand_and_the_stock() -> None:
    state = _state()
    view = GAME.view(state, 0)
    assert view.hands[1] == Hand() and view.hand_sizes == (6, 6) and view.stock_count == 12
    assert view.face_up == parse_cards("JH")[0]
    state = play_ids(GAME, state, "play:QD", "play:AD", "play:JC", "play:9D")
    assert len(GAME.view(state, 0).tricks) == 1 and len(GAME.view(replace(state, options=sixty_six.Options(
        perfect_memory=True)), 0).tricks) == 2


def test_double_dummy_is_refused_while_the_stock_is_open() -> None:
    with pytest.raises(IllegalMove, match="not defined while the stock is open"):
        sixty_six.trick_play(_state())
    position = sixty_six.trick_play(play_ids(GAME, _state(), "close"))
    assert position is not None and position.objective == "points" and position.rules.must_trump


@pytest.mark.parametrize(("change", "words"), [
    (lambda s: replace(s, stock=s.stock[1:]), "lost card"),
    (lambda s: replace(s, dealer=5), "seat 5 out of range"),
    (lambda s: replace(s, trick=sixty_six.rules.Trick(0)), "led by the last winner"),
    (lambda s: replace(s, locked=0), "locked"),
    (lambda s: replace(s, phase=sixty_six.Phase.PLAY), "play phase needs"),
    (lambda s: replace(s, closed_by=1), "stock phase needs"),
    (lambda s: replace(s, face_up=None, stock=(*s.stock, s.face_up)), "drawn last"),
    (lambda s: replace(s, known=(Hand(parse_cards("KH")), Hand())), "does not hold"),
])
def test_check_state_names_the_violation(change: object, words: str) -> None:
    state = _state()
    with pytest.raises(InvalidState, match=words):
        GAME.check_state(change(state))  # type: ignore[operator]


def test_explicit_deals_are_queued_up_to_what_a_match_can_use() -> None:
    state = sixty_six.new_game(sixty_six.Options(target=1), 2, deals=[ExplicitDeal(order=sixty_six.DECK)] * 3)
    GAME.check_state(state)
    assert len(state.queued) == 2
    with pytest.raises(Exception, match="more than a match can use"):
        sixty_six.new_game(sixty_six.Options(target=1), 2, deals=[ExplicitDeal(order=sixty_six.DECK)] * 4)
