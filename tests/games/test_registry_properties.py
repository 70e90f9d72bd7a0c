"""Properties every registered game keeps, over random playouts of every option set and seat count.

CI plays ``CARDGAMES_PLAYOUTS`` (default 200) games per game, option set and
seat count, stopping early once a case has checked ``STEP_BUDGET`` states
(deterministic: the same seeds always stop at the same game). Long games hit
the budget first: a uniformly random bridge rubber lasts ~6,000 moves, so CI
checks a few dozen rubbers per option set. ``-m nightly`` runs ten times both.
"""

from __future__ import annotations

from types import ModuleType

import pytest
from playout import check_playout, leak_check, option_sets, player_counts, playouts, replay

from cardgames.games import registry
from cardgames.games.core.spec import GameRules

GAMES = list(registry.all_games().values())
CASES = [
    pytest.param(module, options, players, id=f"{module.SPEC.id}-{players}p-{options or 'defaults'}")
    for module in GAMES
    for options in option_sets(module)
    for players in player_counts(module)
]


STEP_BUDGET = 120_000


def _run(module: ModuleType, raw: dict[str, object], players: int, count: int, step_budget: int) -> None:
    options = module.SPEC.build_options(raw)
    steps = 0
    for seed in range(count):
        if steps >= step_budget:
            break
        deep = seed < max(3, count // 20)
        final, played, states = check_playout(module, options, players, seed, deep)
        steps += len(states)
        if seed < 5:
            assert replay(module, options, players, seed, played) == final, "same seed and moves, other state"
        if deep:
            for index in range(0, len(states), max(1, len(states) // 8)):
                for seat in range(players):
                    leak_check(module, states[index], seat, seed + index)


@pytest.mark.parametrize(("module", "raw", "players"), CASES)
def test_random_playouts_keep_invariants(module: ModuleType, raw: dict[str, object], players: int) -> None:
    _run(module, raw, players, playouts(200), STEP_BUDGET)


@pytest.mark.nightly
@pytest.mark.parametrize(("module", "raw", "players"), CASES)
def test_random_playouts_nightly(module: ModuleType, raw: dict[str, object], players: int) -> None:
    _run(module, raw, players, playouts(2000), STEP_BUDGET * 10)


@pytest.mark.parametrize("module", GAMES, ids=lambda m: m.SPEC.id)
def test_module_follows_the_protocol(module: ModuleType) -> None:
    assert isinstance(module, GameRules)
    spec = module.SPEC
    assert spec.min_players <= spec.default_players <= spec.max_players
    defaults = spec.default_options()
    assert {o.name for o in spec.options} == set(defaults.__dataclass_fields__)


@pytest.mark.parametrize("module", GAMES, ids=lambda m: m.SPEC.id)
def test_same_seed_same_deal_and_different_seeds_differ(module: ModuleType) -> None:
    options = module.SPEC.default_options()
    players = module.SPEC.default_players
    assert module.new_game(options, players, seed=42) == module.new_game(options, players, seed=42)
    assert module.new_game(options, players, seed=42) != module.new_game(options, players, seed=43)
