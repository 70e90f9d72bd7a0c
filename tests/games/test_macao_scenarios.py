"""The test scenarios of rules/macao.md 6.7, played through the rules from explicit deals."""

from __future__ import annotations

import pytest
from banking_helpers import seated

from cardgames.games import macao as mc
from cardgames.games.core.cards import parse_cards
from cardgames.games.macao.state import SHOE


def coup(hands: list[str], *moves: str, top: str = "", **options: object) -> tuple[int, ...]:
    """One coup with seat 0 banking (``hands[0]`` is his card): the moves, then the coup's row."""
    state = mc.new_game(mc.Options(**options), len(hands), deals=seated(hands, SHOE, top))  # type: ignore[arg-type]
    for move in moves:
        state = mc.apply(state, mc.parse_move(move))
    assert state.sheet is not None and len(state.sheet.rows) == 1, "the coup must be settled"
    return state.sheet.rows[0].points


@pytest.mark.parametrize(("cards", "value"), [("AS 8D", 9), ("3C 8H", 1), ("5C 9D", 4), ("KH 7C", 7), ("KH QD", 0)])
def test_mac_t1_values(cards: str, value: int) -> None:
    assert mc.hand_value(parse_cards(cards)) == value


def test_mac_t1_a_replaced_king_keeps_the_natural() -> None:
    state = mc.new_game(mc.Options(), 2, deals=seated(["2C", "KH"], SHOE, "7C"))
    state = mc.apply(state, mc.ReplaceZero(parse_cards("KH")[0]))
    assert state.hands[1].cards == parse_cards("7C") and not state.drew[1]
    assert mc.view(state, 0).discard[-1] == parse_cards("KH")[0]  # the king lies face up


def test_mac_t2_banker_natural_seven() -> None:
    points = coup(["7C", "9D", "8D", "4H", "7H", "5H"],
                  "stand", "stand", "draw", "stand", "stand", "stand", top="5S")
    assert points == (-4, 3, 2, 1, -1, -1)


def test_mac_t3_banker_eight() -> None:
    assert coup(["8C", "8D", "9D", "6H"], "stand", "stand", "stand", "stand") == (2 - 3 + 1, -2, 3, -1)


def test_mac_t3_banker_five_pays_six_to_nine_and_collects_the_rest() -> None:
    hands = ["5C", "6D", "7D", "8D", "9D", "4H", "5H", "AS"]
    points = coup(hands, *["stand"] * 8)
    assert points[1:] == (1, 1, 2, 3, -1, -1, -1)  # naturals 8 and 9 pay double and triple; the tie at 5 pays 1
    assert sum(points) == 0
