"""Solitaire solvers over seeded deals: decided and winnable shares, time per deal, node rate, peak memory.

    python bench/solitaire.py --game little_piano --option stock_rule=draw3 --deals 10000 --budget-s 10
    python bench/solitaire.py --game prisoner --deals 100000

Each deal is the one ``NewGame`` deals for its seed (seeds FROM, FROM+1, ...), solved in this
process on one core.  Prints per game: deals, won / lost / undecided with the winnable share and
its binomial 95% interval (wins over decided deals, and the bounds counting the undecided as
lost or won), median and p90 seconds per deal, nodes per second, peak RSS; ``--json`` for one
object.  Progress goes to stderr.  Published references for Klondike draw three, thoughtful:
Solvitaire (Blake & Gent) 81.95% +- 0.03%.  On a loaded machine ``--budget-nodes N --budget-s 600`` bounds
each deal by positions searched instead of wall time.  A long run in passes: ``--per-deal pass1.jsonl`` keeps
each deal's verdict, ``--undecided-in pass1.jsonl --klondike-phases relaxed --per-deal pass2.jsonl`` (or a larger
budget) solves again only the deals left open, ``--undecided-in pass1.jsonl pass2.jsonl --klondike-phases exact
--budget-nodes 60000000 --table-bits 26 --per-deal pass3.jsonl`` what both left open, and ``--summary pass1.jsonl
pass2.jsonl pass3.jsonl`` prints the merged shares. A run restarted on its --per-deal file skips
the seeds the file holds; ``--shard K/N`` splits a pass between N processes.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import sys
import time
from typing import Any, TextIO

from cardgames.solvers import solitaire
from cardgames.solvers.solitaire import klondike
from cardgames.solvers.solitaire.base import timed


def _interval(wins: int, trials: int) -> tuple[float, float]:
    """Wilson 95% interval of a binomial share."""
    if trials == 0:
        return 0.0, 1.0
    z = 1.96
    share = wins / trials
    centre = (share + z * z / (2 * trials)) / (1 + z * z / trials)
    spread = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return centre - spread, centre + spread


def _quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def shares(counts: dict[str, int]) -> dict[str, Any]:
    """The deals, the verdict counts, the decided and winnable shares with the winnable share's 95% interval
    over decided deals and its bounds over all deals (the undecided counted as lost, then as won)."""
    won, lost = counts["won"], counts["lost"]
    deals = won + lost + counts["budget_exceeded"]
    decided = won + lost
    low, high = _interval(won, decided)
    return {"deals": deals, **counts, "decided_share": decided / deals if deals else 0.0,
            "winnable_share": won / decided if decided else None, "winnable_95": [low, high],
            "winnable_bounds": [won / deals, (won + deals - decided) / deals] if deals else [0.0, 1.0]}


def merged_verdicts(files: list[str]) -> dict[int, str]:
    """Each seed's verdict over ``--per-deal`` files read in order: a later file decides a deal an earlier one left
    undecided (a later pass over the undecided deals with another budget or method)."""
    verdicts: dict[int, str] = {}
    for name in files:
        with open(name, encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                if verdicts.get(row["seed"], "budget_exceeded") == "budget_exceeded":
                    verdicts[row["seed"]] = row["verdict"]
    return verdicts


def merged(files: list[str]) -> dict[str, Any]:
    """The shares of the merged verdicts of ``--per-deal`` files (see merged_verdicts)."""
    counts = {verdict.value: 0 for verdict in solitaire.Verdict}
    for verdict in merged_verdicts(files).values():
        counts[verdict] += 1
    return {"files": files, **shares(counts)}


def undecided_in(files: list[str]) -> list[int]:
    """The seeds the merged ``--per-deal`` files leave undecided."""
    return sorted(seed for seed, verdict in merged_verdicts(files).items() if verdict == "budget_exceeded")


def already_run(per_deal: str) -> set[int]:
    """The seeds a ``--per-deal`` file holds already: a run restarted on the same file resumes where it stopped."""
    if not os.path.exists(per_deal):
        return set()
    with open(per_deal, encoding="utf-8") as lines:
        return {json.loads(line)["seed"] for line in lines if line.strip()}


KLONDIKE_PHASES = {"default": klondike.PHASES, "exact": klondike.EXACT_ONLY, "relaxed": klondike.RELAXED_ONLY}
"""``--klondike-phases``: the default schedule, the exact search alone (a late pass over the hardest deals: no
budget spent on quick phases) or the draw-one relaxation alone (proves losses only)."""


def solve_deal(game: str, state: Any, budget: solitaire.Budget, method: str, phases: str) -> solitaire.Solution:
    """One deal: the solver interface, or for Klondike under another phase schedule its search (a win replayed)."""
    if phases == "default" or game != "little_piano" or not klondike.handles(state):
        return solitaire.solve(game, state, budget, method)
    solution = timed("klondike-dfs", lambda: klondike.solve(state, budget, phases=KLONDIKE_PHASES[phases]))
    if solution.verdict is solitaire.Verdict.WON:
        solitaire.replay(solitaire.game_of(game), state, solution.moves)
    return solution


def run(game: str, options: dict[str, str], seeds: list[int], budget: solitaire.Budget,
        method: str = "search", per_deal: TextIO | None = None, phases: str = "default") -> dict[str, Any]:
    counts = {verdict.value: 0 for verdict in solitaire.Verdict}
    times: list[float] = []
    nodes = 0
    started = time.monotonic()
    deals = len(seeds)
    for index, seed in enumerate(seeds, 1):
        state = solitaire.new_state(game, options, seed)
        cpu = time.process_time()
        solution = solve_deal(game, state, budget, method, phases)
        if per_deal is not None:
            per_deal.write(json.dumps({"seed": seed, "verdict": solution.verdict.value, "nodes": solution.nodes,
                                       "seconds": round(solution.seconds, 4),
                                       "cpu_s": round(time.process_time() - cpu, 4)}) + "\n")
            per_deal.flush()
        counts[solution.verdict.value] += 1
        times.append(solution.seconds)
        nodes += solution.nodes
        if index % 50 == 0 or index == deals:
            print(f"[{index}/{deals}] {counts} {time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)
    return {
        "game": game, "method": method, "klondike_phases": phases, "options": options, "budget_s": budget.seconds,
        "budget_nodes": budget.nodes,
        **shares(counts), "median_s": _quantile(times, 0.5), "p90_s": _quantile(times, 0.9),
        "p995_s": _quantile(times, 0.995),
        "nodes_per_s": nodes / sum(times) if sum(times) else 0.0,
        "peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", help="a patience (repeatable; default all six)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--budget-s", type=float, default=10.0)
    parser.add_argument("--method", default="search", choices=solitaire.METHODS,
                        help="search (each game's default solver), cp-sat (the models of lion_and_sun and mill) "
                             "or generic (the Python search of mill and kosynka)")
    parser.add_argument("--budget-nodes", type=int, default=solitaire.Budget().nodes,
                        help="positions per deal: with a long --budget-s, figures that do not depend on the load")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--per-deal", metavar="FILE", help="append one JSON line per deal (seed, verdict, nodes, "
                                                            "wall and CPU seconds): a long run's raw figures")
    parser.add_argument("--undecided-in", nargs="+", metavar="FILE",
                        help="solve only the deals --per-deal files (merged in order) left undecided (a later pass "
                             "with another budget or method)")
    parser.add_argument("--shard", default="0/1", metavar="K/N",
                        help="solve only every N-th deal of the list from the K-th (0-based): N processes, one a "
                             "shard, each with its own --per-deal file, share a pass")
    parser.add_argument("--table-bits", type=int, default=None,
                        help="the C++ searches' table: at most 2**N slots (8 bytes each; default the solver's own)")
    parser.add_argument("--klondike-phases", choices=sorted(KLONDIKE_PHASES), default="default",
                        help="Klondike's phase schedule: default, exact (the exact search alone) or relaxed (the "
                             "draw-one relaxation alone)")
    parser.add_argument("--summary", nargs="+", metavar="FILE", help="print the shares of --per-deal files merged "
                                                                     "in order (a later pass deciding what an earlier "
                                                                     "one left open), solve nothing")
    return parser


def _print_line(game: str, options: dict[str, str], method: str, phases: str, result: dict[str, Any]) -> None:
    share = result["winnable_share"]
    schedule = "" if phases == "default" else f", Klondike phases {phases}"
    print(f"{game} {options or ''} ({method}{schedule}): {result['deals']} deals, "
          f"decided {result['decided_share']:.2%}, "
          f"won {result['won']} lost {result['lost']} undecided {result['budget_exceeded']}, winnable "
          f"{'-' if share is None else f'{share:.2%}'} (95% {result['winnable_95'][0]:.2%}-"
          f"{result['winnable_95'][1]:.2%}; all deals {result['winnable_bounds'][0]:.2%}-"
          f"{result['winnable_bounds'][1]:.2%}), median {result['median_s'] * 1000:.1f} ms, p90 "
          f"{result['p90_s'] * 1000:.1f} ms, {result['nodes_per_s']:,.0f} nodes/s, peak RSS "
          f"{result['peak_rss_mib']:.0f} MiB", flush=True)


def main() -> None:
    parser = _parser()
    args = parser.parse_args()
    if args.summary:
        print(json.dumps(merged(args.summary)))
        return
    done = already_run(args.per_deal) if args.per_deal else set()
    try:
        shard, shards = (int(part) for part in args.shard.split("/"))
    except ValueError:
        parser.error(f"--shard {args.shard}: K/N with 0 <= K < N")
    if not 0 <= shard < shards:
        parser.error(f"--shard {args.shard}: K/N with 0 <= K < N")
    per_deal = open(args.per_deal, "a", encoding="utf-8") if args.per_deal else None  # noqa: SIM115
    options = dict(pair.split("=", 1) for pair in args.option)
    for game in args.game or solitaire.GAMES:
        budget = solitaire.Budget(seconds=args.budget_s, nodes=args.budget_nodes, table_bits=args.table_bits)
        seeds = (undecided_in(args.undecided_in) if args.undecided_in
                 else list(range(args.first_seed, args.first_seed + args.deals)))
        seeds = [seed for index, seed in enumerate(seeds) if seed not in done and index % shards == shard]
        result = run(game, options, seeds, budget, args.method, per_deal, args.klondike_phases)
        if args.json:
            print(json.dumps(result), flush=True)
            continue
        _print_line(game, options, args.method, args.klondike_phases, result)


if __name__ == "__main__":
    main()
