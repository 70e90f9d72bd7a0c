"""Patience piles: tableau columns, foundations and the building rules, written once.

Used by the patiences of ``rules/conventions.md`` §7 (kosynka, demon, mill,
lion_and_sun, prisoner, little_piano); the Klondike-type engine built on them is
:mod:`cardgames.games.mechanics.patience`.  Vocabulary follows §0.7:

* a :class:`Column` is a tableau column: face-down cards under face-up cards;
  when the last face-up card leaves, the top face-down card turns over by
  itself (an automatic action, never a move);
* a :class:`ColumnView` is a column as a player sees it: how many cards lie
  face down, and the face-up cards (the face-down ones only once the game is over);
* a :class:`Pile` is a plain stack (foundation, waste, reserve slot);
* a :class:`FoundationRule` says which card may go on a foundation: a base
  rank, then one step up, in suit or ignoring suit, optionally wrapping K→A;
* tableau building checks (:func:`alternating_descending` and friends) say
  whether a card may lie on another; :func:`movable_starts` lists which
  face-up suffixes of a column form a run that may move as a unit.

Ranks here are *patience ranks*: ace 1, two 2, ..., king 13 (the ace is low).
All values are frozen; every operation returns a new value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.values import value

KING = 13
ACE = 1

# ``fits(card, onto)``: may ``card`` be laid on ``onto`` in the tableau?
BuildCheck = Callable[[Card, Card], bool]


def _ace_low(code: int) -> int:
    card = Card.from_code(code)
    if card.rank is Rank.JOKER:
        return 0
    return ACE if card.rank is Rank.ACE else int(card.rank)


# Lookup tables by card code: building checks run millions of times in playouts.
_RANKS: tuple[int, ...] = tuple(_ace_low(code) for code in range(54))
_RANK_OF: dict[int, Rank] = {ACE: Rank.ACE, **{value: Rank(value) for value in range(2, KING + 1)}}
_RED: tuple[bool, ...] = tuple(Card.from_code(code).is_red for code in range(54))


def patience_rank(card: Card) -> int:
    """The ace-low rank 1..13 used by patience building (A=1, ..., K=13)."""
    rank = _RANKS[card.code]
    if rank == 0:
        raise ValueError("jokers have no patience rank")
    return rank


def is_red(card: Card) -> bool:
    """Colour by table lookup (hearts and diamonds are red)."""
    return _RED[card.code]


def alternating_descending(card: Card, onto: Card) -> bool:
    """Klondike building: one rank lower and of the other colour."""
    return _RANKS[card.code] + 1 == _RANKS[onto.code] and _RED[card.code] != _RED[onto.code]


def same_suit_descending(card: Card, onto: Card) -> bool:
    """Building down in suit."""
    return patience_rank(card) + 1 == patience_rank(onto) and card.suit == onto.suit


def any_suit_descending(card: Card, onto: Card) -> bool:
    """Building down regardless of suit."""
    return patience_rank(card) + 1 == patience_rank(onto)


def is_run(cards: Sequence[Card], fits: BuildCheck = alternating_descending) -> bool:
    """True when every card lies legally on the one before it (an empty or single run is a run)."""
    return all(fits(cards[i + 1], cards[i]) for i in range(len(cards) - 1))


@value
class Pile:
    """A stack of cards, bottom first: ``cards[-1]`` is the top."""

    cards: tuple[Card, ...] = ()

    @property
    def top(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    def __len__(self) -> int:
        return len(self.cards)

    def with_card(self, card: Card) -> Pile:
        return Pile((*self.cards, card))

    def without_top(self) -> Pile:
        if not self.cards:
            raise ValueError("the pile is empty")
        return Pile(self.cards[:-1])


@value
class Column:
    """A tableau column: ``down`` face-down cards (bottom first) under ``up`` face-up cards.

    Positions are counted over the whole column from the bottom, so the first
    face-up card is at position ``len(down)``.  A column is *settled* when it
    has face-up cards or no cards at all (see :meth:`flipped`).
    """

    down: tuple[Card, ...] = ()
    up: tuple[Card, ...] = ()

    @property
    def size(self) -> int:
        return len(self.down) + len(self.up)

    @property
    def is_empty(self) -> bool:
        return not self.down and not self.up

    @property
    def top(self) -> Card | None:
        """The exposed card (always face up in a settled column)."""
        return self.up[-1] if self.up else None

    @property
    def first_up(self) -> int:
        """Position of the lowest face-up card."""
        return len(self.down)

    def flipped(self) -> Column:
        """Auto-flip: with no face-up card left, the top face-down card turns over."""
        if self.up or not self.down:
            return self
        return Column(self.down[:-1], (self.down[-1],))

    def suffix(self, index: int) -> tuple[Card, ...]:
        """The face-up cards from position ``index`` up (``index`` must be a face-up position)."""
        if not self.first_up <= index < self.size:
            raise ValueError(f"position {index} is not a face-up card of this column")
        return self.up[index - self.first_up:]

    def take(self, index: int) -> tuple[tuple[Card, ...], Column]:
        """Remove the face-up suffix from ``index``; return it and the remaining (auto-flipped) column."""
        moved = self.suffix(index)
        rest = Column(self.down, self.up[: index - self.first_up])
        return moved, rest.flipped()

    def take_top(self) -> tuple[Card, Column]:
        """Remove the exposed card."""
        moved, rest = self.take(self.size - 1)
        return moved[0], rest

    def put(self, cards: Sequence[Card]) -> Column:
        """Lay face-up cards on the column (no rule check)."""
        return Column(self.down, self.up + tuple(cards))


@value
class ColumnView:
    """A tableau column as the player sees it: the face-down cards counted, the face-up ones named.

    ``down`` names the face-down cards (bottom first) only once the game is over; before
    that it is empty and ``down_count`` says how many there are.
    """

    down_count: int
    up: tuple[Card, ...] = ()
    down: tuple[Card, ...] = ()

    @classmethod
    def of(cls, column: Column, reveal: bool = False) -> ColumnView:
        """``column`` as seen: its face-down cards named only when ``reveal``."""
        return cls(len(column.down), column.up, column.down if reveal else ())


def movable_starts(column: Column, fits: BuildCheck = alternating_descending) -> tuple[int, ...]:
    """Positions whose face-up suffix is a run and so may move as a unit, lowest first."""
    starts: list[int] = []
    up = column.up
    for offset in range(len(up) - 1, -1, -1):
        if offset < len(up) - 1 and not fits(up[offset + 1], up[offset]):
            break
        starts.append(column.first_up + offset)
    return tuple(reversed(starts))


def accepts_run(
    column: Column,
    run: Sequence[Card],
    fits: BuildCheck = alternating_descending,
    empty_base: int | None = KING,
) -> bool:
    """Whether ``run`` may be laid on ``column``.

    On a non-empty column the run's first card must fit the exposed card.  An
    empty column takes a run headed by rank ``empty_base`` (the king in
    Klondike); ``None`` means it takes any run.
    """
    if not run:
        return False
    top = column.top
    if top is None:
        if not column.is_empty:
            return False
        return empty_base is None or patience_rank(run[0]) == empty_base
    return fits(run[0], top)


@value
class FoundationRule:
    """How a foundation grows: from rank ``base`` up by one, in suit unless ``same_suit`` is False.

    ``wrap`` lets a king be followed by an ace (Canfield with a non-ace base);
    ``size`` is the number of cards that completes a foundation.
    """

    base: int = ACE
    same_suit: bool = True
    wrap: bool = False
    size: int = 13

    def next_rank(self, rank: int) -> int | None:
        if rank < KING:
            return rank + 1
        return ACE if self.wrap else None

    def accepts(self, pile: Pile, card: Card) -> bool:
        """Whether ``card`` may go on ``pile`` now."""
        top = pile.top
        if top is None:
            return patience_rank(card) == self.base
        if len(pile) >= self.size:
            return False
        if self.same_suit and card.suit != top.suit:
            return False
        return self.next_rank(patience_rank(top)) == patience_rank(card)

    def next_cards(self, pile: Pile) -> tuple[Card, ...]:
        """Every card that ``pile`` accepts now."""
        top = pile.top
        if top is None:
            return tuple(Card.of(_RANK_OF[self.base], suit) for suit in Suit)
        following = self.next_rank(_RANKS[top.code])
        if len(pile) >= self.size or following is None or top.suit is None:
            return ()
        suits = (top.suit,) if self.same_suit else tuple(Suit)
        return tuple(Card.of(_RANK_OF[following], suit) for suit in suits)

    def wanted(self, foundations: Sequence[Pile]) -> dict[Card, int]:
        """Card -> the lowest-numbered foundation accepting it: all of :meth:`target` at once."""
        result: dict[Card, int] = {}
        for index, pile in enumerate(foundations):
            for card in self.next_cards(pile):
                result.setdefault(card, index)
        return result

    def target(self, foundations: Sequence[Pile], card: Card) -> int | None:
        """The lowest-numbered foundation that accepts ``card`` (None if none does)."""
        for index, pile in enumerate(foundations):
            if self.accepts(pile, card):
                return index
        return None

    def is_valid(self, pile: Pile) -> bool:
        """Whether ``pile`` could have been built under this rule."""
        built = Pile()
        for card in pile.cards:
            if not self.accepts(built, card):
                return False
            built = built.with_card(card)
        return True


def foundation_total(foundations: Sequence[Pile]) -> int:
    return sum(len(pile) for pile in foundations)


def place_on_foundation(foundations: tuple[Pile, ...], index: int, card: Card) -> tuple[Pile, ...]:
    """The foundations with ``card`` added to pile ``index`` (no rule check)."""
    return (*foundations[:index], foundations[index].with_card(card), *foundations[index + 1:])


def take_from_foundation(foundations: tuple[Pile, ...], index: int) -> tuple[Card, tuple[Pile, ...]]:
    """Remove the top card of foundation ``index``."""
    pile = foundations[index]
    if pile.top is None:
        raise ValueError(f"foundation {index} is empty")
    return pile.top, (*foundations[:index], pile.without_top(), *foundations[index + 1:])


def replace_column(columns: tuple[Column, ...], index: int, column: Column) -> tuple[Column, ...]:
    return (*columns[:index], column, *columns[index + 1:])


def deal_triangle(cards: Sequence[Card], sizes: Sequence[int]) -> tuple[Column, ...]:
    """Deal round by round: round r gives one card to every column still short of its size.

    Round r (from 0) visits the columns in order and gives the next card to each
    column ``i`` with ``sizes[i] > r``; the last card of each column is face up.
    ``cards`` must hold at least ``sum(sizes)`` cards; the first ones are used.
    """
    piles: list[list[Card]] = [[] for _ in sizes]
    position = 0
    for round_ in range(max(sizes, default=0)):
        for index, size in enumerate(sizes):
            if size > round_:
                piles[index].append(cards[position])
                position += 1
    return tuple(Column(tuple(p[:-1]), tuple(p[-1:])) for p in piles)


__all__ = [
    "ACE", "KING", "BuildCheck", "Column", "ColumnView", "FoundationRule", "Pile", "accepts_run",
    "alternating_descending", "any_suit_descending", "deal_triangle",
    "foundation_total", "is_red", "is_run", "movable_starts", "patience_rank", "place_on_foundation",
    "replace_column", "same_suit_descending", "take_from_foundation",
]
