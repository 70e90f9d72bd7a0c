"""Shared helpers of the solitaire solver tests: states part-way through a game, binomial bounds, a Klondike
pruning rule on and off."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from cardgames.games.registry import find_game
from cardgames.solvers import solitaire
from cardgames.solvers.solitaire import Budget, Verdict, klondike, new_state


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


def klondike_states(
    rule: str, count: int, seed: int, keep: Callable[[Any], bool] | None = None, moves: tuple[int, int] = (40, 400),
) -> list[Any]:
    """``count`` states a random number of ``moves`` into random Klondike games (``rule``: the stock rule), those
    ``keep`` accepts."""
    game = find_game("little_piano")
    rng = random.Random(seed)
    states: list[Any] = []
    while len(states) < count:
        state = new_state("little_piano", {"stock_rule": rule}, rng.randrange(10**6))
        state = played_into("little_piano", state, rng.randrange(*moves), rng)
        if not game.is_terminal(state) and (keep is None or keep(state)):
            states.append(state)
    return states


def binomial_band(trials: int, share: float, sigmas: float = 4.0) -> tuple[float, float]:
    """Successes expected in ``trials`` draws of probability ``share``: mean -/+ ``sigmas`` standard deviations."""
    mean = trials * share
    spread = sigmas * math.sqrt(trials * share * (1 - share))
    return mean - spread, mean + spread


@dataclass
class OnOff:
    """What a rule's on/off comparison saw: states both decided, states where the rule fired, losses agreed."""

    agreed: int = 0
    fired: int = 0
    lost: int = 0


def klondike_rule_on_off(states: Iterable[Any], budget: Budget, switch: str, counter: str) -> OnOff:
    """The Klondike core's exact phase with one pruning rule on and off (``switch``: its keyword, ``counter``: the
    statistic that counts its firings): where both decide, the same verdict (an unsound rule would call a
    winnable state lost), each win found with the rule replays to a win, and the rule never fires when off."""
    game = find_game("little_piano")
    tally = OnOff()
    for state in states:
        pruned = klondike.solve(state, budget, phases=klondike.EXACT_ONLY)
        plain = klondike.solve(state, budget, phases=klondike.EXACT_ONLY, **{switch: False})
        tally.fired += pruned.stats[counter] > 0
        assert plain.stats[counter] == 0
        if pruned.verdict is Verdict.WON:
            solitaire.replay(game, state, pruned.moves)
        if Verdict.BUDGET_EXCEEDED in (pruned.verdict, plain.verdict):
            continue
        assert pruned.verdict is plain.verdict, (pruned, plain)
        tally.agreed += 1
        tally.lost += pruned.verdict is Verdict.LOST
    return tally
