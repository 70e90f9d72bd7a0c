"""What happened in one step, as structured events a frontend animates from.

:func:`games <cardgames.games.core.game.Game.play>` return the events of a move with the
next state: the move itself first, then every automatic step in order (cards drawn and by
whom, a card turned face up, a trick won, a deal scored with its score-sheet row, the next
dealer, the end of the match).  One vocabulary serves every game.

Hidden information: an event that moves cards nobody else may see (a draw into a hand, a
discard face down) names the seats that see them in ``visible_to``; :func:`events_for`
gives every other seat (and spectators) the same event with the cards removed and their
number kept, exactly as a view hides a hand but shows its size.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import Any, Union

from .cards import Card
from .values import replace, value


class Zone(IntEnum):
    """Where cards lie on the table (the places events move cards between)."""

    DECK = 1
    HAND = 2
    STOCK = 3
    TABLE = 4
    TRICK = 5
    WON = 6
    DISCARD = 7
    TABLEAU = 8
    FOUNDATION = 9
    WASTE = 10
    RESERVE = 11
    TALON = 12
    MELDS = 13
    WIDOW = 14
    POT = 15


@value
class Place:
    """A zone, whose it is (``seat``, absent for shared zones) and which one (``index``: column, pile)."""

    zone: Zone
    seat: int | None = None
    index: int | None = None


@value
class MovePlayed:
    """The move a seat made (always the first event of a step).

    A move that names cards only its seat may see (a discard, an exchange, cards given away) also carries
    its public form: every other seat and a spectator receive ``public_move_id`` and ``public_label`` in
    place of ``move_id`` and ``label`` (empty: the move is public as it is).  Build it with
    :func:`move_played`.
    """

    seat: int
    move_id: str
    label: str
    public_move_id: str = ""
    public_label: str = ""


@value
class CardsMoved:
    """Cards went from ``source`` to ``target``: dealt, drawn, played, taken, discarded, built.

    ``count`` is always the number of cards; ``cards`` names them unless hidden from the
    viewer: when ``visible_to`` is empty everybody sees them, otherwise only those seats.
    ``face_up`` says whether they lie face up where they arrive.
    """

    source: Place
    target: Place
    count: int
    cards: tuple[Card, ...] = ()
    visible_to: tuple[int, ...] = ()
    face_up: bool = True


@value
class CardTurned:
    """A card was turned face up where it lies (a trump card shown, a tableau card flipped)."""

    place: Place
    card: Card


@value
class TrickWon:
    """Seat ``seat`` won trick number ``number`` (from 1) with these cards in play order."""

    seat: int
    number: int
    cards: tuple[Card, ...]
    leader: int


@value
class DealScored:
    """A deal ended and was scored: ``points`` per column of the score sheet (seats or sides)."""

    deal: int
    points: tuple[int, ...]
    label: str = ""


@value
class DealStarted:
    """A new deal begins with ``dealer`` dealing (``deal`` counts from 1)."""

    deal: int
    dealer: int


@value
class TurnPassed:
    """A seat passed, was skipped or finished (went out): ``what`` says which, in words."""

    seat: int
    what: str


@value
class MatchOver:
    """The match ended; ``summary`` says how in words (the scores are in Score)."""

    summary: str


Event = Union[  # noqa: UP007 (the codec reads a typing.Union)
    MovePlayed, CardsMoved, CardTurned, TrickWon, DealScored, DealStarted, TurnPassed, MatchOver
]


def for_seat(event: Event, seat: int | None) -> Event:
    """``event`` as ``seat`` (None: a spectator) may see it."""
    if isinstance(event, CardsMoved) and event.visible_to and (seat is None or seat not in event.visible_to):
        return replace(event, cards=(), visible_to=())
    if isinstance(event, MovePlayed) and event.public_move_id:
        if seat == event.seat:
            return replace(event, public_move_id="", public_label="")
        return MovePlayed(event.seat, event.public_move_id, event.public_label)
    return event


def move_played(seat: int, move: Any) -> MovePlayed:
    """The :class:`MovePlayed` event of ``move`` (a ``GameMove``), with its public form when its type has one."""
    public_id: str = getattr(move, "public_id", "")
    if not public_id or public_id == move.id:
        return MovePlayed(seat, move.id, move.label)
    return MovePlayed(seat, move.id, move.label, public_id, move.public_label)


def events_for(events: Iterable[Event], seat: int | None) -> tuple[Event, ...]:
    """Every event as ``seat`` may see it, in order."""
    return tuple(for_seat(event, seat) for event in events)


def moved(
    source: Place, target: Place, cards: Iterable[Card], visible_to: Iterable[int] = (), face_up: bool = True
) -> CardsMoved:
    """A :class:`CardsMoved` event for ``cards`` (seen only by ``visible_to`` when it is not empty)."""
    listed = tuple(cards)
    return CardsMoved(source, target, len(listed), listed, tuple(visible_to), face_up)


__all__ = [
    "CardTurned",
    "CardsMoved",
    "DealScored",
    "DealStarted",
    "Event",
    "MatchOver",
    "MovePlayed",
    "Place",
    "TrickWon",
    "TurnPassed",
    "Zone",
    "events_for",
    "for_seat",
    "move_played",
    "moved",
]
