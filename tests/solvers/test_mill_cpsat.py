"""The Mill's CP-SAT model (``mill_cpsat.py``, issue 18) against the C++ search and the generic search: the same verdict
wherever both decide, on positions around a whole deal's winning line (wins and losses) and deep into random
games; every winning line of the model replayed through the rules engine (``solve`` replays every line, here
once more); a forged state and the options it does not cover refused; the budget kept.

The C++ search decides every position used here within a fraction of a second; the model is given a few
seconds, and positions it does not decide in that time are skipped (the tests count what was compared)."""

from __future__ import annotations

import dataclasses
import random
import time
from functools import cache
from typing import Any

import pytest
from ortools.sat.python import cp_model
from solitaire_helpers import played_into
from test_solitaire_losses import random_line, reduced_deals

from cardgames.games.core.errors import InvalidState
from cardgames.games.registry import find_game
from cardgames.solvers import solitaire
from cardgames.solvers.solitaire import Budget, Verdict, mill_cpsat, new_state, solve

GAME = find_game("mill")
MODEL = Budget(seconds=3.0)
SEARCH = Budget(seconds=60.0, nodes=300_000)
"""Node budgets for the C++ search, so its verdicts are the same on any machine."""
WHOLE_DEAL = Budget(seconds=300.0, nodes=5_000_000)
"""Seed 0 is won within it by the C++ search (as in ``test_mill_solver.py``)."""


@cache
def _winning_line(seed: int) -> list[Any]:
    """The states along the C++ search's winning line of deal ``seed``."""
    root = new_state("mill", seed=seed)
    solution = solve("mill", root, WHOLE_DEAL)
    assert solution.verdict is Verdict.WON, (seed, solution)
    states = [root]
    for move_id in solution.moves[:-1]:
        states.append(GAME.apply(states[-1], GAME.parse_move(move_id)))
    return states


def _around_a_win(seed: int, count: int, depth: int, rng: random.Random) -> list[Any]:
    """Positions in the last ``depth`` states of a winning line, a few random moves off it: wins and losses."""
    line = _winning_line(seed)
    states = []
    while len(states) < count:
        state = played_into("mill", line[rng.randrange(max(0, len(line) - depth), len(line))], rng.randrange(0, 8), rng)
        if not GAME.is_terminal(state):
            states.append(state)
    return states


def _compared(states: list[Any], model_budget: Budget = MODEL) -> list[Verdict]:
    """The model's verdict against the C++ search's (and the generic search's, where the C++ search does not
    decide) on each state both decide; each model win replayed once more."""
    verdicts = []
    for state in states:
        modelled = solve("mill", state, model_budget, "cp-sat")
        assert modelled.method == "cp-sat"
        if modelled.verdict is Verdict.WON:
            assert solitaire.replay(GAME, state, modelled.moves).ending is not None
        searched = solve("mill", state, SEARCH)
        if searched.verdict is Verdict.BUDGET_EXCEEDED:
            searched = solve("mill", state, Budget(seconds=5.0), "generic")
        if Verdict.BUDGET_EXCEEDED in (modelled.verdict, searched.verdict):
            continue
        assert modelled.verdict is searched.verdict, (modelled, searched)
        verdicts.append(modelled.verdict)
    return verdicts


def test_the_model_and_the_search_agree_around_a_winning_line() -> None:
    verdicts = _compared(_around_a_win(0, 8, 25, random.Random(3)))
    assert len(verdicts) >= 5 and Verdict.WON in verdicts and Verdict.LOST in verdicts, verdicts


def _deep_into_random_games(seed: int, count: int, depth: int, rng: random.Random) -> list[Any]:
    """Positions up to 5 moves before the end of random games (never ``resign``) played from the last ``depth``
    states of a winning line: mostly losses, some wins."""
    line = _winning_line(seed)
    states = []
    while len(states) < count:
        game = random_line("mill", line[rng.randrange(max(0, len(line) - depth), len(line))], rng)
        states.append(game[-1 - rng.randrange(0, min(len(game), 6))])
    return states


def test_the_model_and_the_search_agree_deep_into_random_games() -> None:
    verdicts = _compared(_deep_into_random_games(0, 8, 60, random.Random(0)))
    assert len(verdicts) >= 4 and Verdict.LOST in verdicts, verdicts


def test_a_won_position_gives_a_line_the_rules_accept() -> None:
    """Ten moves before the end of seed 0's winning line: the model finds a line of its own."""
    state = _winning_line(0)[-10]
    solution = mill_cpsat.solve(state, MODEL)
    assert solution.verdict is Verdict.WON and solution.method == "cp-sat"
    assert solitaire.replay(GAME, state, solution.moves).ending is not None


@pytest.mark.parametrize("moves_left", [14, 15])
def test_a_win_that_needs_a_transfer(moves_left: int) -> None:
    """Late on seed 0's winning line (king pile 4 at 10 cards, the ace pile at 40-42) every win moves a card from a
    king pile to the ace pile: without transfers the model is infeasible, with them its line has one and replays;
    the C++ search wins too."""
    state = _winning_line(0)[-moves_left]
    built = mill_cpsat.build(state)
    for moved in built.moved.values():
        built.model.add(moved == 0)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = 10.0
    assert solver.solve(built.model) == cp_model.INFEASIBLE
    solution = mill_cpsat.solve(state, MODEL)
    assert solution.verdict is Verdict.WON and any(move.startswith("transfer:") for move in solution.moves)
    solitaire.replay(GAME, state, solution.moves)
    assert solve("mill", state, SEARCH).verdict is Verdict.WON


def test_a_forged_state_is_refused() -> None:
    state = new_state("mill", seed=1)
    wings = state.wings
    forged = dataclasses.replace(state, wings=(wings[1], *wings[1:]))  # one card twice, one missing
    with pytest.raises(InvalidState):
        mill_cpsat.solve(forged, MODEL)


@pytest.mark.parametrize("options", [{"refill": "choice"}, {"forced_kings": "false"}])
def test_other_options_are_refused(options: dict[str, str]) -> None:
    with pytest.raises(mill_cpsat.NotModelled, match="default options"):
        solve("mill", new_state("mill", options, seed=1), MODEL, "cp-sat")


def test_the_budget_is_kept() -> None:
    """A whole deal is far beyond the model: it stops at the budget (building the model counts)."""
    started = time.monotonic()
    solution = solve("mill", new_state("mill", seed=3), Budget(seconds=0.5), "cp-sat")
    assert solution.verdict is Verdict.BUDGET_EXCEEDED and "ran out of time" in solution.note
    assert time.monotonic() - started < 2.0


def test_the_horizon_bounds_the_winning_line() -> None:
    """From every state of seed 0's winning line, the moves left on it fit the model's horizon."""
    line = _winning_line(0)
    for moves_left, state in enumerate(reversed(line), 1):
        assert moves_left <= mill_cpsat.horizon(mill_cpsat.position(state)), moves_left


@pytest.mark.nightly
def test_a_bigger_sample_agrees() -> None:
    budget = Budget(seconds=20.0)
    verdicts = _compared(_around_a_win(0, 30, 60, random.Random(1)), budget)
    verdicts += _compared(_deep_into_random_games(0, 30, 80, random.Random(1)), budget)
    verdicts += _compared(reduced_deals("mill", {}, 3), budget)
    assert len(verdicts) >= 25 and Verdict.WON in verdicts and Verdict.LOST in verdicts, verdicts
