"""Macao's rules beyond the spec's scenarios: the settlement table, the tie rule's two readings (MAC-4),
replacing zeros and the one draw, banks and the end of the game, what each seat sees, illegal moves and
impossible states."""

from __future__ import annotations

import pytest
from banking_helpers import seated

from cardgames.games import macao as mc
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.events import CardsMoved, TurnPassed, Zone
from cardgames.games.core.hands import Hand
from cardgames.games.core.values import replace
from cardgames.games.macao.coup import punter_result
from cardgames.games.macao.state import SHOE


def start(hands: list[str], top: str = "", **options: object) -> mc.State:
    return mc.new_game(mc.Options(**options), len(hands), deals=seated(hands, SHOE, top))  # type: ignore[arg-type]


def run(state: mc.State, *moves: str) -> mc.State:
    for move in moves:
        state = mc.apply(state, mc.parse_move(move))
    return state


def against(banker: int, punter: str, drew: bool, tie_rule: str = "value") -> int:
    state = start(["2C", "3C"], tie_rule=tie_rule)
    state = replace(state, hands=(state.hands[0], Hand(parse_cards(punter))), drew=(False, drew))
    return punter_result(state, 1, banker)


@pytest.mark.parametrize(("banker", "punter", "drew", "value", "natural"), [
    (7, "9D", False, 3, 3), (7, "8D", False, 2, 2), (7, "4D 5C", True, 1, 1), (5, "7D", False, 1, 1),
    (7, "7D", False, -1, -1), (9, "9D", False, -3, -3), (9, "4D 5C", True, -3, -1), (8, "8D", False, -2, -2),
    (8, "3D 5C", True, -2, -1), (5, "5D", False, -1, -1), (8, "6D", False, -1, -1), (0, "KD", False, -1, -1),
    (0, "AD", False, 1, 1),
])
def test_settlement_table(banker: int, punter: str, drew: bool, value: int, natural: int) -> None:
    assert against(banker, punter, drew) == value  # MAC-4 literal: ties by the tied value
    assert against(banker, punter, drew, "natural") == natural  # the alternative: only natural ties multiply


def test_one_draw_then_stand_by_itself_unless_a_zero_came() -> None:
    state = run(start(["2C", "3D", "4D"], top="5S"), "draw")
    assert state.turn == 2 and state.stood[1] and state.drew[1]
    state = run(start(["2C", "3D", "4D"], top="KS 6S"), "draw")
    assert state.turn == 1 and [m.id for m in mc.legal_moves(state)] == ["replace:KS", "stand"]
    state = run(state, "replace:KS")
    assert mc.hand_value(state.hands[1].cards) == 9 and state.turn == 2  # 3 + 6, drawn: stands by itself
    with pytest.raises(IllegalMove, match=r"\[10\]"):
        mc.apply(run(start(["2C", "KD", "4D"], top="2S KS"), "draw"), mc.Draw())


def test_replacing_needs_a_zero_card_in_the_hand() -> None:
    state = start(["2C", "3D", "KD"])
    assert [m.id for m in mc.legal_moves(state)] == ["draw", "stand"]
    with pytest.raises(IllegalMove, match="MAC-2"):
        mc.apply(state, mc.ReplaceZero(parse_cards("KD")[0]))


def test_the_banker_acts_last_with_the_same_choices() -> None:
    state = run(start(["KC", "3D", "4D"], top="5S 9S"), "stand", "stand")
    assert mc.to_act(state) == 0 and [m.id for m in mc.legal_moves(state)] == ["replace:KC", "draw", "stand"]


def test_a_bank_lasts_while_three_cards_a_player_remain_then_passes_left() -> None:
    state = mc.new_game(mc.Options(), 3, seed=8)
    first = state.banker
    while state.bank == 1:
        shoe = len(state.shoe)
        step = mc.play(state, mc.legal_moves(state)[-1])
        state = step.state
    assert shoe < 9 + 6 and state.banker == (first + 1) % 3
    assert any(isinstance(e, TurnPassed) and "bank passes" in e.what for e in step.events)
    assert len(state.shoe) == 104 - 3 and not state.discard


def test_the_game_ends_when_everybody_has_banked() -> None:
    state = mc.new_game(mc.Options(banks=2), 2, seed=3)
    bankers = []
    while not mc.is_terminal(state):
        if not bankers or bankers[-1] != state.banker:
            bankers.append(state.banker)
        state = mc.apply(state, mc.legal_moves(state)[0])
    assert len(bankers) == 4 and bankers[0] != bankers[1] and state.bank == 4
    assert sum(mc.score(state).match) == 0 and all(o.name != "UNDECIDED" for o in mc.score(state).outcomes)


def test_a_dry_shoe_takes_the_discards_back_and_ends_the_bank() -> None:
    state = mc.new_game(mc.Options(), 2, seed=1)
    state = replace(state, discard=state.discard + state.shoe, shoe=())
    step = mc.play(state, mc.Draw())
    assert any(isinstance(e, CardsMoved) and e.target.zone is Zone.STOCK and e.count == 102 for e in step.events)
    assert step.state.last_coup and len(step.state.shoe) == 101
    state = step.state
    while state.coup == 1:
        state = mc.apply(state, mc.Stand())
    assert state.bank == 2 and len(state.shoe) == 104 - 2


def test_hands_stay_hidden_until_the_settlement() -> None:
    state = start(["2C", "3D", "4D"])
    assert mc.view(state, 1).hand == parse_cards("3D") and mc.view(state, 2).hand == parse_cards("4D")
    assert all(not hand.cards for hand in mc.view(state, 1).hands)
    state = run(state, "stand", "stand", "stand")
    assert [hand.cards for hand in mc.view(state, None).last] == [parse_cards(c) for c in ("2C", "3D", "4D")]


@pytest.mark.parametrize(("change", "field"), [
    (lambda s: replace(s, shoe=s.shoe[1:]), "state"),
    (lambda s: replace(s, balances=(1, -1, 0)), "balances"),
    (lambda s: replace(s, stood=(True, False, False)), "stood"),
    (lambda s: replace(s, bank=9), "bank"),
    (lambda s: replace(s, drew=(False, False, True)), "stood"),
    (lambda s: replace(s, turn=5), "turn"),
])
def test_impossible_states_are_refused(change: object, field: str) -> None:
    state = start(["2C", "3D", "4D"])
    mc.check_state(state)
    with pytest.raises(InvalidState) as error:
        mc.check_state(change(state))  # type: ignore[operator]
    assert error.value.field.startswith(field)


def test_the_game_ends_by_agreement_after_the_agreed_coups() -> None:
    state = mc.new_game(mc.Options(coups=3), 4, seed=6)
    while not mc.is_terminal(state):
        state = mc.apply(state, mc.legal_moves(state)[-1])
    assert state.coup == 3 and state.sheet is not None and len(state.sheet.rows) == 3
