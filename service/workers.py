"""Multi-process mode: one supervisor, N worker processes serving the same port (SO_REUSEPORT).

One grpc.aio server runs its Python on one core, so ``CARDGAMES_PROCESSES=N`` runs N of them.
The supervisor

* resolves the port once (port 0 picks a free one, held by a SO_REUSEPORT socket that never
  listens, so the workers can all bind it and nobody else can take it meanwhile);
* makes the one ephemeral sealing key all workers share when none is configured;
* starts each worker as a fresh ``python -m cardgames.service`` (``CARDGAMES_PROCESSES=1``,
  ``CARDGAMES_REUSE_PORT=true``) and waits until every one prints that it serves, then prints
  the same ``serving gRPC on port`` line a single server prints;
* serves ``/metrics`` for all of them: workers keep their samples in a temporary
  ``PROMETHEUS_MULTIPROC_DIR`` and prometheus_client's multiprocess collector sums them;
* forwards SIGTERM/SIGINT to every worker (each drains as a single server does: health
  NOT_SERVING, drain delay, grace) and exits when all have exited.  A worker that exits on its
  own is not restarted: the others are stopped and the supervisor exits non-zero, so the
  orchestrator restarts the whole pod.

The kernel spreads *connections*, not calls, over the workers: a client with one HTTP/2
connection talks to one worker.
"""

from __future__ import annotations

import base64
import logging
import os
import secrets
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import IO

from .config import Config

log = logging.getLogger(__name__)

READY_MARKER = "serving gRPC on port"
START_TIMEOUT_SECONDS = 120.0
KILL_MARGIN_SECONDS = 5.0  # after drain delay + grace, a worker still running is killed


def supervise(config: Config) -> int:
    """Run ``config.processes`` workers until they exit; return the process exit status."""
    with _reserved_port(config.host, config.port) as port, _metrics_dir(config) as metrics_dir:
        env = _worker_env(config, port, metrics_dir)
        workers = [_start_worker(index, env) for index in range(config.processes)]
        supervisor = _Supervisor(workers, config)
        try:
            supervisor.wait_until_serving()
        except RuntimeError as error:
            if supervisor.stopping:  # asked to stop while starting: not a failure
                return supervisor.wait_for_exit()
            log.error("%s", error)
            supervisor.stop_all()
            supervisor.wait_for_exit()
            return 1
        if metrics_dir is not None:
            _serve_metrics(config.metrics_port, metrics_dir)
        log.info("%d worker processes serving on port %d", len(workers), port)
        print(f"cardgames: {READY_MARKER} {port}", flush=True)
        return supervisor.wait_for_exit()


@contextmanager
def _reserved_port(host: str, port: int) -> Iterator[int]:
    """The port the workers share; for port 0, a free one held (not listened on) until they exit."""
    if port != 0:
        yield port
        return
    address = host.strip("[]")
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    holder = socket.socket(family, socket.SOCK_STREAM)
    try:
        holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        if family == socket.AF_INET6:
            holder.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
        holder.bind((address, 0))
        yield int(holder.getsockname()[1])
    finally:
        holder.close()


@contextmanager
def _metrics_dir(config: Config) -> Iterator[Path | None]:
    if config.metrics_port < 0:
        yield None
        return
    path = Path(tempfile.mkdtemp(prefix="cardgames-metrics-"))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def _worker_env(config: Config, port: int, metrics_dir: Path | None) -> dict[str, str]:
    env = dict(
        os.environ,
        CARDGAMES_PROCESSES="1",
        CARDGAMES_PORT=str(port),
        CARDGAMES_REUSE_PORT="true",
        CARDGAMES_SUPERVISOR_PID=str(os.getpid()),
        CARDGAMES_METRICS_PORT="-1",  # the supervisor serves /metrics for all workers
    )
    if metrics_dir is not None:
        env["PROMETHEUS_MULTIPROC_DIR"] = str(metrics_dir)
    if not config.seal_keys_file and not config.seal_keys:
        log.warning(
            "no sealing keys configured (CARDGAMES_SEAL_KEYS_FILE / CARDGAMES_SEAL_KEYS): the workers share a "
            "random ephemeral key; sealed states will not survive a restart or work across replicas"
        )
        key = base64.urlsafe_b64encode(secrets.token_bytes(32)).decode().rstrip("=")
        env["CARDGAMES_SEAL_KEYS"] = f"ephemeral-{secrets.token_hex(4)}={key}"
    return env


def _start_worker(index: int, env: dict[str, str]) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "cardgames.service"],
        env=dict(env, CARDGAMES_WORKER_INDEX=str(index)),
        stdout=subprocess.PIPE,
    )


def _serve_metrics(port: int, metrics_dir: Path) -> None:
    from prometheus_client import CollectorRegistry, multiprocess, start_http_server

    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry, path=str(metrics_dir))  # type: ignore[no-untyped-call]
    server, _thread = start_http_server(port, registry=registry)
    log.info("metrics of all workers on :%d/metrics", server.server_port)


class _Supervisor:
    """The workers' lifetimes: readiness, signal forwarding, exit."""

    def __init__(self, workers: list[subprocess.Popen[bytes]], config: Config):
        self._workers = workers
        self._config = config
        self._stopping_since: float | None = None
        self._failed = False
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, self._on_signal)

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        log.info("signal %d: stopping %d workers (each drains)", signum, len(self._workers))
        self.stop_all()

    @property
    def stopping(self) -> bool:
        return self._stopping_since is not None

    def stop_all(self) -> None:
        if not self.stopping:
            self._stopping_since = time.monotonic()
        for worker in self._workers:
            if worker.poll() is None:
                worker.send_signal(signal.SIGTERM)

    def wait_until_serving(self) -> None:
        """Read each worker's first line; afterwards copy their output to ours."""
        deadline = time.monotonic() + START_TIMEOUT_SECONDS
        for index, worker in enumerate(self._workers):
            assert worker.stdout is not None
            line = _read_line(worker.stdout, deadline)
            if READY_MARKER not in line:
                raise RuntimeError(f"worker {index} (pid {worker.pid}) did not start: {line.strip()!r}")
            threading.Thread(target=_forward, args=(worker.stdout,), daemon=True).start()

    def wait_for_exit(self) -> int:
        """Block until every worker has exited; 0 when all stopped cleanly because we asked."""
        while True:
            running = [worker for worker in self._workers if worker.poll() is None]
            if not running:
                break
            if self._stopping_since is None and len(running) < len(self._workers):
                log.error("a worker exited on its own: stopping the others")
                self._failed = True
                self.stop_all()
            self._kill_stragglers(running)
            time.sleep(0.1)
        clean = all(worker.returncode == 0 for worker in self._workers)
        return 0 if clean and not self._failed else 1

    def _kill_stragglers(self, running: list[subprocess.Popen[bytes]]) -> None:
        if self._stopping_since is None:
            return
        allowed = self._config.drain_delay_seconds + self._config.grace_seconds + KILL_MARGIN_SECONDS
        if time.monotonic() - self._stopping_since > allowed:
            for worker in running:
                log.error("worker %d still running %.0fs after SIGTERM: killing it", worker.pid, allowed)
                worker.kill()
            self._failed = True


def _read_line(stream: IO[bytes], deadline: float) -> str:
    """One line from a worker's stdout, or '' when it closes or the deadline passes."""
    fileno = stream.fileno()
    with selectors.DefaultSelector() as selector:
        selector.register(fileno, selectors.EVENT_READ)
        data = b""
        while not data.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0 or not selector.select(left):
                break
            chunk = os.read(fileno, 1)
            if not chunk:
                break
            data += chunk
    return data.decode(errors="replace")


def _forward(stream: IO[bytes]) -> None:
    for line in stream:
        sys.stdout.buffer.write(line)
        sys.stdout.flush()
