"""A match of several deals, written once: the score sheet, dealer rotation and the decks of later deals.

* :class:`ScoreSheet` is what a scorer writes on paper: a column per seat or per side, a row
  per scored item of a deal, optionally in sections (bridge's "above" and "below" the line).
  It keeps the rows only; every total is computed from them, so a sheet can never disagree
  with itself and a client-sent state needs no replay to be checked.
* :func:`next_dealer` rotates the deal clockwise (skipping seats out of the match).
* :func:`next_deck` gives the deck order of the next deal: the next explicit deal the client
  queued at the start, or a shuffle from the match's random stream.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder, check_permutation
from cardgames.games.core.errors import InvalidDeal, InvalidState
from cardgames.games.core.rng import RngState, shuffle_deck
from cardgames.games.core.values import value


@value
class SheetRow:
    """One scored line: the deal it belongs to (from 1), what it is, points per column, and its section."""

    deal: int
    label: str
    points: tuple[int, ...]
    section: str = ""


@value
class ScoreSheet:
    """Columns (seats or sides, named), sections (``""`` when the game has one) and the rows so far.

    Points are whole numbers of ``1 / denominator`` (2 for a game that scores halves).
    """

    columns: tuple[str, ...]
    sections: tuple[str, ...] = ("",)
    rows: tuple[SheetRow, ...] = ()
    denominator: int = 1

    def adding(self, *rows: SheetRow) -> ScoreSheet:
        """The sheet with ``rows`` written below the others."""
        return ScoreSheet(self.columns, self.sections, self.rows + rows, self.denominator)

    def totals(self, section: str | None = None, rows: Iterable[SheetRow] | None = None) -> tuple[int, ...]:
        """Column totals over every row (or ``rows``), or over one section."""
        sums = [0] * len(self.columns)
        for row in self.rows if rows is None else rows:
            if section is None or row.section == section:
                for column, points in enumerate(row.points):
                    sums[column] += points
        return tuple(sums)

    def of_deal(self, deal: int) -> tuple[SheetRow, ...]:
        """The rows written for deal number ``deal``."""
        return tuple(row for row in self.rows if row.deal == deal)

    def deal_totals(self, deal: int) -> tuple[int, ...]:
        """Column totals of one deal."""
        return self.totals(rows=self.of_deal(deal))

    def one_row_a_deal(self, finished: int, section: str | None = None) -> bool:
        """True if the rows (of ``section``) are deals 1..``finished``, one each, in order.  The count is compared
        first: ``finished`` comes from a client's state and may be absurd (no list of that length is built)."""
        deals = [row.deal for row in self.rows if section is None or row.section == section]
        return len(deals) == finished and deals == list(range(1, finished + 1))

    @property
    def last_deal(self) -> int:
        """The number of the last deal with a row (0 before any)."""
        return max((row.deal for row in self.rows), default=0)

    def check(self, columns: int, deals: int, field: str = "sheet") -> None:
        """Raise InvalidState unless every row has one value per column, a known section and a played deal."""
        if len(self.columns) != columns:
            raise InvalidState(f"the score sheet needs {columns} columns, got {len(self.columns)}", field=field)
        if self.denominator < 1:
            raise InvalidState("the score sheet's denominator must be at least 1", field=field)
        previous = 0
        for index, row in enumerate(self.rows):
            where = f"{field}.rows[{index}]"
            if len(row.points) != columns:
                raise InvalidState(f"{where} needs {columns} values", field=where)
            if row.section not in self.sections:
                raise InvalidState(f"{where} is in no section of this sheet", field=where)
            if not previous <= row.deal <= deals:
                raise InvalidState(f"{where} belongs to deal {row.deal}, out of order or not played", field=where)
            previous = row.deal


def next_dealer(dealer: int, players: int, active: Sequence[bool] | None = None) -> int:
    """The next dealer clockwise (the seat on the dealer's left), skipping seats no longer in the match."""
    for step in range(1, players + 1):
        seat = (dealer + step) % players
        if active is None or active[seat]:
            return seat
    raise InvalidState("no seat left to deal", field="dealer")


def next_deck(
    deck: Sequence[Card], rng: RngState, queued: tuple[DeckOrder, ...]
) -> tuple[tuple[Card, ...], RngState, tuple[DeckOrder, ...]]:
    """The next deal's deck order: the first queued explicit order, else a shuffle; and what is left of each."""
    if queued:
        return queued[0].cards, rng, queued[1:]
    order, rng = shuffle_deck(deck, rng)
    return order, rng, ()


def check_queued(queued: Iterable[DeckOrder], deck: Sequence[Card], field: str = "queued_deals") -> None:
    """Raise InvalidState unless every queued deal is a permutation of ``deck``."""
    for index, order in enumerate(queued):
        try:
            check_permutation(order.cards, deck)
        except InvalidDeal as error:  # in a state it is a claim about the state
            raise InvalidState(f"{field}[{index}]: {error}", field=f"{field}[{index}]") from None


__all__ = ["ScoreSheet", "SheetRow", "check_queued", "next_dealer", "next_deck"]
