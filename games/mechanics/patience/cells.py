"""Cards a patience lays outside the engine's building columns: open cells and squared stacks.

The Mill's wings and Lion and Sun's half-circle are rows of *open cells*: places that hold one
face-up card each, every one of them available, refilled (by the game's own rule) when emptied.
Lion and Sun's four packs are *stacks*: face-up cards on top of one another, only the top one
available; squared (the default) nobody sees the cards under the top, spread out everybody does.
Neither builds: cards leave them for the foundations (or, from a stack, for an empty cell).

Both are ``tuple[Pile, ...]`` (``common.proto``'s ``Pile``, bottom first), so they travel in the
shared messages; this module gives the pure functions over them a game composes with the
engine's :class:`~.layout.Layout` (which keeps the foundations, the stock and the waste): taking
and putting cards, a card from anywhere onto the lowest-numbered foundation that takes it, the
stock's or the waste's top card into a cell, with the events a frontend animates from (cells are
``RESERVE`` places, stacks ``TABLEAU`` places, both by index), the view of a stack, its hidden
cards, and cheap checks of a client's cells and stacks.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidState
from cardgames.games.core.events import CardTurned, Event, Place, Zone, moved
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import ColumnView, FoundationRule, Pile

from .layout import Layout
from .play import STOCK, WASTE, foundation_place
from .rules import RANK, Rules

Piles = tuple[Pile, ...]
Log = list[Event] | None

EMPTY = Pile()


def cell_place(index: int) -> Place:
    """Open cell ``index`` as a place in events (``RESERVE``)."""
    return Place(Zone.RESERVE, None, index)


def stack_place(index: int) -> Place:
    """Stack ``index`` as a place in events (``TABLEAU``)."""
    return Place(Zone.TABLEAU, None, index)


# ---------------------------------------------------------------- cells and stacks


def cells_of(cards: Sequence[Card]) -> Piles:
    """A row of open cells holding ``cards``, one each."""
    return tuple(Pile((card,)) for card in cards)


def stacks_of(cards: Sequence[Card], height: int) -> Piles:
    """Stacks of ``height`` cards from ``cards`` in order: stack ``i`` is ``cards[i*height:(i+1)*height]``,
    its last card on top."""
    return tuple(Pile(tuple(cards[start:start + height])) for start in range(0, len(cards), height))


def put(piles: Piles, index: int, card: Card) -> Piles:
    """``card`` laid on pile ``index`` (a cell must be empty: the caller checks)."""
    return (*piles[:index], Pile((*piles[index].cards, card)), *piles[index + 1:])


def take(piles: Piles, index: int) -> tuple[Card, Piles]:
    """The top card of pile ``index`` (not empty: the caller checks) and the piles without it."""
    cards = piles[index].cards
    return cards[-1], (*piles[:index], Pile(cards[:-1]), *piles[index + 1:])


def empty_cells(cells: Piles) -> list[int]:
    """The indices of the empty cells, in order."""
    return [index for index, cell in enumerate(cells) if not cell.cards]


def tops(piles: Piles) -> Iterator[tuple[int, Card]]:
    """``(index, top card)`` of every pile that holds a card: the available cards of cells or stacks."""
    for index, pile in enumerate(piles):
        if pile.cards:
            yield index, pile.cards[-1]


def cards_in(piles: Piles) -> Iterator[Card]:
    for pile in piles:
        yield from pile.cards


def count(piles: Piles) -> int:
    """The cards in ``piles`` (foundations, cells or stacks)."""
    return sum([len(pile.cards) for pile in piles])


# ---------------------------------------------------------------- suitless foundations


def rank_wants(foundations: Piles, rule: FoundationRule) -> set[int]:
    """The patience ranks (ace 1 .. king 13) some foundation takes now, under a rule that ignores suits.

    A card fits a foundation exactly when ``RANK[card.code]`` is in the set: the cheap form of
    ``rule.target(...) is not None`` for suitless foundations (Mill, Lion and Sun), which keep no suit
    to match and so reduce to ranks.
    """
    assert not rule.same_suit, "rank_wants serves foundations that ignore suits"
    wants: set[int] = set()
    for pile in foundations:
        cards = pile.cards
        if not cards:
            wants.add(rule.base)
        elif len(cards) < rule.size:
            following = rule.next_rank(RANK[cards[-1].code])
            if following is not None:
                wants.add(following)
    return wants


_RUNS = {base: tuple((base - 1 + step) % 13 + 1 for step in range(52)) for base in range(1, 14)}


def suitless_valid(rule: FoundationRule, cards: Sequence[Card]) -> bool:
    """Whether a foundation holding ``cards`` (bottom first) could be built under a suitless ``rule``: its
    ranks run up by one from the base (wrapping from the king to the ace only when the rule wraps), at
    most ``rule.size`` cards.  (:func:`~.layout.pile_is_valid` for the suitless case, by table.)"""
    count_ = len(cards)
    if count_ > rule.size:
        return False
    run = _RUNS[rule.base]
    if not rule.wrap and count_ > 14 - rule.base:
        return False
    return tuple([RANK[card.code] for card in cards]) == run[:count_]


# ---------------------------------------------------------------- moves with their events


def to_foundation(layout: Layout, rules: Rules, card: Card, source: Place, log: Log = None) -> Layout:
    """``card`` (already taken from ``source``) onto the lowest-numbered foundation that takes it (the
    caller checked that one does), logged as a move from ``source``."""
    target = rules.foundation.target(layout.foundations, card)
    assert target is not None, f"{card} fits no foundation (the caller checks)"
    foundations = layout.foundations
    pile = Pile((*foundations[target].cards, card))
    if log is not None:
        log.append(moved(source, foundation_place(target), (card,)))
    return replace(layout, foundations=(*foundations[:target], pile, *foundations[target + 1:]))


def lift(stacks: Piles, index: int, spread: bool, log: Log = None) -> Piles:
    """Stack ``index`` without its top card (which the caller has moved and logged); squared, the card this
    uncovers is shown by a :class:`CardTurned` (spread out, it was always in sight)."""
    _, stacks = take(stacks, index)
    uncovered = stacks[index].cards
    if log is not None and uncovered and not spread:
        log.append(CardTurned(stack_place(index), uncovered[-1]))
    return stacks


def stock_to_cell(layout: Layout, cells: Piles, index: int, log: Log = None) -> tuple[Layout, Piles]:
    """The stock's top card (``stock[0]``) turned face up into empty cell ``index``."""
    card = layout.stock[0]
    if log is not None:
        log.append(moved(STOCK, cell_place(index), (card,)))
    return replace(layout, stock=layout.stock[1:]), put(cells, index, card)


def waste_to_cell(layout: Layout, cells: Piles, index: int, log: Log = None) -> tuple[Layout, Piles]:
    """The waste's top card into empty cell ``index``."""
    card = layout.waste[-1]
    if log is not None:
        log.append(moved(WASTE, cell_place(index), (card,)))
    return replace(layout, waste=layout.waste[:-1]), put(cells, index, card)


# ---------------------------------------------------------------- what is seen


def stack_view(stack: Pile, spread: bool, reveal: bool) -> ColumnView:
    """A stack as the player sees it: spread out, every card (``up``, bottom first); squared, the top card with
    the cards under it counted (``down_count``) and named only when ``reveal`` (the game is over)."""
    cards = stack.cards
    if spread or not cards:
        return ColumnView(0, cards)
    return ColumnView(len(cards) - 1, cards[-1:], cards[:-1] if reveal else ())


def hidden(stack: Pile, spread: bool) -> tuple[Card, ...]:
    """The cards of a stack nobody sees: squared, those under the top; spread out, none."""
    return () if spread else stack.cards[:-1]


def with_hidden(stacks: Piles, spread: bool, cards: Sequence[Card]) -> Piles:
    """``stacks`` with their hidden cards replaced, in order, by ``cards`` (as many as :func:`hidden` gives)."""
    if spread:
        return stacks
    result = []
    position = 0
    for stack in stacks:
        under = len(stack.cards) - 1 if stack.cards else 0
        result.append(Pile((*cards[position:position + under], *stack.cards[under:])))
        position += under
    return tuple(result)


# ---------------------------------------------------------------- checks


def check_piles(piles: Piles, count: int, height: int, field: str, what: str) -> None:
    """Raise InvalidState (naming ``field``) unless there are ``count`` piles of at most ``height`` cards."""
    if len(piles) != count:
        raise InvalidState(f"expected {count} {what}, got {len(piles)}", field=field)
    for index, pile in enumerate(piles):
        if len(pile.cards) > height:
            raise InvalidState(f"{what} {index} holds {len(pile.cards)} cards; at most {height}", field=field)


__all__ = [
    "EMPTY", "RANK", "Piles", "cards_in", "cell_place", "cells_of", "check_piles", "count", "empty_cells", "hidden",
    "lift", "put", "rank_wants", "stack_place", "stack_view", "stacks_of", "stock_to_cell", "suitless_valid", "take",
    "to_foundation", "tops", "waste_to_cell", "with_hidden",
]
