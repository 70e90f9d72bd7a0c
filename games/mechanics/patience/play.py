"""What an action does to a layout, with the automatic steps after it (flips, reserve refills,
empty columns filled from a reserve pile).

:func:`apply` takes no decision and checks nothing: the caller has checked the action (with
:func:`~.explain.refusal`, or by taking it from :func:`~.actions.legal_actions`).  With a
``log`` it appends the events a frontend animates from: :class:`CardsMoved` between places
(columns and foundations by index) and :class:`CardTurned` for each automatic flip; without
one (search) it builds no event at all.
"""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.cards import Card
from cardgames.games.core.events import CardTurned, Event, Place, Zone, moved
from cardgames.games.core.rng import Drbg
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import Column, Pile

from .actions import Action, Kind
from .layout import Layout
from .rules import EmptyColumn, Rules

Log = list[Event] | None

STOCK = Place(Zone.STOCK)
WASTE = Place(Zone.WASTE)
TALON = Place(Zone.TALON)
"""The turned talon (the reserve rule's queue)."""
RESERVE = Place(Zone.RESERVE)


def column_place(index: int) -> Place:
    return Place(Zone.TABLEAU, None, index)


def foundation_place(index: int) -> Place:
    return Place(Zone.FOUNDATION, None, index)


def apply(layout: Layout, rules: Rules, action: Action, log: Log = None) -> Layout:
    """The layout after ``action`` (checked by the caller) and its automatic steps."""
    return _EFFECTS[action.kind](layout, rules, action, log)


# ---------------------------------------------------------------- columns


def _set(columns: tuple[Column, ...], index: int, column: Column) -> tuple[Column, ...]:
    return (*columns[:index], column, *columns[index + 1:])


def _take(
    columns: tuple[Column, ...], source: int, index: int
) -> tuple[tuple[Card, ...], tuple[Column, ...], Card | None]:
    """Remove column ``source``'s face-up cards from position ``index``; the card flipped, if one was."""
    column = columns[source]
    first = len(column.down)
    run = column.up[index - first:]
    rest = Column(column.down, column.up[: index - first])
    flipped = None
    if not rest.up and rest.down:
        flipped = rest.down[-1]
        rest = Column(rest.down[:-1], (flipped,))
    return run, _set(columns, source, rest), flipped


def _put(columns: tuple[Column, ...], target: int, cards: tuple[Card, ...]) -> tuple[Column, ...]:
    column = columns[target]
    return _set(columns, target, Column(column.down, column.up + cards))


def _flip_event(log: Log, source: int, card: Card | None) -> None:
    if log is not None and card is not None:
        log.append(CardTurned(column_place(source), card))


def _found(foundations: tuple[Pile, ...], rules: Rules, card: Card) -> tuple[int, tuple[Pile, ...]]:
    target = rules.foundation.target(foundations, card)
    assert target is not None, f"{card} fits no foundation (the caller checks)"
    pile = Pile((*foundations[target].cards, card))
    return target, (*foundations[:target], pile, *foundations[target + 1:])


def _run(layout: Layout, rules: Rules, action: Action, log: Log) -> Layout:
    run, columns, flipped = _take(layout.columns, action.source, action.index)
    if log is not None:
        log.append(moved(column_place(action.source), column_place(action.target), run))
    _flip_event(log, action.source, flipped)
    return _fill(replace(layout, columns=_put(columns, action.target, run)), rules, action.source, log)


def _column_up(layout: Layout, rules: Rules, action: Action, log: Log) -> Layout:
    column = layout.columns[action.source]
    (card,), columns, flipped = _take(layout.columns, action.source, column.size - 1)
    target, foundations = _found(layout.foundations, rules, card)
    if log is not None:
        log.append(moved(column_place(action.source), foundation_place(target), (card,)))
    _flip_event(log, action.source, flipped)
    return _fill(replace(layout, columns=columns, foundations=foundations), rules, action.source, log)


def _fill(layout: Layout, rules: Rules, index: int, log: Log) -> Layout:
    """``EmptyColumn.RESERVE``: an emptied column takes the reserve's open card at once, and the
    next reserve card is turned up (Demon)."""
    if rules.tableau.empty is not EmptyColumn.RESERVE or not layout.reserve or layout.columns[index].size:
        return layout
    card = layout.reserve[0]
    if log is not None:
        log.append(moved(RESERVE, column_place(index), (card,)))
    columns = _put(layout.columns, index, (card,))
    return replace(_from_reserve(layout, rules, card, log), columns=columns)


def _foundation_down(layout: Layout, rules: Rules, action: Action, log: Log) -> Layout:
    pile = layout.foundations[action.source]
    card = pile.cards[-1]
    foundations = (*layout.foundations[: action.source], Pile(pile.cards[:-1]), *layout.foundations[action.source + 1:])
    if log is not None:
        log.append(moved(foundation_place(action.source), column_place(action.target), (card,)))
    return replace(layout, foundations=foundations, columns=_put(layout.columns, action.target, (card,)))


# ---------------------------------------------------------------- waste and reserve


def _from_waste(waste: tuple[Card, ...], card: Card | None) -> tuple[Card, tuple[Card, ...]]:
    """The waste card played (its top, or ``card`` of a random-access talon) and the waste without it."""
    if card is None or card == waste[-1]:
        return waste[-1], waste[:-1]
    at = len(waste) - 1 - waste[::-1].index(card)
    return card, (*waste[:at], *waste[at + 1:])


def _waste_down(layout: Layout, rules: Rules, action: Action, log: Log) -> Layout:
    card, waste = _from_waste(layout.waste, action.card)
    if log is not None:
        log.append(moved(WASTE, column_place(action.target), (card,)))
    return replace(layout, waste=waste, columns=_put(layout.columns, action.target, (card,)))


def _waste_up(layout: Layout, rules: Rules, action: Action, log: Log) -> Layout:
    card, waste = _from_waste(layout.waste, action.card)
    target, foundations = _found(layout.foundations, rules, card)
    if log is not None:
        log.append(moved(WASTE, foundation_place(target), (card,)))
    return replace(layout, waste=waste, foundations=foundations)


def _from_reserve(layout: Layout, rules: Rules, card: Card, log: Log) -> Layout:
    """``card`` leaves the reserve, which is refilled from the queue at once: the turned talon's
    next cards (MP-4), or a reserve pile's next card turned up where it lies."""
    reserve = list(layout.reserve)
    reserve.remove(card)
    window = rules.stock.window if layout.turned else 1
    refill = layout.queue[: window - len(reserve)]
    if log is not None and refill:
        if layout.turned:
            log.append(moved(TALON, RESERVE, refill))
        else:
            log.extend(CardTurned(RESERVE, turned) for turned in refill)
    return replace(layout, reserve=(*reserve, *refill), queue=layout.queue[len(refill):])


def _reserve_down(layout: Layout, rules: Rules, action: Action, log: Log) -> Layout:
    assert action.card is not None
    if log is not None:
        log.append(moved(RESERVE, column_place(action.target), (action.card,)))
    columns = _put(layout.columns, action.target, (action.card,))
    return replace(_from_reserve(layout, rules, action.card, log), columns=columns)


def _reserve_up(layout: Layout, rules: Rules, action: Action, log: Log) -> Layout:
    assert action.card is not None
    target, foundations = _found(layout.foundations, rules, action.card)
    if log is not None:
        log.append(moved(RESERVE, foundation_place(target), (action.card,)))
    return replace(_from_reserve(layout, rules, action.card, log), foundations=foundations)


# ---------------------------------------------------------------- stock


def _draw(layout: Layout, rules: Rules, action: Action, log: Log) -> Layout:
    """Turn up to ``draw`` cards onto the waste; the last of them lies on top."""
    cards = layout.stock[: rules.stock.draw]
    if log is not None:
        log.append(moved(STOCK, WASTE, cards))
    return replace(layout, stock=layout.stock[len(cards):], waste=layout.waste + cards)


def _redeal(layout: Layout, rules: Rules, action: Action, log: Log) -> Layout:
    """The waste turned over, unshuffled: the card discarded first is the new stock's top."""
    if log is not None:
        log.append(moved(WASTE, STOCK, layout.waste, face_up=False))
    return replace(layout, stock=layout.waste, waste=(), redeals=layout.redeals + 1)


def shuffle_stock(layout: Layout, drbg: Drbg) -> Layout:
    """The stock shuffled with ``drbg`` (``StockRule.shuffle``: the game calls this after a redeal)."""
    return replace(layout, stock=tuple(drbg.shuffled(layout.stock)))


def _turn(layout: Layout, rules: Rules, action: Action, log: Log) -> Layout:
    """The reserve rule: the talon turned over into a queue (first discarded first), its first cards open."""
    window = rules.stock.window
    queue = layout.waste
    if log is not None:
        log.append(moved(WASTE, TALON, queue, face_up=False))
        if queue:
            log.append(moved(TALON, RESERVE, queue[:window]))
    return replace(layout, waste=(), queue=queue[window:], reserve=queue[:window], turned=True)


_EFFECTS: dict[Kind, Callable[[Layout, Rules, Action, Log], Layout]] = {
    Kind.RUN: _run,
    Kind.COLUMN_TO_FOUNDATION: _column_up,
    Kind.WASTE_TO_COLUMN: _waste_down,
    Kind.WASTE_TO_FOUNDATION: _waste_up,
    Kind.RESERVE_TO_COLUMN: _reserve_down,
    Kind.RESERVE_TO_FOUNDATION: _reserve_up,
    Kind.FOUNDATION_TO_COLUMN: _foundation_down,
    Kind.DRAW: _draw,
    Kind.REDEAL: _redeal,
    Kind.TURN: _turn,
}


def play_out(layout: Layout, rules: Rules, log: Log = None) -> Layout | None:
    """The game won by force: with every card face up in the columns and nothing left in the stock,
    waste or reserve, the columns' exposed cards go to the foundations one by one until all are there.

    Returns the won layout (logging the moves), or None when the position is not such a forced win.
    """
    if layout.stock or layout.waste or layout.queue or layout.reserve:
        return None
    if any(column.down for column in layout.columns):
        return None
    steps: list[Event] = []
    current = layout
    remaining = sum(len(column.up) for column in layout.columns)
    for _ in range(remaining):
        want = rules.foundation.wanted(current.foundations)
        source = next((index for index, column in enumerate(current.columns)
                       if column.up and column.up[-1] in want), None)
        if source is None:
            return None
        current = _column_up(current, rules, Action(Kind.COLUMN_TO_FOUNDATION, source), steps)
    if log is not None:
        log.extend(steps)
    return current


__all__ = [
    "RESERVE", "STOCK", "TALON", "WASTE", "apply", "column_place", "foundation_place", "play_out", "shuffle_stock",
]
