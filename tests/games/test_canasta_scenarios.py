"""The test scenarios of rules/canasta.md 1.13, by number (sides: 0 = seats 0+2, 1 = seats 1+3)."""

from __future__ import annotations

import pytest
from canasta_positions import ids, play, position

from cardgames.games import canasta as ca
from cardgames.games.canasta.hand_end import hand_rows
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import DealScored, MatchOver
from cardgames.games.core.spec import Outcome
from cardgames.games.core.values import replace
from cardgames.games.mechanics.discard_pile import DiscardPile
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase

G = ca.GAME
FILLER = "5H 9C TD JH KS"  # cards that keep the hand from running out


# ---------------------------------------------------------------- 1: the initial meld minimum


def test_can_t1_score_0_queens_and_a_joker_make_70_and_open() -> None:
    state = position(G, hands=["QH QS JK1 " + FILLER], phase=Phase.MELD)
    assert ca.minimum(state, 0) == 50
    state = play(G, state, "meld:queen:2:0:1")
    assert state.opened[0] and state.turn_points == 70
    assert "discard:5H" in ids(G, state)


def test_can_t1_score_0_three_fives_are_not_enough() -> None:
    state = play(G, position(G, hands=["5C 5D 5S " + FILLER], phase=Phase.MELD), "meld:five:3:0:0")
    assert not state.opened[0] and state.turn_points == 15
    with pytest.raises(IllegalMove, match="minimum of 50"):
        ca.apply(state, ca.parse_move("discard:9C"))
    assert not [move for move in ids(G, state) if move.startswith("discard")]
    state = play(G, state, "retract")  # the insufficient meld goes back to the hand
    assert state.melds == () and "discard:5C" in ids(G, state)


def test_can_t1_score_1600_needs_90_aces_alone_fall_short_kings_complete_it() -> None:
    state = position(G, hands=["AS AH 2C KC KD KS " + FILLER], scores=(1600, 0), phase=Phase.MELD)
    assert ca.minimum(state, 0) == 90
    state = play(G, state, "meld:ace:2:1:0")
    assert state.turn_points == 60 and not state.opened[0]
    state = play(G, state, "meld:king:3:0:0")
    assert state.turn_points == 90 and state.opened[0]


@pytest.mark.parametrize(("score", "needed"), [
    (-200, 0), (-5, 0), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (4800, 120),
])
def test_can_t1_minimum_table(score: int, needed: int) -> None:
    assert ca.minimum(position(G, scores=(score, 0)), 0) == needed


def test_can_t1_negative_score_three_fours_are_legal() -> None:
    state = play(G, position(G, hands=["4C 4D 4H " + FILLER], scores=(-200, 0), phase=Phase.MELD),
                 "meld:four:3:0:0")
    assert state.opened[0] and "discard:5H" in ids(G, state)


def test_can_t1_standard_negative_minimum_is_an_option() -> None:
    state = position(G, scores=(-200, 0), options={"negative_min": 15})
    assert ca.minimum(state, 0) == 15


# ---------------------------------------------------------------- 2: meld validity in play


@pytest.mark.parametrize(("cards", "move", "legal"), [
    ("7C 7D 2H 2S JK1", "meld:seven:2:2:1", True),
    ("7C 2H 2S", "meld:seven:1:2:0", False),
    ("7C 7D 7H 2S 2C JK1 2D", "meld:seven:3:3:1", False),
    ("2C 2D JK1", "meld:two:0:2:1", False),
])
def test_can_t2_meld_validity(cards: str, move: str, legal: bool) -> None:
    state = position(G, hands=[cards + " " + FILLER], phase=Phase.MELD, scores=(-10, 0))
    assert (move in ids(G, state)) == legal
    if not legal:
        with pytest.raises(IllegalMove):
            ca.apply(state, ca.parse_move(move))


def test_can_t2_black_threes_only_when_going_out() -> None:
    melds = [(0, "KC KD KH KS KC KD KH")]
    state = position(G, hands=["3C 3S 3C 9H 9D"], melds=melds, phase=Phase.MELD)
    assert "meld:three:3:0:0" not in ids(G, state)  # two cards would be left
    state = position(G, hands=["3C 3S 3C 9H"], melds=melds, phase=Phase.MELD)
    assert "meld:three:3:0:0" in ids(G, state)  # then discard the last card and go out
    state = play(G, state, "meld:three:3:0:0", "discard:9H")
    assert state.deal == 2


def test_can_t2_red_threes_never_reach_a_meld() -> None:
    state = position(G, hands=["3H 3D 7C 7D 7S " + FILLER], stock="8C 9C", turn=0)
    state = play(G, state, "draw")
    assert state.red_threes[0].cards and all(card.rank.value != 3 for card in state.hands[0].cards)
    assert len(state.hands[0].cards) == 11  # two replaced, one drawn


# ---------------------------------------------------------------- 3: end-of-hand scoring

A_MELDS = [(0, "KC KD KH KS KC KD KH"), (0, "8C 8D 8H 8S 8C 8D JK1"), (0, "AC AD 2S")]


def _scored(b_melds: bool = True, a_threes: str = "3H", concealed: bool = False,
            b_threes: str = "3D 3H") -> tuple[int, ...]:
    melds = A_MELDS + ([(1, "QC QD QH")] if b_melds else [])
    state = position(G, hands=["9H", "JK2 5C 7H 7D", "9S 4D", "2C AD"], melds=melds, phase=Phase.MELD,
                     red_threes=[a_threes, b_threes], opened=(True, b_melds))
    if not concealed:  # seat 0 melded in an earlier turn
        state = replace(state, laid=(True, False, False, False))
    step = G.play(state, ca.parse_move("discard:9H"))
    scored = next(event for event in step.events if isinstance(event, DealScored))
    return scored.points


def test_can_t3_side_a_goes_out_1225_side_b_125() -> None:
    assert _scored() == (1225, 125)


def test_can_t3_side_b_without_a_meld_minus_305() -> None:
    assert _scored(b_melds=False) == (1225, -305)


def test_can_t3_all_four_red_threes_800() -> None:
    assert _scored(a_threes="3H 3D 3H 3D", b_threes="")[0] == 1225 - 100 + 800


def test_can_t3_concealed_going_out_200() -> None:
    assert _scored(concealed=True)[0] == 1225 + 100


def test_can_t3_rows_itemised() -> None:
    state = position(G, hands=["", "JK2 5C 7H 7D", "9S 4D", "2C AD"], melds=[*A_MELDS, (1, "QC QD QH")],
                     phase=Phase.MELD, red_threes=["3H", "3D 3H"])
    rows = {row.label: row.points for row in hand_rows(state, 0)}
    assert rows["melded cards"] == (240, 30) and rows["canastas"] == (800, 0)
    assert rows["red threes"] == (100, 200) and rows["cards left in hand"] == (-15, -105)


# ---------------------------------------------------------------- 4: taking the pile


def test_can_t4_frozen_against_an_unmelded_side() -> None:
    state = position(G, hands=["8C 2D " + FILLER], pile="4C 8H")
    assert "take:1:1:0" not in ids(G, state)
    with pytest.raises(IllegalMove, match="frozen"):
        ca.apply(state, ca.parse_move("take:1:1:0"))


def test_can_t4_a_natural_pair_and_enough_for_the_minimum_takes_it() -> None:
    state = position(G, hands=["8C 8S AC AD AH " + FILLER], pile="4C 8H")
    assert "take:2:0:0" in ids(G, state)
    state = play(G, state, "take:2:0:0")
    assert state.phase is Phase.OPENING and state.turn_points == 30
    state = play(G, state, "meld:ace:3:0:0")  # 30 + 60: the minimum is met, the pile is the player's
    assert state.phase is Phase.MELD and state.opened[0] and "4C" in {str(c) for c in state.hands[0].cards}


def test_can_t4_a_pair_without_the_minimum_in_reach_may_not_take() -> None:
    state = position(G, hands=["8C 8S 4D 5D 6D 7D 9D"], pile="4C 8H")
    with pytest.raises(IllegalMove, match="minimum"):
        ca.apply(state, ca.parse_move("take:2:0:0"))


def test_can_t4_after_melding_a_natural_and_a_wild_card_take_an_unfrozen_pile() -> None:
    state = position(G, hands=["8C 2D " + FILLER], pile="4C 8H", melds=[(0, "KC KD KH")])
    assert "take:1:1:0" in ids(G, state)
    state = play(G, state, "take:1:1:0")
    assert state.phase is Phase.MELD and len(state.hands[0].cards) == 6 and not state.pile.cards


def test_can_t4_a_wild_card_in_the_pile_freezes_it_for_everybody() -> None:
    state = position(G, hands=["8C 8D 2D " + FILLER], pile="2C 4C 8H", melds=[(0, "KC KD KH")])
    assert state.pile.frozen
    assert ids(G, state)[:2] == ["draw", "take:2:0:0"] and "take:0:0:0" not in ids(G, state)


# ---------------------------------------------------------------- 5: the penalty


def test_can_t5_yes_but_not_going_out_costs_100() -> None:
    state = play(G, position(G, hands=["9H 9D " + FILLER], phase=Phase.MELD, melds=[(0, "KC KD KH")]), "ask")
    assert state.phase is Phase.ANSWER and G.to_act(state) == 2
    state = play(G, state, "answer:yes", "discard:9H")
    assert state.penalties == (1, 0)
    assert hand_rows(state, None)[-1].points == (-100, 0)


# ---------------------------------------------------------------- 6: the end of the game


def _last_hand(scores: tuple[int, int]) -> object:
    state = position(G, scores=scores, pile="4C 2C", hands=["", "", "", ""])
    return replace(state, stock=(), pile=DiscardPile(state.stock + state.pile.cards, True))


def test_can_t6_the_higher_side_over_5000_wins() -> None:
    state = _last_hand((5100, 5350))
    assert ids(G, state) == ["end"]
    step = G.play(state, ca.parse_move("end"))
    over = step.state
    assert G.is_terminal(over) and isinstance(step.events[-1], MatchOver)
    score = G.score(over)
    assert score.outcomes[1] is Outcome.WIN and score.outcomes[0] is Outcome.LOSS
    assert score.places[1] == 1 and score.places[0] == 2


def test_can_18_equal_totals_play_another_hand() -> None:
    state = _last_hand((5100, 5100))
    after = G.apply(state, ca.parse_move("end"))
    assert not G.is_terminal(after) and after.deal == 3
