"""Server configuration from the environment, with embedded defaults (no file needed)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from enum import StrEnum


class StateOutput(StrEnum):
    """Which forms of the next state responses carry."""

    SEALED = "sealed"
    PLAIN = "plain"
    BOTH = "both"


@dataclass(frozen=True)
class Config:
    """What the server reads from ``CARDGAMES_*`` variables (README "Configuration").

    ``processes`` (``CARDGAMES_PROCESSES``, default 1): with N > 1, ``python -m cardgames.service``
    becomes a supervisor that runs N worker processes serving the same gRPC port with
    SO_REUSEPORT (the kernel spreads *connections* over them), forwards SIGTERM so each drains
    as a single server does, and exits when they have all exited (non-zero, stopping the
    others, if one dies on its own).  The supervisor serves the Prometheus ``/metrics`` on
    ``metrics_port`` for all of them: workers write their samples to a temporary
    ``PROMETHEUS_MULTIPROC_DIR`` and it aggregates them (prometheus_client multiprocess mode).
    Without configured keys the supervisor makes the one ephemeral key all workers share, so
    any worker opens a token another sealed.  ``reuse_port`` and ``supervisor_pid`` are set by
    the supervisor for its workers (``CARDGAMES_REUSE_PORT``, ``CARDGAMES_SUPERVISOR_PID``).
    """

    host: str = "[::]"
    port: int = 50051
    metrics_port: int = 9090
    accept_plain: bool = True
    state_output: StateOutput = StateOutput.BOTH
    seal_keys_file: str | None = None
    seal_keys: str | None = None
    grace_seconds: float = 20.0
    drain_delay_seconds: float = 2.0
    max_connection_age_ms: int = 300_000
    # Real states are 0.3-5 KB; a large hostile message costs the event loop time to parse.
    max_message_bytes: int = 256 * 1024
    solver_workers: int = 1
    solver_queue: int = 8
    max_concurrent_rpcs: int = 512
    processes: int = 1
    reuse_port: bool = False
    supervisor_pid: int | None = None

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> Config:
        env = dict(os.environ if env is None else env)
        accept_plain = _bool(env.get("CARDGAMES_ACCEPT_PLAIN", "true"))
        default_output = StateOutput.BOTH if accept_plain else StateOutput.SEALED
        return cls(
            host=env.get("CARDGAMES_HOST", cls.host),
            port=int(env.get("CARDGAMES_PORT", cls.port)),
            metrics_port=int(env.get("CARDGAMES_METRICS_PORT", cls.metrics_port)),
            accept_plain=accept_plain,
            state_output=StateOutput(env.get("CARDGAMES_STATE_OUTPUT", default_output)),
            seal_keys_file=env.get("CARDGAMES_SEAL_KEYS_FILE") or None,
            seal_keys=env.get("CARDGAMES_SEAL_KEYS") or None,
            grace_seconds=float(env.get("CARDGAMES_GRACE_SECONDS", cls.grace_seconds)),
            drain_delay_seconds=float(env.get("CARDGAMES_DRAIN_DELAY_SECONDS", cls.drain_delay_seconds)),
            max_connection_age_ms=int(env.get("CARDGAMES_MAX_CONNECTION_AGE_MS", cls.max_connection_age_ms)),
            max_message_bytes=int(env.get("CARDGAMES_MAX_MESSAGE_BYTES", cls.max_message_bytes)),
            solver_workers=int(env.get("CARDGAMES_SOLVER_WORKERS", cls.solver_workers)),
            solver_queue=int(env.get("CARDGAMES_SOLVER_QUEUE", cls.solver_queue)),
            processes=max(1, int(env.get("CARDGAMES_PROCESSES", cls.processes))),
            reuse_port=_bool(env.get("CARDGAMES_REUSE_PORT", "false")),
            supervisor_pid=int(env["CARDGAMES_SUPERVISOR_PID"]) if env.get("CARDGAMES_SUPERVISOR_PID") else None,
        )


def _bool(text: str) -> bool:
    return text.strip().lower() in ("1", "true", "yes", "on")
