"""Lion and Sun's score (cards on the foundations), the player's view and the deal's events."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience.cells import count, stack_view

from .endings import summary
from .rules import deal_events
from .state import Ending, Phase, State, View, rules_for


def score(state: State) -> Score:
    """The cards on the foundations (``deal`` and ``match``: one layout is the whole match); WIN only when all are."""
    total = count(state.layout.foundations)
    over = state.phase is Phase.OVER
    if not over:
        outcome = Outcome.UNDECIDED
    else:
        outcome = Outcome.WIN if state.ending is Ending.WON else Outcome.LOSS
    breakdown = (
        ScoreLine("cards on the foundations", (total,)),
        ScoreLine("cards left in the packs", (sum(len(pack.cards) for pack in state.packs),)),
    )
    return Score(terminal=over, deal=(total,), match=(total,), outcomes=(outcome,), summary=summary(state),
                 places=(1 if over else 0,), breakdown=breakdown)


def redeals_left(state: State) -> int:
    return rules_for(state.options).stock.redeals - state.layout.redeals


def view(state: State, seat: int | None) -> View:
    """The slots, the pack tops (every pack card when spread), foundations and waste; the rest at the end.

    The player and a spectator see the same.
    """
    if seat is not None:
        check_seat(seat, 1)
    over = state.phase is Phase.OVER
    spread = state.options.packs_spread
    return View(
        options=state.options, phase=state.phase, ending=state.ending,
        layout=patience.view_of(state.layout, reveal=over),
        packs=tuple(stack_view(pack, spread, over) for pack in state.packs), slots=state.slots,
        foundation_cards=count(state.layout.foundations), redeals_left=redeals_left(state),
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The layout dealt, as events (cards under squared pack tops and the stock counted, never named)."""
    return deal_events(state)
