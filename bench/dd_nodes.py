"""Node counts and CPU time of full double-dummy tables on seeded random deals.

    python bench/dd_nodes.py [SEED] [DEALS]

Prints per-deal nodes and CPU seconds, the totals, and a checksum of the
tables (so a search change that alters any result shows at once).
"""

from __future__ import annotations

import random
import sys
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from dd_vs_dds import random_pbn  # type: ignore[import-not-found]  # noqa: E402

from cardgames.solvers.dd import solve_table  # noqa: E402


def main() -> None:
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
    deals = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    total_nodes, total_cpu, tables = 0, 0.0, []
    for index in range(deals):
        pbn = random_pbn(rng, 13)
        started = time.process_time()
        table = solve_table(pbn)
        cpu = time.process_time() - started
        total_nodes += table.nodes
        total_cpu += cpu
        tables.append(table.tricks)
        print(f"deal {index}: nodes {table.nodes:9d} cpu {cpu:.2f}s")
    checksum = zlib.crc32(str(tables).encode())
    print(f"TOTAL nodes {total_nodes} cpu {total_cpu:.2f}s tables-checksum {checksum}")


if __name__ == "__main__":
    main()
