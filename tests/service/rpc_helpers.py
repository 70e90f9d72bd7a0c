"""Helpers to assert on gRPC errors and their google.rpc.Status details."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

import grpc
from google.rpc import error_details_pb2
from grpc_status import rpc_status


@dataclass
class RpcFailure:
    code: grpc.StatusCode
    message: str
    reason: str
    fields: list[str]
    metadata: dict[str, str]


def failure(call: Callable[[], Any]) -> RpcFailure:
    """Run ``call``, expect an RpcError, and decode its rich status."""
    try:
        call()
    except grpc.RpcError as error:
        status = rpc_status.from_call(error)  # type: ignore[arg-type]
        reason, fields, metadata = "", [], {}
        if status is not None:
            for detail in status.details:
                info = error_details_pb2.ErrorInfo()
                bad = error_details_pb2.BadRequest()
                if detail.Is(info.DESCRIPTOR):
                    detail.Unpack(info)
                    reason, metadata = info.reason, dict(info.metadata)
                elif detail.Is(bad.DESCRIPTOR):
                    detail.Unpack(bad)
                    fields = [violation.field for violation in bad.field_violations]
        return RpcFailure(error.code(), error.details() or "", reason, fields, metadata)  # type: ignore[attr-defined]
    raise AssertionError("the call succeeded but should have failed")


def spawn_service(
    root: Path, env: dict[str, str], log: BinaryIO, timeout: float
) -> tuple[subprocess.Popen[bytes], int]:
    """Start ``python -m cardgames.service`` (stderr to ``log``) and return it with the port it announces (0 if it
    did not within ``timeout`` seconds)."""
    command = [sys.executable, "-m", "cardgames.service"]
    proc = subprocess.Popen(command, cwd=root, env=env, stdout=subprocess.PIPE, stderr=log)
    assert proc.stdout is not None
    port = 0
    deadline = time.monotonic() + timeout
    while not port and time.monotonic() < deadline:
        line = proc.stdout.readline().decode()
        if not line:
            break
        if "serving gRPC on port" in line:
            port = int(line.rsplit(" ", 1)[-1])
    return proc, port
