"""The in-process state fuzzer (``bench/fuzz_states.py``) on a CI budget: mutated plain states of every game
through decode, checks, moves, views, score, a move applied and the double-dummy adapter end in a domain
error or an answer, never another exception or a hang.  The benchmark run is 300,000 mutations a seed."""

from __future__ import annotations

from typing import Any

import pytest

from bench import fuzz_states
from cardgames.games import registry


@pytest.mark.parametrize("seed", [11, 12])
def test_mutated_states_of_every_game_end_in_answers_or_domain_errors(seed: int) -> None:
    findings, examples = fuzz_states.run(seed, 4000, sorted(registry.all_games()), case_seconds=10.0, quiet=True)
    assert not findings, "\n\n".join(f"{' '.join(key)}\n{examples[key][0]}" for key in findings)


def test_the_fuzzer_reports_a_failure_it_meets(monkeypatch: pytest.MonkeyPatch) -> None:
    """A crash (as the fixed checks crashed) is reported with its line, a domain error is not."""
    decode = fuzz_states.exercise

    def broken(message: Any, rng: Any) -> None:
        decode(message, rng)
        if message.king.deal_number % 2:
            raise IndexError("tuple index out of range")

    monkeypatch.setattr(fuzz_states, "exercise", broken)
    findings, examples = fuzz_states.run(1, 300, ["king"], case_seconds=10.0, quiet=True)
    (kind, game_id, where, line), = findings
    assert (kind, game_id) == ("IndexError", "king") and where.endswith("test_fuzz_states.py") and line.isdigit()
    assert "tuple index out of range" in next(iter(examples.values()))[0]
