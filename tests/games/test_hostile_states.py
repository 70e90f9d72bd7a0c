"""States the fuzzers (``bench/fuzz.py`` and an in-process run of its mutators over every game's states)
found to end in a traceback or a runaway allocation instead of a named InvalidState.  Each case is the
smallest edit of a real state that reproduces the finding; before the fixes these raised IndexError,
AssertionError, ValueError or MemoryError (a sheet check built a list as long as a forged deal number:
the in-process run grew to 24 GB before the kernel killed it)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from cardgames.games import registry
from cardgames.games.business.state import Role
from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidState
from cardgames.games.mechanics.match import ScoreSheet, SheetRow


def _new(game_id: str, players: int | None = None) -> Any:
    game = registry.find_game(game_id)
    return game.new_game(game.options_type(), players or game.spec.default_players, seed=1)


def _business_in(phase: str) -> Any:
    """A four-player business deal played with the first legal move (a bid, then passes) up to ``phase``."""
    game = registry.find_game("business")
    state = _new("business", 4)
    while state.phase.name != phase:
        moves = game.legal_moves(state)
        state = game.play(state, moves[0] if state.phase.name != "AUCTION" or not state.calls else moves[-1]).state
    return state


CASES: list[tuple[str, Callable[[], Any], str]] = [
    ("business", lambda: replace(_business_in("ROLES"), declarer=None), "Declarer exactly once"),
    ("business", lambda: replace(_business_in("AUCTION"), declarer=9), "seat 9 out of range"),
    ("business", lambda: replace(_business_in("PLAY"), trick=None), "trick on the table"),
    ("business", lambda: replace(_business_in("ROLES"), changed=True), "no trump changed"),
    ("business", lambda: replace(_business_in("PLAY"), tricks_won=(0,)), "one count"),
    ("business", lambda: replace(_business_in("ANNOUNCE"), phase=_business_in("ANNOUNCE").phase.DISCARD),
     "without a talon"),
    ("business", lambda: replace(_business_in("ROLES"), roles=tuple(Role.THIEF if role is Role.NONE else role
                                                                    for role in _business_in("ROLES").roles)),
     "nobody is to act"),
    ("thousand", lambda: replace(_new("thousand"), auction=replace(_new("thousand").auction, equal_for_senior=True)),
     "one step above"),
    ("preferans", lambda: replace(_new("preferans"), auction=replace(_new("preferans").auction,
                                                                     equal_for_senior=True)), "auction"),
    ("preferans", lambda: replace(_new("preferans"), phase=_new("preferans").phase.OPTIONS), "nobody is to act"),
    ("preferans", lambda: replace(_new("preferans"), phase=_new("preferans").phase.CONTRACT),
     "needs a declarer and his bid"),
    ("sixty_six", lambda: replace(_new("sixty_six"), trick=replace(_new("sixty_six").trick, leader=7)),
     "out of range"),
    ("sixty_six", lambda: replace(_new("sixty_six"), deal_number=2**40), "one row per finished kon"),
    ("thousand", lambda: replace(_new("thousand"), deal_number=2**40), "one row per finished deal"),
    ("mushka", lambda: replace(_new("mushka"), trump=Card.parse("JK1")), "suited card of the deck"),
    ("rams", lambda: replace(_new("rams"), trump=Card.parse("JK2")), "suited card of the deck"),
]


@pytest.mark.parametrize(("game_id", "make", "message"), CASES, ids=[f"{c[0]}-{c[2]}" for c in CASES])
def test_forged_states_are_named_not_tracebacks(game_id: str, make: Callable[[], Any], message: str) -> None:
    with pytest.raises(InvalidState, match=message):
        registry.find_game(game_id).check_state(make())


def test_a_full_trick_left_on_the_table_is_named() -> None:
    """The card mutator's preferans state: a card moved from a hand to the trick on the table fills it, and the
    check of whose turn it is indexed past the trick's seats (IndexError) before the trick's size was checked."""
    game = registry.find_game("preferans")
    state = _new("preferans", 3)
    while state.phase.name != "PLAY" or len(state.trick.cards) != 2:
        moves = game.legal_moves(state)
        state = game.play(state, moves[-1] if state.phase.name == "PLAY" else moves[0]).state
    due = game.to_act(state)
    hand = state.hands[due]
    hands = tuple(replace(hand, cards=hand.cards[1:]) if seat == due else held for seat, held in enumerate(state.hands))
    moved = replace(state, hands=hands, trick=replace(state.trick, cards=(*state.trick.cards, hand.cards[0])))
    with pytest.raises(InvalidState, match="led by the last winner and won by the rules"):
        game.check_state(moved)


@pytest.mark.parametrize("game_id", ["canasta", "samba"])
def test_a_taken_top_card_must_lie_in_the_sides_melds(game_id: str) -> None:
    """The card mutator's samba state: the taken top card swapped with a card of a hand; retracting the turn's
    melds removed it from them (ValueError) before the check."""
    game, rng = registry.find_game(game_id), random.Random(0)
    state = game.new_game(game.options_type(), 4, seed=0)
    while state.phase.name != "OPENING":
        moves = game.legal_moves(state)
        state = game.play(state, moves[rng.randrange(len(moves))]).state
    game.check_state(state)
    held = state.hands[state.turn].cards
    stranger = next(card for card in held if card != state.taken)
    with pytest.raises(InvalidState, match="taken top card lies in one of the side's melds"):
        game.check_state(replace(state, taken=stranger))


def test_one_row_a_deal_never_builds_a_list_as_long_as_the_claim() -> None:
    sheet = ScoreSheet(("A", "B"), rows=(SheetRow(1, "", (1, 0)), SheetRow(2, "", (0, 1))))
    assert sheet.one_row_a_deal(2)
    assert not sheet.one_row_a_deal(3) and not sheet.one_row_a_deal(1)
    assert not sheet.one_row_a_deal(2**62)  # at once: compared by count first
    assert not replace(sheet, rows=sheet.rows[::-1]).one_row_a_deal(2)
