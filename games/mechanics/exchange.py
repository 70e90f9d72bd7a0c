"""Playing or passing a short hand with an exchange against a stock, written once (the loo family:
mushka, rams).

Every player in turn either passes (his hand goes away face down) or plays, first discarding ``k``
cards face down and drawing ``k`` from the top of the stock (``0 <= k <= limit``, never more than
the stock still holds).  A dealer who plays may then take the face-up trump card into his hand and
discard one card, so he still holds as many as before.

* :func:`discard_choices` lists every discard a player may make (smallest first, in hand order);
  :func:`check_discard` names the rule a discard breaks;
* :func:`exchange` does it: the new hand, the cards drawn and the stock left;
* :func:`take_trump_card` is the dealer's extra;
* :func:`exchange_events` / :func:`pass_events` / :func:`trump_card_events` are the events, the
  discards and draws seen by the player only;
* :func:`playing_order` is the order of the players still in the deal from a leader (trick play with
  some seats out).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import lru_cache

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import Event, Place, TurnPassed, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards

EXCHANGE_LIMIT = 5


def discard_choices(hand: Sequence[Card], stock_left: int, limit: int = EXCHANGE_LIMIT) -> tuple[tuple[Card, ...], ...]:
    """Every set of cards ``hand`` may discard: 0..min(limit, stock_left) cards, smaller sets first,
    each in hand order."""
    most = max(0, min(limit, stock_left, len(hand)))
    return tuple(combo for size in range(most + 1) for combo in itertools.combinations(hand, size))


def check_discard(
    hand: Sequence[Card], discards: Sequence[Card], stock_left: int, limit: int = EXCHANGE_LIMIT, rule: str = ""
) -> None:
    """Raise IllegalMove unless ``discards`` are distinct cards of ``hand``, at most ``limit`` and at most
    the cards left in the stock."""
    missing = [card for card in discards if card not in hand]
    if missing:
        raise IllegalMove(f"{missing[0]} is not in the hand", rule=rule)
    if len(set(discards)) != len(discards):
        raise IllegalMove("a card is discarded twice", rule=rule)
    if len(discards) > limit:
        raise IllegalMove(f"at most {limit} cards may be exchanged, not {len(discards)}", rule=rule)
    if len(discards) > stock_left:
        raise IllegalMove(f"the stock holds only {stock_left} cards: {len(discards)} cannot be exchanged", rule=rule)


def exchange(
    hand: Hand, discards: Sequence[Card], stock: tuple[Card, ...]
) -> tuple[Hand, tuple[Card, ...], tuple[Card, ...]]:
    """Discard ``discards`` and draw as many from the top of ``stock`` (``stock[0]`` first): the new hand,
    the cards drawn and the stock left.  The caller checks the discard first (:func:`check_discard`)."""
    count = len(discards)
    drawn, rest = stock[:count], stock[count:]
    kept = [card for card in hand.cards if card not in discards]
    return Hand(sorted_cards((*kept, *drawn))), drawn, rest


def take_trump_card(hand: Hand, trump_card: Card, discard: Card, rule: str = "") -> Hand:
    """The dealer's extra: take the face-up trump card into ``hand`` and discard ``discard`` (a card of the
    hand before it took the trump card)."""
    if discard not in hand.cards:
        raise IllegalMove(f"{discard} is not in the dealer's hand", rule=rule)
    return Hand(sorted_cards((*(card for card in hand.cards if card is not discard), trump_card)))


def pass_events(seat: int, hand: Sequence[Card], what: str = "passed") -> tuple[Event, ...]:
    """A pass: the seat drops out, its cards go face down to its discards (seen by itself only)."""
    return (TurnPassed(seat, what),
            moved(Place(Zone.HAND, seat), Place(Zone.DISCARD, seat), hand, (seat,), face_up=False))


def exchange_events(seat: int, discards: Sequence[Card], drawn: Sequence[Card]) -> tuple[Event, ...]:
    """An exchange: the discards face down, then the cards drawn from the stock, both seen by the seat only."""
    if not discards:
        return ()
    return (moved(Place(Zone.HAND, seat), Place(Zone.DISCARD, seat), discards, (seat,), face_up=False),
            moved(Place(Zone.STOCK), Place(Zone.HAND, seat), drawn, (seat,), face_up=False))


def trump_card_events(seat: int, trump_card: Card, discard: Card) -> tuple[Event, ...]:
    """The dealer takes the face-up trump card (everybody sees it) and discards a card face down."""
    return (moved(Place(Zone.TABLE), Place(Zone.HAND, seat), (trump_card,)),
            moved(Place(Zone.HAND, seat), Place(Zone.DISCARD, seat), (discard,), (seat,), face_up=False))


@lru_cache(maxsize=4096)
def playing_order(leader: int, playing: tuple[bool, ...]) -> tuple[int, ...]:
    """The seats still in the deal in play order, starting with ``leader`` (clockwise, skipping the others)."""
    players = len(playing)
    return tuple(seat for seat in ((leader + step) % players for step in range(players)) if playing[seat])


def first_playing(after: int, playing: Sequence[bool]) -> int | None:
    """The first seat in the deal clockwise after ``after`` (the opening leader: the dealer's left), if any."""
    players = len(playing)
    for step in range(1, players + 1):
        seat = (after + step) % players
        if playing[seat]:
            return seat
    return None


__all__ = [
    "EXCHANGE_LIMIT",
    "check_discard",
    "discard_choices",
    "exchange",
    "exchange_events",
    "first_playing",
    "pass_events",
    "playing_order",
    "take_trump_card",
    "trump_card_events",
]
