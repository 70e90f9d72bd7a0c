"""``bench/solitaire.py`` in passes: per-deal files merged in order (a later pass decides what an earlier one left
open), the deals they leave open, and a pass under another Klondike phase schedule (a win still replayed)."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

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


def test_a_run_restarted_on_its_file_solves_only_the_seeds_it_lacks(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    per_deal = tmp_path / "pass.jsonl"
    _write(per_deal, [(5, "lost")])  # a verdict the restarted run must keep and not solve again
    monkeypatch.setattr(sys, "argv", ["solitaire.py", "--game", "little_piano", "--option", "stock_rule=draw3",
                                      "--first-seed", "4", "--deals", "3", "--budget-nodes", "20000",
                                      "--table-bits", "18", "--per-deal", str(per_deal)])
    bench.main()
    rows = [json.loads(line) for line in per_deal.read_text().splitlines()]
    assert [row["seed"] for row in rows] == [5, 4, 6]
    assert rows[0] == {"seed": 5, "verdict": "lost"}
    assert bench.already_run(str(per_deal)) == {4, 5, 6}
    assert bench.already_run(str(tmp_path / "absent.jsonl")) == set()


def test_shards_split_a_pass_between_processes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = []
    for shard in ("0/2", "1/2"):
        per_deal = tmp_path / f"{shard.replace('/', '_')}.jsonl"
        monkeypatch.setattr(sys, "argv", ["solitaire.py", "--game", "little_piano", "--option", "stock_rule=draw3",
                                          "--first-seed", "4", "--deals", "5", "--budget-nodes", "20000",
                                          "--table-bits", "18", "--per-deal", str(per_deal), "--shard", shard])
        bench.main()
        seeds.append([json.loads(line)["seed"] for line in per_deal.read_text().splitlines()])
    assert seeds == [[4, 6, 8], [5, 7]]
    monkeypatch.setattr(sys, "argv", ["solitaire.py", "--shard", "2/2"])
    with pytest.raises(SystemExit):
        bench.main()
