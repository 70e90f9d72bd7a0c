"""Kosynka's score (cards on the foundations), the player's view and the deal's events."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine
from cardgames.games.mechanics import patience

from .endings import summary
from .rules import deal_events
from .state import Ending, Phase, State, View, rules_for


def score(state: State) -> Score:
    """The cards on the foundations (``deal`` and ``match``: one game is the whole match); WIN only when all are."""
    total = patience.on_foundations(state.layout)
    over = state.phase is Phase.OVER
    if not over:
        outcome = Outcome.UNDECIDED
    else:
        outcome = Outcome.WIN if state.ending is Ending.WON else Outcome.LOSS
    breakdown = (
        ScoreLine("cards on the foundations", (total,)),
        ScoreLine("cards still face down", (patience.face_down(state.layout),)),
    )
    return Score(terminal=over, deal=(total,), match=(total,), outcomes=(outcome,), summary=summary(state),
                 places=(1 if over else 0,), breakdown=breakdown)


def passes_left(state: State) -> int:
    """Passes through the stock still to come after the current one."""
    return rules_for(state.options).stock.redeals - state.layout.redeals


def view(state: State, seat: int | None) -> View:
    """Face-up cards and counts; the face-down cards and the stock only once the game is over.

    The player and a spectator see the same.
    """
    if seat is not None:
        check_seat(seat, 1)
    return View(
        options=state.options, phase=state.phase, ending=state.ending,
        layout=patience.view_of(state.layout, reveal=state.phase is Phase.OVER),
        foundation_cards=patience.on_foundations(state.layout), passes_left=passes_left(state),
        idle_moves=state.idle_moves, best_foundation=state.best_foundation, ceiling=state.ceiling,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The layout dealt, as events (face-down cards counted, never named)."""
    return deal_events(state)
