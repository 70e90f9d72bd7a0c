"""Typed domain errors.  Each names the rule it enforces and, where there is one, the spec id.

The service maps them to gRPC codes in one place (``service/errors.py``):

* :class:`InvalidOptions`, :class:`InvalidDeal`, :class:`InvalidState`,
  :class:`InvalidMove` (malformed) -> INVALID_ARGUMENT
* :class:`IllegalMove`, :class:`NotYourTurn`, :class:`GameOver` -> FAILED_PRECONDITION
"""

from __future__ import annotations


class GameError(Exception):
    """Base of every error the rules library raises on purpose."""

    reason = "GAME_ERROR"

    def __init__(self, message: str, *, field: str = "", rule: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.rule = rule

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})" if self.rule else self.message


class InvalidOptions(GameError):
    """An option is unknown, of the wrong type or out of range (names the option in ``field``)."""

    reason = "INVALID_OPTIONS"


class InvalidDeal(GameError):
    """An explicit deal is not a permutation of the game's deck."""

    reason = "INVALID_DEAL"


class InvalidState(GameError):
    """A state claims something impossible (duplicate cards, seat out of range, ...)."""

    reason = "INVALID_STATE"


class InvalidMove(GameError):
    """A move is malformed: not a move of this game, or a card that does not exist."""

    reason = "INVALID_MOVE"


class IllegalMove(GameError):
    """A well-formed move the rules forbid now."""

    reason = "ILLEGAL_MOVE"


class NotYourTurn(GameError):
    """The seat asking to move is not the seat to act."""

    reason = "NOT_YOUR_TURN"


class GameOver(GameError):
    """A move after the end of the game."""

    reason = "GAME_OVER"
