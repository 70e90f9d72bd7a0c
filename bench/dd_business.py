"""Business double dummy at the lead with the engine's counters: value, CPU time, nodes and cuts per deal.

    python bench/dd_business.py --players 4 --cards 13 10 8 --deals 10 --budget 10
    python bench/dd_business.py --players 5 --cards 13 --deals 10 --node-budget 20000000 --verbose
    python bench/dd_business.py --players 4 --cards 8 10 --deals 5 --deck 54 --node-budget 50000000

The same deals as ``bench/dd_games.py --games business`` (deal 1 of seed i played at random, the change kept,
up to the lead where the hands hold ``--cards`` cards), solved from that lead as ``SolveDoubleDummy`` does
(the facade's special path: the change, the Banker's swap, the catch), but on the engine directly so that its
counters are read: trick-start nodes, table hits, bound cuts (``qt_cuts``: the quick-trick and top-trump
bounds; ``lowered``: targets lowered to the end bonus; ``tt_thinned``: full tables thinned rather than cleared),
and with ``--verbose`` the trick-start nodes and the expanded ones by tricks left, each probe of the driver
(its target, answer and nodes) and how many searched leads cut at their first, second, ... move.  With
``--deck 54`` both jokers are still in hands at that lead (as in ``bench/dd_games.py --deck 54``); ``--deck 36``
deals the 36-card game (9 cards a hand at four players, 7 at five: ``--cards 9``).  ``--table-mb`` sets each
solve's table (64 MB, as ``bench/dd_games.py``; the service's default is 256).  Each solve stops at ``--budget``
wall seconds or ``--node-budget`` nodes (either counted as unsolved).  Prints one line per deal and per table size
the solved count, the median CPU time (``time.process_time``, fair on a loaded machine) and the median nodes of
the solved deals.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from dd_games import business_lead  # noqa: E402

from cardgames.games import registry  # noqa: E402
from cardgames.solvers.dd import _CardMap, _engine_cards, _masks, _mover, _played, _position_hands  # noqa: E402
from cardgames.solvers.dd.declarations import _special_engine, counting_sides, end_bonus  # noqa: E402
from cardgames.solvers.positions import position_of  # noqa: E402


def solve(state: Any, node_budget: int, budget: float,
          table_mb: float = 64) -> tuple[int | None, float, dict[str, Any]]:
    """The Declarer's tricks from here (None over budget), the CPU seconds and the engine's counters."""
    position = position_of(registry.find_game("business"), state)
    rules, cmap = position.rules, _CardMap(position.rules)
    hands, played = _position_hands(position), tuple(position.played)
    mover = _mover(position, hands, played)
    cards = _engine_cards(cmap, hands, played)
    bonus = end_bonus(rules, len(hands[mover]))
    engine = _special_engine(rules, cmap, counting_sides(rules, mover), bonus, table_mb, node_budget, budget)
    masks = _masks(hands, cards)
    if rules.jokers_any_card and any(mask[4] for mask in masks):  # as solve_special: only while a joker is in play
        engine.set_joker_names((1 << len(tuple(rules.rank_order))) - 1)
    engine.set_flags(position.first_trick, position.change_left, position.change_pending)
    start = time.process_time()
    try:
        raw = engine.flagged_value(masks, position.leader, _played(played, cards))
        value: int | None = raw - bonus if raw >= bonus else -position.banked
    except Exception as exc:  # the engine's BudgetExceeded
        if "budget" not in str(exc):
            raise
        value = None
    return value, time.process_time() - start, engine.stats()


def run(players: int, cards: int, args: argparse.Namespace) -> str:
    game = registry.find_game("business")
    solved: list[tuple[float, int]] = []
    index, tried = args.seed, 0
    while tried < args.deals:
        state = business_lead(game, players, index, cards, args.deck)
        index += 1
        if state is None:
            continue
        tried += 1
        value, cpu, stats = solve(state, args.node_budget, args.budget, args.table_mb)
        if value is not None:
            solved.append((cpu, stats["nodes"]))
        lowered = stats.get("lowered", 0)  # an engine built before the counter has none
        print(f"  seed {index - 1}: value {value} cpu {cpu:.3f} s nodes {stats['nodes']} tt_hits {stats['tt_hits']}"
              f" qt_cuts {stats['qt_cuts']} lowered {lowered} trick_cuts {stats['trick_cuts']}"
              f" tt_thinned {stats.get('tt_compactions', 0)}", flush=True)
        if args.verbose:
            print(f"    nodes by tricks left {stats['depth_nodes']}\n    expanded            {stats['depth_expanded']}")
            probes = zip(stats.get("probe_targets", []), stats.get("probe_ok", []), stats.get("probe_nodes", []),
                         strict=True)
            print("    probes (target: answer, nodes) " +
                  ", ".join(f"{t}: {'yes' if ok else 'no'} {n:,}" for t, ok, n in probes))
            print(f"    leads searched, by the place of the move that cut (1st .. 8th+) {stats.get('cut_hist')}")
    cpu = f"{statistics.median(c for c, _ in solved) * 1e3:9.1f} ms" if solved else "        -   "
    nodes = f"{statistics.median(n for _, n in solved):11,.0f}" if solved else "          -"
    deck = "" if args.deck == "52" else f" ({args.deck} cards)"
    return (f"business {players}p{deck} {cards:2d} cards: {len(solved):3d} of {tried} solved, median CPU {cpu},"
            f" nodes {nodes}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", nargs="*", type=int, default=[4, 5])
    parser.add_argument("--cards", nargs="*", type=int, default=[13, 10, 8])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=float, default=10.0, help="wall seconds per solve")
    parser.add_argument("--node-budget", type=int, default=0, help="trick-start nodes per solve (0: none)")
    parser.add_argument("--deck", choices=["36", "52", "54"], default="52")
    parser.add_argument("--table-mb", type=float, default=64, help="transposition table per solve (the service: 256)")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    lines = [run(players, cards, args) for players in args.players for cards in args.cards]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
