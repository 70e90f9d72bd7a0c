"""Double dummy for bezique's play-out through the generic adapter: the C++ engine against the pure-Python
reference solver, and both against a brute force over the game's own rules (its legal moves and trick
winners, the dealer sitting out at four), on small endings (at most five cards a hand) of random deals.

Positions the solver cannot express (a card repeated by the multi-pack deck, a wild card still in play) and
every position while the stock lasts are refused with FAILED_PRECONDITION; every accepted one must be exact.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import bezique
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import TrickWon
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import game_seats, position_of

GAME = bezique.GAME
OPTIONS = bezique.Options(play_out_last_cards=True)
ENDINGS = 150
"""Endings compared (with every card value of the seat to move)."""


def _brute(state: Any, target: int) -> int:
    """Tricks ``target`` takes from here to the end of the play-out, everybody else against it."""
    if state.phase is not bezique.Phase.PLAY_OUT:
        return 0
    mover = GAME.to_act(state)
    values = [_after(state, move, target) for move in GAME.legal_moves(state)]
    return max(values) if mover == target else min(values)


def _after(state: Any, move: Any, target: int) -> int:
    step = GAME.play(state, move)
    won = sum(1 for event in step.events if isinstance(event, TrickWon) and event.seat == target)
    return won + (_brute(step.state, target) if step.state.deal_number == state.deal_number else 0)


def _endings(count: int) -> list[Any]:
    """Play-out states of random first deals at 2, 3 and 4 players, once the hand to act holds at most five
    cards and the solver accepts the position."""
    found: list[Any] = []
    seed = 0
    while len(found) < count:
        players = 2 + seed % 3
        chooser = Drbg(seed + 500)
        state = GAME.new_game(OPTIONS, players, seed=seed)
        seed += 1
        candidates = []
        while state.deal_number == 1 and not GAME.is_terminal(state):
            if state.phase is bezique.Phase.PLAY_OUT and len(state.hands[GAME.to_act(state)].cards) <= 5:
                try:
                    GAME.trick_play(state)
                    candidates.append(state)
                except IllegalMove:
                    pass
            legal = GAME.legal_moves(state)
            state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
        if candidates:
            found.append(candidates[chooser.randbelow(len(candidates))])
    return found


def test_the_engine_the_reference_and_the_rules_agree_on_small_endings() -> None:
    endings = _endings(ENDINGS)
    assert len(endings) == ENDINGS
    for state in endings:
        position = position_of(GAME, state)
        engine = solve_position(position, tt_mb=1)
        reference = solve_reference(position)
        assert (engine.value, engine.card_values, engine.total) == (reference.value, reference.card_values,
                                                                  reference.total)
        mover = GAME.to_act(state)
        assert game_seats(GAME, state)[engine.seat_to_move] == mover
        assert engine.value == _brute(state, mover)
        for move in GAME.legal_moves(state):
            assert engine.card_values[str(move.card)] == _after(state, move, mover)


@pytest.mark.parametrize("players", [2, 3])
def test_the_stock_repeated_cards_and_wild_cards_are_refused(players: int) -> None:
    state = GAME.new_game(OPTIONS, players, seed=players)
    with pytest.raises(IllegalMove, match="stock lasts"):
        position_of(GAME, state)
    chooser = Drbg(7)
    while state.phase is not bezique.Phase.PLAY_OUT:
        legal = GAME.legal_moves(state)
        state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
    with pytest.raises(IllegalMove, match=r"repeats a card|wild card"):
        position_of(GAME, state)
