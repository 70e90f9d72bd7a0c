"""A solve stopped by its budget says what it proved: ``SolverBudgetExceeded.lower`` and ``.upper`` bound the value
(as ``PositionResult.value`` reports it), from the driver's finished searches.  Checked against the exact value
on positions of real games through every path of the facade: the bridge solver, the generic engine with tricks,
card points and penalties, and declarations with the catch (business).  The budget is one for the whole solve:
the cards' values get what the value left.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from cardgames.games import registry
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import Position, SolverBudgetExceeded, solve_position
from cardgames.solvers.positions import position_of

CASES: list[tuple[str, dict[str, Any], list[str], str, int]] = [
    # game, options beside the defaults, first moves, the phase of the card play, cards a hand at the cut (the
    # engine looks at its budget every 4,096 trick starts: the positions need more)
    ("bridge", {}, [], "PLAY", 11),
    ("barbu", {}, ["contract:no_tricks"], "PLAY", 8),
    ("barbu", {}, ["contract:no_queens"], "PLAY", 9),
    ("bezique", {"play_out_last_cards": True}, [], "PLAY_OUT", 99),  # card points, two packs
    ("business", {}, [], "PLAY", 8),
]
SEEDS = range(3)
TABLE_MB = 4.0


def _position(game_id: str, options: dict[str, Any], first: list[str], phase: str, cards: int,
              seed: int) -> Position | None:
    """Random legal play from the deal of ``seed`` (``first`` moves first) to the first point of the card play
    where the hand to act holds ``cards`` cards or fewer, mid-trick if the random play stops there; None if the
    game ended first."""
    game = registry.find_game(game_id)
    state = game.new_game(replace(game.spec.default_options(), **options), 4 if game_id == "business" else
                          game.spec.min_players, seed=seed)
    for move in first:
        state = game.play(state, game.parse_move(move)).state
    chooser = Drbg(seed ^ 0x5EED)
    while not game.is_terminal(state):
        seat = game.to_act(state)
        if state.phase.name == phase and seat is not None and len(state.hands[seat].cards) <= cards:
            return position_of(game, state)
        legal = game.legal_moves(state)
        state = game.play(state, legal[chooser.randbelow(len(legal))]).state
    return None


def _positions() -> list[tuple[str, Position]]:
    found = []
    for game_id, options, first, phase, cards in CASES:
        for seed in SEEDS:
            position = _position(game_id, options, first, phase, cards, seed)
            if position is not None:
                found.append((f"{game_id} {' '.join(first)} seed {seed}", position))
    return found


POSITIONS = _positions()


def _solve(position: Position, nodes: int, cards: bool) -> Any:
    """The result, or the budget error."""
    try:
        return solve_position(position, tt_mb=TABLE_MB, node_budget=nodes, values_of_cards=cards)
    except SolverBudgetExceeded as error:
        return error


def test_every_game_of_the_cases_gave_positions() -> None:
    games = {label.split()[0] for label, _ in POSITIONS}
    assert games == {case[0] for case in CASES}, games


@pytest.mark.parametrize(("label", "position"), POSITIONS, ids=[label for label, _ in POSITIONS])
def test_bounds_out_of_budget_hold_the_value_and_narrow_as_the_budget_grows(label: str, position: Position) -> None:
    exact = solve_position(position, tt_mb=TABLE_MB, values_of_cards=False).value
    intervals: list[tuple[int, int]] = []
    nodes = 1
    while True:
        answer = _solve(position, nodes, cards=False)
        if not isinstance(answer, SolverBudgetExceeded):
            assert answer.value == exact
            break
        assert answer.lower is not None and answer.upper is not None
        assert answer.lower <= exact <= answer.upper, (label, nodes, answer.lower, answer.upper, exact)
        assert f"[{answer.lower}, {answer.upper}]" in str(answer)
        if intervals:  # the search is deterministic: a bigger budget finishes what a smaller one did, and more
            lower, upper = intervals[-1]
            assert lower <= answer.lower and answer.upper <= upper, (label, intervals, answer.lower, answer.upper)
        intervals.append((answer.lower, answer.upper))
        nodes *= 2
    # the value found, with a budget too small for the cards: the bounds are the value itself
    with_cards = _solve(position, nodes, cards=True)
    if isinstance(with_cards, SolverBudgetExceeded):
        assert with_cards.lower == with_cards.upper == exact, (label, with_cards)


def test_bounds_narrow_before_the_value_is_found_somewhere() -> None:
    """Not every search finishes its first probe only at the end: on some position, a budget too small for the
    value still proves more than the widest bounds."""
    narrowed = 0
    for _label, position in POSITIONS:
        widths = []
        nodes = 1
        while isinstance(answer := _solve(position, nodes, cards=False), SolverBudgetExceeded):
            assert answer.lower is not None and answer.upper is not None
            widths.append(answer.upper - answer.lower)
            nodes *= 2
        narrowed += len(set(widths)) > 1
    assert narrowed >= 3, narrowed


def test_the_cards_get_what_the_value_left() -> None:
    """One budget for the solve: a node budget that the value and the cards each fit in, but not both together,
    runs out (with the value as both bounds).  Each engine call counted its own budget before.  The engine looks
    at its budget every 4,096 trick starts, so both searches need more than that."""
    checked = 0
    for label, position in POSITIONS:
        value = solve_position(position, tt_mb=TABLE_MB, values_of_cards=False)
        value_nodes = value.nodes
        cards_nodes = solve_position(position, tt_mb=TABLE_MB).nodes - value_nodes
        if min(value_nodes, cards_nodes) <= 4096:
            continue
        answer = _solve(position, max(value_nodes, cards_nodes), cards=True)
        assert isinstance(answer, SolverBudgetExceeded), (label, value_nodes, cards_nodes)
        assert answer.lower == answer.upper == value.value
        checked += 1
    assert checked >= 3, checked


def test_the_nodes_of_a_solve_are_every_call_s() -> None:
    """``PositionResult.nodes`` (the service's ``nodes``) counts the value's search and the cards'."""
    label, position = next((label, p) for label, p in POSITIONS if label.startswith("barbu"))
    value_only = solve_position(position, tt_mb=TABLE_MB, values_of_cards=False).nodes
    assert 0 < value_only < solve_position(position, tt_mb=TABLE_MB).nodes, label
