"""Double-dummy solves from a full hand in the games that leave seats out of the play (mushka, rams).

    python bench/dd_games.py                          # mushka, rams (3-6 players), preferans (3-4), 40 deals each
    python bench/dd_games.py --games rams --deals 100 --seed 7

Each deal is dealt from a seed and exchanged by a seeded random player up to the first lead: every
player's five cards are then known, and the position goes through the game's ``trick_play`` and the
generic adapter to the C++ engine, as ``Solver.SolveDoubleDummy`` does.  Prints per game and table
size the median and p90 solve time (wall and CPU), the median node count, and how many deals the
solver refused (the game's own rules still reaching beyond the solver's: mushka's ace of spades over
the trump ace, rams's lead obligations), which are not timed.
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
from cardgames.games.core.errors import IllegalMove  # noqa: E402
from cardgames.games.core.game import AnyGame  # noqa: E402
from cardgames.games.core.rng import Drbg  # noqa: E402
from cardgames.solvers.dd import solve_position  # noqa: E402
from cardgames.solvers.positions import position_of  # noqa: E402


def first_lead(game: AnyGame, players: int, seed: int) -> object | None:
    """The first deal of a seeded match at its first lead (random exchanges), or None if no tricks are played."""
    state = game.new_game(game.spec.default_options(), players, seed=seed)
    chooser = Drbg(seed ^ 0xDD)
    while state.deal_number == 1 and not game.is_terminal(state):
        if state.phase.name == "PLAY":
            return state
        legal = game.legal_moves(state)
        state = game.play(state, legal[chooser.randbelow(len(legal))]).state
    return None


def run(game: AnyGame, players: int, deals: int, seed: int) -> str:
    walls: list[float] = []
    cpus: list[float] = []
    nodes: list[int] = []
    refused = tried = 0
    index = seed
    while tried < deals:
        state = first_lead(game, players, index)
        index += 1
        if state is None:
            continue
        tried += 1
        try:
            position = position_of(game, state)
        except IllegalMove:
            refused += 1
            continue
        wall, cpu = time.perf_counter(), time.process_time()
        result = solve_position(position, tt_mb=16)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        nodes.append(int(getattr(result, "nodes", 0)))
    if not walls:
        return f"{game.id:7s} {players}p: {tried} deals, all {refused} refused"
    p90 = sorted(walls)[int(0.9 * (len(walls) - 1))]
    median = statistics.median(walls) * 1e3
    return (f"{game.id:7s} {players}p: {len(walls):3d} solved from a full hand, median {median:7.2f} ms wall"
            f" ({statistics.median(cpus) * 1e3:7.2f} ms CPU), p90 {p90 * 1e3:7.2f} ms;"
            f" {refused} of {tried} refused")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="*", default=["mushka", "rams", "preferans"])
    parser.add_argument("--players", nargs="*", type=int, default=[3, 4, 5, 6])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for game_id in args.games:
        game = registry.find_game(game_id)
        for players in args.players:
            if game.spec.min_players <= players <= game.spec.max_players:
                print(run(game, players, args.deals, args.seed), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
