"""Trick games played with a stock, written once: drawing after each trick, the turned trump card under the
stock and its exchange for the low trump, closing the stock, and the strict rules once it is closed or empty.

Sixty-six, bezique and their relatives share one shape (conventions §0.6):

* **The stock** is a pile of face-down cards with the **trump card** lying face up under it (``face_up``);
  ``size`` counts both, as the players count "cards left to draw".  The trump card is drawn last, in
  public, so whoever takes it is known to hold it.
* **Drawing** (:func:`draw_after_trick`): after each trick while the stock lasts, the trick's winner draws
  one card first, then every other seat in clockwise order (the existing
  :func:`cardgames.games.mechanics.shedding.refill` does the drawing and its events).
* **The exchange** (:func:`exchange_check`, :func:`exchange_trump_card`): a player holding the low trump
  (the nine in sixty-six, the seven in bezique) swaps it for the face-up trump card, under the game's
  conditions (how many cards must be left, whether the stock is closed, whether he won the last trick).
  The low trump becomes the face-up card; the card taken is known to be in his hand.
* **Closing** (:func:`close_check`, :func:`close_events`): the player on lead turns the trump card down;
  nobody draws again and the strict rules apply from that trick on.
* **The two phases' card rules**: :func:`open_rules` (any card may be played while the stock is open) and
  :func:`strict_rules` (follow suit, else trump), with :func:`heading_cards` for the variant in which a
  follower must also win the trick when he can.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import CardsMoved, Event, Place, TurnPassed, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.values import replace
from cardgames.games.mechanics.shedding import refill
from cardgames.games.mechanics.tricks import Trick, TrickRules, order_from


def size(stock: Sequence[Card], face_up: Card | None) -> int:
    """Cards left to draw: the face-down stock and the trump card under it."""
    return len(stock) + (face_up is not None)


def draw_after_trick(
    hands: tuple[Hand, ...], known: tuple[Hand, ...], stock: tuple[Card, ...], face_up: Card | None,
    winner: int, hand_size: int,
) -> tuple[tuple[Hand, ...], tuple[Hand, ...], tuple[Card, ...], Card | None, tuple[CardsMoved, ...]]:
    """The trick's winner draws first, then the others clockwise, one card each up to ``hand_size``.

    The face-up trump card is the last card drawn, in public (it joins its drawer's ``known`` cards).
    Returns the hands, the known cards, the face-down stock left, the face-up card (None once drawn) and
    the events.
    """
    pile = stock if face_up is None else (*stock, face_up)
    seats = order_from(winner, len(hands))
    hands, known, rest, events = refill(hands, known, pile, seats, hand_size, face_up)
    if face_up is not None and rest:
        return hands, known, rest[:-1], face_up, events
    return hands, known, rest, None, events


def exchange_check(
    hand: Sequence[Card], low: Card, face_up: Card | None, stock: Sequence[Card], *, closed: bool,
    minimum: int = 2, face_down_only: bool = False, rule: str = "",
) -> None:
    """Raise IllegalMove unless the holder of ``hand`` may swap ``low`` for the face-up trump card.

    The stock must be open and hold at least ``minimum`` cards, counting the face-up card unless
    ``face_down_only``.  Whose turn it is (the leader, the last trick's winner) is the game's to check.
    """
    if closed:
        raise IllegalMove("the stock is closed: the trump card can no longer be exchanged", rule=rule)
    if face_up is None:
        raise IllegalMove("the trump card has been drawn: nothing to exchange", rule=rule)
    if low not in hand:
        raise IllegalMove(f"only the holder of {low} may exchange it for the trump card", rule=rule)
    left = len(stock) if face_down_only else size(stock, face_up)
    what = "face-down cards" if face_down_only else "cards, the trump card included"
    if left < minimum:
        raise IllegalMove(f"the exchange needs {minimum} {what} in the stock, it holds {left}", rule=rule)


def exchange_trump_card(
    seat: int, hand: Hand, known: Hand, low: Card, face_up: Card
) -> tuple[Hand, Hand, Event, Event]:
    """``seat`` lays ``low`` face up under the stock and takes ``face_up``: the new hand, its known cards (the
    trump card taken is public) and the two events, both in public."""
    # one copy of ``low`` leaves: a multi-pack hand (bezique) may hold several
    new_hand = Hand(sorted_cards((*hand.removing((low,)).cards, face_up)))
    new_known = Hand(sorted_cards((*known.removing((low,)).cards, face_up)))
    give = moved(Place(Zone.HAND, seat), Place(Zone.STOCK), (low,))
    take = moved(Place(Zone.STOCK), Place(Zone.HAND, seat), (face_up,))
    return new_hand, new_known, give, take


def close_check(stock: Sequence[Card], face_up: Card | None, *, closed: bool, more_than: int = 2,
                rule: str = "") -> None:
    """Raise IllegalMove unless the stock may be closed: open and holding more than ``more_than`` cards."""
    if closed:
        raise IllegalMove("the stock is already closed", rule=rule)
    left = size(stock, face_up)
    if left <= more_than:
        raise IllegalMove(f"the stock may be closed only while it holds more than {more_than} cards "
                          f"(the trump card included); it holds {left}", rule=rule)


def close_events(seat: int, stock: Sequence[Card], face_up: Card | None) -> tuple[Event, ...]:
    """``seat`` closes: the trump card is turned down on the stock and the pile goes out of play, unseen."""
    return (TurnPassed(seat, "closed the stock"),
            CardsMoved(Place(Zone.STOCK), Place(Zone.DISCARD), size(stock, face_up), face_up=False))


def open_rules(rules: TrickRules) -> TrickRules:
    """While the stock is open: any card may be played (the trick is still won by the usual rule)."""
    return replace(rules, follow=False, must_trump=False, must_overtrump=False)


def strict_rules(rules: TrickRules) -> TrickRules:
    """Once the stock is closed or empty: follow suit; void in it, trump if able; else any card."""
    return replace(rules, follow=True, must_trump=True)


def heading_cards(rules: TrickRules, hand: Sequence[Card], trick: Trick) -> tuple[Card, ...]:
    """The strict rules' legal cards, narrowed to those that win the trick so far whenever one does
    (the "must head the trick" variant)."""
    legal = rules.legal_cards(hand, trick)
    if not trick.cards:
        return legal
    best = trick.cards[rules.winning_index(trick.cards)]
    winning = tuple(card for card in legal if rules.beats(card, best))
    return winning or legal


__all__ = [
    "close_check",
    "close_events",
    "draw_after_trick",
    "exchange_check",
    "exchange_trump_card",
    "heading_cards",
    "open_rules",
    "size",
    "strict_rules",
]
