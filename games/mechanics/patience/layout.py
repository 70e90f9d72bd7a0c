"""The cards on a Klondike-type patience's table (:class:`Layout`), the deal, cheap checks and the view.

A :class:`Layout` is the whole table: tableau columns, foundations, the stock, the waste and
a reserve: under Little Piano's book rule the turned talon (a queue) with its open reserve, in
Demon the reserve pile dealt first (its face-down cards the queue, its top the open reserve).  Its
messages (``Layout``, ``LayoutView``, ``Column``, ``ColumnView``, ``Pile``) are shared in
``common.proto``, so a frontend draws every Klondike-type patience from the same messages.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidState
from cardgames.games.core.values import value
from cardgames.games.mechanics.piles import Column, ColumnView, FoundationRule, Pile, foundation_total

from .rules import RANK, UNLIMITED, EmptyColumn, Rules, Shape, fit_tables

MAX_COUNT = 2**31 - 1  # counters travel as int32


@value
class Layout:
    """A Klondike-type patience's table.

    Columns hold face-down cards under face-up ones (``columns[i].up[-1]`` is exposed);
    foundations are numbered from 0 and not tied to suits.  ``stock[0]`` is turned next;
    ``waste[-1]`` is the waste's top, its only available card (every waste card under a
    random-access stock rule).  Under the book's reserve rule the talon, turned over once the
    stock ran out, is the ``queue`` (``queue[0]`` enters the reserve next) and the ``reserve``
    holds its open cards, every one of them available.  With a reserve pile dealt first
    (``Shape.reserve``, Demon) the ``queue`` holds its face-down cards (``queue[0]`` is turned
    up next) and the ``reserve`` its one open card, from the deal on.
    """

    columns: tuple[Column, ...]
    foundations: tuple[Pile, ...]
    stock: tuple[Card, ...] = ()
    """Face down; ``stock[0]`` is turned next."""
    waste: tuple[Card, ...] = ()
    """Face up; ``waste[-1]`` is the top, the only available card (every card of a random-access talon)."""
    queue: tuple[Card, ...] = ()
    """The turned talon (reserve rule) or the reserve pile's face-down cards (Demon): face down,
    ``queue[0]`` enters the reserve next."""
    reserve: tuple[Card, ...] = ()
    """The open reserve: every card available, refilled from the queue at once (the reserve
    rule: up to its window of cards; a reserve pile: its one top card)."""
    redeals: int = 0
    """Times the waste was turned over into a new stock."""
    turned: bool = False
    """The talon has been turned into the queue and the reserve (reserve rule)."""


@value
class LayoutView:
    """A patience's table as the player sees it: counts for face-down cards, names for the rest.

    ``stock`` and ``queue`` (face down: the stock, the turned talon or a reserve pile's hidden
    cards) are named only once the game is over, as are the face-down cards of the columns;
    ``stock_count`` and ``queue_count`` say how many there are.
    """

    columns: tuple[ColumnView, ...]
    foundations: tuple[Pile, ...]
    stock_count: int
    waste: tuple[Card, ...]
    queue_count: int
    reserve: tuple[Card, ...]
    redeals: int
    turned: bool
    stock: tuple[Card, ...] = ()
    queue: tuple[Card, ...] = ()


# ---------------------------------------------------------------- the deal


def deal_positions(shape: Shape) -> tuple[tuple[int, int], ...]:
    """Where each dealt deck index goes: ``(column, height)``, height 0 at the bottom of the column.

    Round ``r`` gives one card to each column, left to right, whose size exceeds ``r``; deck
    indices from ``shape.dealt`` on form the stock, the first of them on top.
    """
    positions = []
    for round_ in range(max(shape.sizes, default=0)):
        for column, size in enumerate(shape.sizes):
            if size > round_:
                positions.append((column, round_))
    return tuple(positions)


def deal(order: Sequence[Card], shape: Shape, open_talon: bool = False) -> Layout:
    """The layout dealt from deck ``order`` (index 0 first): the reserve pile, the columns by
    :func:`deal_positions`, the base card, then the stock.

    The reserve pile is ``order[:shape.reserve]`` with its last card on top, open; the card
    under it is turned up next.  The columns take the next ``shape.dealt`` cards, the base card
    (``shape.base``) the one after them, and the stock the rest, its first card on top.  With
    ``open_talon`` (a random-access talon) the rest lies open in the waste instead, its last
    card on top.
    """
    first = shape.reserve
    piles: list[list[Card]] = [[] for _ in shape.sizes]
    for card, (column, _) in zip(order[first:], deal_positions(shape), strict=False):
        piles[column].append(card)
    columns = []
    for index, pile in enumerate(piles):
        split = len(pile) - shape.up_count(index)
        columns.append(Column(tuple(pile[:split]), tuple(pile[split:])))
    foundations = [Pile() for _ in range(shape.foundations)]
    if shape.base:
        foundations[0] = Pile((order[first + shape.dealt],))
    reserve = tuple(order[:first])
    rest = tuple(order[shape.laid_out:])
    return Layout(
        columns=tuple(columns), foundations=tuple(foundations), stock=() if open_talon else rest,
        waste=rest if open_talon else (), queue=reserve[-2::-1], reserve=reserve[-1:],
    )


# ---------------------------------------------------------------- queries


def cards_of(layout: Layout) -> Iterator[Card]:
    """Every card of the layout, wherever it lies."""
    for column in layout.columns:
        yield from column.down
        yield from column.up
    for pile in layout.foundations:
        yield from pile.cards
    yield from layout.stock
    yield from layout.waste
    yield from layout.queue
    yield from layout.reserve


def talon_size(layout: Layout) -> int:
    """Cards not yet played out of the stock: stock, waste, queue and reserve."""
    return len(layout.stock) + len(layout.waste) + len(layout.queue) + len(layout.reserve)


def face_down(layout: Layout) -> int:
    """Face-down cards in the columns."""
    return sum(len(column.down) for column in layout.columns)


def on_foundations(layout: Layout) -> int:
    return foundation_total(layout.foundations)


def is_won(layout: Layout, rules: Rules) -> bool:
    return on_foundations(layout) == rules.shape.deck_size


def stock_seen(layout: Layout) -> bool:
    """Whether the player has seen every card of the stock (it is a turned-over waste, or empty)."""
    return not layout.stock or layout.redeals > 0


def view_of(layout: Layout, reveal: bool) -> LayoutView:
    """``layout`` as the player sees it (``reveal``: everything, once the game is over)."""
    return LayoutView(
        columns=tuple(ColumnView.of(column, reveal) for column in layout.columns),
        foundations=layout.foundations, stock_count=len(layout.stock), waste=layout.waste,
        queue_count=len(layout.queue), reserve=layout.reserve, redeals=layout.redeals, turned=layout.turned,
        stock=layout.stock if reveal else (), queue=layout.queue if reveal else (),
    )


# ---------------------------------------------------------------- checks


def check_layout(layout: Layout, rules: Rules) -> None:
    """Raise InvalidState for anything no game under ``rules`` can reach (card conservation aside).

    Cheap: one pass over the columns and the foundations, no search and no replay.
    """
    shape = rules.shape
    if len(layout.columns) != shape.columns:
        raise InvalidState(f"expected {shape.columns} columns, got {len(layout.columns)}", field="columns")
    if len(layout.foundations) != shape.foundations:
        raise InvalidState(f"expected {shape.foundations} foundations, got {len(layout.foundations)}",
                           field="foundations")
    _check_columns(layout, rules)
    for index, pile in enumerate(layout.foundations):
        if not pile_is_valid(rules.foundation, pile.cards):
            raise InvalidState(f"foundation {index} is not built {describe_foundation(rules.foundation)}",
                               field="foundations")
    if shape.base and not layout.foundations[0].cards and not rules.foundation_to_tableau:
        raise InvalidState("the base card never leaves foundation 0", field="foundations")
    _check_talon(layout, rules)
    if shape.reserve:
        _check_reserve_pile(layout, rules)


def _check_columns(layout: Layout, rules: Rules) -> None:
    limits, one_up = _column_limits(rules.shape)
    mover, want, _ = fit_tables(rules.tableau)
    for index, column in enumerate(layout.columns):
        up = column.up
        if column.down and not up:
            raise InvalidState(f"column {index} has face-down cards but no face-up card", field="columns")
        if len(column.down) > limits[index]:
            raise InvalidState(f"column {index} has {len(column.down)} face-down cards; "
                               f"{limits[index]} were dealt to it", field="columns")
        if one_up and len(up) > 1 and any(mover[up[i + 1].code] != want[up[i].code] for i in range(len(up) - 1)):
            raise InvalidState(f"column {index}: the face-up cards are not a run ({rules.tableau.describe()})",
                               field="columns")


@functools.cache
def _column_limits(shape: Shape) -> tuple[tuple[int, ...], bool]:
    """Face-down cards dealt to each column (the most it can hold), and whether each column is dealt one face up.

    Cached per shape (a handful of constants), never per position.
    """
    return tuple(shape.down_count(index) for index in range(shape.columns)), shape.one_up


def _check_talon(layout: Layout, rules: Rules) -> None:
    stock = rules.stock
    shape = rules.shape
    if talon_size(layout) > shape.deck_size - shape.dealt - shape.base:
        raise InvalidState("more cards in the stock, waste and reserve than were left after the deal",
                           field="stock")
    if stock.random_access and layout.stock:
        raise InvalidState("a random-access talon lies open in the waste: the stock is empty", field="stock")
    if not 0 <= layout.redeals <= (MAX_COUNT if stock.redeals == UNLIMITED else stock.redeals):
        raise InvalidState(f"{layout.redeals} redeals; the rule allows {stock.redeals}", field="redeals")
    if layout.turned:
        if not stock.window or layout.stock or layout.waste:
            raise InvalidState("the talon is turned into a reserve only under the reserve rule, "
                               "once stock and waste are gone", field="turned")
        if len(layout.reserve) > stock.window or (len(layout.reserve) < stock.window and layout.queue):
            raise InvalidState(f"the reserve holds up to {stock.window} cards and is refilled at once",
                               field="reserve")
    elif not rules.shape.reserve and (layout.queue or layout.reserve):
        raise InvalidState("no queue or reserve before the talon is turned", field="reserve")


def _check_reserve_pile(layout: Layout, rules: Rules) -> None:
    """A reserve pile dealt first: its one open card on top of its face-down cards, empty columns filled from it."""
    if layout.turned:
        raise InvalidState("a game with a reserve pile never turns its talon", field="turned")
    if len(layout.reserve) > 1 or (layout.queue and not layout.reserve):
        raise InvalidState("the reserve pile shows exactly its top card while it has cards", field="reserve")
    if len(layout.queue) + len(layout.reserve) > rules.shape.reserve:
        raise InvalidState(f"the reserve pile holds at most the {rules.shape.reserve} cards dealt to it",
                           field="reserve")
    if (layout.reserve and rules.tableau.empty is EmptyColumn.RESERVE
            and any(not column.up and not column.down for column in layout.columns)):
        raise InvalidState("an empty column is filled from the reserve at once", field="columns")


def pile_is_valid(rule: FoundationRule, cards: Sequence[Card]) -> bool:
    """Whether a foundation holding ``cards`` (bottom first) could have been built under ``rule``."""
    if not cards:
        return True
    if len(cards) > rule.size or RANK[cards[0].code] != rule.base:
        return False
    for below, card in itertools.pairwise(cards):
        if rule.same_suit and card.suit != below.suit:
            return False
        if RANK[card.code] == 0 or rule.next_rank(RANK[below.code]) != RANK[card.code]:
            return False
    return True


def describe_foundation(rule: FoundationRule) -> str:
    """The foundation rule in words: ``up in suit from the ace``."""
    names = {1: "ace", 11: "jack", 12: "queen", 13: "king"}
    base = names.get(rule.base, str(rule.base))
    text = f"up {'in suit' if rule.same_suit else 'regardless of suit'} from the {base}"
    return text + (", the ace following the king" if rule.wrap else "")


__all__ = [
    "Layout", "LayoutView", "cards_of", "check_layout", "deal", "deal_positions", "describe_foundation",
    "face_down", "is_won", "on_foundations", "pile_is_valid", "stock_seen", "talon_size", "view_of",
]
