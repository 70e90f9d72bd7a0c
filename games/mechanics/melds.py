"""Melds: cards laid face up as a combination (rummy sets and runs, marriages, bezique's declarations).

Only the shared value for now; the rummy and meld-declaring games add the rules (what forms
a meld, wild cards and their limits, scoring) here when they land.
"""

from __future__ import annotations

from cardgames.games.core.cards import Card
from cardgames.games.core.values import value


@value
class Meld:
    """A combination on the table: its cards, what it is, whose it is and what it scores.

    ``kind`` names the combination in the game's words (``"canasta"``, ``"marriage"``,
    ``"set"``); ``owner`` is the seat (or side, as the game says) it belongs to; ``points``
    its value so far in the game's units.
    """

    cards: tuple[Card, ...]
    kind: str = ""
    owner: int | None = None
    points: int = 0
