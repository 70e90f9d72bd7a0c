"""The test scenarios of rules/samba.md 2.5, by number, and SAM-1 where the source wins
(six players: sides 0 = seats 0+3, 1 = seats 1+4, 2 = seats 2+5)."""

from __future__ import annotations

from collections import Counter

import pytest
from canasta_positions import ids, play, position

from cardgames.games import samba as sa
from cardgames.games.canasta.hand_end import hand_rows
from cardgames.games.canasta.rules import minimum
from cardgames.games.core.errors import IllegalMove
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase

G = sa.GAME
FILLER = "5H 9C TD JH KS"
CANASTA_KS = (0, "KC KD KH KS KC KD KH")
CANASTA_QS = (0, "QC QD QH QS QC QD QH")


def _red_three_row(threes: str, melded: bool) -> int:
    state = position(G, players=6, red_threes=[threes], melds=[(0, "7C 7D 7H")] if melded else [],
                     hands=[FILLER])
    rows = {row.label: row.points for row in hand_rows(state, None)}
    return rows["red threes"][0]


@pytest.mark.parametrize(("threes", "melded", "points"), [
    ("3H 3D 3H 3D 3H", True, 1000),
    ("3H 3D 3H 3D 3H 3D", True, 1200),
    ("3H 3D 3H 3D 3H 3D", False, -1200),
    ("3H 3D 3H 3D", True, 400),  # SAM-2: one to four at 100 each
    ("3H", False, -100),
])
def test_sam_t1_red_threes(threes: str, melded: bool, points: int) -> None:
    assert _red_three_row(threes, melded) == points


def test_sam_t2_one_canasta_is_not_enough_to_go_out_two_are() -> None:
    state = position(G, players=6, hands=["AC AD AH 9H"], phase=Phase.MELD, melds=[CANASTA_KS])
    assert "meld:ace:3:0:0" not in ids(G, state)
    with pytest.raises(IllegalMove, match="2 canasta"):
        sa.apply(state, sa.parse_move("meld:ace:3:0:0"))
    state = position(G, players=6, hands=["AC AD AH 9H"], phase=Phase.MELD, melds=[CANASTA_KS, CANASTA_QS])
    state = play(G, state, "meld:ace:3:0:0", "discard:9H")
    assert state.deal == 2


def test_sam_t3_spec_table_score_7200_needs_150() -> None:
    hand = "AC AD AH JK1 2C KC KD KS " + FILLER
    options = {"minimums": "spec"}
    state = position(G, players=6, hands=[hand], phase=Phase.MELD, scores=(7200, 0, 0), options=options)
    assert minimum(state, 0) == 150
    state = play(G, state, "meld:ace:3:0:1")
    assert state.turn_points == 110 and not state.opened[0]
    with_kings = play(G, state, "meld:king:3:0:0")
    assert with_kings.turn_points == 140 and not with_kings.opened[0]
    state = play(G, state, "meld:king:2:1:0")
    assert state.turn_points == 150 and state.opened[0]


@pytest.mark.parametrize(("score", "book", "spec"), [
    (-50, 150, 0), (0, 150, 50), (1500, 150, 90), (3000, 150, 120), (6995, 150, 120), (7000, 120, 150),
    (9000, 120, 150),
])
def test_sam_1_the_book_minimum_is_the_default_the_specs_table_an_option(score: int, book: int, spec: int) -> None:
    assert minimum(position(G, players=6, scores=(score, 0, 0)), 0) == book
    assert minimum(position(G, players=6, scores=(score, 0, 0), options={"minimums": "spec"}), 0) == spec


def test_sam_t4_the_deck_and_the_deal() -> None:
    counts = Counter(sa.DECK)
    assert len(sa.DECK) == 162
    assert sum(n for card, n in counts.items() if card.is_joker or card.rank.value == 2) == 18
    assert sum(n for card, n in counts.items() if card.rank.value == 3 and card.is_red) == 6
    state = G.new_game(G.spec.default_options(), 6, seed=4)
    assert [len(hand.cards) for hand in state.hands] == [13] * 6 and state.sides == (0, 1, 2, 0, 1, 2)
    assert len(state.stock) + len(state.pile.cards) == 162 - 78


@pytest.mark.parametrize(("players", "sides"), [
    (2, (0, 1)), (3, (0, 1, 2)), (4, (0, 1, 0, 1)), (5, (0, 1, 0, 1, 1)), (6, (0, 1, 2, 0, 1, 2)),
])
def test_sam_sides_for_every_player_count(players: int, sides: tuple[int, ...]) -> None:
    state = G.new_game(G.spec.default_options(), players, seed=2)
    assert state.sides == sides and {len(state.hands[seat].cards) for seat in state.order} == {13}
    assert G.score(state).match == (0,) * players
