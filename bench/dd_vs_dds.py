"""Double-dummy speed: this engine vs DDS (through endplay) on the same seeded random deals.

Single thread, one run, side by side (so background load affects both alike).  Prints per-task
median and p90 (ms) for both solvers and the ratio ours/DDS, the engine's node rate and the peak
memory.  ``--cards k`` benches endings of k cards per hand instead of full deals.

Wall time is the headline; the same figures in process CPU time follow, since on a shared
virtual machine wall time also counts the moments the host gave the core to someone else
(steal), which falls on the two solvers unevenly when it comes in bursts.

    python bench/dd_vs_dds.py --deals 10 --seed 1 [--cards 13] [--skip-table]
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from endplay import _dds as dds_lib
from endplay import dds
from endplay.types import Deal, Denom, Player

from cardgames.solvers.dd import Position, bridge_rules, solve_position, solve_table

RANKS = "23456789TJQKA"


def random_pbn(rng: random.Random, k: int) -> str:
    deck = [r + s for s in "CDHS" for r in RANKS]
    cards = rng.sample(deck, 4 * k)
    parts = []
    for p in range(4):
        hand = cards[p * k:(p + 1) * k]
        parts.append(".".join("".join(sorted((c[0] for c in hand if c[1] == s), key=RANKS.index,
                                             reverse=True))
                              for s in "SHDC"))
    return "N:" + " ".join(parts)


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def report(name: str, ours: list[float], theirs: list[float]) -> None:
    mo, md = statistics.median(ours), statistics.median(theirs)
    po, pd = pct(ours, 0.9), pct(theirs, 0.9)
    print(f"{name:18s} ours median {mo * 1000:9.1f} ms  p90 {po * 1000:9.1f} ms | "
          f"DDS median {md * 1000:8.1f} ms  p90 {pd * 1000:8.1f} ms | "
          f"ratio median {mo / md:7.2f}  p90 {po / pd:7.2f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cards", type=int, default=13)
    ap.add_argument("--skip-table", action="store_true")
    args = ap.parse_args()
    dds_lib.SetMaxThreads(1)  # DDS single-threaded too: the comparison is one core against one core
    rng = random.Random(args.seed)
    deals = [random_pbn(rng, args.cards) for _ in range(args.deals)]
    t_ours, t_dds, p_ours, p_dds = [], [], [], []
    cpu: dict[str, list[float]] = {"t_ours": [], "t_dds": [], "p_ours": [], "p_dds": []}
    nodes = 0
    node_time = 0.0
    for i, pbn in enumerate(deals):
        if not args.skip_table:
            c0, t0 = time.process_time(), time.perf_counter()
            table = solve_table(pbn)
            c1, t1 = time.process_time(), time.perf_counter()
            theirs = dds.calc_dd_table(Deal(pbn)).to_list()
            c2, t2 = time.process_time(), time.perf_counter()
            cpu["t_ours"].append(c1 - c0)
            cpu["t_dds"].append(c2 - c1)
            t_ours.append(t1 - t0)
            t_dds.append(t2 - t1)
            nodes += table.nodes
            node_time += t1 - t0
            ok = [table.tricks[st][p] for st in (3, 2, 1, 0, 4) for p in range(4)] == [
                t - (13 - args.cards) for row in theirs for t in row]
            print(f"deal {i}: table ours {t_ours[-1] * 1000:.0f} ms, DDS {t_dds[-1] * 1000:.0f} ms, "
                  f"{'equal' if ok else 'MISMATCH'}", flush=True)
        # single position: opening lead by East in spades, every card's value (SolveBoard, all solutions)
        c0, t0 = time.process_time(), time.perf_counter()
        res = solve_position(Position(hands=pbn, leader=1, rules=bridge_rules("S")))
        c1, t1 = time.process_time(), time.perf_counter()
        d = Deal(pbn)
        d.first = Player.east
        d.trump = Denom.spades
        sb = list(dds.solve_board(d))
        c2, t2 = time.process_time(), time.perf_counter()
        cpu["p_ours"].append(c1 - c0)
        cpu["p_dds"].append(c2 - c1)
        p_ours.append(t1 - t0)
        p_dds.append(t2 - t1)
        ok = res.value == max(t for _, t in sb)
        print(f"deal {i}: position ours {p_ours[-1] * 1000:.0f} ms, DDS {p_dds[-1] * 1000:.0f} ms, "
              f"{'equal' if ok else 'MISMATCH'}", flush=True)
    print(f"\n{args.deals} deals of {args.cards} cards per hand, seed {args.seed}, single thread")
    if t_ours:
        report("full table", t_ours, t_dds)
        print(f"node rate (tables): {nodes / max(node_time, 1e-9) / 1e6:.2f} M trick-start nodes/s")
    report("position", p_ours, p_dds)
    if t_ours:
        report("full table (CPU)", cpu["t_ours"], cpu["t_dds"])
    report("position (CPU)", cpu["p_ours"], cpu["p_dds"])
    print(f"peak RSS: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB "
          f"(TT bound 256 MB per engine)")


if __name__ == "__main__":
    main()
