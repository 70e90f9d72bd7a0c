"""``bench/solitaire.py`` in passes: per-deal files merged in order (a later pass decides what an earlier one left
open), the deals they leave open, and a pass under another Klondike phase schedule (a win still replayed)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from bench import solitaire as bench
from cardgames.solvers import solitaire


def _write(path: Path, rows: list[tuple[int, str]]) -> str:
    path.write_text("".join(json.dumps({"seed": seed, "verdict": verdict}) + "\n" for seed, verdict in rows))
    return str(path)


def test_passes_merge_in_order_and_name_what_is_left(tmp_path: Path) -> None:
    first = _write(tmp_path / "1.jsonl", [(0, "won"), (1, "budget_exceeded"), (2, "budget_exceeded"),
                                          (3, "budget_exceeded")])
    second = _write(tmp_path / "2.jsonl", [(1, "lost"), (2, "budget_exceeded"), (3, "budget_exceeded")])
    third = _write(tmp_path / "3.jsonl", [(3, "won"), (0, "lost")])  # a later verdict never overrides a decided one
    assert bench.undecided_in([first]) == [1, 2, 3]
    assert bench.undecided_in([first, second]) == [2, 3]
    assert bench.merged_verdicts([first, second, third]) == {0: "won", 1: "lost", 2: "budget_exceeded", 3: "won"}
    summary = bench.merged([first, second, third])
    assert (summary["won"], summary["lost"], summary["budget_exceeded"]) == (2, 1, 1)


def test_a_pass_under_the_exact_schedule_writes_each_deal() -> None:
    out = io.StringIO()
    budget = solitaire.Budget(seconds=60, nodes=20_000, table_bits=18)
    result = bench.run("little_piano", {"stock_rule": "draw3"}, [4, 5, 6], budget, per_deal=out, phases="exact")
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [row["seed"] for row in rows] == [4, 5, 6] and result["klondike_phases"] == "exact"
    assert result["won"] + result["lost"] + result["budget_exceeded"] == 3
    assert result["won"] >= 1  # seed 5 is won within the budget; its line was replayed by solve_deal
    assert all(row["nodes"] <= 20_001 for row in rows)
