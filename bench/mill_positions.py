"""The Mill's solvers on the same reduced positions, where the CP-SAT model decides (whole deals: ``bench/solitaire.py
--game mill --method cp-sat``).

    python bench/mill_positions.py --positions 40 --budget-s 5 --json

Positions: the C++ search's winning line of deal ``--seed`` (5 M positions), then alternately a state among its
last 40 plus up to 7 random moves (wins and losses), and a state up to 5 moves before the end of a random game
(never ``resign``) played from one of its last 60 states (mostly losses).  Each method solves every position in
this process with ``--budget-s`` seconds; per method: won / lost / undecided, median and p90 seconds; and how
many positions both decide, with any disagreement (there must be none).
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

from cardgames.games.registry import find_game
from cardgames.solvers import solitaire

GAME = find_game("mill")
METHODS = ("search", "cp-sat")


def _random_game(state: Any, rng: random.Random, moves: int) -> list[Any]:
    """The states of up to ``moves`` random moves from ``state`` (never ``resign``), stopping before the end."""
    states = [state]
    for _ in range(moves):
        choices = [move for move in GAME.legal_moves(states[-1]) if move.id != "resign"]
        following = GAME.apply(states[-1], rng.choice(choices)) if choices else None
        if following is None or GAME.is_terminal(following):
            break
        states.append(following)
    return states


def positions(seed: int, count: int) -> list[Any]:
    root = solitaire.new_state("mill", seed=seed)
    solution = solitaire.solve("mill", root, solitaire.Budget(seconds=300.0, nodes=5_000_000))
    line = [root]
    for move_id in solution.moves[:-1]:
        line.append(GAME.apply(line[-1], GAME.parse_move(move_id)))
    rng = random.Random(seed)
    picked = []
    for index in range(count):
        if index % 2 == 0:
            picked.append(_random_game(line[rng.randrange(max(0, len(line) - 40), len(line))], rng,
                                       rng.randrange(0, 8))[-1])
        else:
            game = _random_game(line[rng.randrange(max(0, len(line) - 60), len(line))], rng, 10**4)
            picked.append(game[-1 - rng.randrange(0, min(len(game), 6))])
    return picked


def _quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0, help="a deal the C++ search wins (0 does)")
    parser.add_argument("--budget-s", type=float, default=5.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    states = positions(args.seed, args.positions)
    verdicts: dict[str, list[solitaire.Verdict]] = {}
    report: dict[str, Any] = {"positions": len(states), "budget_s": args.budget_s}
    for method in METHODS:
        solved = [solitaire.solve("mill", state, solitaire.Budget(seconds=args.budget_s), method) for state in states]
        verdicts[method] = [solution.verdict for solution in solved]
        times = [solution.seconds for solution in solved]
        report[method] = {verdict.value: verdicts[method].count(verdict) for verdict in solitaire.Verdict}
        report[method] |= {"median_s": _quantile(times, 0.5), "p90_s": _quantile(times, 0.9)}
    undecided = solitaire.Verdict.BUDGET_EXCEEDED
    both = [(mine, theirs) for mine, theirs in zip(verdicts["search"], verdicts["cp-sat"], strict=True)
            if undecided not in (mine, theirs)]
    report["both_decide"] = len(both)
    report["disagree"] = sum(mine is not theirs for mine, theirs in both)
    print(json.dumps(report) if args.json else json.dumps(report, indent=1), flush=True)


if __name__ == "__main__":
    main()
