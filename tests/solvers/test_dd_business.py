"""Double dummy for business through the generic adapter: the C++ engine against the pure-Python reference
on small endings (at most 4 cards a hand with 4 players, 3 with 5; 25 endings each) of random deals where the
Declarer played alone and used his change, and the refusals (FAILED_PRECONDITION) where the engine cannot
express business's rules."""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import business
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import position_of

GAME = business.GAME
ENDING = {4: 4, 5: 3}
"""Cards a hand at most in the compared endings (the Python reference is slow beyond)."""


def _ending(seed: int, players: int) -> Any | None:
    """Deal 1 played at random, the Declarer alone and changing at his first chance, up to an accepted
    position with at most ``ENDING[players]`` cards a hand (None when the deal ends first)."""
    state: Any = GAME.new_game(business.Options(deck="52"), players, seed)
    chooser = Drbg(seed)
    while state.deal_number == 1 and not GAME.is_terminal(state):
        ids = [move.id for move in GAME.legal_moves(state)]
        if state.phase is business.Phase.PLAY and state.changed:
            sizes = [len(hand.cards) for hand in state.hands]
            if max(sizes) <= ENDING[players]:
                try:
                    GAME.trick_play(state)
                    return state
                except IllegalMove:
                    pass
        pick = "alone" if "alone" in ids else "change" if "change" in ids else ids[chooser.randbelow(len(ids))]
        state = GAME.play(state, GAME.parse_move(pick)).state
    return None


@pytest.mark.parametrize("players", [4, 5])
def test_engine_equals_reference_on_business_endings(players: int) -> None:
    compared = 0
    for seed in range(400):
        state = _ending(seed, players)
        if state is None:
            continue
        position = position_of(GAME, state)
        got, want = solve_position(position, tt_mb=2), solve_reference(position)
        assert (got.value, got.card_values) == (want.value, want.card_values), seed
        compared += 1
        if compared >= 25:
            break
    assert compared >= 10


def test_refusals_say_why() -> None:
    state: Any = GAME.new_game(business.Options(deck="52"), 4, 2)
    chooser = Drbg(2)
    while state.phase is not business.Phase.PLAY:
        legal = GAME.legal_moves(state)
        state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
    with pytest.raises(IllegalMove, match="double dummy"):
        GAME.trick_play(state)
    assert GAME.trick_play(GAME.new_game(business.Options(), 4, 2)) is None  # the auction
