"""The test scenarios of rules/baccara.md 7.10, played through the rules from explicit deals."""

from __future__ import annotations

import pytest
from banking_helpers import seated

from cardgames.games import baccara as bc
from cardgames.games.baccara.state import SHOE
from cardgames.games.core.cards import parse_cards


def coup(hands: list[str], stakes: list[int], *moves: str, top: str = "", **options: object) -> bc.State:
    """One coup with seat 0 banking: ``hands[0]`` is the banker's, the punters' stakes, then ``moves``."""
    chosen = bc.Options(**{"coups": 1, **options})  # type: ignore[arg-type]
    state = bc.new_game(chosen, len(hands), deals=seated(hands, SHOE, top))
    for stake in stakes:
        state = bc.apply(state, bc.Stake(stake))
    for move in moves:
        state = bc.apply(state, bc.parse_move(move))
    assert bc.is_terminal(state)
    return state


def nets(state: bc.State) -> tuple[int, ...]:
    return bc.score(state).match


def test_bac_t1_banker_six_pays_seven_collects_five() -> None:
    state = coup(["2C 4C", "3D 4D", "2H 3H"], [4, 5], "stand", "stand", "stand")
    assert nets(state) == (-4 + 5, 4, -5)


def test_bac_t2_banker_six_pays_both_sevens() -> None:
    state = coup(["2C 4C", "3D 4D", "2H 5H"], [4, 5], "stand", "stand", "stand")
    assert nets(state) == (-9, 4, 5)


def test_bac_t2_banker_six_pays_both_eights_natural_or_not() -> None:
    state = coup(["2C 4C", "3D 5D", "TH 8H"], [3, 3], "stand")  # both punters hold naturals: only the banker acts
    assert nets(state) == (-6, 3, 3)


@pytest.mark.parametrize(("cover", "stakes", "expected"), [(1, [4, 5], (-3, 2, 1)), (2, [3, 3], (-6, 3, 3))])
def test_bac_t3_a_tie_at_six_is_shared(cover: int, stakes: list[int], expected: tuple[int, ...]) -> None:
    state = coup(["2C 4C", "3D 3S", "KH 6H"], stakes, "stand", "stand", "stand", cover=cover)
    assert nets(state) == expected  # pool 18 in both: 6 each to A, B and the banker


def test_bac_t4_banker_natural_nine_takes_everything_at_once() -> None:
    state = coup(["4S 5H", "KD 9C", "3D 4D"], [4, 5])
    assert nets(state) == (9, -4, -5)
    assert state.shown == (True, False, False)  # only the banker shows
    assert all(len(hand.cards) == 2 for hand in state.hands)


def test_bac_t5_banker_natural_eight_pays_only_nines() -> None:
    state = coup(["KH 8D", "4C 5C", "3H 5S", "9D KS", "3C 4S"], [2, 3, 4, 5])
    assert nets(state) == (-2 + 3 - 4 + 5, 2, -3, 4, -5)
    assert all(state.shown)


def test_bac_t6_points() -> None:
    assert bc.point(parse_cards("KS QH 9D")) == 9 and not bc.is_natural(parse_cards("KS QH 9D"))
    assert bc.point(parse_cards("5C 5D")) == 0
    assert bc.point(parse_cards("AH 6S")) == 7


def test_bac_t7_drawing_order_right_then_left() -> None:
    state = bc.new_game(bc.Options(), 6, seed=1)
    state = bc.State(**{**{f: getattr(state, f) for f in state.__dataclass_fields__}, "banker": 0})
    assert bc.draw_order(state) == (5, 1, 4, 2, 3)


def test_bac_t8_a_tie_at_another_point_goes_to_the_banker() -> None:
    state = coup(["2C 3C", "3D 4D"], [5], "stand", "draw", top="2S")  # banker 5 draws 2S: 7 against 7
    assert bc.point(state.hands[0].cards) == 7 and nets(state) == (5, -5)
