"""Partnerships: sides of seats, the order of play, and asking the partner (canasta's "may I go out?").

* :func:`sides_for`: the side of each seat when ``teams`` partnerships sit alternately
  (4 players in 2 sides: 0+2 against 1+3; 6 players in 3 sides: A B C A B C), or everybody
  alone.
* :func:`partners_of`, :func:`answerer`: a seat's partners, and the partner who answers its
  question (the next of them to play after it).
* :class:`Permission`: the state of a turn's question to the partner.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum


class Permission(IntEnum):
    """The partner's answer to "may I go out?" in this turn."""

    NONE = 1
    """Not asked."""
    ASKED = 2
    """Asked; the partner has not answered yet."""
    YES = 3
    """Yes: the asker must go out this turn."""
    NO = 4
    """No: the asker may not go out this turn."""


class Reply(IntEnum):
    """The partner's answer."""

    YES = 1
    NO = 2


def sides_for(players: int, teams: int) -> tuple[int, ...]:
    """The side of each seat: ``teams`` sides seated alternately, or one side per seat (``teams == players``)."""
    if teams < 1 or (players % teams and teams != players):
        raise ValueError(f"{players} players do not sit in {teams} alternating sides")
    return tuple(seat % teams for seat in range(players))


def partners_of(sides: Sequence[int], seat: int) -> tuple[int, ...]:
    """The other seats of ``seat``'s side."""
    return tuple(other for other, side in enumerate(sides) if side == sides[seat] and other != seat)


def answerer(order: Sequence[int], sides: Sequence[int], seat: int) -> int | None:
    """The partner who answers ``seat``'s question: the next of its side to play after it (None: alone)."""
    start = order.index(seat)
    for step in range(1, len(order)):
        other = order[(start + step) % len(order)]
        if sides[other] == sides[seat]:
            return other
    return None


def side_members(sides: Sequence[int], side: int) -> tuple[int, ...]:
    """The seats of ``side``."""
    return tuple(seat for seat, which in enumerate(sides) if which == side)


__all__ = ["Permission", "Reply", "answerer", "partners_of", "side_members", "sides_for"]
