"""Poker's quintet variant (6.5, 6.6, PO-12): the deal from two packs, the secret arrangement and its errors,
the reveal, the by-rounds variant, the match, hidden information and bad client states."""

from __future__ import annotations

import pytest
from test_poker_scenarios import QUINTET_ROWS, arrange, quintet_rows_state

from cardgames.games import poker
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.events import CardTurned, DealScored, MovePlayed, TurnPassed, events_for
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import Drbg
from cardgames.games.core.values import replace
from cardgames.games.poker import Commit, Options, Phase, Put, State, hand_key

QUINTET = Options(variant="quintet")
BY_ROUNDS = Options(variant="quintet", quintet_by_rounds=True)


def _fresh(options: Options = QUINTET, seed: int = 4) -> State:
    return poker.new_game(options, 2, seed=seed)


@pytest.mark.parametrize("players", [3, 4, 7])
def test_quintet_is_for_two_players_only(players: int) -> None:
    with pytest.raises(InvalidOptions, match="2 players"):
        poker.new_game(QUINTET, players, seed=1)


def test_quintet_takes_no_explicit_deals() -> None:
    deal = ExplicitDeal(order=poker.DECK)
    with pytest.raises(InvalidDeal, match="no explicit deals"):
        poker.new_game(QUINTET, 2, seed=1, deals=(deal,))


def test_each_player_has_his_own_pack_seven_aside_and_25_to_place() -> None:
    state = _fresh()
    assert state.phase is Phase.ARRANGE and state.dealer == 1 and poker.to_act(state) == 0
    for one in state.arrangements:
        assert len(one.aside) == 7 and len(one.unplaced) == 25 and all(not hand.cards for hand in one.positions)
        assert sorted((*one.aside, *one.unplaced)) == sorted(poker.QUINTET_DECK)
    assert len(poker.legal_moves(state)) == 25 * 5
    poker.check_state(state)


def test_a_put_places_one_card_and_a_full_hand_closes_its_position() -> None:
    state = quintet_rows_state()
    for card in ["AS", "AH", "AD", "KS", "KH"]:
        state = poker.apply(state, poker.parse_move(f"put:{card}:1"))
    mine = state.arrangements[0]
    assert mine.positions[0] == Hand(tuple(parse_cards(["AS", "AH", "AD", "KS", "KH"]))).adding(())
    assert len(mine.unplaced) == 20
    assert {move.position for move in poker.legal_moves(state) if isinstance(move, Put)} == {2, 3, 4, 5}
    with pytest.raises(IllegalMove, match="not open"):
        poker.apply(state, poker.parse_move("put:QD:1"))


def test_arrangement_errors_name_the_rule() -> None:
    state = quintet_rows_state()
    with pytest.raises(IllegalMove, match="not among your cards") as error:
        poker.apply(state, poker.parse_move("put:QH:1"))  # put aside face up
    assert "6.5" in str(error.value.rule)
    with pytest.raises(IllegalMove, match="every hand to play is full"):
        poker.apply(state, Commit())
    with pytest.raises(IllegalMove, match="not a quintet move"):
        poker.apply(state, poker.parse_move("check"))
    with pytest.raises(InvalidMove):
        poker.parse_move("put:AS:6")


def test_when_every_card_is_placed_only_commit_is_left_and_the_dealer_arranges_next() -> None:
    state = quintet_rows_state()
    for position, hand in enumerate(QUINTET_ROWS[0], start=1):
        for card in hand.split():
            state = poker.apply(state, poker.parse_move(f"put:{card}:{position}"))
    assert poker.legal_moves(state) == (Commit(),)
    state = poker.apply(state, Commit())
    assert poker.to_act(state) == 1 and state.arrangements[0].committed and state.revealed == 0
    assert poker.view(state, 1).committed_hands == (True, False) and poker.view(state, 1).placed == (25, 0)


def test_the_opponent_is_told_only_that_a_card_was_placed() -> None:
    state = quintet_rows_state()
    step = poker.play(state, poker.parse_move("put:AS:1"))
    mine, theirs = events_for(step.events, 0)[0], events_for(step.events, 1)[0]
    assert isinstance(mine, MovePlayed) and isinstance(theirs, MovePlayed)
    assert mine.move_id == "put:AS:1" and theirs.move_id == "put" and theirs.label == "Place a card"
    other = poker.view(step.state, 1)
    assert other.arrangement is not None and other.arrangement == step.state.arrangements[1]
    assert poker.view(step.state, None).arrangement is None and other.placed == (1, 0)


def test_redealing_the_unseen_keeps_the_opponents_cards_but_not_their_places() -> None:
    state = quintet_rows_state()
    for card in ["AS", "AH", "AD", "KS", "KH"]:
        state = poker.apply(state, poker.parse_move(f"put:{card}:1"))
    other = poker.redeal_unseen(state, 1, Drbg(3))
    assert poker.view(other, 1) == poker.view(state, 1)
    mine = other.arrangements[0]
    assert sorted((*mine.unplaced, *mine.positions[0].cards)) == sorted(
        (*state.arrangements[0].unplaced, *state.arrangements[0].positions[0].cards))
    poker.check_state(other)


def test_the_reveal_goes_pair_by_pair_in_order() -> None:
    state = arrange(quintet_rows_state(), 0, QUINTET_ROWS[0])
    for position, hand in enumerate(QUINTET_ROWS[1], start=1):
        for card in hand.split():
            state = poker.apply(state, poker.parse_move(f"put:{card}:{position}"))
    events = poker.play(state, Commit()).events
    turned = [event.place for event in events if isinstance(event, CardTurned)]
    assert [(place.index, place.seat) for place in turned[::5]] == [(p, s) for p in range(1, 6) for s in (0, 1)]
    verdicts = [event.what for event in events if isinstance(event, TurnPassed)]
    assert [text.split(";")[-1].strip() for text in verdicts] == [
        "seat 0 scores 3", "seat 1 scores 4", "seat 0 scores 5", "tie, no points", "seat 0 scores 7"]
    assert [event.points for event in events if isinstance(event, DealScored)] == [(15, 4)]


@pytest.mark.parametrize(("better", "worse"), [
    ("AS KD QS JH TS", "KS QD JS TH 9S"),  # the highest straight, A-K-Q-J-T
    ("JS TD 9S 8H 7S", "AS AD AH KS QC"),  # the lowest straight, J-T-9-8-7, beats three aces
    ("JS TD 9S 8H 7S", "AS KD QS JH 7C"),  # ace high is no straight in a 32-card pack
])
def test_the_32_card_straights(better: str, worse: str) -> None:
    assert hand_key(parse_cards(better.split())) > hand_key(parse_cards(worse.split()))


def test_by_rounds_both_choose_one_position_then_it_is_revealed() -> None:
    state = replace(quintet_rows_state(), options=BY_ROUNDS)
    assert {move.position for move in poker.legal_moves(state) if isinstance(move, Put)} == {1}
    with pytest.raises(IllegalMove, match="not open"):
        poker.apply(state, poker.parse_move("put:AS:2"))
    for position in range(1, 6):
        for seat in (0, 1):
            assert poker.to_act(state) == seat
            for card in QUINTET_ROWS[seat][position - 1].split():
                state = poker.apply(state, poker.parse_move(f"put:{card}:{position}"))
            step = poker.play(state, Commit())
            state = step.state
        assert state.revealed == position
        assert len(poker.view(state, None).revealed_hands) == 2 * position
        poker.check_state(state)
    assert state.phase is Phase.OVER and state.sheet is not None and state.sheet.rows[-1].points == (15, 4)


def test_a_match_of_several_games_alternates_the_first_player() -> None:
    state = _fresh(Options(variant="quintet", deals=2), seed=9)
    chooser = Drbg(1)
    while state.deal == 1:
        moves = poker.legal_moves(state)
        state = poker.apply(state, moves[chooser.randbelow(len(moves))])
    assert state.dealer == 0 and poker.to_act(state) == 1 and state.sheet is not None
    assert len(state.sheet.rows) == 1 and poker.view(state, 0).last is not None
    poker.check_state(state)
    while not poker.is_terminal(state):
        state = poker.apply(state, poker.legal_moves(state)[0])
    totals = poker.score(state).match
    assert len(state.sheet.rows) == 2 and totals == state.sheet.totals()  # type: ignore[union-attr]
    assert poker.score(state).summary.startswith("points:")


def _bad(state: State, **changes: object) -> State:
    return replace(state, **changes)


def test_impossible_quintet_states_are_refused() -> None:
    state = quintet_rows_state()
    mine = state.arrangements[0]
    cases = {
        "32-card pack": _bad(state, arrangements=(replace(mine, unplaced=mine.unplaced[1:2] + mine.unplaced[1:]),
                                                 state.arrangements[1])),
        "committed before": _bad(state, arrangements=(replace(mine, committed=True), state.arrangements[1])),
        "positions revealed": _bad(state, revealed=6),
        "both have committed": _bad(state, revealed=2),
        "before the dealer": _bad(state, actor=1),
        "another variant": _bad(state, options=Options()),
    }
    for words, bad in cases.items():
        with pytest.raises(InvalidState, match=words):
            poker.check_state(bad)


def test_a_sheet_row_above_25_points_is_refused() -> None:
    state = _fresh(Options(variant="quintet", deals=2), seed=2)
    while state.deal == 1:
        state = poker.apply(state, poker.legal_moves(state)[0])
    assert state.sheet is not None
    row = state.sheet.rows[0]
    bad_sheet = replace(state.sheet, rows=(replace(row, points=(20, 10)),))
    with pytest.raises(InvalidState, match="0 to 25"):
        poker.check_state(replace(state, sheet=bad_sheet))
