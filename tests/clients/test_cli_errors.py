"""The command line never shows a traceback: bad arguments, bad deals, closed pipes and the in-process
server's shutdown all end with at most one ``cardgames: error:`` line (run as real subprocesses)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CLI = [sys.executable, "-m", "cardgames.clients.cli"]
ENV = dict(os.environ, PYTHONPATH=str(ROOT))


def _run(*argv: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CLI, *argv], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["selfplay", "durak", "--seed", "-1"], "--seed"),
        (["selfplay", "durak", "--seed", "18446744073709551616"], "--seed"),
        (["selfplay", "durak", "--seed", "18446744073709551615", "--games", "2"], "largest seed"),
        (["selfplay", "durak", "--seed", "abc"], "--seed"),
        (["selfplay", "durak", "--games", "0"], "--games"),
        (["selfplay", "durak", "--games", "-3"], "--games"),
        (["selfplay", "durak", "--players", "-1"], "--players"),
        (["selfplay", "durak", "--players", "0"], "--players"),
        (["selfplay", "durak", "--players", "99999999999"], "--players"),
        (["selfplay", "durak", "--players", "7"], "2-4 players"),
        (["selfplay", "bridge", "--players", "3"], "players"),
        (["selfplay", "chess"], "chess"),
        (["selfplay"], "game"),
        (["nosuch"], "invalid choice"),
        ([], "command"),
        (["dd", "Q:AK.-.-.- QJ.-.-.- T9.-.-.- 87.-.-.-"], "seat (N, E, S or W)"),
        (["dd", "garbage"], "four hands"),
        (["dd", "N:AK QJ T9 87"], "four suits"),
        (["dd", "N:AX.-.-.- QJ.-.-.- T9.-.-.- 87.-.-.-"], "XS"),
        (["dd", "N:AK.-.-.- AK.-.-.- T9.-.-.- 87.-.-.-"], "twice"),
        (["dd", "--timeout", "-1", "N:AK.-.-.- QJ.-.-.- T9.-.-.- 87.-.-.-"], "--timeout"),
        (["dd", "--timeout", "nan", "N:AK.-.-.- QJ.-.-.- T9.-.-.- 87.-.-.-"], "--timeout"),
        (["dd", "--file", "/nonexistent/deals.pbn"], "cannot read"),
        (["dd"], "give a deal"),
        (["games", "--server", "127.0.0.1:1"], "UNAVAILABLE"),
    ],
)
def test_errors_are_one_line_with_status_2(argv: list[str], words: str) -> None:
    done = _run(*argv)
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert "Traceback" not in done.stderr, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("cardgames: error: "), done.stderr
    assert words in lines[0], lines[0]


def test_a_closed_pipe_ends_quietly() -> None:
    """``cardgames selfplay durak --games 50 | head -1``: one line out, nothing on stderr."""
    proc = subprocess.Popen(
        [*CLI, "selfplay", "durak", "--games", "50", "--seed", "1"],
        cwd=ROOT, env=ENV, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()  # what head does after its line
    status = proc.wait(120)
    stderr = proc.stderr.read().decode()
    proc.stderr.close()
    assert first.startswith(b"durak seed=1 ")
    assert stderr == "" and status == 141, (status, stderr)


def test_a_closed_pipe_through_the_shell() -> None:
    command = " ".join([*CLI, "selfplay", "durak", "--games", "50", "--json"]) + " | head -1"
    done = subprocess.run(["sh", "-c", command], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=120)
    assert done.stderr == "" and len(done.stdout.splitlines()) == 1, done.stderr


@pytest.mark.parametrize(
    "argv",
    [
        ["selfplay", "durak", "--games", "2", "--seed", "3"],
        ["selfplay", "little_piano", "--seed", "3"],
        ["games"],
        ["dd", "N:AK.-.-.- QJ.-.-.- T9.-.-.- 87.-.-.-"],
    ],
)
def test_successful_commands_print_nothing_on_stderr(argv: list[str]) -> None:
    for _ in range(3):  # gRPC's shutdown chatter was intermittent
        done = _run(*argv)
        assert done.returncode == 0 and done.stderr == "", done.stderr


def test_the_in_process_server_stops_without_grpc_chatter() -> None:
    """A client channel still open when the in-process server stops used to get a GOAWAY with an error code,
    which gRPC logs to stderr ("Got goaway ... Cancelling all calls") in about every other run."""
    script = textwrap.dedent(
        """
        from cardgames.clients.local import local_server
        from cardgames.clients.sdk import CardGamesClient

        for _ in range(8):
            with local_server() as target:
                client = CardGamesClient(target)  # left open on purpose
                client.list_games()
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=ENV, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr
