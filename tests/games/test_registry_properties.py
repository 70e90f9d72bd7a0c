"""Properties every registered game keeps, over random playouts of every option set and seat count.

The budget is per game, not per case: each game gets ``STEP_BUDGET`` checked states
(``CARDGAMES_STEP_BUDGET`` overrides), shared round-robin by its option sets and seat counts
(every case plays at least one whole match), so CI time grows with the number of games and
not with the number of their options.  The seeds are fixed, so a run is reproducible.
A uniformly random bridge rubber lasts ~6,000 moves; durak ~60; little_piano (idle limit 200, see
``playout.PLAYOUT_OPTIONS``) ~150 (book) to ~1,200 (Big Piano, draw 3).
``-m nightly`` multiplies the budget by ten.

At 27 games this is about 27 x 6 s on the 2-core CI machine (see tests/README.md).
"""

from __future__ import annotations

import os

import pytest
from playout import check_playout, leak_check, option_sets, player_counts, replay, seat_counts, seats_for

from cardgames.games import registry
from cardgames.games.core.game import AnyGame, Game

GAMES = list(registry.all_games().values())
STEP_BUDGET = int(os.environ.get("CARDGAMES_STEP_BUDGET", "30000"))


def _cases(game: AnyGame, every_pair: bool = False) -> list[tuple[dict[str, object], int]]:
    """Each option set at the default seat count, then each other seat count with the defaults (every
    pair of the two with ``every_pair``, nightly): a game with many seat counts and options (baccara's
    2-10 punters) would otherwise play dozens of whole matches before its budget is even looked at."""
    sets, counts = option_sets(game), player_counts(game)
    if every_pair:
        return [(options, players) for options in sets for players in seat_counts(game, options)]
    default = game.spec.default_players
    return [(options, seats_for(game, options, default)) for options in sets] + [
        (sets[0], players) for players in counts if players != default]


def _run(game: AnyGame, budget: int, every_pair: bool = False) -> int:
    """Play the game's cases round-robin until ``budget`` states were checked; return the matches played."""
    cases = _cases(game, every_pair)
    steps = matches = 0
    seed = 0
    while steps < budget or seed == 0:
        for raw, players in cases:
            options = game.spec.build_options(raw)
            deep = seed < 3
            final, played, states = check_playout(game, options, players, seed, deep)
            steps += len(states)
            matches += 1
            if seed < 2:
                assert replay(game, options, players, seed, played) == final, "same seed and moves, other state"
            if deep:
                for index in range(0, min(len(states), 600), max(1, min(len(states), 600) // 8)):
                    for seat in range(players):
                        leak_check(game, states[index], seat, seed + index)
        seed += 1
    return matches


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_random_playouts_keep_invariants(game: AnyGame) -> None:
    assert _run(game, STEP_BUDGET) >= len(_cases(game))


@pytest.mark.nightly
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_random_playouts_nightly(game: AnyGame) -> None:
    _run(game, STEP_BUDGET * 10, every_pair=True)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_game_follows_the_interface(game: AnyGame) -> None:
    assert isinstance(game, Game)
    spec = game.spec
    assert spec.min_players <= spec.default_players <= spec.max_players
    defaults = spec.default_options()
    assert isinstance(defaults, game.options_type)
    assert {o.name for o in spec.options} == set(defaults.__dataclass_fields__)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_same_seed_same_deal_and_different_seeds_differ(game: AnyGame) -> None:
    options = game.spec.default_options()
    players = game.spec.default_players
    assert game.new_game(options, players, seed=42) == game.new_game(options, players, seed=42)
    assert game.new_game(options, players, seed=42) != game.new_game(options, players, seed=43)
