"""Faults: SIGTERM drain under load, deadlines on every RPC, message-size limits, solver overload.

Limits the service sets (and these tests pin):

* ``CARDGAMES_MAX_MESSAGE_BYTES`` (default 256 KiB) caps every request and response message;
  a larger request gets RESOURCE_EXHAUSTED from gRPC before any Python code runs.
* A sealed token above 1 MiB (``cardgames.service.sealing.MAX_TOKEN_BYTES``) gets INVALID_ARGUMENT
  without being decrypted.
* ``max_concurrent_rpcs`` (512) bounds the calls the server works on at once; more get
  RESOURCE_EXHAUSTED instead of queueing without bound.
* Error texts are clipped to 512 characters (``cardgames.service.handlers.MAX_ERROR_TEXT``) so the
  trailers stay under clients' 8 KiB metadata limit.
* The solver pool (``CARDGAMES_SOLVER_WORKERS`` / ``CARDGAMES_SOLVER_QUEUE``) answers
  RESOURCE_EXHAUSTED when its queue is full and DEADLINE_EXCEEDED past the request deadline.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import dataclasses
import importlib.util
import signal
import subprocess
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from rpc_helpers import failure, spawn_service

from cardgames.clients.local import local_server, subprocess_env
from cardgames.v1 import engine_pb2, engine_pb2_grpc
from tests.service.conftest import BASE, TEST_KEYS, TRUSTED

ROOT = Path(__file__).resolve().parents[2]
ENGINE = "cardgames.v1.GameEngine"
HAS_SOLVER = importlib.util.find_spec("cardgames.v1.solver_pb2") is not None


# -- SIGTERM during load -----------------------------------------------------------------------------------


@dataclasses.dataclass
class ServerProcess:
    proc: subprocess.Popen[bytes]
    port: int
    log: Path

    def log_tail(self, chars: int = 3000) -> str:
        return self.log.read_text(errors="replace")[-chars:]


@pytest.fixture
def server_process(tmp_path: Path) -> Iterator[ServerProcess]:
    env = subprocess_env(
        ROOT,
        CARDGAMES_GRACE_SECONDS="15",
        CARDGAMES_DRAIN_DELAY_SECONDS="1",
        CARDGAMES_SEAL_KEYS="drain=" + base64.urlsafe_b64encode(b"\x07" * 32).decode().rstrip("="),
    )
    log = open(tmp_path / "server.log", "wb")  # noqa: SIM115 - closed below
    proc, port = spawn_service(ROOT, env, log, timeout=60)
    try:
        assert port, (tmp_path / "server.log").read_text()
        yield ServerProcess(proc, port, tmp_path / "server.log")
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(30)
        log.close()


@dataclasses.dataclass
class CallRecord:
    rpc: str
    started: float
    ended: float
    code: str


async def _watch_health(health: Any, seen: list[str], not_serving: asyncio.Event) -> None:
    """Record the engine's health statuses until it reports NOT_SERVING (or the stream fails)."""
    try:
        async for reply in health.Watch(health_pb2.HealthCheckRequest(service=ENGINE)):
            seen.append(health_pb2.HealthCheckResponse.ServingStatus.Name(reply.status))
            if reply.status == health_pb2.HealthCheckResponse.NOT_SERVING:
                not_serving.set()
                return
    except grpc.aio.AioRpcError as error:
        seen.append(error.code().name)
        not_serving.set()


async def _play_until_not_serving(
    engine: Any, index: int, records: list[CallRecord], not_serving: asyncio.Event
) -> None:
    """One player: LegalMoves then Apply (each call sending the seat's token, the server's default) over
    bridge deals, recording every call, until the server says it is draining or a call fails."""
    new = await engine.NewGame(engine_pb2.NewGameRequest(game_id="bridge", seed=index), timeout=30)
    state, to_act = new.state, new.view.to_act
    while not not_serving.is_set():
        token = new.seat_tokens[to_act]
        started = time.monotonic()
        try:
            listed = await engine.LegalMoves(
                engine_pb2.LegalMovesRequest(
                    state=engine_pb2.StateRef(sealed=state.sealed), seat=to_act, seat_token=token
                ),
                timeout=30,
            )
            records.append(CallRecord("LegalMoves", started, time.monotonic(), "OK"))
            if not_serving.is_set():
                return
            started = time.monotonic()
            applied = await engine.Apply(
                engine_pb2.ApplyRequest(
                    state=engine_pb2.StateRef(sealed=state.sealed),
                    seat=to_act,
                    move=engine_pb2.Move(id=listed.moves[-1].id),
                    seat_token=token,
                ),
                timeout=30,
            )
            records.append(CallRecord("Apply", started, time.monotonic(), "OK"))
        except grpc.aio.AioRpcError as error:
            records.append(CallRecord("?", started, time.monotonic(), error.code().name))
            return
        if applied.view.terminal:
            new = await engine.NewGame(engine_pb2.NewGameRequest(game_id="bridge", seed=index), timeout=30)
            state, to_act = new.state, new.view.to_act
        else:
            state, to_act = applied.state, applied.view.to_act


async def _drain_under_load(port: int, proc: subprocess.Popen[bytes], workers: int = 32) -> dict[str, Any]:
    target = f"127.0.0.1:{port}"
    records: list[CallRecord] = []
    not_serving = asyncio.Event()
    seen: list[str] = []
    async with (
        grpc.aio.insecure_channel(target) as channel,
        grpc.aio.insecure_channel(target) as watch_channel,
    ):
        engine = engine_pb2_grpc.GameEngineStub(channel)
        watcher = asyncio.create_task(_watch_health(health_pb2_grpc.HealthStub(watch_channel), seen, not_serving))
        players = [
            asyncio.create_task(_play_until_not_serving(engine, i, records, not_serving)) for i in range(workers)
        ]
        await asyncio.sleep(2.0)  # steady load
        sigterm_at = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        await asyncio.wait_for(asyncio.gather(watcher, *players), timeout=60)
        learned_at = time.monotonic()
    return {"records": records, "sigterm_at": sigterm_at, "learned_at": learned_at, "seen": seen}


def test_sigterm_under_load_goes_not_serving_and_finishes_in_flight_calls(
    server_process: ServerProcess,
) -> None:
    outcome = asyncio.run(_drain_under_load(server_process.port, server_process.proc))
    records: list[CallRecord] = outcome["records"]
    sigterm_at: float = outcome["sigterm_at"]
    assert outcome["seen"][0] == "SERVING" and outcome["seen"][-1] == "NOT_SERVING", outcome["seen"]
    before = [r for r in records if r.started < sigterm_at]
    assert len(before) > 100, "the load did not run"
    # Calls already in flight when SIGTERM arrived: every one completes.
    in_flight = [r for r in records if r.started < sigterm_at <= r.ended]
    failed_in_flight = [r for r in before if r.code != "OK"]
    assert in_flight, "no call was in flight at SIGTERM: the test proves nothing"
    assert not failed_in_flight, (
        f"{Counter(r.code for r in failed_in_flight)} SIGTERM at {sigterm_at:.3f}, first failed call "
        f"{min(failed_in_flight, key=lambda r: r.started)}; server log:\n{server_process.log_tail()}"
    )
    # Calls sent after SIGTERM, before the client saw NOT_SERVING: refused (UNAVAILABLE) or served.
    after = Counter(r.code for r in records if r.started >= sigterm_at)
    assert set(after) <= {"OK", "UNAVAILABLE"}, after
    assert server_process.proc.wait(30) == 0  # drained and exited well inside the 15 s grace


# -- deadlines -----------------------------------------------------------------------------------------------


def _engine_requests(stub: engine_pb2_grpc.GameEngineStub) -> dict[str, Any]:
    new = stub.NewGame(engine_pb2.NewGameRequest(game_id="bridge", seed=5), timeout=10)
    ref = engine_pb2.StateRef(sealed=new.state.sealed)
    seat = new.view.to_act
    moves = stub.LegalMoves(engine_pb2.LegalMovesRequest(state=ref, seat=seat), timeout=10).moves
    return {
        "ListGames": engine_pb2.ListGamesRequest(),
        "NewGame": engine_pb2.NewGameRequest(game_id="bridge", seed=6, seat=0),
        "LegalMoves": engine_pb2.LegalMovesRequest(state=ref, seat=seat),
        "Apply": engine_pb2.ApplyRequest(state=ref, seat=seat, move=moves[0]),
        "Score": engine_pb2.ScoreRequest(state=ref),
        "View": engine_pb2.ViewRequest(state=ref, seat=seat),
    }


LATE = 0.25  # seconds past the deadline that count as not honouring it


async def _deadline_run(
    target: str, requests: dict[str, Any], deadline: float, backlog: int
) -> tuple[list[tuple[str, str, float]], int]:
    """Keep ``backlog`` calls queued on the server, and time every RPC with a short deadline meanwhile.

    Returns the probes' (rpc, code, seconds) and how many rounds were dropped because the
    client itself stalled: a 5 ms ticker runs beside each round's probes, and when it oversleeps
    by more than ``LATE`` the host or this process paused (the shared test machines lose the CPU
    for hundreds of milliseconds at times), which delays every answer whatever the server does.
    """
    results: list[tuple[str, str, float]] = []
    stalled = 0
    stop = asyncio.Event()
    async with grpc.aio.insecure_channel(target) as channel:
        stub = engine_pb2_grpc.GameEngineStub(channel)

        async def pressure() -> None:
            while not stop.is_set():
                with contextlib.suppress(grpc.aio.AioRpcError):
                    await stub.LegalMoves(requests["LegalMoves"], timeout=30)

        async def probe(rpc: str) -> tuple[str, str, float]:
            started = time.monotonic()
            try:
                await getattr(stub, rpc)(requests[rpc], timeout=deadline)
                code = "OK"
            except grpc.aio.AioRpcError as error:
                code = error.code().name
            return rpc, code, time.monotonic() - started

        async def loop_lag(round_over: asyncio.Event) -> float:
            """The longest this loop overslept a 5 ms tick while the round ran: a pause of the client."""
            lag = 0.0
            while not round_over.is_set():
                started = time.monotonic()
                await asyncio.sleep(0.005)
                lag = max(lag, time.monotonic() - started - 0.005)
            return lag

        load = [asyncio.create_task(pressure()) for _ in range(backlog)]
        await asyncio.sleep(0.5)
        for _ in range(10):
            round_over = asyncio.Event()
            lag = asyncio.ensure_future(loop_lag(round_over))
            probes = await asyncio.gather(*(probe(rpc) for rpc in requests))
            round_over.set()
            if await lag > LATE:
                stalled += 1
                continue
            results.extend(probes)
        stop.set()
        await asyncio.gather(*load)
    return results, stalled


@pytest.mark.parametrize("deadline", [0.001, 0.02])
def test_every_rpc_honours_its_deadline_under_load(
    target: str, stub: engine_pb2_grpc.GameEngineStub, deadline: float
) -> None:
    results, stalled = asyncio.run(_deadline_run(target, _engine_requests(stub), deadline, backlog=64))
    assert stalled <= 3, f"the client stalled in {stalled} of 10 rounds: too few rounds left to judge"
    codes = Counter((rpc, code) for rpc, code, _ in results)
    assert {code for _, code, _ in results} <= {"OK", "DEADLINE_EXCEEDED"}, codes
    late = [(rpc, code, round(seconds, 3)) for rpc, code, seconds in results if seconds > deadline + LATE]
    assert not late, late
    assert sum(code == "DEADLINE_EXCEEDED" for _, code, _ in results) > 0, codes
    assert all(seconds >= 0 for *_, seconds in results)
    # The server is still fine afterwards.
    assert stub.ListGames(engine_pb2.ListGamesRequest(), timeout=5).games


# -- message size limits ---------------------------------------------------------------------------------

SMALL = dataclasses.replace(TRUSTED, max_message_bytes=256 * 1024)  # plain states: the limit is hit by a large one


@pytest.fixture(scope="module")
def small_target() -> Iterator[str]:
    with local_server(SMALL, TEST_KEYS) as address:
        yield address


def test_oversized_request_is_rejected_by_the_message_limit(small_target: str) -> None:
    options = [("grpc.max_send_message_length", 64 << 20)]
    with grpc.insecure_channel(small_target, options=options) as channel:
        stub = engine_pb2_grpc.GameEngineStub(channel)
        base = stub.NewGame(
            engine_pb2.NewGameRequest(game_id="durak", players=2, seed=1), timeout=10
        ).state.plain
        state = engine_pb2.GameState()
        state.CopyFrom(base)
        state.durak.hands[0].cards.extend(["AS"] * 200_000)  # ~800 KB, over the 256 KiB limit
        started = time.monotonic()
        error = failure(
            lambda: stub.View(engine_pb2.ViewRequest(state=engine_pb2.StateRef(plain=state)), timeout=10)
        )
        assert error.code == grpc.StatusCode.RESOURCE_EXHAUSTED, error
        assert time.monotonic() - started < 2
        raw = channel.unary_unary(f"/{ENGINE}/Apply")
        error = failure(lambda: raw(b"\x0a" + b"\xff" * 5 + bytes(300_000), timeout=10))
        assert error.code == grpc.StatusCode.RESOURCE_EXHAUSTED, error
        # Just under the limit: parsed, decoded and rejected as an impossible state, quickly.
        del state.durak.hands[0].cards[50_000:]
        assert state.ByteSize() < SMALL.max_message_bytes
        started = time.monotonic()
        error = failure(
            lambda: stub.View(engine_pb2.ViewRequest(state=engine_pb2.StateRef(plain=state)), timeout=10)
        )
        assert error.code == grpc.StatusCode.INVALID_ARGUMENT and "more often than the deck" in error.message
        assert time.monotonic() - started < 2
        assert stub.ListGames(engine_pb2.ListGamesRequest(), timeout=5).games


def test_oversized_sealed_token_is_rejected_unopened(target: str) -> None:
    options = [("grpc.max_send_message_length", 64 << 20)]
    with grpc.insecure_channel(target, options=options) as channel:
        stub = engine_pb2_grpc.GameEngineStub(channel)
        token = stub.NewGame(
            engine_pb2.NewGameRequest(game_id="durak", players=2, seed=1), timeout=10
        ).state.sealed
        huge = token + bytes(100 << 10)  # over the token cap, under the message limit
        error = failure(
            lambda: stub.View(engine_pb2.ViewRequest(state=engine_pb2.StateRef(sealed=huge)), timeout=10)
        )
        assert error.code == grpc.StatusCode.INVALID_ARGUMENT and error.reason == "INVALID_TOKEN"
        assert "larger than any state" in error.message


def test_default_limit_is_256_kibibytes() -> None:
    from cardgames.service.config import Config

    assert Config().max_message_bytes == 256 * 1024
    assert Config.from_env({"CARDGAMES_MAX_MESSAGE_BYTES": "65536"}).max_message_bytes == 65536


# -- the solver: overload and deadlines (skipped until cardgames.v1.solver_pb2 exists) ----------------------


def _solver_modules() -> tuple[Any, Any]:
    solver_pb2 = pytest.importorskip("cardgames.v1.solver_pb2")
    solver_pb2_grpc = pytest.importorskip("cardgames.v1.solver_pb2_grpc")
    return solver_pb2, solver_pb2_grpc


FULL_DEAL_PBN = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
# A deal that stays slow to solve as the solver gets faster (no-trump, East on lead: about 2 s for
# the position with every card's value, 3 s for the table on a 2-core machine in November 2026).
HARD_DEAL_PBN = "N:KQ5.AQJ85.AKJ6.2 J86.963.Q752.T85 9432.2.T943.KQ94 AT7.KT74.8.AJ763"


def _pbn_hands(pbn: str) -> list[list[str]]:
    """``N:spades.hearts.diamonds.clubs ...`` -> four hands of card texts (N, E, S, W)."""
    hands = []
    for hand in pbn.split(":", 1)[1].split():
        suits = zip("SHDC", hand.split("."), strict=True)
        hands.append([rank + suit for suit, ranks in suits for rank in ranks])
    return hands


def _solver_request(
    solver_pb2: Any, method: str, stub: engine_pb2_grpc.GameEngineStub, pbn: str = FULL_DEAL_PBN
) -> Any:
    """A full 52-card deal for either RPC (FULL_DEAL_PBN: some 0.1-0.4 s for the position, 1 s for the table)."""
    if method == "DoubleDummyTable":
        return solver_pb2.DoubleDummyTableRequest(pbn=pbn)
    position = solver_pb2.DoubleDummyPosition(leader=1, rules=solver_pb2.DoubleDummyRules(seats=4))
    for cards in _pbn_hands(pbn):
        position.hands.add(cards=cards)
    return solver_pb2.SolveDoubleDummyRequest(explicit=position)


def _rss_bytes() -> int:
    with open("/proc/self/status", encoding="ascii") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


@pytest.mark.skipif(not HAS_SOLVER, reason="cardgames.v1.solver_pb2 not generated yet (Solver being wired)")
def test_solver_overload_is_resource_exhausted_quickly_without_unbounded_queueing(
    stub: engine_pb2_grpc.GameEngineStub,
) -> None:
    solver_pb2, solver_pb2_grpc = _solver_modules()
    config = dataclasses.replace(BASE, solver_workers=1, solver_queue=2)
    request = _solver_request(solver_pb2, "DoubleDummyTable", stub)

    async def flood(target: str) -> list[tuple[str, float]]:
        async with grpc.aio.insecure_channel(target) as channel:
            solver = solver_pb2_grpc.SolverStub(channel)

            async def one() -> tuple[str, float]:
                started = time.monotonic()
                try:
                    await solver.DoubleDummyTable(request, timeout=3)
                    return "OK", time.monotonic() - started
                except grpc.aio.AioRpcError as error:
                    return error.code().name, time.monotonic() - started

            return list(await asyncio.gather(*(one() for _ in range(40))))

    rss_before = _rss_bytes()
    with local_server(config, TEST_KEYS) as target:
        results = asyncio.run(flood(target))
        with grpc.insecure_channel(target) as channel:  # the engine still answers during/after the flood
            started = time.monotonic()
            engine_pb2_grpc.GameEngineStub(channel).ListGames(engine_pb2.ListGamesRequest(), timeout=5)
            assert time.monotonic() - started < 1
    codes = Counter(code for code, _ in results)
    exhausted = [seconds for code, seconds in results if code == "RESOURCE_EXHAUSTED"]
    assert set(codes) <= {"OK", "RESOURCE_EXHAUSTED", "DEADLINE_EXCEEDED"}, codes
    assert len(exhausted) >= 40 - (1 + 2), codes  # at most workers + queue are admitted
    assert max(exhausted) < 1.0, sorted(exhausted)[-3:]
    assert _rss_bytes() - rss_before < 512 * 2**20


@pytest.mark.skipif(not HAS_SOLVER, reason="cardgames.v1.solver_pb2 not generated yet (Solver being wired)")
@pytest.mark.parametrize("method", ["SolveDoubleDummy", "DoubleDummyTable"])
def test_solver_deadline_is_honoured_and_frees_the_worker(
    stub: engine_pb2_grpc.GameEngineStub, method: str
) -> None:
    solver_pb2, solver_pb2_grpc = _solver_modules()
    config = dataclasses.replace(BASE, solver_workers=1, solver_queue=2)
    request = _solver_request(solver_pb2, method, stub, HARD_DEAL_PBN)
    with local_server(config, TEST_KEYS) as target, grpc.insecure_channel(target) as channel:
        solver = solver_pb2_grpc.SolverStub(channel)
        exceeded = 0
        for _ in range(3):  # if abandoned solves kept the worker busy, later calls would find the queue full
            started = time.monotonic()
            # 0.1 s: some twenty times under this deal's solve.
            error = failure(lambda: getattr(solver, method)(request, timeout=0.1))
            assert error.code == grpc.StatusCode.DEADLINE_EXCEEDED, error
            assert time.monotonic() - started < 1.5
            exceeded += 1
        # The worker is free again: a one-trick ending answers at once.
        tiny = solver_pb2.DoubleDummyPosition(leader=0, rules=solver_pb2.DoubleDummyRules(seats=4))
        for card in ("AS", "KS", "QS", "JS"):
            tiny.hands.add(cards=[card])
        started = time.monotonic()
        reply = solver.SolveDoubleDummy(solver_pb2.SolveDoubleDummyRequest(explicit=tiny), timeout=5)
        assert time.monotonic() - started < 1.0 and len(reply.cards) == 1
        assert exceeded == 3
