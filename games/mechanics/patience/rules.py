"""The rules a Klondike-type patience is played by, as values: the deal's shape, building, foundations, stock.

Nothing here holds a position; a game builds one :class:`Rules` from its options (kept as a
constant or built per call: they are small frozen values) and passes it to every function of
the mechanic.  The lookup tables at the bottom turn "may this card lie on that one" into two
tuple lookups by card code, because search calls it millions of times.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.decks import deck52, packs
from cardgames.games.core.values import value
from cardgames.games.mechanics.piles import ACE, KING, FoundationRule

UNLIMITED = -1
"""``StockRule.redeals``: the waste may be turned over as often as the player likes."""


class Building(IntEnum):
    """How a card may be laid on a column's exposed card: always one rank lower, and ..."""

    ALTERNATE_COLOURS = 1
    """... of the other colour (Klondike, Kosynka, Demon)."""
    SAME_SUIT = 2
    """... of the same suit."""
    ANY_SUIT = 3
    """... of any suit."""


class EmptyColumn(IntEnum):
    """What an empty column takes."""

    KING = 1
    """A king or a run headed by a king (Klondike, Kosynka)."""
    ANY = 2
    """Any card or run."""
    NOTHING = 3
    """Nothing the player moves."""
    RESERVE = 4
    """Filled at once from the reserve pile (Demon, Canfield): its open card goes there by itself and the
    next reserve card is turned up.  Once the reserve is empty, any card from the waste (or the open
    reserve), never a run from a column."""


class Runs(IntEnum):
    """Which face-up cards of a column may move together onto another column."""

    ANY_RUN = 1
    """Any face-up card with every card above it, when they are built as a run (Klondike)."""
    WHOLE_OR_TOP = 2
    """The whole face-up run, or the top card alone (classic Canfield)."""
    TOP_ONLY = 3
    """One card at a time."""
    WHOLE_ONLY = 4
    """Only the whole face-up run (Demon's ``whole_pile_only``); a column's top card still goes to a foundation."""


@value
class TableauRule:
    """Building on the tableau: the building rule, what an empty column takes, which runs move."""

    building: Building = Building.ALTERNATE_COLOURS
    empty: EmptyColumn = EmptyColumn.KING
    runs: Runs = Runs.ANY_RUN
    wrap: bool = False
    """A king may lie on an ace (Demon's ring of ranks)."""

    def fits(self, card: Card, onto: Card) -> bool:
        """Whether ``card`` may lie on ``onto`` in a column."""
        return _MOVER[self.building][card.code] == _WANT[self.building][self.wrap][onto.code]

    def takes_empty(self, card: Card) -> bool:
        """Whether an empty column takes a run headed by ``card`` (from another column)."""
        return _EMPTY_TAKES[self.empty][card.code]

    def talon_takes_empty(self, card: Card) -> bool:
        """Whether an empty column takes ``card`` from the waste or the reserve."""
        return _TALON_EMPTY_TAKES[self.empty][card.code]

    def describe(self) -> str:
        """The building rule in words, for explanations."""
        colour = {
            Building.ALTERNATE_COLOURS: "in alternating colours",
            Building.SAME_SUIT: "in suit",
            Building.ANY_SUIT: "regardless of suit",
        }[self.building]
        return f"build down by one {colour}" + (" (a king may go on an ace)" if self.wrap else "")

    def describe_runs(self) -> str:
        """Which runs move as a unit, in words."""
        return {
            Runs.ANY_RUN: f"only a run (cards built {self.describe()[len('build '):]}) moves as a unit",
            Runs.WHOLE_OR_TOP: "only the whole face-up run or its top card moves",
            Runs.TOP_ONLY: "only the top card of a column moves",
            Runs.WHOLE_ONLY: "only a column's whole face-up run moves onto another column",
        }[self.runs]

    def describe_empty(self) -> str:
        return {
            EmptyColumn.KING: "an empty column takes only a king or a king-headed run",
            EmptyColumn.ANY: "an empty column takes any card or run",
            EmptyColumn.NOTHING: "nothing may be moved into an empty column",
            EmptyColumn.RESERVE: "an empty column is filled from the reserve by itself; once the reserve is "
                                 "empty it takes a card from the waste, never a run from a column",
        }[self.empty]


@value
class StockRule:
    """How the stock is gone through.

    ``draw`` cards are turned at a time onto the waste (the last of them on top; only the
    waste's top card is available); when the stock is empty the waste may be turned over into
    a new stock ``redeals`` times (:data:`UNLIMITED`: as often as wanted).  With ``window`` > 0
    (Little Piano's book rule) the waste, once no redeal is left, may be turned over one last
    time into a queue from which ``window`` cards at a time lie open as a reserve, all of them
    available, the reserve refilled from the queue as soon as a card leaves it.

    ``shuffle`` (Demon's book rule): a redeal shuffles the turned-over waste; :func:`~.play.apply`
    turns it over and the game shuffles it with its random stream (:func:`~.play.shuffle_stock`),
    so the player knows which cards the stock holds but not their order.  ``random_access`` (the
    relaxation of a shuffled stock, demon.md §9.6-9.7): the talon lies open in the waste and every
    waste card is available; there is nothing to draw and nothing to redeal.
    """

    draw: int = 1
    redeals: int = UNLIMITED
    window: int = 0
    shuffle: bool = False
    random_access: bool = False

    def __post_init__(self) -> None:
        if self.draw < 1 or self.redeals < UNLIMITED or self.window < 0:
            raise ValueError(f"bad stock rule {self!r}")
        if self.window and self.redeals == UNLIMITED:
            raise ValueError("a reserve window needs a limited number of redeals")
        if self.random_access and (self.redeals or self.window or self.shuffle):
            raise ValueError("a random-access talon has no redeal, reserve window or shuffle")

    def may_redeal(self, redeals: int) -> bool:
        """Whether another redeal is allowed after ``redeals`` of them."""
        return self.redeals == UNLIMITED or redeals < self.redeals


@value
class Shape:
    """The deal: column sizes, face-up cards per column, decks and foundations.

    The first ``reserve`` cards form a reserve pile (Demon): face down, the last of them on top
    and face up.  Then cards are dealt round by round: round ``r`` (from 0) gives the next card
    to every column, left to right, still holding fewer than its size.  With ``base`` the next
    card starts the first foundation (Demon's base card, whose rank every foundation starts
    from).  The rest of the deck is the stock, its first card on top.  The top ``face_up[i]``
    cards of column ``i`` lie face up (one each when ``face_up`` is empty).
    """

    sizes: tuple[int, ...]
    face_up: tuple[int, ...] = ()
    decks: int = 1
    foundations: int = 4
    reserve: int = 0
    """Cards dealt first to a reserve pile, its top card open (Demon: 13)."""
    base: bool = False
    """The card after the columns starts foundation 0 (Demon's base card)."""

    def __post_init__(self) -> None:
        if self.face_up and len(self.face_up) != len(self.sizes):
            raise ValueError("face_up needs one count per column")
        if any(size < 0 for size in self.sizes) or any(not 0 <= up <= size for up, size in zip(
                self.face_up, self.sizes, strict=False)):
            raise ValueError(f"bad column sizes {self.sizes} / face-up counts {self.face_up}")
        if self.reserve < 0 or (self.base and not self.foundations):
            raise ValueError(f"bad reserve {self.reserve} / base card without a foundation")
        if self.laid_out > 52 * self.decks:
            raise ValueError("the columns hold more cards than the deck")

    @property
    def columns(self) -> int:
        return len(self.sizes)

    @property
    def dealt(self) -> int:
        """Cards dealt to the tableau."""
        return sum(self.sizes)

    @property
    def laid_out(self) -> int:
        """Cards dealt before the stock: the reserve pile, the tableau and the base card."""
        return self.reserve + sum(self.sizes) + self.base

    @property
    def deck(self) -> tuple[Card, ...]:
        """Every card of the game (``decks`` 52-card packs)."""
        return packs(deck52(), self.decks)

    @property
    def deck_size(self) -> int:
        return 52 * self.decks

    def up_count(self, column: int) -> int:
        """Cards dealt face up to ``column``."""
        if self.face_up:
            return self.face_up[column]
        return min(1, self.sizes[column])

    def down_count(self, column: int) -> int:
        """Cards dealt face down to ``column`` (the most it can ever hold)."""
        return self.sizes[column] - self.up_count(column)

    @property
    def one_up(self) -> bool:
        """Whether every non-empty column is dealt exactly one face-up card."""
        return all(self.up_count(index) == min(1, size) for index, size in enumerate(self.sizes))


@value
class Rules:
    """Everything that makes one Klondike-type patience: its deal, building, foundations and stock."""

    shape: Shape
    tableau: TableauRule = TableauRule()
    foundation: FoundationRule = FoundationRule()
    stock: StockRule = StockRule()
    foundation_to_tableau: bool = False
    """A foundation's top card may be moved back onto a column (Little Piano)."""


def staircase(sizes: tuple[int, ...], decks: int = 1) -> Shape:
    """Columns of ``sizes`` with the top card of each face up, four foundations per deck."""
    return Shape(sizes, (), decks, 4 * decks)


# ---------------------------------------------------------------- lookup tables by card code

_NO_CARD = -1  # a joker moves nowhere
_NO_SLOT = -2  # a joker takes nothing
_NOTHING = -3  # an ace (without wrap) takes nothing


def _rank(code: int) -> int:
    card = Card.from_code(code)
    if card.is_joker:
        return 0
    return ACE if card.rank.letter == "A" else int(card.rank)


RANK: tuple[int, ...] = tuple(_rank(code) for code in range(54))
"""Patience rank by card code: ace 1 ... king 13 (jokers 0)."""
RED: tuple[bool, ...] = tuple(Card.from_code(code).is_red for code in range(54))
CARDS: tuple[Card, ...] = tuple(Card.from_code(code) for code in range(54))
"""The card of each code."""


def code_of(suit: int, rank: int) -> int:
    """The card code of patience rank ``rank`` (ace 1) in suit number ``suit``."""
    return suit * 13 + (12 if rank == ACE else rank - 2)


def foundation_wants(rule: FoundationRule, piles: Iterable[tuple[int, int]]) -> dict[int, int]:
    """Card code -> the lowest-numbered foundation that takes it; ``piles`` gives each foundation's
    number of cards and top card code (-1 when empty)."""
    wants: dict[int, int] = {}
    starts, following = _foundation_tables(rule)
    size = rule.size
    for index, (count, top) in enumerate(piles):
        if count >= size:
            continue
        for code in following[top] if count else starts:
            wants.setdefault(code, index)
    return wants


@functools.cache
def _foundation_tables(rule: FoundationRule) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """(the codes that start a foundation, the codes that may follow each top card code), per rule
    (a handful of constants, never per position)."""
    starts = tuple(code_of(suit, rule.base) for suit in _SUITS)
    following: list[tuple[int, ...]] = []
    for code in range(54):
        rank = rule.next_rank(RANK[code]) if RANK[code] else None
        if rank is None:
            following.append(())
            continue
        suits = (code // 13,) if rule.same_suit else _SUITS
        following.append(tuple(code_of(suit, rank) for suit in suits))
    return starts, tuple(following)


_SUITS: tuple[int, ...] = (0, 1, 2, 3)


def _key(building: Building, rank: int, code: int) -> int:
    suit = code // 13
    if building is Building.ALTERNATE_COLOURS:
        return rank * 2 + RED[code]
    if building is Building.SAME_SUIT:
        return rank * 4 + suit
    return rank


def _mover_table(building: Building) -> tuple[int, ...]:
    return tuple(_NO_CARD if RANK[code] == 0 else _key(building, RANK[code], code) for code in range(54))


def _want_table(building: Building, wrap: bool) -> tuple[int, ...]:
    """The key a card laid on this card must have (its rank one lower, the building's colour or suit)."""
    table = []
    for code in range(54):
        rank = RANK[code]
        if rank == 0:
            table.append(_NO_SLOT)
            continue
        below = rank - 1 if rank > ACE else (KING if wrap else 0)
        if below == 0:
            table.append(_NOTHING)
            continue
        if building is Building.ALTERNATE_COLOURS:
            table.append(below * 2 + (not RED[code]))
        else:
            table.append(_key(building, below, code))
    return tuple(table)


_MOVER: dict[Building, tuple[int, ...]] = {building: _mover_table(building) for building in Building}
_WANT: dict[Building, dict[bool, tuple[int, ...]]] = {
    building: {wrap: _want_table(building, wrap) for wrap in (False, True)} for building in Building
}
_EMPTY_TAKES: dict[EmptyColumn, tuple[bool, ...]] = {
    EmptyColumn.KING: tuple(RANK[code] == KING for code in range(54)),
    EmptyColumn.ANY: tuple(RANK[code] > 0 for code in range(54)),
    EmptyColumn.NOTHING: (False,) * 54,
    EmptyColumn.RESERVE: (False,) * 54,
}
"""Whether an empty column takes a run (from another column) headed by each card."""
_TALON_EMPTY_TAKES: dict[EmptyColumn, tuple[bool, ...]] = {
    **_EMPTY_TAKES, EmptyColumn.RESERVE: _EMPTY_TAKES[EmptyColumn.ANY],
}
"""Whether an empty column takes each card from the waste or the reserve."""


def fit_tables(rule: TableauRule) -> tuple[tuple[int, ...], tuple[int, ...], tuple[bool, ...]]:
    """(key of each card as a mover, key each card wants on it, whether an empty column takes it), by code.

    ``rule.fits(card, onto)`` is ``mover[card.code] == want[onto.code]``.
    """
    return _MOVER[rule.building], _WANT[rule.building][rule.wrap], _EMPTY_TAKES[rule.empty]


def talon_empty_table(rule: TableauRule) -> tuple[bool, ...]:
    """Whether an empty column takes each card (by code) from the waste or the reserve."""
    return _TALON_EMPTY_TAKES[rule.empty]


__all__ = [
    "CARDS", "RANK", "RED", "UNLIMITED", "Building", "EmptyColumn", "Rules", "Runs", "Shape", "StockRule",
    "TableauRule", "code_of", "fit_tables", "foundation_wants", "staircase", "talon_empty_table",
]
