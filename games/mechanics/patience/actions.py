"""The moves of a Klondike-type patience (:class:`Action`, §7.1's vocabulary) and the legal ones of a layout.

A game maps its own move types (with their ids) to actions and back; the solvers and the
dead-position proof search over actions directly.  Every function is pure and reads only
what the player can see (face-down cards are counted, never looked at; a stock the player
has not gone through is never read), so legal moves never depend on hidden cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.values import value
from cardgames.games.mechanics.piles import Column, Pile

from .layout import Layout
from .rules import CARDS, Rules, Runs, TableauRule, fit_tables, foundation_wants, talon_empty_table


class Kind(IntEnum):
    """What an action does (its fields say from where and to where)."""

    RUN = 1
    """Column ``source``'s face-up run from position ``index`` onto column ``target``."""
    COLUMN_TO_FOUNDATION = 2
    """Column ``source``'s exposed card onto the lowest-numbered foundation it fits."""
    WASTE_TO_COLUMN = 3
    """The waste's top card (a random-access talon: waste card ``card``) onto column ``target``."""
    WASTE_TO_FOUNDATION = 4
    """The waste's top card (a random-access talon: waste card ``card``) onto a foundation."""
    RESERVE_TO_COLUMN = 5
    """Reserve card ``card`` onto column ``target``."""
    RESERVE_TO_FOUNDATION = 6
    FOUNDATION_TO_COLUMN = 7
    """Foundation ``source``'s top card onto column ``target``."""
    DRAW = 8
    REDEAL = 9
    TURN = 10
    """The reserve rule: turn the talon over into the queue and lay out the reserve."""


@value
class Action:
    """One move of the player; the fields a kind does not use stay 0 / None."""

    kind: Kind
    source: int = 0
    index: int = 0
    target: int = 0
    card: Card | None = None


def run(source: int, index: int, target: int) -> Action:
    return Action(Kind.RUN, source, index, target)


DRAW = Action(Kind.DRAW)
REDEAL = Action(Kind.REDEAL)
TURN = Action(Kind.TURN)
WASTE_TO_FOUNDATION = Action(Kind.WASTE_TO_FOUNDATION)


# ---------------------------------------------------------------- where cards may go


class Targets:
    """Which columns take a card (or a run headed by it), for one arrangement of the columns.

    Built once per position in O(columns); :meth:`of` is then a dictionary lookup.
    """

    __slots__ = ("by_key", "empties", "mover", "takes_empty", "talon_takes_empty")

    def __init__(self, columns: Sequence[Column], rule: TableauRule):
        mover, want, takes_empty = fit_tables(rule)
        self.talon_takes_empty = talon_empty_table(rule)
        by_key: dict[int, list[int]] = {}
        empties: list[int] = []
        for index, column in enumerate(columns):
            up = column.up
            if up:
                by_key.setdefault(want[up[-1].code], []).append(index)
            elif not column.down:
                empties.append(index)
        self.by_key = by_key
        self.empties = empties
        self.mover = mover
        self.takes_empty = takes_empty

    def of(self, card: Card, talon: bool = False) -> list[int]:
        """The columns, in order, that take ``card`` (alone or heading a run; ``talon``: from the waste or reserve)."""
        hit = self.by_key.get(self.mover[card.code], [])
        empty_ok = self.talon_takes_empty if talon else self.takes_empty
        if self.empties and empty_ok[card.code]:
            return sorted([*hit, *self.empties])
        return list(hit)

    def any_for(self, card: Card, talon: bool = False) -> bool:
        empty_ok = self.talon_takes_empty if talon else self.takes_empty
        return self.mover[card.code] in self.by_key or bool(self.empties and empty_ok[card.code])


def movable_offsets(up: Sequence[Card], rule: TableauRule) -> range | tuple[int, ...]:
    """Offsets into a column's face-up cards where a run that may move as a unit starts, lowest first."""
    count = len(up)
    if count == 0:
        return ()
    if rule.runs is Runs.TOP_ONLY:
        return (count - 1,)
    mover, want, _ = fit_tables(rule)
    lowest = count - 1
    while lowest > 0 and mover[up[lowest].code] == want[up[lowest - 1].code]:
        lowest -= 1
    if rule.runs is Runs.ANY_RUN:
        return range(lowest, count)
    if rule.runs is Runs.WHOLE_ONLY:
        return (0,) if lowest == 0 else ()
    return (0, count - 1) if lowest == 0 and count > 1 else (count - 1,)


def wanted(foundations: Sequence[Pile], rules: Rules) -> dict[Card, int]:
    """Card -> the lowest-numbered foundation that takes it now."""
    piles = ((len(pile.cards), pile.cards[-1].code if pile.cards else -1) for pile in foundations)
    return {CARDS[code]: index for code, index in foundation_wants(rules.foundation, piles).items()}


# ---------------------------------------------------------------- the legal actions


def legal_actions(layout: Layout, rules: Rules) -> list[Action]:
    """Every legal action, grouped by kind (columns and foundations, then talon, then stock)."""
    columns = layout.columns
    targets = Targets(columns, rules.tableau)
    want = wanted(layout.foundations, rules)
    actions = run_actions(columns, rules.tableau, targets)
    actions.extend(Action(Kind.COLUMN_TO_FOUNDATION, index) for index, column in enumerate(columns)
                   if column.up and column.up[-1] in want)
    if rules.foundation_to_tableau:
        actions.extend(foundation_actions(layout.foundations, targets))
    actions.extend(talon_actions(layout, targets, want, rules))
    actions.extend(stock_actions(layout, rules))
    return actions


def has_action(layout: Layout, rules: Rules) -> bool:
    """Whether any action is legal (``bool(legal_actions(...))``, the cheap checks first)."""
    if stock_actions(layout, rules):
        return True
    columns = layout.columns
    targets = Targets(columns, rules.tableau)
    want = wanted(layout.foundations, rules)
    if any(card in want or targets.any_for(card, talon=True) for card in open_talon(layout, rules)):
        return True
    if any(column.up and column.up[-1] in want for column in columns):
        return True
    if rules.foundation_to_tableau and foundation_actions(layout.foundations, targets):
        return True
    return bool(run_actions(columns, rules.tableau, targets))


def run_actions(
    columns: Sequence[Column], rule: TableauRule, targets: Targets, one_empty: bool = False
) -> list[Action]:
    """Runs onto other columns.  Moving a whole column with nothing under it into an empty column
    only renumbers the columns and is not a move; ``one_empty`` lists one empty target only."""
    actions: list[Action] = []
    for source, column in enumerate(columns):
        up = column.up
        first = len(column.down)
        for offset in movable_offsets(up, rule):
            whole = offset == 0 and first == 0
            seen_empty = False
            for target in targets.of(up[offset]):
                if target == source:
                    continue
                if not columns[target].up:
                    if whole or (one_empty and seen_empty):
                        continue
                    seen_empty = True
                actions.append(Action(Kind.RUN, source, first + offset, target))
    return actions


def foundation_actions(foundations: Sequence[Pile], targets: Targets) -> list[Action]:
    """Foundation tops onto columns; of several foundations with the same top only the first."""
    actions: list[Action] = []
    seen: set[Card] = set()
    for index, pile in enumerate(foundations):
        top = pile.top
        if top is None or top in seen:
            continue
        seen.add(top)
        actions.extend(Action(Kind.FOUNDATION_TO_COLUMN, index, 0, column) for column in targets.of(top))
    return actions


def open_talon(layout: Layout, rules: Rules) -> tuple[Card, ...]:
    """The available cards of the reserve and the waste: every reserve card, the waste's top (every
    waste card under a random-access rule; none once the talon is turned)."""
    if layout.turned:
        return layout.reserve
    if rules.stock.random_access:
        return layout.reserve + layout.waste
    return layout.reserve + layout.waste[-1:]


def talon_actions(layout: Layout, targets: Targets, want: dict[Card, int], rules: Rules) -> list[Action]:
    """Every reserve card, and the waste's top card (every waste card under a random-access rule),
    onto columns and foundations."""
    actions: list[Action] = []
    for card in dict.fromkeys(layout.reserve):
        actions.extend(Action(Kind.RESERVE_TO_COLUMN, 0, 0, column, card) for column in targets.of(card, True))
        if card in want:
            actions.append(Action(Kind.RESERVE_TO_FOUNDATION, card=card))
    if layout.turned or not layout.waste:
        return actions
    if rules.stock.random_access:
        for card in dict.fromkeys(layout.waste):
            actions.extend(Action(Kind.WASTE_TO_COLUMN, 0, 0, column, card) for column in targets.of(card, True))
            if card in want:
                actions.append(Action(Kind.WASTE_TO_FOUNDATION, card=card))
        return actions
    card = layout.waste[-1]
    actions.extend(Action(Kind.WASTE_TO_COLUMN, 0, 0, column) for column in targets.of(card, True))
    if card in want:
        actions.append(WASTE_TO_FOUNDATION)
    return actions


def stock_actions(layout: Layout, rules: Rules) -> list[Action]:
    """Draw while the stock lasts; then redeal while the rule allows, or turn the talon (reserve rule)."""
    if layout.turned:
        return []
    if layout.stock:
        return [DRAW]
    if rules.stock.may_redeal(layout.redeals):
        return [REDEAL] if layout.waste else []
    return [TURN] if rules.stock.window else []


__all__ = [
    "DRAW", "REDEAL", "TURN", "WASTE_TO_FOUNDATION", "Action", "Kind", "Targets", "foundation_actions",
    "has_action", "legal_actions", "movable_offsets", "open_talon", "run", "run_actions", "stock_actions",
    "talon_actions", "wanted",
]
