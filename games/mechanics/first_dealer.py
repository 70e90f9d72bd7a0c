"""Choosing the first dealer by turning cards, written once ("Первый раз сдает открывший младшую карту").

Many games of the 1994 book start the same way: each player turns up a card and the one who
turned the **lowest** card deals the first deal.  Suits have no rank, so players who turned the
same lowest rank turn again, only they, until one card is lowest (akulina AKU-12, own_trumps 8.1).

:func:`cut_for_dealer` makes that draw from the state's random stream: one shuffled pack, every
seat turns the next card in seat order, the tied seats then the next cards, and so on (a fresh
shuffle only if the pack ran out).  Every card turned is kept as a :class:`CutCard`, so a
frontend can show the draw (:func:`cut_events`) and a client-sent state can be checked against
it without replaying anything (:func:`check_cut`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidState
from cardgames.games.core.events import CardsMoved, Event, Place, Zone, moved
from cardgames.games.core.rng import Drbg, RngState
from cardgames.games.core.values import value

RankKey = Callable[[Card], int]


def natural_rank(card: Card) -> int:
    """Ranks in their natural order (ace high); suits are equal."""
    return int(card.rank)


@value
class CutCard:
    """One card turned to choose the first dealer: the round it was turned in (from 1) and by which seat."""

    round: int
    seat: int
    card: Card


def cut_for_dealer(
    deck: Sequence[Card], players: int, rng: RngState, rank_key: RankKey = natural_rank
) -> tuple[int, tuple[CutCard, ...], RngState]:
    """The first dealer (the lowest card; ties turn again), every card turned, and the advanced stream."""
    drbg = Drbg(rng)
    pack: list[Card] = drbg.shuffled(deck)
    seats = list(range(players))
    cut: list[CutCard] = []
    number = 1
    while True:
        if len(pack) < len(seats):
            pack = drbg.shuffled(deck)
        turned = [(seat, pack.pop(0)) for seat in seats]
        cut.extend(CutCard(number, seat, card) for seat, card in turned)
        low = min(rank_key(card) for _, card in turned)
        seats = [seat for seat, card in turned if rank_key(card) == low]
        if len(seats) == 1:
            return seats[0], tuple(cut), drbg.state
        number += 1


def cut_dealer(cut: Sequence[CutCard], rank_key: RankKey = natural_rank) -> int:
    """The seat a complete draw names as dealer: the lowest card of the last round."""
    last = [entry for entry in cut if entry.round == cut[-1].round]
    return min(last, key=lambda entry: rank_key(entry.card)).seat


def check_cut(
    cut: Sequence[CutCard], players: int, dealer: int | None, deck: Sequence[Card], field: str = "cut",
    rank_key: RankKey = natural_rank,
) -> None:
    """Raise InvalidState unless ``cut`` is a complete draw for ``players`` seats that names ``dealer``
    (None: any seat, once later deals have another dealer).

    Round 1 has every seat once, in seat order; each later round exactly the seats that tied for
    the lowest card of the round before; the last round has one lowest card.  No card is turned
    twice while the pack lasts.
    """
    if not cut:
        return
    cards = set(deck)
    expected = list(range(players))
    number = 1
    index = 0
    while index < len(cut):
        chunk = cut[index : index + len(expected)]
        if [entry.seat for entry in chunk] != expected or any(entry.round != number for entry in chunk):
            raise InvalidState(f"{field}: round {number} must be turned by seats {expected} in order", field=field)
        if any(entry.card not in cards for entry in chunk):
            raise InvalidState(f"{field}: a card of round {number} is not in the pack", field=field)
        low = min(rank_key(entry.card) for entry in chunk)
        expected = [entry.seat for entry in chunk if rank_key(entry.card) == low]
        index += len(chunk)
        number += 1
        if len(expected) == 1 and index < len(cut):
            raise InvalidState(f"{field}: the draw went on after round {number - 1} named the dealer", field=field)
    if len(expected) != 1:
        raise InvalidState(f"{field}: the draw ended in a tie", field=field)
    if len(cut) <= len(deck) and len({entry.card for entry in cut}) != len(cut):
        raise InvalidState(f"{field}: a card was turned twice", field=field)
    if dealer is not None and expected[0] != dealer:
        raise InvalidState(f"{field}: the draw names seat {expected[0]} as first dealer, not {dealer}",
                           field="dealer")


def cut_events(cut: Sequence[CutCard]) -> tuple[Event, ...]:
    """The draw as events: each card turned up in front of its seat, then all of them back into the pack."""
    if not cut:
        return ()
    events: list[Event] = [moved(Place(Zone.DECK), Place(Zone.TABLE, entry.seat), (entry.card,)) for entry in cut]
    cards = tuple(entry.card for entry in cut)
    events.append(CardsMoved(Place(Zone.TABLE), Place(Zone.DECK), len(cards), cards, (), False))
    return tuple(events)


__all__ = ["CutCard", "check_cut", "cut_dealer", "cut_events", "cut_for_dealer", "natural_rank"]
