"""Shedding games written once: drawing back up from a stock, going out, the loser, losses over a match.

* **Refills** (:func:`refill`): seats draw from the top of the stock, in a given order, up to a
  hand size.  A face-up card lying under the stock (a trump card) is drawn last and in public:
  everybody sees who took it, so it joins that seat's ``known`` cards; every other card drawn is
  seen by its new owner only (the events say so with ``visible_to``).
* **Going out** (:func:`go_out`): ``places`` holds 0 for a seat still in play, else the place it
  finished in (1 = first out).  Seats that empty their hands at the same check share a place.
  The game ends when at most one seat is still in; that seat is the loser
  (:func:`last_holder`), and nobody is when the last ones went out together.
* **A match of several games counted in losses**: a score sheet with a column per seat and a row
  per game, 1 for its loser (a row of zeros for a game without one); fewest losses win
  (:func:`loss_outcomes`).
"""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidState
from cardgames.games.core.events import CardsMoved, Place, TurnPassed, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.spec import Outcome
from cardgames.games.mechanics.match import ScoreSheet, SheetRow

# --------------------------------------------------------------------------- refills


def refill(
    hands: tuple[Hand, ...],
    known: tuple[Hand, ...],
    stock: tuple[Card, ...],
    seats: Sequence[int],
    size: int,
    face_up: Card | None = None,
) -> tuple[tuple[Hand, ...], tuple[Hand, ...], tuple[Card, ...], tuple[CardsMoved, ...]]:
    """Each of ``seats`` in turn draws from ``stock[0]`` on up to ``size`` cards while the stock lasts.

    ``face_up`` is the card lying face up at the bottom of the stock (None: none): whoever draws
    it as the stock's last card draws it in public, so it joins his ``known`` cards.  Returns the
    hands, the known cards, the rest of the stock and the events (each hidden draw seen by its
    drawer only).
    """
    new_hands, new_known = list(hands), list(known)
    events: list[CardsMoved] = []
    for seat in seats:
        need = size - len(new_hands[seat].cards)
        if need <= 0 or not stock:
            continue
        drawn, stock = stock[:need], stock[need:]
        new_hands[seat] = Hand(sorted_cards(new_hands[seat].cards + drawn))
        shown = not stock and drawn[-1] == face_up
        hidden = drawn[:-1] if shown else drawn
        if hidden:
            events.append(moved(Place(Zone.STOCK), Place(Zone.HAND, seat), hidden, (seat,), False))
        if shown:
            new_known[seat] = Hand(sorted_cards((*new_known[seat].cards, drawn[-1])))
            events.append(moved(Place(Zone.STOCK), Place(Zone.HAND, seat), drawn[-1:]))
    return tuple(new_hands), tuple(new_known), stock, tuple(events)


# --------------------------------------------------------------------------- going out


def still_in(places: Sequence[int]) -> tuple[bool, ...]:
    """Which seats are still in play (place 0)."""
    return tuple(place == 0 for place in places)


def go_out(places: tuple[int, ...], hands: Sequence[Hand]) -> tuple[tuple[int, ...], tuple[TurnPassed, ...]]:
    """Seats still in play with empty hands go out now, sharing the next place; the events say so."""
    place = 1 + sum(1 for p in places if p)
    after = tuple(place if p == 0 and not hands[seat].cards else p for seat, p in enumerate(places))
    events = tuple(TurnPassed(seat, f"went out in place {place}")
                   for seat, (old, new) in enumerate(zip(places, after, strict=True)) if old != new)
    return after, events


def last_holder(places: Sequence[int]) -> int | None:
    """The loser of a finished game, the one seat still in play; None when nobody is."""
    left = [seat for seat, place in enumerate(places) if place == 0]
    return left[0] if len(left) == 1 else None


def final_places(places: Sequence[int]) -> tuple[int, ...]:
    """Finishing places of a finished game: the seat still holding cards takes the last place."""
    last = 1 + sum(1 for p in places if p)
    return tuple(p if p else last for p in places)


def check_places(places: Sequence[int], hands: Sequence[Hand], field: str = "places") -> None:
    """Raise InvalidState unless places are 0..players, a seat out holds no cards, and the places taken
    are 1, then each next one after those sharing the places before it."""
    players = len(places)
    for seat, place in enumerate(places):
        if not 0 <= place <= players:
            raise InvalidState(f"seat {seat}: place {place} out of range 0..{players}", field=field)
        if place and hands[seat].cards:
            raise InvalidState(f"seat {seat} finished in place {place} but holds cards", field=field)
    taken = [place for place in places if place]
    expected = 1
    for place in sorted(set(taken)):
        if place != expected:
            raise InvalidState(f"places {sorted(taken)} skip or repeat a place", field=field)
        expected += taken.count(place)


# --------------------------------------------------------------------------- losses over a match


def loss_sheet(players: int) -> ScoreSheet:
    """A match sheet counted in losses: a column per seat, no rows yet."""
    return ScoreSheet(tuple(f"seat {seat}" for seat in range(players)))


def loss_row(game: int, loser: int | None, players: int, label: str) -> SheetRow:
    """The row of game number ``game``: 1 for its loser, zeros when it had none."""
    return SheetRow(game, label, tuple(int(seat == loser) for seat in range(players)))


def row_loser(row: SheetRow) -> int | None:
    """The seat a loss row names, or None for a row of zeros."""
    return row.points.index(1) if 1 in row.points else None


def check_loss_sheet(sheet: ScoreSheet, players: int, finished: int, field: str = "sheet") -> None:
    """Raise InvalidState unless ``sheet`` is a loss sheet of ``players`` columns with one row per finished
    game, numbered 1..``finished`` in order, each zeros or a single 1 (one pass, no per-row Python loop:
    it runs on every state a client sends)."""
    if len(sheet.columns) != players or sheet.sections != ("",) or sheet.denominator != 1:
        raise InvalidState(f"a loss sheet has {players} columns, one section and whole points", field=field)
    rows = sheet.rows
    if not sheet.one_row_a_deal(finished):
        raise InvalidState(f"the sheet needs one row per finished game, numbered 1..{finished}", field=field)
    if {row.section for row in rows} - {""}:
        raise InvalidState("a loss sheet has one section", field=field)
    allowed = _loss_rows(players)
    if not {row.points for row in rows} <= allowed:
        index = next(index for index, row in enumerate(rows) if row.points not in allowed)
        raise InvalidState(f"{field}.rows[{index}]: a game has at most one loser, counted 1",
                           field=f"{field}.rows[{index}]")


def _loss_rows(players: int) -> frozenset[tuple[int, ...]]:
    """Every row a loss sheet may hold: zeros, or a single 1."""
    zeros = (0,) * players
    return frozenset((zeros, *((*zeros[:seat], 1, *zeros[seat + 1:]) for seat in range(players))))


def loss_counts(sheet: ScoreSheet | None, players: int) -> tuple[int, ...]:
    """Losses per seat on a loss sheet (zeros without one); their sum is the games with a loser."""
    if sheet is None or not sheet.rows:
        return (0,) * players
    return tuple(map(sum, zip(*[row.points for row in sheet.rows], strict=True)))


def loss_outcomes(losses: Sequence[int]) -> tuple[Outcome, ...]:
    """Fewest losses WIN, most LOSS, the rest NEUTRAL; everyone equal is a DRAW."""
    if len(set(losses)) == 1:
        return (Outcome.DRAW,) * len(losses)
    best, worst = min(losses), max(losses)
    return tuple(Outcome.WIN if n == best else Outcome.LOSS if n == worst else Outcome.NEUTRAL for n in losses)


def losses_text(losses: Sequence[int]) -> str:
    return "losses: " + ", ".join(f"seat {seat} {count}" for seat, count in enumerate(losses))


__all__ = [
    "check_loss_sheet",
    "check_places",
    "final_places",
    "go_out",
    "last_holder",
    "loss_counts",
    "loss_outcomes",
    "loss_row",
    "loss_sheet",
    "losses_text",
    "refill",
    "row_loser",
    "still_in",
]
