"""What the player of a column patience has not seen: the deal's events name only the face-up cards, and a
determinised copy of the table permutes only the cards never seen (Little Piano, Kosynka).

Both read the layout alone, so every game whose table is columns of face-down and face-up cards over a
stock shares them; a game with other hidden places (Demon's reserve pile) writes its own.
"""

from __future__ import annotations

from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.rng import Drbg
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import Column

from .layout import Layout, stock_seen
from .play import STOCK, column_place


def deal_events(layout: Layout) -> tuple[Event, ...]:
    """The layout dealt: per column its face-down cards (counted, not named) and its face-up cards; the stock
    (counted)."""
    events: list[Event] = [DealStarted(1, 0)]
    deck = Place(Zone.DECK)
    for index, column in enumerate(layout.columns):
        target = column_place(index)
        if column.down:
            events.append(CardsMoved(deck, target, len(column.down), face_up=False))
        if column.up:
            events.append(moved(deck, target, column.up))
    events.append(CardsMoved(deck, STOCK, len(layout.stock), face_up=False))
    return tuple(events)


def redeal_unseen(layout: Layout, drbg: Drbg) -> Layout:
    """``layout`` with the cards the player never saw permuted among their places: the columns' face-down
    cards, with the stock while it has not been gone through (a stock that is a turned-over waste was seen
    and stays put, as do the face-up cards and the waste)."""
    hidden_stock = not stock_seen(layout)
    pool = [card for column in layout.columns for card in column.down]
    if hidden_stock:
        pool.extend(layout.stock)
    shuffled = drbg.shuffled(pool)
    columns: list[Column] = []
    position = 0
    for column in layout.columns:
        count = len(column.down)
        columns.append(Column(tuple(shuffled[position:position + count]), column.up))
        position += count
    stock = tuple(shuffled[position:]) if hidden_stock else layout.stock
    return replace(layout, columns=tuple(columns), stock=stock)
