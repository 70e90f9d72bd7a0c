"""Why an action is not legal now: :func:`refusal` names the rule it breaks, in words.

``refusal(layout, rules, action) is None`` exactly when ``action`` is among
:func:`~.actions.legal_actions` (a property test holds the two to each other), so a game
checks a move with it instead of listing every legal move.  Each refusal carries a
:class:`Rule` key; a game maps the keys to its spec's paragraphs.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.values import value
from cardgames.games.mechanics.piles import Column

from .actions import Action, Kind, movable_offsets
from .layout import Layout, describe_foundation
from .rules import Rules


class Rule(IntEnum):
    """The rule a refused action breaks."""

    NO_SUCH_PLACE = 1
    """A column or foundation number out of range (a malformed move)."""
    FACE_DOWN = 2
    NOT_A_RUN = 3
    SAME_COLUMN = 4
    BUILD = 5
    EMPTY_COLUMN = 6
    RENUMBER = 7
    """A whole column with nothing under it into an empty column: it only renumbers the columns."""
    EMPTY_SOURCE = 8
    FOUNDATION = 9
    NO_FOUNDATION_MOVES = 10
    FIRST_FOUNDATION = 11
    """Of several foundations with the same top card, the first one is used."""
    WASTE_EMPTY = 12
    NO_RESERVE = 13
    NOT_IN_RESERVE = 14
    STOCK_EMPTY = 15
    STOCK_NOT_EMPTY = 16
    NO_REDEAL = 17
    NO_TURN = 18
    TURNED = 19
    """After the talon was turned, cards come from the reserve only."""
    NOT_IN_WASTE = 20
    """The waste card named is not there, or not available (only the top is, unless the talon is random-access)."""


@value
class Refusal:
    """Why an action is not legal: the rule, a message in words; ``malformed`` for a place that does not exist."""

    rule: Rule
    message: str
    malformed: bool = False


Check = Callable[[Layout, Rules, Action], "Refusal | None"]


def refusal(layout: Layout, rules: Rules, action: Action) -> Refusal | None:
    """Why ``action`` is illegal in ``layout``, or None when it is legal."""
    return _CHECKS[action.kind](layout, rules, action)


def _column(layout: Layout, index: int, role: str) -> Refusal | None:
    if not 0 <= index < len(layout.columns):
        return Refusal(Rule.NO_SUCH_PLACE, f"there is no {role} column {index} "
                                           f"(columns 0..{len(layout.columns) - 1})", True)
    return None


def _fit(
    layout: Layout, rules: Rules, card: Card, target: int, whole_column: bool = False, talon: bool = False
) -> Refusal | None:
    """Whether ``card`` (heading what moves; ``talon``: from the waste or the reserve) may go onto column ``target``."""
    column: Column = layout.columns[target]
    tableau = rules.tableau
    if column.up:
        top = column.up[-1]
        if not tableau.fits(card, top):
            return Refusal(Rule.BUILD, f"{card} does not go on {top}: {tableau.describe()}")
        return None
    if column.down:
        return Refusal(Rule.BUILD, f"column {target} has no face-up card")
    if not (tableau.talon_takes_empty(card) if talon else tableau.takes_empty(card)):
        return Refusal(Rule.EMPTY_COLUMN, tableau.describe_empty())
    if whole_column:
        return Refusal(Rule.RENUMBER, "moving a whole column into an empty one only renumbers the columns")
    return None


def _to_foundation(layout: Layout, rules: Rules, card: Card) -> Refusal | None:
    if rules.foundation.target(layout.foundations, card) is None:
        return Refusal(Rule.FOUNDATION, f"{card} fits no foundation ({describe_foundation(rules.foundation)})")
    return None


def _check_run(layout: Layout, rules: Rules, action: Action) -> Refusal | None:
    bad = _column(layout, action.source, "source") or _column(layout, action.target, "target")
    if bad is not None:
        return bad
    column = layout.columns[action.source]
    offset = action.index - len(column.down)
    if not 0 <= offset < len(column.up):
        return Refusal(Rule.FACE_DOWN, f"position {action.index} of column {action.source} is not a face-up card")
    if offset not in movable_offsets(column.up, rules.tableau):
        return Refusal(Rule.NOT_A_RUN, rules.tableau.describe_runs())
    if action.source == action.target:
        return Refusal(Rule.SAME_COLUMN, "a run cannot move onto its own column")
    return _fit(layout, rules, column.up[offset], action.target, offset == 0 and not column.down)


def _check_column_up(layout: Layout, rules: Rules, action: Action) -> Refusal | None:
    bad = _column(layout, action.source, "source")
    if bad is not None:
        return bad
    column = layout.columns[action.source]
    if not column.up:
        return Refusal(Rule.EMPTY_SOURCE, f"column {action.source} is empty")
    return _to_foundation(layout, rules, column.up[-1])


def _waste_card(layout: Layout, rules: Rules, action: Action) -> Card | Refusal:
    """The waste card ``action`` plays: the top (no card named), or the named one of a random-access talon."""
    if layout.turned:
        return Refusal(Rule.TURNED, "the talon has been turned: play from the reserve")
    if not layout.waste:
        return Refusal(Rule.WASTE_EMPTY, "the waste is empty")
    if rules.stock.random_access:
        if action.card is None:
            return Refusal(Rule.NOT_IN_WASTE, "name the waste card: every card of the open talon is available")
        if action.card not in layout.waste:
            return Refusal(Rule.NOT_IN_WASTE, f"{action.card} is not in the waste")
        return action.card
    if action.card is not None:
        return Refusal(Rule.NOT_IN_WASTE, f"only the waste's top card {layout.waste[-1]} is available, "
                                          "and it is played without naming it")
    return layout.waste[-1]


def _check_waste_down(layout: Layout, rules: Rules, action: Action) -> Refusal | None:
    bad = _column(layout, action.target, "target")
    if bad is not None:
        return bad
    card = _waste_card(layout, rules, action)
    return card if isinstance(card, Refusal) else _fit(layout, rules, card, action.target, talon=True)


def _check_waste_up(layout: Layout, rules: Rules, action: Action) -> Refusal | None:
    card = _waste_card(layout, rules, action)
    return card if isinstance(card, Refusal) else _to_foundation(layout, rules, card)


def _reserve_card(layout: Layout, rules: Rules, action: Action) -> Card | Refusal:
    if action.card is None or not (layout.turned or rules.shape.reserve):
        return Refusal(Rule.NO_RESERVE, "there is no reserve before the talon is turned")
    if action.card not in layout.reserve:
        if not layout.reserve:
            return Refusal(Rule.NOT_IN_RESERVE, f"{action.card} is not in the reserve: the reserve is empty")
        if rules.shape.reserve:
            return Refusal(Rule.NOT_IN_RESERVE, f"{action.card} is not the reserve's open card {layout.reserve[0]}")
        return Refusal(Rule.NOT_IN_RESERVE, f"{action.card} is not in the reserve")
    return action.card


def _check_reserve_down(layout: Layout, rules: Rules, action: Action) -> Refusal | None:
    bad = _column(layout, action.target, "target")
    if bad is not None:
        return bad
    card = _reserve_card(layout, rules, action)
    return card if isinstance(card, Refusal) else _fit(layout, rules, card, action.target, talon=True)


def _check_reserve_up(layout: Layout, rules: Rules, action: Action) -> Refusal | None:
    card = _reserve_card(layout, rules, action)
    return card if isinstance(card, Refusal) else _to_foundation(layout, rules, card)


def _check_foundation_down(layout: Layout, rules: Rules, action: Action) -> Refusal | None:
    if not 0 <= action.source < len(layout.foundations):
        return Refusal(Rule.NO_SUCH_PLACE, f"there is no foundation {action.source} "
                                           f"(foundations 0..{len(layout.foundations) - 1})", True)
    bad = _column(layout, action.target, "target")
    if bad is not None:
        return bad
    if not rules.foundation_to_tableau:
        return Refusal(Rule.NO_FOUNDATION_MOVES, "cards never leave the foundations")
    top = layout.foundations[action.source].top
    if top is None:
        return Refusal(Rule.EMPTY_SOURCE, f"foundation {action.source} is empty")
    if any(pile.top == top for pile in layout.foundations[: action.source]):
        return Refusal(Rule.FIRST_FOUNDATION, f"take {top} from the first foundation with this top card")
    return _fit(layout, rules, top, action.target)


def _check_draw(layout: Layout, rules: Rules, action: Action) -> Refusal | None:
    if layout.turned:
        return Refusal(Rule.TURNED, "the talon has been turned: play from the reserve")
    if not layout.stock:
        return Refusal(Rule.STOCK_EMPTY, "the stock is empty")
    return None


def _check_redeal(layout: Layout, rules: Rules, action: Action) -> Refusal | None:
    stock = rules.stock
    if layout.turned or not stock.may_redeal(layout.redeals):
        if stock.window:
            return Refusal(Rule.NO_REDEAL, "no redeal: one pass through the stock, then the reserve")
        return Refusal(Rule.NO_REDEAL, f"no redeal left ({stock.redeals} allowed)")
    if layout.stock:
        return Refusal(Rule.STOCK_NOT_EMPTY, "redeal only when the stock is empty")
    if not layout.waste:
        return Refusal(Rule.WASTE_EMPTY, "the waste is empty: nothing to redeal")
    return None


def _check_turn(layout: Layout, rules: Rules, action: Action) -> Refusal | None:
    stock = rules.stock
    if not stock.window:
        return Refusal(Rule.NO_TURN, "the talon is turned into a reserve only under the book's reserve rule")
    if layout.turned:
        return Refusal(Rule.NO_TURN, "the talon is turned only once")
    if layout.stock:
        return Refusal(Rule.STOCK_NOT_EMPTY, "the talon is turned once the stock is empty")
    if stock.may_redeal(layout.redeals):
        return Refusal(Rule.NO_TURN, "redeal first: the talon is turned after the last pass")
    return None


_CHECKS: dict[Kind, Check] = {
    Kind.RUN: _check_run,
    Kind.COLUMN_TO_FOUNDATION: _check_column_up,
    Kind.WASTE_TO_COLUMN: _check_waste_down,
    Kind.WASTE_TO_FOUNDATION: _check_waste_up,
    Kind.RESERVE_TO_COLUMN: _check_reserve_down,
    Kind.RESERVE_TO_FOUNDATION: _check_reserve_up,
    Kind.FOUNDATION_TO_COLUMN: _check_foundation_down,
    Kind.DRAW: _check_draw,
    Kind.REDEAL: _check_redeal,
    Kind.TURN: _check_turn,
}


__all__ = ["Refusal", "Rule", "refusal"]
