"""Server configuration from the environment, with embedded defaults (no file needed).

:data:`SETTINGS` is the one list of ``CARDGAMES_*`` variables: :meth:`Config.from_env` reads it,
``cardgames serve --help`` prints it and a test checks README's table against it.  Every value is
checked when it is read, so bad configuration stops the server at start with one line naming the
variable (:class:`ConfigError`), never a traceback and never a silent fallback.

The defaults are the public posture: responses carry only sealed states and plain states are
refused.  Trusted backends turn plain states on (``CARDGAMES_ACCEPT_PLAIN=true``, and
``CARDGAMES_STATE_OUTPUT=both`` or ``plain`` to receive them).
"""

from __future__ import annotations

import math
import os
import textwrap
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any


class StateOutput(StrEnum):
    """Which forms of the next state responses carry."""

    SEALED = "sealed"
    PLAIN = "plain"
    BOTH = "both"


class ConfigError(ValueError):
    """A setting that cannot be used; the message names the variable and says what it accepts."""


@dataclass(frozen=True)
class Setting:
    """One ``CARDGAMES_*`` variable: the Config field it sets, how its text is read, and its documentation."""

    env: str
    field: str
    parse: Callable[[str], Any]
    default: str  # as documented ("—" for none)
    meaning: str


_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})
_DAY_MS = 24 * 3600 * 1000


def parse_bool(text: str) -> bool:
    """true/false, 1/0, yes/no, on/off (any case); anything else is an error, not false."""
    word = text.strip().lower()
    if word in _TRUE:
        return True
    if word in _FALSE:
        return False
    raise ValueError("must be true or false (also 1/0, yes/no, on/off)")


def int_in(low: int, high: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text.strip())
        except ValueError:
            raise ValueError(f"must be a whole number from {low} to {high}") from None
        if not low <= value <= high:
            raise ValueError(f"must be from {low} to {high}")
        return value

    return parse


def float_in(low: float, high: float) -> Callable[[str], float]:
    def parse(text: str) -> float:
        try:
            value = float(text.strip())
        except ValueError:
            raise ValueError(f"must be a number from {low:g} to {high:g}") from None
        if math.isnan(value) or not low <= value <= high:
            raise ValueError(f"must be from {low:g} to {high:g}")
        return value

    return parse


def _state_output(text: str) -> StateOutput:
    try:
        return StateOutput(text.strip().lower())
    except ValueError:
        raise ValueError("must be sealed, plain or both") from None


def _optional_text(text: str) -> str | None:
    return text.strip() or None


def _host(text: str) -> str:
    if not text.strip():
        raise ValueError("must not be empty")
    return text.strip()


def _pid(text: str) -> int | None:
    return int_in(1, 2**22)(text) if text.strip() else None


# The order is README's.  Ranges reject what cannot be meant (a negative grace, a 0-byte message
# limit) rather than clamping it.
SETTINGS: tuple[Setting, ...] = (
    Setting("CARDGAMES_PORT", "port", int_in(0, 65535), "50051", "gRPC port (0 picks a free one)"),
    Setting("CARDGAMES_HOST", "host", _host, "[::]", "address the gRPC port binds"),
    Setting(
        "CARDGAMES_METRICS_PORT", "metrics_port", int_in(-1, 65535), "9090",
        "Prometheus `/metrics` port (-1: no metrics endpoint)",
    ),
    Setting(
        "CARDGAMES_ACCEPT_PLAIN", "accept_plain", parse_bool, "false",
        "accept plain states in requests (trusted backends only); seat tokens become optional",
    ),
    Setting(
        "CARDGAMES_STATE_OUTPUT", "state_output", _state_output, "sealed",
        "which state forms responses carry: sealed, plain, both (plain and both need CARDGAMES_ACCEPT_PLAIN=true)",
    ),
    Setting(
        "CARDGAMES_SEAL_KEYS_FILE", "seal_keys_file", _optional_text, "—",
        "key ring file: one `KEY_ID=BASE64URL_32_BYTES` per line, newest last (seals and signs; all open and verify)",
    ),
    Setting(
        "CARDGAMES_SEAL_KEYS", "seal_keys", _optional_text, "—",
        "the same entries comma-separated, when no file is used",
    ),
    Setting(
        "CARDGAMES_DRAIN_DELAY_SECONDS", "drain_delay_seconds", float_in(0, 600), "2",
        "on SIGTERM: health goes NOT_SERVING, calls are still served this long so clients move away",
    ),
    Setting(
        "CARDGAMES_GRACE_SECONDS", "grace_seconds", float_in(0, 3600), "20",
        "then the server stops accepting and in-flight calls get this long to finish",
    ),
    Setting(
        "CARDGAMES_MAX_CONNECTION_AGE_MS", "max_connection_age_ms", int_in(1000, 7 * _DAY_MS), "300000",
        "recycle client connections so new replicas get traffic",
    ),
    Setting(
        "CARDGAMES_MAX_MESSAGE_BYTES", "max_message_bytes", int_in(16 * 1024, 64 * 1024 * 1024), "262144",
        "largest request/response message (states are 0.3-5 KB); larger requests get RESOURCE_EXHAUSTED",
    ),
    Setting(
        "CARDGAMES_SOLVER_WORKERS", "solver_workers", int_in(1, 64), "1",
        "double-dummy solves run at once (threads; each may use a 256 MB table)",
    ),
    Setting(
        "CARDGAMES_SOLVER_QUEUE", "solver_queue", int_in(0, 10_000), "8",
        "solves that may wait for a worker; beyond that RESOURCE_EXHAUSTED",
    ),
    Setting(
        "CARDGAMES_PROCESSES", "processes", int_in(1, 256), "1",
        "N > 1: a supervisor runs N worker processes on the same port (SO_REUSEPORT, connections spread by "
        "the kernel), forwards SIGTERM, serves the aggregated `/metrics` (`docs/deploy.md`, \"Multi-process mode\")",
    ),
    Setting(
        "CARDGAMES_REUSE_PORT", "reuse_port", parse_bool, "false",
        "internal: set by the supervisor for its workers (bind the port with SO_REUSEPORT)",
    ),
    Setting(
        "CARDGAMES_SUPERVISOR_PID", "supervisor_pid", _pid, "—",
        "internal: set by the supervisor for its workers (a worker drains when its supervisor is gone)",
    ),
)


@dataclass(frozen=True)
class Config:
    """What the server reads from ``CARDGAMES_*`` variables (:data:`SETTINGS`, README "Configuration").

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
    # Secure by default: a frontend that forwards responses to browsers must not leak hands.
    accept_plain: bool = False
    state_output: StateOutput = StateOutput.SEALED
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

    def __post_init__(self) -> None:
        if self.state_output is not StateOutput.SEALED and not self.accept_plain:
            # Returning plain states the server then refuses to take back is a deployment mistake:
            # the hidden cards leave in every response, and clients cannot continue the match with them.
            raise ConfigError(
                f"CARDGAMES_STATE_OUTPUT={self.state_output.value} returns plain states, but plain states are "
                "refused (CARDGAMES_ACCEPT_PLAIN=false): set CARDGAMES_ACCEPT_PLAIN=true for a trusted backend, "
                "or CARDGAMES_STATE_OUTPUT=sealed"
            )

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Config:
        """The configuration the variables give (unset or empty ones keep their defaults); ConfigError if one is bad."""
        env = os.environ if env is None else env
        values: dict[str, Any] = {}
        for setting in SETTINGS:
            text = env.get(setting.env)
            if text is None or not text.strip():  # set but empty (a blank ConfigMap entry): the default
                continue
            try:
                values[setting.field] = setting.parse(text)
            except ValueError as error:
                raise ConfigError(f"{setting.env}={_shown(text)}: {error}") from None
        return cls(**values)


def _shown(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:37] + "...")


def settings_help(width: int = 96) -> str:
    """Every variable with its default and meaning, for ``cardgames serve --help``."""
    lines = ["environment variables:"]
    for setting in SETTINGS:
        default = "none" if setting.default == "—" else setting.default
        lines.append(f"  {setting.env} (default: {default})")
        lines.extend(textwrap.wrap(setting.meaning.replace("`", ""), width, initial_indent=" " * 6,
                                   subsequent_indent=" " * 6))
    return "\n".join(lines)


def _check_settings_cover_config() -> None:
    """Every Config field but max_concurrent_rpcs is set by exactly one variable (a forgotten row fails at import)."""
    covered = [setting.field for setting in SETTINGS]
    expected = {f.name for f in fields(Config)} - {"max_concurrent_rpcs"}
    if sorted(covered) != sorted(expected):
        raise RuntimeError(f"SETTINGS and Config disagree: {sorted(set(covered) ^ expected)}")


_check_settings_cover_config()
