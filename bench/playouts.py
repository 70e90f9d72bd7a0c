"""Random full-match playouts of every registered game, in process: matches/s, moves/s, apply times.

    python bench/playouts.py                      # every game, default options and seat count, 5 rounds
    python bench/playouts.py --games durak bridge --seconds 3 --rounds 7

Each round plays seeded random matches (a uniformly random legal move, never giving up while
another move exists) for ``--seconds`` and counts matches and moves; the median of the rounds
is printed, with the spread.  ``apply`` is timed separately on the moves of those matches
(``Game.play``: the next state and its events); the target is a median below 100 µs per game.
Shared machines drift: compare figures taken in the same run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardgames.games import registry  # noqa: E402
from cardgames.games.core.game import AnyGame  # noqa: E402
from cardgames.games.core.rng import Drbg  # noqa: E402

APPLY_TARGET_US = 100.0


GIVE_UP_AFTER = 20_000  # a random patience player resigns then (random play can circle in a live layout)


def _choose(legal: tuple[object, ...], drbg: Drbg, played: int = 0) -> object:
    resign = [move for move in legal if getattr(move, "id", "") == "resign"]
    if resign and played >= GIVE_UP_AFTER:
        return resign[0]
    playing = [move for move in legal if getattr(move, "id", "") != "resign"] or list(legal)
    return playing[drbg.randbelow(len(playing))]


def one_round(game: AnyGame, seconds: float, seed: int) -> tuple[int, int, list[float]]:
    """Matches and moves played in ``seconds``, and a sample of apply times (seconds)."""
    options = game.spec.default_options()
    players = game.spec.default_players
    drbg = Drbg(seed)
    matches = moves = 0
    applies: list[float] = []
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        state = game.new_game(options, players, seed=seed + matches)
        played = 0
        while not game.is_terminal(state):
            move = _choose(game.legal_moves(state), drbg, played)
            played += 1
            started = time.perf_counter()
            state = game.play(state, move).state
            if moves % 7 == 0:
                applies.append(time.perf_counter() - started)
            moves += 1
        matches += 1
    return matches, moves, applies


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one round")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    games = registry.all_games()
    chosen = args.games or list(games)
    print(f"random full-match playouts in process, {args.rounds} rounds of {args.seconds:.1f} s (median, range)")
    print(f"{'game':14} {'matches/s':>16} {'moves/s':>22} {'moves/match':>12} {'apply median':>13} {'p90':>9}")
    worst = 0.0
    for game_id in chosen:
        game = games[game_id]
        rates, move_rates, applies = [], [], []
        for round_ in range(args.rounds):
            matches, moves, times = one_round(game, args.seconds, 1000 * round_)
            rates.append(matches / args.seconds)
            move_rates.append(moves / args.seconds)
            applies.extend(times)
        applies.sort()
        median_us = 1e6 * statistics.median(applies)
        worst = max(worst, median_us)
        p90_us = 1e6 * applies[int(0.9 * (len(applies) - 1))]
        per_match = statistics.median(move_rates) / max(statistics.median(rates), 1e-9)
        print(f"{game_id:14} {statistics.median(rates):7.1f} ({min(rates):5.1f}-{max(rates):5.1f})"
              f" {statistics.median(move_rates):9.0f} ({min(move_rates):5.0f}-{max(move_rates):5.0f})"
              f" {per_match:12.0f} {median_us:10.1f} µs {p90_us:6.1f} µs")
    verdict = "within" if worst <= APPLY_TARGET_US else "ABOVE"
    print(f"slowest median apply {worst:.1f} µs: {verdict} the {APPLY_TARGET_US:.0f} µs target")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
