"""Mushka's rules one by one: the deal, passing and exchanging, the dealer's trump card, the card play, the
end of a deal, a game and a session, what each seat sees, explicit deals, and check_state."""

from __future__ import annotations

import pytest
from mushka_helpers import hands_deal, keep_all, play_ids

from cardgames.games import mushka
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove, InvalidDeal, InvalidState
from cardgames.games.core.events import CardsMoved, DealScored, MatchOver, TrickWon, events_for
from cardgames.games.core.hands import Hand
from cardgames.games.core.values import replace
from cardgames.games.mechanics.pool import COUNT, LEDGER

GAME = mushka.GAME
OPTIONS = mushka.Options()
THREE = ["7S 8C 9C TC JC", "AH 6H 7D 8D 9D", "AS 6S QD KD AD"]


def _state(hands: list[str] = THREE, trump: str = "7H", options: mushka.Options = OPTIONS,
           stock: str = "") -> mushka.State:
    deck = mushka.deck_for(options, len(hands))
    return mushka.new_game(options, len(hands), seed=1, deals=[hands_deal(deck, hands, trump, stock)])


def test_the_deck_by_table_size() -> None:
    assert len(mushka.deck_for(OPTIONS, 4)) == 36 and len(mushka.deck_for(OPTIONS, 5)) == 52  # MU-1
    assert len(mushka.deck_for(mushka.Options(short_deck_players=6), 6)) == 36
    assert len(mushka.deck_for(mushka.Options(short_deck_players=2), 3)) == 52


def test_the_deal_five_each_from_the_dealers_left_then_the_trump_card_and_the_stock() -> None:
    order = mushka.SHORT_DECK
    state = mushka.new_game(OPTIONS, 3, deals=[ExplicitDeal(order=order)])
    assert state.dealer == 2 and state.turn == 0
    assert state.hands[0].cards == order[0:15:3] and state.hands[1].cards == order[1:15:3]
    assert state.trump is order[15] and state.table_card is order[15] and state.stock == order[16:]
    shuffled = mushka.new_game(OPTIONS, 4, seed=9)
    assert len(shuffled.stock) == 36 - 21 and all(len(hand) == 5 for hand in shuffled.hands)


def test_the_holder_of_the_ace_of_spades_may_not_pass() -> None:
    state = play_ids(GAME, _state(), "pass", "pass")
    assert state.turn == 2 and "pass" not in {move.id for move in GAME.legal_moves(state)}
    with pytest.raises(IllegalMove, match="ace of spades"):
        GAME.play(state, mushka.Pass())


def test_exchange_discards_face_down_and_draws_from_the_stock() -> None:
    state = _state(stock="6C 7C")
    step = GAME.play(state, GAME.parse_move("exchange:8C,9C"))
    after = step.state
    assert after.hands[0].cards == Hand(parse_cards("7S TC JC 6C 7C")).adding(()).cards
    assert after.discards[0].cards == parse_cards("8C 9C") and after.exchanged[0] == 2
    assert after.status[0] is mushka.Status.PLAYING and after.turn == 1
    moved = [event for event in step.events if isinstance(event, CardsMoved)]
    assert [event.visible_to for event in moved] == [(0,), (0,)]
    assert all(not event.cards for event in events_for(step.events, 1) if isinstance(event, CardsMoved))


def test_an_exchange_names_one_to_five_cards() -> None:
    with pytest.raises(ValueError, match="1 to 5"):
        mushka.Exchange(())
    with pytest.raises(ValueError, match="1 to 5"):
        mushka.Exchange(mushka.DECK[:6])


def test_an_exchange_is_limited_by_the_stock() -> None:
    state = mushka.new_game(mushka.Options(short_deck_players=6), 6, seed=3)  # 36 cards: a stock of 5
    assert len(state.stock) == 5
    state = play_ids(GAME, state, GAME.legal_moves(state)[-1].id)  # exchange all five
    assert len(state.stock) == 0
    assert {move.id for move in GAME.legal_moves(state)} <= {"pass", "keep"}
    card = state.hands[state.turn].cards[0]
    with pytest.raises(IllegalMove, match="holds only 0"):
        GAME.play(state, mushka.Exchange((card,)))


def test_a_playing_dealer_may_take_the_trump_card() -> None:
    state = play_ids(GAME, _state(), "keep", "keep", "keep")
    assert state.phase is mushka.Phase.TRUMP_CARD and state.turn == 2
    assert [move.id for move in GAME.legal_moves(state)][-1] == "leave"
    step = GAME.play(state, GAME.parse_move("take:QD"))
    assert parse_cards("7H")[0] in step.state.hands[2].cards and step.state.table_card is None
    assert step.state.discards[2].cards == parse_cards("QD") and step.state.phase is mushka.Phase.PLAY


def test_a_passing_dealer_leaves_the_trump_card_dead() -> None:
    hands = ["AS 8C 9C TC JC", "AH 6H 7D 8D 9D", "6S 7S QD KD AD"]
    state = play_ids(GAME, _state(hands), "keep", "keep", "pass")
    assert state.phase is mushka.Phase.PLAY and state.table_card is not None


def test_the_first_player_left_of_the_dealer_leads() -> None:
    hands = ["7S 8C 9C TC JC", "AH 6H 7D 8D 9D", "AS 6S QD KD AD"]
    state = play_ids(GAME, _state(hands), "pass", "keep", "keep", "leave")
    assert state.trick is not None and state.trick.leader == 1  # MU-11


def test_clubs_are_trump_like_any_suit() -> None:
    state = keep_all(GAME, _state(["7S 8C 9C TC JC", "AH 6H 7D 8D 9D", "AS 6S QD KD AD"], trump="7C"))
    state = play_ids(GAME, state, "play:7S")
    assert {move.id for move in GAME.legal_moves(state)} == {"play:AH", "play:6H", "play:7D", "play:8D", "play:9D"}
    state = play_ids(GAME, keep_all(GAME, _state(["7S 8C 9C TC JC", "AH 6H 7D 8D 9D", "QS 6S QD KD AD"],
                                                 trump="7C", stock="AS")), "play:8C")
    assert {move.id for move in GAME.legal_moves(state)} == {"play:AH", "play:6H", "play:7D", "play:8D", "play:9D"}


def test_the_ace_of_spades_after_the_trump_ace_beats_later_trumps_too() -> None:
    suit = parse_cards("7H")[0].suit
    assert suit is not None
    assert mushka.winning_index(parse_cards("AH AS KH"), suit) == 1  # MU-4
    assert mushka.winning_index(parse_cards("KS AS AH"), suit) == 2  # before the trump ace: no
    assert mushka.winning_index(parse_cards("7S AS 8S"), suit) == 1
    spades = parse_cards("7S")[0].suit
    assert spades is not None
    assert mushka.winning_index(parse_cards("KS AS"), spades) == 1


def test_nobody_playing_voids_the_deal() -> None:
    hands = ["7S 8C 9C TC JC", "AH 6H 7D 8D 9D", "QS 6S QD KD AD"]
    state = _state(hands, stock="AS")
    step = GAME.play(play_ids(GAME, state, "pass", "pass"), mushka.Pass())
    scored = [event for event in step.events if isinstance(event, DealScored)]
    assert scored[0].points == (0, 0, 0) and "void" in scored[0].label
    assert step.state.deal_number == 2 and step.state.dealer == 0


def test_a_lone_player_takes_all_five_tricks_unplayed() -> None:
    step = GAME.play(play_ids(GAME, _state(), "pass", "pass", "keep"), mushka.Leave())
    assert step.state.deal_number == 2
    assert step.state.sheet.rows[0].points == (0, 0, -10)  # five tricks and the ace of spades (MU-12)


def _play_out(state: mushka.State) -> mushka.State:
    while state.phase is mushka.Phase.PLAY:
        state = GAME.play(state, GAME.legal_moves(state)[0]).state
    return state


def test_a_deal_played_out_is_scored_and_the_next_dealt() -> None:
    state = keep_all(GAME, _state())
    before = state
    after = _play_out(state)
    row = after.sheet.rows[0]
    assert row.section == COUNT and row.deal == 1
    assert after.deal_number == 2 and after.dealer == (before.dealer + 1) % 3 and after.phase is mushka.Phase.EXCHANGE
    assert sum(1 for _ in after.sheet.rows) == 1


def test_a_count_at_zero_finishes_the_game_and_is_settled() -> None:
    from cardgames.games.mechanics.match import SheetRow

    hands = ["AS 8C 9C TC JC", "AH 6H 7D 8D 9D", "6S 7S QD KD AD"]
    state = _state(hands, options=mushka.Options(games=2))
    sheet = state.sheet.adding(SheetRow(1, "earlier", (-24, 2, 0), COUNT))
    state = replace(state, sheet=sheet, deal_number=2)
    step = GAME.play(play_ids(GAME, state, "keep", "pass"), mushka.Pass())  # seat 0 alone: 5 tricks and AS
    after = step.state
    ledger = [row for row in after.sheet.rows if row.section == LEDGER]
    assert [row.points for row in after.sheet.rows if row.section == COUNT][-1] == (-10, 0, 0)
    assert ledger[0].points == (27 + 25, -27, -25) and after.game == 2 and after.game_deal == 3
    assert mushka.current_counts(after) == (25, 25, 25)
    assert [event.label for event in step.events if isinstance(event, DealScored)][-1] == "game 1: seat 0 wins"


def test_the_session_ends_after_its_games() -> None:
    state = mushka.new_game(mushka.Options(max_deals=1), 3, seed=4)
    while not GAME.is_terminal(state):
        step = GAME.play(state, GAME.legal_moves(state)[0])
        state = step.state
    assert isinstance(step.events[-1], MatchOver)
    score = GAME.score(state)
    assert score.terminal and sum(score.match) == 0 and min(score.places) == 1


def test_bust_on_overshoot_puts_the_count_back_to_25() -> None:
    changes = mushka.deal_changes((5, 0, None), None, None, (0, 0, 0), (3, 10, 10), bust_on_overshoot=True)
    assert changes == (22, 5, 0)
    assert mushka.deal_changes((5, 0, None), None, None, (0, 0, 0), (3, 10, 10)) == (-5, 5, 0)


def test_permissive_revokes_cost_five() -> None:
    options = mushka.Options(permissive_revokes=True)
    state = keep_all(GAME, _state(options=options))
    state = play_ids(GAME, state, "play:7S")
    assert "play:7D" in {move.id for move in GAME.legal_moves(state)}  # a revoke is accepted
    state = play_ids(GAME, state, "play:7D")
    assert state.revokes == (0, 1, 0)
    assert mushka.deal_changes((1, 0, 4), 2, None, (0, 1, 0), (25, 25, 25))[1] == 10


def test_each_seat_sees_its_own_hand_and_discards_only() -> None:
    state = play_ids(GAME, _state(), "exchange:8C")
    view = GAME.view(state, 1)
    assert view.hands[1].cards and not view.hands[0].cards and not view.discards[0].cards
    assert view.discard_sizes[0] == 1 and view.exchanged[0] == 1 and view.stock_count == len(state.stock)
    assert GAME.view(state, 0).discards[0].cards == parse_cards("8C")
    spectator = GAME.view(state, None)
    assert not any(hand.cards for hand in spectator.hands)


def test_trick_history_last_shows_only_the_last_trick() -> None:
    state = keep_all(GAME, _state(options=mushka.Options(trick_history="last")))
    for _ in range(6):
        state = GAME.play(state, GAME.legal_moves(state)[0]).state
    assert len(state.tricks) == 2 and len(GAME.view(state, 0).tricks) == 1
    assert GAME.view(state, 0).tricks_won == tuple(sum(1 for t in state.tricks if t.winner_seat == s) for s in range(3))


def test_events_of_a_trick() -> None:
    state = keep_all(GAME, _state())
    events = []
    for _ in range(3):
        step = GAME.play(state, GAME.legal_moves(state)[0])
        state, events = step.state, list(step.events)
    assert any(isinstance(event, TrickWon) for event in events)


def test_explicit_deals_are_queued_for_later_deals() -> None:
    deck = mushka.SHORT_DECK
    later = tuple(reversed(deck))
    state = mushka.new_game(OPTIONS, 3, deals=[ExplicitDeal(order=deck), ExplicitDeal(order=later)])
    assert state.queued[0].cards == later
    with pytest.raises(InvalidDeal):
        mushka.new_game(OPTIONS, 3, deals=[ExplicitDeal(order=deck[:-1])])
    with pytest.raises(InvalidDeal):
        mushka.new_game(OPTIONS, 3, deals=[ExplicitDeal(hands=(Hand(deck[:5]),))])


CORRUPTIONS = [
    ("dealer", lambda s: replace(s, dealer=7)),
    ("hands[0]", lambda s: replace(s, hands=(Hand(tuple(reversed(s.hands[0].cards))), *s.hands[1:]))),
    ("state", lambda s: replace(s, stock=s.stock[:-1] + s.hands[0].cards[:1])),
    ("stock", lambda s: replace(s, stock=s.stock[1:], discards=(Hand(s.stock[:1]), *s.discards[1:]))),
    ("status", lambda s: replace(s, status=(mushka.Status.PLAYING, *s.status[1:]))),
    ("sheet", lambda s: replace(s, deal_number=2)),
    ("players", lambda s: replace(s, players=9)),
    ("table_card", lambda s: replace(s, table_card=s.stock[0], stock=(s.trump, *s.stock[1:]))),
    ("rng.counter", lambda s: replace(s, rng=replace(s.rng, counter=2**63))),
]


@pytest.mark.parametrize(("field", "corrupt"), CORRUPTIONS, ids=[field for field, _ in CORRUPTIONS])
def test_check_state_rejects_impossible_states_naming_the_field(field: str, corrupt: object) -> None:
    state = _state()
    GAME.check_state(state)
    with pytest.raises(InvalidState) as caught:
        GAME.check_state(corrupt(state))  # type: ignore[operator]
    assert caught.value.field == field


def test_check_state_rejects_a_trick_won_by_the_wrong_seat() -> None:
    state = keep_all(GAME, _state())
    for _ in range(3):
        state = GAME.play(state, GAME.legal_moves(state)[0]).state
    GAME.check_state(state)
    trick = state.tricks[0]
    wrong = replace(trick, winner_seat=(trick.winner_seat + 1) % 3)  # type: ignore[operator]
    with pytest.raises(InvalidState) as caught:
        GAME.check_state(replace(state, tricks=(wrong,)))
    assert caught.value.field == "tricks[0]"


def test_double_dummy_position_over_the_seats_in_play() -> None:
    state = _state(["7S 8C 9C TC JC", "KH 6H 7D 8D 9D", "AS 6S QD KD AD"], stock="AH")
    with pytest.raises(IllegalMove, match="stock"):
        mushka.trick_play(state)  # the exchange is not over
    state = play_ids(GAME, state, "pass", "keep", "keep", "leave")
    position = mushka.trick_play(state)
    assert position is not None and position.rules.players == 2 and position.trick.leader == 0
    assert position.scoring == (True, False) and position.hands[1] == state.hands[2]
    with_ace = keep_all(GAME, _state())  # AH and AS both in play: MU-4 may apply
    with pytest.raises(IllegalMove, match="MU-4"):
        mushka.trick_play(with_ace)
