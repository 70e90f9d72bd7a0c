"""Golden playthroughs and perft counts (``tests/golden/``): the games still play exactly as recorded.

A deliberate change to a game's rules, moves or events changes these files: regenerate them with
``python -m tools.golden`` and read the diff before committing it.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from tools import golden

EXPECTED = golden.expected_files()


@pytest.mark.parametrize("path", sorted(EXPECTED), ids=lambda path: str(path.relative_to(golden.GOLDEN)))
def test_the_game_plays_as_recorded(path: Path) -> None:
    recorded = path.read_text() if path.exists() else ""
    now = EXPECTED[path]
    if recorded != now:
        lines = difflib.unified_diff(recorded.splitlines(True), now.splitlines(True), "recorded", "now")
        diff = "".join(list(lines)[:40])
        pytest.fail(f"{path} differs from what the game does now (python -m tools.golden rewrites it):\n{diff}")


def test_every_recorded_file_is_still_produced() -> None:
    on_disk = {path for path in golden.GOLDEN.rglob("*") if path.is_file()}
    assert on_disk <= set(EXPECTED), f"golden files no game produces: {sorted(on_disk - set(EXPECTED))}"
