"""Multi-process mode: ``CARDGAMES_PROCESSES=2`` serves one port from two workers and stops cleanly."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from rpc_helpers import spawn_service

from cardgames.clients.local import subprocess_env
from cardgames.v1 import engine_pb2, engine_pb2_grpc

ROOT = Path(__file__).resolve().parents[2]
GRACE_SECONDS = 5.0
DRAIN_DELAY_SECONDS = 0.5


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _children(pid: int) -> list[int]:
    """The live child processes of ``pid`` (from /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            found.append(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.fixture
def supervisor(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], int, int]]:
    metrics_port = _free_port()
    env = subprocess_env(
        ROOT,
        CARDGAMES_PROCESSES="2",
        CARDGAMES_METRICS_PORT=str(metrics_port),
        CARDGAMES_GRACE_SECONDS=str(GRACE_SECONDS),
        CARDGAMES_DRAIN_DELAY_SECONDS=str(DRAIN_DELAY_SECONDS),
    )
    env.pop("CARDGAMES_SEAL_KEYS", None)  # the supervisor's one ephemeral key must serve both workers
    env.pop("CARDGAMES_SEAL_KEYS_FILE", None)
    log = open(tmp_path / "supervisor.log", "wb")  # noqa: SIM115 - closed below
    proc, port = spawn_service(ROOT, env, log, timeout=120)
    workers = _children(proc.pid)
    try:
        assert port, (tmp_path / "supervisor.log").read_text()
        yield proc, port, metrics_port
    finally:
        for pid in [proc.pid, *workers]:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
        proc.wait(30)
        log.close()


def _channels(port: int, count: int) -> list[grpc.Channel]:
    # A pool of its own per channel: separate TCP connections, which the kernel spreads over the workers.
    options = [("grpc.use_local_subchannel_pool", 1)]
    return [grpc.insecure_channel(f"127.0.0.1:{port}", options=options) for _ in range(count)]


def test_two_workers_serve_one_port_and_drain_on_sigterm(
    supervisor: tuple[subprocess.Popen[bytes], int, int],
) -> None:
    proc, port, metrics_port = supervisor
    workers = _children(proc.pid)
    assert len(workers) == 2, workers
    channels = _channels(port, 8)
    try:
        for channel in channels:
            reply = health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(service=""), timeout=10)
            assert reply.status == health_pb2.HealthCheckResponse.SERVING
        new = engine_pb2_grpc.GameEngineStub(channels[0]).NewGame(
            engine_pb2.NewGameRequest(game_id="bridge", seed=3), timeout=10
        )
        dealer = new.view.to_act
        # The same token through every connection: whichever worker gets it opens it (one shared key).
        for channel in channels:
            applied = engine_pb2_grpc.GameEngineStub(channel).Apply(
                engine_pb2.ApplyRequest(
                    state=engine_pb2.StateRef(sealed=new.state.sealed),
                    seat=dealer,
                    move=engine_pb2.Move(id="pass"),
                    expected_version=0,
                    # Signed by one worker, checked by another: the seat key derives from the shared key.
                    seat_token=new.seat_tokens[dealer],
                ),
                timeout=10,
            )
            assert applied.view.version == 1 and applied.applied.id == "pass"
    finally:
        for channel in channels:
            channel.close()
    metrics = urllib.request.urlopen(f"http://127.0.0.1:{metrics_port}/metrics", timeout=10).read().decode()
    assert 'cardgames_requests_total{code="OK",method="Apply"} 8.0' in metrics, metrics

    proc.send_signal(signal.SIGTERM)
    assert proc.wait(DRAIN_DELAY_SECONDS + GRACE_SECONDS + 5) == 0
    assert not [pid for pid in workers if _alive(pid)]


def test_a_worker_that_dies_stops_the_others_and_the_supervisor_fails(
    supervisor: tuple[subprocess.Popen[bytes], int, int],
) -> None:
    proc, _port, _metrics_port = supervisor
    workers = _children(proc.pid)
    assert len(workers) == 2, workers
    os.kill(workers[0], signal.SIGKILL)
    assert proc.wait(DRAIN_DELAY_SECONDS + GRACE_SECONDS + 5) == 1  # the orchestrator restarts the pod
    assert not [pid for pid in workers if _alive(pid)]
