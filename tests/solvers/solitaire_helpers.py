"""Shared helpers of the solitaire solver tests: states part-way through a game, binomial bounds."""

from __future__ import annotations

import math
import random
from typing import Any

from cardgames.games.registry import find_game


def played_into(game_id: str, state: Any, moves: int, rng: random.Random) -> Any:
    """``state`` after up to ``moves`` random moves (never ``resign``), stopping before the game ends."""
    game = find_game(game_id)
    for _ in range(moves):
        choices = [move for move in game.legal_moves(state) if move.id != "resign"]
        if not choices:
            break
        following = game.apply(state, rng.choice(choices))
        if game.is_terminal(following):
            break
        state = following
    return state


def binomial_band(trials: int, share: float, sigmas: float = 4.0) -> tuple[float, float]:
    """Successes expected in ``trials`` draws of probability ``share``: mean -/+ ``sigmas`` standard deviations."""
    mean = trials * share
    spread = sigmas * math.sqrt(trials * share * (1 - share))
    return mean - spread, mean + spread
