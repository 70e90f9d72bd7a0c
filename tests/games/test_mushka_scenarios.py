"""Mushka: the spec's worked scenarios (mushka.md §1.10) by id, and its scoring table as rows."""

from __future__ import annotations

import pytest
from mushka_helpers import hands_deal, keep_all, play_ids

from cardgames.games import mushka
from cardgames.games.core.cards import parse_cards
from cardgames.games.mechanics.pool import settlement

OPTIONS = mushka.Options()


def _state(hands: list[str], trump: str) -> mushka.State:
    deal = hands_deal(mushka.SHORT_DECK, hands, trump)
    return mushka.new_game(OPTIONS, len(hands), seed=1, deals=[deal])


@pytest.mark.parametrize(("tricks", "holder", "spades", "change"), [
    (1, False, False, -1),
    (3, False, True, -3),
    (5, False, False, -5),
    (0, False, False, 5),
    (0, False, True, 5),
    (1, True, False, -6),
    (2, True, False, -7),
    (2, True, True, -12),
    (5, True, True, -15),
    (0, True, False, 10),
    (0, True, True, 10),
])
def test_the_deal_table(tricks: int, holder: bool, spades: bool, change: int) -> None:
    """§1.6: a trick writes off 1; none adds 5; the ace of spades +5 (+10 spades trump, MU-7) with a trick,
    10 instead of 5 without one (MU-5)."""
    assert mushka.player_change(tricks, holder, spades) == change


def test_MU_T1_no_trick_adds_five() -> None:
    assert 16 + mushka.player_change(0, False, False) == 21


def test_MU_T2_spades_trump_ace_holder_two_tricks_writes_off_twelve() -> None:
    assert 25 + mushka.player_change(2, True, True) == 13


def test_MU_T3_the_ace_of_spades_beats_the_trump_ace_played_before_it() -> None:
    state = keep_all(mushka.GAME, _state(["7S 8C 9C TC JC", "AH 6H 7D 8D 9D", "AS 6S QD KD AD"], "7H"))
    assert state.phase is mushka.Phase.PLAY and mushka.to_act(state) == 0
    assert {move.id for move in mushka.legal_moves(state)} >= {"play:7S"}
    state = play_ids(mushka.GAME, state, "play:7S")
    assert {move.id for move in mushka.legal_moves(state)} == {"play:AH", "play:6H"}  # no spades: must trump
    state = play_ids(mushka.GAME, state, "play:AH", "play:AS")
    assert state.tricks[0].winner_seat == 2  # P3 wins with the ace of spades
    # contrast: the ace of spades led, trumped low, loses
    assert mushka.winning_index(parse_cards("AS 6H"), parse_cards("7H")[0].suit) == 1  # type: ignore[arg-type]


def test_MU_T3_contrast_through_play() -> None:
    state = keep_all(mushka.GAME, _state(["AS 8C 9C TC JC", "AH 6H 7D 8D 9D", "6S 7S QD KD AD"], "7H"))
    state = play_ids(mushka.GAME, state, "play:AS", "play:6H", "play:6S")
    assert state.tricks[0].winner_seat == 1


def test_MU_T4_void_in_the_led_suit_a_trump_must_be_played() -> None:
    from cardgames.games.mechanics.tricks import Trick

    hand = parse_cards("9D KH 7C")
    suit = parse_cards("KH")[0].suit
    assert suit is not None
    assert mushka.rules.RULES[suit].legal_cards(hand, Trick(0, parse_cards("7S"))) == parse_cards("KH")


def test_MU_T5_ace_holder_without_a_trick_adds_ten() -> None:
    assert 25 + mushka.player_change(0, True, False) == 35


def test_MU_T6_settlement() -> None:
    assert settlement((0, 7, 19), 0) == (26, -7, -19)


def test_the_docs_worked_example() -> None:
    """docs/games/mushka.md: the worked deal, played move by move."""
    state = mushka.new_game(OPTIONS, 3, seed=1, deals=[hands_deal(mushka.SHORT_DECK,
                            ["AS KS 8C 9C TC", "AH 6H 7D 8D 9D", "6S 7S QD KD AD"], "7H", "6C 7C")])
    state = play_ids(mushka.GAME, state, "exchange:8C,9C", "keep", "keep", "take:QD")
    state = play_ids(mushka.GAME, state, "play:6C", "play:6H", "play:7H", "play:KD", "play:7C", "play:7D",
                     "play:AD", "play:TC", "play:8D", "play:6S", "play:KS", "play:AH", "play:9D", "play:7S")
    step = mushka.GAME.play(state, mushka.GAME.parse_move("play:AS"))
    row = step.state.sheet.rows[0]
    assert row.points == (10, -2, -3) and row.label == "tricks 0 2 3; ace of spades: seat 0"
    assert mushka.current_counts(step.state) == (35, 23, 22)
