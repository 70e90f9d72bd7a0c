"""Every RPC of our services runs inside one wrapper: decode the request, time it, map domain errors to statuses.

Requests arrive as raw bytes and are parsed here, so a malformed message becomes
INVALID_ARGUMENT instead of gRPC's own INTERNAL "exception deserializing request".

The wrapper is applied once, when a service is registered.  (A ``grpc.aio`` server
interceptor would do the same, but grpc.aio runs the interceptor chain, a few coroutines
and a partial, on every call just to find the handler.)
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

import grpc
from google.protobuf.message import DecodeError
from grpc_status import rpc_status

from cardgames.games.core.errors import GameError

from .errors import RequestError, status_for
from .metrics import request_metrics

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


def wrap(handler: grpc.RpcMethodHandler, full_method: str) -> grpc.RpcMethodHandler:
    """The unary-unary ``handler`` with request parsing, metrics and error mapping around it."""
    behavior = handler.unary_unary
    parse = handler.request_deserializer
    metrics = request_metrics(_method_name(full_method))

    def record(started: float, code: grpc.StatusCode) -> None:
        # Recorded before aborting: the client gets the status as soon as abort() sends it,
        # and may read /metrics before the handler resumes.
        seconds = time.perf_counter() - started
        if code is grpc.StatusCode.OK:
            metrics.ok(seconds)
        else:
            metrics.failed(seconds, code.name)

    async def wrapper(raw: bytes, context: grpc.aio.ServicerContext) -> Any:
        started = time.perf_counter()
        try:
            try:
                request = parse(raw) if parse is not None else raw
            except (DecodeError, ValueError, RuntimeError):
                raise RequestError("request is not a valid protobuf message", field="request") from None
            response = await behavior(request, context)
        except GameError as error:
            status = rpc_status.to_status(status_for(_clipped(error)))
            record(started, status.code)
            await context.abort_with_status(status)
        except grpc.aio.AbortError:
            record(started, context.code() or grpc.StatusCode.UNKNOWN)
            raise
        except asyncio.CancelledError:
            record(started, grpc.StatusCode.CANCELLED)
            raise
        except Exception:
            log.exception("bug while serving %s", full_method)
            record(started, grpc.StatusCode.INTERNAL)
            await context.abort(grpc.StatusCode.INTERNAL, "internal error (logged on the server)")
        else:
            metrics.ok(time.perf_counter() - started)
            return response
        return None  # not reached: abort() raises

    return grpc.unary_unary_rpc_method_handler(
        wrapper, request_deserializer=None, response_serializer=_passing_bytes(handler.response_serializer)
    )


def _passing_bytes(serialize: Callable[[Any], bytes] | None) -> Callable[[Any], bytes] | None:
    """The response serializer, except that a handler may return its response already serialized."""
    if serialize is None:
        return None

    def serialize_response(response: Any) -> bytes:
        return response if response.__class__ is bytes else serialize(response)

    return serialize_response


class _Registrar:
    """Stands in for the server in a generated ``add_*Servicer_to_server``: collects the method handlers."""

    def __init__(self) -> None:
        self.services: dict[str, dict[str, grpc.RpcMethodHandler]] = {}

    def add_generic_rpc_handlers(self, handlers: Any) -> None:
        """Ignored: the generated code also passes the same handlers by method name, below."""

    def add_registered_method_handlers(self, service: str, handlers: dict[str, grpc.RpcMethodHandler]) -> None:
        self.services[service] = handlers


class GenericOnly:
    """A stand-in for the server that adds handlers as generic ones only (looked up by name per call).

    Generated ``add_*Servicer_to_server`` functions also *register* their methods, and grpc.aio
    then keeps one pending call request per registered method, re-armed one at a time by its
    serving loop (new in grpcio 1.85, grpc/grpc#41796).  We measured no throughput gain from it
    (35-38 k calls per 20 s either way, 32 concurrent players), and the one drain-under-load
    failure we saw (calls left unmatched during the drain delay, cancelled at stop) happened
    only with registered methods, so every service goes through here: one pending request
    serves all methods.
    """

    def __init__(self, server: grpc.aio.Server):
        self._server = server

    def add_generic_rpc_handlers(self, handlers: Any) -> None:
        self._server.add_generic_rpc_handlers(handlers)

    def add_registered_method_handlers(self, service: str, handlers: dict[str, grpc.RpcMethodHandler]) -> None:
        """Ignored: the generic handlers added alongside serve these methods."""


def add_service(server: Any, add_servicer: Callable[[Any, Any], None], servicer: Any) -> list[str]:
    """Add ``servicer`` with every unary-unary method wrapped, as generic handlers; return the service names."""
    registrar = _Registrar()
    add_servicer(servicer, registrar)
    if not registrar.services:
        raise RuntimeError(f"{add_servicer.__name__} registered no method handlers (generated code changed?)")
    for service, handlers in registrar.services.items():
        wrapped = {
            name: wrap(handler, f"/{service}/{name}") if handler.unary_unary is not None else handler
            for name, handler in handlers.items()
        }
        server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(service, wrapped),))
    return list(registrar.services)
