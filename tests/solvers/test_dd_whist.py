"""Double dummy for whist through the generic adapter (objective: tricks, for the side of the position to play).

* Small endings (at most five cards a hand, some mid-trick): the C++ engine equals the pure-Python
  reference solver, value and every card's value.
* Endings of at most three cards: both equal a brute force over whist's own rules (its legal moves, its
  trick winners), so the adapter maps the game faithfully.
* Full hands at the opening lead: the generic engine equals the separate bridge table solver
  (``solve_table``: the dealer "declares" in the turned suit, eldest hand leads), an exhaustive
  check of a 13-card deal by independent code.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import whist
from cardgames.games.core.events import TrickWon
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import solve_position, solve_table
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import deal_hands, position_of

SMALL_ENDINGS = 200
BRUTE_ENDINGS = 60
FULL_DEALS = 6


def _ending(seed: int, cards: int, options: whist.Options) -> whist.State:
    """A random point of a random deal once the hand to play holds at most ``cards`` cards."""
    chooser = Drbg(seed + 77)
    state = whist.new_game(options, 2 + seed % 3, seed=seed)
    stop = 4 * (13 - cards) + chooser.randbelow(4 * cards - 1)
    for _ in range(stop):
        moves = whist.legal_moves(state)
        state = whist.apply(state, moves[chooser.randbelow(len(moves))])
    return state


def _options(seed: int) -> whist.Options:
    return whist.Options(no_trump=seed % 4 == 3)


def test_the_engine_equals_the_reference_on_small_endings() -> None:
    compared = 0
    for seed in range(SMALL_ENDINGS):
        state = _ending(seed, 3 + seed % 3, _options(seed))  # 3, 4 or 5 cards a hand
        position = position_of(whist.GAME, state)
        engine, reference = solve_position(position, tt_mb=1), solve_reference(position)
        assert (engine.value, engine.card_values, engine.total, engine.seat_to_move) == (
            reference.value, reference.card_values, reference.total, reference.seat_to_move)
        compared += 1
    assert compared == SMALL_ENDINGS


def _brute(state: whist.State, side: int, tricks_left: int) -> int:
    if tricks_left == 0:
        return 0
    position = whist.plays_from(state)
    assert position is not None
    values = [_after(state, move, side, tricks_left) for move in whist.legal_moves(state)]
    return max(values) if position % 2 == side else min(values)


def _after(state: whist.State, move: Any, side: int, tricks_left: int) -> int:
    step = whist.play(state, move)
    won = [event.seat for event in step.events if isinstance(event, TrickWon)]
    rest = tricks_left - len(won)
    return sum(1 for seat in won if seat % 2 == side) + (_brute(step.state, side, rest) if rest else 0)


def test_the_engine_equals_whists_own_rules_on_endings() -> None:
    for seed in range(BRUTE_ENDINGS):
        state = _ending(seed, 3, _options(seed))
        mover = whist.plays_from(state)
        assert mover is not None
        tricks_left = 13 - len(state.tricks)
        result = solve_position(position_of(whist.GAME, state), tt_mb=1)
        assert result.seat_to_move == mover and result.total == tricks_left
        assert result.value == _brute(state, mover % 2, tricks_left)
        for move in whist.legal_moves(state):
            assert result.card_values[str(move.card)] == _after(state, move, mover % 2, tricks_left)


@pytest.mark.parametrize("seed", range(FULL_DEALS))
def test_full_hands_agree_with_the_bridge_table_solver(seed: int) -> None:
    state = whist.new_game(_options(seed), 4, seed=seed)
    hands = deal_hands(whist.GAME, state)
    assert hands is not None
    strain = "NT" if state.trump_card is None else state.trump_card.suit.letter
    table = solve_table(hands)
    leader = (state.dealer + 1) % 4
    result = solve_position(position_of(whist.GAME, state), tt_mb=16)
    assert result.seat_to_move == leader and result.total == 13
    assert result.value == 13 - table.get(state.dealer, strain)  # the dealer's side "declares"
    assert max(result.card_values.values()) == result.value
