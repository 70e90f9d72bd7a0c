"""A pool worked down to zero, written once (mushka, rams): each player's count "under the line" starts
at a fixed number; a deal's rows add penalties to it and write points off it; the first to bring it to
zero or below wins the game, and every other player pays him what he still has ("above the line").

The counts are never stored: they are the start plus the rows of the ``count`` section of a
:class:`~cardgames.games.mechanics.match.ScoreSheet` since the game began, so the sheet cannot disagree
with itself; the ``ledger`` section holds one settlement row per finished game.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.mechanics.match import ScoreSheet

COUNT = "count"
LEDGER = "ledger"


def pool_sheet(players: int) -> ScoreSheet:
    """An empty sheet: a column per seat, sections ``count`` (under the line) and ``ledger`` (above it)."""
    return ScoreSheet(columns=tuple(f"seat {seat}" for seat in range(players)), sections=(COUNT, LEDGER))


def counts(sheet: ScoreSheet, start: int, first_deal: int) -> tuple[int, ...]:
    """Each seat's count: ``start`` plus the count rows of deals ``first_deal`` on (the game in play)."""
    sums = [start] * len(sheet.columns)
    for row in sheet.rows:
        if row.deal >= first_deal and row.section == COUNT:
            for seat, points in enumerate(row.points):
                sums[seat] += points
    return tuple(sums)


def winner(totals: Sequence[int], eldest: int, force: bool = False) -> int | None:
    """The seat that wins the game: of those at zero or below (of everybody when ``force``), the lowest
    count; a tie goes to the first in seat order from ``eldest``.  None when nobody has finished."""
    players = len(totals)
    best: int | None = None
    for step in range(players):
        seat = (eldest + step) % players
        if (force or totals[seat] <= 0) and (best is None or totals[seat] < totals[best]):
            best = seat
    return best


def settlement(totals: Sequence[int], won_by: int) -> tuple[int, ...]:
    """The ledger row of a finished game: every other seat pays the winner what its count still holds
    (nothing when it is at zero or below), the winner collects the sum."""
    paid = [max(0, total) if seat != won_by else 0 for seat, total in enumerate(totals)]
    return tuple(sum(paid) if seat == won_by else -paid[seat] for seat in range(len(totals)))


__all__ = ["COUNT", "LEDGER", "counts", "pool_sheet", "settlement", "winner"]
