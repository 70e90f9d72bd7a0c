"""What the score sheet says about the rubber: games won, the part-score and vulnerability.

Nothing of it is stored: it is read from the rows below the line (``games.mechanics.match``),
so the sheet cannot disagree with itself.  A side that brings its below-the-line points since
the last game to 100 wins a game and both sides start the next game from 0 (§5.6); a side with a
game is vulnerable.  Once a side has two games the rubber is over, and the only row below the
line after that is the rubber bonus (written below the line, as the book says).
"""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet, SheetRow

from .state import BELOW, GAME_POINTS

RUBBER_BONUS = "rubber bonus"
UNFINISHED_BONUS = "unfinished rubber"


@value
class Progress:
    """Where a rubber stands: games won and the below-the-line points towards the next game, per side."""

    games: tuple[int, int] = (0, 0)
    part: tuple[int, int] = (0, 0)

    @property
    def vulnerable(self) -> tuple[bool, bool]:
        return self.games[0] >= 1, self.games[1] >= 1

    @property
    def winner(self) -> int | None:
        """The side that won the rubber (two games), if any."""
        return 0 if self.games[0] >= 2 else 1 if self.games[1] >= 2 else None


def count_below(games: list[int], part: list[int], points: tuple[int, ...]) -> None:
    """Add one row below the line to ``games`` and ``part`` (per side, in place): a side whose points since
    the last game reach 100 wins a game and both sides start again from 0; after the rubber (two games)
    nothing counts."""
    if games[0] >= 2 or games[1] >= 2:
        return
    part[0] += points[0]
    part[1] += points[1]
    if part[0] >= GAME_POINTS or part[1] >= GAME_POINTS:
        games[0 if part[0] >= GAME_POINTS else 1] += 1
        part[0] = part[1] = 0


def progress(rows: Iterable[SheetRow]) -> Progress:
    """The rubber after ``rows`` (only the rows below the line count)."""
    games, part = [0, 0], [0, 0]
    for row in rows:
        if row.section == BELOW:
            count_below(games, part, row.points)
    return Progress((games[0], games[1]), (part[0], part[1]))


@value
class Tally:
    """The sheet in one pass: totals below and above the line, one deal's points and the rubber, per side."""

    below: tuple[int, int]
    above: tuple[int, int]
    deal: tuple[int, int]
    rubber: Progress


def tally(sheet: ScoreSheet, deal: int) -> Tally:
    """Totals per section, deal ``deal``'s points and where the rubber stands, from one pass over the rows."""
    below, above, points = [0, 0], [0, 0], [0, 0]
    games, part = [0, 0], [0, 0]
    for row in sheet.rows:
        north_south, east_west = row.points
        if row.deal == deal:
            points[0] += north_south
            points[1] += east_west
        if row.section != BELOW:
            above[0] += north_south
            above[1] += east_west
            continue
        below[0] += north_south
        below[1] += east_west
        count_below(games, part, row.points)
    return Tally((below[0], below[1]), (above[0], above[1]), (points[0], points[1]),
                 Progress((games[0], games[1]), (part[0], part[1])))
