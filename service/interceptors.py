"""The one server interceptor: decode the request, time it, and map domain errors to statuses.

Requests arrive as raw bytes and are parsed here, so a malformed message
becomes INVALID_ARGUMENT instead of gRPC's own INTERNAL "exception
deserializing request".
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import grpc
from google.protobuf.message import DecodeError
from grpc_status import rpc_status

from games.core.errors import GameError

from .errors import RequestError, status_for
from .metrics import LATENCY, REQUESTS

log = logging.getLogger(__name__)


# Error texts often quote client input (a card, a move id, an option value).  The status message
# and its details travel in HTTP/2 trailers, which clients cap (8 KiB soft limit by default): an
# unclipped echo of a long hostile string turns INVALID_ARGUMENT into the client's own
# RESOURCE_EXHAUSTED "received metadata size exceeds soft limit".  So texts are clipped here.
MAX_ERROR_TEXT = 512


def _clip(text: str, limit: int = MAX_ERROR_TEXT) -> str:
    return text if len(text) <= limit else text[: limit - 15] + f"... ({len(text)} chars)"


def _clipped(error: GameError) -> GameError:
    error.message = _clip(error.message)
    error.field = _clip(error.field, 128)
    error.rule = _clip(error.rule, 128)
    return error


def _method_name(full: str) -> str:
    return full.rsplit("/", 1)[-1]


def _wrap(handler: grpc.RpcMethodHandler, full_method: str) -> grpc.RpcMethodHandler:
    behavior = handler.unary_unary
    parse = handler.request_deserializer
    method = _method_name(full_method)
    latency = LATENCY.labels(method)
    counted_ok = REQUESTS.labels(method, grpc.StatusCode.OK.name)  # resolved once: the common case

    async def wrapper(raw: bytes, context: grpc.aio.ServicerContext) -> Any:
        started = time.perf_counter()
        code: grpc.StatusCode | None = grpc.StatusCode.OK

        def record(final: grpc.StatusCode) -> None:
            # Recorded before aborting: the client gets the status as soon as abort() sends it,
            # and may read /metrics before this coroutine resumes.
            latency.observe(time.perf_counter() - started)
            (counted_ok if final is grpc.StatusCode.OK else REQUESTS.labels(method, final.name)).inc()

        try:
            try:
                request = parse(raw) if parse is not None else raw
            except (DecodeError, ValueError, RuntimeError):
                raise RequestError("request is not a valid protobuf message", field="request") from None
            return await behavior(request, context)
        except GameError as error:
            status = rpc_status.to_status(status_for(_clipped(error)))
            code = None
            record(status.code)
            await context.abort_with_status(status)
        except grpc.aio.AbortError:
            code = context.code() or grpc.StatusCode.UNKNOWN
            raise
        except Exception:
            code = None
            log.exception("bug while serving %s", full_method)
            record(grpc.StatusCode.INTERNAL)
            await context.abort(grpc.StatusCode.INTERNAL, "internal error (logged on the server)")
        finally:
            if code is not None:
                record(code)

    return grpc.unary_unary_rpc_method_handler(
        wrapper, request_deserializer=None, response_serializer=handler.response_serializer
    )


class ServiceInterceptor(grpc.aio.ServerInterceptor):
    """Wraps every unary-unary method once (cached per method)."""

    def __init__(self) -> None:
        self._cache: dict[str, grpc.RpcMethodHandler] = {}

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler:
        method = handler_call_details.method
        cached = self._cache.get(method)
        if cached is not None:
            return cached
        handler = await continuation(handler_call_details)
        if handler is None or handler.unary_unary is None or method.startswith("/grpc."):
            return handler
        wrapped = _wrap(handler, method)
        self._cache[method] = wrapped
        return wrapped
