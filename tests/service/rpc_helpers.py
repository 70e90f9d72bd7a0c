"""Helpers to assert on gRPC errors and their google.rpc.Status details."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

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
