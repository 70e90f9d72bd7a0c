"""One place that turns domain errors into gRPC status codes with google.rpc.Status details.

* malformed input, unknown game, bad options/deal/state, forged token -> INVALID_ARGUMENT + BadRequest
* illegal move, not your turn, game over -> FAILED_PRECONDITION + ErrorInfo(reason, rule)
* stale version -> ABORTED + ErrorInfo(STALE_VERSION)
* seat-specific call without its seat token -> UNAUTHENTICATED + ErrorInfo(SEAT_TOKEN_MISSING)
* a seat token of another seat or match, forged, or from an unknown key -> PERMISSION_DENIED
  + ErrorInfo(SEAT_TOKEN_INVALID)
* a double-dummy solve of an unfinished match's sealed state on a public server -> PERMISSION_DENIED
  + ErrorInfo(HIDDEN_CARDS)
* solver over budget -> DEADLINE_EXCEEDED + ErrorInfo(DEADLINE_EXCEEDED), with a double-dummy value's proven
  bounds in its metadata (value_lower, value_upper); overload -> RESOURCE_EXHAUSTED
"""

from __future__ import annotations

import logging
from typing import Any

import grpc
from google.protobuf import any_pb2
from google.rpc import code_pb2, error_details_pb2, status_pb2

from cardgames.games.core.errors import (
    GameError,
    GameOver,
    IllegalMove,
    InvalidDeal,
    InvalidMove,
    InvalidOptions,
    InvalidState,
    NotYourTurn,
)

DOMAIN = "cardgames.v1"
log = logging.getLogger(__name__)


class RequestError(GameError):
    """A request field that is missing or contradictory (service-level validation)."""

    reason = "BAD_REQUEST"


class StaleVersion(GameError):
    """``expected_version`` does not match the state's version."""

    reason = "STALE_VERSION"


class SeatTokenMissing(GameError):
    """A seat-specific call on a server that requires seat tokens, without one."""

    reason = "SEAT_TOKEN_MISSING"


class SeatTokenInvalid(GameError):
    """A seat token that is not this seat's for this match (other seat or match, forged, unknown key)."""

    reason = "SEAT_TOKEN_INVALID"


class HiddenCards(GameError):
    """An answer that would show hidden hands to a caller the server cannot trust with them."""

    reason = "HIDDEN_CARDS"


class Overloaded(GameError):
    """The solver queue is full."""

    reason = "OVERLOADED"


class BudgetExceeded(GameError):
    """A computation ran past the request's deadline.

    ``metadata``: what it proved before it stopped (a double-dummy value's bounds), for the ErrorInfo.
    """

    reason = "DEADLINE_EXCEEDED"

    def __init__(self, message: str, *, metadata: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.metadata = dict(metadata or {})


_INVALID = (InvalidOptions, InvalidDeal, InvalidState, InvalidMove, RequestError)
_PRECONDITION = (IllegalMove, NotYourTurn, GameOver)


def code_for(error: GameError) -> grpc.StatusCode:
    if isinstance(error, _PRECONDITION):
        return grpc.StatusCode.FAILED_PRECONDITION
    if isinstance(error, StaleVersion):
        return grpc.StatusCode.ABORTED
    if isinstance(error, SeatTokenMissing):
        return grpc.StatusCode.UNAUTHENTICATED
    if isinstance(error, (SeatTokenInvalid, HiddenCards)):
        return grpc.StatusCode.PERMISSION_DENIED
    if isinstance(error, Overloaded):
        return grpc.StatusCode.RESOURCE_EXHAUSTED
    if isinstance(error, BudgetExceeded):
        return grpc.StatusCode.DEADLINE_EXCEEDED
    return grpc.StatusCode.INVALID_ARGUMENT


def status_for(error: GameError) -> status_pb2.Status:
    """The google.rpc.Status for a domain error, with details naming the field or rule."""
    code = code_for(error)
    details: list[Any] = [
        error_details_pb2.ErrorInfo(
            reason=error.reason,
            domain=DOMAIN,
            metadata={k: v for k, v in (("field", error.field), ("rule", error.rule)) if v}
            | getattr(error, "metadata", {}),
        )
    ]
    if code == grpc.StatusCode.INVALID_ARGUMENT:
        details.append(
            error_details_pb2.BadRequest(
                field_violations=[
                    error_details_pb2.BadRequest.FieldViolation(
                        field=error.field or "request", description=error.message
                    )
                ]
            )
        )
    packed = []
    for detail in details:
        any_detail = any_pb2.Any()
        any_detail.Pack(detail)
        packed.append(any_detail)
    return status_pb2.Status(code=getattr(code_pb2, code.name), message=str(error), details=packed)
