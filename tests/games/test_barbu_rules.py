"""Barbu's rules: the dealer's contracts, the doubling round, each contract's card play, Domino, the match,
hidden information, client-state checks and the double-dummy position."""

from __future__ import annotations

import contextlib

import pytest
from barbu_helpers import GAME, ids, play_ids, play_out, seat, start, to_play

from cardgames.games import barbu
from cardgames.games.core.cards import Suit
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.events import DealScored, MatchOver
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import Drbg
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow

SPADES, HEARTS, DIAMONDS, CLUBS = ("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS", "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
                                   "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD", "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC")
ONE_SUIT_EACH = (SPADES, HEARTS, DIAMONDS, CLUBS)


def _random_match(options: barbu.Options, seed: int) -> barbu.State:
    state = GAME.new_game(options, 4, seed=seed)
    chooser = Drbg(seed)
    while not GAME.is_terminal(state):
        legal = GAME.legal_moves(state)
        state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
    return state


# --------------------------------------------------------------------------- the contract


def test_the_dealer_names_each_contract_once() -> None:
    state = start(*ONE_SUIT_EACH)
    assert state.phase is barbu.Phase.CONTRACT and GAME.to_act(state) == seat(1)
    assert ids(state) == ["contract:no_tricks", "contract:no_queens", "contract:no_last_two", "contract:no_hearts",
                          "contract:no_king", "trumps:clubs", "trumps:diamonds", "trumps:hearts", "trumps:spades",
                          "contract:domino"]
    state = play_out(to_play(state, "contract:no_queens"))
    assert state.deal_number == 2 and state.dealer == seat(1) and state.used == (barbu.Contract.NO_QUEENS,)
    assert "contract:no_queens" not in ids(state)
    with pytest.raises(IllegalMove, match="played already"):
        GAME.play(state, GAME.parse_move("contract:no_queens"))


def test_fan_tan_names_the_base_rank_with_domino() -> None:
    state = start(*ONE_SUIT_EACH, options=barbu.Options(fan_tan=True))
    assert "contract:domino" not in ids(state) and "domino:seven" in ids(state)
    with pytest.raises(IllegalMove, match="fan_tan"):
        GAME.play(state, GAME.parse_move("contract:domino"))
    state = to_play(state, "domino:seven")
    assert state.base is barbu.scoring.Rank.SEVEN
    assert ids(state) == ["play:7S"]  # only a seven starts a row
    state = play_ids(state, "play:7S")
    assert ids(state) == ["play:7H"]  # P2 holds hearts only: his seven opens the hearts' row


def test_fan_tan_has_no_suit_priority() -> None:
    state = to_play(start("7S 8S", "7H 6S", options=barbu.Options(fan_tan=True)), "domino:seven")
    state = play_ids(state, "play:7S")
    assert {"play:6S", "play:7H", "play:7D"} == set(ids(state))  # no priority for the spades
    text = to_play(start("7S 8S", "7H 6S"), "contract:domino")
    text = play_ids(text, "play:7S")
    assert ids(text) == ["play:6S"]


# --------------------------------------------------------------------------- the doubling


def test_doubling_asks_from_the_dealers_left_and_the_first_double_takes_it() -> None:
    state = play_ids(start(*ONE_SUIT_EACH), "contract:no_tricks")
    assert state.phase is barbu.Phase.DOUBLING and GAME.to_act(state) == seat(2)
    state = play_ids(state, "decline", "double")
    assert state.doubler == seat(3) and state.phase is barbu.Phase.PLAY and state.doubles[seat(3)] == 1


def test_nobody_doubles_the_dealer_assigns_to_a_seat_with_doubles_left() -> None:
    state = play_ids(start(*ONE_SUIT_EACH), "contract:no_tricks", "decline", "decline", "decline", "decline")
    assert state.phase is barbu.Phase.ASSIGN and GAME.to_act(state) == seat(1)
    assert ids(state) == ["assign:0", "assign:1", "assign:2", "assign:3"]
    state = play_ids(state, "assign:3")  # himself
    assert state.doubler == seat(1) == 3
    state = play_out(state)
    assert state.sheet.rows[0].points == (0, 0, 0, -52)  # P1 takes every trick, doubled
    assert state.phase is barbu.Phase.CONTRACT
    # the dealer's quota (one) is used: he is no longer asked nor assigned
    state = play_ids(state, "contract:no_queens", "decline", "decline", "decline")
    assert state.phase is barbu.Phase.ASSIGN and ids(state) == ["assign:0", "assign:1", "assign:2"]
    with pytest.raises(IllegalMove, match="BAR-11"):
        GAME.play(state, barbu.Assign(3))


def test_a_negative_score_doubles_too() -> None:
    """BAR-12."""
    assert barbu.doubled((-26, 0, 0, 0), 0) == (-52, 0, 0, 0)


# --------------------------------------------------------------------------- the card play


def test_the_dealer_leads_and_the_winner_leads_next() -> None:
    state = to_play(start(*ONE_SUIT_EACH), "contract:no_tricks")
    assert GAME.to_act(state) == seat(1)
    state = play_ids(state, "play:2S", "play:2H", "play:2D", "play:2C")
    assert state.tricks[0].winner_seat == seat(1) and GAME.to_act(state) == seat(1)


def test_follow_suit_else_any_card_in_the_negatives() -> None:
    state = to_play(start("2S 3S", "4S 2H", "3H 4H"), "contract:no_hearts")
    state = play_ids(state, "play:2S")
    assert ids(state) == ["play:4S"]
    state = play_ids(state, "play:4S")
    assert len(ids(state)) == 13  # void in spades: any card
    led = play_ids(to_play(start("2S 3S", "4S 2H"), "contract:no_hearts"), "play:2S")
    with pytest.raises(IllegalMove, match="follow suit"):
        GAME.play(led, GAME.parse_move("play:2H"))


def test_hearts_lead_restriction() -> None:
    options = barbu.Options(hearts_lead_restriction=True)
    state = to_play(start("2H 3S", options=options), "contract:no_king")
    assert "play:2H" not in ids(state)
    state = to_play(start(HEARTS, options=options), "contract:no_hearts")
    assert len(ids(state)) == 13  # hearts only: a heart may be led
    state = to_play(start("2H 3S"), "contract:no_king")
    assert "play:2H" in ids(state)  # the text: no restriction (BAR-7)


def test_trumps_led_must_be_beaten_when_able() -> None:
    """BAR-4: when trumps are led, a follower beats the highest trump if he can, otherwise any trump."""
    state = to_play(start("5H", "4H 9H 2C"), "trumps:hearts")
    state = play_ids(state, "play:5H")
    assert ids(state) == ["play:9H"]


# --------------------------------------------------------------------------- Domino


def test_domino_pass_only_without_a_playable_card() -> None:
    state = to_play(start("5S", "AH"), "contract:domino")
    state = play_ids(state, "play:5S")
    assert "pass" not in ids(state)
    with pytest.raises(IllegalMove, match="may not pass"):
        GAME.play(state, barbu.Pass())


def test_domino_whole_deal_three_out_end_it() -> None:
    state = to_play(start(*ONE_SUIT_EACH), "contract:domino")
    state = play_ids(state, "play:7S")  # base rank 7
    step = None
    while state.deal_number == 1:
        step = GAME.play(state, GAME.legal_moves(state)[0])
        state = step.state
    assert step is not None and any(isinstance(event, DealScored) for event in step.events)
    # P1's spades run from the 7; the others open their rows at a 7 and follow down then up
    assert sum(state.sheet.rows[0].points) - state.sheet.rows[0].points[seat(1)] // 2 == 65


# --------------------------------------------------------------------------- the match


def test_seven_deals_by_one_dealer_then_the_match_is_over() -> None:
    state = _random_match(barbu.Options(), 5)
    assert [row.deal for row in state.sheet.rows] == list(range(1, 8))
    assert len({row.label.split(", seat ")[1] for row in state.sheet.rows}) == 1  # one dealer
    score = GAME.score(state)
    assert score.terminal and score.match == state.sheet.totals() and min(score.places) == 1
    assert GAME.legal_moves(state) == ()


def test_full_rotation_28_deals_each_seat_deals_seven() -> None:
    state = _random_match(barbu.Options(full_rotation=True), 3)
    assert len(state.sheet.rows) == 28
    dealers = [row.label.split(", seat ")[1].split()[0] for row in state.sheet.rows]
    assert [len(set(dealers[block:block + 7])) for block in range(0, 28, 7)] == [1, 1, 1, 1]
    assert len(set(dealers)) == 4


def test_the_match_over_event_and_outcomes() -> None:
    state = _random_match(barbu.Options(), 2)
    score = GAME.score(state)
    best = max(score.match)
    assert [outcome.name for outcome in score.outcomes] == ["WIN" if total == best else "LOSS"
                                                            for total in score.match]
    state2 = GAME.new_game(barbu.Options(), 4, seed=2)
    chooser = Drbg(2)
    last = ()
    while not GAME.is_terminal(state2):
        legal = GAME.legal_moves(state2)
        step = GAME.play(state2, legal[chooser.randbelow(len(legal))])
        state2, last = step.state, step.events
    assert isinstance(last[-1], MatchOver)


# --------------------------------------------------------------------------- hidden information


def test_a_seat_sees_its_own_hand_only() -> None:
    state = to_play(start(*ONE_SUIT_EACH), "contract:no_tricks")
    view = GAME.view(state, 0)
    assert view.hands[0] == state.hands[0] and all(hand == Hand() for hand in view.hands[1:])
    assert view.hand_sizes == (13, 13, 13, 13) and view.contract is barbu.Contract.NO_TRICKS
    assert view.doubler == state.doubler


# --------------------------------------------------------------------------- client-state checks


def test_check_state_names_the_violation() -> None:
    state = to_play(start(*ONE_SUIT_EACH), "contract:no_tricks")
    GAME.check_state(state)
    duplicated = replace(state, hands=(state.hands[1], *state.hands[1:]))
    with pytest.raises(InvalidState, match="card"):
        GAME.check_state(duplicated)
    with pytest.raises(InvalidState, match="doubles"):
        GAME.check_state(replace(state, doubles=(0, 0, 0, 2)))
    with pytest.raises(InvalidState, match="deal_number"):
        GAME.check_state(replace(state, deal_number=9))
    after = play_out(state)
    GAME.check_state(after)
    row = after.sheet.rows[0]
    wrong = replace(after, sheet=replace(after.sheet, rows=(SheetRow(1, row.label, (0, 0, -2, -50)),)))
    with pytest.raises(InvalidState, match="scores -26"):
        GAME.check_state(wrong)
    renamed = replace(after, sheet=replace(after.sheet, rows=(SheetRow(1, row.label.replace("no tricks", "no king"),
                                                                       row.points),)))
    with pytest.raises(InvalidState, match="sheet"):
        GAME.check_state(renamed)
    with pytest.raises(InvalidState, match="contracts named"):
        GAME.check_state(replace(after, used=()))


# --------------------------------------------------------------------------- double dummy


def test_double_dummy_positions_by_contract() -> None:
    state = to_play(start(*ONE_SUIT_EACH), "contract:no_hearts")
    position = GAME.trick_play(state)
    assert position is not None and position.objective == "penalties"
    assert position.scoring == tuple(s == seat(1) for s in range(4))
    assert position.rules.card_value(barbu.DECK[38]) == 20  # AH
    text_trumps = GAME.trick_play(to_play(start(*ONE_SUIT_EACH), "trumps:hearts"))
    assert text_trumps is not None and text_trumps.rules.void_overtrump and text_trumps.objective == "points"
    ruffing = to_play(start(*ONE_SUIT_EACH, options=barbu.Options(must_ruff=True)), "trumps:hearts")
    position = GAME.trick_play(ruffing)
    assert position is not None and position.objective == "points"
    with pytest.raises(IllegalMove, match="Domino"):
        GAME.trick_play(to_play(start(*ONE_SUIT_EACH), "contract:domino"))
    last_two = GAME.trick_play(to_play(start(*ONE_SUIT_EACH), "contract:no_last_two"))
    assert last_two is not None and (last_two.rules.penultimate_bonus, last_two.rules.last_trick_bonus) == (10, 20)
    for contract in ("contract:no_hearts", "contract:no_king"):  # BAR-7's standard rule: the engine's banned lead
        barred = GAME.trick_play(to_play(start(*ONE_SUIT_EACH, options=barbu.Options(hearts_lead_restriction=True)),
                                         contract))
        assert barred is not None and barred.banned_lead is Suit.HEARTS
    free = GAME.trick_play(to_play(start(*ONE_SUIT_EACH, options=barbu.Options(hearts_lead_restriction=True)),
                                   "contract:no_queens"))
    assert free is not None and free.banned_lead is None
    assert GAME.trick_play(start(*ONE_SUIT_EACH)) is None


# --------------------------------------------------------------------------- standard (pairwise) doubling


def test_pairwise_doubling_any_opponents_once_a_pair_settled_by_differences() -> None:
    options = barbu.Options(pairwise_doubling=True)
    state = play_ids(start(*ONE_SUIT_EACH, options=options), "contract:no_tricks")
    assert state.phase is barbu.Phase.DOUBLING and GAME.to_act(state) == 0  # the dealer's (seat 3's) left
    assert ids(state) == ["challenge:1", "challenge:2", "challenge:3", "decline"]
    state = play_ids(state, "challenge:3", "decline")
    assert ids(state) == ["challenge:0", "challenge:2", "challenge:3", "decline"]
    state = play_ids(state, "decline", "decline")
    assert "challenge:0" not in ids(state)  # seat 0 already doubled seat 3
    with pytest.raises(IllegalMove, match="pair already doubled"):
        GAME.play(state, barbu.Challenge(0))
    state = play_ids(state, "challenge:1", "decline")
    assert state.phase is barbu.Phase.PLAY and state.doubler is None
    state = play_out(state)
    # the dealer (seat 3, all spades) takes every trick: -26; seat 0 doubled him: 26 moves from him to seat 0;
    # he doubled seat 1: his -26 against 0 moves another 26 from him to seat 1
    assert state.sheet.rows[0].points == (26, 26, 0, -78)
    assert state.sheet.rows[0].label.endswith("doubles 0>3 3>1")
    assert barbu.scoring.settled((-26, 0, 0, 0), (barbu.Pair(1, 0),)) == (-52, 26, 0, 0)


def test_corrupted_states_raise_invalid_state_never_a_crash() -> None:
    """Every field of states from every phase set to neighbouring wrong values: InvalidState or accepted."""
    from cardgames.games.core.cards import parse_cards

    chooser = Drbg(9)
    for options in (barbu.Options(), barbu.Options(pairwise_doubling=True, fan_tan=True)):
        state = GAME.new_game(options, 4, seed=4)
        for _ in range(200):
            wrongs = {
                "deal_number": 0, "dealer": 5, "turn": -1, "doubler": 4, "used": (barbu.Contract.NO_KING,) * 2,
                "doubles": (3, 0, 0, 0), "finished": (0, 0), "rows": (Hand(),) * 3, "base": barbu.scoring.Rank.TWO,
                "last_card": parse_cards("2C")[0], "trump": barbu.TrumpSuit.CLUBS, "pairs": (barbu.Pair(1, 1),),
                "tricks": state.tricks[:-1], "hands": tuple(reversed(state.hands)),
            }
            for name, wrong in wrongs.items():
                with contextlib.suppress(InvalidState):
                    GAME.check_state(replace(state, **{name: wrong}))
            if GAME.is_terminal(state):
                break
            legal = GAME.legal_moves(state)
            state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
