"""Safe foundation moves: cards a search plays up at once, without branching, because no line that keeps them
back can do anything the line that plays them up cannot.

The claim, for the rules :func:`applies` accepts (foundations up in suit from the ace, a card never
coming back from a foundation, columns built down in alternating colours, an empty column taking a
king or anything, one card drawn at a time):

    a card ``x`` of rank ``r`` that fits a foundation and lies on top of a column or of the waste may go up
    at once when ``r`` <= 2, or when every card of the other colour and rank ``r - 1`` is on a foundation.

Proof.  Compare a position ``P`` where ``x`` is still exposed with ``P'``, the same with ``x`` on its
foundation.  What ``x`` can still do in ``P``: (a) take a card of the other colour and rank ``r - 1``
on it: none is left outside the foundations when ``r`` > 2, and for ``r`` = 2 that card is an ace,
which could go up itself from wherever it could move onto ``x`` (every ace has a free foundation:
there are as many foundations as aces); (b) move onto another column: in ``P'`` the cards ``x``
covered are exposed already, and every target ``x`` could have covered is still free; (c) head a run:
``x`` is the top card, so the run is ``x`` alone, case (b); (d) stay on the waste: with one card
drawn at a time taking the top waste card off never changes which cards later draws turn up.  And
``P'`` has only more: the card under ``x`` exposed (or an empty column), and the foundation one
card higher, which only opens moves.  So every line from ``P`` is matched move for move from
``P'`` (leaving out what ``x`` did), and ``P'`` wins whenever ``P`` does: playing ``x`` up loses
nothing, and a search that only ever does it finds a win exactly when one exists.  With two decks
the rule counts both copies of each card (both must be up).  The test
``test_safe_moves_keep_the_verdict`` checks the searches with and without these moves agree.
"""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.mechanics.patience import Action, Kind, Layout, Rules, apply
from cardgames.games.mechanics.patience.rules import RANK, RED, Building, EmptyColumn, foundation_wants
from cardgames.games.mechanics.piles import ACE, Pile


def applies(rules: Rules) -> bool:
    """Whether the proof above holds for ``rules``."""
    foundation, tableau, stock = rules.foundation, rules.tableau, rules.stock
    return (not rules.foundation_to_tableau and foundation.base == ACE and foundation.same_suit
            and not foundation.wrap and tableau.building is Building.ALTERNATE_COLOURS and not tableau.wrap
            and tableau.empty in (EmptyColumn.KING, EmptyColumn.ANY) and stock.draw == 1
            and not stock.random_access and not stock.window)


def play_safe(layout: Layout, rules: Rules, finished: Callable[[Layout], bool] = lambda _: False,
              ) -> tuple[Layout, list[Action]]:
    """``layout`` with every safe card played up (repeatedly: one card up can make the next safe), and the
    actions that did it, in order; it stops early where ``finished`` (the game plays itself out from there, so a
    line must end there)."""
    played: list[Action] = []
    while not finished(layout) and (action := _next_safe(layout, rules)) is not None:
        layout = apply(layout, rules, action)
        played.append(action)
    return layout, played


def _next_safe(layout: Layout, rules: Rules) -> Action | None:
    wants = foundation_wants(rules.foundation, ((len(pile.cards), pile.cards[-1].code if pile.cards else -1)
                                                for pile in layout.foundations))
    if not wants:
        return None
    copies = 2 * rules.shape.decks  # cards of one colour and one rank
    for index, column in enumerate(layout.columns):
        if column.up and column.up[-1].code in wants and _safe(column.up[-1].code, layout.foundations, copies):
            return Action(Kind.COLUMN_TO_FOUNDATION, index)
    if layout.waste and layout.waste[-1].code in wants and _safe(layout.waste[-1].code, layout.foundations, copies):
        return Action(Kind.WASTE_TO_FOUNDATION)
    return None


def _safe(code: int, foundations: tuple[Pile, ...], copies: int) -> bool:
    rank = RANK[code]
    if rank <= 2:
        return True
    red = RED[code]
    holding = sum(1 for pile in foundations if len(pile.cards) >= rank - 1 and RED[pile.cards[0].code] != red)
    return holding >= copies
