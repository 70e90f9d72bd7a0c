"""Seats, sides and dealing: who plays a hand, in what order, who deals, and the deal itself (1.1, 1.3)."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import HAND
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.mechanics.discard_pile import DiscardPile
from cardgames.games.mechanics.partners import sides_for

from .state import State, Variant, card_value, is_red_three

FIVE_SIDES = (0, 1, 0, 1, 1)
"""Five players: seats 0 and 2 against 1, 3 and 4 (1.1)."""


def sides_of(players: int, variant: Variant) -> tuple[int, ...]:
    """The side of each seat: alone with 2 or 3 players, else partnerships seated alternately."""
    if players == 5:
        return FIVE_SIDES
    return sides_for(players, variant.teams[players - 2])


def hand_order(players: int, deal: int) -> tuple[int, ...]:
    """The seats playing hand ``deal`` in turn order: everybody, or with five players the two of
    the pair and two of the three, a different one of the three sitting out each hand (CAN-13)."""
    if players != 5:
        return tuple(range(players))
    three = (1, 3, 4)
    out = three[(deal - 1) % 3]
    first, second = (seat for seat in three if seat != out)
    return (0, first, 2, second)


def dealer_of(players: int, first_dealer: int, deal: int) -> int:
    """The dealer of hand ``deal``: the deal passes to the left every hand (1.3)."""
    order = hand_order(players, deal)
    return order[(first_dealer + deal - 1) % len(order)]


def after(order: Sequence[int], seat: int) -> int:
    """The next seat to play after ``seat``."""
    return order[(order.index(seat) + 1) % len(order)]


def recipients(players: int, deal: int, first_dealer: int, variant: Variant) -> tuple[int, ...]:
    """Who receives each deck index: one card at a time from the dealer's left round the hand's players."""
    order = hand_order(players, deal)
    dealer = dealer_of(players, first_dealer, deal)
    start = order.index(after(order, dealer))
    size = variant.hand_sizes[players - 2]
    dealt = size * len(order)
    return tuple(order[(start + index) % len(order)] if index < dealt else HAND
                 for index in range(len(variant.deck)))


def is_freezing(card: Card, variant: Variant) -> bool:
    """A wild card or a red three freezes the pile for everybody (1.5)."""
    return variant.meld_rules.is_wild(card) or is_red_three(card)


def turn_upcard(stock: tuple[Card, ...], variant: Variant) -> tuple[DiscardPile, tuple[Card, ...]]:
    """The upcard starts the pile, covered while it is wild or a red three (1.3 step 5)."""
    pile = DiscardPile()
    while stock:
        card, stock = stock[0], stock[1:]
        pile = pile.adding(card, is_freezing(card, variant))
        if not is_freezing(card, variant):
            break
    return pile, stock


def dealt_hands(order: Sequence[Card], players: int, targets: Sequence[int]) -> tuple[Hand, ...]:
    hands: list[list[Card]] = [[] for _ in range(players)]
    for card, seat in zip(order, targets, strict=True):
        if seat >= 0:
            hands[seat].append(card)
    return tuple(Hand(sorted_cards(hand)) for hand in hands)


def deal_events(state: State) -> tuple[Event, ...]:
    """The deal as events: the dealer, each hand (seen by its owner), the stock, the upcard(s)."""
    events: list[Event] = [DealStarted(state.deal, state.dealer)]
    for seat in state.order:
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    undealt = len(state.stock) + len(state.pile.cards)
    events.append(CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), undealt, face_up=False))
    events.append(moved(Place(Zone.STOCK), Place(Zone.DISCARD), state.pile.cards))
    return tuple(events)


def cards_value(cards: Sequence[Card]) -> int:
    return sum(card_value(card) for card in cards)
