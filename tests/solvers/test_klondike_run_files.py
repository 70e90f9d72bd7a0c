"""The committed per-deal files of the 10,000-deal Klondike run (``bench/klondike_draw3``, its README says how the
passes were run): well formed, the passes in order (each later pass only over deals the earlier ones left open),
and a sample of their verdicts solved again here (a win or a loss is a fact about the deal, whatever budget or
solver version found it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardgames.solvers import solitaire

RUN = Path(__file__).resolve().parents[2] / "bench" / "klondike_draw3"
FIRST_PASS = ["pass1.jsonl", "pass1_b.jsonl"]
OPTIONS = {"stock_rule": "draw3"}


def _rows(name: str) -> list[dict[str, Any]]:
    with open(RUN / name, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def _passes() -> list[str]:
    """The files in merge order: the first pass, then the later passes by number and shard."""
    later = sorted(path.name for path in RUN.glob("pass*.jsonl") if path.name not in FIRST_PASS)
    return FIRST_PASS + later


def test_the_first_pass_covers_every_deal_once() -> None:
    seeds = [row["seed"] for name in FIRST_PASS for row in _rows(name)]
    assert sorted(seeds) == list(range(10_000))


def test_each_later_pass_solves_only_what_the_earlier_ones_left_open() -> None:
    verdicts: dict[int, str] = {}
    for name in FIRST_PASS:
        verdicts.update((row["seed"], row["verdict"]) for row in _rows(name))
    names = _passes()[len(FIRST_PASS):]
    for number in sorted({name.split("_")[0] for name in names}):
        rows = [row for name in names if name.split("_")[0] == number for row in _rows(name)]
        assert len({row["seed"] for row in rows}) == len(rows), number
        assert all(verdicts[row["seed"]] == "budget_exceeded" for row in rows), number
        verdicts.update((row["seed"], row["verdict"]) for row in rows)
    assert set(verdicts.values()) <= {"won", "lost", "budget_exceeded"}


def _sample() -> list[tuple[int, str]]:
    """Four cheap deals of each verdict from the first pass, spread over the seeds."""
    rows = [row for name in FIRST_PASS for row in _rows(name) if row["nodes"] <= 200_000]
    sample = []
    for verdict in ("won", "lost"):
        seeds = sorted(row["seed"] for row in rows if row["verdict"] == verdict)
        sample += [(seeds[i * (len(seeds) - 1) // 3], verdict) for i in range(4)]
    return sample


@pytest.mark.parametrize(("seed", "verdict"), _sample())
def test_a_sample_of_the_verdicts_holds(seed: int, verdict: str) -> None:
    state = solitaire.new_state("little_piano", OPTIONS, seed)
    solution = solitaire.solve("little_piano", state, solitaire.Budget(seconds=120, nodes=2_000_000))
    assert solution.verdict.value == verdict  # a win is replayed by solve; a loss is the space exhausted
