"""The solver pool's answer-by rule (SolveSolitaire): a job still running or still queued when the answer is due
gives way to the late answer, in time, and stays admitted until it ends."""

from __future__ import annotations

import asyncio
import threading
import time

from cardgames.service.servicers.solver import SolverPool, answer_margin


class Deadline:
    """The part of a gRPC context the pool reads."""

    def __init__(self, seconds: float):
        self._until = time.monotonic() + seconds

    def time_remaining(self) -> float:
        return self._until - time.monotonic()


def test_a_queued_job_is_answered_late_in_time_and_a_running_one_is_told_to_stop() -> None:
    release = threading.Event()
    stopped: list[str] = []

    def blocking(seconds_left: float) -> str:
        release.wait(5)
        return "blocking finished"

    def late(name: str) -> str:
        stopped.append(name)
        return f"{name} late"

    async def scenario() -> tuple[str, str, float, int]:
        pool = SolverPool(1, 8)
        first = asyncio.ensure_future(pool.run_by(Deadline(1.5), blocking, lambda: late("first")))  # type: ignore[arg-type]
        await asyncio.sleep(0.05)
        started = time.monotonic()
        second = await pool.run_by(Deadline(0.6), lambda seconds: "second ran", lambda: late("second"))  # type: ignore[arg-type]
        waited = time.monotonic() - started
        answer = await first
        admitted = pool._admitted  # the blocking job still runs
        release.set()
        pool.shutdown()
        return answer, second, waited, admitted

    answer, second, waited, admitted = asyncio.run(scenario())
    assert second == "second late" and waited < 0.6 - answer_margin(0.6) + 0.2, waited
    assert answer == "first late" and stopped == ["second", "first"]
    assert admitted == 1


def test_the_margin_grows_with_the_time_within_bounds() -> None:
    assert answer_margin(0.1) == 0.05
    assert abs(answer_margin(3.0) - 0.3) < 1e-9
    assert answer_margin(300.0) == 0.5
