"""Stakes: pots and who may win them (poker's side pots, a bank).

Only the shared value for now; the banking and betting games add bankrolls, betting rounds
and the splitting of pots here when they land.
"""

from __future__ import annotations

from cardgames.games.core.values import value


@value
class Pot:
    """Chips in the middle: ``amount`` (whole units) and the seats that may win it (``eligible``).

    A main pot is open to every seat still in the hand; a side pot only to those who put in
    enough to match the all-in bet that created it.
    """

    amount: int
    eligible: tuple[int, ...] = ()
