"""Seat arithmetic: seats are 0..n-1 clockwise; "left of" is the next seat clockwise."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .errors import InvalidState


def left_of(seat: int, players: int) -> int:
    return (seat + 1) % players


def right_of(seat: int, players: int) -> int:
    return (seat - 1) % players


def clockwise_from(start: int, players: int) -> Iterator[int]:
    """All seats once, starting at ``start``."""
    for step in range(players):
        yield (start + step) % players


def next_active(seat: int, active: Iterable[bool]) -> int:
    """The next seat clockwise after ``seat`` whose flag is true (``seat`` itself if it is the only one)."""
    flags = list(active)
    players = len(flags)
    for step in range(1, players + 1):
        candidate = (seat + step) % players
        if flags[candidate]:
            return candidate
    raise InvalidState("no active seat left", field="seats")


def check_seat(seat: int, players: int, field: str = "seat") -> None:
    if not 0 <= seat < players:
        raise InvalidState(f"seat {seat} out of range 0..{players - 1}", field=field)
