"""Baccara's rules beyond the spec's scenarios: who may draw (BAC-3, BAC-4), the shared tie's odd chips,
the bank passing, the talia, what each seat sees, illegal moves and impossible states."""

from __future__ import annotations

import pytest
from banking_helpers import seated

from cardgames.games import baccara as bc
from cardgames.games.baccara.rules import may_draw
from cardgames.games.baccara.state import SHOE
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.events import CardsMoved, TurnPassed, Zone
from cardgames.games.core.values import replace


def start(hands: list[str], top: str = "", **options: object) -> bc.State:
    chosen = bc.Options(**{"coups": 1, **options})  # type: ignore[arg-type]
    return bc.new_game(chosen, len(hands), deals=seated(hands, SHOE, top))


def run(state: bc.State, *moves: str) -> bc.State:
    for move in moves:
        state = bc.apply(state, bc.parse_move(move))
    return state


@pytest.mark.parametrize(("cards", "non_natural", "max4", "exactly4"), [
    ("2C 2D", True, True, True), ("AC 2D", True, True, False), ("5C KD", True, False, False),
    ("3C 4D", True, False, False), ("KC QD", True, True, False), ("4C 4D", False, False, False),
    ("9C KD", False, False, False), ("7C 7D", True, True, True),
])
def test_who_may_draw(cards: str, non_natural: bool, max4: bool, exactly4: bool) -> None:
    hand = parse_cards(cards)
    assert (may_draw(hand, "non_natural"), may_draw(hand, "max4"), may_draw(hand, "exactly4")) == (
        non_natural, max4, exactly4)


def test_exactly4_rule_lets_only_a_four_draw() -> None:
    state = run(start(["2C 3C", "2D 2H", "3D 4H"], draw_rule="exactly4"), "stake:1", "stake:1")
    assert bc.to_act(state) == 1  # seat 2 (R1) holds 7 and stands by itself; seat 1 holds 4
    state = run(state, "draw")
    assert state.choices[2] is bc.Choice.STOOD and state.choices[1] is bc.Choice.DREW
    assert bc.is_terminal(state)  # the banker's 5 may not draw under rule 23: the showdown follows


def test_a_punter_natural_stops_only_him_or_everybody() -> None:
    hands = ["2C 3C", "9D KH", "2D 3H"]
    per_hand = run(start(hands), "stake:1", "stake:1")
    assert bc.to_act(per_hand) == 2
    everybody = run(start(hands, natural_scope="global"), "stake:1", "stake:1")
    assert bc.is_terminal(everybody) and everybody.choices == (bc.Choice.WAITING,) * 3


def test_a_shared_pool_gives_odd_chips_from_the_bankers_left() -> None:
    state = run(start(["2C 4C", "3D 3S", "KH 6H"]), "stake:1", "stake:1", "stand", "stand", "stand")
    assert bc.score(state).match == (-1, 1, 0)  # pool 4 in three shares: 2 to seat 1, 1 each to seat 2 and 0


def test_a_drawn_card_is_seen_by_its_holder_only() -> None:
    state = run(start(["2C 3C", "2D 3H"], top="2S"), "stake:2")
    step = bc.play(state, bc.Draw())
    drawn = [e for e in step.events if isinstance(e, CardsMoved) and e.target.zone is Zone.HAND]
    assert drawn[0].visible_to == (1,) and not drawn[0].face_up
    assert bc.view(step.state, 0).hand_sizes == (2, 3) and bc.view(step.state, 0).shown[1].cards == ()
    assert bc.view(step.state, 1).hand == tuple(sorted(parse_cards("2D 3H 2S"), key=lambda card: card.code))


def test_the_bank_is_kept_or_passed_to_the_left() -> None:
    state = bc.new_game(bc.Options(coups=3), 3, seed=2)
    banker = state.banker
    while state.phase is not bc.Phase.BANK:
        state = bc.apply(state, bc.legal_moves(state)[0])
    kept = bc.apply(state, bc.KeepBank())
    assert kept.banker == banker and kept.phase is bc.Phase.STAKE and kept.coup == 2
    step = bc.play(state, bc.PassBank())
    assert step.state.banker == (banker + 1) % 3 and bc.to_act(step.state) == (banker + 2) % 3
    assert TurnPassed(banker, f"passes the bank to seat {(banker + 1) % 3}") in step.events


def test_a_new_talia_when_fewer_than_three_cards_a_player_remain() -> None:
    state = bc.new_game(bc.Options(coups=100), 10, seed=4)
    talias = 0
    while not bc.is_terminal(state):
        step = bc.play(state, bc.legal_moves(state)[-1])
        talias += sum(isinstance(e, CardsMoved) and e.target.zone is Zone.STOCK for e in step.events)
        assert len(step.state.shoe) + len(step.state.discard) + sum(len(h.cards) for h in step.state.hands) == 104
        state = step.state
    assert talias >= 3
    assert sum(bc.score(state).match) == 0


def test_illegal_moves_name_the_rule() -> None:
    state = start(["2C 3C", "2D 3H"])
    with pytest.raises(IllegalMove, match=r"7\.4"):
        bc.apply(state, bc.Draw())
    with pytest.raises(IllegalMove, match="largest stake"):
        bc.apply(state, bc.Stake(11))


@pytest.mark.parametrize(("change", "field"), [
    (lambda s: replace(s, shoe=s.shoe[1:]), "state"),
    (lambda s: replace(s, balances=(5, 0)), "balances"),
    (lambda s: replace(s, stakes=(3, 2)), "stakes"),
    (lambda s: replace(s, turn=0), "turn"),
    (lambda s: replace(s, banker=4), "banker"),
    (lambda s: replace(s, coup=7), "coup"),
])
def test_impossible_states_are_refused(change: object, field: str) -> None:
    state = run(start(["2C 3C", "2D 3H"]), "stake:2")
    bc.check_state(state)
    with pytest.raises(InvalidState) as error:
        bc.check_state(change(state))  # type: ignore[operator]
    assert error.value.field.startswith(field)
